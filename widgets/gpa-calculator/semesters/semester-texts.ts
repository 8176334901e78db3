/**
 * The semesters' texts in English (SPEC §2 and §5's labels): the tabs and their dialogs, the
 * selected semester's card and its subjects, and the subject form. All on the first screen.
 */
import { textModule } from '#core/i18n/texts.ts';

/** '1 semester', '2 semesters': a count with its English noun. */
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export const semesterTexts = textModule('gpa-semesters', {
  // The tabs, and in a narrow element the select that stands for them.
  semesters: 'Semesters',
  noSemesters: 'No semesters added yet',
  addSemester: 'Add Semester',
  rename: 'Rename',
  renameNamed: (name: string) => `Rename ${name}`,
  delete: 'Delete',
  /** A semester's or a subject's delete button. */
  deleteNamed: (name: string) => `Delete ${name}`,
  cancel: 'Cancel',
  deleteSem: 'Delete semester',
  deleteAsk: (name: string, subjects: string) => `Delete ${name} and its ${subjects}?`,
  subjects: (count: number) => plural(count, 'subject'),
  renameSem: 'Rename semester',
  semesterName: 'Semester name',
  // The selected semester's card.
  credits: (count: number) => plural(count, 'credit'),
  noSubjects: 'No subjects added yet',
  changeSgpa: 'Change SGPA',
  enterSgpa: 'Enter SGPA instead',
  enterSubjs: 'Enter subjects instead',
  /** A subject's card: 'Grade A · 4 credits · 32.00 points'. */
  facts: (grade: string, credits: string, points: string) =>
    `Grade ${grade} · ${credits} · ${points} points`,
  laterTry: 'Record later attempt',
  editNamed: (name: string) => `Edit ${name}`,
  /** Not in SPEC: deleting a subject takes one tap, so its toast offers it back. */
  subjectGone: (name: string) => `Subject deleted: ${name}`,
  undo: 'Undo',
  // The subject form.
  subjectIn: (semester: string) => `Subject in ${semester}`,
  subjectName: 'Subject name',
  nameExample: 'e.g. Mathematics',
  grade: 'Grade',
  aboutGrades: 'About grades',
  gradePoints: 'Grade points',
  aboutCredits: 'About credits',
  creditHours: 'Credit hours',
  creditsAre:
    'Credits (credit hours) are the weight of a subject, usually its hours of class a week. A subject with more credits counts more towards your GPA.',
  creditsFrom: (least: string, most: string, step: string) =>
    `Take them from your syllabus or grade card: from ${least} to ${most}, in steps of ${step}.`,
  addSubject: 'Add Subject',
  updateSubj: 'Update Subject',
  selectGrade: 'Select grade',
  creditExample: 'e.g. 4',
});

export type SemesterTexts = typeof semesterTexts.en;
