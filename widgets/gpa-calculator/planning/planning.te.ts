/**
 * The GPA calculator's planning in Telugu: Plan ahead (లక్ష్య CGPA), marks to grade and the marks
 * tools, the what-if mode ('ఇలా అయితే'), a quick semester's SGPA and a later attempt. Words as
 * university notices print them: అంతర్గత (internal), సెమిస్టర్ ముగింపు పరీక్ష (end-semester
 * exam), ఉత్తీర్ణత (a backlog cleared); '30కి 25' is 25 out of 30.
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
  count === 1 ? 'మిగిలిన సెమిస్టర్‌లో' : `మిగిలిన ${count} సెమిస్టర్లలో ఒక్కోదానిలో`;

const outOf = (most: string | null) => (most === null ? '' : ` (${most}కి)`);

const ALL_REMAINING = 'ఇవే మీ మిగిలిన సెమిస్టర్లన్నీ అని ప్రణాళిక భావిస్తుంది.';

export const planningTelugu = {
  'gpa-plan': {
    heading: 'లక్ష్య CGPAను చేరుకోండి',
    noCgpa: 'ఇంకా CGPA లేదు: ప్రణాళిక మిగిలిన సెమిస్టర్లను మాత్రమే లెక్కిస్తుంది.',
    cgpaNow: (cgpa: string, semesters: number) =>
      `ప్రస్తుతం మీ CGPA: ${cgpa}, ${semesters} ${semesters === 1 ? 'సెమిస్టర్' : 'సెమిస్టర్ల'} తర్వాత.`,
    target: 'లక్ష్య CGPA',
    remaining: 'మిగిలిన సెమిస్టర్లు',
    creditsNote: (credits: string, mean: boolean) =>
      `మిగిలిన ప్రతి సెమిస్టర్ క్రెడిట్లు, ${credits} నుండి మొదలు${mean ? ', ఇది మీరు పూర్తి చేసిన సెమిస్టర్ల సగటు' : ''}.`,
    credits: (semester: string) => `${semester} క్రెడిట్లు`,
    prompt: 'మిగిలిన ప్రతి సెమిస్టర్‌లో ఎంత కావాలో చూడటానికి లక్ష్య CGPAను నమోదు చేయండి.',
    reachable: (target: string, needed: string, remaining: number) =>
      `${target} చేరుకోవాలంటే ${inRemaining(remaining)} కనీసం ${needed} SGPA సాధించండి.`,
    reached: (target: string, now: string) => `లక్ష్యం ${target} ఇప్పటికే చేరుకున్నారు: మీ CGPA ${now}.`,
    canLower: (maximum: number, best: string) =>
      `మిగిలిన సెమిస్టర్లు దీన్ని తగ్గించవచ్చు: ప్రతిదానిలో ${maximum} సాధించినా CGPA ${best} అవుతుంది.`,
    staysReached: 'మిగిలిన సెమిస్టర్లలో మీ SGPA ఎంత వచ్చినా లక్ష్యం చేరుకున్నట్లే ఉంటుంది.',
    toStay: (keep: string, remaining: number) =>
      `లక్ష్యం వద్ద నిలవాలంటే ${inRemaining(remaining)} కనీసం ${keep} SGPA సాధించండి.`,
    beyond: (target: string, maximum: number, remaining: number, best: string) =>
      `${target} కోసం ${inRemaining(remaining)} ${maximum} కంటే ఎక్కువ కావాలి, అది ఈ స్కేల్ గరిష్ఠం. ఇప్పటికీ సాధ్యమయ్యే అత్యుత్తమ CGPA ${best}.`,
    equivalent: (target: string, equivalents: string) => `CGPA ${target} అంటే ${equivalents}.`,
    targetBad: (maximum: number, places: number) =>
      `లక్ష్య CGPA 0 కంటే ఎక్కువగా, గరిష్ఠంగా ${maximum} ఉండాలి, ${places === 0 ? 'పూర్ణ సంఖ్యగా' : `గరిష్ఠంగా ${places} దశాంశ స్థానాలతో`}`,
    creditsBad: (semester: string, step: number, most: number) =>
      `${semester}: క్రెడిట్లు ${step} నుండి ${most} వరకు, ${step} గుణిజాలుగా ఉండాలి`,
    countBad: (most: number) => `మిగిలిన సెమిస్టర్లు 1 నుండి ${most} వరకు పూర్ణ సంఖ్య అయి ఉండాలి`,
    semester: (number: number) => `సెమిస్టర్ ${number}`,
    tooManyYears: 'ఈ స్కేల్ భారం ఇచ్చే సంవత్సరాల కంటే ప్రణాళికలో ఎక్కువ సెమిస్టర్లు ఉన్నాయి: తక్కువ సెమిస్టర్లకు ప్రణాళిక వేయండి',
    equalWeight: 'ఈ స్కేల్‌లో ప్రతి సెమిస్టర్‌ను సమానంగా లెక్కిస్తారు, కాబట్టి క్రెడిట్లు ప్రణాళికను మార్చవు.',
    lastOnly: (count: number) =>
      `ఈ స్కేల్ CGPA చివరి ${count} ${count === 1 ? 'సెమిస్టర్‌ను' : 'సెమిస్టర్లను'} మాత్రమే లెక్కిస్తుంది: ${ALL_REMAINING}`,
    yearWeighted: (perYear: number) =>
      `ఈ స్కేల్ ${perYear} ${perYear === 1 ? 'సెమిస్టర్' : 'సెమిస్టర్ల'} చొప్పున ప్రతి సంవత్సరానికి వేరుగా భారం ఇస్తుంది: ${ALL_REMAINING}`,
  },
  'gpa-marks': {
    heading: 'మార్కుల నుండి గ్రేడ్',
    noBands: 'ఈ స్కేల్ మూలం మార్కుల పరిధులను ఇవ్వదు.',
    marks: 'మార్కులు (100కి)',
    neededFor: 'ఈ గ్రేడ్‌కు కావలసిన మార్కులు',
    inBand: (marks: number, code: string, label: string, min: number, max: number) =>
      `${marks} మార్కులు: ${code} (${label}), ${min}–${max}.`,
    below: (marks: number, code: string, label: string, passFrom: number) =>
      `${marks} మార్కులు: ${code} (${label}), ${passFrom} కంటే తక్కువ.`,
    noBand: (marks: number, codes: string) =>
      `ఈ స్కేల్‌లోని ఏ మార్కుల పరిధిలోనూ ${marks} లేదు: దీని మూలం ${codes} కు మాత్రమే పరిధులు ఇస్తుంది.`,
    needs: (code: string, min: number, max: number) =>
      `${code} కు కనీసం ${min} మార్కులు కావాలి (${min}–${max}).`,
    problem: (most: number) => `మార్కులు 0 నుండి ${most} వరకు పూర్ణ సంఖ్య అయి ఉండాలి`,
  },
  'gpa-marks-tools': {
    heading: 'సెమిస్టర్ ముగింపు పరీక్షలో కావలసిన మార్కులు',
    presetSplit: (internal: number, external: number) =>
      `మార్కుల విభజనను మీ విశ్వవిద్యాలయం ప్రకారం నింపాం: ${internal} అంతర్గత + ${external} సెమిస్టర్ ముగింపు.`,
    enterSplit: 'మీ కోర్సు మార్కుల విభజనను నమోదు చేయండి: ఇది మీ సిలబస్ లేదా స్కీమ్‌లో ఉంటుంది.',
    obtained: (most: string | null) => `పొందిన అంతర్గత మార్కులు${outOf(most)}`,
    internal: 'అంతర్గత గరిష్ఠ మార్కులు',
    external: 'సెమిస్టర్ ముగింపు గరిష్ఠ మార్కులు',
    paper: 'ప్రశ్నపత్రం ఎన్ని మార్కులకు (ఖాళీ: అన్నే)',
    minimum: (most: string | null) => `పరీక్షలో కనీస మార్కులు${outOf(most)}, ఉంటే`,
    prompt: 'ప్రతి గ్రేడ్‌కు సెమిస్టర్ ముగింపు పరీక్షలో కావలసిన మార్కులు చూడటానికి మీ అంతర్గత మార్కులు, విభజనను నమోదు చేయండి.',
    internalBad: (most: number) => `అంతర్గత గరిష్ఠ మార్కులు 0 నుండి ${most} వరకు పూర్ణ సంఖ్య అయి ఉండాలి`,
    externalBad: (most: number) => `సెమిస్టర్ ముగింపు గరిష్ఠ మార్కులు 1 నుండి ${most} వరకు పూర్ణ సంఖ్య అయి ఉండాలి`,
    paperBad: (most: number) => `ప్రశ్నపత్రం మార్కులు 1 నుండి ${most} వరకు పూర్ణ సంఖ్య అయి ఉండాలి`,
    minimumBad: (most: number) =>
      `పరీక్షలో కనీస మార్కులు 0 నుండి ${most} వరకు సంఖ్య అయి ఉండాలి, గరిష్ఠంగా 2 దశాంశ స్థానాలతో`,
    obtainedBad: (most: number) =>
      `అంతర్గత మార్కులు 0 నుండి ${most} వరకు సంఖ్య అయి ఉండాలి, గరిష్ఠంగా 2 దశాంశ స్థానాలతో`,
    secured: 'మీ అంతర్గత మార్కులతోనే ఇప్పటికే ఖాయం.',
    securedOnce: (marks: number, paper: number) =>
      `పరీక్షలో కనీస మార్కులు సాధిస్తే మీ అంతర్గత మార్కులతోనే ఖాయం: ${paper}కి ${marks}.`,
    atLeast: (marks: number, paper: number) => `సెమిస్టర్ ముగింపు పరీక్షలో ${paper}కి కనీసం ${marks}.`,
    atLeastMin: (marks: number, paper: number) =>
      `${paper}కి కనీసం ${marks}, ఇది పరీక్షలో ఉత్తీర్ణతకు కావలసిన కనీస మార్కులు.`,
    unreachable: (paper: number, best: string, total: number, needed: string) =>
      `సాధ్యం కాదు: ${paper}కి ${paper} సాధించినా ${total}కి ${best} వస్తాయి, దీనికి ${needed} కావాలి.`,
    bandNote: (total: number) =>
      `గ్రేడ్ పరిధి కోర్సు మొత్తం ${total} మార్కులలో ఒక శాతం, అది తన అతి తక్కువ పూర్ణ శాతం వద్ద మొదలవుతుంది; చూపిన ప్రతి మార్కు దాన్ని చేరుకునే అతి తక్కువ పూర్ణ మార్కు.`,
    totalNote:
      'మొత్తం మార్కులను ఉన్నవి ఉన్నట్లుగా పోలుస్తాం: మీ విశ్వవిద్యాలయం మొత్తాన్ని పైకి సవరించే చోట, ఒక మార్కు తక్కువైనా సరిపోవచ్చు.',
    paperNote: (paper: number, external: number) =>
      `ప్రశ్నపత్రం ${paper} మార్కులకు, కానీ ${external} మార్కులుగా లెక్కిస్తారు: రాసిన మార్కు × ${external} ÷ ${paper} లెక్కకు వస్తుంది, సవరించకుండా.`,
    courseTotal: (internal: number, external: number, total: number) =>
      `కోర్సు మొత్తం: ${internal} (అంతర్గత) + ${external} (సెమిస్టర్ ముగింపు) = ${total} మార్కులు.`,
    yourInternal: (obtained: string, internal: number) =>
      `మీ అంతర్గత మార్కులు: ${internal}కి ${obtained}.`,
    paperScaled: (paper: number, external: number) =>
      `ప్రశ్నపత్రం ${paper} మార్కులకు, ${external} మార్కులుగా లెక్కిస్తారు: ప్రశ్నపత్రంపై మార్కులు = లెక్కించే మార్కులు × ${paper} ÷ ${external}.`,
    minScaled: (minimum: string, external: number, paper: number, onPaper: string, least: number) =>
      `పరీక్ష కనీసం: ${external}కి ${minimum}, × ${paper} ÷ ${external} ${onPaper} ప్రశ్నపత్రంపై; అతి తక్కువ పూర్ణ మార్కు: ${least}.`,
    minPlain: (minimum: string, external: number, least: number) =>
      `పరీక్ష కనీసం: ${external}కి ${minimum}; అతి తక్కువ పూర్ణ మార్కు: ${least}.`,
    leastNote:
      "కావలసిన ప్రతి మార్కు, కచ్చితమైన విలువకు సమానమైన లేదా దాని కంటే ఎక్కువైన అతి తక్కువ పూర్ణ మార్కు ('≈' విలువలను చదవడానికి మాత్రమే 2 దశాంశ స్థానాలకు సవరించాం).",
    caption: 'సెమిస్టర్ ముగింపు పరీక్షలో కావలసిన మార్కులు, గ్రేడ్ వారీగా',
    gradeFrom: 'గ్రేడ్ (నుండి)',
    totalNeeded: 'కావలసిన కోర్సు మొత్తం',
    fromExam: 'పరీక్ష నుండి',
    onPaper: (paper: number) => `ప్రశ్నపత్రంపై (${paper}కి)`,
    leastMark: (paper: number) => `అతి తక్కువ పూర్ణ మార్కు (${paper}కి)`,
    percentOf: (min: number, total: number, value: string) => `${total}లో ${min}% = ${value}`,
    alreadyHad: 'ఇప్పటికే ఖాయం',
    alreadyMin: (marks: number) => `ఇప్పటికే ఖాయం; ${marks} (కనీసం)`,
    minCell: (marks: number) => `${marks} (కనీసం)`,
    beyondCell: (paper: number) => `సాధ్యం కాదు (${paper} కంటే ఎక్కువ)`,
    notReachable: 'సాధ్యం కాదు',
    outOf: (marks: number, paper: number) => `${paper}కి ${marks}`,
    resultLabel: (code: string) => `${code} కోసం సెమిస్టర్ ముగింపు మార్కులు`,
  },
  'gpa-what-if': {
    keep: 'మార్పులు ఉంచండి',
    discard: 'వదిలేయండి',
    note: 'ఇక్కడ గ్రేడ్‌లు మార్చి చూడండి: మీరు మార్పులు ఉంచే వరకు ఏదీ సేవ్ కాదు.',
    readOnlyNote: 'ఇక్కడ గ్రేడ్‌లు మార్చి చూడండి: మీరు చేసే ఏ మార్పూ సేవ్ కాదు.',
    unkept: 'సెమిస్టర్ SGPAను మార్చి చూడవచ్చు, కానీ ఉంచలేరు: మిగతా మార్పులు ఉంచాలంటే దాన్ని ఖాళీ చేయండి.',
    kept: '‘ఇలా అయితే’ మార్పులు సేవ్ అయ్యాయి',
    saved: 'సేవ్ చేసినది',
    whatIf: 'ఇలా అయితే',
    badge: 'ఊహాత్మకం',
    trySgpa: (semester: string) => `${semester} కు ఒక SGPA వేసి చూడండి`,
    clearsWith: (grade: string) => `${grade} గ్రేడ్‌తో ఉత్తీర్ణత`,
    undo: 'వెనక్కి తీసుకోండి',
    gradeOf: (subject: string) => `${subject} గ్రేడ్`,
    clearLabel: (subject: string) => `${subject} ను ఒక గ్రేడ్‌తో ఉత్తీర్ణం చేయండి`,
    clearWith: 'ఈ గ్రేడ్‌తో ఉత్తీర్ణం…',
    backlogs: 'బ్యాక్‌లాగ్‌లు',
    backlogCount: (active: number, cleared: number) => `${active} మిగిలినవి, ${cleared} ఉత్తీర్ణమైనవి`,
    noCredits: (semester: string) => `${semester} లో SGPA ఇవ్వగల గ్రేడ్ ఉన్న క్రెడిట్లు లేవు`,
  },
  'gpa-quick-sgpa': {
    title: (semester: string) => `${semester} SGPA`,
    hint: 'గ్రేడ్ కార్డు నుండి: సెమిస్టర్‌ను దాని SGPA × దాని క్రెడిట్లుగా లెక్కిస్తారు.',
    sgpa: (maximum: number) => `SGPA (0 నుండి ${maximum})`,
    sgpaEg: 'ఉదా. 8.25',
    creditsEg: 'ఉదా. 22',
    save: 'SGPA సేవ్ చేయండి',
  },
  'gpa-sgpa-form': {
    fillBoth: 'దయచేసి SGPA, క్రెడిట్లు రెండూ నమోదు చేయండి',
  },
  'gpa-retake': {
    title: (subject: string) => `${subject} తదుపరి ప్రయత్నం`,
    takenIn: 'ఏ సెమిస్టర్‌లో రాశారు',
    newSemester: (semester: string) => `కొత్త సెమిస్టర్: ${semester}`,
    save: 'ప్రయత్నాన్ని సేవ్ చేయండి',
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
