/**
 * The semesters in Tamil (semester-texts.ts), with the subject form's refusals, the limits their
 * messages name and the words of a profile's view that the screen, the working and the report
 * share. Words as Tamil Nadu colleges print them: பருவம் (semester), அரியர் (backlog); SGPA and GPA
 * stay in Latin script, and semester names as the student typed them ('Semester 2' shows as
 * 'பருவம் 2').
 */
import type { limitTexts } from '#core/gpa/limit-texts.ts';
import type { viewTexts } from '#core/gpa/scales/view-texts.ts';
import type { subjectFormTexts } from '#core/gpa/subject-form-texts.ts';
import type { Translation } from '#core/i18n/texts.ts';
import type { semesterTexts } from './semester-texts';

/** A count with its noun, one or many: '1 பாடம்', '4 பாடங்கள்'. */
const counted = (count: number, one: string, many: string): string =>
  `${count} ${count === 1 ? one : many}`;

/** A count this part wrote ('3 பாடங்கள்') with its noun in the case the sentence needs. */
const inCase = (count: string, cases: Readonly<Record<string, string>>): string =>
  count.replace(/\S+$/, (noun) => cases[noun] ?? noun);

const SUBJECTS_TOO = { பாடம்: 'பாடத்தையும்', பாடங்கள்: 'பாடங்களையும்' };

export const semestersTamil = {
  'gpa-semesters': {
    semesters: 'பருவங்கள்',
    noSemesters: 'இன்னும் எந்தப் பருவமும் சேர்க்கப்படவில்லை',
    addSemester: 'பருவத்தைச் சேர்',
    rename: 'பெயரை மாற்று',
    renameNamed: (name: string) => `${name}-இன் பெயரை மாற்று`,
    delete: 'நீக்கு',
    deleteNamed: (name: string) => `${name}-ஐ நீக்கு`,
    cancel: 'ரத்துசெய்',
    deleteSem: 'பருவத்தை நீக்கு',
    deleteAsk: (name: string, subjects: string) =>
      `${name}-ஐயும் அதன் ${inCase(subjects, SUBJECTS_TOO)} நீக்கவா?`,
    subjects: (count: number) => counted(count, 'பாடம்', 'பாடங்கள்'),
    renameSem: 'பருவத்தின் பெயரை மாற்று',
    semesterName: 'பருவத்தின் பெயர்',
    credits: (count: number) => counted(count, 'கிரெடிட்', 'கிரெடிட்கள்'),
    noSubjects: 'இன்னும் எந்தப் பாடமும் சேர்க்கப்படவில்லை',
    changeSgpa: 'SGPA-வை மாற்று',
    enterSgpa: 'SGPA-ஆக உள்ளிடு',
    enterSubjs: 'பாடங்களாக உள்ளிடு',
    facts: (grade: string, credits: string, points: string) =>
      `கிரேடு ${grade} · ${credits} · ${points} புள்ளிகள்`,
    laterTry: 'அடுத்த முயற்சியைப் பதிவுசெய்',
    editNamed: (name: string) => `${name}-ஐத் திருத்து`,
    subjectGone: (name: string) => `பாடம் நீக்கப்பட்டது: ${name}`,
    undo: 'செயல்தவிர்',
    subjectIn: (semester: string) => `${semester}-இல் பாடம்`,
    subjectName: 'பாடத்தின் பெயர்',
    nameExample: 'எ.கா. கணிதம்',
    grade: 'கிரேடு',
    aboutGrades: 'கிரேடுகள் பற்றி',
    gradePoints: 'கிரேடு புள்ளிகள்',
    aboutCredits: 'கிரெடிட்கள் பற்றி',
    creditHours: 'கிரெடிட் மணிநேரங்கள்',
    creditsAre:
      'கிரெடிட்கள் (கிரெடிட் மணிநேரங்கள்) என்பவை ஒரு பாடத்தின் எடை, பொதுவாக வாரத்துக்கு அதன் வகுப்பு மணிநேரங்கள். அதிக கிரெடிட்கள் கொண்ட பாடம் உங்கள் GPA-வில் அதிகமாகக் கணக்கிடப்படும்.',
    creditsFrom: (least: string, most: string, step: string) =>
      `இவற்றை உங்கள் பாடத்திட்டம் அல்லது மதிப்பெண் பட்டியலிலிருந்து எடுக்கவும்: ${least} முதல் ${most} வரை, ${step} இடைவெளியில்.`,
    addSubject: 'பாடத்தைச் சேர்',
    updateSubj: 'பாடத்தைப் புதுப்பி',
    selectGrade: 'கிரேடைத் தேர்ந்தெடு',
    creditExample: 'எ.கா. 4',
  },
  'gpa-subject-form': {
    fillAll: 'அனைத்துப் புலங்களையும் நிரப்பவும்',
    creditRange: (most: string) => `கிரெடிட்கள் 0 முதல் ${most} வரை, 0.5 இடைவெளியில் இருக்க வேண்டும்`,
    pickGrade: 'பட்டியலிலிருந்து ஒரு கிரேடைத் தேர்ந்தெடுக்கவும்',
  },
  'gpa-limits': {
    semNameEmpty: 'பருவத்தின் பெயர் காலியாக இருக்கக்கூடாது',
    semNameLong: (most: string) => `பருவத்தின் பெயர் அதிகபட்சம் ${most} எழுத்துகள் வரை இருக்கலாம்`,
    subjNameLong: (most: string) => `பாடத்தின் பெயர் அதிகபட்சம் ${most} எழுத்துகள் வரை இருக்கலாம்`,
    sgpaRange: (max: string, places: string) =>
      `SGPA 0 முதல் ${max} வரை, அதிகபட்சம் ${places} தசம இடங்களுடன் இருக்க வேண்டும்`,
    semCredits: (most: string) =>
      `பருவத்தின் கிரெடிட்கள் 0-ஐ விட அதிகமாகவும் அதிகபட்சம் ${most} ஆகவும், 0.5 இடைவெளியில் இருக்க வேண்டும்`,
    quickAndSubj: 'SGPA, கிரெடிட்கள் என உள்ளிடப்பட்ட பருவத்தில் பாடங்களும் இருக்க முடியாது',
    tooManySems: (most: string) => `ஒரு சுயவிவரத்தில் அதிகபட்சம் ${most} பருவங்கள் இருக்கலாம்`,
    tooManySubjs: (most: string) => `ஒரு சுயவிவரத்தில் அதிகபட்சம் ${most} பாடங்கள் இருக்கலாம்`,
  },
  'gpa-view': {
    semester: 'பருவம்',
    subject: 'பாடம்',
    credits: 'கிரெடிட்கள்',
    semesterN: (number: string) => `பருவம் ${number}`,
    defaultOf: (owner: string) => `${owner} (இயல்புநிலை)`,
    defaultScale: 'CampusCalc இயல்புநிலை (10-புள்ளி)',
    user: 'பயனர்',
    fromCard: (sgpa: string, credits: number) =>
      `SGPA ${sgpa} × ${counted(credits, 'கிரெடிட்', 'கிரெடிட்கள்')} (மதிப்பெண் பட்டியலிலிருந்து)`,
    reappear: 'மறுதேர்வு',
    fail: 'தோல்வி',
    attemptOf: (number: number, subject: string) => `${subject}: முயற்சி ${number}`,
    backlog: 'அரியர்',
    clearedIn: (semester: string) => `${semester}-இல் தேர்ச்சி`,
    notCounted: 'கணக்கிடப்படவில்லை',
    backlogs: (active: number, cleared: number) =>
      `அரியர்கள்: ${active} நிலுவையில், ${cleared} தேர்ச்சி`,
  },
} satisfies Translation<
  typeof semesterTexts | typeof subjectFormTexts | typeof limitTexts | typeof viewTexts
>;
