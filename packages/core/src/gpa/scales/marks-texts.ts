import { textModule } from '../../i18n/texts';

/**
 * Marks to grade in words (marks-to-grade.tsx, in Plan ahead and in the marks tools): its labels,
 * the grade that marks give, the marks a grade needs. A module of its own, as both dialogs show it.
 */
export const marksTexts = textModule('gpa-marks', {
  heading: 'Marks to grade',
  noBands: "This scale's source gives no marks bands.",
  marks: 'Marks (out of 100)',
  neededFor: 'Marks needed for grade',
  /** '73 marks: A+ (Excellent), 70–79.' */
  inBand: (marks: number, code: string, label: string, min: number, max: number) =>
    `${marks} marks: ${code} (${label}), ${min}–${max}.`,
  /** Below every band: the failing grade, and where passing starts. */
  below: (marks: number, code: string, label: string, passFrom: number) =>
    `${marks} marks: ${code} (${label}), below ${passFrom}.`,
  /** In no band, where the source bands some grades only (`codes`: 'O, B, C, P'). */
  noBand: (marks: number, codes: string) =>
    `No marks band of this scale holds ${marks}: its source gives bands for ${codes} only.`,
  /** 'A+ needs at least 70 marks (70–79).' */
  needs: (code: string, min: number, max: number) =>
    `${code} needs at least ${min} marks (${min}–${max}).`,
  problem: (most: number) => `Marks must be a whole number from 0 to ${most}`,
});
