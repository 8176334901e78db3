import { textModule } from '../../i18n/texts';
import type {
  FailedSubjects,
  PercentageConversion,
  RepeatedSubjects,
  RoundingRule,
} from './scale-types';

/**
 * The custom grade scale editor's words (scale-editor.tsx), and what its draft says of the scale it
 * makes (scale-draft.ts). The words of the scale's tables are `scaleTexts`', its problems
 * `scaleFileTexts`'. English here; a language's bundle holds `gpa-scale-editor`.
 */

/** A grade's flags, as its row's checkboxes name them. */
export type GradeFlag = 'countsInGpa' | 'earnsCredit' | 'isFail' | 'isTemporary';

const KINDS: Record<PercentageConversion['kind'], string> = {
  none: 'None',
  linear: 'a × CGPA + b',
  piecewise: 'By CGPA band',
};

const MODES: Record<RoundingRule['mode'], string> = {
  'half-away-from-zero': 'Round half up',
  truncate: 'Cut off (truncate)',
  up: 'Round up',
};

const FAILED: Record<FailedSubjects, string> = {
  counted: 'Count with their points',
  'leave-out-until-cleared': 'Leave out until cleared',
};

const REPEATED: Record<RepeatedSubjects, string> = {
  'clearing-attempt': 'Only the attempt that cleared it',
  'every-attempt': 'Every attempt',
};

const FLAGS: Record<GradeFlag, string> = {
  countsInGpa: 'In GPA',
  earnsCredit: 'Credit',
  isFail: 'Fail',
  isTemporary: 'Temporary',
};

export const scaleEditorTexts = textModule('gpa-scale-editor', {
  title: 'Custom grade scale',
  intro:
    "Your university's grades and points, percentage formula and classes. Save to put this profile on it; Export gives a file for others to import.",
  importFile: 'Import file',
  exportFile: 'Export file',
  imported: (scale: string) => `Imported ${scale}. Check it, then save.`,
  fileLabel: 'Grade scale file to import',
  scaleName: 'Scale name',
  save: 'Save scale',
  /** A field of a row, for its accessible name: 'Points of grade 2 (A+)'. */
  of: (field: string, row: string) => `${field} of ${row}`,
  remove: (row: string) => `Remove ${row}`,
  /** After an Add button, once its list is full. */
  atMost: (most: number) => `(at most ${most})`,
  fixThese: (count: number) => `${count === 1 ? 'Fix this' : 'Fix these'} before saving:`,
  // Grades.
  grades: 'Grades',
  gradesNote:
    'Points may have decimals (8.5). In GPA: counts in the GPA. Credit: earns the subject’s credits. Fail: a backlog until a later attempt clears it. Temporary: stands until something happens (reappear, incomplete).',
  code: 'Code',
  marks: 'Marks',
  marksHint: 'Marks (optional)',
  flags: 'Flags',
  flag: (flag: GradeFlag) => FLAGS[flag],
  /** A grade's row: 'grade 2', 'grade 2 (A+)' once it has a code. */
  gradeName: (number: number, code: string) => `grade ${number}${code ? ` (${code})` : ''}`,
  addGrade: 'Add grade',
  // Percentage.
  formula: 'Formula',
  kind: (kind: PercentageConversion['kind']) => KINDS[kind],
  multiplier: 'a (multiplier)',
  offset: 'b (offset)',
  fromCgpa: 'From CGPA',
  to: 'To',
  toCgpa: 'To CGPA',
  bandName: (number: number) => `band ${number}`,
  addBand: 'Add band',
  roundUp: 'Round up to a whole percentage',
  // Classes.
  classes: 'Classes',
  classesNote: 'Best first: a student gets the first class whose minimum CGPA they reach.',
  minCgpa: 'Min CGPA',
  name: 'Name',
  minimumCgpa: 'Minimum CGPA',
  noArrears: 'No arrears ever',
  className: (number: number, name: string) => `class ${number}${name ? ` (${name})` : ''}`,
  addClass: 'Add class',
  // Preview.
  preview: 'Preview',
  rule: (rule: string) => `Rule: ${rule}`,
  noPercentage: 'no percentage',
  outsideBands: 'outside every band',
  // CGPA rules.
  cgpaRules: 'CGPA rules',
  creditWeight: 'CGPA: credit-weighted over subjects.',
  otherWay: (scale: string) =>
    `${scale} counts its CGPA another way, which a custom scale does not offer.`,
  places: 'Decimal places',
  rounding: 'Rounding',
  mode: (mode: RoundingRule['mode']) => MODES[mode],
  failedLabel: 'Failed subjects, until cleared',
  failed: (rule: FailedSubjects) => FAILED[rule],
  repeatLabel: 'A repeated subject counts',
  repeated: (rule: RepeatedSubjects) => REPEATED[rule],
  highest: 'Highest GPA (optional)',
  convert: 'Convert the rounded CGPA to percentage',
  // Sources.
  sources: 'Sources (optional)',
  sourcesNote: "Where these rules come from, such as your university's regulations.",
  sourceName: (number: number) => `source ${number}`,
  sourceTitle: 'Title',
  address: 'Address',
  /** The address field's placeholder, its form. */
  addressHint: 'https://…',
  readOn: (day: string) => `Read ${day}`,
  readToday: 'Read today, when saved',
  addSource: 'Add source',
  // The draft (scale-draft.ts).
  /** A preset's copy, where the editor starts from one. */
  customName: (scale: string) => `${scale} (custom)`,
});
