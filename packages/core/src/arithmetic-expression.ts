/**
 * The arithmetic of a working's line as pieces (numbers as written, operators, brackets, units,
 * relations, words) and the exact value of an expression made of them; working-arithmetic.ts
 * finds the sides of each relation and checks it.
 */
import { parseInRadix } from './base-conversion';
import type { Rational } from './rational';
import {
  ONE,
  ZERO,
  add,
  div,
  isInteger,
  isZero,
  mul,
  parseRational,
  rational,
  sub,
} from './rational';

/** An equation, a rounding, or an inequality between two exact values. */
export type Relation = '=' | '≈' | '→' | '<' | '≤' | '>' | '≥';

export interface ArithmeticOptions {
  /** Unit symbols and their size in one base unit of their kind: { km: 1000, 'km/h': 5/18 }. */
  units?: Readonly<Record<string, Rational>>;
  /** Names of number bases as the working writes them: { Hexadecimal: 16 }. */
  bases?: Readonly<Record<string, number>>;
}

/** How a bare number was written: its digits after the point, its base, and whether '…' ends it. */
export interface Digits {
  places: number;
  radix: number;
  cut: boolean;
}

type Operator = '+' | '−' | '×' | '÷' | '^';

type Piece = { text: string } & (
  | { kind: 'number'; value: Rational; digits: Digits | null }
  | { kind: 'operator'; op: Operator }
  | { kind: 'unit'; size: Rational }
  | { kind: 'relation'; relation: Relation }
  /** 'in Binary': the digits after the next relation are binary. */
  | { kind: 'base'; radix: number }
  | { kind: '(' | ')' | 'word' | 'stop' }
);
/** A piece of a line and where it starts in the line. */
export type Token = Piece & { at: number };

/** '-' is read as '−', the minus sign a working writes between two numbers. */
const OPERATORS: Readonly<Record<string, Operator>> = {
  '+': '+',
  '-': '−',
  '−': '−',
  '×': '×',
  '÷': '÷',
  '^': '^',
};
const RELATIONS: Readonly<Record<string, Relation>> = {
  '=': '=',
  '≈': '≈',
  '→': '→',
  '<': '<',
  '≤': '≤',
  '>': '>',
  '≥': '≥',
};
const DECIMAL = /^(\d+(?:\.\d+)?)(?:\/(\d+(?:\.\d+)?)|(…))?/;
const WORD = /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/u;
const RADIX_DIGITS = /^([0-9A-Za-z]*(?:\.[0-9A-Za-z]*)?)(…?)/;
/** A letter or digit right after a unit or base name: it was the start of a longer word. */
const GOES_ON = /^[\p{L}\d]/u;

const number = (text: string, value: Rational, digits: Digits | null): Piece => ({
  kind: 'number',
  text,
  value,
  digits,
});

/** A decimal ('0.0625'), a decimal cut short ('7.7666…') or a fraction ('5/12'). */
function decimalToken(rest: string): Piece | null {
  const match = DECIMAL.exec(rest);
  if (match === null) return null;
  const [written, digits = '', denominator, cut] = match;
  if (denominator !== undefined) {
    const value = parseRational(`${digits}/${denominator}`);
    return value && number(written, value, null);
  }
  const places = digits.split('.')[1]?.length ?? 0;
  return number(written, parseRational(digits)!, { places, radix: 10, cut: cut !== undefined });
}

/** Digits in `radix` ('FF.8', '1011…'), all of `rest` when `whole`. */
function radixToken(rest: string, radix: number, whole = false): Piece | null {
  const match = RADIX_DIGITS.exec(rest);
  if (match === null || (whole && match[0] !== rest)) return null;
  const [written, digits = '', cut] = match;
  const value = parseInRadix(digits, radix);
  const places = digits.split('.')[1]?.length ?? 0;
  return value && number(written, value, { places, radix, cut: cut !== '' });
}

/** 'FF (Hexadecimal)': digits named by their base. */
function annotatedToken(rest: string, bases: Readonly<Record<string, number>>): Piece | null {
  const match = /^(\S+) \(([^()]+)\)/.exec(rest);
  const radix = match === null ? undefined : bases[match[2]!];
  const token = radix === undefined ? null : radixToken(match![1]!, radix, true);
  return token && { ...token, text: match![0] };
}

/** Whether `rest` starts with `word` as a whole word ('min', not the 'm' of 'min'). */
const startsWith = (rest: string, word: string) =>
  rest.startsWith(word) && !GOES_ON.test(rest.slice(word.length));

/** The piece `rest` starts with; `radix` is the base of digits due after 'in Binary ='. */
function nextPiece(
  rest: string,
  radix: number | null,
  symbols: readonly string[],
  { units = {}, bases = {} }: ArithmeticOptions,
): Piece {
  const char = rest[0]!;
  if (char in RELATIONS) return { kind: 'relation', text: char, relation: RELATIONS[char]! };
  if (char in OPERATORS) return { kind: 'operator', text: char, op: OPERATORS[char]! };
  if (char === '(' || char === ')') return { kind: char, text: char };
  const digits = radix === null ? null : radixToken(rest, radix);
  if (digits !== null) return digits;
  const base = Object.keys(bases).find((name) => startsWith(rest, `in ${name}`));
  if (base !== undefined) return { kind: 'base', text: `in ${base}`, radix: bases[base]! };
  const symbol = symbols.find((unit) => startsWith(rest, unit));
  if (symbol !== undefined) return { kind: 'unit', text: symbol, size: units[symbol]! };
  const word = WORD.exec(rest)?.[0];
  return (
    annotatedToken(rest, bases) ??
    decimalToken(rest) ??
    (word === undefined ? { kind: 'stop', text: char } : { kind: 'word', text: word })
  );
}

/** The pieces of a line, in order, spaces left out. */
export function tokenize(line: string, options: ArithmeticOptions): Token[] {
  // Longest first, so 'min' is never read as 'm' and 'in'.
  const symbols = Object.keys(options.units ?? {}).sort((a, b) => b.length - a.length);
  const tokens: Token[] = [];
  // After 'in Binary', the digits after the next relation (and any sign) are binary.
  let target: { radix: number; armed: boolean } | null = null;
  for (let rest = line.trimStart(); rest !== '';) {
    const piece = nextPiece(rest, target?.armed ? target.radix : null, symbols, options);
    if (piece.kind === 'base') target = { radix: piece.radix, armed: false };
    else if (piece.kind === 'relation' && target !== null) target.armed = true;
    else if (piece.kind === 'number' && target?.armed) target = null;
    tokens.push({ ...piece, at: line.length - rest.length });
    rest = rest.slice(piece.text.length).trimStart();
  }
  return tokens;
}

/** The number that the tokens are, signed or not ('-0.6667'); null where they are more. */
export function bareNumber(tokens: readonly Token[]): Extract<Token, { kind: 'number' }> | null {
  const [first, second] = tokens;
  const signed = first?.kind === 'operator' && (first.op === '+' || first.op === '−');
  const number = signed && tokens.length === 2 ? second : tokens.length === 1 ? first : undefined;
  return number?.kind === 'number' ? number : null;
}

/** A side's value in base units; a formula (a word in it) has none; an error says why it has none. */
export type Evaluated = { value: Rational } | { formula: true } | { error: string };

const MAX_EXPONENT = 4096n;

function power(base: Rational, exponent: Rational): Evaluated {
  if (!isInteger(exponent)) return { error: 'a power with an exponent that is not whole' };
  const size = exponent.num < 0n ? -exponent.num : exponent.num;
  if (size > MAX_EXPONENT) return { error: 'an exponent too large to check' };
  if (exponent.num < 0n && isZero(base)) return { error: 'a power of 0 with a negative exponent' };
  const raised = rational(base.num ** size, base.den ** size);
  return { value: exponent.num < 0n ? div(ONE, raised) : raised };
}

function binary(op: Operator, a: Evaluated, b: Evaluated): Evaluated {
  if ('error' in a) return a;
  if ('error' in b) return b;
  if ('formula' in a || 'formula' in b) return { formula: true };
  const [x, y] = [a.value, b.value];
  switch (op) {
    case '+':
      return { value: add(x, y) };
    case '−':
      return { value: sub(x, y) };
    case '×':
      return { value: mul(x, y) };
    case '÷':
      return isZero(y) ? { error: 'a division by 0' } : { value: div(x, y) };
    case '^':
      return power(x, y);
  }
}

/**
 * The value of tokens that make one whole expression, or null when they do not. Precedence as on
 * a student's calculator: ^ (right to left), then a sign, then × ÷, then + −, left to right.
 */
export function evaluate(tokens: readonly Token[]): Evaluated | null {
  let at = 0;
  const operatorAt = (...ops: Operator[]) => {
    const token = tokens[at];
    return token?.kind === 'operator' && ops.includes(token.op) ? token.op : null;
  };
  const chain =
    (operand: () => Evaluated | null, ...ops: Operator[]) =>
    (): Evaluated | null => {
      let left = operand();
      for (let op = operatorAt(...ops); left !== null && op !== null; op = operatorAt(...ops)) {
        at++;
        const right = operand();
        left = right && binary(op, left, right);
      }
      return left;
    };
  const primary = (): Evaluated | null => {
    const token = tokens[at++];
    if (token?.kind === 'word') return { formula: true };
    if (token?.kind === 'number') {
      return token.digits?.cut && bareNumber(tokens) !== token
        ? { error: `a number cut short (${token.text}) inside a calculation` }
        : { value: token.value };
    }
    if (token?.kind !== '(') return null;
    const inner = sum();
    return tokens[at++]?.kind === ')' ? inner : null;
  };
  const measured = (): Evaluated | null => {
    let value = primary();
    for (let token = tokens[at]; value !== null && token?.kind === 'unit'; token = tokens[++at]) {
      value = binary('×', value, { value: token.size });
    }
    return value;
  };
  const signed = (): Evaluated | null => {
    const op = operatorAt('+', '−');
    if (op === null) return raised();
    at++;
    const value = signed();
    return value && binary(op, { value: ZERO }, value);
  };
  const raised = (): Evaluated | null => {
    const base = measured();
    if (base === null || operatorAt('^') === null) return base;
    at++;
    const exponent = signed();
    return exponent && binary('^', base, exponent);
  };
  const product = chain(signed, '×', '÷');
  const sum = chain(product, '+', '−');
  const value = sum();
  return value !== null && at === tokens.length ? value : null;
}
