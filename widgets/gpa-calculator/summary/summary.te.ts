/**
 * The summary, the cards below the semesters, the working and the printed report in Telugu, with
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
  'half-away-from-zero': 'సవరించగా',
  truncate: 'మిగతా అంకెలు వదిలేయగా',
  up: 'పైకి సవరించగా',
};

const semestersOf = (count: number) => (count === 1 ? 'సెమిస్టర్' : 'సెమిస్టర్లు');

export const summaryTelugu = {
  'gpa-summary': {
    cumulative: 'సంచిత GPA',
    totalSubjs: 'మొత్తం సబ్జెక్టులు',
    totalCredits: 'మొత్తం క్రెడిట్లు',
  },
  'gpa-cards': {
    trend: 'సెమిస్టర్ వారీ ధోరణి',
    trendLabel: (semesters: number, cgpa: string) =>
      `${semesters} ${semesters === 1 ? 'సెమిస్టర్' : 'సెమిస్టర్ల'} SGPA బార్‌లుగా, ఇప్పటివరకు CGPA రేఖగా, 0 నుండి 10 స్కేల్‌పై; ప్రస్తుత CGPA ${cgpa}.`,
    sgpaOf: (semester: string, sgpa: string) => `${semester}: SGPA ${sgpa}`,
    cgpaAfter: (semester: string, cgpa: string) => `${semester} తర్వాత CGPA: ${cgpa}`,
    semShort: 'సెమ్. ',
    semTiny: 'సె.',
    trendTable: 'సెమిస్టర్ వారీ SGPA, ఇప్పటివరకు CGPA',
    toPercentage: 'CGPA నుండి శాతం',
    conversion: 'మార్పిడి',
    multiplier: 'గుణకం',
    offset: 'ఆఫ్‌సెట్ (ముందుగా తీసివేస్తారు)',
    disagree: 'ఏ విశ్వవిద్యాలయం ఏ మార్పిడిని పాటిస్తుందనే విషయంలో మూలాలు ఏకీభవించడం లేదు: మీ విశ్వవిద్యాలయ నియమాలను చూడండి.',
    noConversion: (scale: string) => `${scale} శాతానికి ఎలాంటి మార్పిడినీ ఇవ్వదు.`,
    outsideBands: (cgpa: string) => `CGPA ${cgpa} ఈ మార్పిడి పరిధులకు బయట ఉంది.`,
    rule: 'నియమం:',
    classLabel: 'శ్రేణి:',
    belowClass: (lowest: string, least: string) => `${lowest} (${least}) కంటే తక్కువ`,
    fourPoint: '4-పాయింట్ స్కేల్‌పై CGPA',
    abroad:
      'విదేశాల్లో దరఖాస్తుల కోసం. అక్కడి విశ్వవిద్యాలయాలు, మూల్యాంకన సంస్థలు మీ గ్రేడ్‌లను తమ సొంత పట్టికలతో మార్చవచ్చు: ఒక్కొక్కటి ఏమి అడుగుతుందో చూసుకోండి.',
  },
  'gpa-percentage': {
    custom: 'సొంత మార్పిడి',
    cgpaRange: 'CGPA 0 నుండి 10 వరకు ఉండే సంఖ్య అయి ఉండాలి',
    customNumbers: 'గుణకం, ఆఫ్‌సెట్ సంఖ్యలు అయి ఉండాలి',
    limitedTo: (formula: string, percentage: string) => `${formula}, ${percentage}% వరకు పరిమితం`,
    roundedUp: (rule: string) => `${rule}, పైకి సవరించి`,
    forCgpa: (rule: string, from: string, to: string) => `CGPA ${from}–${to} కోసం ${rule}`,
    proportional: (maximum: string) => `అనుపాతం: CGPA ÷ ${maximum} × 4`,
    noArrears: 'ఈ శ్రేణికి ఎప్పుడూ బ్యాక్‌లాగ్ ఉండకూడదు: SGPAగా నమోదు చేసిన సెమిస్టర్లలో బ్యాక్‌లాగ్‌లు లేవని భావించాం.',
  },
  'gpa-working': {
    rounding: (mode: RoundingMode, places: number) => `(${places} దశాంశ స్థానాలకు ${ROUNDING[mode]})`,
    noCredits: (gpa: string) => `ఇంకా ఏ క్రెడిట్లూ లెక్కలోకి రాలేదు, కాబట్టి ${gpa} లేదు.`,
    capped: (cap: number, gpa: string, value: string) =>
      `స్కేల్ గరిష్ఠంగా ${cap} ఇస్తుంది, కాబట్టి ${gpa} = ${value}`,
    scaleBest: (best: number) => `స్కేల్‌లో అత్యధికం ${best}, కాబట్టి SGPAను ${best}గా లెక్కిస్తారు.`,
    pointsCredits: 'పాయింట్లు × క్రెడిట్లు',
    totalCredits: 'మొత్తం క్రెడిట్లు',
    totalPoints: 'మొత్తం పాయింట్లు × క్రెడిట్లు',
    marksheet: (semester: string) => `${semester}: పాయింట్లు × క్రెడిట్లు`,
    gradePoints: 'గ్రేడ్ (పాయింట్లు)',
    untilCleared: 'ఉత్తీర్ణమయ్యే వరకు లెక్కించరు',
    notInGpa: 'GPAలో లెక్కించరు',
    retakeEvery: 'మళ్లీ రాసిన సబ్జెక్టులో ప్రతి ప్రయత్నాన్నీ లెక్కిస్తారు, అన్నింటినీ చివరి ప్రయత్నం జరిగిన సెమిస్టర్‌లో.',
    retakeOnce:
      'మళ్లీ రాసిన సబ్జెక్టును ఒక్కసారే లెక్కిస్తారు, దాని చివరి ప్రయత్నం జరిగిన సెమిస్టర్‌లో, అది ఉత్తీర్ణమైన ప్రయత్నపు గ్రేడ్‌తో.',
    semesters: 'సెమిస్టర్లు: లెక్కించిన క్రెడిట్లు, పాయింట్లు × క్రెడిట్లు',
    meanCaption: 'ముద్రించిన GPAలు, వాటి భారాలు',
    part: 'భాగం',
    weight: 'భారం',
    noGpaYet: 'ఇంకా GPA లేదు',
    noCgpa: 'ఇంకా ఏ GPAనూ లెక్కించలేదు, కాబట్టి CGPA లేదు.',
    lastOnly: (count: number) =>
      `ఈ స్కేల్ చివరి ${count} ${count === 1 ? 'సెమిస్టర్‌ను' : 'సెమిస్టర్లను'} మాత్రమే లెక్కిస్తుంది.`,
    meanOfSems: 'ఈ స్కేల్ CGPA అంటే సెమిస్టర్ల ముద్రిత GPAల సగటు.',
    tooManyYears: (years: number) =>
      `ఈ స్కేల్ ${years} సంవత్సరాలకు భారం ఇస్తుంది; అంతకంటే ఎక్కువ కాలపు కోర్సుకు ఇక్కడ CGPA లేదు.`,
    byYears: (semesters: number) =>
      `ఈ స్కేల్ ప్రతి ${semesters} ${semesters === 1 ? 'సెమిస్టర్‌ను' : 'సెమిస్టర్లను'} ఒక సంవత్సరంగా తీసుకుని, ప్రతి సంవత్సరపు GPAకు భారం ఇస్తుంది.`,
    year: (number: number) => `సంవత్సరం ${number}`,
    percentage: 'శాతం',
    noRule: 'ఈ స్కేల్‌లో శాతానికి నియమం లేదు.',
    outsideBands: (cgpa: string) => `CGPA ${cgpa} ఈ స్కేల్ శాతం నియమంలోని ఏ పరిధిలోనూ లేదు.`,
    beforeRound: (cgpa: string, exact: string) =>
      `నియమం సవరించడానికి ముందరి CGPAను తీసుకుంటుంది: ${cgpa} = ${exact}`,
    roundedWhole: (percentage: string) => `శాతాన్ని పైకి పూర్ణ సంఖ్యకు సవరించగా: ${percentage}`,
    limited: (percentage: string) => `శాతం 0–100 కి పరిమితం: ${percentage}`,
    classLine: (name: string, least: number) => `శ్రేణి: ${name} (CGPA ${least} లేదా అంతకంటే ఎక్కువ)`,
  },
  'gpa-report': {
    title: (profile: string) => `${profile} – GPA నివేదిక`,
    generated: (date: string) => `GPA నివేదిక, ${date}`,
    cumulative: 'సంచిత GPA',
    counts: (semesters: number, subjects: number, credits: number) =>
      `${semesters} ${semestersOf(semesters)}, ${subjects} ${subjects === 1 ? 'సబ్జెక్టు' : 'సబ్జెక్టులు'}, ${credits} ${credits === 1 ? 'క్రెడిట్' : 'క్రెడిట్లు'}`,
    noSemesters: 'ఇంకా సెమిస్టర్లు ఏవీ జోడించలేదు',
    noSubjects: 'ఇంకా సబ్జెక్టులు ఏవీ జోడించలేదు',
    grade: 'గ్రేడ్',
    points: 'పాయింట్లు',
    counted: 'లెక్కించినది',
    scale: (scale: string) => `గ్రేడ్ స్కేల్: ${scale}`,
    percentage: (percentage: string, rule: string) => `శాతం ${percentage}% (${rule})`,
    classOf: (name: string) => `శ్రేణి: ${name}`,
    source: (title: string, url: string, read: string) =>
      `మూలం: ${title}, ${url} (చదివిన తేదీ ${read})`,
  },
} satisfies Translation<
  | typeof summaryTexts
  | typeof cardTexts
  | typeof percentageTexts
  | typeof gpaWorkingTexts
  | typeof reportTexts
>;
