/**
 * The GPA calculator's planning in Hindi: Plan ahead (लक्ष्य CGPA), marks to grade and the marks
 * tools, the what-if mode ('अगर ऐसा हो तो'), a quick semester's SGPA and a later attempt. Words as
 * Indian grade cards and university notices print them: आंतरिक (internal), सेमेस्टर-अंत परीक्षा
 * (end-semester exam), उत्तीर्ण (a backlog cleared, as the semesters say it).
 */
import type { planTexts } from '../../../packages/core/src/gpa/plan/plan-texts';
import type { marksToolsTexts } from '../../../packages/core/src/gpa/scales/end-semester-texts';
import type { marksTexts } from '../../../packages/core/src/gpa/scales/marks-texts';
import type { sgpaFormTexts } from '../../../packages/core/src/gpa/sgpa-form-texts';
import type { whatIfTexts } from '../../../packages/core/src/gpa/what-if-mode-texts';
import type { Translation } from '../../../packages/core/src/i18n/texts';
import type { quickSgpaTexts } from './quick-sgpa-texts';
import type { retakeTexts } from './retake-texts';

const inRemaining = (count: number) =>
  count === 1 ? 'बचे हुए सेमेस्टर में' : `बचे हुए ${count} सेमेस्टरों में से हर एक में`;

/** ' (30 में से)' where the field's maximum reads as a number. */
const outOf = (most: string | null) => (most === null ? '' : ` (${most} में से)`);

export const planningHindi = {
  'gpa-plan': {
    heading: 'लक्ष्य CGPA तक पहुँचें',
    noCgpa: 'अभी कोई CGPA नहीं: योजना केवल बचे हुए सेमेस्टर गिनती है।',
    cgpaNow: (cgpa: string, semesters: number) =>
      `अभी आपका CGPA: ${cgpa}, ${semesters} सेमेस्टर के बाद।`,
    target: 'लक्ष्य CGPA',
    remaining: 'बचे हुए सेमेस्टर',
    creditsNote: (credits: string, mean: boolean) =>
      `हर बचे हुए सेमेस्टर के क्रेडिट, ${credits} से शुरू${mean ? ', जो आपके पूरे हो चुके सेमेस्टरों का औसत है' : ''}।`,
    credits: (semester: string) => `${semester} के क्रेडिट`,
    prompt: 'हर बचे हुए सेमेस्टर में कितना चाहिए, यह देखने के लिए लक्ष्य CGPA दर्ज करें।',
    reachable: (target: string, needed: string, remaining: number) =>
      `${target} तक पहुँचने के लिए ${inRemaining(remaining)} कम से कम ${needed} SGPA लाएँ।`,
    reached: (target: string, now: string) =>
      `लक्ष्य ${target} पहले ही पूरा हो चुका है: आपका CGPA ${now} है।`,
    canLower: (maximum: number, best: string) =>
      `बचे हुए सेमेस्टर इसे घटा सकते हैं: हर एक में ${maximum} लाने पर भी CGPA ${best} होगा।`,
    staysReached: 'बचे हुए सेमेस्टरों में आपका SGPA कुछ भी रहे, लक्ष्य पूरा ही रहेगा।',
    toStay: (keep: string, remaining: number) =>
      `लक्ष्य पर बने रहने के लिए ${inRemaining(remaining)} कम से कम ${keep} SGPA लाएँ।`,
    beyond: (target: string, maximum: number, remaining: number, best: string) =>
      `${target} के लिए ${inRemaining(remaining)} ${maximum} से अधिक चाहिए, जो इस स्केल का अधिकतम है। अब सबसे अच्छा संभव CGPA ${best} है।`,
    equivalent: (target: string, equivalents: string) => `${target} का CGPA यानी ${equivalents}।`,
    targetBad: (maximum: number, places: number) =>
      `लक्ष्य CGPA 0 से अधिक और अधिकतम ${maximum} होना चाहिए, ${places === 0 ? 'पूर्ण संख्या में' : `अधिकतम ${places} दशमलव स्थानों तक`}`,
    creditsBad: (semester: string, step: number, most: number) =>
      `${semester}: क्रेडिट ${step} से ${most} तक, ${step} के अंतर पर होने चाहिए`,
    countBad: (most: number) => `बचे हुए सेमेस्टर 1 से ${most} तक की पूर्ण संख्या होने चाहिए`,
    semester: (number: number) => `सेमेस्टर ${number}`,
    tooManyYears:
      'यह स्केल जितने वर्षों को भार देता है, योजना में उनसे अधिक सेमेस्टर हैं: कम सेमेस्टरों की योजना बनाएँ',
    equalWeight: 'इस स्केल पर हर सेमेस्टर बराबर गिना जाता है, इसलिए क्रेडिट से योजना नहीं बदलती।',
    lastOnly: (count: number) =>
      `इस स्केल का CGPA केवल अंतिम ${count} सेमेस्टर गिनता है: योजना मानती है कि यही आपके सभी बचे हुए सेमेस्टर हैं।`,
    yearWeighted: (perYear: number) =>
      `यह स्केल ${perYear} सेमेस्टर के हर वर्ष को अलग भार देता है: योजना मानती है कि यही आपके सभी बचे हुए सेमेस्टर हैं।`,
  },
  'gpa-marks': {
    heading: 'अंक से ग्रेड',
    noBands: 'इस स्केल का स्रोत अंकों की सीमाएँ नहीं देता।',
    marks: 'अंक (100 में से)',
    neededFor: 'इस ग्रेड के लिए आवश्यक अंक',
    inBand: (marks: number, code: string, label: string, min: number, max: number) =>
      `${marks} अंक: ${code} (${label}), ${min}–${max}।`,
    below: (marks: number, code: string, label: string, passFrom: number) =>
      `${marks} अंक: ${code} (${label}), ${passFrom} से कम।`,
    noBand: (marks: number, codes: string) =>
      `इस स्केल की कोई अंक-सीमा ${marks} को नहीं लेती: इसका स्रोत केवल ${codes} की सीमाएँ देता है।`,
    needs: (code: string, min: number, max: number) =>
      `${code} के लिए कम से कम ${min} अंक चाहिए (${min}–${max})।`,
    problem: (most: number) => `अंक 0 से ${most} तक की पूर्ण संख्या होने चाहिए`,
  },
  'gpa-marks-tools': {
    heading: 'सेमेस्टर-अंत परीक्षा में आवश्यक अंक',
    presetSplit: (internal: number, external: number) =>
      `अंकों का बँटवारा आपके विश्वविद्यालय के अनुसार भरा गया है: ${internal} आंतरिक + ${external} सेमेस्टर-अंत।`,
    enterSplit: 'अपने कोर्स के अंकों का बँटवारा दर्ज करें: यह आपके सिलेबस या स्कीम में दिया होता है।',
    obtained: (most: string | null) => `प्राप्त आंतरिक अंक${outOf(most)}`,
    internal: 'आंतरिक के अधिकतम अंक',
    external: 'सेमेस्टर-अंत के अधिकतम अंक',
    paper: 'प्रश्नपत्र कितने अंकों का है (खाली: उतने ही)',
    minimum: (most: string | null) => `परीक्षा में न्यूनतम अंक${outOf(most)}, यदि हों`,
    prompt: 'हर ग्रेड के लिए सेमेस्टर-अंत परीक्षा के आवश्यक अंक देखने के लिए अपने आंतरिक अंक और बँटवारा दर्ज करें।',
    internalBad: (most: number) => `आंतरिक के अधिकतम अंक 0 से ${most} तक की पूर्ण संख्या होने चाहिए`,
    externalBad: (most: number) => `सेमेस्टर-अंत के अधिकतम अंक 1 से ${most} तक की पूर्ण संख्या होने चाहिए`,
    paperBad: (most: number) => `प्रश्नपत्र के अंक 1 से ${most} तक की पूर्ण संख्या होने चाहिए`,
    minimumBad: (most: number) =>
      `परीक्षा में न्यूनतम अंक 0 से ${most} तक की संख्या होने चाहिए, अधिकतम 2 दशमलव स्थानों तक`,
    obtainedBad: (most: number) =>
      `आंतरिक अंक 0 से ${most} तक की संख्या होने चाहिए, अधिकतम 2 दशमलव स्थानों तक`,
    secured: 'आपके आंतरिक अंकों से पहले ही पक्का है।',
    securedOnce: (marks: number, paper: number) =>
      `आपके आंतरिक अंकों से पक्का है, बशर्ते आप परीक्षा का न्यूनतम लाएँ: ${paper} में से ${marks}।`,
    atLeast: (marks: number, paper: number) => `सेमेस्टर-अंत परीक्षा में ${paper} में से कम से कम ${marks}।`,
    atLeastMin: (marks: number, paper: number) =>
      `${paper} में से कम से कम ${marks}, जो परीक्षा में पास होने का न्यूनतम है।`,
    unreachable: (paper: number, best: string, total: number, needed: string) =>
      `संभव नहीं: ${paper} में से पूरे ${paper} लाने पर भी ${total} में से ${best} होते हैं, और इसके लिए ${needed} चाहिए।`,
    bandNote: (total: number) =>
      `ग्रेड की सीमा कोर्स के कुल ${total} अंकों का प्रतिशत है, जो अपने सबसे कम पूर्ण प्रतिशत पर मिलती है; दिखाया गया हर अंक वह सबसे कम पूर्ण अंक है जिससे वह मिलती है।`,
    totalNote:
      'कुल अंकों की तुलना जैसे हैं वैसे ही होती है: जहाँ आपका विश्वविद्यालय कुल अंक ऊपर की ओर पूर्णांकित करता है, वहाँ एक अंक कम भी चल सकता है।',
    paperNote: (paper: number, external: number) =>
      `प्रश्नपत्र ${paper} अंकों का है और ${external} अंकों का गिना जाता है: लिखे गए अंक × ${external} ÷ ${paper} गिने जाते हैं, बिना पूर्णांकन के।`,
    courseTotal: (internal: number, external: number, total: number) =>
      `कोर्स के कुल अंक: ${internal} (आंतरिक) + ${external} (सेमेस्टर-अंत) = ${total} अंक।`,
    yourInternal: (obtained: string, internal: number) =>
      `आपके आंतरिक अंक: ${internal} में से ${obtained}।`,
    paperScaled: (paper: number, external: number) =>
      `प्रश्नपत्र ${paper} अंकों का है और ${external} अंकों का गिना जाता है: प्रश्नपत्र पर अंक = गिने गए अंक × ${paper} ÷ ${external}।`,
    minScaled: (minimum: string, external: number, paper: number, onPaper: string, least: number) =>
      `परीक्षा का न्यूनतम: ${external} में से ${minimum}, × ${paper} ÷ ${external} ${onPaper} प्रश्नपत्र पर; सबसे कम पूर्ण अंक: ${least}।`,
    minPlain: (minimum: string, external: number, least: number) =>
      `परीक्षा का न्यूनतम: ${external} में से ${minimum}; सबसे कम पूर्ण अंक: ${least}।`,
    leastNote:
      "हर आवश्यक अंक सटीक मान के बराबर या उससे ऊपर का सबसे कम पूर्ण अंक है ('≈' वाले मान केवल पढ़ने के लिए 2 दशमलव तक पूर्णांकित हैं)।",
    caption: 'सेमेस्टर-अंत परीक्षा में आवश्यक अंक, ग्रेड के अनुसार',
    gradeFrom: 'ग्रेड (से)',
    totalNeeded: 'आवश्यक कुल अंक',
    fromExam: 'परीक्षा से',
    onPaper: (paper: number) => `प्रश्नपत्र पर (${paper} में से)`,
    leastMark: (paper: number) => `सबसे कम पूर्ण अंक (${paper} में से)`,
    percentOf: (min: number, total: number, value: string) => `${total} का ${min}% = ${value}`,
    alreadyHad: 'पहले ही पक्का',
    alreadyMin: (marks: number) => `पहले ही पक्का; ${marks} (न्यूनतम)`,
    minCell: (marks: number) => `${marks} (न्यूनतम)`,
    beyondCell: (paper: number) => `संभव नहीं (${paper} से अधिक)`,
    notReachable: 'संभव नहीं',
    outOf: (marks: number, paper: number) => `${paper} में से ${marks}`,
    resultLabel: (code: string) => `${code} के लिए सेमेस्टर-अंत अंक`,
  },
  'gpa-what-if': {
    keep: 'बदलाव रखें',
    discard: 'छोड़ें',
    note: 'यहाँ ग्रेड आज़माएँ: जब तक आप बदलाव रखते नहीं, कुछ भी सहेजा नहीं जाता।',
    readOnlyNote: 'यहाँ ग्रेड आज़माएँ: आपका कोई भी बदलाव सहेजा नहीं जाता।',
    unkept:
      'किसी सेमेस्टर का SGPA केवल आज़माया जा सकता है, रखा नहीं जा सकता: बाकी बदलाव रखने के लिए उसे खाली करें।',
    kept: '‘अगर ऐसा हो तो’ के बदलाव सहेजे गए',
    saved: 'सहेजा हुआ',
    whatIf: 'अगर ऐसा हो तो',
    badge: 'आज़माया गया',
    trySgpa: (semester: string) => `${semester} के लिए कोई SGPA आज़माएँ`,
    clearsWith: (grade: string) => `${grade} ग्रेड से उत्तीर्ण`,
    undo: 'पूर्ववत करें',
    gradeOf: (subject: string) => `${subject} का ग्रेड`,
    clearLabel: (subject: string) => `${subject} को किसी ग्रेड से उत्तीर्ण करें`,
    clearWith: 'इस ग्रेड से उत्तीर्ण…',
    backlogs: 'बैकलॉग',
    backlogCount: (active: number, cleared: number) => `${active} बाकी, ${cleared} उत्तीर्ण`,
    noCredits: (semester: string) => `${semester} में ग्रेड वाले कोई क्रेडिट नहीं हैं, जिनसे SGPA बन सके`,
  },
  'gpa-quick-sgpa': {
    title: (semester: string) => `${semester} का SGPA`,
    hint: 'ग्रेड कार्ड से: सेमेस्टर उसके SGPA × उसके क्रेडिट के रूप में गिना जाता है।',
    sgpa: (maximum: number) => `SGPA (0 से ${maximum})`,
    sgpaEg: 'जैसे 8.25',
    creditsEg: 'जैसे 22',
    save: 'SGPA सहेजें',
  },
  'gpa-sgpa-form': {
    fillBoth: 'कृपया SGPA और क्रेडिट दोनों दर्ज करें',
  },
  'gpa-retake': {
    title: (subject: string) => `${subject} का अगला प्रयास`,
    takenIn: 'किस सेमेस्टर में दिया',
    newSemester: (semester: string) => `नया सेमेस्टर: ${semester}`,
    save: 'प्रयास सहेजें',
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
