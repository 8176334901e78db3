import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WorkingStep } from '../../working';
import { gpaChangeDetail } from '../gpa-detail';
import type { Profile, Semester } from '../model';
import { planBasis, planTarget } from '../plan/target-plan';
import { rational } from '../../rational';
import { createProfile } from '../profiles';
import { profileReportHtml } from '../report';
import { gpaWorking } from './gpa-working';
import { DEFAULT_SCALE, creditsOf, profileNumbers, scaleChoiceOf } from './profile-scale';
import { CUSTOM_SCALE } from './test-scales';
import { graded, scaleAndSemesters } from './test-profiles';

/**
 * One set of numbers: the summary, 'Show working', the event, the printed report and the planner
 * all give a profile the same credits and subjects, a failed attempt cleared later counted once.
 * The planner counts from the semesters itself (its dialog is handed no numbers), so its CGPA now
 * is held to the summary's here too.
 */

const profileOf = (semesters: Semester[], scale = DEFAULT_SCALE): Profile => {
  const choice = scaleChoiceOf(scale, scale === CUSTOM_SCALE);
  return {
    ...createProfile('Asha', null, { now: () => 0, random: () => 0.5 }),
    semesters,
    ...(choice ? { scale: choice } : {}),
  };
};

/** Every line of the working, groups opened. */
const workingLines = (steps: readonly WorkingStep[]): string[] =>
  steps.flatMap((step) =>
    step.kind === 'line' ? [step.text] : step.kind === 'group' ? workingLines(step.steps) : [],
  );

/** The divisor of a division line of the working ('CGPA = 80 ÷ 11 = …'), as a number. */
const divisor = (text: string | undefined) => Number(text?.split(' ÷ ')[1]?.split(' ')[0]);

/** The credits and subjects the report's summary line counts. */
function reportCounts(html: string) {
  const [, subjects, credits] = /(\d+) subjects?, ([\d.]+) credits?/.exec(html)!;
  return { subjects: Number(subjects), credits: Number(credits) };
}

describe('one set of numbers', () => {
  // S1: Maths failed (3 credits) and Physics; S2: Maths cleared, and Chemistry.
  const semesters: Semester[] = [
    {
      id: 'sem1',
      name: 'Semester 1',
      subjects: [graded(DEFAULT_SCALE, 'maths', 'F', 3), graded(DEFAULT_SCALE, 'physics', 'A', 4)],
    },
    {
      id: 'sem2',
      name: 'Semester 2',
      subjects: [
        graded(DEFAULT_SCALE, 'maths-2', 'B', 3, 'maths'),
        graded(DEFAULT_SCALE, 'chemistry', 'A+', 4),
      ],
    },
  ];

  it('counts a failed subject cleared later once: 11 credits of 14 attempted', () => {
    const numbers = profileNumbers(DEFAULT_SCALE, semesters);
    // (8 × 4 + 6 × 3 + 9 × 4) / 11 = 86 / 11 = 7.818…
    expect(numbers).toMatchObject({
      cgpa: '7.82',
      creditsCounted: 11,
      creditsAttempted: 14,
      subjectsCounted: 3,
      subjectsListed: 4,
      // Each semester's SGPA divides its own marksheet: S1's F counts there.
      semesterCredits: [7, 7],
    });
    const detail = gpaChangeDetail(profileOf(semesters), DEFAULT_SCALE, numbers);
    expect(detail).toMatchObject({ totalCredits: 11, creditsAttempted: 14, totalSubjects: 3 });
    expect(reportCounts(profileReportHtml(profileOf(semesters), 0))).toEqual({
      subjects: 3,
      credits: 11,
    });
    const cgpa = workingLines(gpaWorking(DEFAULT_SCALE, semesters).steps).find((line) =>
      line.startsWith('CGPA = '),
    );
    expect(cgpa).toBe('CGPA = 86 ÷ 11 = 7.8181… → 7.82 (rounded to 2 decimal places)');
  });

  it('on any scale, the summary, the working, the event, the report and the planner agree', () => {
    fc.assert(
      fc.property(scaleAndSemesters, ({ scale, semesters: list }) => {
        const numbers = profileNumbers(scale, list);
        const profile = profileOf(list, scale);
        const lines = workingLines(gpaWorking(scale, list).steps);

        // The working: each semester's SGPA divides the semester's credits, and a pooled CGPA
        // divides the credits counted.
        list.forEach((semester, index) => {
          if (numbers.sgpas[index] === null) return;
          const group = gpaWorking(scale, [semester]).steps[0]!;
          const division = workingLines([group]).find((line) => line.startsWith('SGPA = '));
          expect(divisor(division)).toBe(numbers.semesterCredits[index]);
        });
        const cgpa = lines.find((line) => line.startsWith('CGPA = '));
        if (scale.aggregation.kind === 'credit-weighted' && numbers.cgpa !== null) {
          expect(divisor(cgpa)).toBe(numbers.creditsCounted);
        }
        if (numbers.creditsCounted === 0) expect(numbers.cgpa).toBeNull();

        // The event.
        const detail = gpaChangeDetail(profile, scale, numbers);
        expect(detail.totalCredits).toBe(numbers.creditsCounted);
        expect(detail.totalSubjects).toBe(numbers.subjectsCounted);
        expect(detail.semesters.map(({ credits }) => credits)).toEqual(numbers.semesterCredits);

        // The report.
        expect(reportCounts(profileReportHtml(profile, 0))).toEqual({
          subjects: numbers.subjectsCounted,
          credits: numbers.creditsCounted,
        });

        // The planner's basis.
        const basis = planBasis(scale, list);
        const credits = creditsOf(scale, basis.counted);
        expect(Number(credits.num) / Number(credits.den)).toBe(numbers.creditsCounted);
        expect(basis.credits.map((one) => Number(one.num) / Number(one.den))).toEqual(
          numbers.semesterCredits,
        );
        // The planner's CGPA now, exact and as printed.
        const plan = planTarget(scale, basis, rational(1n), [4]);
        if (plan.state !== 'not-planned') {
          expect(plan.current).toEqual(numbers.exactCgpa);
          expect(plan.now).toBe(numbers.cgpa);
        }

        // Counted never exceeds attempted; each subject once, never more than listed.
        expect(numbers.creditsCounted).toBeLessThanOrEqual(numbers.creditsAttempted);
        expect(numbers.subjectsCounted).toBeLessThanOrEqual(numbers.subjectsListed);
      }),
    );
  });
});
