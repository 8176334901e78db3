import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isInteger, mul, rational } from '../rational';
import { quickSemester, semester, semestersArb, subject } from './arbitraries';
import {
  CLASS_ASSUMES_NO_ARREARS_NOTE,
  enteredSummary,
  isStoredSgpa,
  scaleChangeProblem,
} from './entered-sgpa';
import { FILL_SGPA_FIELDS_MESSAGE, parseSgpaForm } from './sgpa-form';
import { exactGpa } from './gpa';
import { SEMESTER_CREDITS_MESSAGE } from './limits';
import type { Profile, Semester } from './model';
import { applyProfileEdit, createProfile } from './profiles';
import { profileReportHtml } from './report';
import type { Aggregation, GradeScale } from './scales/grade-scale';
import { ANNA_R2021 } from './scales/presets/anna-r2021';
import { IIT_GANDHINAGAR } from './scales/presets/iit-gandhinagar';
import { SPEC_DEFAULT } from './scales/presets/spec-default';
import { presetById } from './scales/presets';
import { exactProfileCgpa, profileNumbers } from './scales/profile-scale';
import { profileTrend } from './scales/scale-view';
import { CUSTOM_SCALE } from './scales/test-scales';
import { parseProfilesImport } from './profile-import';
import { exportProfiles } from './transfer';

const on = (aggregation: Aggregation): GradeScale => ({ ...SPEC_DEFAULT, aggregation });
const CREDIT_WEIGHTED = SPEC_DEFAULT;
const MEAN_OF_SEMESTERS = on({ kind: 'mean-of-semesters' });
const YEAR_WEIGHTED = on({ kind: 'year-weighted', semestersPerYear: 2, weights: [1, 1, 1] });
const LAST_SEMESTERS = on({ kind: 'last-semesters', count: 2 });

describe('parseSgpaForm', () => {
  it('takes the SGPA and credits as the grade card prints them', () => {
    expect(parseSgpaForm({ sgpa: '8.25', credits: '22' }, SPEC_DEFAULT)).toEqual({
      ok: true,
      value: { sgpa: 8.25, credits: 22 },
    });
    expect(parseSgpaForm({ sgpa: ' 8.250 ', credits: '21.5' }, SPEC_DEFAULT)).toEqual({
      ok: true,
      value: { sgpa: 8.25, credits: 21.5 },
    });
    expect(parseSgpaForm({ sgpa: '10', credits: '0.5' }, SPEC_DEFAULT).ok).toBe(true);
    expect(parseSgpaForm({ sgpa: '0', credits: '100' }, SPEC_DEFAULT).ok).toBe(true);
  });

  it('refuses anything else with a clear message, never a NaN', () => {
    const sgpaMessage = 'SGPA must be from 0 to 10, with at most 2 decimals';
    const refused = (sgpa: string, credits: string) =>
      parseSgpaForm({ sgpa, credits }, SPEC_DEFAULT);
    expect(refused('', '22')).toEqual({ ok: false, message: FILL_SGPA_FIELDS_MESSAGE });
    expect(refused('8', ' ')).toEqual({ ok: false, message: FILL_SGPA_FIELDS_MESSAGE });
    for (const sgpa of ['8.255', '10.01', '-1', 'abc', 'NaN', 'Infinity', '1e3']) {
      expect(refused(sgpa, '22')).toEqual({ ok: false, message: sgpaMessage });
    }
    for (const credits of ['0', '-2', '22.3', '100.5', 'x', '1e300']) {
      expect(refused('8', credits)).toEqual({ ok: false, message: SEMESTER_CREDITS_MESSAGE });
    }
    expect(SEMESTER_CREDITS_MESSAGE).toBe(
      'Semester credits must be more than 0 and at most 100, in steps of 0.5',
    );
  });

  it("holds the SGPA to the scale's best GPA: its cap where grades go above it", () => {
    expect(IIT_GANDHINAGAR.gpaCap).toBe(10);
    expect(parseSgpaForm({ sgpa: '10.5', credits: '20' }, IIT_GANDHINAGAR)).toEqual({
      ok: false,
      message: 'SGPA must be from 0 to 10, with at most 2 decimals',
    });
    const fourPoint: GradeScale = {
      ...SPEC_DEFAULT,
      grades: SPEC_DEFAULT.grades.map((grade) => ({ ...grade, points: Math.min(grade.points, 4) })),
    };
    expect(parseSgpaForm({ sgpa: '4.5', credits: '20' }, fourPoint)).toEqual({
      ok: false,
      message: 'SGPA must be from 0 to 4, with at most 2 decimals',
    });
  });

  it('stores what it parses: at most 2 decimals, from 0 to 11', () => {
    expect(isStoredSgpa(8.25)).toBe(true);
    expect(isStoredSgpa(11)).toBe(true);
    for (const bad of [8.255, 11.01, -0.5, Number.NaN, Infinity, '8', null]) {
      expect(isStoredSgpa(bad)).toBe(false);
    }
  });
});

/** The exact SGPA of a semester of subjects, when the grade card could print it (2 decimals). */
function printableSgpa(subjects: Semester['subjects']) {
  const exact = exactGpa(subjects);
  return exact && isInteger(mul(exact, rational(100n)))
    ? Number(exact.num) / Number(exact.den)
    : null;
}

describe('a quick semester counts exactly as its subjects would', () => {
  const credits = (subjects: Semester['subjects']) =>
    subjects.reduce((sum, item) => sum + item.credit, 0);

  for (const scale of [CREDIT_WEIGHTED, MEAN_OF_SEMESTERS, YEAR_WEIGHTED, LAST_SEMESTERS]) {
    it(`on a ${scale.aggregation.kind} scale: the same CGPA, trend and percentage`, () => {
      fc.assert(
        fc.property(semestersArb, fc.nat(), (semesters, pick) => {
          fc.pre(semesters.length > 0);
          const index = pick % semesters.length;
          const chosen = semesters[index]!;
          const sgpa = printableSgpa(chosen.subjects);
          fc.pre(sgpa !== null);
          const quick: Semester = {
            id: chosen.id,
            name: chosen.name,
            subjects: [],
            entered: { sgpa, credits: credits(chosen.subjects) },
          };
          const mixed = semesters.map((item, at) => (at === index ? quick : item));
          expect(exactProfileCgpa(scale, mixed)).toEqual(exactProfileCgpa(scale, semesters));
          const [before, after] = [profileNumbers(scale, semesters), profileNumbers(scale, mixed)];
          expect(after.cgpa).toBe(before.cgpa);
          expect(after.sgpas).toEqual(before.sgpas);
          expect(after.trend).toEqual(before.trend);
          expect(after.percentage).toEqual(before.percentage);
          expect(profileTrend(mixed, after)).toEqual(profileTrend(semesters, before));
          expect(after.creditsCounted).toBe(before.creditsCounted);
          expect(after.creditsAttempted).toBe(before.creditsAttempted);
        }),
      );
    });
  }

  it('mixes with semesters of subjects: SGPA × credits points over its credits', () => {
    // (8.25 × 22 + 9 × 4 + 7 × 3) / (22 + 7) = 238.5 / 29 = 8.2241...
    const semesters = [
      quickSemester('q', 8.25, 22),
      semester('s', [subject(9, 4, 'a'), subject(7, 3, 'b')]),
    ];
    expect(profileNumbers(CREDIT_WEIGHTED, semesters)).toMatchObject({
      sgpas: ['8.25', '8.14'],
      trend: ['8.25', '8.22'],
      cgpa: '8.22',
    });
    // Each semester's GPA, averaged: (8.25 + 8.14) / 2 = 8.195 → 8.20.
    expect(profileNumbers(MEAN_OF_SEMESTERS, semesters).cgpa).toBe('8.20');
    expect(profileNumbers(CREDIT_WEIGHTED, semesters)).toMatchObject({
      semesterCredits: [22, 7],
      creditsCounted: 29,
      creditsAttempted: 29,
      subjectsCounted: 2,
      subjectsListed: 2,
    });
  });

  it("counts an SGPA above the scale's best (entered before a change of scale) as that best", () => {
    const fourPoint: GradeScale = {
      ...SPEC_DEFAULT,
      grades: SPEC_DEFAULT.grades.map((grade) => ({ ...grade, points: Math.min(grade.points, 4) })),
    };
    expect(profileNumbers(fourPoint, [quickSemester('q', 8.25, 20)]).cgpa).toBe('4.00');
  });
});

describe('arrears of quick semesters', () => {
  const distinction = [quickSemester('q', 9, 20)];

  it("are unknown: a class that needs none is given, and says it takes the quick semesters' as none", () => {
    const numbers = profileNumbers(ANNA_R2021, distinction);
    expect(numbers.classification).toBe('First Class with Distinction');
    expect(numbers.classAssumesNoArrears).toBe(true);
    expect(numbers.backlogs).toEqual({ active: 0, cleared: 0 });
  });

  it('say nothing where the class does not depend on them', () => {
    expect(profileNumbers(ANNA_R2021, [quickSemester('q', 7, 20)])).toMatchObject({
      classification: 'First Class',
      classAssumesNoArrears: false,
    });
    expect(profileNumbers(CUSTOM_SCALE, [semester('s', [subject(10, 4)])])).toMatchObject({
      classification: 'Distinction',
      classAssumesNoArrears: false,
    });
  });
});

describe('quick semesters in a profile', () => {
  const base: Profile = createProfile('Asha', null, { now: () => 5, random: () => 0.5 });
  const semesterId = base.semesters[0]!.id;
  const entered = { sgpa: 8.25, credits: 22 };

  it('a semester without subjects becomes one, changes, and becomes a semester of subjects again', () => {
    const quick = applyProfileEdit(base, { type: 'setSemesterEntry', semesterId, entered }, 9);
    expect(quick.semesters[0]).toMatchObject({ subjects: [], entered });
    expect(quick.updatedAt).toBe(9);
    const back = applyProfileEdit(
      quick,
      { type: 'setSemesterEntry', semesterId, entered: null },
      10,
    );
    expect(back.semesters[0]).not.toHaveProperty('entered');
  });

  it('refuses subjects beside an entered SGPA, and an SGPA beyond the scale', () => {
    const quick = applyProfileEdit(base, { type: 'setSemesterEntry', semesterId, entered }, 9);
    const added = { type: 'addSubject', semesterId, subject: subject(9, 4) } as const;
    expect(applyProfileEdit(quick, added, 10)).toBe(quick);
    const withSubject = applyProfileEdit(base, added, 9);
    const entering = { type: 'setSemesterEntry', semesterId, entered } as const;
    expect(applyProfileEdit(withSubject, entering, 10)).toBe(withSubject);
    const beyond = { ...entering, entered: { sgpa: 10.5, credits: 22 } };
    expect(applyProfileEdit(base, beyond, 10)).toBe(base);
    const odd = { ...entering, entered: { sgpa: 8.125, credits: 22 } };
    expect(applyProfileEdit(base, odd, 10)).toBe(base);
    const noCredits = { ...entering, entered: { sgpa: 8, credits: 0 } };
    expect(applyProfileEdit(base, noCredits, 10)).toBe(base);
  });

  it('export and import keep them, and the import checks them', () => {
    const profile: Profile = {
      ...base,
      semesters: [quickSemester('q', 8.25, 22), semester('s', [subject(9, 4)])],
    };
    const text = exportProfiles([profile], 0);
    expect(parseProfilesImport(text)).toEqual({ ok: true, profiles: [profile] });
    const file = JSON.parse(text) as { profiles: { semesters: Record<string, unknown>[] }[] };
    const broken = (change: Record<string, unknown>) => {
      const copy = structuredClone(file);
      Object.assign(copy.profiles[0]!.semesters[0]!, change);
      return parseProfilesImport(JSON.stringify(copy));
    };
    expect(broken({ entered: { sgpa: 10.5, credits: 22 } })).toEqual({
      ok: false,
      message: 'Profile 1, semester 1: SGPA must be from 0 to 10, with at most 2 decimals',
    });
    expect(broken({ entered: { sgpa: 12, credits: 22 } })).toEqual({
      ok: false,
      message: 'Profile 1, semester 1: SGPA must be from 0 to 11, with at most 2 decimals',
    });
    expect(broken({ entered: { sgpa: '8', credits: 22 } }).ok).toBe(false);
    expect(broken({ entered: { sgpa: 8, credits: 0 } })).toEqual({
      ok: false,
      message: `Profile 1, semester 1: ${SEMESTER_CREDITS_MESSAGE}`,
    });
    expect(broken({ entered: [8, 22] })).toEqual({
      ok: false,
      message: 'Profile 1, semester 1, entered: must be an object',
    });
    expect(broken({ subjects: [subject(9, 4)] })).toEqual({
      ok: false,
      message:
        'Profile 1, semester 1: a semester entered as SGPA and credits cannot also have subjects',
    });
  });

  it('the printable report shows the SGPA and credits where subjects would be', () => {
    const profile: Profile = {
      ...base,
      scale: { preset: 'anna-r2021' },
      semesters: [quickSemester('q', 9, 20), { ...quickSemester('r', 8.5, 1), name: '<b>' }],
    };
    const html = profileReportHtml(profile, 0);
    expect(html).toContain('<p>SGPA 9.00 × 20 credits (from the grade card)</p>');
    expect(html).toContain('<h2>&lt;b&gt;</h2><p>SGPA 8.50 × 1 credit (from the grade card)</p>');
    expect(html).toContain(CLASS_ASSUMES_NO_ARREARS_NOTE);
    expect(enteredSummary({ sgpa: 7, credits: 21.5 })).toBe(
      'SGPA 7.00 × 21.5 credits (from the grade card)',
    );
  });
});

describe('a change of scale with quick semesters', () => {
  const sixPoint = presetById('calicut-cucbcss-2014')!;
  const quick = (sgpa: number) => ({ name: 'Semester 2', entered: { sgpa, credits: 20 } });

  it('is refused, with the semester named, where an SGPA is above the new scale’s best', () => {
    expect(scaleChangeProblem(sixPoint, [{ name: 'Semester 1' }, quick(6.01)])).toBe(
      `Semester 2’s SGPA 6.01 is above ${sixPoint.name}’s best, 6: change or delete that semester first.`,
    );
    expect(scaleChangeProblem(sixPoint, [quick(6)])).toBeNull();
    expect(scaleChangeProblem(presetById('vtu-2022-r2')!, [quick(9.5)])).toBeNull();
  });

  it('leaves the profile as it was when applied (the device and the cloud refuse it alike)', () => {
    const profile: Profile = {
      ...createProfile('Asha', null, { now: () => 5, random: () => 0.5 }),
      semesters: [{ id: 's', name: 'Semester 2', subjects: [], entered: { sgpa: 8, credits: 20 } }],
    };
    const edit = {
      type: 'changeScale' as const,
      scale: { preset: sixPoint.id },
      semesters: profile.semesters,
    };
    expect(applyProfileEdit(profile, edit, 2)).toBe(profile);
  });
});
