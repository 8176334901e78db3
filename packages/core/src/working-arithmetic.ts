/**
 * Reads a working's text as arithmetic and checks every claim in it with exact rationals, the way
 * a student checks a working with a calculator: each '=' must hold exactly as written, each '≈'
 * and '→' must be the value beside it rounded or cut to the digits written.
 *
 * What it reads, in each line, table cell, caption, group title and the result line:
 * - numbers as displayed ('8046.72'), fractions written tight ('5/12', '-2/3'), powers ('2^-3',
 *   '(-1)^(1+2)'), × ÷ + − (or '-') and brackets;
 * - a number cut short with '…' ('7.7666…'): the value it stands for starts with those digits and
 *   goes on, so '233 ÷ 30 = 7.7666…' holds; it may stand alone, never inside a calculation;
 * - inequalities ('<', '≤', '>', '≥') between two exact values, which must hold as written;
 * - units, when given: '5 mi' is 5 × 1609.344 m. A side's only unit, written at its end, measures
 *   the whole side ('402.336 ÷ 60 min'); otherwise each unit measures the number it follows;
 * - digits in another base, when given: 'FF (Hexadecimal)' is 255, and after '… in Binary =' the
 *   digits are binary.
 * Each side of a relation is the longest piece of arithmetic next to it ('so 2 h = …' reads '2 h').
 * A side with a word in it ('Time', 'CGPA × 9.5', 'a × d − b × c') is a name or a formula, not a
 * number, and that relation is left unchecked.
 */
import type {
  ArithmeticOptions,
  Digits,
  Evaluated,
  Relation,
  Token,
} from './arithmetic-expression';
import { bareNumber, evaluate, tokenize } from './arithmetic-expression';
import type { Rational } from './rational';
import {
  ONE,
  compare,
  div,
  mul,
  neg,
  rational,
  sub,
  toFixedString,
  toPlainString,
  truncate,
} from './rational';
import type { Working, WorkingStep } from './working';
import { resultLine, toExactDecimalString } from './working';

export type { ArithmeticOptions, Relation };

export interface ArithmeticProblem {
  /** The line, cell or title the claim is in. */
  text: string;
  /** The claim as read: '16.09344 km ÷ 0.416667 h = 38.624256 km/h'. */
  claim: string;
  /** What is wrong with it: '16.09344 km ÷ 0.416667 h is 5364480/138889 (38.6242251006…) km/h'. */
  problem: string;
}

export interface ArithmeticReading {
  /** How many relations stood between two numbers and were checked. */
  claims: number;
  problems: ArithmeticProblem[];
}

/** One side of a relation as read. */
interface Side {
  text: string;
  evaluated: Evaluated;
  /** A bare number's digits, and the size of its unit (1 without one). */
  digits: (Digits & { unit: Rational }) | null;
  /** How many tokens it takes. */
  length: number;
  /** The one unit written at the end, which measures the whole side. */
  unit: { text: string; size: Rational } | null;
}

function readSide(tokens: readonly Token[], line: string): Side | null {
  const last = tokens.at(-1);
  const units = tokens.filter(({ kind }) => kind === 'unit').length;
  const wholeUnit = last?.kind === 'unit' && units === 1 ? last : null;
  const body = wholeUnit === null ? tokens : tokens.slice(0, -1);
  const evaluated = evaluate(body);
  if (evaluated === null) return null;
  const unit = wholeUnit?.size ?? ONE;
  const only = bareNumber(body);
  return {
    length: tokens.length,
    text: line.slice(tokens[0]!.at, last!.at + last!.text.length),
    evaluated: 'value' in evaluated ? { value: mul(evaluated.value, unit) } : evaluated,
    digits: only?.digits ? { ...only.digits, unit } : null,
    unit: wholeUnit && { text: wholeUnit.text, size: wholeUnit.size },
  };
}

/** The longest piece of arithmetic at the start (or the end) of a segment between relations. */
function sideAt(segment: readonly Token[], end: 'start' | 'end', line: string): Side | null {
  // 'in Binary' ends a left side: it says how the right side is written.
  const tokens = end === 'end' && segment.at(-1)?.kind === 'base' ? segment.slice(0, -1) : segment;
  for (let length = tokens.length; length > 0; length--) {
    const side = readSide(end === 'start' ? tokens.slice(0, length) : tokens.slice(-length), line);
    if (side !== null) return side;
  }
  return null;
}

/**
 * What one side is, for a problem's text, in the unit of the side it is compared with: exact where
 * its decimals end soon, else a fraction and its decimals ('5364480/138889 (38.6242251006…) km/h').
 */
function isText(side: Side, value: Rational, other: Side): string {
  const inUnit = other.unit === null ? value : div(value, other.unit.size);
  const exact = toExactDecimalString(inUnit);
  const text =
    exact !== null && exact.length <= 24
      ? exact
      : `${toPlainString(inUnit)} (${toFixedString(inUnit, 10)}…)`;
  return `${side.text} is ${text}${other.unit === null ? '' : ` ${other.unit.text}`}`;
}

/** One unit in the last place written, in base units: 0.01 for '7.77', 1/8 for binary '0.011'. */
const lastPlace = ({ places, radix, unit }: NonNullable<Side['digits']>) =>
  mul(unit, rational(1n, BigInt(radix) ** BigInt(places)));

const magnitude = (value: Rational) => (value.num < 0n ? neg(value) : value);

/** What a side claims: an exact value, or digits cut short (the value starts with them and goes on). */
type Claimed = { exact: Rational } | { cut: Rational; place: Rational };

function claimed(side: Side, carried: Rational | null): Claimed | string {
  if ('error' in side.evaluated) return side.evaluated.error;
  const { value } = side.evaluated as { value: Rational };
  if (!side.digits?.cut) return { exact: value };
  return carried === null ? { cut: value, place: lastPlace(side.digits) } : { exact: carried };
}

/** Whether digits cut short are `exact`'s own, cut toward zero, with more after them. */
const cutFrom = (exact: Rational, { cut, place }: { cut: Rational; place: Rational }) =>
  compare(exact, cut) !== 0 && truncate(div(exact, place)) === truncate(div(cut, place));

/** Whether an inequality holds, from the order of its sides (compare's sign). */
const INEQUALITIES = {
  '<': (order: number) => order < 0,
  '≤': (order: number) => order <= 0,
  '>': (order: number) => order > 0,
  '≥': (order: number) => order >= 0,
} as const;

/**
 * Why `left relation right` does not hold, or null when it does. `carried` is the exact value of
 * the chain so far, which a left side cut short stands for ('= 7.7666… → 7.77').
 */
function problemOf(
  relation: Relation,
  left: Side,
  right: Side,
  carried: Rational | null,
): string | null {
  const [a, b] = [claimed(left, carried), claimed(right, null)];
  if (typeof a === 'string') return a;
  if (typeof b === 'string') return b;
  if (relation in INEQUALITIES) {
    if (!('exact' in a) || !('exact' in b)) return `'${relation}' compares two exact values`;
    const order = compare(a.exact, b.exact);
    return INEQUALITIES[relation as keyof typeof INEQUALITIES](order)
      ? null
      : `${isText(left, a.exact, right)}, not ${relation} ${right.text}`;
  }
  if (relation === '=') {
    if ('exact' in a) {
      const holds = 'exact' in b ? compare(a.exact, b.exact) === 0 : cutFrom(a.exact, b);
      return holds ? null : isText(left, a.exact, right);
    }
    if ('exact' in b) return cutFrom(b.exact, a) ? null : isText(right, b.exact, left);
    return 'two numbers cut short cannot be compared';
  }
  // The rounded side is the bare number: on the right as a rule, on the left otherwise.
  const [rounded, other, otherSide] =
    right.digits && !right.digits.cut ? [right, a, left] : [left, b, right];
  if (!rounded.digits || rounded.digits.cut || !('exact' in other)) {
    return `'${relation}' needs an exact value on one side and a number rounded to its digits on the other`;
  }
  const written = (rounded.evaluated as { value: Rational }).value;
  return compare(magnitude(sub(other.exact, written)), lastPlace(rounded.digits)) < 0
    ? null
    : `${isText(otherSide, other.exact, rounded)}, more than one in the last place from ${rounded.text}`;
}

/** Checks every relation of one line, cell or title between two numbers. */
export function readLine(text: string, options: ArithmeticOptions = {}): ArithmeticReading {
  const tokens = tokenize(text, options);
  const segments: Token[][] = [[]];
  const relations: Relation[] = [];
  for (const token of tokens) {
    if (token.kind === 'relation') {
      relations.push(token.relation);
      segments.push([]);
    } else segments.at(-1)!.push(token);
  }
  const reading: ArithmeticReading = { claims: 0, problems: [] };
  let carried: Rational | null = null;
  relations.forEach((relation, index) => {
    const left = sideAt(segments[index]!, 'end', text);
    const right = sideAt(segments[index + 1]!, 'start', text);
    const previous = carried;
    carried = null;
    if (left === null || right === null) return;
    if ('formula' in left.evaluated || 'formula' in right.evaluated) return;
    reading.claims++;
    const whole = left.length === segments[index]!.length;
    const problem = problemOf(relation, left, right, whole ? previous : null);
    if (problem !== null) {
      reading.problems.push({ text, claim: `${left.text} ${relation} ${right.text}`, problem });
    } else if (relation === '=' && !left.digits?.cut && 'value' in left.evaluated) {
      carried = left.evaluated.value;
    }
  });
  return reading;
}

function stepTexts(steps: readonly WorkingStep[]): string[] {
  return steps.flatMap((step) =>
    step.kind === 'line'
      ? [step.text]
      : step.kind === 'table'
        ? [step.caption, ...step.head, ...step.rows.flat()]
        : [step.title, ...stepTexts(step.steps)],
  );
}

/** Every text of a working: its lines, tables (caption, head, cells), group titles and result line. */
export function workingTexts(working: Working): string[] {
  return [...stepTexts(working.steps), resultLine(working)];
}

/** Checks every line, cell and title of a working, and its result line. */
export function readWorking(working: Working, options: ArithmeticOptions = {}): ArithmeticReading {
  return workingTexts(working)
    .map((text) => readLine(text, options))
    .reduce((all, { claims, problems }) => ({
      claims: all.claims + claims,
      problems: [...all.problems, ...problems],
    }));
}
