import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compare, div, mul, rational, toFixedString } from '../../rational';
import { toExactDecimalString } from '../../working';
import type { Semester, Subject } from '../model';
import type { FourPointMethod } from './four-point-methods';
import { DIPLOMATIKO_UGC, SCHOLARO_UGC } from './four-point-methods';
import {
  convertCourses,
  disagreementData,
  disagreementLine,
  disagreements,
  fourPointWorking,
  letterFor,
  noRow,
  notTenPoint,
  onlySgpa,
  reasonData,
} from './four-point';
import type { GradeScale } from './grade-scale';
import { IIT_GANDHINAGAR } from './presets/iit-gandhinagar';
import { KTU_2019 } from './presets/ktu-2019';
import { UGC_CBCS } from './presets/ugc-cbcs';
import { exactProfileCgpa, storedGrade } from './profile-scale';
import { gradeByCode } from './scale-gpa';
import { subject } from './test-subjects';
import { viewTexts } from './view-texts';

const semester = (id: string, ...subjects: Subject[]): Semester => ({ id, name: id, subjects });

/** A course with one of the scale's grades, stored as the form stores it. */
const course = (scale: GradeScale, name: string, code: string, credit: number): Subject => ({
  id: name,
  subjectName: name,
  credit,
  ...storedGrade(scale, gradeByCode(scale, code)!),
});

const result = (method: FourPointMethod, scale: GradeScale, semesters: readonly Semester[]) => {
  const outcome = convertCourses(method, scale, semesters);
  if (outcome?.kind !== 'result') throw new Error(`No result: ${JSON.stringify(outcome)}`);
  return outcome;
};

describe('the tables, as their sources print them', () => {
  it('Scholaro: O and A+ are A, A is B+, B+ is B, B is B-, C and P are C, F is F', () => {
    const rows = [10, 9, 8, 7, 6, 5, 4, 0].map((points) => {
      const converted = letterFor(SCHOLARO_UGC, points)!;
      return `${points} ${converted.letter} ${toExactDecimalString(converted.points)}`;
    });
    expect(rows).toEqual([
      '10 A 4',
      '9 A 4',
      '8 B+ 3.3',
      '7 B 3',
      '6 B- 2.7',
      '5 C 2',
      '4 C 2',
      '0 F 0',
    ]);
  });

  it('Scholaro prints single points: a grade between them has no row', () => {
    expect(letterFor(SCHOLARO_UGC, 8.5)).toBeNull();
    expect(letterFor(SCHOLARO_UGC, 3)).toBeNull();
  });

  it('Diplomatiko prints ranges: A is AB (8.000–8.990), B is BC, to 9.990 and no further', () => {
    expect(letterFor(DIPLOMATIKO_UGC, 8)?.letter).toBe('AB');
    expect(letterFor(DIPLOMATIKO_UGC, 8.5)?.letter).toBe('AB');
    expect(letterFor(DIPLOMATIKO_UGC, 6)?.letter).toBe('BC');
    expect(letterFor(DIPLOMATIKO_UGC, 9.99)?.letter).toBe('A');
    expect(letterFor(DIPLOMATIKO_UGC, 9.995)).toBeNull();
    expect(letterFor(DIPLOMATIKO_UGC, 2)).toBeNull();
  });

  it('every letter a table gives has points, between 0 and 4', () => {
    for (const method of [SCHOLARO_UGC, DIPLOMATIKO_UGC]) {
      for (const band of method.bands) {
        const points = Number(method.letterPoints[band.letter]);
        expect(points).toBeGreaterThanOrEqual(0);
        expect(points).toBeLessThanOrEqual(4);
      }
    }
  });
});

describe('a profile converted course by course', () => {
  // The sources' worked example: A 3 credits, B 3, B 2: 27.0 ÷ 8 = 3.38.
  const example = [
    semester(
      'Semester 1',
      course(UGC_CBCS, 'Maths', 'O', 3),
      course(UGC_CBCS, 'Physics', 'B+', 3),
      course(UGC_CBCS, 'Drawing', 'B+', 2),
    ),
  ];

  it('gives the sources’ worked example, 27 ÷ 8 = 3.375, shown 3.38', () => {
    for (const method of [SCHOLARO_UGC, DIPLOMATIKO_UGC]) {
      const converted = result(method, UGC_CBCS, example);
      expect(converted.value).toBe('3.38');
      const lines = fourPointWorking(method, converted).flatMap((step) =>
        step.kind === 'line' ? [step.text] : [],
      );
      expect(lines).toEqual([
        'Points × credits, added: 27',
        'Credits, added: 8',
        '27 ÷ 8 = 3.375',
        'Rounded to 2 decimal places: 3.38',
      ]);
    }
  });

  it('shows each course’s row of the table', () => {
    const table = fourPointWorking(SCHOLARO_UGC, result(SCHOLARO_UGC, UGC_CBCS, example))[0]!;
    expect(table.kind === 'table' && table.rows).toEqual([
      ['Maths', 'O (10)', 'A (4)', '3', '12'],
      ['Physics', 'B+ (7)', 'B (3)', '3', '9'],
      ['Drawing', 'B+ (7)', 'B (3)', '2', '6'],
    ]);
  });

  it('writes ≈ where the division does not end, and rounds the exact value', () => {
    const converted = result(SCHOLARO_UGC, UGC_CBCS, [
      semester(
        'S1',
        course(UGC_CBCS, 'a', 'O', 1),
        course(UGC_CBCS, 'b', 'B+', 1),
        course(UGC_CBCS, 'c', 'B', 1),
      ),
    ]);
    // (4 + 3 + 2.7) ÷ 3 = 3.2333…
    expect(converted.value).toBe('3.23');
    const lines = fourPointWorking(SCHOLARO_UGC, converted).flatMap((step) =>
      step.kind === 'line' ? [step.text] : [],
    );
    expect(lines.slice(2)).toEqual([
      '9.7 ÷ 3 ≈ 3.2333 (to 4 decimal places)',
      'Rounded to 2 decimal places: 3.23',
    ]);
  });

  it('differs between the tables where they differ: A (8) is B+ 3.3 or AB 3.5', () => {
    const semesters = [
      semester('S1', course(UGC_CBCS, 'a', 'A', 4), course(UGC_CBCS, 'b', 'B', 4)),
    ];
    expect(result(SCHOLARO_UGC, UGC_CBCS, semesters).value).toBe('3.00'); // (13.2 + 10.8) ÷ 8
    expect(result(DIPLOMATIKO_UGC, UGC_CBCS, semesters).value).toBe('3.00'); // (14 + 10) ÷ 8
    const one = [semester('S1', course(UGC_CBCS, 'a', 'A', 4))];
    expect(result(SCHOLARO_UGC, UGC_CBCS, one).value).toBe('3.30');
    expect(result(DIPLOMATIKO_UGC, UGC_CBCS, one).value).toBe('3.50');
  });

  it('counts every attempt, a failed one with 0 points (the sources say nothing of repeats)', () => {
    const failed = course(UGC_CBCS, 'Maths', 'F', 4);
    const semesters = [
      semester('S1', failed, course(UGC_CBCS, 'Physics', 'O', 4)),
      semester('S2', { ...course(UGC_CBCS, 'Maths again', 'O', 4), retakeOf: failed.id }),
    ];
    const converted = result(SCHOLARO_UGC, UGC_CBCS, semesters);
    expect(converted.courses.map((each) => each.letter)).toEqual(['F', 'A', 'A']);
    expect(converted.value).toBe('2.67'); // 32 ÷ 12
  });

  it('leaves out grades outside the GPA, naming them', () => {
    const converted = result(SCHOLARO_UGC, KTU_2019, [
      semester('S1', course(KTU_2019, 'Maths', 'O', 4), course(KTU_2019, 'Project', 'I', 2)),
    ]);
    expect(converted.value).toBe('4.00');
    expect(converted.left).toEqual(['Project (I)']);
  });

  it('says which grade a table has no row for (KTU’s A is 8.5)', () => {
    const semesters = [semester('S1', course(KTU_2019, 'Maths', 'A', 4))];
    expect(convertCourses(SCHOLARO_UGC, KTU_2019, semesters)).toEqual({
      kind: 'none',
      reason: noRow(gradeByCode(KTU_2019, 'A')!),
    });
    expect(noRow(gradeByCode(KTU_2019, 'A')!)).toBe('Its table has no US grade for A (8.5).');
    expect(result(DIPLOMATIKO_UGC, KTU_2019, semesters).value).toBe('3.50');
  });

  it('converts no grade above 10 (IIT Gandhinagar’s A+ is 11)', () => {
    const semesters = [semester('S1', course(IIT_GANDHINAGAR, 'Maths', 'A+', 4))];
    expect(convertCourses(SCHOLARO_UGC, IIT_GANDHINAGAR, semesters)?.kind).toBe('none');
  });

  it('converts only 10-point scales', () => {
    const fivePoint: GradeScale = {
      ...UGC_CBCS,
      id: 'five',
      name: 'Five',
      grades: UGC_CBCS.grades.map((grade) => ({ ...grade, points: grade.points / 2 })),
    };
    const semesters = [semester('S1', subject('a', 5, 4))];
    expect(convertCourses(SCHOLARO_UGC, fivePoint, semesters)).toEqual({
      kind: 'none',
      reason: notTenPoint(fivePoint),
    });
    expect(notTenPoint(fivePoint)).toBe('Its table converts 10-point grades; Five grades up to 5.');
  });

  it('needs each course: a semester entered as its SGPA has none', () => {
    const quick: Semester = {
      id: 'q',
      name: 'Semester 2',
      subjects: [],
      entered: { sgpa: 8, credits: 20 },
    };
    expect(convertCourses(SCHOLARO_UGC, UGC_CBCS, [...example, quick])).toEqual({
      kind: 'none',
      reason: onlySgpa(quick),
    });
    // The semester named as the element shows the product's names; a typed name is data.
    const view = { ...viewTexts.en, semesterN: (number: string) => `सेमेस्टर ${number}` };
    expect(onlySgpa(quick, undefined, view)).toBe(
      "सेमेस्टर 2 is entered as its SGPA only: the table needs each course's grade.",
    );
    const typed = { ...quick, name: 'Summer term' };
    expect(reasonData(UGC_CBCS, [...example, quick, typed])).toEqual([
      UGC_CBCS.name,
      ...UGC_CBCS.grades.map((grade) => `${grade.code} (${grade.points})`),
      'Summer term',
    ]);
  });

  it('gives nothing while no course has credits', () => {
    expect(convertCourses(SCHOLARO_UGC, UGC_CBCS, [])).toBeNull();
    expect(
      convertCourses(SCHOLARO_UGC, UGC_CBCS, [semester('S1', course(UGC_CBCS, 'a', 'O', 0))]),
    ).toBeNull();
  });
});

describe('where evaluators differ', () => {
  it('names the UGC grades the tables convert differently, with the proportional value', () => {
    expect(disagreements(UGC_CBCS)).toEqual([
      {
        grade: 'A (8)',
        byMethod: [
          { evaluator: 'Scholaro', converted: 'B+ (3.3)' },
          { evaluator: 'Diplomatiko', converted: 'AB (3.5)' },
        ],
        proportional: '3.2',
      },
      {
        grade: 'B (6)',
        byMethod: [
          { evaluator: 'Scholaro', converted: 'B- (2.7)' },
          { evaluator: 'Diplomatiko', converted: 'BC (2.5)' },
        ],
        proportional: '2.4',
      },
    ]);
  });

  it('names a grade one table has no row for', () => {
    expect(disagreements(KTU_2019).map((each) => each.grade)).toEqual([
      'A (8.5)',
      'B+ (8)',
      'C (6)',
    ]);
    expect(disagreements(KTU_2019).map(disagreementLine)).toEqual([
      'A (8.5): Scholaro has no row · Diplomatiko AB (3.5) · proportional 3.4',
      'B+ (8): Scholaro B+ (3.3) · Diplomatiko AB (3.5) · proportional 3.2',
      'C (6): Scholaro B- (2.7) · Diplomatiko BC (2.5) · proportional 2.4',
    ]);
    // What the line names as written: the grade, each evaluator and its US grade.
    expect(disagreements(KTU_2019).map(disagreementData)[0]).toEqual([
      'A (8.5)',
      'Scholaro',
      'Diplomatiko',
      'AB (3.5)',
    ]);
  });
});

// --- Properties --------------------------------------------------------------------------------------

const ugcCourseArb = fc
  .record({
    code: fc.constantFrom(...UGC_CBCS.grades.map((grade) => grade.code)),
    credit: fc.integer({ min: 0, max: 16 }).map((steps) => steps / 2),
  })
  .map(({ code, credit }) => ({ code, credit }));

const ugcSemestersArb = fc
  .array(fc.array(ugcCourseArb, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 })
  .map((semesters) =>
    semesters.map((courses, index) =>
      semester(
        `S${index}`,
        ...courses.map(({ code, credit }, at) => course(UGC_CBCS, `c${index}-${at}`, code, credit)),
      ),
    ),
  );

/** A table that is the proportional conversion itself: each UGC grade's points × 4 ÷ 10. */
const LINEAR: FourPointMethod = {
  ...SCHOLARO_UGC,
  id: 'linear',
  bands: UGC_CBCS.grades.map((grade) => ({
    from: grade.points,
    to: grade.points,
    letter: String(grade.points),
  })),
  letterPoints: Object.fromEntries(
    UGC_CBCS.grades.map((grade) => [String(grade.points), String((grade.points * 4) / 10)]),
  ),
};

describe('properties', () => {
  it('every result lies between 0 and 4', () => {
    fc.assert(
      fc.property(
        ugcSemestersArb,
        fc.constantFrom(SCHOLARO_UGC, DIPLOMATIKO_UGC),
        (semesters, method) => {
          const outcome = convertCourses(method, UGC_CBCS, semesters);
          if (outcome?.kind !== 'result') return outcome === null;
          return (
            compare(outcome.exact, rational(0n)) >= 0 && compare(outcome.exact, rational(4n)) <= 0
          );
        },
      ),
    );
  });

  it('a better grade in one course never lowers the result', () => {
    const order = UGC_CBCS.grades.filter((grade) => !grade.isFail).map((grade) => grade.code);
    fc.assert(
      fc.property(
        ugcSemestersArb,
        fc.nat(),
        fc.constantFrom(SCHOLARO_UGC, DIPLOMATIKO_UGC),
        (semesters, pick, method) => {
          const all = semesters.flatMap((each) => each.subjects);
          const target = all[pick % all.length]!;
          const better = semesters.map((each) => ({
            ...each,
            subjects: each.subjects.map((one) =>
              one.id === target.id ? course(UGC_CBCS, one.id, order[0]!, one.credit) : one,
            ),
          }));
          const before = convertCourses(method, UGC_CBCS, semesters);
          const after = convertCourses(method, UGC_CBCS, better);
          if (before?.kind !== 'result' || after?.kind !== 'result') return before === after;
          return compare(after.exact, before.exact) >= 0;
        },
      ),
    );
  });

  it('a linear table gives the proportional conversion of the exact CGPA', () => {
    fc.assert(
      fc.property(ugcSemestersArb, (semesters) => {
        // Every course once: the proportional conversion reads the scale's CGPA.
        const cgpa = exactProfileCgpa(UGC_CBCS, semesters);
        const outcome = convertCourses(LINEAR, UGC_CBCS, semesters);
        if (cgpa === null) return outcome === null;
        if (outcome?.kind !== 'result') return false;
        const expected = div(mul(cgpa, rational(4n)), rational(10n));
        return (
          compare(outcome.exact, expected) === 0 && outcome.value === toFixedString(expected, 2)
        );
      }),
    );
  });
});
