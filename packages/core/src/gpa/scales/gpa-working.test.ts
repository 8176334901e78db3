import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compare, parseDecimal } from '../../rational';
import type { Working, WorkingStep } from '../../working';
import { workingText } from '../../working';
import { readLine, readWorking } from '../../working-arithmetic';
import type { Semester } from '../model';
import { gpaWorking } from './gpa-working';
import { presetById } from './presets';
import { DEFAULT_SCALE, profileNumbers } from './profile-scale';
import { graded, scaleAndSemesters } from './test-profiles';
import type { ViewTexts } from './view-texts';
import { viewTexts } from './view-texts';

const KTU = presetById('ktu-2019')!;
const ANNA = presetById('anna-r2021')!;
const MUMBAI = presetById('mumbai-cbcs')!;

const group = (working: Working, title: string) =>
  working.steps.find(
    (step): step is Extract<WorkingStep, { kind: 'group' }> =>
      step.kind === 'group' && step.title === title,
  )!;

const lines = (steps: readonly WorkingStep[]) =>
  steps.flatMap((step) => (step.kind === 'line' ? [step.text] : []));

describe('gpaWorking', () => {
  const semesters: Semester[] = [
    {
      id: 's1',
      name: 'Semester 1',
      subjects: [
        graded(DEFAULT_SCALE, 'Maths', 'A', 4),
        graded(DEFAULT_SCALE, 'Physics', 'B+', 3),
        graded(DEFAULT_SCALE, 'Chemistry', 'O', 3.5),
      ],
    },
    { id: 's2', name: 'Semester 2', subjects: [graded(DEFAULT_SCALE, 'Drawing', 'B', 3)] },
  ];

  it("shows a semester's points × credits, the sums and the division", () => {
    const working = gpaWorking(DEFAULT_SCALE, semesters);
    const first = group(working, 'Semester 1');
    expect(first.steps[0]).toEqual({
      kind: 'table',
      caption: 'Semester 1: points × credits',
      head: ['Subject', 'Grade (points)', 'Credits', 'Points × credits'],
      rows: [
        ['Maths', 'A (8)', '4', '32'],
        ['Physics', 'B+ (7)', '3', '21'],
        ['Chemistry', 'O (10)', '3.5', '35'],
      ],
    });
    expect(lines(first.steps)).toEqual([
      'Total credits = 4 + 3 + 3.5 = 10.5',
      'Total points × credits = 32 + 21 + 35 = 88',
      'SGPA = 88 ÷ 10.5 = 8.3809… → 8.38 (rounded to 2 decimal places)',
    ]);
  });

  it('pools the semesters for the CGPA and puts the CGPA into the percentage rule', () => {
    const working = gpaWorking(DEFAULT_SCALE, semesters);
    expect(lines(group(working, 'CGPA').steps)).toEqual([
      'Total credits = 10.5 + 3 = 13.5',
      'Total points × credits = 88 + 18 = 106',
      'CGPA = 106 ÷ 13.5 = 7.8518… → 7.85 (rounded to 2 decimal places)',
    ]);
    expect(lines(group(working, 'Percentage').steps)).toEqual([
      'Percentage = 9.5 × CGPA = 9.5 × 7.85 = 74.575 → 74.58 (rounded to 2 decimal places)',
    ]);
    expect(working.result).toEqual({ label: 'Percentage', value: '74.58%', approximate: true });
    expect(workingText(working).split('\n').at(-1)).toBe('Percentage ≈ 74.58%');
  });

  it('puts the CGPA before rounding into the rule exactly, as a fraction where it never ends', () => {
    const rounding = { ...DEFAULT_SCALE.rounding, beforePercentage: false };
    const working = gpaWorking({ ...DEFAULT_SCALE, rounding }, semesters);
    expect(lines(group(working, 'Percentage').steps)).toEqual([
      'The rule takes the CGPA before rounding: 212/27 = 7.8518…',
      'Percentage = 9.5 × CGPA = 9.5 × 212/27 = 74.5925… → 74.59 (rounded to 2 decimal places)',
    ]);
    expect(readWorking(working)).toMatchObject({ claims: 12, problems: [] });
  });

  it('says a fail the scale leaves out is not counted, and notes how a retake counts', () => {
    const working = gpaWorking(ANNA, [
      {
        id: 's1',
        name: 'Sem 1',
        subjects: [graded(ANNA, 'Maths', 'RA', 4), graded(ANNA, 'Art', 'A', 2)],
      },
      { id: 's2', name: 'Sem 2', subjects: [graded(ANNA, 'Maths again', 'B', 4, 'Maths')] },
    ]);
    expect(group(working, 'Sem 1').steps[0]).toMatchObject({
      rows: [
        ['Maths', 'RA (0)', '4', 'not counted until cleared'],
        ['Art', 'A (8)', '2', '16'],
      ],
    });
    expect(lines(group(working, 'CGPA').steps)).toEqual([
      'A subject taken again counts once, in the semester of its latest attempt, with the grade of the attempt that cleared it.',
      'Total credits = 2 + 4 = 6',
      'Total points × credits = 16 + 24 = 40',
      'CGPA = 40 ÷ 6 = 6.6666… → 6.67 (rounded to 2 decimal places)',
    ]);
    expect(lines(working.steps).at(-1)).toBe('Class: First Class (CGPA 6.5 or more)');
  });

  it("takes the mean of printed semester GPAs where the scale does, and KTU's shifted rule", () => {
    const mumbai = gpaWorking(MUMBAI, [
      {
        id: 'a',
        name: 'Sem 1',
        subjects: [graded(MUMBAI, 'X', 'A+', 3), graded(MUMBAI, 'Y', 'B', 4)],
      },
      { id: 'b', name: 'Sem 2', subjects: [graded(MUMBAI, 'Z', 'O', 2)] },
    ]);
    expect(lines(group(mumbai, 'CGPA').steps)).toEqual([
      "This scale's CGPA is the mean of the semesters' GPAs as printed.",
      'CGPA = (7.29 + 10.00) ÷ 2 = 8.645 → 8.65 (rounded to 2 decimal places)',
    ]);
    const ktu = gpaWorking(KTU, [{ id: 'a', name: 'S1', subjects: [graded(KTU, 'X', 'A', 4)] }]);
    expect(lines(group(ktu, 'Percentage').steps)).toEqual([
      'Percentage = 10 × CGPA − 3.75 = 10 × 8.50 − 3.75 = 81.25',
    ]);
  });

  it('ends in the CGPA where the scale has no percentage rule, and says so', () => {
    const ugc = presetById('ugc-cbcs')!;
    const working = gpaWorking(ugc, [
      { id: 'a', name: 'S1', subjects: [graded(ugc, 'X', 'A', 4)] },
    ]);
    expect(lines(group(working, 'Percentage').steps)).toEqual([
      'This scale has no rule for a percentage.',
    ]);
    expect(working.result).toEqual({ label: 'CGPA', value: '8.00' });
  });

  it('counts a semester entered from the grade card as its SGPA × credits', () => {
    const working = gpaWorking(DEFAULT_SCALE, [
      { id: 'q', name: 'Semester 1', subjects: [], entered: { sgpa: 8.25, credits: 22 } },
      semesters[1]!,
    ]);
    expect(lines(group(working, 'Semester 1').steps)).toEqual([
      'SGPA 8.25 × 22 credits (from the grade card)',
      'Points × credits = 8.25 × 22 = 181.5',
      'SGPA = 181.5 ÷ 22 = 8.25',
    ]);
    expect(lines(group(working, 'CGPA').steps)).toEqual([
      'Total credits = 22 + 3 = 25',
      'Total points × credits = 181.5 + 18 = 199.5',
      'CGPA = 199.5 ÷ 25 = 7.98',
    ]);
  });

  it("names the product's semesters and a quick semester in the working's language", () => {
    // The names the product writes and a quick semester's line, as an element in Hindi has them.
    const view: ViewTexts = {
      ...viewTexts.en,
      semester: 'सेमेस्टर',
      semesterN: (number) => `सेमेस्टर ${number}`,
      fromCard: (sgpa, credits) => `SGPA ${sgpa} × ${credits} क्रेडिट (ग्रेड कार्ड से)`,
    };
    const hindi = { locale: 'hi', digits: 'latin', bundle: { 'gpa-view': view } } as const;
    const quick = {
      id: 'q',
      name: 'Semester 3',
      subjects: [],
      entered: { sgpa: 8.25, credits: 22 },
    };
    const mine = { ...semesters[1]!, name: 'Drawing term' };
    const working = gpaWorking(DEFAULT_SCALE, [semesters[0]!, mine, quick], undefined, hindi);
    const titles = working.steps.flatMap((step) => (step.kind === 'group' ? [step.title] : []));
    // The student's own name stays as typed.
    expect(titles).toEqual(['सेमेस्टर 1', 'Drawing term', 'सेमेस्टर 3', 'CGPA', 'Percentage']);
    const first = group(working, 'सेमेस्टर 1').steps[0]!;
    expect(first.kind === 'table' && first.caption).toBe('सेमेस्टर 1: points × credits');
    expect(group(working, 'सेमेस्टर 3').steps[0]).toEqual({
      kind: 'line',
      text: 'SGPA 8.25 × 22 क्रेडिट (ग्रेड कार्ड से)',
    });
    const pooled = group(working, 'CGPA').steps[0]!;
    expect(pooled.kind === 'table' && pooled.rows.map(([name]) => name)).toEqual([
      'सेमेस्टर 1',
      'Drawing term',
      'सेमेस्टर 3',
    ]);
  });

  it('has no division to show without credits', () => {
    const working = gpaWorking(DEFAULT_SCALE, [{ id: 'a', name: 'S1', subjects: [] }]);
    expect(lines(group(working, 'CGPA').steps)).toContain(
      'No credits count yet, so there is no CGPA.',
    );
    expect(working.result).toEqual({ label: 'CGPA', value: '0.00' });
  });
});

// --- Properties ------------------------------------------------------------------------------------

/** The figure a line ends on: after its last '=' or '→', without a note in brackets or a '%'. */
function lastFigure(text: string): string {
  return text
    .split(/[=→]/)
    .at(-1)!
    .replace(/\(.*\)$/, '')
    .trim();
}

const sameValue = (a: string, b: string) =>
  compare(parseDecimal(a.replace('…', ''))!, parseDecimal(b)!) === 0;

describe('gpaWorking properties', () => {
  it("ends each semester's division on its SGPA and the CGPA's on the CGPA shown", () => {
    fc.assert(
      fc.property(scaleAndSemesters, ({ scale, semesters }) => {
        const working = gpaWorking(scale, semesters);
        const numbers = profileNumbers(scale, semesters);
        semesters.forEach((semester, index) => {
          const division = lines(
            (working.steps[index] as Extract<WorkingStep, { kind: 'group' }>).steps,
          ).at(-1)!;
          const sgpa = numbers.sgpas[index];
          if (sgpa === null) expect(division).toMatch(/^No credits count yet|at most/);
          else expect(lastFigure(division)).toBe(sgpa);
        });
        const cgpaLines = lines(group(working, 'CGPA').steps);
        if (numbers.cgpa !== null) expect(lastFigure(cgpaLines.at(-1)!)).toBe(numbers.cgpa);
      }),
    );
  });

  it('adds up: every sum line totals its terms, and the result is what the card shows', () => {
    fc.assert(
      fc.property(scaleAndSemesters, ({ scale, semesters }) => {
        const working = gpaWorking(scale, semesters);
        const all = working.steps.flatMap(function flat(step): string[] {
          return step.kind === 'line'
            ? [step.text]
            : step.kind === 'group'
              ? step.steps.flatMap(flat)
              : [];
        });
        for (const text of all.filter((t) => t.startsWith('Total '))) {
          const [, terms, total] = text.split(' = ');
          if (total === undefined) continue;
          const sum = terms!.split(' + ').reduce((acc, term) => acc + Number(term), 0);
          expect(sum).toBeCloseTo(Number(total), 9);
        }
        const numbers = profileNumbers(scale, semesters);
        const percentage = numbers.percentage?.text;
        if (percentage === undefined) {
          expect(working.result.label).toBe('CGPA');
        } else {
          expect(working.result).toMatchObject({ label: 'Percentage', value: `${percentage}%` });
          const last = lines(group(working, 'Percentage').steps).at(-1)!;
          expect(sameValue(lastFigure(last).split(':').at(-1)!.trim(), percentage)).toBe(true);
        }
      }),
    );
  });

  it('is true as written: each "=" exact, each "→" its value rounded as the scale says', () => {
    fc.assert(
      fc.property(scaleAndSemesters, fc.boolean(), ({ scale, semesters }, beforePercentage) => {
        // A student's own scale may convert the CGPA before rounding it.
        const rounding = { ...scale.rounding, beforePercentage };
        const working = gpaWorking({ ...scale, rounding }, semesters);
        expect(readWorking(working).problems).toEqual([]);
        // A subject's row: its grade's points × its credits, where it counts.
        const tables = working.steps.flatMap((step) =>
          step.kind === 'group' ? step.steps.filter((inner) => inner.kind === 'table') : [],
        );
        for (const table of tables) {
          if (table.kind !== 'table' || table.head[3] !== 'Points × credits') continue;
          for (const [, grade = '', credits, product = ''] of table.rows) {
            if (!/^[\d.]+$/.test(product)) continue;
            const points = /\(([^)]+)\)$/.exec(grade)![1];
            expect(readLine(`${points} × ${credits} = ${product}`)).toEqual({
              claims: 1,
              problems: [],
            });
          }
        }
      }),
    );
  });
});
