import type { ScaleChoice } from './model';
import type { ClassBand, GradeScale, ScaleGrade, ScaleSource } from './scales/grade-scale';
import { parseGradeScale } from './scales/grade-scale';
import type { PercentageBand, PercentageConversion } from './scales/percentage-conversion';
import { isRecord } from './transfer';

/**
 * A profile's scale as Firestore keeps it, in a profile document and in a public link's data
 * (docs/decisions.md "Grade scales in Firestore"):
 *
 * - `scale`: a preset's id, or 'custom'; none for SPEC's scale, as in every document written before.
 * - `customScale` (custom only): the GradeScale JSON, but with each record of its lists (grades,
 *   classes, sources, disputes, percentage bands) as that record's JSON text. Security rules
 *   evaluate at most 1,000 expressions per request, too few to check 24 grades field by field; a
 *   list of texts they check with one pattern (firestore.rules `validCustomScale`).
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

type StoredPercentage =
  | { kind: 'none' }
  | { kind: 'linear'; a: number; b: number; roundUpToInteger?: boolean }
  | { kind: 'piecewise'; bands: string[]; roundUpToInteger?: boolean };

export type StoredGradeScale = Omit<
  GradeScale,
  'grades' | 'classes' | 'sources' | 'disputed' | 'percentage'
> & {
  grades: string[];
  classes: string[];
  sources: string[];
  disputed: string[];
  percentage: StoredPercentage;
};

/** A scale's distinct points, highest first, as the rules match a subject's grade against. */
export function scalePointsText(scale: GradeScale): string {
  return [...new Set(scale.grades.map((grade) => grade.points))].sort((a, b) => b - a).join('|');
}

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

const bandText = (band: PercentageBand) =>
  JSON.stringify({ from: band.from, to: band.to, a: band.a, b: band.b });

function storedPercentage(percentage: PercentageConversion): StoredPercentage {
  return percentage.kind === 'piecewise'
    ? { ...percentage, bands: percentage.bands.map(bandText) }
    : percentage;
}

/** The scale as `customScale` holds it; through JSON, so that no undefined reaches Firestore. */
export function storedScale(scale: GradeScale): StoredGradeScale {
  const stored: StoredGradeScale = {
    ...scale,
    grades: scale.grades.map(gradeText),
    classes: scale.classes.map(classText),
    sources: scale.sources.map(sourceText),
    disputed: scale.disputed.map((dispute) => JSON.stringify(dispute)),
    percentage: storedPercentage(scale.percentage),
  };
  return JSON.parse(JSON.stringify(stored)) as StoredGradeScale;
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

/** Each text of a stored list read back as JSON; null when anything is not a list of such texts. */
function records(value: unknown): unknown[] | null {
  if (!Array.isArray(value)) return null;
  try {
    return value.map((text: unknown) => {
      if (typeof text !== 'string') throw new SyntaxError('not a text');
      return JSON.parse(text) as unknown;
    });
  } catch {
    return null;
  }
}

/** The GradeScale JSON a stored scale holds, for parseGradeScale to check; null when malformed. */
function scaleJson(value: unknown): unknown {
  if (!isRecord(value) || !isRecord(value.percentage)) return null;
  const lists = ['grades', 'classes', 'sources', 'disputed'].map((key) => records(value[key]));
  const { percentage } = value;
  const bands = percentage.kind === 'piecewise' ? records(percentage.bands) : undefined;
  if (lists.includes(null) || bands === null) return null;
  const [grades, classes, sources, disputed] = lists;
  return {
    ...value,
    grades,
    classes,
    sources,
    disputed,
    percentage: bands === undefined ? percentage : { ...percentage, bands },
  };
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
  const parsed = parseGradeScale(scaleJson(data.customScale));
  if (!parsed.ok || typeof data.scalePoints !== 'string') return null;
  // As sets: the rules check them so (the order they cannot afford to check).
  const points = (text: string) => [...new Set(text.split('|'))].sort().join('|');
  return points(data.scalePoints) === points(scalePointsText(parsed.scale))
    ? { custom: parsed.scale }
    : null;
}
