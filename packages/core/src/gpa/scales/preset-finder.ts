import type { GradeScale } from './grade-scale';

/** A preset as the picker searches it: its scale's name and what else it is found by. */
export interface FindablePreset {
  scale: GradeScale;
  findBy: readonly string[];
}

/** Lower case without accents; dots and apostrophes dropped ('A.P.J.' is 'apj'), other marks spaces. */
export function searchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^\p{L}\p{N}+]+/gu, ' ')
    .trim();
}

const wordsOf = (texts: readonly string[]) => texts.flatMap((text) => searchText(text).split(' '));

/**
 * The presets a query finds, best first: each word typed must begin a word of the preset's name or
 * of what it is found by (short forms, full name, city, state), so 'pune', 'sppu' and 'savitribai'
 * all find SPPU. A short form or name typed whole ranks first, then a match within the name, then
 * the rest, each in the list's order. An empty query finds every preset.
 */
export function findPresets<T extends FindablePreset>(query: string, presets: readonly T[]): T[] {
  const typed = searchText(query);
  if (typed === '') return [...presets];
  const words = typed.split(' ');
  const begins = (candidates: string[]) =>
    words.every((word) => candidates.some((candidate) => candidate.startsWith(word)));
  const ranked = presets.flatMap((preset, order) => {
    const texts = [preset.scale.name, ...preset.findBy];
    if (!begins(wordsOf(texts))) return [];
    const whole = texts.some((text) => searchText(text) === typed);
    const rank = whole ? 0 : begins(wordsOf([preset.scale.name])) ? 1 : 2;
    return [{ preset, rank, order }];
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.order - b.order).map(({ preset }) => preset);
}
