import type { Rational } from '../../rational';
import {
  ZERO,
  add,
  compare,
  div,
  isZero,
  mul,
  parseDecimal,
  toFixedString,
  toPlainString,
} from '../../rational';
import type { WorkingStep } from '../../working';
import { toExactDecimalString } from '../../working';
import { exactDecimal } from '../gpa';
import type { Semester } from '../model';
import { semesterNumber, shownSemesterName } from '../shown-names';
import type { GradeScale, ScaleGrade } from './grade-scale';
import type { FourPointBand, FourPointMethod } from './four-point-methods';
import { FOUR_POINT_METHODS } from './four-point-methods';
import { fourPointTexts } from './four-point-texts';
import { gradeOf } from './profile-scale';
import { scaleMaximum } from './scale-gpa';
import { scaleTexts } from './scale-texts';
import type { ViewTexts } from './view-texts';
import { viewTexts } from './view-texts';

type FourPointTexts = typeof fourPointTexts.en;

/**
 * A profile on a 4-point scale course by course (four-point-methods.ts): each course's grade points
 * to a US letter by the method's table, the letter's points weighted by the course's credits, over
 * every course listed. Exact to the last step, then rounded as the method's source rounds; the
 * working writes '=' only where the value is exact and '≈' where it is cut short.
 */

/** The top of the scale every shipped table converts from. */
export const TEN_POINT = 10;
const FOUR = exactDecimal(4);

export interface ConvertedCourse {
  course: string;
  /** As the profile's scale prints it: 'A (8)'. */
  grade: string;
  letter: string;
  points: Rational;
  credit: Rational;
}

export type FourPointOutcome =
  | {
      kind: 'result';
      /** As shown: '3.38'. */
      value: string;
      exact: Rational;
      courses: ConvertedCourse[];
      /** Courses kept out because their grade is outside the GPA (pass/fail, incomplete): 'Yoga (P)'. */
      left: string[];
    }
  /** The method cannot convert this profile, and why, in the student's words. */
  | { kind: 'none'; reason: string };

const gradeText = (grade: ScaleGrade) => `${grade.code} (${grade.points})`;

/** The row of the method's table that holds these grade points, compared exactly. */
export function bandOf(method: FourPointMethod, points: number): FourPointBand | undefined {
  const exact = exactDecimal(points);
  return method.bands.find(
    ({ from, to }) =>
      compare(exact, exactDecimal(from)) >= 0 && compare(exact, exactDecimal(to)) <= 0,
  );
}

/** The US letter and its points for a grade, or null where the method's table has no row for it. */
export function letterFor(
  method: FourPointMethod,
  points: number,
): { letter: string; points: Rational } | null {
  const band = bandOf(method, points);
  const letterPoints = band && method.letterPoints[band.letter];
  const exact = letterPoints === undefined ? null : parseDecimal(letterPoints);
  return band && exact ? { letter: band.letter, points: exact } : null;
}

// Why a method has no result, shown below its name.

export const notTenPoint = (scale: GradeScale, texts: FourPointTexts = fourPointTexts.en) =>
  texts.notTenPoint(scale.name, scaleMaximum(scale));

export const onlySgpa = (
  semester: Semester,
  texts: FourPointTexts = fourPointTexts.en,
  view: ViewTexts = viewTexts.en,
) => texts.onlySgpa(shownSemesterName(semester.name, view));

export const noRow = (grade: ScaleGrade, texts: FourPointTexts = fourPointTexts.en) =>
  texts.noRow(gradeText(grade));

/**
 * What a reason may name as written, for the screen to mark as data: the scale's name, its grades
 * as printed ('A (8.5)') and the semesters' names a student typed.
 */
export const reasonData = (scale: GradeScale, semesters: readonly Semester[]): string[] => [
  scale.name,
  ...scale.grades.map(gradeText),
  ...semesters.flatMap(({ name }) => (semesterNumber(name) === null ? [name] : [])),
];

/**
 * The profile converted by the method: a result, the reason it cannot be converted, or null while
 * no course with credits is listed (as the CGPA is then none).
 */
export function convertCourses(
  method: FourPointMethod,
  scale: GradeScale,
  semesters: readonly Semester[],
  texts: FourPointTexts = fourPointTexts.en,
  view: ViewTexts = viewTexts.en,
): FourPointOutcome | null {
  if (scaleMaximum(scale) !== TEN_POINT) return { kind: 'none', reason: notTenPoint(scale, texts) };
  const quick = semesters.find((semester) => semester.entered);
  if (quick) return { kind: 'none', reason: onlySgpa(quick, texts, view) };
  const courses: ConvertedCourse[] = [];
  const left: string[] = [];
  for (const subject of semesters.flatMap((semester) => semester.subjects)) {
    const grade = gradeOf(scale, subject);
    if (!grade) continue;
    if (!grade.countsInGpa) {
      left.push(`${subject.subjectName} (${grade.code})`);
      continue;
    }
    const converted = letterFor(method, grade.points);
    if (!converted) return { kind: 'none', reason: noRow(grade, texts) };
    courses.push({
      course: subject.subjectName,
      grade: gradeText(grade),
      ...converted,
      credit: exactDecimal(subject.credit),
    });
  }
  const { points, credits } = totals(courses);
  if (isZero(credits)) return null;
  const exact = div(points, credits);
  return { kind: 'result', value: toFixedString(exact, method.places), exact, courses, left };
}

function totals(courses: readonly ConvertedCourse[]) {
  return courses.reduce(
    (sum, course) => ({
      points: add(sum.points, mul(course.points, course.credit)),
      credits: add(sum.credits, course.credit),
    }),
    { points: ZERO, credits: ZERO },
  );
}

/** Decimal places a working writes a value to where its decimals go on. */
const CUT_PLACES = 4;

/** '3.375' where the decimals end, else null. */
const exactText = (value: Rational) => toExactDecimalString(value);

/** The working of a result: each course's row, the sums and the division with its rounding. */
export function fourPointWorking(
  method: FourPointMethod,
  outcome: Extract<FourPointOutcome, { kind: 'result' }>,
  texts: FourPointTexts = fourPointTexts.en,
  shared: typeof scaleTexts.en = scaleTexts.en,
): WorkingStep[] {
  const { points, credits } = totals(outcome.courses);
  // Credits and letter points are decimals, so their products and sums always end.
  const written = (value: Rational) => exactText(value) ?? toPlainString(value);
  const quotient = exactText(outcome.exact);
  const division = `${written(points)} ÷ ${written(credits)} ${
    quotient === null
      ? texts.about(toFixedString(outcome.exact, CUT_PLACES), CUT_PLACES)
      : `= ${quotient}`
  }`;
  const rounded =
    quotient === outcome.value
      ? []
      : [
          {
            kind: 'line' as const,
            text: texts.rounded(method.places, outcome.value),
          },
        ];
  return [
    {
      kind: 'table',
      caption: texts.caption(method.name),
      head: [texts.course, texts.gradePoints, texts.usGrade, shared.credits, texts.product],
      rows: outcome.courses.map((course) => [
        course.course,
        course.grade,
        `${course.letter} (${written(course.points)})`,
        written(course.credit),
        written(mul(course.points, course.credit)),
      ]),
    },
    { kind: 'line', text: texts.pointsAdded(written(points)) },
    { kind: 'line', text: texts.creditsAdded(written(credits)) },
    { kind: 'line', text: division },
    ...rounded,
  ];
}

// --- Where evaluators differ ----------------------------------------------------------------------

export interface GradeDisagreement {
  /** 'A (8)'. */
  grade: string;
  /** Each method's US grade with its points, 'B+ (3.3)', or null where its table has no row. */
  byMethod: { evaluator: string; converted: string | null }[];
  /** The grade ÷ 10 × 4, as the proportional conversion gives it: '3.2'. */
  proportional: string;
}

/**
 * The scale's grades (those in the GPA) that the methods convert differently, best first: what a
 * student is shown as the dispute between evaluators. Empty on a scale the methods do not convert.
 */
export function disagreements(
  scale: GradeScale,
  methods: readonly FourPointMethod[] = FOUR_POINT_METHODS,
): GradeDisagreement[] {
  if (scaleMaximum(scale) !== TEN_POINT) return [];
  // One grade per points (SPEC's E, F and G are all 0), best first.
  const byPoints = new Map<number, ScaleGrade>();
  for (const grade of scale.grades) {
    if (grade.countsInGpa && !byPoints.has(grade.points)) byPoints.set(grade.points, grade);
  }
  const grades = [...byPoints.values()].sort((a, b) => b.points - a.points);
  return grades.flatMap((grade) => {
    const byMethod = methods.map((method) => {
      const converted = letterFor(method, grade.points);
      return {
        evaluator: method.evaluator,
        points: converted?.points ?? null,
        converted: converted && `${converted.letter} (${exactText(converted.points)})`,
      };
    });
    const first = byMethod[0]!.points;
    const agree = byMethod.every(
      ({ points }) => points !== null && first !== null && compare(points, first) === 0,
    );
    if (agree) return [];
    const proportional = div(mul(exactDecimal(grade.points), FOUR), exactDecimal(TEN_POINT));
    return [
      {
        grade: gradeText(grade),
        byMethod: byMethod.map(({ evaluator, converted }) => ({ evaluator, converted })),
        proportional: exactText(proportional) ?? toFixedString(proportional, CUT_PLACES),
      },
    ];
  });
}

/** 'A (8): Scholaro B+ (3.3) · Diplomatiko AB (3.5) · proportional 3.2', in `texts`' words. */
export const disagreementIn =
  (texts: FourPointTexts) =>
  ({ grade, byMethod, proportional }: GradeDisagreement): string => {
    const each = byMethod.map(
      ({ evaluator, converted }) => `${evaluator} ${converted ?? texts.hasNoRow}`,
    );
    return `${grade}: ${[...each, texts.proportional(proportional)].join(' · ')}`;
  };

export const disagreementLine = disagreementIn(fourPointTexts.en);

/** What a disagreement's line names as written, for the screen to mark as data. */
export const disagreementData = ({ grade, byMethod }: GradeDisagreement): string[] => [
  grade,
  ...byMethod.flatMap(({ evaluator, converted }) =>
    converted ? [evaluator, converted] : [evaluator],
  ),
];

/** Every shipped method on this profile, in order, and where they differ on its scale's grades. */
export function fourPointConversions(
  scale: GradeScale,
  semesters: readonly Semester[],
  texts: FourPointTexts = fourPointTexts.en,
  view: ViewTexts = viewTexts.en,
) {
  return {
    methods: FOUR_POINT_METHODS.map((method) => ({
      method,
      outcome: convertCourses(method, scale, semesters, texts, view),
    })),
    disagreements: disagreements(scale),
  };
}
