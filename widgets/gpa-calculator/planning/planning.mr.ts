/** Planning in Marathi: target CGPA, marks to grade, the marks tools, what-if, quick SGPA, retakes. */
import type { planTexts } from '../../../packages/core/src/gpa/plan/plan-texts';
import type { marksToolsTexts } from '../../../packages/core/src/gpa/scales/end-semester-texts';
import type { marksTexts } from '../../../packages/core/src/gpa/scales/marks-texts';
import type { sgpaFormTexts } from '../../../packages/core/src/gpa/sgpa-form-texts';
import type { whatIfTexts } from '../../../packages/core/src/gpa/what-if-mode-texts';
import type { Translation } from '../../../packages/core/src/i18n/texts';
import type { quickSgpaTexts } from './quick-sgpa-texts';
import type { retakeTexts } from './retake-texts';

const inRemaining = (count: number) =>
  count === 1 ? 'उरलेल्या सत्रात' : `उरलेल्या ${count} सत्रांपैकी प्रत्येक सत्रात`;

/** ' (30 पैकी)' where the field's maximum reads as a number. */
const outOf = (most: string | null) => (most === null ? '' : ` (${most} पैकी)`);

/** 'शेवटची 4 सत्रे', 'शेवटचे 1 सत्र'. */
const lastSemesters = (count: number) => (count === 1 ? `शेवटचे ${count} सत्र` : `शेवटची ${count} सत्रे`);

export const planningMarathi = {
  'gpa-plan': {
    heading: 'लक्ष्य CGPA गाठा',
    noCgpa: 'अद्याप CGPA नाही: नियोजन फक्त उरलेली सत्रे मोजते.',
    cgpaNow: (cgpa: string, semesters: number) =>
      `सध्याचा तुमचा CGPA: ${cgpa}, ${semesters} ${semesters === 1 ? 'सत्रानंतर' : 'सत्रांनंतर'}.`,
    target: 'लक्ष्य CGPA',
    remaining: 'उरलेली सत्रे',
    creditsNote: (credits: string, mean: boolean) =>
      `प्रत्येक उरलेल्या सत्राचे श्रेयांक, ${credits} पासून सुरू${mean ? ', जी तुमच्या पूर्ण झालेल्या सत्रांची सरासरी आहे' : ''}.`,
    credits: (semester: string) => `${semester} चे श्रेयांक`,
    prompt: 'प्रत्येक उरलेल्या सत्रात किती हवे ते पाहण्यासाठी लक्ष्य CGPA लिहा.',
    reachable: (target: string, needed: string, remaining: number) =>
      `${target} गाठण्यासाठी ${inRemaining(remaining)} किमान ${needed} SGPA मिळवा.`,
    reached: (target: string, now: string) => `लक्ष्य ${target} आधीच गाठले आहे: तुमचा CGPA ${now} आहे.`,
    canLower: (maximum: number, best: string) =>
      `उरलेली सत्रे तो कमी करू शकतात: प्रत्येक सत्रात ${maximum} मिळवले तरी CGPA ${best} होईल.`,
    staysReached: 'उरलेल्या सत्रांमध्ये तुम्हाला कितीही SGPA मिळाला, तरी लक्ष्य गाठलेलेच राहील.',
    toStay: (keep: string, remaining: number) =>
      `लक्ष्यावर टिकून राहण्यासाठी ${inRemaining(remaining)} किमान ${keep} SGPA मिळवा.`,
    beyond: (target: string, maximum: number, remaining: number, best: string) =>
      `${target} साठी ${inRemaining(remaining)} ${maximum} पेक्षा जास्त हवे, जे या स्केलचे कमाल मूल्य आहे. आता शक्य असलेला सर्वोत्तम CGPA ${best} आहे.`,
    equivalent: (target: string, equivalents: string) => `${target} CGPA म्हणजे ${equivalents}.`,
    targetBad: (maximum: number, places: number) =>
      `लक्ष्य CGPA 0 पेक्षा जास्त आणि जास्तीत जास्त ${maximum} असला पाहिजे, ${places === 0 ? 'पूर्ण संख्येत' : `जास्तीत जास्त ${places} दशांश स्थळांपर्यंत`}`,
    creditsBad: (semester: string, step: number, most: number) =>
      `${semester}: श्रेयांक ${step} ते ${most} यांदरम्यान, ${step} च्या पटीत असले पाहिजेत`,
    countBad: (most: number) => `उरलेली सत्रे 1 ते ${most} यांमधील पूर्ण संख्या असली पाहिजे`,
    semester: (number: number) => `सत्र ${number}`,
    tooManyYears: 'हे स्केल जितक्या वर्षांना भार देते, त्यापेक्षा जास्त सत्रे नियोजनात आहेत: कमी सत्रांचे नियोजन करा',
    equalWeight: 'या स्केलवर प्रत्येक सत्र समान मोजले जाते, म्हणून श्रेयांकांमुळे नियोजन बदलत नाही.',
    lastOnly: (count: number) =>
      `या स्केलचा CGPA फक्त ${lastSemesters(count)} मोजतो: नियोजन असे मानते की हीच तुमची सर्व उरलेली सत्रे आहेत.`,
    yearWeighted: (perYear: number) =>
      `हे स्केल ${perYear} ${perYear === 1 ? 'सत्राच्या' : 'सत्रांच्या'} प्रत्येक वर्षाला स्वतंत्र भार देते: नियोजन असे मानते की हीच तुमची सर्व उरलेली सत्रे आहेत.`,
  },
  'gpa-marks': {
    heading: 'गुणांवरून ग्रेड',
    noBands: 'या स्केलचा स्रोत गुणांचे टप्पे देत नाही.',
    marks: 'गुण (100 पैकी)',
    neededFor: 'या ग्रेडसाठी आवश्यक गुण',
    inBand: (marks: number, code: string, label: string, min: number, max: number) =>
      `${marks} गुण: ${code} (${label}), ${min}–${max}.`,
    below: (marks: number, code: string, label: string, passFrom: number) =>
      `${marks} गुण: ${code} (${label}), ${passFrom} पेक्षा कमी.`,
    noBand: (marks: number, codes: string) =>
      `या स्केलच्या कोणत्याही गुण-टप्प्यात ${marks} येत नाही: त्याचा स्रोत फक्त ${codes} चे टप्पे देतो.`,
    needs: (code: string, min: number, max: number) =>
      `${code} साठी किमान ${min} गुण हवेत (${min}–${max}).`,
    problem: (most: number) => `गुण 0 ते ${most} यांमधील पूर्ण संख्या असली पाहिजे`,
  },
  'gpa-marks-tools': {
    heading: 'सत्रांत परीक्षेत आवश्यक गुण',
    presetSplit: (internal: number, external: number) =>
      `गुणविभागणी तुमच्या विद्यापीठानुसार भरली आहे: ${internal} अंतर्गत + ${external} सत्रांत.`,
    enterSplit: 'तुमच्या विषयाची गुणविभागणी लिहा: ती तुमच्या अभ्यासक्रमात किंवा परीक्षा योजनेत दिलेली असते.',
    obtained: (most: string | null) => `मिळालेले अंतर्गत गुण${outOf(most)}`,
    internal: 'अंतर्गत कमाल गुण',
    external: 'सत्रांत कमाल गुण',
    paper: 'प्रश्नपत्रिका किती गुणांची आहे (रिकामे: तितकेच)',
    minimum: (most: string | null) => `परीक्षेतील किमान गुण${outOf(most)}, असल्यास`,
    prompt: 'प्रत्येक ग्रेडसाठी सत्रांत परीक्षेत आवश्यक गुण पाहण्यासाठी तुमचे अंतर्गत गुण आणि गुणविभागणी लिहा.',
    internalBad: (most: number) => `अंतर्गत कमाल गुण 0 ते ${most} यांमधील पूर्ण संख्या असली पाहिजे`,
    externalBad: (most: number) => `सत्रांत कमाल गुण 1 ते ${most} यांमधील पूर्ण संख्या असली पाहिजे`,
    paperBad: (most: number) => `प्रश्नपत्रिकेचे गुण 1 ते ${most} यांमधील पूर्ण संख्या असली पाहिजे`,
    minimumBad: (most: number) =>
      `परीक्षेतील किमान गुण 0 ते ${most} यांमधील संख्या असली पाहिजे, जास्तीत जास्त 2 दशांश स्थळांपर्यंत`,
    obtainedBad: (most: number) =>
      `अंतर्गत गुण 0 ते ${most} यांमधील संख्या असली पाहिजे, जास्तीत जास्त 2 दशांश स्थळांपर्यंत`,
    secured: 'तुमच्या अंतर्गत गुणांमुळे आधीच निश्चित.',
    securedOnce: (marks: number, paper: number) =>
      `तुमच्या अंतर्गत गुणांमुळे निश्चित, फक्त परीक्षेतील किमान गुण मिळवल्यास: ${paper} पैकी ${marks}.`,
    atLeast: (marks: number, paper: number) => `सत्रांत परीक्षेत ${paper} पैकी किमान ${marks}.`,
    atLeastMin: (marks: number, paper: number) =>
      `${paper} पैकी किमान ${marks}, जे परीक्षेत उत्तीर्ण होण्यासाठीचे किमान गुण आहेत.`,
    unreachable: (paper: number, best: string, total: number, needed: string) =>
      `शक्य नाही: ${paper} पैकी पूर्ण ${paper} मिळवले तरी ${total} पैकी ${best} होतात, आणि यासाठी ${needed} हवेत.`,
    bandNote: (total: number) =>
      `ग्रेडचा टप्पा विषयाच्या एकूण ${total} गुणांची टक्केवारी असतो आणि तो त्याच्या सर्वांत कमी पूर्ण टक्केवारीवर गाठला जातो; दाखवलेला प्रत्येक गुण हा तो टप्पा गाठणारा सर्वांत कमी पूर्ण गुण आहे.`,
    totalNote:
      'एकूण गुणांची तुलना जशी आहे तशीच केली जाते: जिथे तुमचे विद्यापीठ एकूण गुण वरच्या दिशेने पूर्णांकित करते, तिथे एक गुण कमीही चालू शकतो.',
    paperNote: (paper: number, external: number) =>
      `प्रश्नपत्रिका ${paper} गुणांची आहे आणि ${external} गुणांसाठी मोजली जाते: लिहिलेले गुण × ${external} ÷ ${paper} असे मोजले जातात, पूर्णांकन न करता.`,
    courseTotal: (internal: number, external: number, total: number) =>
      `विषयाचे एकूण गुण: ${internal} (अंतर्गत) + ${external} (सत्रांत) = ${total} गुण.`,
    yourInternal: (obtained: string, internal: number) =>
      `तुमचे अंतर्गत गुण: ${internal} पैकी ${obtained}.`,
    paperScaled: (paper: number, external: number) =>
      `प्रश्नपत्रिका ${paper} गुणांची आहे आणि ${external} गुणांसाठी मोजली जाते: प्रश्नपत्रिकेवरील गुण = मोजलेले गुण × ${paper} ÷ ${external}.`,
    minScaled: (minimum: string, external: number, paper: number, onPaper: string, least: number) =>
      `परीक्षेतील किमान: ${external} पैकी ${minimum}, × ${paper} ÷ ${external} ${onPaper} प्रश्नपत्रिकेवर; सर्वांत कमी पूर्ण गुण: ${least}.`,
    minPlain: (minimum: string, external: number, least: number) =>
      `परीक्षेतील किमान: ${external} पैकी ${minimum}; सर्वांत कमी पूर्ण गुण: ${least}.`,
    leastNote:
      "प्रत्येक आवश्यक गुण हा अचूक मूल्याइतका किंवा त्याहून जास्त असलेला सर्वांत कमी पूर्ण गुण आहे ('≈' असलेली मूल्ये फक्त वाचण्यासाठी 2 दशांश स्थळांपर्यंत पूर्णांकित केली आहेत).",
    caption: 'सत्रांत परीक्षेत आवश्यक गुण, ग्रेडनुसार',
    gradeFrom: 'ग्रेड (पासून)',
    totalNeeded: 'आवश्यक एकूण गुण',
    fromExam: 'परीक्षेतून',
    onPaper: (paper: number) => `प्रश्नपत्रिकेवर (${paper} पैकी)`,
    leastMark: (paper: number) => `सर्वांत कमी पूर्ण गुण (${paper} पैकी)`,
    percentOf: (min: number, total: number, value: string) => `${total} चे ${min}% = ${value}`,
    alreadyHad: 'आधीच निश्चित',
    alreadyMin: (marks: number) => `आधीच निश्चित; ${marks} (किमान)`,
    minCell: (marks: number) => `${marks} (किमान)`,
    beyondCell: (paper: number) => `शक्य नाही (${paper} पेक्षा जास्त)`,
    notReachable: 'शक्य नाही',
    outOf: (marks: number, paper: number) => `${paper} पैकी ${marks}`,
    resultLabel: (code: string) => `${code} साठी सत्रांत गुण`,
  },
  'gpa-what-if': {
    keep: 'बदल ठेवा',
    discard: 'टाकून द्या',
    note: 'येथे ग्रेड वापरून पाहा: तुम्ही बदल ठेवेपर्यंत काहीही जतन होत नाही.',
    readOnlyNote: 'येथे ग्रेड वापरून पाहा: तुम्ही केलेला कोणताही बदल जतन होत नाही.',
    unkept: 'सत्राचा SGPA फक्त वापरून पाहता येतो, ठेवता येत नाही: बाकीचे बदल ठेवण्यासाठी तो रिकामा करा.',
    kept: '‘असे झाले तर’ मधील बदल जतन केले',
    saved: 'जतन केलेले',
    whatIf: 'असे झाले तर',
    badge: 'काल्पनिक',
    trySgpa: (semester: string) => `${semester} साठी SGPA वापरून पाहा`,
    clearsWith: (grade: string) => `${grade} ग्रेडने उत्तीर्ण`,
    undo: 'पूर्ववत करा',
    gradeOf: (subject: string) => `${subject} चा ग्रेड`,
    clearLabel: (subject: string) => `${subject} एखाद्या ग्रेडने उत्तीर्ण करा`,
    clearWith: 'या ग्रेडने उत्तीर्ण…',
    backlogs: 'बॅकलॉग',
    backlogCount: (active: number, cleared: number) => `${active} बाकी, ${cleared} उत्तीर्ण`,
    noCredits: (semester: string) => `${semester} मध्ये SGPA देऊ शकतील असे ग्रेड असलेले श्रेयांक नाहीत`,
  },
  'gpa-quick-sgpa': {
    title: (semester: string) => `${semester} चा SGPA`,
    hint: 'गुणपत्रिकेवरून: सत्र त्याचा SGPA × त्याचे श्रेयांक असे मोजले जाते.',
    sgpa: (maximum: number) => `SGPA (0 ते ${maximum})`,
    sgpaEg: 'उदा. 8.25',
    creditsEg: 'उदा. 22',
    save: 'SGPA जतन करा',
  },
  'gpa-sgpa-form': {
    fillBoth: 'कृपया SGPA आणि श्रेयांक दोन्ही लिहा',
  },
  'gpa-retake': {
    title: (subject: string) => `${subject} चा पुढचा प्रयत्न`,
    takenIn: 'कोणत्या सत्रात दिला',
    newSemester: (semester: string) => `नवीन सत्र: ${semester}`,
    save: 'प्रयत्न जतन करा',
  },
} satisfies Translation<
  | typeof planTexts
  | typeof marksTexts
  | typeof marksToolsTexts
  | typeof whatIfTexts
  | typeof quickSgpaTexts
  | typeof sgpaFormTexts
  | typeof retakeTexts
>;
