/** The number converter in Telugu: fetched when an element's language is Telugu. */
import type { NumberBase } from '../../packages/core/src/base-conversion';
import type { converterTexts } from '../../packages/core/src/base-conversion-texts';
import type { converterWorkingTexts } from '../../packages/core/src/base-conversion-working-texts';
import type { Translation } from '../../packages/core/src/i18n/texts';
import type { SharedTexts } from '../../packages/ui/src/language/te';
import { sharedTelugu } from '../../packages/ui/src/language/te';

// The names Telugu textbooks give the number systems, as stems: దశాంశ సంఖ్య, ద్వియాంశ సంఖ్య.
const STEMS: Record<NumberBase, string> = {
  decimal: 'దశాంశ',
  binary: 'ద్వియాంశ',
  octal: 'అష్టాంశ',
  hexadecimal: 'షోడశాంశ',
};

/** The system's name ('దశాంశం'), in it ('దశాంశంలో'), and to it ('దశాంశానికి'). */
const name = (base: NumberBase) => `${STEMS[base]}ం`;
const inBase = (base: NumberBase) => `${STEMS[base]}ంలో`;
const toBase = (base: NumberBase) => `${STEMS[base]}ానికి`;

const cut = (limit: string) =>
  `మార్పిడి సాధనం ${limit} అంకెల తర్వాత ఆగిపోతుంది, కాబట్టి చూపిన ఫలితం అక్కడే కత్తిరించబడింది`;

export default {
  ...sharedTelugu,
  converter: {
    title: 'సంఖ్యా వ్యవస్థల మార్పిడి',
    base: (base: NumberBase) => name(base),
    from: 'మూల వ్యవస్థ',
    to: 'లక్ష్య వ్యవస్థ',
    number: 'సంఖ్య',
    result: 'ఫలితం',
    placeholder: (base: NumberBase) => `${STEMS[base]} సంఖ్యను నమోదు చేయండి`,
    convert: 'మార్చండి',
    reset: 'రీసెట్',
    swap: 'తారుమారు చేయండి',
    noResult: 'చెల్లని ఇన్‌పుట్',
    converted: 'విజయవంతంగా మార్చబడింది!',
    empty: 'దయచేసి ఒక సంఖ్యను నమోదు చేయండి',
    invalid: (base: NumberBase) => `${STEMS[base]} సంఖ్యకు చెల్లని ఇన్‌పుట్`,
    tooLong: (base: NumberBase, most: string, length: string) =>
      `ఈ ${STEMS[base]} సంఖ్య చాలా పొడవుగా ఉంది: మార్పిడి సాధనం గరిష్ఠంగా ${most} అక్షరాలు తీసుకుంటుంది (ఇందులో ${length} ఉన్నాయి).`,
    fractionCut: (digits: string) => `భిన్న భాగాన్ని ${digits} అంకెల వద్ద కత్తిరించాం.`,
  },
  'converter-working': {
    placeCaption: (radix: string) => `ప్రతి అంకె × ${radix}, దాని స్థానం ఘాతంగా`,
    digit: 'అంకె',
    placeValue: 'స్థాన విలువ',
    digitTimesPlace: 'అంకె × స్థాన విలువ',
    manyProducts: (count: string) => `పైన ఉన్న ${count} లబ్ధాలు`,
    sum: (sum: string) => `మొత్తం: ${sum}`,
    integerZero: 'పూర్ణాంక భాగం: 0, 0 అని రాస్తాం',
    divisionCaption: (radix: string) => `పూర్ణాంక భాగం: భాగఫలం 0 అయ్యే వరకు ${radix} తో భాగించండి`,
    division: 'భాగహారం',
    quotient: 'భాగఫలం',
    remainder: 'శేషం',
    remaindersRead: (digits: string) => `శేషాలను కింది నుండి పైకి చదవండి: ${digits}`,
    needsMoreDigits: (limit: string, base: NumberBase) =>
      `గమనిక: ఈ భిన్నానికి ${inBase(base)} ${limit} కంటే ఎక్కువ అంకెలు కావాలి; ${cut(limit)}`,
    doesNotTerminate: (limit: string, base: NumberBase) =>
      `గమనిక: ఈ భిన్నం ${inBase(base)} అంతం కాదు (మిగిలిన భాగం ఎప్పటికీ 0 కాదు); ${cut(limit)}`,
    zerosDropped: 'కత్తిరించిన భిన్నం చివరి సున్నాలు తొలగించబడ్డాయి',
    multiplicationCaption: (radix: string) =>
      `భిన్న భాగం: ${radix} తో గుణించి, పూర్ణాంక భాగాన్ని తదుపరి అంకెగా తీసుకోండి`,
    multiplication: 'గుణకారం',
    product: 'లబ్ధం',
    digitCarried: 'తీసుకున్న అంకె',
    fractionLeft: 'మిగిలిన భిన్నం',
    carriedRead: (digits: string) => `తీసుకున్న అంకెలను పై నుండి కిందికి చదవండి: ${digits}`,
    signAside: (digits: string) => `గుర్తును పక్కన ఉంచండి: ${digits} ను మార్చి, ఫలితం ముందు '-' రాయండి`,
    sameBase: (from: NumberBase, to: NumberBase) =>
      `${name(from)} నుండి ${toBase(to)}: ఆధారం ఒక్కటే, కాబట్టి అంకెలు మారవు; ముందున్న సున్నాలు, భిన్నం చివరి సున్నాలు తొలగించబడతాయి`,
    toDecimal: (from: NumberBase) => `సోపానం 1: ${name(from)} నుండి దశాంశానికి`,
    fromDecimal: (to: NumberBase) => `సోపానం 2: దశాంశం నుండి ${toBase(to)}`,
    noSign: '0 కి కత్తిరించడంతో ఫలితానికి గుర్తు లేదు',
    resultLabel: (input: string, from: NumberBase, to: NumberBase) =>
      `${input} (${name(from)}) ${inBase(to)}`,
  },
} satisfies Translation<SharedTexts | typeof converterTexts | typeof converterWorkingTexts>;
