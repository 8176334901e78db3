/** The number converter in Tamil: fetched when an element's language is Tamil. */
import type { NumberBase } from '../../packages/core/src/base-conversion';
import type { converterTexts } from '../../packages/core/src/base-conversion-texts';
import type { converterWorkingTexts } from '../../packages/core/src/base-conversion-working-texts';
import type { Translation } from '../../packages/core/src/i18n/texts';
import type { SharedTexts } from '../../packages/ui/src/language/ta';
import { sharedTamil } from '../../packages/ui/src/language/ta';

// The names the Tamil Nadu textbooks give the number systems (பதின்ம, இரும, எண்ம, பதினறும
// எண் முறை), as nouns and in the cases the sentences need.
const NAMES: Record<NumberBase, string> = {
  decimal: 'பதின்மம்',
  binary: 'இருமம்',
  octal: 'எண்மம்',
  hexadecimal: 'பதினறுமம்',
};

/** Before 'எண்' (number): 'இரும எண்'. */
const OF: Record<NumberBase, string> = {
  decimal: 'பதின்ம',
  binary: 'இரும',
  octal: 'எண்ம',
  hexadecimal: 'பதினறும',
};

const FROM: Record<NumberBase, string> = {
  decimal: 'பதின்மத்திலிருந்து',
  binary: 'இருமத்திலிருந்து',
  octal: 'எண்மத்திலிருந்து',
  hexadecimal: 'பதினறுமத்திலிருந்து',
};

const TO: Record<NumberBase, string> = {
  decimal: 'பதின்மத்திற்கு',
  binary: 'இருமத்திற்கு',
  octal: 'எண்மத்திற்கு',
  hexadecimal: 'பதினறுமத்திற்கு',
};

const IN: Record<NumberBase, string> = {
  decimal: 'பதின்மத்தில்',
  binary: 'இருமத்தில்',
  octal: 'எண்மத்தில்',
  hexadecimal: 'பதினறுமத்தில்',
};

const cut = (limit: string) =>
  `மாற்றி ${limit} இலக்கங்களுக்குப் பிறகு நின்றுவிடும், எனவே காட்டப்படும் முடிவு அங்கே துண்டிக்கப்பட்டுள்ளது`;

export default {
  ...sharedTamil,
  converter: {
    title: 'எண் முறை மாற்றி',
    base: (base: NumberBase) => NAMES[base],
    from: 'மூல எண் முறை',
    to: 'இலக்கு எண் முறை',
    number: 'எண்',
    result: 'முடிவு',
    placeholder: (base: NumberBase) => `${OF[base]} எண்ணை உள்ளிடவும்`,
    convert: 'மாற்று',
    reset: 'மீட்டமை',
    swap: 'இடமாற்று',
    noResult: 'தவறான உள்ளீடு',
    converted: 'வெற்றிகரமாக மாற்றப்பட்டது!',
    empty: 'ஓர் எண்ணை உள்ளிடவும்',
    invalid: (base: NumberBase) => `${OF[base]} எண்ணுக்குத் தவறான உள்ளீடு`,
    tooLong: (base: NumberBase, most: string, length: string) =>
      `இந்த ${OF[base]} எண் மிக நீளமாக உள்ளது: மாற்றி அதிகபட்சம் ${most} எழுத்துகளை மட்டுமே ஏற்கும் (இதில் ${length} உள்ளன).`,
    fractionCut: (digits: string) => `பின்னப் பகுதி ${digits} இலக்கங்களில் துண்டிக்கப்பட்டது.`,
  },
  'converter-working': {
    placeCaption: (radix: string) => `ஒவ்வோர் இலக்கமும் × அதன் இடத்தை அடுக்காகக் கொண்ட ${radix}`,
    digit: 'இலக்கம்',
    placeValue: 'இடமதிப்பு',
    digitTimesPlace: 'இலக்கம் × இடமதிப்பு',
    manyProducts: (count: string) => `மேலே உள்ள ${count} பெருக்கற்பலன்கள்`,
    sum: (sum: string) => `கூடுதல்: ${sum}`,
    integerZero: 'முழு எண் பகுதி: 0, எனவே 0 என எழுதப்படும்',
    divisionCaption: (radix: string) => `முழு எண் பகுதி: ஈவு 0 ஆகும் வரை ${radix}-ஆல் வகுக்கவும்`,
    division: 'வகுத்தல்',
    quotient: 'ஈவு',
    remainder: 'மீதி',
    remaindersRead: (digits: string) => `மீதிகளைக் கீழிருந்து மேலாகப் படிக்கவும்: ${digits}`,
    needsMoreDigits: (limit: string, base: NumberBase) =>
      `குறிப்பு: இந்தப் பின்னத்துக்கு ${IN[base]} ${limit}-க்கும் மேற்பட்ட இலக்கங்கள் தேவை; ${cut(limit)}`,
    doesNotTerminate: (limit: string, base: NumberBase) =>
      `குறிப்பு: இந்தப் பின்னம் ${IN[base]} முடிவுறாது (மீதம் ஒருபோதும் 0 ஆகாது); ${cut(limit)}`,
    zerosDropped: 'துண்டிக்கப்பட்ட பின்னத்தின் இறுதியில் உள்ள பூச்சியங்கள் நீக்கப்பட்டுள்ளன',
    multiplicationCaption: (radix: string) =>
      `பின்னப் பகுதி: ${radix}-ஆல் பெருக்கி, முழு எண் பகுதியை அடுத்த இலக்கமாக எடுக்கவும்`,
    multiplication: 'பெருக்கல்',
    product: 'பெருக்கற்பலன்',
    digitCarried: 'எடுத்த இலக்கம்',
    fractionLeft: 'மீதப் பின்னம்',
    carriedRead: (digits: string) => `எடுத்த இலக்கங்களை மேலிருந்து கீழாகப் படிக்கவும்: ${digits}`,
    signAside: (digits: string) =>
      `குறியைத் தனியே வைக்கவும்: ${digits}-ஐ மாற்றி, முடிவின் முன் '-' எழுதவும்`,
    sameBase: (from: NumberBase, to: NumberBase) =>
      `${FROM[from]} ${TO[to]}: அதே அடிமானம், எனவே இலக்கங்கள் மாறாது; முன்னுள்ள பூச்சியங்களும் பின்னத்தின் இறுதியில் உள்ள பூச்சியங்களும் நீக்கப்படும்`,
    toDecimal: (from: NumberBase) => `படி 1: ${FROM[from]} பதின்மத்திற்கு`,
    fromDecimal: (to: NumberBase) => `படி 2: பதின்மத்திலிருந்து ${TO[to]}`,
    noSign: '0 ஆகத் துண்டிக்கப்பட்டதால், முடிவுக்குக் குறி இல்லை',
    resultLabel: (input: string, from: NumberBase, to: NumberBase) =>
      `${input} (${NAMES[from]}) ${IN[to]}`,
  },
} satisfies Translation<SharedTexts | typeof converterTexts | typeof converterWorkingTexts>;
