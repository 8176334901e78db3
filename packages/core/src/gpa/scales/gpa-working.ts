import type { Rational } from '../../rational';
import {
  ZERO,
  add,
  compare,
  div,
  isZero,
  mul,
  parseDecimal,
  roundTo,
  toFixedString,
  toPlainString,
} from '../../rational';
import type { Working, WorkingStep } from '../../working';
import { toExactDecimalString } from '../../working';
import type { GradedCredit, Totals } from '../gpa';
import { exactDecimal, totalsOf } from '../gpa';
import { enteredSummary } from '../entered-sgpa';
import type { EnteredSgpa, Semester } from '../model';
import type { GradeScale } from './grade-scale';
import { PERCENT_DECIMALS, convertPercentage } from './percentage-conversion';
import type { ProfileNumbers } from './profile-scale';
import {
  countedSemesters,
  gradeOf,
  namedGrade,
  profileNumbers,
  semesterMarksheets,
} from './profile-scale';
import type { ScaleSemester } from './scale-gpa';
import {
  capped,
  chunks,
  entersGpa,
  gpaOf,
  semesterCredits,
  percentageBasis,
  printed,
} from './scale-gpa';
import { describeRule } from './percentage-view';
import { shownGpa } from './scale-view';

/**
 * The GPA's working ("Show working"): each semester's points × credits, the sums and
 * the division, then the CGPA as the scale aggregates it and the percentage with the numbers put
 * in. Every figure comes from the same functions as the numbers on screen (scale-gpa.ts), so the
 * working cannot disagree with them.
 */

/** Places beyond which a value is written cut short: a GPA never needs more. */
const EXACT_PLACES = 6;
const SHORT_PLACES = 4;

/** A value as a student writes it: every digit where it ends soon, else cut to 4 places with '…'. */
function written(value: Rational): string {
  const exact = toExactDecimalString(value);
  const places = exact?.split('.')[1]?.length ?? 0;
  return exact !== null && places <= EXACT_PLACES
    ? exact
    : `${toFixedString(roundTo(value, SHORT_PLACES, 'truncate'), SHORT_PLACES)}…`;
}

const ROUNDING_WORDS: Record<GradeScale['rounding']['mode'], string> = {
  'half-away-from-zero': 'rounded',
  truncate: 'cut',
  up: 'rounded up',
};

/** '= 7.7666… → 7.77 (rounded to 2 decimal places)', or '= 8.00' where nothing is rounded away. */
function equalsPrinted(scale: GradeScale, value: Rational): string {
  const shown = printed(scale, value);
  if (compare(exactDecimal(Number(shown)), value) === 0) return `= ${shown}`;
  const { places, mode } = scale.rounding;
  return `= ${written(value)} → ${shown} (${ROUNDING_WORDS[mode]} to ${places} decimal places)`;
}

const line = (text: string): WorkingStep => ({ kind: 'line', text });

/** 'Total credits = 4 + 3 + 3 = 10', or just '= 4' for one term. */
function sumLine(label: string, terms: readonly Rational[]): WorkingStep {
  const total = terms.reduce(add, ZERO);
  const addends = terms.length > 1 ? `${terms.map(written).join(' + ')} = ` : '';
  return line(`${label} = ${addends}${written(total)}`);
}

/** The division of a GPA, with the cap and the rounding where they apply. */
function divisionSteps(scale: GradeScale, label: string, totals: Totals): WorkingStep[] {
  if (isZero(totals.credits)) return [line(`No credits count yet, so there is no ${label}.`)];
  const exact = div(totals.points, totals.credits);
  const steps = [
    line(
      `${label} = ${written(totals.points)} ÷ ${written(totals.credits)} ${equalsPrinted(scale, exact)}`,
    ),
  ];
  const limited = capped(scale, exact)!;
  if (limited !== exact) {
    steps.push(
      line(`The scale gives at most ${scale.gpaCap}, so ${label} = ${printed(scale, limited)}`),
    );
  }
  return steps;
}

/** A quick semester: the grade card's SGPA × credits, divided back (so it pools like subjects). */
function enteredSteps(
  scale: GradeScale,
  semester: Semester,
  entered: EnteredSgpa,
  counted: GradedCredit,
): WorkingStep {
  const totals = totalsOf([counted]);
  return {
    kind: 'group',
    title: semester.name,
    steps: [
      line(enteredSummary(entered)),
      ...(counted.grade === entered.sgpa
        ? []
        : [line(`The scale's best is ${counted.grade}, so the SGPA counts as ${counted.grade}.`)]),
      line(`Points × credits = ${counted.grade} × ${counted.credit} = ${written(totals.points)}`),
      ...divisionSteps(scale, 'SGPA', totals),
    ],
  };
}

/** One semester's marksheet: every subject, counted or not, and its SGPA. */
function semesterSteps(scale: GradeScale, semester: Semester): WorkingStep {
  // What the SGPA on screen divides: the marksheet as profile-scale.ts reads it.
  const marksheet = semesterMarksheets(scale, [semester])[0]!;
  if (semester.entered) {
    return enteredSteps(scale, semester, semester.entered, marksheet.entered!);
  }
  const rows = semester.subjects.map((subject) => {
    const grade = gradeOf(scale, subject)!;
    const shown = namedGrade(scale, subject)?.code ?? String(subject.grade);
    const product = entersGpa(scale, grade)
      ? written(mul(exactDecimal(grade.points), exactDecimal(subject.credit)))
      : grade.countsInGpa
        ? 'not counted until cleared'
        : 'not counted in the GPA';
    return [subject.subjectName, `${shown} (${grade.points})`, String(subject.credit), product];
  });
  const graded = semesterCredits(scale, marksheet);
  const totals = totalsOf(graded);
  return {
    kind: 'group',
    title: semester.name,
    steps: [
      {
        kind: 'table',
        caption: `${semester.name}: points × credits`,
        head: ['Subject', 'Grade (points)', 'Credits', 'Points × credits'],
        rows,
      },
      ...(graded.length === 0
        ? []
        : [
            sumLine(
              'Total credits',
              graded.map(({ credit }) => exactDecimal(credit)),
            ),
            sumLine(
              'Total points × credits',
              graded.map(({ grade, credit }) => mul(exactDecimal(grade), exactDecimal(credit))),
            ),
          ]),
      ...divisionSteps(scale, 'SGPA', totals),
    ],
  };
}

function retakeNote(scale: GradeScale, counted: readonly ScaleSemester[]): WorkingStep[] {
  if (!counted.some(({ subjects }) => subjects.some(({ attempts }) => attempts.length > 1))) {
    return [];
  }
  return [
    line(
      scale.repeatedSubjects === 'every-attempt'
        ? 'A subject taken again counts every attempt, each in the semester of the latest one.'
        : 'A subject taken again counts once, in the semester of its latest attempt, with the grade of the attempt that cleared it.',
    ),
  ];
}

/** Σ points × credits ÷ Σ credits over the semesters given, with a row per semester. */
function pooledSteps(
  scale: GradeScale,
  semesters: readonly Semester[],
  counted: readonly ScaleSemester[],
): WorkingStep[] {
  const totals = counted.map((semester) => totalsOf(semesterCredits(scale, semester)));
  return [
    {
      kind: 'table',
      caption: 'Semesters: credits and points × credits counted',
      head: ['Semester', 'Credits', 'Points × credits'],
      rows: totals.map((total, index) => [
        semesters[index]!.name,
        written(total.credits),
        written(total.points),
      ]),
    },
    sumLine(
      'Total credits',
      totals.map(({ credits }) => credits),
    ),
    sumLine(
      'Total points × credits',
      totals.map(({ points }) => points),
    ),
    // The very credits gpaOf pools for the CGPA.
    ...divisionSteps(
      scale,
      'CGPA',
      totalsOf(counted.flatMap((semester) => semesterCredits(scale, semester))),
    ),
  ];
}

/** Each part's GPA as printed, the way scale-gpa.ts's weightedMean reads it. */
function printedGpa(scale: GradeScale, parts: readonly ScaleSemester[]): string | null {
  const gpa = gpaOf(scale, parts);
  return gpa === null ? null : printed(scale, gpa);
}

/** Σ weight × GPA ÷ Σ weight over printed GPAs (mean of semesters, weighted years). */
function meanSteps(
  scale: GradeScale,
  parts: readonly { name: string; gpa: string | null; weight: number }[],
  exact: Rational | null,
): WorkingStep[] {
  const counted = parts.filter((part) => part.gpa !== null);
  const table: WorkingStep = {
    kind: 'table',
    caption: 'GPAs as printed, and their weights',
    head: ['Part', 'GPA', 'Weight'],
    rows: parts.map(({ name, gpa, weight }) => [name, gpa ?? 'no GPA yet', String(weight)]),
  };
  if (exact === null || counted.length === 0) {
    return [table, line('No GPA counts yet, so there is no CGPA.')];
  }
  const products = counted.map(({ gpa, weight }) => (weight === 1 ? gpa! : `${weight} × ${gpa!}`));
  const weights = counted.reduce((sum, { weight }) => sum + weight, 0);
  return [
    table,
    line(`CGPA = (${products.join(' + ')}) ÷ ${weights} ${equalsPrinted(scale, exact)}`),
  ];
}

function cgpaSteps(
  scale: GradeScale,
  semesters: readonly Semester[],
  counted: readonly ScaleSemester[],
  exact: Rational | null,
): WorkingStep[] {
  const { aggregation } = scale;
  const notes = retakeNote(scale, counted);
  switch (aggregation.kind) {
    case 'credit-weighted':
      return [...notes, ...pooledSteps(scale, semesters, counted)];
    case 'last-semesters': {
      const from = Math.max(0, semesters.length - aggregation.count);
      return [
        line(`This scale counts only the last ${aggregation.count} semesters.`),
        ...notes,
        ...pooledSteps(scale, semesters.slice(from), counted.slice(from)),
      ];
    }
    case 'mean-of-semesters':
      return [
        line("This scale's CGPA is the mean of the semesters' GPAs as printed."),
        ...notes,
        ...meanSteps(
          scale,
          counted.map((semester, index) => ({
            name: semesters[index]!.name,
            gpa: printedGpa(scale, [semester]),
            weight: 1,
          })),
          exact,
        ),
      ];
    case 'year-weighted': {
      const years = chunks(counted, aggregation.semestersPerYear);
      if (years.length > aggregation.weights.length) {
        return [
          line(
            `This scale weighs ${aggregation.weights.length} years; a longer course has no CGPA here.`,
          ),
        ];
      }
      return [
        line(
          `This scale groups semesters into years of ${aggregation.semestersPerYear} and weighs each year's GPA.`,
        ),
        ...notes,
        ...meanSteps(
          scale,
          years.map((year, index) => ({
            name: `Year ${index + 1}`,
            gpa: printedGpa(scale, year),
            weight: aggregation.weights[index]!,
          })),
          exact,
        ),
      ];
    }
  }
}

function percentageSteps(scale: GradeScale, exact: Rational): WorkingStep[] {
  const basis = percentageBasis(scale, exact);
  const converted = convertPercentage(scale.percentage, basis);
  if (scale.percentage.kind === 'none') {
    return [line('This scale has no rule for a percentage.')];
  }
  if (converted === null) {
    return [
      line(`CGPA ${written(basis)} lies outside every band of this scale's percentage rule.`),
    ];
  }
  const rule = describeRule(converted.line);
  // The CGPA put in exactly: a fraction where its decimals never end ('9.5 × 29/3').
  const cgpa = scale.rounding.beforePercentage
    ? printed(scale, exact)
    : (toExactDecimalString(basis) ?? toPlainString(basis));
  const formula = `Percentage = ${rule} = ${rule.replace('CGPA', cgpa)} = ${written(converted.raw)}`;
  const unrounded =
    scale.rounding.beforePercentage || cgpa === written(basis)
      ? []
      : [line(`The rule takes the CGPA before rounding: ${cgpa} = ${written(basis)}`)];
  if (compare(converted.value, converted.raw) !== 0) {
    const why = scale.percentage.roundUpToInteger
      ? 'rounded up to a whole number'
      : 'limited to 0–100';
    return [...unrounded, line(formula), line(`Percentage ${why}: ${converted.text}`)];
  }
  return [
    ...unrounded,
    line(
      compare(converted.raw, parseDecimal(converted.text)!) === 0
        ? formula
        : `${formula} → ${converted.text} (rounded to ${PERCENT_DECIMALS} decimal places)`,
    ),
  ];
}

/**
 * The working of a profile's numbers on its scale (`numbers`, those the screen shows); every
 * subject must fit the scale.
 */
export function gpaWorking(
  scale: GradeScale,
  semesters: readonly Semester[],
  numbers: ProfileNumbers = profileNumbers(scale, semesters),
): Working {
  const counted = countedSemesters(scale, semesters);
  const exact = numbers.exactCgpa;
  const steps: WorkingStep[] = [
    ...semesters.map((semester) => semesterSteps(scale, semester)),
    { kind: 'group', title: 'CGPA', steps: cgpaSteps(scale, semesters, counted, exact) },
  ];
  if (exact !== null) {
    steps.push({ kind: 'group', title: 'Percentage', steps: percentageSteps(scale, exact) });
  }
  if (numbers.classification !== null) {
    const band = scale.classes.find(({ name }) => name === numbers.classification)!;
    steps.push(line(`Class: ${band.name} (CGPA ${band.minCgpa} or more)`));
  }
  const { percentage } = numbers;
  return {
    steps,
    result:
      percentage === null
        ? { label: 'CGPA', value: shownGpa(scale, numbers.cgpa) }
        : {
            label: 'Percentage',
            value: `${percentage.text}%`,
            // Shown to 2 decimals: 74.575 is 'Percentage ≈ 74.58%'.
            approximate: compare(parseDecimal(percentage.text)!, percentage.value) !== 0,
          },
  };
}
