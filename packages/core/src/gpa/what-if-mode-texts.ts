import { textModule } from '../i18n/texts';

/**
 * The what-if mode's words (what-if-panel.tsx), and what what-if.ts says of the figures it compares
 * and of an SGPA it cannot try. English here; a language's bundle holds `gpa-what-if`.
 */

/** The figures the mode compares, by their English names (the panel names them in its language). */
export type WhatIfFigure = 'CGPA' | 'Percentage' | 'Class' | 'Backlogs';

export const whatIfTexts = textModule('gpa-what-if', {
  keep: 'Keep changes',
  discard: 'Discard',
  note: 'Try grades here: nothing is saved until you keep the changes.',
  readOnlyNote: 'Try grades here: nothing you change is saved.',
  unkept: 'A semester’s SGPA can only be tried, not kept: clear it to keep the other changes.',
  kept: 'What-if changes saved',
  /** The columns of the figures: the saved profile's, the what-if's. */
  saved: 'Saved',
  whatIf: 'What if',
  /** The badge of a subject whose grade is being tried. */
  badge: 'What-if',
  trySgpa: (semester: string) => `Try an SGPA for ${semester}`,
  clearsWith: (grade: string) => `Clears with ${grade}`,
  undo: 'Undo',
  gradeOf: (subject: string) => `Grade of ${subject}`,
  clearLabel: (subject: string) => `Clear ${subject} with a grade`,
  clearWith: 'Clear with…',
  /** The figures' row of backlogs; the others are named by `scaleTexts`, or CGPA. */
  backlogs: 'Backlogs',
  backlogCount: (active: number, cleared: number) => `${active} active, ${cleared} cleared`,
  noCredits: (semester: string) => `${semester} has no graded credits to give an SGPA`,
});
