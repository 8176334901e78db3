/** The semesters in Kannada, with the subject form's refusals, the limits and a profile's view. */
import type { limitTexts } from '#core/gpa/limit-texts.ts';
import type { viewTexts } from '#core/gpa/scales/view-texts.ts';
import type { subjectFormTexts } from '#core/gpa/subject-form-texts.ts';
import type { Translation } from '#core/i18n/texts.ts';
import type { semesterTexts } from './semester-texts';

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

const ACCUSATIVE: Record<string, string> = {
  ವಿಷಯ: 'ವಿಷಯವನ್ನು',
  ವಿಷಯಗಳು: 'ವಿಷಯಗಳನ್ನು',
};

const accusative = (count: string) => count.replace(/\S+$/u, (noun) => ACCUSATIVE[noun] ?? noun);

export const semestersKannada = {
  'gpa-semesters': {
    semesters: 'ಸೆಮಿಸ್ಟರ್‌ಗಳು',
    noSemesters: 'ಇನ್ನೂ ಯಾವುದೇ ಸೆಮಿಸ್ಟರ್ ಸೇರಿಸಿಲ್ಲ',
    addSemester: 'ಸೆಮಿಸ್ಟರ್ ಸೇರಿಸಿ',
    rename: 'ಹೆಸರು ಬದಲಿಸಿ',
    renameNamed: (name: string) => `${name} ಹೆಸರು ಬದಲಿಸಿ`,
    delete: 'ಅಳಿಸಿ',
    deleteNamed: (name: string) => `${name} ಅಳಿಸಿ`,
    cancel: 'ರದ್ದುಮಾಡಿ',
    deleteSem: 'ಸೆಮಿಸ್ಟರ್ ಅಳಿಸಿ',
    deleteAsk: (name: string, subjects: string) =>
      `${name} ಮತ್ತು ಅದರ ${accusative(subjects)} ಅಳಿಸಬೇಕೆ?`,
    subjects: (count: number) => counted(count, 'ವಿಷಯ', 'ವಿಷಯಗಳು'),
    renameSem: 'ಸೆಮಿಸ್ಟರ್ ಹೆಸರು ಬದಲಿಸಿ',
    semesterName: 'ಸೆಮಿಸ್ಟರ್ ಹೆಸರು',
    credits: (count: number) => counted(count, 'ಕ್ರೆಡಿಟ್', 'ಕ್ರೆಡಿಟ್‌ಗಳು'),
    noSubjects: 'ಇನ್ನೂ ಯಾವುದೇ ವಿಷಯ ಸೇರಿಸಿಲ್ಲ',
    changeSgpa: 'SGPA ಬದಲಿಸಿ',
    enterSgpa: 'ಬದಲಿಗೆ SGPA ನಮೂದಿಸಿ',
    enterSubjs: 'ಬದಲಿಗೆ ವಿಷಯಗಳನ್ನು ನಮೂದಿಸಿ',
    facts: (grade: string, credits: string, points: string) =>
      `ಗ್ರೇಡ್ ${grade} · ${credits} · ${points} ಪಾಯಿಂಟ್‌ಗಳು`,
    laterTry: 'ಮುಂದಿನ ಪ್ರಯತ್ನ ದಾಖಲಿಸಿ',
    editNamed: (name: string) => `${name} ಸಂಪಾದಿಸಿ`,
    subjectGone: (name: string) => `ವಿಷಯ ಅಳಿಸಲಾಗಿದೆ: ${name}`,
    undo: 'ರದ್ದುಗೊಳಿಸಿ',
    subjectIn: (semester: string) => `${semester}: ವಿಷಯ`,
    subjectName: 'ವಿಷಯದ ಹೆಸರು',
    nameExample: 'ಉದಾ. ಗಣಿತ',
    grade: 'ಗ್ರೇಡ್',
    aboutGrades: 'ಗ್ರೇಡ್‌ಗಳ ಬಗ್ಗೆ',
    gradePoints: 'ಗ್ರೇಡ್ ಪಾಯಿಂಟ್‌ಗಳು',
    aboutCredits: 'ಕ್ರೆಡಿಟ್‌ಗಳ ಬಗ್ಗೆ',
    creditHours: 'ಕ್ರೆಡಿಟ್ ಗಂಟೆಗಳು',
    creditsAre:
      'ಕ್ರೆಡಿಟ್‌ಗಳು (ಕ್ರೆಡಿಟ್ ಗಂಟೆಗಳು) ಒಂದು ವಿಷಯದ ತೂಕ, ಸಾಮಾನ್ಯವಾಗಿ ವಾರಕ್ಕೆ ಅದರ ತರಗತಿಗಳ ಗಂಟೆಗಳು. ಹೆಚ್ಚು ಕ್ರೆಡಿಟ್‌ಗಳಿರುವ ವಿಷಯ ನಿಮ್ಮ GPA ಮೇಲೆ ಅಷ್ಟೇ ಹೆಚ್ಚು ಪ್ರಭಾವ ಬೀರುತ್ತದೆ.',
    creditsFrom: (least: string, most: string, step: string) =>
      `ಇವುಗಳನ್ನು ನಿಮ್ಮ ಪಠ್ಯಕ್ರಮ ಅಥವಾ ಗ್ರೇಡ್ ಕಾರ್ಡ್‌ನಿಂದ ತೆಗೆದುಕೊಳ್ಳಿ: ${least}ರಿಂದ ${most}ರವರೆಗೆ, ${step}ರ ಅಂತರದಲ್ಲಿ.`,
    addSubject: 'ವಿಷಯ ಸೇರಿಸಿ',
    updateSubj: 'ವಿಷಯ ನವೀಕರಿಸಿ',
    selectGrade: 'ಗ್ರೇಡ್ ಆಯ್ಕೆಮಾಡಿ',
    creditExample: 'ಉದಾ. 4',
  },
  'gpa-subject-form': {
    fillAll: 'ದಯವಿಟ್ಟು ಎಲ್ಲಾ ಕ್ಷೇತ್ರಗಳನ್ನು ಭರ್ತಿಮಾಡಿ',
    creditRange: (most: string) => `ಕ್ರೆಡಿಟ್‌ಗಳು 0ರಿಂದ ${most}ರವರೆಗೆ, 0.5ರ ಅಂತರದಲ್ಲಿ ಇರಬೇಕು`,
    pickGrade: 'ದಯವಿಟ್ಟು ಪಟ್ಟಿಯಿಂದ ಒಂದು ಗ್ರೇಡ್ ಆಯ್ಕೆಮಾಡಿ',
  },
  'gpa-limits': {
    semNameEmpty: 'ಸೆಮಿಸ್ಟರ್ ಹೆಸರು ಖಾಲಿ ಇರಬಾರದು',
    semNameLong: (most: string) => `ಸೆಮಿಸ್ಟರ್ ಹೆಸರಿನಲ್ಲಿ ಗರಿಷ್ಠ ${most} ಅಕ್ಷರಗಳಿರಬಹುದು`,
    subjNameLong: (most: string) => `ವಿಷಯದ ಹೆಸರಿನಲ್ಲಿ ಗರಿಷ್ಠ ${most} ಅಕ್ಷರಗಳಿರಬಹುದು`,
    sgpaRange: (max: string, places: string) =>
      `SGPA 0ರಿಂದ ${max}ರವರೆಗೆ, ಗರಿಷ್ಠ ${places} ದಶಮಾಂಶ ಸ್ಥಾನಗಳೊಂದಿಗೆ ಇರಬೇಕು`,
    semCredits: (most: string) =>
      `ಸೆಮಿಸ್ಟರ್ ಕ್ರೆಡಿಟ್‌ಗಳು 0ಕ್ಕಿಂತ ಹೆಚ್ಚು ಮತ್ತು ಗರಿಷ್ಠ ${most} ಆಗಿರಬೇಕು, 0.5ರ ಅಂತರದಲ್ಲಿ`,
    quickAndSubj: 'SGPA ಮತ್ತು ಕ್ರೆಡಿಟ್‌ಗಳಾಗಿ ನಮೂದಿಸಿದ ಸೆಮಿಸ್ಟರ್‌ನಲ್ಲಿ ವಿಷಯಗಳೂ ಇರುವಂತಿಲ್ಲ',
    tooManySems: (most: string) => `ಒಂದು ಪ್ರೊಫೈಲ್‌ನಲ್ಲಿ ಗರಿಷ್ಠ ${most} ಸೆಮಿಸ್ಟರ್‌ಗಳಿರಬಹುದು`,
    tooManySubjs: (most: string) => `ಒಂದು ಪ್ರೊಫೈಲ್‌ನಲ್ಲಿ ಗರಿಷ್ಠ ${most} ವಿಷಯಗಳಿರಬಹುದು`,
  },
  'gpa-view': {
    semester: 'ಸೆಮಿಸ್ಟರ್',
    subject: 'ವಿಷಯ',
    credits: 'ಕ್ರೆಡಿಟ್‌ಗಳು',
    semesterN: (number: string) => `ಸೆಮಿಸ್ಟರ್ ${number}`,
    defaultOf: (owner: string) => `${owner} (ಡೀಫಾಲ್ಟ್)`,
    defaultScale: 'CampusCalc ಡೀಫಾಲ್ಟ್ (10-ಪಾಯಿಂಟ್)',
    user: 'ಬಳಕೆದಾರ',
    fromCard: (sgpa: string, credits: number) =>
      `SGPA ${sgpa} × ${counted(credits, 'ಕ್ರೆಡಿಟ್', 'ಕ್ರೆಡಿಟ್‌ಗಳು')} (ಗ್ರೇಡ್ ಕಾರ್ಡ್‌ನಿಂದ)`,
    reappear: 'ಮರುಪರೀಕ್ಷೆ',
    fail: 'ಅನುತ್ತೀರ್ಣ',
    attemptOf: (number: number, subject: string) => `${subject} ವಿಷಯದ ${number}ನೇ ಪ್ರಯತ್ನ`,
    backlog: 'ಬ್ಯಾಕ್‌ಲಾಗ್',
    clearedIn: (semester: string) => `ಉತ್ತೀರ್ಣ: ${semester}`,
    notCounted: 'ಎಣಿಸಲಾಗಿಲ್ಲ',
    backlogs: (active: number, cleared: number) => `ಬ್ಯಾಕ್‌ಲಾಗ್‌ಗಳು: ${active} ಬಾಕಿ, ${cleared} ಉತ್ತೀರ್ಣ`,
  },
} satisfies Translation<
  typeof semesterTexts | typeof subjectFormTexts | typeof limitTexts | typeof viewTexts
>;
