/**
 * The summary, the cards below the semesters, the working and the printed report in Hindi, with
 * the conversions' words they share. SGPA, CGPA and GPA stay in Latin script, and the formulas as
 * they are everywhere; scale and class names are the universities' own.
 */
import type { percentageTexts } from '#core/gpa/percentage-texts.ts';
import type { reportTexts } from '#core/gpa/report-texts.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import type { gpaWorkingTexts } from '#core/gpa/scales/gpa-working-texts.ts';
import type { Translation } from '#core/i18n/texts.ts';
import type { cardTexts } from './card-texts';
import type { summaryTexts } from './summary-texts';

type RoundingMode = GradeScale['rounding']['mode'];

const ROUNDING: Record<RoundingMode, string> = {
  'half-away-from-zero': 'पूर्णांकित',
  truncate: 'काटकर',
  up: 'ऊपर की ओर पूर्णांकित',
};

export const summaryHindi = {
  'gpa-summary': {
    cumulative: 'संचयी GPA',
    totalSubjs: 'कुल विषय',
    totalCredits: 'कुल क्रेडिट',
  },
  'gpa-cards': {
    trend: 'सेमेस्टर-वार रुझान',
    trendLabel: (semesters: number, cgpa: string) =>
      `${semesters} सेमेस्टर का SGPA बार के रूप में और अब तक का CGPA रेखा के रूप में, 0 से 10 के पैमाने पर; अभी CGPA ${cgpa} है।`,
    sgpaOf: (semester: string, sgpa: string) => `${semester}: SGPA ${sgpa}`,
    cgpaAfter: (semester: string, cgpa: string) => `${semester} के बाद CGPA: ${cgpa}`,
    semShort: 'सेम. ',
    semTiny: 'से.',
    trendTable: 'सेमेस्टर-वार SGPA और अब तक का CGPA',
    toPercentage: 'CGPA से प्रतिशत',
    conversion: 'रूपांतरण',
    multiplier: 'गुणक',
    offset: 'ऑफ़सेट (पहले घटाया जाता है)',
    disagree:
      'कौन-सा विश्वविद्यालय कौन-सा रूपांतरण अपनाता है, इस पर स्रोत एकमत नहीं हैं: अपने विश्वविद्यालय के नियम देखें।',
    noConversion: (scale: string) => `${scale} प्रतिशत में कोई रूपांतरण नहीं देता।`,
    outsideBands: (cgpa: string) => `CGPA ${cgpa} इस रूपांतरण के बैंड से बाहर है।`,
    rule: 'नियम:',
    classLabel: 'श्रेणी:',
    belowClass: (lowest: string, least: string) => `${lowest} (${least}) से नीचे`,
    fourPoint: '4-पॉइंट स्केल पर CGPA',
    abroad:
      'विदेश में आवेदन के लिए। वहाँ के विश्वविद्यालय और मूल्यांकनकर्ता आपके ग्रेड अपनी तालिकाओं से बदल सकते हैं: देख लें कि हर एक क्या माँगता है।',
  },
  'gpa-percentage': {
    custom: 'अपना रूपांतरण',
    cgpaRange: 'CGPA 0 से 10 तक की संख्या होनी चाहिए',
    customNumbers: 'गुणक और ऑफ़सेट संख्याएँ होनी चाहिए',
    limitedTo: (formula: string, percentage: string) => `${formula}, ${percentage}% तक सीमित`,
    roundedUp: (rule: string) => `${rule}, ऊपर की ओर पूर्णांकित`,
    forCgpa: (rule: string, from: string, to: string) => `CGPA ${from}–${to} के लिए ${rule}`,
    proportional: (maximum: string) => `आनुपातिक: CGPA ÷ ${maximum} × 4`,
    noArrears:
      'इस श्रेणी के लिए कभी कोई बैकलॉग नहीं होना चाहिए: SGPA के रूप में दर्ज सेमेस्टरों में कोई बैकलॉग नहीं माना गया है।',
  },
  'gpa-working': {
    rounding: (mode: RoundingMode, places: number) =>
      `(${places} दशमलव स्थानों तक ${ROUNDING[mode]})`,
    noCredits: (gpa: string) => `अभी कोई क्रेडिट नहीं गिना गया, इसलिए कोई ${gpa} नहीं है।`,
    capped: (cap: number, gpa: string, value: string) =>
      `स्केल अधिकतम ${cap} देता है, इसलिए ${gpa} = ${value}`,
    scaleBest: (best: number) => `स्केल का सर्वोच्च ${best} है, इसलिए SGPA ${best} गिना जाता है।`,
    pointsCredits: 'पॉइंट × क्रेडिट',
    totalCredits: 'कुल क्रेडिट',
    totalPoints: 'कुल पॉइंट × क्रेडिट',
    marksheet: (semester: string) => `${semester}: पॉइंट × क्रेडिट`,
    gradePoints: 'ग्रेड (पॉइंट)',
    untilCleared: 'उत्तीर्ण होने तक नहीं गिना जाता',
    notInGpa: 'GPA में नहीं गिना जाता',
    retakeEvery: 'दोबारा लिए गए विषय का हर प्रयास गिना जाता है, हर एक उसके अंतिम प्रयास वाले सेमेस्टर में।',
    retakeOnce:
      'दोबारा लिया गया विषय एक ही बार गिना जाता है, उसके अंतिम प्रयास वाले सेमेस्टर में, उस प्रयास के ग्रेड के साथ जिसमें वह उत्तीर्ण हुआ।',
    semesters: 'सेमेस्टर: गिने गए क्रेडिट और पॉइंट × क्रेडिट',
    meanCaption: 'छपे हुए GPA और उनके भार',
    part: 'भाग',
    weight: 'भार',
    noGpaYet: 'अभी कोई GPA नहीं',
    noCgpa: 'अभी कोई GPA नहीं गिना गया, इसलिए कोई CGPA नहीं है।',
    lastOnly: (count: number) => `यह स्केल केवल अंतिम ${count} सेमेस्टर गिनता है।`,
    meanOfSems: 'इस स्केल का CGPA सेमेस्टरों के छपे हुए GPA का औसत है।',
    tooManyYears: (years: number) =>
      `यह स्केल ${years} वर्षों को भार देता है; इससे लंबे पाठ्यक्रम का यहाँ कोई CGPA नहीं है।`,
    byYears: (semesters: number) =>
      `यह स्केल हर ${semesters} सेमेस्टर को एक वर्ष मानता है और हर वर्ष के GPA को भार देता है।`,
    year: (number: number) => `वर्ष ${number}`,
    percentage: 'प्रतिशत',
    noRule: 'इस स्केल में प्रतिशत का कोई नियम नहीं है।',
    outsideBands: (cgpa: string) => `CGPA ${cgpa} इस स्केल के प्रतिशत नियम के किसी भी बैंड में नहीं आता।`,
    beforeRound: (cgpa: string, exact: string) =>
      `नियम पूर्णांकन से पहले का CGPA लेता है: ${cgpa} = ${exact}`,
    roundedWhole: (percentage: string) => `प्रतिशत ऊपर की ओर पूर्ण संख्या में पूर्णांकित: ${percentage}`,
    limited: (percentage: string) => `प्रतिशत 0–100 तक सीमित: ${percentage}`,
    classLine: (name: string, least: number) => `श्रेणी: ${name} (CGPA ${least} या अधिक)`,
  },
  'gpa-report': {
    title: (profile: string) => `${profile} – GPA रिपोर्ट`,
    generated: (date: string) => `GPA रिपोर्ट, ${date}`,
    cumulative: 'संचयी GPA',
    counts: (semesters: number, subjects: number, credits: number) =>
      `${semesters} सेमेस्टर, ${subjects} विषय, ${credits} क्रेडिट`,
    noSemesters: 'अभी कोई सेमेस्टर नहीं जोड़ा गया',
    noSubjects: 'अभी कोई विषय नहीं जोड़ा गया',
    grade: 'ग्रेड',
    points: 'पॉइंट',
    counted: 'गिना गया',
    scale: (scale: string) => `ग्रेड स्केल: ${scale}`,
    percentage: (percentage: string, rule: string) => `प्रतिशत ${percentage}% (${rule})`,
    classOf: (name: string) => `श्रेणी: ${name}`,
    source: (title: string, url: string, read: string) =>
      `स्रोत: ${title}, ${url} (${read} को पढ़ा गया)`,
  },
} satisfies Translation<
  | typeof summaryTexts
  | typeof cardTexts
  | typeof percentageTexts
  | typeof gpaWorkingTexts
  | typeof reportTexts
>;
