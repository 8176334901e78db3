/**
 * The working behind a calculator's answer ("Show working"): steps in words and numbers a
 * student can copy into a notebook. Each calculator builds one from its inputs with pure functions;
 * the widgets render it as lists and tables, never as an image, so it reads aloud and copies as text.
 */
import type { NumberStyle } from './i18n/numbers';
import { countText, localDigits } from './i18n/numbers';
import type { Language } from './i18n/texts';
import { ENGLISH, textModule, textsIn } from './i18n/texts';
import type { Rational } from './rational';
import { toFixedString } from './rational';

export const workingTexts = textModule('working', {
  /** The button that shows `next` more of a table's rows, `hidden` of them not shown yet. */
  moreRows: (next: string, hidden: string) => `Show ${next} more rows (${hidden} not shown)`,
});

export type WorkingStep =
  /** One line: "Integer part: 255 ÷ 2 = 127 remainder 1". */
  | { kind: 'line'; text: string }
  /** Rows of the same computation: a subject per row, a division per row. */
  | { kind: 'table'; caption: string; head: string[]; rows: string[][] }
  /** A titled group of steps, nested as deep as the method goes (a minor's own expansion). */
  | { kind: 'group'; title: string; steps: WorkingStep[] };

export interface Working {
  steps: WorkingStep[];
  /**
   * The final line, "Determinant = -1.5000": it ends with the result exactly as the calculator
   * shows it. `approximate` where the value shown is rounded or cut from the value worked out:
   * the line says '≈' ("Determinant ≈ 0.3333"), so every '=' of a working is true as written.
   */
  result: { label: string; value: string; approximate?: boolean };
  /**
   * What it shows as written wherever it stands, never translated: a university's class name, a
   * grade code as its card prints it, a name the student typed.
   */
  data?: readonly string[];
}

/**
 * A table longer than this shows its first ROWS_SHOWN_FIRST and last ROWS_SHOWN_LAST rows, whole,
 * and the rows between ROWS_SHOWN_MORE at a time on demand: every row shown is true as written,
 * and no press renders more than a bounded piece of a long conversion's hundreds of divisions.
 * Copy working copies every row.
 */
export const ROWS_SHOWN_FIRST = 8;
export const ROWS_SHOWN_LAST = 4;
export const ROWS_SHOWN_MORE = 20;

/**
 * The rows a table shows with `more` of its middle rows revealed (0 at first), and how many it
 * still leaves out (0: all are shown).
 */
export function rowsShown<Row>(
  rows: readonly Row[],
  more = 0,
): { first: readonly Row[]; last: readonly Row[]; hidden: number } {
  const firstCount = ROWS_SHOWN_FIRST + more;
  const hidden = rows.length - firstCount - ROWS_SHOWN_LAST;
  if (hidden <= 1) return { first: rows, last: [], hidden: 0 };
  return {
    first: rows.slice(0, firstCount),
    last: rows.slice(rows.length - ROWS_SHOWN_LAST),
    hidden,
  };
}

/** The label of the button that shows more of a table's hidden rows. */
export function moreRowsLabel(hidden: number, language: Language = ENGLISH): string {
  const next = Math.min(hidden, ROWS_SHOWN_MORE);
  return textsIn(language.bundle, workingTexts).moreRows(
    countText(next, language),
    countText(hidden, language),
  );
}

/** The working with its numbers in the style's digits (the language's own with `digits="native"`). */
export function workingInDigits(working: Working, style: NumberStyle): Working {
  if (style.digits === 'latin') return working;
  const digits = (text: string) => localDigits(text, style.locale, style.digits);
  const step = (one: WorkingStep): WorkingStep => {
    switch (one.kind) {
      case 'line':
        return { kind: 'line', text: digits(one.text) };
      case 'table':
        return {
          kind: 'table',
          caption: digits(one.caption),
          head: one.head.map(digits),
          rows: one.rows.map((row) => row.map(digits)),
        };
      case 'group':
        return { kind: 'group', title: digits(one.title), steps: one.steps.map(step) };
    }
  };
  const { result } = working;
  return {
    ...working,
    steps: working.steps.map(step),
    result: { ...result, label: digits(result.label), value: digits(result.value) },
  };
}

/** Indentation per level of the plain text, as a student would indent a sub-calculation. */
const INDENT = '   ';

function stepLines(steps: readonly WorkingStep[], depth: number): string[] {
  const pad = INDENT.repeat(depth);
  return steps.flatMap((step, index) => {
    const number = `${pad}${index + 1}. `;
    switch (step.kind) {
      case 'line':
        return [number + step.text];
      case 'table':
        return [
          number + step.caption,
          ...[step.head, ...step.rows].map((row) => `${pad}${INDENT}${row.join(' | ')}`),
        ];
      case 'group':
        return [number + step.title, ...stepLines(step.steps, depth + 1)];
    }
  });
}

/** The final line, "Determinant = -1.5000" or "Determinant ≈ 0.3333", as the list and the plain text end. */
export function resultLine({ result }: Working): string {
  return `${result.label} ${result.approximate ? '≈' : '='} ${result.value}`;
}

/**
 * The working as plain text for the clipboard: numbered steps, a table's rows with ' | ' between
 * cells, each group's steps indented under its title, and the result as the last line.
 */
export function workingText(working: Working): string {
  return [...stepLines(working.steps, 0), resultLine(working)].join('\n');
}

/** How often `factor` divides `value`, and what is left. */
function strip(value: bigint, factor: bigint): { count: number; rest: bigint } {
  let [count, rest] = [0, value];
  while (rest % factor === 0n) [count, rest] = [count + 1, rest / factor];
  return { count, rest };
}

/** Every decimal of a terminating value, as a working writes exact numbers ('0.0625', '-12'); null when the decimals never end. */
export function toExactDecimalString(a: Rational): string | null {
  const twos = strip(a.den, 2n);
  const fives = strip(twos.rest, 5n);
  // A prime factor other than 2 and 5 in the denominator makes the decimals repeat forever.
  if (fives.rest !== 1n) return null;
  return toFixedString(a, Math.max(twos.count, fives.count));
}
