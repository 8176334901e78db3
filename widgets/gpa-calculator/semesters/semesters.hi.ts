/**
 * The semesters in Hindi (semester-texts.ts), with the subject form's refusals, the limits their
 * messages name and the words of a profile's view that the screen, the working and the report
 * share. Words as Hindi grade cards print them; SGPA and GPA stay in Latin script, and semester
 * names as the student typed them (the 'Semester 2' the product writes shows as 'सेमेस्टर 2').
 */
import type { limitTexts } from '#core/gpa/limit-texts.ts';
import type { viewTexts } from '#core/gpa/scales/view-texts.ts';
import type { subjectFormTexts } from '#core/gpa/subject-form-texts.ts';
import type { Translation } from '#core/i18n/texts.ts';
import type { semesterTexts } from './semester-texts';

export const semestersHindi = {
  'gpa-semesters': {
    semesters: 'सेमेस्टर',
    noSemesters: 'अभी कोई सेमेस्टर नहीं जोड़ा गया',
    addSemester: 'सेमेस्टर जोड़ें',
    rename: 'नाम बदलें',
    renameNamed: (name: string) => `${name} का नाम बदलें`,
    delete: 'हटाएँ',
    deleteNamed: (name: string) => `${name} हटाएँ`,
    cancel: 'रद्द करें',
    deleteSem: 'सेमेस्टर हटाएँ',
    deleteAsk: (name: string, subjects: string) => `${name} और उसके ${subjects} हटाएँ?`,
    subjects: (count: number) => `${count} विषय`,
    renameSem: 'सेमेस्टर का नाम बदलें',
    semesterName: 'सेमेस्टर का नाम',
    credits: (count: number) => `${count} क्रेडिट`,
    noSubjects: 'अभी कोई विषय नहीं जोड़ा गया',
    changeSgpa: 'SGPA बदलें',
    enterSgpa: 'इसके बजाय SGPA दर्ज करें',
    enterSubjs: 'इसके बजाय विषय दर्ज करें',
    facts: (grade: string, credits: string, points: string) =>
      `ग्रेड ${grade} · ${credits} · ${points} पॉइंट`,
    laterTry: 'अगला प्रयास दर्ज करें',
    editNamed: (name: string) => `${name} बदलें`,
    subjectGone: (name: string) => `विषय हटाया गया: ${name}`,
    undo: 'पूर्ववत करें',
    subjectIn: (semester: string) => `${semester} में विषय`,
    subjectName: 'विषय का नाम',
    nameExample: 'जैसे गणित',
    grade: 'ग्रेड',
    aboutGrades: 'ग्रेड के बारे में',
    gradePoints: 'ग्रेड पॉइंट',
    aboutCredits: 'क्रेडिट के बारे में',
    creditHours: 'क्रेडिट घंटे',
    creditsAre:
      'क्रेडिट (क्रेडिट घंटे) किसी विषय का भार हैं, आमतौर पर हर सप्ताह उसकी कक्षाओं के घंटे। जिस विषय के क्रेडिट अधिक हों, वह आपके GPA में उतना ही अधिक गिना जाता है।',
    creditsFrom: (least: string, most: string, step: string) =>
      `इन्हें अपने सिलेबस या ग्रेड कार्ड से लें: ${least} से ${most} तक, ${step} के अंतराल में।`,
    addSubject: 'विषय जोड़ें',
    updateSubj: 'विषय अपडेट करें',
    selectGrade: 'ग्रेड चुनें',
    creditExample: 'जैसे 4',
  },
  'gpa-subject-form': {
    fillAll: 'कृपया सभी फ़ील्ड भरें',
    creditRange: (most: string) => `क्रेडिट 0 से ${most} तक होने चाहिए, 0.5 के अंतराल में`,
    pickGrade: 'कृपया सूची से कोई ग्रेड चुनें',
  },
  'gpa-limits': {
    semNameEmpty: 'सेमेस्टर का नाम खाली नहीं हो सकता',
    semNameLong: (most: string) => `सेमेस्टर का नाम अधिकतम ${most} अक्षरों का हो सकता है`,
    subjNameLong: (most: string) => `विषय का नाम अधिकतम ${most} अक्षरों का हो सकता है`,
    sgpaRange: (max: string, places: string) =>
      `SGPA 0 से ${max} तक होना चाहिए, अधिकतम ${places} दशमलव स्थानों तक`,
    semCredits: (most: string) =>
      `सेमेस्टर के क्रेडिट 0 से अधिक और अधिकतम ${most} होने चाहिए, 0.5 के अंतराल में`,
    quickAndSubj: 'SGPA और क्रेडिट के रूप में दर्ज किए गए सेमेस्टर में विषय भी नहीं हो सकते',
    tooManySems: (most: string) => `एक प्रोफ़ाइल में अधिकतम ${most} सेमेस्टर हो सकते हैं`,
    tooManySubjs: (most: string) => `एक प्रोफ़ाइल में अधिकतम ${most} विषय हो सकते हैं`,
  },
  'gpa-view': {
    semester: 'सेमेस्टर',
    subject: 'विषय',
    credits: 'क्रेडिट',
    semesterN: (number: string) => `सेमेस्टर ${number}`,
    defaultOf: (owner: string) => `${owner} (डिफ़ॉल्ट)`,
    defaultScale: 'CampusCalc डिफ़ॉल्ट (10-पॉइंट)',
    user: 'उपयोगकर्ता',
    fromCard: (sgpa: string, credits: number) => `SGPA ${sgpa} × ${credits} क्रेडिट (ग्रेड कार्ड से)`,
    reappear: 'रीअपीयर',
    fail: 'फ़ेल',
    attemptOf: (number: number, subject: string) => `${subject} का प्रयास ${number}`,
    backlog: 'बैकलॉग',
    clearedIn: (semester: string) => `${semester} में उत्तीर्ण`,
    notCounted: 'गिना नहीं गया',
    backlogs: (active: number, cleared: number) => `बैकलॉग: ${active} बाकी, ${cleared} उत्तीर्ण`,
  },
} satisfies Translation<
  typeof semesterTexts | typeof subjectFormTexts | typeof limitTexts | typeof viewTexts
>;
