import type { ReactNode } from 'react';

// A letter, digit or mark: a datum beside one is part of a longer word ('A' in 'CGPA').
const WORD = /[\p{L}\p{N}\p{M}]/u;

const standsAlone = (text: string, at: number, datum: string) =>
  !(WORD.test(text[at - 1] ?? '') && WORD.test(datum[0]!)) &&
  !(WORD.test(text[at + datum.length] ?? '') && WORD.test(datum.at(-1)!));

/**
 * A sentence in the element's language with data in it shown as written: a university's or an
 * evaluator's name, a grade as its card prints it, a student's own names. Each place `data` stands
 * in `text` is marked `translate="no"`, which a browser's translator leaves alone and the language
 * tests do not count as a word left in English. `digits` writes the element's digits in the rest
 * (data keeps its own). A datum is marked where it stands as a word of its own, not inside a
 * longer one. A text without data is returned as it is.
 */
export function DataText({
  text,
  data,
  digits = (words) => words,
}: {
  text: string;
  data: readonly string[];
  digits?: (words: string) => string;
}): ReactNode {
  // Longest first, so that 'UGC 10-point table' is not cut at a shorter datum inside it.
  const sought = [...new Set(data)]
    .filter((datum) => datum !== '')
    .sort((a, b) => b.length - a.length);
  const parts: ReactNode[] = [];
  let rest = 0;
  for (let at = 0; at < text.length;) {
    const datum = sought.find((each) => text.startsWith(each, at) && standsAlone(text, at, each));
    if (!datum) {
      at += 1;
      continue;
    }
    if (at > rest) parts.push(digits(text.slice(rest, at)));
    parts.push(
      <span key={at} translate="no">
        {datum}
      </span>,
    );
    at += datum.length;
    rest = at;
  }
  if (parts.length === 0) return digits(text);
  if (rest < text.length) parts.push(digits(text.slice(rest)));
  // One inline box: in a flex container, loose pieces would be items of their own, spaces lost.
  return <span>{parts}</span>;
}
