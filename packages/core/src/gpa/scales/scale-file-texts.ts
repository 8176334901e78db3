import { textModule } from '../../i18n/texts';

/**
 * What a grade scale file or the custom scale editor is told of a scale it cannot take
 * (scale-file.ts): the file itself, and the part of the scale a problem is in, named as the editor
 * names it ('Grade 3: points'). The problem itself is `parseGradeScale`'s. English here; a
 * language's bundle holds `gpa-scale-file`.
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
});
