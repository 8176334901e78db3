import type { Language } from '../../i18n/texts';
import { ENGLISH, textsIn } from '../../i18n/texts';
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
import { shownSemesterName, typedSemesterName } from '../shown-names';
import type { GpaWorkingTexts } from './gpa-working-texts';
import { gpaWorkingTexts } from './gpa-working-texts';
import type { ViewTexts } from './view-texts';
import { viewTexts } from './view-texts';

/**
 * The GPA's working ("Show working"): each semester's points × credits, the sums and
 * the division, then the CGPA as the scale aggregates it and the percentage with the numbers put
 * in. Every figure comes from the same functions as the numbers on screen (scale-gpa.ts), so the
 * working cannot disagree with them.
 */

/** The words of a working: its own, and those it shares with the screen (table heads). */
interface Words {
  working: GpaWorkingTexts;
  view: ViewTexts;
}

/** A semester's name as the screen shows it: the product's 'Semester 2' in the working's language. */
const nameOf = (semester: Pick<Semester, 'name'>, { view }: Words) =>
  shownSemesterName(semester.name, view);

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

/** '= 7.7666… → 7.77 (rounded to 2 decimal places)', or '= 8.00' where nothing is rounded away. */
function equalsPrinted(scale: GradeScale, value: Rational, texts: GpaWorkingTexts): string {
  const shown = printed(scale, value);
  if (compare(exactDecimal(Number(shown)), value) === 0) return `= ${shown}`;
  const { places, mode } = scale.rounding;
  return `= ${written(value)} → ${shown} ${texts.rounding(mode, places)}`;
}

const line = (text: string): WorkingStep => ({ kind: 'line', text });

/** 'Total credits = 4 + 3 + 3 = 10', or just '= 4' for one term. */
function sumLine(label: string, terms: readonly Rational[]): WorkingStep {
  const total = terms.reduce(add, ZERO);
  const addends = terms.length > 1 ? `${terms.map(written).join(' + ')} = ` : '';
  return line(`${label} = ${addends}${written(total)}`);
}

/** The division of a GPA, with the cap and the rounding where they apply. */
function divisionSteps(
  scale: GradeScale,
  label: string,
  totals: Totals,
  texts: GpaWorkingTexts,
): WorkingStep[] {
  if (isZero(totals.credits)) return [line(texts.noCredits(label))];
  const exact = div(totals.points, totals.credits);
  const steps = [
    line(
      `${label} = ${written(totals.points)} ÷ ${written(totals.credits)} ${equalsPrinted(scale, exact, texts)}`,
    ),
  ];
  const limited = capped(scale, exact)!;
  if (limited !== exact) {
    steps.push(line(texts.capped(scale.gpaCap!, label, printed(scale, limited))));
  }
  return steps;
}

/** A quick semester: the grade card's SGPA × credits, divided back (so it pools like subjects). */
function enteredSteps(
  scale: GradeScale,
  semester: Semester,
  entered: EnteredSgpa,
  counted: GradedCredit,
  words: Words,
): WorkingStep {
  const texts = words.working;
  const totals = totalsOf([counted]);
  return {
    kind: 'group',
    title: nameOf(semester, words),
    steps: [
      line(enteredSummary(entered, words.view)),
      ...(counted.grade === entered.sgpa ? [] : [line(texts.scaleBest(counted.grade))]),
      line(
        `${texts.pointsCredits} = ${counted.grade} × ${counted.credit} = ${written(totals.points)}`,
      ),
      ...divisionSteps(scale, 'SGPA', totals, texts),
    ],
  };
}

/** One semester's marksheet: every subject, counted or not, and its SGPA. */
function semesterSteps(scale: GradeScale, semester: Semester, words: Words): WorkingStep {
  const { working: texts, view } = words;
  // What the SGPA on screen divides: the marksheet as profile-scale.ts reads it.
  const marksheet = semesterMarksheets(scale, [semester])[0]!;
  if (semester.entered) {
    return enteredSteps(scale, semester, semester.entered, marksheet.entered!, words);
  }
  const rows = semester.subjects.map((subject) => {
    const grade = gradeOf(scale, subject)!;
    const shown = namedGrade(scale, subject)?.code ?? String(subject.grade);
    const product = entersGpa(scale, grade)
      ? written(mul(exactDecimal(grade.points), exactDecimal(subject.credit)))
      : grade.countsInGpa
        ? texts.untilCleared
        : texts.notInGpa;
    return [subject.subjectName, `${shown} (${grade.points})`, String(subject.credit), product];
  });
  const graded = semesterCredits(scale, marksheet);
  const totals = totalsOf(graded);
  const name = nameOf(semester, words);
  return {
    kind: 'group',
    title: name,
    steps: [
      {
        kind: 'table',
        caption: texts.marksheet(name),
        head: [view.subject, texts.gradePoints, view.credits, texts.pointsCredits],
        rows,
      },
      ...(graded.length === 0
        ? []
        : [
            sumLine(
              texts.totalCredits,
              graded.map(({ credit }) => exactDecimal(credit)),
            ),
            sumLine(
              texts.totalPoints,
              graded.map(({ grade, credit }) => mul(exactDecimal(grade), exactDecimal(credit))),
            ),
          ]),
      ...divisionSteps(scale, 'SGPA', totals, texts),
    ],
  };
}

function retakeNote(
  scale: GradeScale,
  counted: readonly ScaleSemester[],
  texts: GpaWorkingTexts,
): WorkingStep[] {
  if (!counted.some(({ subjects }) => subjects.some(({ attempts }) => attempts.length > 1))) {
    return [];
  }
  return [line(scale.repeatedSubjects === 'every-attempt' ? texts.retakeEvery : texts.retakeOnce)];
}

/** Σ points × credits ÷ Σ credits over the semesters given, with a row per semester. */
function pooledSteps(
  scale: GradeScale,
  semesters: readonly Semester[],
  counted: readonly ScaleSemester[],
  words: Words,
): WorkingStep[] {
  const { working: texts, view } = words;
  const totals = counted.map((semester) => totalsOf(semesterCredits(scale, semester)));
  return [
    {
      kind: 'table',
      caption: texts.semesters,
      head: [view.semester, view.credits, texts.pointsCredits],
      rows: totals.map((total, index) => [
        nameOf(semesters[index]!, words),
        written(total.credits),
        written(total.points),
      ]),
    },
    sumLine(
      texts.totalCredits,
      totals.map(({ credits }) => credits),
    ),
    sumLine(
      texts.totalPoints,
      totals.map(({ points }) => points),
    ),
    // The very credits gpaOf pools for the CGPA.
    ...divisionSteps(
      scale,
      'CGPA',
      totalsOf(counted.flatMap((semester) => semesterCredits(scale, semester))),
      texts,
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
  texts: GpaWorkingTexts,
): WorkingStep[] {
  const counted = parts.filter((part) => part.gpa !== null);
  const table: WorkingStep = {
    kind: 'table',
    caption: texts.meanCaption,
    head: [texts.part, 'GPA', texts.weight],
    rows: parts.map(({ name, gpa, weight }) => [name, gpa ?? texts.noGpaYet, String(weight)]),
  };
  if (exact === null || counted.length === 0) {
    return [table, line(texts.noCgpa)];
  }
  const products = counted.map(({ gpa, weight }) => (weight === 1 ? gpa! : `${weight} × ${gpa!}`));
  const weights = counted.reduce((sum, { weight }) => sum + weight, 0);
  return [
    table,
    line(`CGPA = (${products.join(' + ')}) ÷ ${weights} ${equalsPrinted(scale, exact, texts)}`),
  ];
}

function cgpaSteps(
  scale: GradeScale,
  semesters: readonly Semester[],
  counted: readonly ScaleSemester[],
  exact: Rational | null,
  words: Words,
): WorkingStep[] {
  const { aggregation } = scale;
  const texts = words.working;
  const notes = retakeNote(scale, counted, texts);
  switch (aggregation.kind) {
    case 'credit-weighted':
      return [...notes, ...pooledSteps(scale, semesters, counted, words)];
    case 'last-semesters': {
      const from = Math.max(0, semesters.length - aggregation.count);
      return [
        line(texts.lastOnly(aggregation.count)),
        ...notes,
        ...pooledSteps(scale, semesters.slice(from), counted.slice(from), words),
      ];
    }
    case 'mean-of-semesters':
      return [
        line(texts.meanOfSems),
        ...notes,
        ...meanSteps(
          scale,
          counted.map((semester, index) => ({
            name: nameOf(semesters[index]!, words),
            gpa: printedGpa(scale, [semester]),
            weight: 1,
          })),
          exact,
          texts,
        ),
      ];
    case 'year-weighted': {
      const years = chunks(counted, aggregation.semestersPerYear);
      if (years.length > aggregation.weights.length) {
        return [line(texts.tooManyYears(aggregation.weights.length))];
      }
      return [
        line(texts.byYears(aggregation.semestersPerYear)),
        ...notes,
        ...meanSteps(
          scale,
          years.map((year, index) => ({
            name: texts.year(index + 1),
            gpa: printedGpa(scale, year),
            weight: aggregation.weights[index]!,
          })),
          exact,
          texts,
        ),
      ];
    }
  }
}

function percentageSteps(
  scale: GradeScale,
  exact: Rational,
  texts: GpaWorkingTexts,
): WorkingStep[] {
  const basis = percentageBasis(scale, exact);
  const converted = convertPercentage(scale.percentage, basis);
  if (scale.percentage.kind === 'none') return [line(texts.noRule)];
  if (converted === null) return [line(texts.outsideBands(written(basis)))];
  const rule = describeRule(converted.line);
  // The CGPA put in exactly: a fraction where its decimals never end ('9.5 × 29/3').
  const cgpa = scale.rounding.beforePercentage
    ? printed(scale, exact)
    : (toExactDecimalString(basis) ?? toPlainString(basis));
  const formula = `${texts.percentage} = ${rule} = ${rule.replace('CGPA', cgpa)} = ${written(converted.raw)}`;
  const unrounded =
    scale.rounding.beforePercentage || cgpa === written(basis)
      ? []
      : [line(texts.beforeRound(cgpa, written(basis)))];
  if (compare(converted.value, converted.raw) !== 0) {
    const why = scale.percentage.roundUpToInteger ? texts.roundedWhole : texts.limited;
    return [...unrounded, line(formula), line(why(converted.text))];
  }
  return [
    ...unrounded,
    line(
      compare(converted.raw, parseDecimal(converted.text)!) === 0
        ? formula
        : `${formula} → ${converted.text} ${texts.rounding('half-away-from-zero', PERCENT_DECIMALS)}`,
    ),
  ];
}

/**
 * What the working shows as written: the scale's grade codes and class names, and what the student
 * typed (subjects' names, a semester's own name; 'Semester 2' is ours, said in the language).
 */
const workingData = (scale: GradeScale, semesters: readonly Semester[]): string[] => [
  ...scale.grades.map((grade) => grade.code),
  ...scale.classes.map((band) => band.name),
  ...semesters.flatMap((semester) => [
    ...typedSemesterName(semester.name),
    ...semester.subjects.map((subject) => subject.subjectName),
  ]),
];

/**
 * The working of a profile's numbers on its scale (`numbers`, those the screen shows), in
 * `language`; every subject must fit the scale.
 */
export function gpaWorking(
  scale: GradeScale,
  semesters: readonly Semester[],
  numbers: ProfileNumbers = profileNumbers(scale, semesters),
  language: Language = ENGLISH,
): Working {
  const words: Words = {
    working: textsIn(language.bundle, gpaWorkingTexts),
    view: textsIn(language.bundle, viewTexts),
  };
  const texts = words.working;
  const counted = countedSemesters(scale, semesters);
  const exact = numbers.exactCgpa;
  const steps: WorkingStep[] = [
    ...semesters.map((semester) => semesterSteps(scale, semester, words)),
    { kind: 'group', title: 'CGPA', steps: cgpaSteps(scale, semesters, counted, exact, words) },
  ];
  if (exact !== null) {
    steps.push({
      kind: 'group',
      title: texts.percentage,
      steps: percentageSteps(scale, exact, texts),
    });
  }
  if (numbers.classification !== null) {
    const band = scale.classes.find(({ name }) => name === numbers.classification)!;
    steps.push(line(texts.classLine(band.name, band.minCgpa)));
  }
  const { percentage } = numbers;
  return {
    steps,
    data: workingData(scale, semesters),
    result:
      percentage === null
        ? { label: 'CGPA', value: shownGpa(scale, numbers.cgpa) }
        : {
            label: texts.percentage,
            value: `${percentage.text}%`,
            // Shown to 2 decimals: 74.575 is 'Percentage ≈ 74.58%'.
            approximate: compare(parseDecimal(percentage.text)!, percentage.value) !== 0,
          },
  };
}
