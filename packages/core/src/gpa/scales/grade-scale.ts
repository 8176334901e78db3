import { exactDecimal } from '../gpa';
import { isRecord } from '../json-record';
import type {
  Aggregation,
  ClassBand,
  Dispute,
  DisputedAlternative,
  GradeScale,
  RoundingRule,
  ScaleGrade,
  ScaleSource,
  PercentageBand,
  PercentageConversion,
} from './scale-types';
import type { ScaleFault, ScaleProblem, TextForm } from './scale-problems';

/**
 * A university's grading rules as plain data (the rules and their sources are collected in
 * docs/grade-scales.md). Only JSON values, so that a custom scale can be
 * saved with a profile, exported and imported; {@link parseGradeScale} is the only way in for data
 * from outside.
 */

export type {
  Aggregation,
  ClassBand,
  Dispute,
  DisputedAlternative,
  FailedSubjects,
  GradeScale,
  RepeatedSubjects,
  RoundingRule,
  ScaleGrade,
  ScaleSource,
} from './scale-types';

export function isDisputed(scale: GradeScale): boolean {
  return scale.disputed.length > 0;
}

/** Bounds of a custom scale: generous for any real scale, small enough to store and show. */
export const SCALE_LIMITS = {
  idLength: 40,
  nameLength: 80,
  grades: 24,
  codeLength: 8,
  labelLength: 40,
  marksLength: 20,
  maxPoints: 10,
  /** With a GPA cap, grades may carry up to one point more than it (IIT Gandhinagar's A+ 11). */
  maxCappedPoints: 11,
  pointsDecimals: 2,
  maxPlaces: 4,
  semestersPerYear: 4,
  yearWeights: 8,
  weightMax: 10,
  lastSemestersMax: 20,
  percentageBands: 10,
  /** |a| and |b| of a percentage line: SPPU's 20 × CGPA − 100 is the steepest found. */
  lineAMax: 50,
  lineBMax: 500,
  lineDecimals: 4,
  classes: 10,
  sources: 10,
  urlLength: 500,
  titleLength: 200,
  disputes: 10,
  alternatives: 10,
} as const;

class InvalidScale extends Error {
  readonly problem: ScaleProblem;

  constructor(problem: ScaleProblem) {
    super(problem.code);
    this.problem = problem;
  }
}

/** Reads a value at `where`, its path in the scale ('' for the scale itself). */
type Reader<T> = (value: unknown, where: string) => T;

function refuse(where: string, fault: ScaleFault): never {
  throw new InvalidScale({ ...fault, field: where });
}

/** The path of `key` within the value at `where`. */
const within = (where: string, key: string) => (where === '' ? key : `${where}.${key}`);

function record(value: unknown, where: string): Record<string, unknown> {
  return isRecord(value) ? value : refuse(where, { code: 'notObject' });
}

/** A non-empty text, of the form `pattern` checks when there is one. */
function text(maxLength: number, form?: { form: TextForm; pattern: RegExp }): Reader<string> {
  return (value, where) => {
    if (typeof value !== 'string' || value.trim() === '') refuse(where, { code: 'emptyText' });
    if (value.length > maxLength) refuse(where, { code: 'tooLong', most: maxLength });
    if (form && !form.pattern.test(value)) {
      refuse(where, { code: 'form', form: form.form, pattern: String(form.pattern) });
    }
    return value;
  };
}

function flag(value: unknown, where: string): boolean {
  return typeof value === 'boolean' ? value : refuse(where, { code: 'notFlag' });
}

/** A finite number in min..max with at most `decimals` decimals, so that it reads back exactly. */
function decimal(min: number, max: number, decimals: number): Reader<number> {
  return (value, where) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) refuse(where, { code: 'notNumber' });
    if (value < min || value > max) refuse(where, { code: 'range', min, max });
    if (10n ** BigInt(decimals) % exactDecimal(value).den !== 0n) {
      refuse(where, { code: 'decimals', most: decimals });
    }
    return value;
  };
}

function list<T>(read: Reader<T>, min: number, max: number): Reader<T[]> {
  return (value, where) => {
    if (!Array.isArray(value)) refuse(where, { code: 'notList' });
    if (value.length < min || value.length > max) refuse(where, { code: 'entries', min, max });
    return value.map((item, index) => read(item, `${where}[${index}]`));
  };
}

function oneOf<T extends string>(...options: T[]): Reader<T> {
  return (value, where) =>
    options.includes(value as T) ? (value as T) : refuse(where, { code: 'oneOf', options });
}

/** Reads the fields an object must have, and refuses any other field (nothing unchecked is kept). */
function fields<T>(
  readers: { [K in keyof T]-?: Reader<T[K]> },
  optional: (keyof T)[] = [],
): Reader<T> {
  return (value, where) => {
    const source = record(value, where);
    for (const key of Object.keys(source)) {
      if (!(key in readers)) refuse(within(where, key), { code: 'unknownField' });
    }
    const result: Partial<T> = {};
    for (const key of Object.keys(readers) as (keyof T & string)[]) {
      if (source[key] === undefined && optional.includes(key)) continue;
      result[key] = readers[key](source[key], within(where, key));
    }
    return result as T;
  };
}

const L = SCALE_LIMITS;

/** A source's address, a web page's. */
const WEB_ADDRESS = { form: 'url', pattern: /^https?:\/\/\S+$/ } as const;

const readLine = {
  a: decimal(-L.lineAMax, L.lineAMax, L.lineDecimals),
  b: decimal(-L.lineBMax, L.lineBMax, L.lineDecimals),
};

const readBand = fields<PercentageBand>({
  from: decimal(0, L.maxCappedPoints, L.pointsDecimals),
  to: decimal(0, L.maxCappedPoints, L.pointsDecimals),
  ...readLine,
});

const readPercentage: Reader<PercentageConversion> = (value, where) => {
  const kind = oneOf(
    'none',
    'linear',
    'piecewise',
  )(record(value, where).kind, within(where, 'kind'));
  switch (kind) {
    case 'none':
      return fields<{ kind: 'none' }>({ kind: oneOf('none') })(value, where);
    case 'linear':
      return fields<Extract<PercentageConversion, { kind: 'linear' }>>(
        { kind: oneOf('linear'), ...readLine, roundUpToInteger: flag },
        ['roundUpToInteger'],
      )(value, where);
    case 'piecewise': {
      const conversion = fields<Extract<PercentageConversion, { kind: 'piecewise' }>>(
        {
          kind: oneOf('piecewise'),
          bands: list(readBand, 1, L.percentageBands),
          roundUpToInteger: flag,
        },
        ['roundUpToInteger'],
      )(value, where);
      conversion.bands.forEach((band, index) => {
        const at = `${within(where, 'bands')}[${index}]`;
        if (band.from >= band.to) refuse(at, { code: 'bandBackwards' });
        const next = conversion.bands[index + 1];
        if (next && next.from !== band.to) refuse(at, { code: 'bandGap' });
      });
      return conversion;
    }
  }
};

const readAggregation: Reader<Aggregation> = (value, where) => {
  const kind = oneOf(
    'credit-weighted',
    'mean-of-semesters',
    'year-weighted',
    'last-semesters',
  )(record(value, where).kind, within(where, 'kind'));
  switch (kind) {
    case 'credit-weighted':
    case 'mean-of-semesters':
      return fields<{ kind: typeof kind }>({ kind: oneOf(kind) })(value, where);
    case 'year-weighted':
      return fields<Extract<Aggregation, { kind: 'year-weighted' }>>({
        kind: oneOf(kind),
        semestersPerYear: decimal(1, L.semestersPerYear, 0),
        weights: list(decimal(0, L.weightMax, 2), 1, L.yearWeights),
      })(value, where);
    case 'last-semesters':
      return fields<Extract<Aggregation, { kind: 'last-semesters' }>>({
        kind: oneOf(kind),
        count: decimal(1, L.lastSemestersMax, 0),
      })(value, where);
  }
};

const readGrade = (maxPoints: number) =>
  fields<ScaleGrade>(
    {
      // A subject stores its grade code between '|' and '/' (profile-document.ts).
      code: (value, where) => {
        const code = text(L.codeLength)(value, where);
        return /^[^/|\p{Cc}]+$/u.test(code) ? code : refuse(where, { code: 'codeChars' });
      },
      label: text(L.labelLength),
      points: decimal(0, maxPoints, L.pointsDecimals),
      countsInGpa: flag,
      earnsCredit: flag,
      isFail: flag,
      isTemporary: flag,
      marks: text(L.marksLength),
    },
    ['marks'],
  );

const readDispute = fields<Dispute>({
  about: text(L.titleLength),
  alternatives: list(
    fields<DisputedAlternative>(
      {
        description: text(L.titleLength),
        percentage: readPercentage,
        sources: list(text(L.urlLength, WEB_ADDRESS), 0, L.sources),
      },
      ['percentage'],
    ),
    1,
    L.alternatives,
  ),
});

/**
 * True for a dispute `parseGradeScale` accepts. A stored custom scale keeps the disputes it can
 * read and leaves out the others (stored-scale.ts): they are notes beside the scale's own numbers,
 * which security rules cannot afford to check in full (docs/decisions.md "Rules and reader agree").
 */
export function isReadableDispute(value: unknown): boolean {
  try {
    readDispute(value, 'dispute');
    return true;
  } catch (error) {
    if (error instanceof InvalidScale) return false;
    throw error;
  }
}

const readScaleFields = (maxPoints: number) =>
  fields<GradeScale>(
    {
      id: text(L.idLength, { form: 'id', pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/ }),
      name: text(L.nameLength),
      grades: list(readGrade(maxPoints), 1, L.grades),
      gpaCap: decimal(1, L.maxPoints, L.pointsDecimals),
      aggregation: readAggregation,
      failedSubjects: oneOf('counted', 'leave-out-until-cleared'),
      repeatedSubjects: oneOf('clearing-attempt', 'every-attempt'),
      rounding: fields<RoundingRule>({
        places: decimal(0, L.maxPlaces, 0),
        mode: oneOf('half-away-from-zero', 'truncate', 'up'),
        beforePercentage: flag,
      }),
      percentage: readPercentage,
      classes: list(
        fields<ClassBand>(
          {
            name: text(L.labelLength),
            minCgpa: decimal(0, L.maxPoints, L.pointsDecimals),
            requiresNoArrears: flag,
          },
          ['requiresNoArrears'],
        ),
        0,
        L.classes,
      ),
      sources: list(
        fields<ScaleSource>({
          url: text(L.urlLength, WEB_ADDRESS),
          title: text(L.titleLength),
          read: text(10, { form: 'date', pattern: /^\d{4}-\d{2}-\d{2}$/ }),
        }),
        0,
        L.sources,
      ),
      disputed: list(readDispute, 0, L.disputes),
    },
    ['gpaCap'],
  );

function checkConsistency(scale: GradeScale): GradeScale {
  const codes = new Set<string>();
  scale.grades.forEach((grade, index) => {
    const where = `grades[${index}]`;
    if (codes.has(grade.code)) refuse(`${where}.code`, { code: 'repeats', grade: grade.code });
    codes.add(grade.code);
    if (grade.isFail && grade.earnsCredit) refuse(where, { code: 'failAndCredit' });
  });
  scale.classes.forEach((band, index) => {
    const previous = scale.classes[index - 1];
    if (previous && band.minCgpa > previous.minCgpa) {
      refuse(`classes[${index}].minCgpa`, { code: 'classOrder' });
    }
  });
  return scale;
}

/**
 * A grade scale from untrusted data (an import, a stored custom scale, an element's property), or
 * the first problem found and the field it is in (scale-problems.ts), which scale-file-texts.ts
 * says: 'scale.grades[2].points must be from 0 to 10', or as the editor names the field 'Grade 3:
 * points must be from 0 to 10'.
 */
export function parseGradeScale(
  data: unknown,
): { ok: true; scale: GradeScale } | { ok: false; problem: ScaleProblem } {
  try {
    const capped = isRecord(data) && data.gpaCap !== undefined;
    const scale = readScaleFields(capped ? L.maxCappedPoints : L.maxPoints)(data, '');
    return { ok: true, scale: checkConsistency(scale) };
  } catch (error) {
    if (error instanceof InvalidScale) return { ok: false, problem: error.problem };
    throw error;
  }
}
