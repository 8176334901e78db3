/**
 * The summary, the cards below the semesters, the working and the printed report in Tamil, with
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
  'half-away-from-zero': 'முழுமையாக்கப்பட்டது',
  truncate: 'துண்டிக்கப்பட்டது',
  up: 'மேல்நோக்கி முழுமையாக்கப்பட்டது',
};

/** A count with its noun, one or many: '1 பருவம்', '3 பருவங்கள்'. */
const counted = (count: number, one: string, many: string): string =>
  `${count} ${count === 1 ? one : many}`;

export const summaryTamil = {
  'gpa-summary': {
    cumulative: 'ஒட்டுமொத்த GPA',
    totalSubjs: 'மொத்தப் பாடங்கள்',
    totalCredits: 'மொத்தக் கிரெடிட்கள்',
  },
  'gpa-cards': {
    trend: 'பருவ வாரியான போக்கு',
    trendLabel: (semesters: number, cgpa: string) =>
      `${counted(semesters, 'பருவத்தின்', 'பருவங்களின்')} SGPA பட்டைகளாகவும், இதுவரையிலான CGPA கோடாகவும், 0 முதல் 10 வரையிலான அளவில்; இப்போது CGPA ${cgpa}.`,
    sgpaOf: (semester: string, sgpa: string) => `${semester}: SGPA ${sgpa}`,
    cgpaAfter: (semester: string, cgpa: string) => `${semester}-க்குப் பிறகு CGPA: ${cgpa}`,
    semShort: 'ப. ',
    semTiny: 'ப',
    trendTable: 'பருவ வாரியான SGPA-வும் இதுவரையிலான CGPA-வும்',
    toPercentage: 'CGPA-விலிருந்து சதவீதம்',
    conversion: 'மாற்றுமுறை',
    multiplier: 'பெருக்கி',
    offset: 'கழிப்பு எண் (முதலில் கழிக்கப்படும்)',
    disagree:
      'எந்தப் பல்கலைக்கழகம் எந்த மாற்றுமுறையைப் பின்பற்றுகிறது என்பதில் ஆதாரங்கள் ஒத்துப்போகவில்லை: உங்கள் பல்கலைக்கழகத்தின் விதிகளைச் சரிபார்க்கவும்.',
    noConversion: (scale: string) => `${scale} சதவீதத்துக்கு எந்த மாற்றுமுறையையும் தரவில்லை.`,
    outsideBands: (cgpa: string) => `CGPA ${cgpa} இந்த மாற்றுமுறையின் வரம்புகளுக்கு வெளியே உள்ளது.`,
    rule: 'விதி:',
    classLabel: 'வகுப்பு:',
    belowClass: (lowest: string, least: string) => `${lowest} (${least}) என்பதற்குக் கீழ்`,
    fourPoint: '4-புள்ளி அளவில் CGPA',
    abroad:
      'வெளிநாட்டு விண்ணப்பங்களுக்கு. அங்குள்ள பல்கலைக்கழகங்களும் மதிப்பீட்டாளர்களும் உங்கள் கிரேடுகளைத் தங்கள் சொந்த அட்டவணைகளின்படி மாற்றக்கூடும்: ஒவ்வொன்றும் என்ன கேட்கிறது எனச் சரிபார்க்கவும்.',
  },
  'gpa-percentage': {
    custom: 'தனிப்பயன் மாற்றுமுறை',
    cgpaRange: 'CGPA 0 முதல் 10 வரையிலான எண்ணாக இருக்க வேண்டும்',
    customNumbers: 'பெருக்கியும் கழிப்பு எண்ணும் எண்களாக இருக்க வேண்டும்',
    limitedTo: (formula: string, percentage: string) =>
      `${formula}, ${percentage}% வரை வரம்பிடப்பட்டது`,
    roundedUp: (rule: string) => `${rule}, மேல்நோக்கி முழுமையாக்கப்பட்டது`,
    forCgpa: (rule: string, from: string, to: string) => `CGPA ${from}–${to}-க்கு ${rule}`,
    proportional: (maximum: string) => `விகிதப்படி: CGPA ÷ ${maximum} × 4`,
    noArrears:
      'இந்த வகுப்புக்கு ஒருபோதும் அரியர் இருந்திருக்கக்கூடாது: SGPA-ஆக உள்ளிடப்பட்ட பருவங்களில் அரியர் இல்லை எனக் கொள்ளப்படுகிறது.',
  },
  'gpa-working': {
    rounding: (mode: RoundingMode, places: number) => `(${places} தசம இடங்களுக்கு ${ROUNDING[mode]})`,
    noCredits: (gpa: string) => `இன்னும் எந்தக் கிரெடிட்டும் கணக்கில் இல்லை, எனவே ${gpa} இல்லை.`,
    capped: (cap: number, gpa: string, value: string) =>
      `அளவுகோல் அதிகபட்சம் ${cap} மட்டுமே தரும், எனவே ${gpa} = ${value}`,
    scaleBest: (best: number) => `அளவுகோலின் உச்சம் ${best}, எனவே SGPA ${best} எனக் கணக்கிடப்படும்.`,
    pointsCredits: 'புள்ளிகள் × கிரெடிட்கள்',
    totalCredits: 'மொத்தக் கிரெடிட்கள்',
    totalPoints: 'மொத்தப் புள்ளிகள் × கிரெடிட்கள்',
    marksheet: (semester: string) => `${semester}: புள்ளிகள் × கிரெடிட்கள்`,
    gradePoints: 'கிரேடு (புள்ளிகள்)',
    untilCleared: 'தேர்ச்சி பெறும் வரை கணக்கிடப்படாது',
    notInGpa: 'GPA-வில் கணக்கிடப்படாது',
    retakeEvery:
      'மீண்டும் எழுதிய பாடத்தின் ஒவ்வொரு முயற்சியும் கணக்கிடப்படும், ஒவ்வொன்றும் அதன் கடைசி முயற்சியின் பருவத்தில்.',
    retakeOnce:
      'மீண்டும் எழுதிய பாடம் ஒருமுறை மட்டுமே கணக்கிடப்படும்: அதன் கடைசி முயற்சியின் பருவத்தில், தேர்ச்சி பெற்ற முயற்சியின் கிரேடுடன்.',
    semesters: 'பருவங்கள்: கணக்கிடப்பட்ட கிரெடிட்களும் புள்ளிகள் × கிரெடிட்களும்',
    meanCaption: 'அச்சிடப்பட்ட GPA-க்களும் அவற்றின் எடைகளும்',
    part: 'பகுதி',
    weight: 'எடை',
    noGpaYet: 'இன்னும் GPA இல்லை',
    noCgpa: 'இன்னும் எந்த GPA-வும் கணக்கில் இல்லை, எனவே CGPA இல்லை.',
    lastOnly: (count: number) =>
      `இந்த அளவுகோல் கடைசி ${counted(count, 'பருவத்தை', 'பருவங்களை')} மட்டுமே கணக்கிடுகிறது.`,
    meanOfSems: 'இந்த அளவுகோலின் CGPA, பருவங்களின் அச்சிடப்பட்ட GPA-க்களின் சராசரி.',
    tooManyYears: (years: number) =>
      `இந்த அளவுகோல் ${years} ஆண்டுகளுக்கு எடை தருகிறது; அதைவிட நீண்ட படிப்புக்கு இங்கே CGPA இல்லை.`,
    byYears: (semesters: number) =>
      `இந்த அளவுகோல் ஒவ்வொரு ${semesters} பருவங்களையும் ஓர் ஆண்டாகக் கொண்டு, ஒவ்வோர் ஆண்டின் GPA-க்கும் எடை தருகிறது.`,
    year: (number: number) => `ஆண்டு ${number}`,
    percentage: 'சதவீதம்',
    noRule: 'இந்த அளவுகோலில் சதவீதத்துக்கான விதி இல்லை.',
    outsideBands: (cgpa: string) => `CGPA ${cgpa} இந்த அளவுகோலின் சதவீத விதியின் எந்த வரம்பிலும் வரவில்லை.`,
    beforeRound: (cgpa: string, exact: string) =>
      `விதி, முழுமையாக்குவதற்கு முந்தைய CGPA-வை எடுக்கிறது: ${cgpa} = ${exact}`,
    roundedWhole: (percentage: string) =>
      `முழு எண்ணுக்கு மேல்நோக்கி முழுமையாக்கப்பட்ட சதவீதம்: ${percentage}`,
    limited: (percentage: string) => `0–100 வரை வரம்பிடப்பட்ட சதவீதம்: ${percentage}`,
    classLine: (name: string, least: number) => `வகுப்பு: ${name} (CGPA ${least} அல்லது அதற்கு மேல்)`,
  },
  'gpa-report': {
    title: (profile: string) => `${profile} – GPA அறிக்கை`,
    generated: (date: string) => `GPA அறிக்கை, ${date}`,
    cumulative: 'ஒட்டுமொத்த GPA',
    counts: (semesters: number, subjects: number, credits: number) =>
      `${counted(semesters, 'பருவம்', 'பருவங்கள்')}, ${counted(subjects, 'பாடம்', 'பாடங்கள்')}, ${counted(credits, 'கிரெடிட்', 'கிரெடிட்கள்')}`,
    noSemesters: 'இன்னும் எந்தப் பருவமும் சேர்க்கப்படவில்லை',
    noSubjects: 'இன்னும் எந்தப் பாடமும் சேர்க்கப்படவில்லை',
    grade: 'கிரேடு',
    points: 'புள்ளிகள்',
    counted: 'கணக்கிடப்பட்டது',
    scale: (scale: string) => `கிரேடு அளவுகோல்: ${scale}`,
    percentage: (percentage: string, rule: string) => `சதவீதம் ${percentage}% (${rule})`,
    classOf: (name: string) => `வகுப்பு: ${name}`,
    source: (title: string, url: string, read: string) =>
      `ஆதாரம்: ${title}, ${url} (${read} அன்று படிக்கப்பட்டது)`,
  },
} satisfies Translation<
  | typeof summaryTexts
  | typeof cardTexts
  | typeof percentageTexts
  | typeof gpaWorkingTexts
  | typeof reportTexts
>;
