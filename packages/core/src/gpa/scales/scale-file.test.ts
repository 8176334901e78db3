import { describe, expect, it } from 'vitest';
import { parseGradeScale } from './grade-scale';
import { PRESETS, presetById } from './presets';
import {
  NOT_A_SCALE_FILE_MESSAGE,
  describeScaleProblem,
  exportScale,
  parseScaleFile,
  sayScaleFileProblem,
  sayStartingProblem,
} from './scale-file';
import { startingScale } from './starting-scale';
import { scaleProblemData } from './scale-file-texts';

/** A scale file's text read: its scale, or what is wrong with it as the editor says it. */
function fileRead(text: string) {
  const result = parseScaleFile(text);
  return result.ok ? result : { ok: false, message: sayScaleFileProblem(result.problem) };
}

describe('a grade scale file', () => {
  it('round-trips every preset', () => {
    for (const preset of PRESETS) {
      expect(fileRead(exportScale(preset))).toEqual({ ok: true, scale: preset });
    }
  });

  it('is tagged and versioned', () => {
    const file = JSON.parse(exportScale(presetById('gtu')!));
    expect(file).toMatchObject({ format: 'campuscalc-grade-scale', version: 1 });
    expect(file.scale.id).toBe('gtu');
  });

  it('refuses what is not one', () => {
    for (const text of ['', 'nonsense', '[]', '{"format":"campuscalc-gpa-profiles"}', 'null']) {
      expect(fileRead(text)).toEqual({ ok: false, message: NOT_A_SCALE_FILE_MESSAGE });
    }
    expect(NOT_A_SCALE_FILE_MESSAGE).toBe('Not a CampusCalc grade scale file');
    const later = JSON.stringify({ format: 'campuscalc-grade-scale', version: 2, scale: {} });
    expect(fileRead(later)).toEqual({
      ok: false,
      message: 'Unsupported grade scale file version: 2',
    });
  });

  it('says what is wrong with the scale inside, in the editor’s words', () => {
    const scale = presetById('ktu-2019')!;
    const broken = { ...scale, grades: [scale.grades[0], { ...scale.grades[1], points: 8.555 }] };
    const text = JSON.stringify({ format: 'campuscalc-grade-scale', version: 1, scale: broken });
    expect(fileRead(text)).toEqual({
      ok: false,
      message: 'Grade 2: points must have at most 2 decimals',
    });
    const unnamed = parseGradeScale({ ...scale, name: ' ' });
    expect(!unnamed.ok && describeScaleProblem(unnamed.problem)).toBe(
      'Name must be a non-empty text',
    );
  });
});

describe('describeScaleProblem', () => {
  it('names the row and the field as the editor labels them', () => {
    const range = { code: 'range', min: 0, max: 10 } as const;
    expect(describeScaleProblem({ ...range, field: 'grades[2].points' })).toBe(
      'Grade 3: points must be from 0 to 10',
    );
    expect(describeScaleProblem({ ...range, field: 'classes[0].minCgpa' })).toBe(
      'Class 1: minimum CGPA must be from 0 to 10',
    );
    expect(describeScaleProblem({ code: 'bandGap', field: 'percentage.bands[1]' })).toBe(
      'Percentage band 2: must end where the next band starts',
    );
    expect(describeScaleProblem({ code: 'notNumber', field: 'percentage.bands[0].from' })).toBe(
      'Percentage band 1: from CGPA must be a number',
    );
    expect(describeScaleProblem({ code: 'range', min: -50, max: 50, field: 'percentage.a' })).toBe(
      'Percentage multiplier must be from -50 to 50',
    );
    expect(describeScaleProblem({ code: 'notNumber', field: 'gpaCap' })).toBe(
      'GPA cap must be a number',
    );
    expect(describeScaleProblem({ code: 'notObject', field: '' })).toBe(
      'The scale must be an object',
    );
  });
});

describe('startingScale (an element’s preset attribute and scale property)', () => {
  const ktu = presetById('ktu-2019')!;
  const custom = { ...ktu, id: 'our-college', name: 'Our college' };

  it('is SPEC’s (none) without either, or for spec-default', () => {
    expect(startingScale({})).toEqual({ choice: undefined, problems: [] });
    expect(startingScale({ preset: '' })).toEqual({ choice: undefined, problems: [] });
    expect(startingScale({ preset: 'spec-default' })).toEqual({ choice: undefined, problems: [] });
  });

  it('takes a preset by id, and a valid custom scale before it', () => {
    expect(startingScale({ preset: 'vtu-2022-r2' })).toEqual({
      choice: { preset: 'vtu-2022-r2' },
      problems: [],
    });
    expect(startingScale({ preset: 'vtu-2022-r2', scale: custom })).toEqual({
      choice: { custom },
      problems: [],
    });
  });

  it('says what it refused, and falls back', () => {
    const { choice, problems } = startingScale({
      preset: 'vtu-2022-r2',
      scale: { ...custom, grades: [] },
    });
    expect(choice).toEqual({ preset: 'vtu-2022-r2' });
    expect(problems.map(sayStartingProblem)).toEqual(['scale: Grades must have 1 to 24 entries']);
    const unknown = startingScale({ preset: 'vtu' });
    expect(unknown.choice).toBeUndefined();
    expect(sayStartingProblem(unknown.problems[0]!)).toMatch(
      /^preset: no grade scale 'vtu'; the presets are spec-default, ugc-cbcs, vtu-2022-r2, /,
    );
  });
});

describe("a scale's problem's data", () => {
  it('is what its sentence names as written: a version, a field of the file, a code, the values', () => {
    expect(scaleProblemData({ code: 'version', version: '2' })).toEqual(['2']);
    expect(scaleProblemData({ code: 'unknownField', field: 'grades[0].colour' })).toEqual([
      'colour',
    ]);
    expect(scaleProblemData({ code: 'repeats', grade: 'RA', field: 'grades[3].code' })).toEqual([
      'RA',
    ]);
    expect(
      scaleProblemData({ code: 'oneOf', options: ['counted', 'every-attempt'], field: 'x' }),
    ).toEqual(['counted', 'every-attempt']);
    expect(
      scaleProblemData({ code: 'form', form: 'url', pattern: '/^h/', field: 'sources[0].url' }),
    ).toEqual(['/^h/', 'https://', 'http://']);
    expect(scaleProblemData({ code: 'notNumber', field: 'gpaCap' })).toEqual([]);
  });
});
