import type { ScaleChoice } from './model';
import type {
  Aggregation,
  ClassBand,
  GradeScale,
  RoundingRule,
  ScaleGrade,
  ScaleSource,
} from './scales/grade-scale';
import { isReadableDispute, parseGradeScale } from './scales/grade-scale';
import type { PercentageConversion } from './scales/percentage-conversion';
import { isRecord } from './json-record';

/**
 * A profile's scale as Firestore keeps it, in a profile document and in a public link's data
 * (docs/decisions.md "Grade scales in Firestore"):
 *
 * - `scale`: a preset's id, or 'custom'; none for SPEC's scale, as in every document written before.
 * - `customScale` (custom only): the GradeScale JSON, but with every record below its top level
 *   (each grade, class, source and dispute; the aggregation, rounding and percentage) as that
 *   record's JSON text. Security rules evaluate at most 1,000 expressions per request, and a
 *   profile's other checks take about half of them: too few to check 24 grades field by field,
 *   enough to match each text, or a whole list of them, against one pattern
 *   (firestore.rules `validCustomScale`).
 * - `scalePoints` (custom only): the grades' distinct points, highest first ('10|9|8.5|0'), which
 *   the rules hold every subject's grade to (a preset's points they know).
 *
 * Each record's keys are written in one fixed order, whatever order the scale's objects had, so
 * that the rules' patterns match them.
 */

export interface ScaleFields {
  scale?: string;
  customScale?: StoredGradeScale;
  scalePoints?: string;
}

/** A custom scale as `customScale` holds it: every record below the top level as its JSON text. */
export type StoredGradeScale = Omit<
  GradeScale,
  'grades' | 'classes' | 'sources' | 'disputed' | 'percentage' | 'aggregation' | 'rounding'
> & {
  grades: string[];
  classes: string[];
  sources: string[];
  disputed: string[];
  aggregation: string;
  rounding: string;
  percentage: string;
};

/** A scale's distinct points, highest first, as the rules match a subject's grade against. */
export function scalePointsText(scale: GradeScale): string {
  return [...new Set(scale.grades.map((grade) => grade.points))].sort((a, b) => b - a).join('|');
}

// The records in the key order firestore.rules' patterns expect (JSON.stringify leaves out
// undefined, which Firestore would refuse).
const gradeText = (grade: ScaleGrade) =>
  JSON.stringify({
    code: grade.code,
    label: grade.label,
    points: grade.points,
    countsInGpa: grade.countsInGpa,
    earnsCredit: grade.earnsCredit,
    isFail: grade.isFail,
    isTemporary: grade.isTemporary,
    marks: grade.marks,
  });

const classText = (band: ClassBand) =>
  JSON.stringify({
    name: band.name,
    minCgpa: band.minCgpa,
    requiresNoArrears: band.requiresNoArrears,
  });

const sourceText = (source: ScaleSource) =>
  JSON.stringify({ url: source.url, title: source.title, read: source.read });

function aggregationText(aggregation: Aggregation): string {
  switch (aggregation.kind) {
    case 'credit-weighted':
    case 'mean-of-semesters':
      return JSON.stringify({ kind: aggregation.kind });
    case 'last-semesters':
      return JSON.stringify({ kind: aggregation.kind, count: aggregation.count });
    case 'year-weighted': {
      const { kind, semestersPerYear, weights } = aggregation;
      return JSON.stringify({ kind, semestersPerYear, weights });
    }
  }
}

const roundingText = ({ places, mode, beforePercentage }: RoundingRule) =>
  JSON.stringify({ places, mode, beforePercentage });

function percentageText(percentage: PercentageConversion): string {
  switch (percentage.kind) {
    case 'none':
      return JSON.stringify({ kind: percentage.kind });
    case 'linear': {
      const { kind, a, b, roundUpToInteger } = percentage;
      return JSON.stringify({ kind, a, b, roundUpToInteger });
    }
    case 'piecewise': {
      const { kind, roundUpToInteger } = percentage;
      const bands = percentage.bands.map(({ from, to, a, b }) => ({ from, to, a, b }));
      return JSON.stringify({ kind, bands, roundUpToInteger });
    }
  }
}

export function storedScale(scale: GradeScale): StoredGradeScale {
  const stored: StoredGradeScale = {
    id: scale.id,
    name: scale.name,
    grades: scale.grades.map(gradeText),
    aggregation: aggregationText(scale.aggregation),
    failedSubjects: scale.failedSubjects,
    repeatedSubjects: scale.repeatedSubjects,
    rounding: roundingText(scale.rounding),
    percentage: percentageText(scale.percentage),
    classes: scale.classes.map(classText),
    sources: scale.sources.map(sourceText),
    disputed: scale.disputed.map((dispute) => JSON.stringify(dispute)),
  };
  if (scale.gpaCap !== undefined) stored.gpaCap = scale.gpaCap;
  return stored;
}

/** A profile's scale as the `scale`, `customScale` and `scalePoints` fields. */
export function scaleFields(choice: ScaleChoice | undefined): ScaleFields {
  if (choice === undefined) return {};
  if ('preset' in choice) return { scale: choice.preset };
  const { custom } = choice;
  return {
    scale: 'custom',
    customScale: storedScale(custom),
    scalePoints: scalePointsText(custom),
  };
}

class Malformed extends Error {}

function parsed(text: unknown): unknown {
  if (typeof text !== 'string') throw new Malformed();
  try {
    return JSON.parse(text);
  } catch {
    throw new Malformed();
  }
}

function parsedList(texts: unknown): unknown[] {
  if (!Array.isArray(texts)) throw new Malformed();
  return texts.map(parsed);
}

/**
 * Classes best first, as `parseGradeScale` wants them: a stored scale's are put in that order (the
 * rules cannot afford to compare their minCgpa; docs/decisions.md "Rules and reader agree"). Each
 * class means the same in any order: the best one whose minCgpa the CGPA reaches.
 */
function bestFirst(classes: unknown[]): unknown[] {
  const min = (band: unknown) =>
    isRecord(band) && typeof band.minCgpa === 'number' ? band.minCgpa : 0;
  return [...classes].sort((a, b) => min(b) - min(a));
}

/**
 * The disputes of a stored scale that parse and that `parseGradeScale` would accept; the others are
 * left out rather than make the whole profile unreadable (security rules check only their size).
 */
function readableDisputes(texts: unknown): unknown[] {
  if (!Array.isArray(texts)) throw new Malformed();
  return texts.flatMap((text) => {
    try {
      const dispute: unknown = parsed(text);
      return isReadableDispute(dispute) ? [dispute] : [];
    } catch (error) {
      if (error instanceof Malformed) return [];
      throw error;
    }
  });
}

/** The GradeScale JSON a stored scale holds, for parseGradeScale to check; null when malformed. */
function scaleJson(value: unknown): unknown {
  if (!isRecord(value)) return null;
  try {
    return {
      ...value,
      grades: parsedList(value.grades),
      classes: bestFirst(parsedList(value.classes)),
      sources: parsedList(value.sources),
      disputed: readableDisputes(value.disputed),
      aggregation: parsed(value.aggregation),
      rounding: parsed(value.rounding),
      percentage: parsed(value.percentage),
    };
  } catch (error) {
    if (error instanceof Malformed) return null;
    throw error;
  }
}

/**
 * A stored scale parsed; one whose percentage bands are out of order or leave gaps (which the rules
 * cannot afford to check) is read without a percentage rule, so that no percentage is shown rather
 * than the profile lost or a wrong one shown (docs/decisions.md "Rules and reader agree").
 */
function withoutBrokenBands(json: unknown): ReturnType<typeof parseGradeScale> {
  const parsed = parseGradeScale(json);
  if (parsed.ok || !isRecord(json) || !isRecord(json.percentage)) return parsed;
  if (json.percentage.kind !== 'piecewise') return parsed;
  return parseGradeScale({ ...json, percentage: { kind: 'none' } });
}

/**
 * The `scale` fields of stored data as a profile's scale, for transfer.ts to check: undefined for
 * SPEC's, `{ preset }` (checked there), `{ custom }`; null (which transfer.ts refuses) for a custom
 * scale that does not parse or whose `scalePoints` do not hold exactly its grades' points.
 */
export function scaleFromFields(data: { [K in keyof ScaleFields]?: unknown }): unknown {
  const { scale } = data;
  if (scale === undefined || scale === null) return undefined;
  if (scale !== 'custom') return { preset: scale };
  const parsed = withoutBrokenBands(scaleJson(data.customScale));
  if (!parsed.ok || typeof data.scalePoints !== 'string') return null;
  // As sets: the rules check them so (the order they cannot afford to check).
  const points = (text: string) => [...new Set(text.split('|'))].sort().join('|');
  return points(data.scalePoints) === points(scalePointsText(parsed.scale))
    ? { custom: parsed.scale }
    : null;
}
