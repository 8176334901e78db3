/**
 * What the calculator says of a standing, in words: the same sentences on the screen, in the
 * copied text and in the working's result, so that they never disagree.
 */
import type { Rational } from '../rational';
import { roundTo, toFixedString } from '../rational';
import type { Standing } from './sheet-outcome';

/**
 * A percentage to 2 decimals, cut (not rounded) so that a shortfall never shows as met: 74.996 %
 * is '74.99', not '75.00'.
 */
export const percentText = (value: Rational): string =>
  toFixedString(roundTo(value, 2, 'truncate'), 2);

/** A requirement as typed in the rules, without trailing zeros: '75', '66.67'. */
export const requiredText = (value: Rational): string =>
  toFixedString(value, 2).replace(/\.?0+$/, '');

/** A count with its noun: '1 class', '8 classes'. */
export const counted = (count: number, one: string, many: string): string =>
  `${count} ${count === 1 ? one : many}`;

const classes = (count: number) => counted(count, 'class', 'classes');

/** '1 subject', '3 subjects': what the offers and the import say of a sheet. */
export const subjectsText = (count: number): string => counted(count, 'subject', 'subjects');

export const STATE_LABELS: Record<Standing['state'], string> = {
  safe: 'Safe',
  reachable: 'Short',
  unreachable: 'Not reachable this semester',
  'no-classes': 'No classes yet',
};

/** How the college's rounding reads after the requirement. */
export const roundingText = (standing: Standing): string =>
  standing.rounding === 'whole'
    ? ` (rounded to a whole percent, so from ${toFixedString(standing.bar, 1)}%)`
    : '';

function bandSentence(band: Rational | null, standing: Standing, when: string): string[] {
  return band === null
    ? []
    : [
        `${when} within the condonation band from ${requiredText(band)}% to ${requiredText(standing.required)}%: the college may condone the shortage.`,
      ];
}

/** The sentences under a subject's percentage: what she may miss, or must attend. */
export function standingSentences(standing: Standing): string[] {
  const required = `${requiredText(standing.required)}%${roundingText(standing)}`;
  const now: string[] = [];
  if (standing.canMiss !== null) {
    now.push(
      standing.canMiss === 0
        ? `You are at ${required} or above, but missing the next class would take you below.`
        : `You may miss the next ${classes(standing.canMiss)} in a row and stay at ${required} or above.`,
    );
  } else if (standing.mustAttend !== null && standing.held > 0) {
    now.push(`Attend the next ${classes(standing.mustAttend)} in a row to reach ${required}.`);
  } else if (standing.held > 0) {
    now.push(`${required} needs every class attended: one missed, it cannot be reached.`);
  }
  now.push(...bandSentence(standing.band, standing, 'Now you are'));
  const semester = standing.semester;
  if (semester === null) return now;
  const toCome = classes(semester.remaining);
  const best = `${percentText(semester.best)}%`;
  if (semester.canMiss === null) {
    return [
      ...now,
      `Even attending all ${toCome} to come, you end at ${best}, below ${required}.`,
      ...bandSentence(semester.band, standing, 'That is'),
    ];
  }
  return [
    ...now,
    semester.canMiss === semester.remaining
      ? `Of the ${toCome} to come you may miss all, and end at ${required} or above.`
      : `Of the ${toCome} to come you may miss ${semester.canMiss}, and end at ${required} or above (${best} if you attend all).`,
  ];
}

/** A subject's name, or its place when it has none. */
export const subjectTitle = (name: string, index: number): string =>
  name.trim() === '' ? `Subject ${index + 1}` : name.trim();

/** The line a standing heads with: its percentage and state ('70.00%, short'). */
export const standingResult = (standing: Standing): string =>
  standing.percentage === null
    ? STATE_LABELS[standing.state]
    : `${percentText(standing.percentage)}%, ${STATE_LABELS[standing.state].toLowerCase()}`;

/** What Copy puts on the clipboard: each worked-out subject, then all of them together. */
export function sheetSummary(
  names: readonly string[],
  subjects: readonly (Standing | null)[],
  overall: Standing | null,
): string | null {
  const lines = subjects.flatMap((standing, index) =>
    standing === null
      ? []
      : [
          `${subjectTitle(names[index] ?? '', index)}: ${standingResult(standing)}. ${standingSentences(standing).join(' ')}`,
        ],
  );
  if (overall !== null) {
    lines.push(`All subjects: ${standingResult(overall)}. ${standingSentences(overall).join(' ')}`);
  }
  return lines.length === 0 ? null : lines.join('\n');
}
