/** The semesters in Marathi (सत्र, श्रेयांक), the subject form's refusals, limits and view words. */
import type { limitTexts } from '#core/gpa/limit-texts.ts';
import type { viewTexts } from '#core/gpa/scales/view-texts.ts';
import type { subjectFormTexts } from '#core/gpa/subject-form-texts.ts';
import type { Translation } from '#core/i18n/texts.ts';
import type { semesterTexts } from './semester-texts';

export const semestersMarathi = {
  'gpa-semesters': {
    semesters: 'सत्रे',
    noSemesters: 'अद्याप एकही सत्र जोडलेले नाही',
    addSemester: 'सत्र जोडा',
    rename: 'नाव बदला',
    renameNamed: (name: string) => `${name} चे नाव बदला`,
    delete: 'हटवा',
    deleteNamed: (name: string) => `${name} हटवा`,
    cancel: 'रद्द करा',
    deleteSem: 'सत्र हटवा',
    deleteAsk: (name: string, subjects: string) => `${name} आणि त्यातील ${subjects} हटवायचे?`,
    subjects: (count: number) => `${count} विषय`,
    renameSem: 'सत्राचे नाव बदला',
    semesterName: 'सत्राचे नाव',
    credits: (count: number) => `${count} श्रेयांक`,
    noSubjects: 'अद्याप एकही विषय जोडलेला नाही',
    changeSgpa: 'SGPA बदला',
    enterSgpa: 'त्याऐवजी SGPA नोंदवा',
    enterSubjs: 'त्याऐवजी विषय नोंदवा',
    facts: (grade: string, credits: string, points: string) =>
      `ग्रेड ${grade} · ${credits} · ${points} पॉइंट`,
    laterTry: 'पुढचा प्रयत्न नोंदवा',
    editNamed: (name: string) => `${name} संपादित करा`,
    subjectGone: (name: string) => `विषय हटवला: ${name}`,
    undo: 'पूर्ववत करा',
    subjectIn: (semester: string) => `${semester} मधील विषय`,
    subjectName: 'विषयाचे नाव',
    nameExample: 'उदा. गणित',
    grade: 'ग्रेड',
    aboutGrades: 'ग्रेडविषयी',
    gradePoints: 'ग्रेड पॉइंट',
    aboutCredits: 'श्रेयांकांविषयी',
    creditHours: 'श्रेयांक तास',
    creditsAre:
      'श्रेयांक (श्रेयांक तास) म्हणजे विषयाचे वजन, साधारणपणे त्या विषयाच्या दर आठवड्याच्या तासिकांची संख्या. ज्या विषयाचे श्रेयांक जास्त, तो तुमच्या GPA मध्ये तितका जास्त मोजला जातो.',
    creditsFrom: (least: string, most: string, step: string) =>
      `ते तुमच्या अभ्यासक्रमातून किंवा गुणपत्रिकेवरून घ्या: ${least} ते ${most}, ${step} च्या पटीत.`,
    addSubject: 'विषय जोडा',
    updateSubj: 'विषय अद्ययावत करा',
    selectGrade: 'ग्रेड निवडा',
    creditExample: 'उदा. 4',
  },
  'gpa-subject-form': {
    fillAll: 'कृपया सर्व रकाने भरा',
    creditRange: (most: string) => `श्रेयांक 0 ते ${most} यांदरम्यान, 0.5 च्या पटीत असले पाहिजेत`,
    pickGrade: 'कृपया यादीतून ग्रेड निवडा',
  },
  'gpa-limits': {
    semNameEmpty: 'सत्राचे नाव रिकामे असू शकत नाही',
    semNameLong: (most: string) => `सत्राचे नाव जास्तीत जास्त ${most} अक्षरांचे असू शकते`,
    subjNameLong: (most: string) => `विषयाचे नाव जास्तीत जास्त ${most} अक्षरांचे असू शकते`,
    sgpaRange: (max: string, places: string) =>
      `SGPA 0 ते ${max} यांदरम्यान, जास्तीत जास्त ${places} दशांश स्थळांपर्यंत असला पाहिजे`,
    semCredits: (most: string) =>
      `सत्राचे श्रेयांक 0 पेक्षा जास्त आणि जास्तीत जास्त ${most}, 0.5 च्या पटीत असले पाहिजेत`,
    quickAndSubj: 'SGPA आणि श्रेयांक म्हणून नोंदवलेल्या सत्रात विषयही असू शकत नाहीत',
    tooManySems: (most: string) => `एका प्रोफाइलमध्ये जास्तीत जास्त ${most} सत्रे असू शकतात`,
    tooManySubjs: (most: string) => `एका प्रोफाइलमध्ये जास्तीत जास्त ${most} विषय असू शकतात`,
  },
  'gpa-view': {
    semester: 'सत्र',
    subject: 'विषय',
    credits: 'श्रेयांक',
    semesterN: (number: string) => `सत्र ${number}`,
    defaultOf: (owner: string) => `${owner} (डीफॉल्ट)`,
    defaultScale: 'CampusCalc डीफॉल्ट (10-पॉइंट)',
    user: 'वापरकर्ता',
    fromCard: (sgpa: string, credits: number) => `SGPA ${sgpa} × ${credits} श्रेयांक (गुणपत्रिकेवरून)`,
    reappear: 'पुनर्परीक्षा',
    fail: 'अनुत्तीर्ण',
    attemptOf: (number: number, subject: string) => `${subject} चा प्रयत्न ${number}`,
    backlog: 'बॅकलॉग',
    clearedIn: (semester: string) => `${semester} मध्ये उत्तीर्ण`,
    notCounted: 'मोजलेले नाही',
    backlogs: (active: number, cleared: number) => `बॅकलॉग: ${active} बाकी, ${cleared} उत्तीर्ण`,
  },
} satisfies Translation<
  typeof semesterTexts | typeof subjectFormTexts | typeof limitTexts | typeof viewTexts
>;
