import { textModule } from '../../i18n/texts';
import type { ScaleFault, ScaleFileProblem, ScaleProblem, TextForm } from './scale-problems';

/**
 * What a grade scale file, the custom scale editor or a profiles file is told of a scale it cannot
 * take (scale-problems.ts): the file itself, the part of the scale a problem is in, named as the
 * editor names it ('Grade 3: points'), and what is wrong there. English here; a language's bundle
 * holds `gpa-scale-file`.
 */

/** The fields a problem's path names, where their name in the scale is not a word. */
const FIELDS: Record<string, string> = {
  minCgpa: 'minimum CGPA',
  gpaCap: 'GPA cap',
  countsInGpa: 'counts in GPA',
  earnsCredit: 'earns credit',
  isFail: 'is a fail',
  isTemporary: 'is temporary',
  from: 'from CGPA',
  to: 'to CGPA',
  a: 'multiplier',
  b: 'offset',
  'percentage.a': 'percentage multiplier',
  'percentage.b': 'percentage offset',
};

export const scaleFileTexts = textModule('gpa-scale-file', {
  notAFile: 'Not a CampusCalc grade scale file',
  version: (version: string) => `Unsupported grade scale file version: ${version}`,
  // A row of one of the scale's lists, counted from 1.
  gradeRow: (number: number) => `Grade ${number}`,
  classRow: (number: number) => `Class ${number}`,
  sourceRow: (number: number) => `Source ${number}`,
  bandRow: (number: number) => `Percentage band ${number}`,
  disputeRow: (number: number) => `Dispute ${number}`,
  /** A field by its path in the scale or in a row ('gpaCap', 'rounding.places'), in words. */
  field: (path: string) => FIELDS[path] ?? path,
  wholeScale: 'The scale',
  /** A problem: where ('Grade 3: points') and what is wrong there ('must be a number'). */
  problem: (subject: string, fault: string) => `${subject} ${fault}`,
  // What is wrong (scale-problems.ts `ScaleFault`); the profiles file says some of these too.
  notObject: 'must be an object',
  emptyText: 'must be a non-empty text',
  tooLong: (most: number) => `must be at most ${most} characters`,
  /** A text not of its form (an id, a web address, a date), as `pattern` checks it. */
  form: (form: TextForm, pattern: string) => `must match ${pattern}`,
  codeChars: "must not hold '/', '|' or a control character",
  notFlag: 'must be true or false',
  notNumber: 'must be a number',
  range: (min: number, max: number) => `must be from ${min} to ${max}`,
  decimals: (most: number) => `must have at most ${most} decimals`,
  notList: 'must be a list',
  entries: (min: number, max: number) => `must have ${min} to ${max} entries`,
  oneOf: (options: readonly string[]) => `must be one of ${options.join(', ')}`,
  unknownField: 'is not a known field',
  bandBackwards: 'must start below its end',
  bandGap: 'must end where the next band starts',
  repeats: (grade: string) => `repeats '${grade}'`,
  failAndCredit: 'cannot both fail and earn credit',
  classOrder: 'must not be above the class before it (best first)',
  marksBand: 'must be a band such as 90–100, ≥ 90 or < 40',
});

export type ScaleFileTexts = typeof scaleFileTexts.en;

/** What is wrong with a value, without where: 'must be from 0 to 10'. */
export function scaleFault(fault: ScaleFault, texts: ScaleFileTexts = scaleFileTexts.en): string {
  switch (fault.code) {
    case 'form':
      return texts.form(fault.form, fault.pattern);
    case 'tooLong':
    case 'decimals':
      return texts[fault.code](fault.most);
    case 'range':
    case 'entries':
      return texts[fault.code](fault.min, fault.max);
    case 'oneOf':
      return texts.oneOf(fault.options);
    case 'repeats':
      return texts.repeats(fault.grade);
    default:
      return texts[fault.code];
  }
}

/**
 * A scale's problem naming its field as the scale's JSON writes it, for whoever edits a file:
 * 'scale.grades[2].points must be from 0 to 10'.
 */
export const scaleProblemText = (
  problem: ScaleProblem,
  texts: ScaleFileTexts = scaleFileTexts.en,
): string =>
  texts.problem(
    problem.field === '' ? 'scale' : `scale.${problem.field}`,
    scaleFault(problem, texts),
  );

/** What a text of each form begins with, as every language writes it: a web address's scheme. */
const FORM_DATA: Record<TextForm, readonly string[]> = {
  id: [],
  url: ['https://', 'http://'],
  date: [],
};

/**
 * What a file's or a scale's problem names as written, for the screen to mark as data: a version
 * or a field the file holds, a grade's code, the values a field takes, a pattern.
 */
export function scaleProblemData(problem: ScaleFileProblem): readonly string[] {
  switch (problem.code) {
    case 'version':
      return [problem.version];
    case 'unknownField':
      return [problem.field.slice(problem.field.lastIndexOf('.') + 1)];
    case 'form':
      return [problem.pattern, ...FORM_DATA[problem.form]];
    case 'oneOf':
      return problem.options;
    case 'repeats':
      return [problem.grade];
    case 'notFlag':
      return ['true', 'false'];
    default:
      return [];
  }
}
