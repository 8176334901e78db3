import { describe, expect, it } from 'vitest';
import { SCALE_LIMITS } from './grade-scale';
import { PRESETS, presetById } from './presets';
import { SPEC_DEFAULT } from './presets/spec-default';
import type { ScaleDraft } from './scale-draft';
import { scaleEditorTexts } from './scale-editor-texts';
import { viewTexts } from './view-texts';
import { describeScaleProblem } from './scale-file';
import {
  addRow,
  canAddRow,
  changeRow,
  changesAggregation,
  draftOf,
  draftPreview,
  removeRow,
  scaleFromDraft,
  startingDraft,
  withPercentageKind,
} from './scale-draft';

const TODAY = '2026-12-01';
const ktu = presetById('ktu-2019')!;

/** The problems of a draft, as the editor lists them: each field, and what is said of it. */
function problemsOf(draft: ScaleDraft) {
  const result = scaleFromDraft(draft, TODAY);
  if (result.ok) throw new Error('expected problems');
  return result.problems.map((problem) => ({
    field: problem.field,
    message: describeScaleProblem(problem),
  }));
}

function scaleOf(draft: ScaleDraft) {
  const result = scaleFromDraft(draft, TODAY);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.scale;
}

const withGrade = (draft: ScaleDraft, index: number, changes: Partial<ScaleDraft['grades'][0]>) =>
  changeRow(draft, 'grades', index, changes);

describe('the custom scale draft', () => {
  it('round-trips every credit-weighted preset exactly, as a custom scale', () => {
    const creditWeighted = PRESETS.filter((preset) => !changesAggregation(preset));
    // Most presets count by credits; the others (MAKAUT's DGPA, GTU's last four, Mumbai's mean)
    // cannot be a custom scale exactly.
    expect(creditWeighted.length).toBeGreaterThan(PRESETS.length - 6);
    for (const preset of creditWeighted) {
      expect(scaleFromDraft(draftOf(preset), TODAY)).toEqual({
        ok: true,
        scale: { ...preset, id: 'custom' },
      });
    }
  });

  it('holds what the inputs show: points and numbers as text, blanks for what is absent', () => {
    const draft = draftOf(presetById('iit-gandhinagar')!);
    expect(draft.gpaCap).toBe('10');
    expect(draft.percentage).toEqual({ kind: 'none', a: '', b: '', roundUpToInteger: false });
    const ktuDraft = draftOf(ktu);
    expect(ktuDraft.grades[2]).toMatchObject({ code: 'A', points: '8.5', marks: '' });
    expect(ktuDraft.percentage).toEqual({
      kind: 'linear',
      a: '10',
      b: '-3.75',
      roundUpToInteger: false,
    });
    expect(ktuDraft.rounding.places).toBe('2');
  });

  it('starts from a preset as a named copy with its sources and without its disputes', () => {
    const draft = startingDraft(ktu);
    expect(draft.name).toBe('KTU 2019 scheme (custom)');
    // SPEC's scale is named as the editor's language names it; a university's as it writes it.
    const view = { ...viewTexts.en, defaultScale: 'CampusCalc डिफ़ॉल्ट' };
    const texts = { ...scaleEditorTexts.en, customName: (scale: string) => `${scale} (कस्टम)` };
    expect(startingDraft(SPEC_DEFAULT, texts, view).name).toBe('CampusCalc डिफ़ॉल्ट (कस्टम)');
    expect(startingDraft(ktu, texts, view).name).toBe('KTU 2019 scheme (कस्टम)');
    expect(draft.sources).toEqual(ktu.sources);
    expect(draft.disputed).toEqual([]);
    for (const preset of PRESETS) {
      expect(scaleFromDraft(startingDraft(preset), TODAY).ok, preset.id).toBe(true);
    }
    // A custom scale is edited as it is.
    const custom = scaleOf(draftOf(ktu));
    expect(startingDraft(custom)).toEqual(draftOf(custom));
  });

  it('makes every scale credit-weighted, and says which presets count otherwise', () => {
    const gtu = presetById('gtu')!;
    expect(changesAggregation(gtu)).toBe(true);
    expect(changesAggregation(presetById('mumbai-cbcs')!)).toBe(true);
    expect(scaleOf(draftOf(gtu)).aggregation).toEqual({ kind: 'credit-weighted' });
  });

  it('takes decimals, a typed minus sign, trims text and labels a grade by its code when blank', () => {
    let draft = startingDraft(ktu);
    draft = withGrade(draft, 0, { code: ' S ', label: '', points: ' 9.75 ', marks: ' 90–100 ' });
    draft = { ...draft, percentage: { ...draft.percentage, b: '\u22123.75' } };
    const scale = scaleOf(draft);
    expect(scale.grades[0]).toEqual({
      code: 'S',
      label: 'S',
      points: 9.75,
      countsInGpa: true,
      earnsCredit: true,
      isFail: false,
      isTemporary: false,
      marks: '90–100',
    });
    expect(scale.percentage).toEqual({ kind: 'linear', a: 10, b: -3.75 });
  });

  it('dates the sources added in the editor with the day passed in', () => {
    let draft = addRow(startingDraft(ktu), 'sources');
    draft = changeRow(draft, 'sources', 3, {
      title: 'Our regulations',
      url: 'https://college.example/regulations.pdf',
    });
    const scale = scaleOf(draft);
    expect(scale.sources.map((source) => source.read)).toEqual([
      ...ktu.sources.map((source) => source.read),
      TODAY,
    ]);
  });

  it('gives the number problems of every field, never NaN', () => {
    let draft = withGrade(startingDraft(ktu), 1, { points: 'abc' });
    draft = withGrade(draft, 3, { points: '' });
    draft = changeRow(draft, 'classes', 0, { minCgpa: '8,5' });
    draft = { ...draft, gpaCap: 'ten', percentage: { ...draft.percentage, a: 'x' } };
    expect(problemsOf(draft)).toEqual([
      { field: 'grades[1].points', message: 'Grade 2: points must be a number' },
      { field: 'grades[3].points', message: 'Grade 4: points must be a number' },
      { field: 'classes[0].minCgpa', message: 'Class 1: minimum CGPA must be a number' },
      { field: 'gpaCap', message: 'GPA cap must be a number' },
      { field: 'percentage.a', message: 'Percentage multiplier must be a number' },
    ]);
    expect(JSON.stringify(problemsOf(draft))).not.toContain('NaN');
  });

  it('refuses a marks band that marks to grade cannot read, and takes every form it can', () => {
    let draft = withGrade(startingDraft(ktu), 0, { marks: '90-100' });
    draft = withGrade(draft, 1, { marks: 'about 80' });
    draft = withGrade(draft, 2, { marks: '≥ 75' });
    draft = withGrade(draft, 3, { marks: '100–90' });
    expect(problemsOf(draft)).toEqual([
      {
        field: 'grades[1].marks',
        message: 'Grade 2: marks must be a band such as 90–100, ≥ 90 or < 40',
      },
      {
        field: 'grades[3].marks',
        message: 'Grade 4: marks must be a band such as 90–100, ≥ 90 or < 40',
      },
    ]);
  });

  it("names the scale check's problem and its field", () => {
    const cases: [ScaleDraft, string, string][] = [
      [
        withGrade(startingDraft(ktu), 0, { code: ' ' }),
        'grades[0].code',
        'Grade 1: code must be a non-empty text',
      ],
      [
        withGrade(startingDraft(ktu), 2, { code: 'O' }),
        'grades[2].code',
        "Grade 3: code repeats 'O'",
      ],
      [
        withGrade(startingDraft(ktu), 0, { points: '11' }),
        'grades[0].points',
        'Grade 1: points must be from 0 to 10',
      ],
      [
        withGrade(startingDraft(ktu), 0, { points: '9.555' }),
        'grades[0].points',
        'Grade 1: points must have at most 2 decimals',
      ],
      [{ ...startingDraft(ktu), name: '' }, 'name', 'Name must be a non-empty text'],
      [
        changeRow(startingDraft(ktu), 'classes', 1, { minCgpa: '9' }),
        'classes[1].minCgpa',
        'Class 2: minimum CGPA must not be above the class before it (best first)',
      ],
      [
        { ...startingDraft(ktu), percentage: { ...startingDraft(ktu).percentage, a: '60' } },
        'percentage.a',
        'Percentage multiplier must be from -50 to 50',
      ],
    ];
    for (const [draft, field, message] of cases) {
      expect(problemsOf(draft)).toEqual([{ field, message }]);
    }
  });

  it('refuses too many grades, in the check and in the draft', () => {
    const many = {
      ...startingDraft(ktu),
      grades: Array.from({ length: SCALE_LIMITS.grades + 1 }, (_, index) => ({
        ...startingDraft(ktu).grades[0]!,
        code: `G${index}`,
      })),
    };
    expect(problemsOf(many)).toEqual([
      { field: 'grades', message: 'Grades must have 1 to 24 entries' },
    ]);
    const full = { ...many, grades: many.grades.slice(1) };
    expect(canAddRow(full, 'grades')).toBe(false);
    expect(addRow(full, 'grades')).toBe(full);
  });

  it('adds and removes rows within the limits', () => {
    const draft = startingDraft(ktu);
    const added = addRow(draft, 'grades');
    expect(added.grades).toHaveLength(draft.grades.length + 1);
    expect(added.grades.at(-1)).toMatchObject({ code: '', points: '', countsInGpa: true });
    expect(removeRow(added, 'grades', 0).grades[0]!.code).toBe('A+');
    const one = { ...draft, grades: draft.grades.slice(0, 1) };
    expect(removeRow(one, 'grades', 0)).toBe(one);
    expect(removeRow(draft, 'classes', 0).classes.map((band) => band.name)).toEqual([
      'First Class',
    ]);
  });

  it('keeps the line while bands are chosen, and starts bands where the last ends', () => {
    let draft = withPercentageKind(startingDraft(ktu), 'piecewise');
    expect(draft.bands).toEqual([{ from: '', to: '', a: '', b: '' }]);
    draft = changeRow(draft, 'bands', 0, { from: '0', to: '6', a: '9', b: '0' });
    draft = addRow(draft, 'bands');
    expect(draft.bands[1]!.from).toBe('6');
    draft = changeRow(draft, 'bands', 1, { to: '10', a: '10', b: '-5' });
    expect(scaleOf(draft).percentage).toEqual({
      kind: 'piecewise',
      bands: [
        { from: 0, to: 6, a: 9, b: 0 },
        { from: 6, to: 10, a: 10, b: -5 },
      ],
    });
    expect(scaleOf(withPercentageKind(draft, 'linear')).percentage).toEqual(ktu.percentage);
    expect(problemsOf(changeRow(draft, 'bands', 1, { from: '5' }))).toEqual([
      {
        field: 'percentage.bands[0]',
        message: 'Percentage band 1: must end where the next band starts',
      },
    ]);
  });

  it('previews the rule, a sample CGPA’s percentage and class', () => {
    expect(draftPreview(ktu)).toEqual({
      rule: '10 × CGPA − 3.75',
      sample: 'CGPA 8.00 → 76.25%, First Class with Distinction',
    });
    expect(draftPreview(presetById('vtu-2022')!)).toEqual({
      rule: '(CGPA − 0.75) × 10',
      sample: 'CGPA 8.00 → 72.50%',
    });
    expect(draftPreview(presetById('iit-gandhinagar')!)).toEqual({
      rule: null,
      sample: 'CGPA 8.00 → no percentage',
    });
    const fourPoint = scaleOf({
      ...startingDraft(ktu),
      grades: [withGrade(startingDraft(ktu), 0, { points: '4' }).grades[0]!],
      classes: [],
      percentage: { kind: 'linear', a: '25', b: '0', roundUpToInteger: true },
    });
    expect(draftPreview(fourPoint).sample).toBe('CGPA 3.20 → 80%');
  });
});
