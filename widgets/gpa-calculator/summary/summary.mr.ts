/** The summary, the cards below the semesters, the working and the printed report in Marathi. */
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
  truncate: 'छाटून',
  up: 'वरच्या दिशेने पूर्णांकित',
};

/** '1 सत्र', '3 सत्रे': a count of semesters. */
const semestersText = (count: number) => `${count} ${count === 1 ? 'सत्र' : 'सत्रे'}`;

export const summaryMarathi = {
  'gpa-summary': {
    cumulative: 'संचयी GPA',
    totalSubjs: 'एकूण विषय',
    totalCredits: 'एकूण श्रेयांक',
  },
  'gpa-cards': {
    trend: 'सत्रनिहाय कल',
    trendLabel: (semesters: number, cgpa: string) =>
      `${semesters} ${semesters === 1 ? 'सत्राचा' : 'सत्रांचे'} SGPA स्तंभांच्या रूपात आणि आतापर्यंतचा CGPA रेषेच्या रूपात, 0 ते 10 च्या प्रमाणावर; सध्या CGPA ${cgpa} आहे.`,
    sgpaOf: (semester: string, sgpa: string) => `${semester}: SGPA ${sgpa}`,
    cgpaAfter: (semester: string, cgpa: string) => `${semester} नंतर CGPA: ${cgpa}`,
    semShort: 'सत्र ',
    semTiny: 'स.',
    trendTable: 'सत्रनिहाय SGPA आणि आतापर्यंतचा CGPA',
    toPercentage: 'CGPA वरून टक्केवारी',
    conversion: 'रूपांतर',
    multiplier: 'गुणक',
    offset: 'वजावट (आधी वजा केली जाते)',
    disagree:
      'कोणते विद्यापीठ कोणते रूपांतर वापरते यावर स्रोतांमध्ये एकमत नाही: तुमच्या विद्यापीठाचे नियम तपासा.',
    noConversion: (scale: string) => `${scale} टक्केवारीत कोणतेही रूपांतर देत नाही.`,
    outsideBands: (cgpa: string) => `CGPA ${cgpa} या रूपांतराच्या टप्प्यांबाहेर आहे.`,
    rule: 'नियम:',
    classLabel: 'श्रेणी:',
    belowClass: (lowest: string, least: string) => `${lowest} (${least}) पेक्षा खाली`,
    fourPoint: '4-पॉइंट स्केलवर CGPA',
    abroad:
      'परदेशातील प्रवेश अर्जांसाठी. तेथील विद्यापीठे आणि मूल्यांकन संस्था तुमचे ग्रेड त्यांच्या स्वतःच्या तक्त्यांनुसार रूपांतरित करू शकतात: प्रत्येक जण काय मागतो ते तपासा.',
  },
  'gpa-percentage': {
    custom: 'स्वतःचे रूपांतर',
    cgpaRange: 'CGPA ही 0 ते 10 यांमधील संख्या असली पाहिजे',
    customNumbers: 'गुणक आणि वजावट या संख्या असल्या पाहिजेत',
    limitedTo: (formula: string, percentage: string) => `${formula}, ${percentage}% पर्यंत मर्यादित`,
    roundedUp: (rule: string) => `${rule}, वरच्या दिशेने पूर्णांकित`,
    forCgpa: (rule: string, from: string, to: string) => `CGPA ${from}–${to} साठी ${rule}`,
    proportional: (maximum: string) => `प्रमाणानुसार: CGPA ÷ ${maximum} × 4`,
    noArrears:
      'या श्रेणीसाठी कधीही एकही बॅकलॉग नसावा: SGPA म्हणून नोंदवलेल्या सत्रांमध्ये एकही बॅकलॉग नव्हता असे मानले आहे.',
  },
  'gpa-working': {
    rounding: (mode: RoundingMode, places: number) => `(${places} दशांश स्थळांपर्यंत ${ROUNDING[mode]})`,
    noCredits: (gpa: string) => `अद्याप एकही श्रेयांक मोजला गेलेला नाही, म्हणून ${gpa} नाही.`,
    capped: (cap: number, gpa: string, value: string) =>
      `स्केल जास्तीत जास्त ${cap} देते, म्हणून ${gpa} = ${value}`,
    scaleBest: (best: number) => `स्केलमधील सर्वोच्च मूल्य ${best} आहे, म्हणून SGPA ${best} धरला जातो.`,
    pointsCredits: 'पॉइंट × श्रेयांक',
    totalCredits: 'एकूण श्रेयांक',
    totalPoints: 'एकूण पॉइंट × श्रेयांक',
    marksheet: (semester: string) => `${semester}: पॉइंट × श्रेयांक`,
    gradePoints: 'ग्रेड (पॉइंट)',
    untilCleared: 'उत्तीर्ण होईपर्यंत मोजले जात नाही',
    notInGpa: 'GPA मध्ये मोजले जात नाही',
    retakeEvery:
      'पुन्हा दिलेल्या विषयाचा प्रत्येक प्रयत्न मोजला जातो, प्रत्येक प्रयत्न त्या विषयाच्या शेवटच्या प्रयत्नाच्या सत्रात.',
    retakeOnce:
      'पुन्हा दिलेला विषय एकदाच मोजला जातो, त्याच्या शेवटच्या प्रयत्नाच्या सत्रात, ज्या प्रयत्नात तो उत्तीर्ण झाला त्या प्रयत्नाच्या ग्रेडसह.',
    semesters: 'सत्रे: मोजलेले श्रेयांक आणि पॉइंट × श्रेयांक',
    meanCaption: 'छापलेले GPA आणि त्यांचे भार',
    part: 'भाग',
    weight: 'भार',
    noGpaYet: 'अद्याप GPA नाही',
    noCgpa: 'अद्याप एकही GPA मोजला गेलेला नाही, म्हणून CGPA नाही.',
    lastOnly: (count: number) =>
      `हे स्केल फक्त ${count === 1 ? `शेवटचे ${count} सत्र` : `शेवटची ${count} सत्रे`} मोजते.`,
    meanOfSems: 'या स्केलचा CGPA म्हणजे सत्रांच्या छापलेल्या GPA ची सरासरी.',
    tooManyYears: (years: number) =>
      `हे स्केल ${years} ${years === 1 ? 'वर्षाला' : 'वर्षांना'} भार देते; यापेक्षा मोठ्या अभ्यासक्रमाचा येथे CGPA नाही.`,
    byYears: (semesters: number) =>
      `हे स्केल प्रत्येकी ${semesters} ${semesters === 1 ? 'सत्राचे' : 'सत्रांचे'} एक वर्ष धरते आणि प्रत्येक वर्षाच्या GPA ला भार देते.`,
    year: (number: number) => `वर्ष ${number}`,
    percentage: 'टक्केवारी',
    noRule: 'या स्केलमध्ये टक्केवारीचा नियम नाही.',
    outsideBands: (cgpa: string) =>
      `CGPA ${cgpa} या स्केलच्या टक्केवारी नियमाच्या कोणत्याही टप्प्यात येत नाही.`,
    beforeRound: (cgpa: string, exact: string) => `नियम पूर्णांकनापूर्वीचा CGPA घेतो: ${cgpa} = ${exact}`,
    roundedWhole: (percentage: string) => `टक्केवारी वरच्या दिशेने पूर्ण संख्येत पूर्णांकित: ${percentage}`,
    limited: (percentage: string) => `टक्केवारी 0–100 पर्यंत मर्यादित: ${percentage}`,
    classLine: (name: string, least: number) => `श्रेणी: ${name} (CGPA ${least} किंवा अधिक)`,
  },
  'gpa-report': {
    title: (profile: string) => `${profile} – GPA अहवाल`,
    generated: (date: string) => `GPA अहवाल, ${date}`,
    cumulative: 'संचयी GPA',
    counts: (semesters: number, subjects: number, credits: number) =>
      `${semestersText(semesters)}, ${subjects} विषय, ${credits} श्रेयांक`,
    noSemesters: 'अद्याप एकही सत्र जोडलेले नाही',
    noSubjects: 'अद्याप एकही विषय जोडलेला नाही',
    grade: 'ग्रेड',
    points: 'पॉइंट',
    counted: 'मोजलेला',
    scale: (scale: string) => `ग्रेड स्केल: ${scale}`,
    percentage: (percentage: string, rule: string) => `टक्केवारी ${percentage}% (${rule})`,
    classOf: (name: string) => `श्रेणी: ${name}`,
    source: (title: string, url: string, read: string) =>
      `स्रोत: ${title}, ${url} (${read} रोजी वाचले)`,
  },
} satisfies Translation<
  | typeof summaryTexts
  | typeof cardTexts
  | typeof percentageTexts
  | typeof gpaWorkingTexts
  | typeof reportTexts
>;
