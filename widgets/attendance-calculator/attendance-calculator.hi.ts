/**
 * The attendance calculator in Hindi: fetched when an element's language is Hindi. Words as
 * Indian colleges print them on attendance notices: उपस्थिति, आयोजित कक्षाएँ, छूट (condonation).
 */
import type {
  AttendanceProblem,
  CountField,
  PercentageField,
  SectionProblem,
} from '../../packages/core/src/attendance/problems';
import type { Standing } from '../../packages/core/src/attendance/sheet-outcome';
import type { RemainingSource } from '../../packages/core/src/attendance/sheet-types';
import { sharedHindi } from '../../packages/ui/src/language/hi';
import type { AttendanceTranslation } from './attendance-calculator.translation';

const STATES: Record<Standing['state'], string> = {
  safe: 'सुरक्षित',
  reachable: 'कम उपस्थिति',
  unreachable: 'इस सेमेस्टर में संभव नहीं',
  'no-classes': 'अभी कोई कक्षा नहीं',
};

const COUNT_LABELS: Record<CountField, string> = {
  held: 'आयोजित कक्षाएँ',
  attended: 'उपस्थित कक्षाएँ',
  leave: 'अवकाश',
  remaining: 'आगे की कक्षाएँ',
  leaveLimit: 'गिना जाने वाला अवकाश',
};

const PERCENTAGE_LABELS: Record<PercentageField, string> = {
  required: 'आवश्यक उपस्थिति',
  subjectRequired: 'आवश्यक %',
  condonation: 'हर छूट सीमा',
};

const WEEKDAYS = ['सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि', 'रवि'];

const HOLIDAYS_HINT = 'छुट्टी ऐसे लिखें: 25/12/2026, और लंबी छुट्टी: 24/12/2026 से 1/1/2027।';

function problem(problem: AttendanceProblem): string {
  switch (problem.code) {
    case 'negative':
      return `‘${COUNT_LABELS[problem.field]}’ ऋणात्मक नहीं हो सकता।`;
    case 'notWhole':
      return `‘${COUNT_LABELS[problem.field]}’ कक्षाओं की पूर्ण संख्या होनी चाहिए, जैसे 40।`;
    case 'notNumber':
      return `‘${COUNT_LABELS[problem.field]}’ संख्या नहीं है: अंकों में लिखें, जैसे 40।`;
    case 'tooMany':
      return `‘${COUNT_LABELS[problem.field]}’ अधिकतम ${problem.most} हो सकता है।`;
    case 'notPercentage':
      return `‘${PERCENTAGE_LABELS[problem.field]}’ 0 से अधिक और 100 तक का प्रतिशत होना चाहिए, अधिकतम 2 दशमलव स्थानों तक, जैसे 75।`;
    case 'attendedOverHeld':
      return `उपस्थित कक्षाएँ (${problem.attended}) आयोजित कक्षाओं (${problem.held}) से अधिक नहीं हो सकतीं।`;
    case 'leaveOverHeld':
      return `उपस्थित और अवकाश की कक्षाएँ मिलाकर (${problem.together}) आयोजित कक्षाओं (${problem.held}) से अधिक नहीं हो सकतीं।`;
    case 'timetableDay':
      return `${WEEKDAYS[problem.weekday]} की कक्षाएँ 0 से ${problem.most} तक की पूर्ण संख्या होनी चाहिए।`;
    case 'needsLastDay':
      return 'समय-सारणी से आगे की कक्षाएँ गिनने के लिए पढ़ाई का अंतिम दिन दें।';
  }
}

function sectionProblem(problem: SectionProblem): string {
  switch (problem.code) {
    case 'bandNotBelow':
      return `छूट सीमा आवश्यक उपस्थिति (${problem.required} %) से नीचे शुरू होती है: ${problem.band} उससे नीचे नहीं है।`;
    case 'lastDayNotDate':
      return 'पढ़ाई का अंतिम दिन तारीख नहीं है: उसे कैलेंडर से चुनें।';
    case 'lastDayTooFar':
      return `पढ़ाई का अंतिम दिन, ${problem.lastDay}, एक साल से भी आगे है: क्या वर्ष सही है?`;
    case 'holidaysTooLong':
      return `छुट्टियों की सूची बहुत लंबी है: अधिकतम ${problem.most} अक्षर। लंबी छुट्टी को एक अवधि के रूप में लिखें।`;
    case 'holidayNotDate':
      return `‘${problem.entry}’ तारीख नहीं है। ${HOLIDAYS_HINT}`;
    case 'holidayBackwards':
      return `‘${problem.entry}’ शुरू होने से पहले ही समाप्त होती है।`;
    case 'holidayTooLong':
      return `‘${problem.entry}’ एक साल से लंबी है: क्या कोई तारीख गलत लिखी गई है?`;
  }
}

const SOURCES: Record<RemainingSource, string> = {
  none: 'योजना नहीं बनाई',
  count: 'एक संख्या',
  timetable: 'समय-सारणी से',
};

export default {
  ...sharedHindi,
  attendance: {
    state: (state: Standing['state']) => STATES[state],
    result: (percentage: string, state: Standing['state']) => `${percentage}%, ${STATES[state]}`,
    classes: (count: number) => `${count} ${count === 1 ? 'कक्षा' : 'कक्षाएँ'}`,
    subjects: (count: number) => `${count} विषय`,
    numberedSubject: (number: number) => `विषय ${number}`,
    requirement: (required: string, roundedFrom: string | null) =>
      `${required}%${roundedFrom === null ? '' : ` (पूरे प्रतिशत में पूर्णांकित, इसलिए ${roundedFrom}% से)`}`,
    atTheBar: (requirement: string) =>
      `आप ${requirement} या उससे ऊपर हैं, पर अगली कक्षा छोड़ने पर नीचे आ जाएँगे।`,
    mayMiss: (classes: string, requirement: string) =>
      `आप अगली ${classes} लगातार छोड़कर भी ${requirement} या उससे ऊपर रहेंगे।`,
    mustAttend: (classes: string, requirement: string) =>
      `${requirement} तक पहुँचने के लिए अगली ${classes} लगातार उपस्थित रहें।`,
    needsEvery: (requirement: string) =>
      `${requirement} के लिए हर कक्षा में उपस्थिति चाहिए: एक भी छूटी तो यह संभव नहीं।`,
    band: (now: boolean, from: string, to: string) =>
      `${now ? 'अभी आप' : 'तब आप'} ${from}% से ${to}% की छूट सीमा में हैं: कॉलेज कमी को माफ़ कर सकता है।`,
    belowAtBest: (toCome: string, best: string, requirement: string) =>
      `आगे की सभी ${toCome} में उपस्थित रहकर भी आप ${best} पर रहेंगे, जो ${requirement} से कम है।`,
    mayMissAll: (toCome: string, requirement: string) =>
      `आगे की ${toCome} में से आप सभी छोड़कर भी ${requirement} या उससे ऊपर रहेंगे।`,
    mayMissSome: (toCome: string, canMiss: number, requirement: string, best: string) =>
      `आगे की ${toCome} में से आप ${canMiss} छोड़कर भी ${requirement} या उससे ऊपर रहेंगे (सभी में उपस्थित रहें तो ${best})।`,
    allSubjects: 'सभी विषय',
    weekday: (weekday: number) => WEEKDAYS[weekday]!,
    countLabel: (field: CountField) => COUNT_LABELS[field],
    percentageLabel: (field: PercentageField) => PERCENTAGE_LABELS[field],
    problem,
  },
  'attendance-form': {
    title: 'उपस्थिति कैलकुलेटर',
    loading: 'आपके खाते से आपकी उपस्थिति लोड हो रही है…',
    fromLink:
      'ये विषय एक लिंक से आए हैं। इस डिवाइस पर सहेजे गए आपके अपने विषय तब तक रखे रहेंगे, जब तक आप इन्हें उनकी जगह सहेज नहीं लेते।',
    keepLinked: 'इन्हें सहेजें',
    subjectsList: 'विषय',
    addSubject: 'विषय जोड़ें',
    allTogether: 'सभी विषय मिलाकर',
    fixedRules: (rules: string) => `इस साइट द्वारा तय नियम: ${rules}।`,
    subject: 'विषय',
    remove: 'हटाएँ',
    toCome: 'आगे होने वाली कक्षाएँ',
    source: (source: RemainingSource) => SOURCES[source],
    eachWeekday: 'हर दिन की कक्षाएँ',
    rules: (line: string) => `कॉलेज के नियम: ${line}`,
    requiredLine: (required: string) => `${required}% आवश्यक`,
    roundedLine: 'पूरे प्रतिशत में पूर्णांकित',
    condonationLine: (from: string) => `${from}% से छूट`,
    leaveLine: (classes: string) => `${classes} कक्षाओं तक का अवकाश गिना जाता है`,
    perSubjectLine: 'हर विषय की अपनी सीमा',
    overallLine: 'सभी विषय मिलाकर भी गिने जाते हैं',
    semester: (lastDay: string | null) =>
      `सेमेस्टर का अंत और छुट्टियाँ${lastDay === null ? '' : `: ${lastDay} तक`}`,
    export: 'एक्सपोर्ट करें',
    import: 'इंपोर्ट करें',
    fileLabel: 'इंपोर्ट करने के लिए उपस्थिति की फ़ाइल',
    unreadableDevice:
      'आपकी सहेजी गई उपस्थिति पढ़ी नहीं जा सकी। उसे बैकअप के रूप में रख लिया गया है और कैलकुलेटर नए सिरे से शुरू हुआ है।',
    unreadableAccount:
      'आपके खाते में सहेजी गई उपस्थिति पढ़ी नहीं जा सकी, इसलिए उसे जैसा है वैसा छोड़ दिया गया है और यहाँ से उस पर कुछ भी सहेजा नहीं जाएगा।',
    notLoaded: 'आपकी उपस्थिति आपके खाते से लोड नहीं हो सकी। फिर से कोशिश करने के लिए पेज रीलोड करें।',
    notSavedDevice: 'यह ब्राउज़र कैलकुलेटर को यहाँ सहेजने नहीं देता: पेज छोड़ने तक आपके विषय रखे रहेंगे।',
    notSavedAccount: 'आपकी उपस्थिति आपके खाते में सहेजी नहीं जा सकी। यह इस पेज पर रखी है; अपना कनेक्शन जाँचें।',
  },
  'attendance-import': {
    notASheet: 'यह फ़ाइल ऐसी उपस्थिति शीट नहीं है जिसे कैलकुलेटर पढ़ सके: कैलकुलेटर से एक्सपोर्ट की गई फ़ाइल चुनें।',
    imported: (subjects: string) => `${subjects} इंपोर्ट हो गए।`,
    replaceAsk: (mine: string, theirs: string) => `अपने ${mine} की जगह फ़ाइल के ${theirs} रखें?`,
    replace: 'बदलें',
    keepMine: 'मेरे वाले रखें',
  },
  'attendance-sections': {
    requiredField: 'आवश्यक उपस्थिति (%)',
    compares: 'कॉलेज किससे तुलना करता है',
    exact: 'सटीक प्रतिशत (74.99% को 75% से कम माना जाता है)',
    whole: 'पूरे में पूर्णांकित प्रतिशत (74.5% को 75% माना जाता है)',
    condonationField: 'छूट सीमाएँ, यहाँ से (%)',
    leaveField: 'उपस्थित गिना जाने वाला अवकाश (कक्षाएँ)',
    none: 'कोई नहीं',
    perSubject: 'हर विषय की अपनी आवश्यक उपस्थिति है',
    overall: 'कॉलेज सभी विषयों को मिलाकर भी गिनता है',
    lastDay: 'पढ़ाई का अंतिम दिन',
    holidays: 'छुट्टियाँ',
    holidaysExample: '25/12/2026, 24/12/2026 से 1/1/2027',
    holidaysHint: HOLIDAYS_HINT,
    problem: sectionProblem,
  },
  'attendance-working': {
    countedAsAttended: (attended: number, leave: number, total: number) =>
      `उपस्थित गिनी गईं: ${attended} उपस्थित + ${leave} अवकाश = ${total}`,
    heldAndCounted: (held: number, total: number) =>
      `आयोजित कक्षाएँ: ${held}, उपस्थित गिनी गईं: ${total}`,
    attendance: (line: string) => `उपस्थिति = ${line}`,
    requiredRounded: (required: string, bar: string) =>
      `आवश्यक: पूरे प्रतिशत में पूर्णांकन के बाद ${required}%, इसलिए ठीक-ठीक कम से कम ${bar}%।`,
    requiredExact: (required: string, bar: string) =>
      `आवश्यक: ${required}%, सटीक तुलना: ${bar}% पर्याप्त है, उससे कुछ भी कम, कमी है।`,
    missingNext: (inequality: string) => `अगली m कक्षाएँ लगातार छोड़ने पर: ${inequality},`,
    greatestM: (bound: string, m: number) => `इसलिए m ≤ ${bound}, और m = ${m}, सबसे बड़ी पूर्ण संख्या।`,
    missing: (classes: number) => `${classes} छोड़ने पर`,
    noneHeld: 'अभी तक कोई कक्षा आयोजित नहीं हुई।',
    onlyEvery: (attended: number, held: number) =>
      `${held} में से ${attended} कक्षाओं में उपस्थिति: 100% केवल हर कक्षा में उपस्थिति से मिलता है, इसलिए अब कोई संख्या पर्याप्त नहीं।`,
    attendingNext: (inequality: string) => `अगली x कक्षाओं में लगातार उपस्थित रहने पर: ${inequality},`,
    leastX: (bound: string, x: number) => `इसलिए x ≥ ${bound}, और x = ${x}, सबसे छोटी पूर्ण संख्या।`,
    attending: (classes: number) => `${classes} में उपस्थित रहने पर`,
    attendingAll: (classes: number) => `सभी ${classes} में उपस्थित रहने पर`,
    toComeCaption: (from: string, to: string, holidays: number, classesOnHolidays: number) =>
      `आगे की कक्षाएँ, ${from} से ${to} तक${
        holidays === 0
          ? ''
          : `, ${holidays} ${holidays === 1 ? 'छुट्टी' : 'छुट्टियों'} की ${classesOnHolidays} ${classesOnHolidays === 1 ? 'कक्षा' : 'कक्षाएँ'} घटाकर`
      }`,
    day: 'दिन',
    days: 'दिनों की संख्या',
    classesADay: 'प्रतिदिन कक्षाएँ',
    classes: 'कक्षाएँ',
    toComeSum: (sum: string, total: number) => `आगे की कक्षाएँ = ${sum} = ${total}`,
    toCome: (total: number) => `आगे की कक्षाएँ: ${total}`,
    missingOfThem: (inequality: string) => `उनमें से k छोड़ने पर: ${inequality},`,
    greatestK: (bound: string, k: number, all: boolean) =>
      `इसलिए k ≤ ${bound}, और k = ${k}${all ? ', यानी सभी' : ', सबसे बड़ी पूर्ण संख्या'}।`,
    allSubjectsTogether: 'सभी विषय मिलाकर',
    overall: 'कुल',
    attendanceResult: 'उपस्थिति',
    subjectsSafe: 'सुरक्षित विषय',
    safeOf: (safe: number, subjects: number) => `${subjects} में से ${safe}`,
  },
} satisfies AttendanceTranslation;
