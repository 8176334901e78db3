import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../../rational';
import type { GradeScale } from '../grade-scale';
import { isDisputed, parseGradeScale } from '../grade-scale';
import { convertPercentage } from '../percentage-conversion';
import type { ScaleSemester } from '../scale-gpa';
import { gradeByCode, summarizeUnderScale } from '../scale-gpa';
import { AKTU } from './aktu';
import { ANNA_R2021 } from './anna-r2021';
import { DELHI_UNIVERSITY } from './delhi-university';
import { GGSIPU } from './ggsipu';
import { GTU } from './gtu';
import { IIT_GANDHINAGAR } from './iit-gandhinagar';
import { PRESETS, presetById } from './index';
import { JNTUK } from './jntuk';
import { KTU_2019 } from './ktu-2019';
import { LPU } from './lpu';
import { MUMBAI_CBCS, MUMBAI_FOT } from './mumbai';
import { SPPU_2019 } from './sppu-2019';
import { UGC_CBCS } from './ugc-cbcs';
import { VTU_2022 } from './vtu-2022';

/** A semester from [credits, grade codes of its attempts...] entries. */
function semester(scale: GradeScale, ...subjects: [number, ...string[]][]): ScaleSemester {
  return {
    subjects: subjects.map(([credit, ...codes]) => ({
      credit,
      attempts: codes.map((code) => gradeByCode(scale, code)!),
    })),
  };
}

function summary(scale: GradeScale, ...semesters: ScaleSemester[]) {
  const result = summarizeUnderScale(scale, semesters);
  return { ...result, percentage: result.percentage?.text ?? null };
}

/** A CGPA of exactly `cgpa` (two grades' points apart by 1, weighted to land on it). */
function cgpaOf(scale: GradeScale, cgpa: number, high: string, low: string): ScaleSemester {
  const highPoints = gradeByCode(scale, high)!.points;
  const share = Math.round((cgpa - (highPoints - 1)) * 1000) / 10;
  return semester(scale, [share, high], [100 - share, low]);
}

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
    for (const preset of PRESETS.slice(1)) {
      expect(preset.sources.length).toBeGreaterThan(0);
      for (const source of preset.sources) {
        expect(source.read).toMatch(/^2026-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])$/);
      }
    }
  });

  it('mark what the notes found disputed', () => {
    const disputed = PRESETS.filter(isDisputed).map((preset) => preset.id);
    expect(disputed).toEqual([
      'ugc-cbcs',
      'vtu-2022',
      'aktu',
      'anna-r2021',
      'ktu-2019',
      'gtu',
      'sppu-2019',
      'jntuk',
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

describe('Anna University R2021', () => {
  it('leaves an uncleared arrear out of the CGPA, and counts it once when cleared', () => {
    const withArrear = semester(ANNA_R2021, [4, 'O'], [3, 'RA']);
    expect(summary(ANNA_R2021, withArrear)).toMatchObject({
      cgpa: '10.00',
      percentage: '100.00',
      backlogs: { active: 1, cleared: 0 },
    });
    // Cleared with B: (40 + 18) / 7 = 8.29.
    const cleared = semester(ANNA_R2021, [4, 'O'], [3, 'RA', 'B']);
    expect(summary(ANNA_R2021, cleared)).toMatchObject({
      cgpa: '8.29',
      backlogs: { active: 0, cleared: 1 },
    });
  });

  it('gives a distinction at 8.5 only without any history of arrears', () => {
    const clean = cgpaOf(ANNA_R2021, 8.6, 'A+', 'A');
    expect(summary(ANNA_R2021, clean).classification).toBe('First Class with Distinction');
    const arrear = semester(ANNA_R2021, [1, 'RA', 'O']);
    expect(summary(ANNA_R2021, clean, arrear).classification).toBe('First Class');
    expect(summary(ANNA_R2021, cgpaOf(ANNA_R2021, 6.4, 'B+', 'B')).classification).toBeNull();
  });

  it('keeps the other conversions as disputed', () => {
    const alternatives = ANNA_R2021.disputed[0]!.alternatives.map(
      ({ percentage }) => convertPercentage(percentage!, parseDecimal('8')!)?.text,
    );
    expect(alternatives).toEqual(['75.00', '72.50']);
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

describe('SPPU 2019', () => {
  it('has marks bands and converts (CGPA − 0.75) × 10', () => {
    expect(gradeByCode(SPPU_2019, 'A+')!.marks).toBe('70–79');
    expect(summary(SPPU_2019, cgpaOf(SPPU_2019, 8.2, 'A+', 'A')).percentage).toBe('74.50');
  });

  it('keeps the band table as disputed, which gives 61% at 7.6 (not the 52% one site shows)', () => {
    const bands = SPPU_2019.disputed[0]!.alternatives.at(-1)!.percentage!;
    const at = (cgpa: string) => convertPercentage(bands, parseDecimal(cgpa)!)?.text;
    expect(at('7.6')).toBe('61.00');
    expect([at('4'), at('4.25'), at('5.5'), at('7.5'), at('8.5'), at('10')]).toEqual([
      '40.00',
      '45.00',
      '50.00',
      '60.00',
      '70.00',
      '100.00',
    ]);
    expect(at('3.99')).toBeUndefined();
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

describe('JNTUK', () => {
  it("has the college's letters and gives its worked example: (8.18 − 0.75) × 10 = 74.3%", () => {
    expect(JNTUK.grades.map((grade) => grade.code)).toEqual([
      'O',
      'S',
      'A',
      'B',
      'C',
      'D',
      'F',
      'Ab',
    ]);
    expect(summary(JNTUK, cgpaOf(JNTUK, 8.18, 'S', 'A'))).toMatchObject({
      cgpa: '8.18',
      percentage: '74.30',
    });
  });

  it('converts (CGPA − 0.75) × 10 and classes at 7.75, 6.75, 5.75 and 5', () => {
    expect(summary(JNTUK, cgpaOf(JNTUK, 7.8, 'A', 'B'))).toMatchObject({
      percentage: '70.50',
      classification: 'First Class with Distinction',
    });
    const classOf = (cgpa: number) => summary(JNTUK, cgpaOf(JNTUK, cgpa, 'C', 'D')).classification;
    expect(classOf(5.75)).toBe('Second Class');
    expect(classOf(5)).toBe('Pass Class');
    expect(summary(JNTUK, cgpaOf(JNTUK, 6.75, 'B', 'C')).classification).toBe('First Class');
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

describe('Delhi University', () => {
  it('converts 9.5 × CGPA', () => {
    expect(summary(DELHI_UNIVERSITY, semester(DELHI_UNIVERSITY, [2, 'A']))).toMatchObject({
      cgpa: '8.00',
      percentage: '76.00',
    });
  });
});

describe('LPU', () => {
  it('converts CGPA × 10 and keeps S/U, I and R out of the GPA', () => {
    const result = summary(LPU, semester(LPU, [3, 'A+'], [1, 'B'], [2, 'S'], [2, 'I'], [1, 'R']));
    // (27 + 6) / 4 = 8.25.
    expect(result).toMatchObject({ cgpa: '8.25', percentage: '82.50' });
    expect(result.backlogs).toEqual({ active: 2, cleared: 0 });
  });
});

describe('IIT Gandhinagar', () => {
  it('gives A+ 11 points but caps the SPI/CPI at 10, counts a failing E as 2, leaves P out', () => {
    expect(summary(IIT_GANDHINAGAR, semester(IIT_GANDHINAGAR, [6, 'A+'], [3, 'P']))).toMatchObject({
      cgpa: '10.00',
      percentage: null,
    });
    // (11 × 2 + 2 × 2) / 4 = 6.5; then E is repeated with B: (22 + 16) / 4 = 9.5.
    expect(summary(IIT_GANDHINAGAR, semester(IIT_GANDHINAGAR, [2, 'A+'], [2, 'E'])).cgpa).toBe(
      '6.50',
    );
    expect(summary(IIT_GANDHINAGAR, semester(IIT_GANDHINAGAR, [2, 'A+'], [2, 'E', 'B'])).cgpa).toBe(
      '9.50',
    );
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
