/**
 * The attendance calculator in Marathi: fetched when an element's language is Marathi. Words as
 * colleges in Maharashtra print them on attendance notices: उपस्थिती, तासिका, सूट (condonation).
 */
import type {
  AttendanceProblem,
  CountField,
  PercentageField,
  SectionProblem,
} from '../../packages/core/src/attendance/problems';
import type { Standing } from '../../packages/core/src/attendance/sheet-outcome';
import type { RemainingSource } from '../../packages/core/src/attendance/sheet-types';
import { sharedMarathi } from '../../packages/ui/src/language/mr';
import type { AttendanceTranslation } from './attendance-calculator.translation';

const STATES: Record<Standing['state'], string> = {
  safe: 'सुरक्षित',
  reachable: 'कमी उपस्थिती',
  unreachable: 'या सत्रात शक्य नाही',
  'no-classes': 'अद्याप एकही तासिका नाही',
};

const COUNT_LABELS: Record<CountField, string> = {
  held: 'घेतलेल्या तासिका',
  attended: 'उपस्थित तासिका',
  leave: 'रजा',
  remaining: 'पुढील तासिका',
  leaveLimit: 'ग्राह्य धरली जाणारी रजा',
};

const PERCENTAGE_LABELS: Record<PercentageField, string> = {
  required: 'आवश्यक उपस्थिती',
  subjectRequired: 'आवश्यक %',
  condonation: 'प्रत्येक सूट मर्यादा',
};

const WEEKDAYS = ['सोम', 'मंगळ', 'बुध', 'गुरु', 'शुक्र', 'शनि', 'रवि'];

// A range is written with a dash: the calculator reads 'to', 'से' and dashes between two dates.
const HOLIDAYS_HINT = 'सुट्टी अशी लिहा: 25/12/2026, आणि मोठी सुट्टी: 24/12/2026 – 1/1/2027.';

/** A count of classes: तासिका is the same in the singular and the plural. */
const classesText = (count: number) => `${count} तासिका`;

/**
 * `classes` ('12 तासिका') with a postposition joined to it as Marathi writes it: '12 तासिकांना',
 * '1 तासिकेला'. Any other text is left as it is.
 */
const joined = (classes: string, one: string, many: string) =>
  classes.replace(
    /^(\S+) तासिका$/,
    (_, count: string) => `${count} ${count === '1' || count === '१' ? one : many}`,
  );

/** Classes to attend: '3 तासिकांना'. */
const toClasses = (classes: string) => joined(classes, 'तासिकेला', 'तासिकांना');

/** Classes some of which are meant: '12 तासिकांपैकी'. */
const ofClasses = (classes: string) => joined(classes, 'तासिकेपैकी', 'तासिकांपैकी');

function problem(problem: AttendanceProblem): string {
  switch (problem.code) {
    case 'negative':
      return `‘${COUNT_LABELS[problem.field]}’ ही संख्या ऋण असू शकत नाही.`;
    case 'notWhole':
      return `‘${COUNT_LABELS[problem.field]}’ ही तासिकांची पूर्ण संख्या असली पाहिजे, उदा. 40.`;
    case 'notNumber':
      return `‘${COUNT_LABELS[problem.field]}’ ही संख्या नाही: ती अंकांत लिहा, उदा. 40.`;
    case 'tooMany':
      return `‘${COUNT_LABELS[problem.field]}’ ही संख्या जास्तीत जास्त ${problem.most} असू शकते.`;
    case 'notPercentage':
      return `‘${PERCENTAGE_LABELS[problem.field]}’ ही 0 पेक्षा जास्त आणि 100 पर्यंतची टक्केवारी असली पाहिजे, जास्तीत जास्त 2 दशांश स्थळांपर्यंत, उदा. 75.`;
    case 'attendedOverHeld':
      return `उपस्थित तासिका (${problem.attended}) घेतलेल्या तासिकांपेक्षा (${problem.held}) जास्त असू शकत नाहीत.`;
    case 'leaveOverHeld':
      return `उपस्थित आणि रजेवरील तासिका मिळून (${problem.together}) घेतलेल्या तासिकांपेक्षा (${problem.held}) जास्त असू शकत नाहीत.`;
    case 'timetableDay':
      return `‘${WEEKDAYS[problem.weekday]}’ या दिवसाच्या तासिका 0 ते ${problem.most} यांमधील पूर्ण संख्या असली पाहिजे.`;
    case 'needsLastDay':
      return 'वेळापत्रकावरून पुढील तासिका मोजण्यासाठी अध्यापनाचा शेवटचा दिवस द्या.';
  }
}

function sectionProblem(problem: SectionProblem): string {
  switch (problem.code) {
    case 'bandNotBelow':
      return `सूट मर्यादा आवश्यक उपस्थितीपेक्षा (${problem.required} %) कमी पातळीवर सुरू होते: ${problem.band} त्यापेक्षा कमी नाही.`;
    case 'lastDayNotDate':
      return 'अध्यापनाचा शेवटचा दिवस ही तारीख नाही: ती दिनदर्शिकेतून निवडा.';
    case 'lastDayTooFar':
      return `अध्यापनाचा शेवटचा दिवस, ${problem.lastDay}, एका वर्षापेक्षा जास्त दूर आहे: वर्ष बरोबर आहे का?`;
    case 'holidaysTooLong':
      return `सुट्ट्यांची यादी खूप लांब आहे: जास्तीत जास्त ${problem.most} अक्षरे. मोठी सुट्टी एकाच कालावधीच्या रूपात लिहा.`;
    case 'holidayNotDate':
      return `‘${problem.entry}’ ही तारीख नाही. ${HOLIDAYS_HINT}`;
    case 'holidayBackwards':
      return `‘${problem.entry}’ सुरू होण्याआधीच संपते.`;
    case 'holidayTooLong':
      return `‘${problem.entry}’ एका वर्षापेक्षा लांब आहे: एखादी तारीख चुकीची लिहिली गेली आहे का?`;
  }
}

const SOURCES: Record<RemainingSource, string> = {
  none: 'नियोजन केलेले नाही',
  count: 'एक संख्या',
  timetable: 'वेळापत्रकावरून',
};

export default {
  ...sharedMarathi,
  attendance: {
    state: (state: Standing['state']) => STATES[state],
    result: (percentage: string, state: Standing['state']) => `${percentage}%, ${STATES[state]}`,
    // तासिका and विषय are the same in the singular and the plural.
    classes: classesText,
    subjects: (count: number) => `${count} विषय`,
    numberedSubject: (number: number) => `विषय ${number}`,
    requirement: (required: string, roundedFrom: string | null) =>
      `${required}%${roundedFrom === null ? '' : ` (पूर्ण टक्क्यांत पूर्णांकित, म्हणून ${roundedFrom}% पासून)`}`,
    atTheBar: (requirement: string) =>
      `तुमची उपस्थिती ${requirement} किंवा त्याहून जास्त आहे, पण पुढची तासिका चुकवल्यास ती त्याखाली जाईल.`,
    mayMiss: (classes: string, requirement: string) =>
      `पुढील ${classes} सलग चुकवूनही तुमची उपस्थिती ${requirement} किंवा त्याहून जास्त राहील.`,
    mustAttend: (classes: string, requirement: string) =>
      `${requirement} गाठण्यासाठी पुढील ${toClasses(classes)} सलग उपस्थित राहा.`,
    needsEvery: (requirement: string) =>
      `${requirement} साठी प्रत्येक तासिकेला उपस्थित राहणे आवश्यक आहे: एकही चुकली तर ते गाठता येणार नाही.`,
    band: (now: boolean, from: string, to: string) =>
      `${now ? 'सध्या तुम्ही' : 'तेव्हा तुम्ही'} ${from}% ते ${to}% या सूट मर्यादेत ${now ? 'आहात' : 'असाल'}: महाविद्यालय ही कमतरता माफ करू शकते.`,
    belowAtBest: (toCome: string, best: string, requirement: string) =>
      `पुढील सर्व ${toClasses(toCome)} उपस्थित राहूनही तुमची उपस्थिती ${best} होईल, जी ${requirement} पेक्षा कमी आहे.`,
    mayMissAll: (toCome: string, requirement: string) =>
      `पुढील ${ofClasses(toCome)} सर्व चुकवूनही तुमची उपस्थिती ${requirement} किंवा त्याहून जास्त राहील.`,
    mayMissSome: (toCome: string, canMiss: number, requirement: string, best: string) =>
      `पुढील ${ofClasses(toCome)} ${canMiss} चुकवूनही तुमची उपस्थिती ${requirement} किंवा त्याहून जास्त राहील (सर्व तासिकांना उपस्थित राहिल्यास ${best}).`,
    allSubjects: 'सर्व विषय',
    weekday: (weekday: number) => WEEKDAYS[weekday]!,
    countLabel: (field: CountField) => COUNT_LABELS[field],
    percentageLabel: (field: PercentageField) => PERCENTAGE_LABELS[field],
    problem,
  },
  'attendance-form': {
    title: 'उपस्थिती कॅल्क्युलेटर',
    loading: 'तुमच्या खात्यातून तुमची उपस्थिती लोड होत आहे…',
    fromLink:
      'हे विषय एका लिंकमधून आले आहेत. या डिव्हाइसवर जतन केलेले तुमचे स्वतःचे विषय, तुम्ही त्यांच्या जागी हे जतन करेपर्यंत तसेच राहतील.',
    keepLinked: 'त्याऐवजी हे जतन करा',
    subjectsList: 'विषय',
    addSubject: 'विषय जोडा',
    allTogether: 'सर्व विषय मिळून',
    fixedRules: (rules: string) => `या साइटने ठरवलेले नियम: ${rules}.`,
    subject: 'विषय',
    remove: 'काढा',
    toCome: 'अजून होणाऱ्या तासिका',
    source: (source: RemainingSource) => SOURCES[source],
    eachWeekday: 'प्रत्येक वाराच्या तासिका',
    rules: (line: string) => `महाविद्यालयाचे नियम: ${line}`,
    requiredLine: (required: string) => `${required}% आवश्यक`,
    roundedLine: 'पूर्ण टक्क्यांत पूर्णांकित',
    condonationLine: (from: string) => `${from}% पासून सूट`,
    leaveLine: (classes: string) => `${classes} तासिकांपर्यंतची रजा ग्राह्य`,
    perSubjectLine: 'प्रत्येक विषयाची स्वतंत्र मर्यादा',
    overallLine: 'सर्व विषय मिळूनही मोजले जातात',
    semester: (lastDay: string | null) =>
      `सत्राचा शेवट आणि सुट्ट्या${lastDay === null ? '' : `: ${lastDay} पर्यंत`}`,
    export: 'एक्सपोर्ट करा',
    import: 'इम्पोर्ट करा',
    fileLabel: 'इम्पोर्ट करायची उपस्थितीची फाइल',
    unreadableDevice:
      'तुमची जतन केलेली उपस्थिती वाचता आली नाही. ती बॅकअप म्हणून ठेवली आहे आणि कॅल्क्युलेटर नव्याने सुरू झाले आहे.',
    unreadableAccount:
      'तुमच्या खात्यात जतन केलेली उपस्थिती वाचता आली नाही, म्हणून ती जशी आहे तशीच ठेवली आहे आणि येथून तिच्यावर काहीही जतन केले जाणार नाही.',
    notLoaded: 'तुमची उपस्थिती तुमच्या खात्यातून लोड होऊ शकली नाही. पुन्हा प्रयत्न करण्यासाठी पेज रीलोड करा.',
    notSavedDevice: 'हा ब्राउझर कॅल्क्युलेटरला येथे जतन करू देत नाही: तुम्ही पेज सोडेपर्यंत तुमचे विषय राहतील.',
    notSavedAccount:
      'तुमची उपस्थिती तुमच्या खात्यात जतन होऊ शकली नाही. ती या पेजवर ठेवली आहे; तुमचे कनेक्शन तपासा.',
  },
  'attendance-import': {
    notASheet: 'ही फाइल कॅल्क्युलेटर वाचू शकेल असे उपस्थिती पत्रक नाही: कॅल्क्युलेटरने एक्सपोर्ट केलेली फाइल निवडा.',
    imported: (subjects: string) => `${subjects} इम्पोर्ट झाले.`,
    replaceAsk: (mine: string, theirs: string) =>
      `तुमचे ${mine} काढून त्याऐवजी फाइलमधील ${theirs} ठेवायचे?`,
    replace: 'बदला',
    keepMine: 'माझेच ठेवा',
  },
  'attendance-sections': {
    requiredField: 'आवश्यक उपस्थिती (%)',
    compares: 'महाविद्यालय कशाशी तुलना करते',
    exact: 'अचूक टक्केवारी (74.99% ही 75% पेक्षा कमी मानली जाते)',
    whole: 'पूर्ण टक्क्यांत पूर्णांकित टक्केवारी (74.5% ही 75% मानली जाते)',
    condonationField: 'सूट मर्यादा, येथून (%)',
    leaveField: 'उपस्थित धरली जाणारी रजा (तासिका)',
    none: 'काही नाही',
    perSubject: 'प्रत्येक विषयाची आवश्यक उपस्थिती स्वतंत्र आहे',
    overall: 'महाविद्यालय सर्व विषय मिळूनही उपस्थिती मोजते',
    lastDay: 'अध्यापनाचा शेवटचा दिवस',
    holidays: 'सुट्ट्या',
    holidaysExample: '25/12/2026, 24/12/2026 – 1/1/2027',
    holidaysHint: HOLIDAYS_HINT,
    problem: sectionProblem,
  },
  'attendance-working': {
    countedAsAttended: (attended: number, leave: number, total: number) =>
      `उपस्थित धरलेल्या तासिका: ${attended} उपस्थित + ${leave} रजेवर = ${total}`,
    heldAndCounted: (held: number, total: number) =>
      `घेतलेल्या तासिका: ${held}, उपस्थित धरलेल्या: ${total}`,
    attendance: (line: string) => `उपस्थिती = ${line}`,
    requiredRounded: (required: string, bar: string) =>
      `आवश्यक: पूर्ण टक्क्यांत पूर्णांकनानंतर ${required}%, म्हणून अचूकपणे किमान ${bar}%.`,
    requiredExact: (required: string, bar: string) =>
      `आवश्यक: ${required}%, अचूक तुलना: ${bar}% पुरेसे आहे, त्याहून थोडेही कमी म्हणजे कमतरता.`,
    missingNext: (inequality: string) => `पुढील m तासिका सलग चुकवल्यास: ${inequality},`,
    greatestM: (bound: string, m: number) =>
      `म्हणून m ≤ ${bound}, आणि m = ${m}, सर्वांत मोठी पूर्ण संख्या.`,
    missing: (classes: number) => `${classes} तासिका चुकवल्यास`,
    noneHeld: 'अद्याप एकही तासिका घेतलेली नाही.',
    onlyEvery: (attended: number, held: number) =>
      `${held} पैकी ${attended} तासिकांना उपस्थिती: 100% फक्त प्रत्येक तासिकेला उपस्थित राहूनच मिळते, म्हणून आता कोणतीही संख्या पुरेशी नाही.`,
    attendingNext: (inequality: string) => `पुढील x तासिकांना सलग उपस्थित राहिल्यास: ${inequality},`,
    leastX: (bound: string, x: number) => `म्हणून x ≥ ${bound}, आणि x = ${x}, सर्वांत लहान पूर्ण संख्या.`,
    attending: (classes: number) => `${toClasses(classesText(classes))} उपस्थित राहिल्यास`,
    attendingAll: (classes: number) => `सर्व ${toClasses(classesText(classes))} उपस्थित राहिल्यास`,
    toComeCaption: (from: string, to: string, holidays: number, classesOnHolidays: number) =>
      `पुढील तासिका, ${from} ते ${to}${
        holidays === 0
          ? ''
          : `, ${holidays} ${holidays === 1 ? 'सुट्टीतील' : 'सुट्ट्यांमधील'} ${classesOnHolidays} तासिका वगळून`
      }`,
    day: 'वार',
    days: 'दिवसांची संख्या',
    classesADay: 'दर दिवशी तासिका',
    classes: 'तासिका',
    toComeSum: (sum: string, total: number) => `पुढील तासिका = ${sum} = ${total}`,
    toCome: (total: number) => `पुढील तासिका: ${total}`,
    missingOfThem: (inequality: string) => `त्यांपैकी k चुकवल्यास: ${inequality},`,
    greatestK: (bound: string, k: number, all: boolean) =>
      `म्हणून k ≤ ${bound}, आणि k = ${k}${all ? ', म्हणजे सर्व' : ', सर्वांत मोठी पूर्ण संख्या'}.`,
    allSubjectsTogether: 'सर्व विषय मिळून',
    overall: 'एकूण',
    attendanceResult: 'उपस्थिती',
    subjectsSafe: 'सुरक्षित विषय',
    safeOf: (safe: number, subjects: number) => `${subjects} पैकी ${safe}`,
  },
} satisfies AttendanceTranslation;
