/**
 * The semesters in Telugu (semester-texts.ts), with the subject form's refusals, the limits their
 * messages name and the words of a profile's view that the screen, the working and the report
 * share. SGPA and GPA stay in Latin script, semester names as the student typed them (the
 * 'Semester 2' the product writes shows as 'సెమిస్టర్ 2'); case endings stand apart from names.
 */
import type { limitTexts } from '#core/gpa/limit-texts.ts';
import type { viewTexts } from '#core/gpa/scales/view-texts.ts';
import type { subjectFormTexts } from '#core/gpa/subject-form-texts.ts';
import type { Translation } from '#core/i18n/texts.ts';
import type { semesterTexts } from './semester-texts';

export const semestersTelugu = {
  'gpa-semesters': {
    semesters: 'సెమిస్టర్లు',
    noSemesters: 'ఇంకా సెమిస్టర్లు ఏవీ జోడించలేదు',
    addSemester: 'సెమిస్టర్‌ను జోడించండి',
    rename: 'పేరు మార్చండి',
    renameNamed: (name: string) => `${name} పేరు మార్చండి`,
    delete: 'తొలగించండి',
    deleteNamed: (name: string) => `${name} తొలగించండి`,
    cancel: 'రద్దు చేయండి',
    deleteSem: 'సెమిస్టర్‌ను తొలగించండి',
    deleteAsk: (name: string, subjects: string) => `${name}, దానిలోని ${subjects} తొలగించాలా?`,
    subjects: (count: number) => `${count} ${count === 1 ? 'సబ్జెక్టు' : 'సబ్జెక్టులు'}`,
    renameSem: 'సెమిస్టర్ పేరు మార్చండి',
    semesterName: 'సెమిస్టర్ పేరు',
    credits: (count: number) => `${count} ${count === 1 ? 'క్రెడిట్' : 'క్రెడిట్లు'}`,
    noSubjects: 'ఇంకా సబ్జెక్టులు ఏవీ జోడించలేదు',
    changeSgpa: 'SGPA మార్చండి',
    enterSgpa: 'బదులుగా SGPA నమోదు చేయండి',
    enterSubjs: 'బదులుగా సబ్జెక్టులు నమోదు చేయండి',
    facts: (grade: string, credits: string, points: string) =>
      `గ్రేడ్ ${grade} · ${credits} · ${points} పాయింట్లు`,
    laterTry: 'తదుపరి ప్రయత్నం నమోదు చేయండి',
    editNamed: (name: string) => `${name} సవరించండి`,
    subjectGone: (name: string) => `సబ్జెక్టు తొలగించబడింది: ${name}`,
    undo: 'వెనక్కి తీసుకోండి',
    subjectIn: (semester: string) => `${semester} లోని సబ్జెక్టు`,
    subjectName: 'సబ్జెక్టు పేరు',
    nameExample: 'ఉదా. గణితం',
    grade: 'గ్రేడ్',
    aboutGrades: 'గ్రేడ్‌ల గురించి',
    gradePoints: 'గ్రేడ్ పాయింట్లు',
    aboutCredits: 'క్రెడిట్ల గురించి',
    creditHours: 'క్రెడిట్ గంటలు',
    creditsAre:
      'క్రెడిట్లు (క్రెడిట్ గంటలు) ఒక సబ్జెక్టు భారం, సాధారణంగా వారానికి దాని తరగతుల గంటలు. ఎక్కువ క్రెడిట్లు ఉన్న సబ్జెక్టు మీ GPAలో అంత ఎక్కువగా లెక్కకు వస్తుంది.',
    creditsFrom: (least: string, most: string, step: string) =>
      `వీటిని మీ సిలబస్ లేదా గ్రేడ్ కార్డు నుండి తీసుకోండి: ${least} నుండి ${most} వరకు, ${step} గుణిజాలుగా.`,
    addSubject: 'సబ్జెక్టును జోడించండి',
    updateSubj: 'సబ్జెక్టును అప్‌డేట్ చేయండి',
    selectGrade: 'గ్రేడ్ ఎంచుకోండి',
    creditExample: 'ఉదా. 4',
  },
  'gpa-subject-form': {
    fillAll: 'దయచేసి అన్ని ఫీల్డ్‌లు నింపండి',
    creditRange: (most: string) => `క్రెడిట్లు 0 నుండి ${most} వరకు, 0.5 గుణిజాలుగా ఉండాలి`,
    pickGrade: 'దయచేసి జాబితా నుండి ఒక గ్రేడ్ ఎంచుకోండి',
  },
  'gpa-limits': {
    semNameEmpty: 'సెమిస్టర్ పేరు ఖాళీగా ఉండకూడదు',
    semNameLong: (most: string) => `సెమిస్టర్ పేరులో గరిష్ఠంగా ${most} అక్షరాలు ఉండవచ్చు`,
    subjNameLong: (most: string) => `సబ్జెక్టు పేరులో గరిష్ఠంగా ${most} అక్షరాలు ఉండవచ్చు`,
    sgpaRange: (max: string, places: string) =>
      `SGPA 0 నుండి ${max} వరకు ఉండాలి, గరిష్ఠంగా ${places} దశాంశ స్థానాలతో`,
    semCredits: (most: string) => `సెమిస్టర్ క్రెడిట్లు 0 కంటే ఎక్కువగా, గరిష్ఠంగా ${most} ఉండాలి, 0.5 గుణిజాలుగా`,
    quickAndSubj: 'SGPA, క్రెడిట్లుగా నమోదు చేసిన సెమిస్టర్‌లో సబ్జెక్టులు కూడా ఉండకూడదు',
    tooManySems: (most: string) => `ఒక ప్రొఫైల్‌లో గరిష్ఠంగా ${most} సెమిస్టర్లు ఉండవచ్చు`,
    tooManySubjs: (most: string) => `ఒక ప్రొఫైల్‌లో గరిష్ఠంగా ${most} సబ్జెక్టులు ఉండవచ్చు`,
  },
  'gpa-view': {
    semester: 'సెమిస్టర్',
    subject: 'సబ్జెక్టు',
    credits: 'క్రెడిట్లు',
    semesterN: (number: string) => `సెమిస్టర్ ${number}`,
    defaultOf: (owner: string) => `${owner} (డిఫాల్ట్)`,
    defaultScale: 'CampusCalc డిఫాల్ట్ (10-పాయింట్)',
    user: 'వినియోగదారు',
    fromCard: (sgpa: string, credits: number) =>
      `SGPA ${sgpa} × ${credits} ${credits === 1 ? 'క్రెడిట్' : 'క్రెడిట్లు'} (గ్రేడ్ కార్డు నుండి)`,
    reappear: 'రీఅపియర్',
    fail: 'ఫెయిల్',
    attemptOf: (number: number, subject: string) => `${subject} ${number}వ ప్రయత్నం`,
    backlog: 'బ్యాక్‌లాగ్',
    clearedIn: (semester: string) => `${semester} లో ఉత్తీర్ణత`,
    notCounted: 'లెక్కించలేదు',
    backlogs: (active: number, cleared: number) =>
      `బ్యాక్‌లాగ్‌లు: ${active} మిగిలినవి, ${cleared} ఉత్తీర్ణమైనవి`,
  },
} satisfies Translation<
  typeof semesterTexts | typeof subjectFormTexts | typeof limitTexts | typeof viewTexts
>;
