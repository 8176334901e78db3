import { describe, expect, it } from 'vitest';
import { isDisputed, parseGradeScale } from '../grade-scale';
import { gradeByCode } from '../scale-gpa';
import { cgpaOf, semester, summary } from '../test-presets';
import { AKTU } from './aktu';
import { GGSIPU } from './ggsipu';
import { GTU } from './gtu';
import { PRESETS, presetById } from './index';
import { KTU_2019 } from './ktu-2019';
import { MUMBAI_CBCS, MUMBAI_FOT } from './mumbai';
import { UGC_CBCS } from './ugc-cbcs';
import { VTU_2022 } from './vtu-2022';

describe('the presets', () => {
  it('are valid scales that survive JSON, with unique ids', () => {
    for (const preset of PRESETS) {
      expect(parseGradeScale(JSON.parse(JSON.stringify(preset)))).toEqual({
        ok: true,
        scale: preset,
      });
    }
    expect(new Set(PRESETS.map((preset) => preset.id)).size).toBe(PRESETS.length);
    expect(presetById('vtu-2022')).toBe(VTU_2022);
    expect(presetById('nowhere')).toBeUndefined();
  });

  it('all cite sources with the date read, apart from the default (SPEC itself)', () => {
    // A calendar day (YYYY-MM-DD that reads back the same), and none after today (UTC, with a day
    // for the time zones ahead of it): a source cannot have been read later than this run.
    const today = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    for (const preset of PRESETS.slice(1)) {
      expect(preset.sources.length).toBeGreaterThan(0);
      for (const { read } of preset.sources) {
        expect(read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(new Date(`${read}T00:00:00Z`).toISOString().slice(0, 10), read).toBe(read);
        expect(read <= today, `${preset.id} read on ${read}, after ${today}`).toBe(true);
      }
    }
  });

  it('mark what the notes found disputed', () => {
    const disputed = PRESETS.filter(isDisputed).map((preset) => preset.id);
    expect(disputed).toEqual([
      'ugc-cbcs',
      'vtu-2022-r2',
      'aktu',
      'anna-r2021',
      'anna-r2017',
      'ktu-2019-r2',
      'gtu-r2',
      'sppu-2019-r2',
      'mumbai-cbcs-r2',
      'jntuk',
      'jntuh-r22',
      'makaut-dgpa',
      'bput-btech',
      'delhi-university',
      'cbse',
      'calicut-cbcss-2019',
      'mg-cbcs-2017',
      'rtu-cbcs-2018',
      'vit-ffcs',
      'srm-cbfcs',
    ]);
  });
});

describe('UGC CBCS', () => {
  it('grades O 10 … P 4, F and Ab 0, and converts to no percentage', () => {
    expect(UGC_CBCS.grades.map((grade) => `${grade.code} ${grade.points}`)).toEqual([
      'O 10',
      'A+ 9',
      'A 8',
      'B+ 7',
      'B 6',
      'C 5',
      'P 4',
      'F 0',
      'Ab 0',
    ]);
    // (4 × 10 + 3 × 4 + 3 × 0) / 10 = 5.2: a fail counts with its credits.
    expect(summary(UGC_CBCS, semester(UGC_CBCS, [4, 'O'], [3, 'P'], [3, 'F']))).toMatchObject({
      cgpa: '5.20',
      percentage: null,
      backlogs: { active: 1, cleared: 0 },
    });
  });
});

describe('VTU 2022', () => {
  it('converts (8.2 − 0.75) × 10 = 74.5, and prints the marks bands it has', () => {
    expect(summary(VTU_2022, cgpaOf(VTU_2022, 8.2, 'A+', 'A')).percentage).toBe('74.50');
    expect(gradeByCode(VTU_2022, 'B')).toMatchObject({ points: 6, marks: '55–59' });
  });
});

describe('AKTU', () => {
  it('converts 10 × CGPA − 7.5 and fails with F', () => {
    expect(summary(AKTU, semester(AKTU, [3, 'A+'], [1, 'B']))).toMatchObject({
      cgpa: '8.25',
      percentage: '75.00',
    });
    expect(AKTU.disputed[0]!.about).toBe('The grade table');
  });
});

describe('KTU 2019', () => {
  it('gives A 8.5 points, converts 10 × CGPA − 3.75 and classes at 8 and 6.5', () => {
    expect(gradeByCode(KTU_2019, 'A')!.points).toBe(8.5);
    // (4 × 8.5 + 4 × 10) / 8 = 9.25 → 88.75%.
    expect(summary(KTU_2019, semester(KTU_2019, [4, 'A'], [4, 'O']))).toMatchObject({
      cgpa: '9.25',
      percentage: '88.75',
      classification: 'First Class with Distinction',
    });
    expect(summary(KTU_2019, cgpaOf(KTU_2019, 6.5, 'B', 'C')).classification).toBe('First Class');
  });
});

describe('GTU', () => {
  it('counts the last four semesters, converts (CGPA − 0.5) × 10 and classes at 6.5', () => {
    const weak = semester(GTU, [4, 'FF']);
    const strong = semester(GTU, [4, 'AB']);
    expect(summary(GTU, weak, weak, strong, strong, strong, strong)).toMatchObject({
      cgpa: '9.00',
      percentage: '85.00',
      classification: 'First Class',
    });
    expect(summary(GTU, weak, strong, strong, strong).cgpa).toBe('6.75');
  });
});

describe('Mumbai University', () => {
  it('CBCS: 7.1 × CGPA + 11 gives 82 at 10, over the mean of the semesters’ CGPIs', () => {
    expect(summary(MUMBAI_CBCS, semester(MUMBAI_CBCS, [4, 'O'])).percentage).toBe('82.00');
    // CGPIs 9 (4 credits) and 7 (1 credit): the mean is 8, not the credit-weighted 8.6.
    const result = summary(
      MUMBAI_CBCS,
      semester(MUMBAI_CBCS, [4, 'A+']),
      semester(MUMBAI_CBCS, [1, 'B+']),
    );
    expect(result).toMatchObject({ cgpa: '8.00', percentage: '67.80' });
  });

  it('Faculty of Technology: jumps at 7 and rounds up to an integer', () => {
    // 7.1 × 6.9 + 12 = 60.99 → 61; 7.4 × 7 + 12 = 63.8 → 64.
    expect(summary(MUMBAI_FOT, cgpaOf(MUMBAI_FOT, 6.9, 'B+', 'B')).percentage).toBe('61');
    expect(summary(MUMBAI_FOT, semester(MUMBAI_FOT, [1, 'B+'])).percentage).toBe('64');
    expect(summary(MUMBAI_FOT, semester(MUMBAI_FOT, [1, 'O'])).percentage).toBe('86');
  });
});

describe('GGSIPU', () => {
  it('rounds the CGPA to 2 decimals before × 10: 8.893 → 8.89 → 88.9%', () => {
    const semesters = semester(GGSIPU, [89.3, 'A+'], [10.7, 'A']);
    expect(summary(GGSIPU, semesters)).toMatchObject({ cgpa: '8.89', percentage: '88.90' });
    const unrounded = { ...GGSIPU, rounding: { ...GGSIPU.rounding, beforePercentage: false } };
    expect(summary(unrounded, semesters).percentage).toBe('88.93');
  });
});

describe('rounding modes', () => {
  it('truncates where a scale says so', () => {
    const truncating = {
      ...GGSIPU,
      rounding: { places: 2, mode: 'truncate' as const, beforePercentage: true },
    };
    // 8.899 would print 8.90 rounded half away from zero.
    const semesters = semester(GGSIPU, [89.9, 'A+'], [10.1, 'A']);
    expect(summary(GGSIPU, semesters).cgpa).toBe('8.90');
    expect(summary(truncating, semesters)).toMatchObject({ cgpa: '8.89', percentage: '88.90' });
  });
});
