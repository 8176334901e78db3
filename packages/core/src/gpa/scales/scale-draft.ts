import { rational, toFixedString } from '../../rational';
import { exactDecimal } from '../gpa';
import { shownScaleName } from '../shown-names';
import type { PercentageTexts } from '../percentage-texts';
import { percentageTexts } from '../percentage-texts';
import { parseMarksBand } from './marks-bands';
import type {
  ClassBand,
  Dispute,
  FailedSubjects,
  GradeScale,
  RepeatedSubjects,
  RoundingRule,
  ScaleGrade,
  ScaleSource,
} from './grade-scale';
import { SCALE_LIMITS, parseGradeScale } from './grade-scale';
import type { PercentageBand, PercentageConversion } from './percentage-conversion';
import { convertPercentage } from './percentage-conversion';
import { isPresetScale } from './presets/preset-scales';
import { scaleEditorTexts } from './scale-editor-texts';
import type { ScaleProblem } from './scale-problems';
import { classify, percentageBasis } from './scale-gpa';
import { describeConversion } from './percentage-view';
import { scaleMaximum } from './scale-view';
import type { ViewTexts } from './view-texts';
import { viewTexts } from './view-texts';

/**
 * The custom scale editor's form: a grade scale as the text its
 * inputs hold, and back. The scale it makes passes `parseGradeScale` like any other scale from
 * outside; the editor adds only the problems of text that is no number. A custom scale is always
 * credit-weighted over subjects: the other aggregations belong to the presets that need them
 * (docs/decisions.md).
 */

type EditorTexts = typeof scaleEditorTexts.en;

/** The id every scale made in the editor has (grade-scale.ts: a custom scale is 'custom'). */
export const CUSTOM_SCALE_ID = 'custom';

export interface GradeDraft {
  code: string;
  /** Blank takes the code. */
  label: string;
  points: string;
  countsInGpa: boolean;
  earnsCredit: boolean;
  isFail: boolean;
  isTemporary: boolean;
  /** Blank for none. */
  marks: string;
}

export type BandDraft = Record<keyof PercentageBand, string>;

export interface ClassDraft {
  name: string;
  minCgpa: string;
  requiresNoArrears: boolean;
}

export interface SourceDraft {
  title: string;
  url: string;
  /** YYYY-MM-DD; blank for a source added in the editor, read on the day it is saved. */
  read: string;
}

export interface ScaleDraft {
  name: string;
  grades: GradeDraft[];
  /** Blank for none. */
  gpaCap: string;
  rounding: { places: string; mode: RoundingRule['mode']; beforePercentage: boolean };
  /** Lines a and b are kept while bands are chosen, and bands while a line is: nothing typed is lost. */
  percentage: {
    kind: PercentageConversion['kind'];
    a: string;
    b: string;
    roundUpToInteger: boolean;
  };
  bands: BandDraft[];
  classes: ClassDraft[];
  failedSubjects: FailedSubjects;
  repeatedSubjects: RepeatedSubjects;
  sources: SourceDraft[];
  /** Not edited here: kept as they came with a custom scale, dropped when starting from a preset. */
  disputed: Dispute[];
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The draft of a scale, exactly: `scaleFromDraft` gives the scale back (as 'custom'). */
export function draftOf(scale: GradeScale): ScaleDraft {
  const line = scale.percentage.kind === 'linear' ? scale.percentage : undefined;
  const bands = scale.percentage.kind === 'piecewise' ? scale.percentage.bands : [];
  return {
    name: scale.name,
    grades: scale.grades.map((grade) => ({
      ...grade,
      points: String(grade.points),
      marks: grade.marks ?? '',
    })),
    gpaCap: text(scale.gpaCap),
    rounding: { ...scale.rounding, places: String(scale.rounding.places) },
    percentage: {
      kind: scale.percentage.kind,
      a: text(line?.a),
      b: text(line?.b),
      roundUpToInteger:
        scale.percentage.kind !== 'none' && scale.percentage.roundUpToInteger === true,
    },
    bands: bands.map((band) => ({
      from: String(band.from),
      to: String(band.to),
      a: String(band.a),
      b: String(band.b),
    })),
    classes: scale.classes.map((band) => ({
      name: band.name,
      minCgpa: String(band.minCgpa),
      requiresNoArrears: band.requiresNoArrears === true,
    })),
    failedSubjects: scale.failedSubjects,
    repeatedSubjects: scale.repeatedSubjects,
    sources: scale.sources.map((source) => ({ ...source })),
    disputed: scale.disputed,
  };
}

/**
 * Where the editor starts from the profile's scale: a custom scale as it is; a preset as a copy
 * named after it as the editor shows it (`view`: SPEC's scale's name in its language), keeping its
 * sources (the admin may remove them) but not its disputes, which were about the preset's rules
 * and may not hold for the edited ones.
 */
export function startingDraft(
  scale: GradeScale,
  texts: EditorTexts = scaleEditorTexts.en,
  view: ViewTexts = viewTexts.en,
): ScaleDraft {
  if (!isPresetScale(scale)) return draftOf(scale);
  const name = texts.customName(shownScaleName(scale, view));
  return { ...draftOf(scale), name, disputed: [] };
}

/** True when the editor will count the CGPA differently from `scale` (always credit-weighted). */
export const changesAggregation = (scale: GradeScale) =>
  scale.aggregation.kind !== 'credit-weighted';

// --- Rows ----------------------------------------------------------------------------------------

interface Rows {
  grades: GradeDraft;
  bands: BandDraft;
  classes: ClassDraft;
  sources: SourceDraft;
}

export type RowList = keyof Rows;

export const ROW_LIMITS: Record<RowList, { min: number; max: number }> = {
  grades: { min: 1, max: SCALE_LIMITS.grades },
  bands: { min: 1, max: SCALE_LIMITS.percentageBands },
  classes: { min: 0, max: SCALE_LIMITS.classes },
  sources: { min: 0, max: SCALE_LIMITS.sources },
};

const BLANK: { [L in RowList]: (draft: ScaleDraft) => Rows[L] } = {
  grades: () => ({
    code: '',
    label: '',
    points: '',
    countsInGpa: true,
    earnsCredit: true,
    isFail: false,
    isTemporary: false,
    marks: '',
  }),
  // A band starts where the last one ends, as bands must.
  bands: (draft) => ({ from: draft.bands.at(-1)?.to ?? '', to: '', a: '', b: '' }),
  classes: () => ({ name: '', minCgpa: '', requiresNoArrears: false }),
  sources: () => ({ title: '', url: '', read: '' }),
};

export const canAddRow = (draft: ScaleDraft, list: RowList) =>
  draft[list].length < ROW_LIMITS[list].max;

export const canRemoveRow = (draft: ScaleDraft, list: RowList) =>
  draft[list].length > ROW_LIMITS[list].min;

/** The draft with a blank row at the end of `list`; unchanged at the limit. */
export function addRow(draft: ScaleDraft, list: RowList): ScaleDraft {
  if (!canAddRow(draft, list)) return draft;
  return { ...draft, [list]: [...draft[list], BLANK[list](draft)] };
}

/** The draft without row `index` of `list`; unchanged at the minimum. */
export function removeRow(draft: ScaleDraft, list: RowList, index: number): ScaleDraft {
  if (!canRemoveRow(draft, list)) return draft;
  return { ...draft, [list]: draft[list].filter((_, each) => each !== index) };
}

export function changeRow<L extends RowList>(
  draft: ScaleDraft,
  list: L,
  index: number,
  changes: Partial<Rows[L]>,
): ScaleDraft {
  const rows = draft[list] as Rows[L][];
  return {
    ...draft,
    [list]: rows.map((row, each) => (each === index ? { ...row, ...changes } : row)),
  };
}

/** The draft on another kind of conversion; bands start with one row, to be filled in. */
export function withPercentageKind(
  draft: ScaleDraft,
  kind: PercentageConversion['kind'],
): ScaleDraft {
  const next = { ...draft, percentage: { ...draft.percentage, kind } };
  return kind === 'piecewise' && draft.bands.length === 0 ? addRow(next, 'bands') : next;
}

// --- Draft to scale ------------------------------------------------------------------------------

/** Plain decimals only: '8.5', '-0.75', '.5'; a typed minus sign (−) counts as '-'. */
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** Reads the draft's numbers, each problem at its field as `parseGradeScale` names its own. */
function numberReader(problems: ScaleProblem[]) {
  return (value: string, field: string): number => {
    const trimmed = value.trim().replace(/^\u2212/, '-');
    if (NUMBER.test(trimmed)) return Number(trimmed);
    problems.push({ code: 'notNumber', field });
    return 0;
  };
}

const optional = <T>(include: boolean, value: T) => (include ? value : undefined);

function conversionOf(
  draft: ScaleDraft,
  number: (value: string, field: string) => number,
): PercentageConversion {
  const { kind, roundUpToInteger } = draft.percentage;
  const roundUp = optional(roundUpToInteger, true);
  switch (kind) {
    case 'none':
      return { kind };
    case 'linear':
      return {
        kind,
        a: number(draft.percentage.a, 'percentage.a'),
        b: number(draft.percentage.b, 'percentage.b'),
        roundUpToInteger: roundUp,
      };
    case 'piecewise':
      return {
        kind,
        bands: draft.bands.map((band, index) => {
          const at = (field: keyof BandDraft) =>
            number(band[field], `percentage.bands[${index}].${field}`);
          return { from: at('from'), to: at('to'), a: at('a'), b: at('b') };
        }),
        roundUpToInteger: roundUp,
      };
  }
}

/**
 * The scale a draft describes, checked by `parseGradeScale` (id 'custom', credit-weighted), or its
 * problems (scale-file.ts `describeScaleProblem` says them): every number that is not one, else
 * the first problem the check finds. `today` (YYYY-MM-DD) dates the sources added in the editor.
 */
export function scaleFromDraft(
  draft: ScaleDraft,
  today: string,
): { ok: true; scale: GradeScale } | { ok: false; problems: ScaleProblem[] } {
  const problems: ScaleProblem[] = [];
  const number = numberReader(problems);
  draft.grades.forEach(({ marks }, index) => {
    // Marks to grade reads these bands (marks-bands.ts), so one it cannot read is a problem here.
    if (marks.trim() !== '' && parseMarksBand(marks) === null) {
      problems.push({ code: 'marksBand', field: `grades[${index}].marks` });
    }
  });
  const grades = draft.grades.map((grade, index): ScaleGrade => ({
    code: grade.code.trim(),
    label: grade.label.trim() || grade.code.trim(),
    points: number(grade.points, `grades[${index}].points`),
    countsInGpa: grade.countsInGpa,
    earnsCredit: grade.earnsCredit,
    isFail: grade.isFail,
    isTemporary: grade.isTemporary,
    marks: optional(grade.marks.trim() !== '', grade.marks.trim()),
  }));
  const classes = draft.classes.map((band, index): ClassBand => ({
    name: band.name.trim(),
    minCgpa: number(band.minCgpa, `classes[${index}].minCgpa`),
    requiresNoArrears: optional(band.requiresNoArrears, true),
  }));
  const candidate = {
    id: CUSTOM_SCALE_ID,
    name: draft.name.trim(),
    grades,
    gpaCap: draft.gpaCap.trim() === '' ? undefined : number(draft.gpaCap, 'gpaCap'),
    aggregation: { kind: 'credit-weighted' },
    failedSubjects: draft.failedSubjects,
    repeatedSubjects: draft.repeatedSubjects,
    rounding: { ...draft.rounding, places: number(draft.rounding.places, 'rounding.places') },
    percentage: conversionOf(draft, number),
    classes,
    sources: draft.sources.map((source): ScaleSource => ({
      url: source.url.trim(),
      title: source.title.trim(),
      read: source.read || today,
    })),
    disputed: draft.disputed,
  };
  if (problems.length > 0) return { ok: false, problems };
  const parsed = parseGradeScale(candidate);
  return parsed.ok ? parsed : { ok: false, problems: [parsed.problem] };
}

// --- Preview -------------------------------------------------------------------------------------

/**
 * What the editor shows of the scale being made: its percentage rule, and what a sample CGPA (four
 * fifths of the scale's top: 8.00 on a 10-point scale) gives as percentage and class.
 */
export function draftPreview(
  scale: GradeScale,
  texts: EditorTexts = scaleEditorTexts.en,
  conversions: PercentageTexts = percentageTexts.en,
): { rule: string | null; sample: string } {
  const top = exactDecimal(scaleMaximum(scale));
  const cgpa = rational(top.num * 4n, top.den * 5n);
  const shown = toFixedString(cgpa, 2);
  const converted = convertPercentage(scale.percentage, percentageBasis(scale, cgpa));
  const percentage =
    scale.percentage.kind === 'none'
      ? texts.noPercentage
      : converted
        ? `${converted.text}%`
        : texts.outsideBands;
  const classification = classify(scale, cgpa, false);
  return {
    rule: describeConversion(scale.percentage, conversions),
    sample: `CGPA ${shown} → ${percentage}${classification ? `, ${classification}` : ''}`,
  };
}
