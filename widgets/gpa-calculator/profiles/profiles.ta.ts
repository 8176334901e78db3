/**
 * The profiles in Tamil: the stores' messages and the names they give (store-texts.ts), the
 * drawer, a damaged profile's dialog and what its salvage says, and export, import and print.
 * Profile, semester and subject names stay as the student typed them; the names the product gives
 * ('Copy of …', 'Unnamed profile') are said in Tamil. A file's fields are named in words: a
 * toast cannot mark the file's own names as data.
 */
import type { FileField } from '#core/gpa/import-problems.ts';
import type { importTexts } from '#core/gpa/import-texts.ts';
import type { salvageTexts } from '#core/gpa/salvage-texts.ts';
import type { storeTexts } from '#core/gpa/store-texts.ts';
import type { Translation } from '#core/i18n/texts.ts';
import type { damagedTexts } from './damaged-texts';
import type { drawerTexts } from './drawer-texts';
import type { transferTexts } from './transfer-texts';

const TRY_AGAIN = 'மீண்டும் முயலவும்.';
const UNNAMED = 'பெயரிடப்படாத சுயவிவரம்';

/** A count with its noun, one or many: '1 பருவம்', '3 பருவங்கள்'. */
const counted = (count: number, one: string, many: string): string =>
  `${count} ${count === 1 ? one : many}`;

/** A count this part wrote ('3 பருவங்கள்') with its noun in the case the sentence needs. */
const inCase = (count: string, cases: Readonly<Record<string, string>>): string =>
  count.replace(/\S+$/, (noun) => cases[noun] ?? noun);

const SEMESTERS_WITH = { பருவம்: 'பருவத்துடன்', பருவங்கள்: 'பருவங்களுடன்' };

/** A profiles file's fields in words. */
const FILE_FIELDS: Record<FileField, string> = {
  id: 'அடையாளம்',
  name: 'பெயர்',
  subjectName: 'பாடத்தின் பெயர்',
  semesters: 'பருவங்கள்',
  subjects: 'பாடங்கள்',
  isDefault: 'இயல்புநிலைக் குறி',
  userId: 'பயனர் அடையாளம்',
  createdAt: 'உருவாக்கிய நேரம்',
  updatedAt: 'கடைசியாக மாற்றிய நேரம்',
  grade: 'கிரேடு',
  'copiedFrom.shareId': 'நகலின் மூலத்தில் பகிர்வு அடையாளம்',
  'copiedFrom.originalUserId': 'நகலின் மூலத்தில் உரிமையாளர் அடையாளம்',
  'copiedFrom.originalProfileId': 'நகலின் மூலத்தில் சுயவிவர அடையாளம்',
  'copiedFrom.copiedAt': 'நகலெடுத்த நேரம்',
};

/** The parts of a profile a file's problem names (import-problems.ts `FilePlace`), in words. */
const FILE_PARTS: Record<string, string> = {
  copiedFrom: 'நகலின் மூலம்',
  scale: 'கிரேடு அளவுகோல்',
  entered: 'உள்ளிட்ட SGPA',
  retakeOf: 'முந்தைய முயற்சி',
};

export const profilesTamil = {
  'gpa-store': {
    welcome: 'வருக! உங்கள் முதல் சுயவிவரம் உருவாக்கப்பட்டது.',
    saveError: `தரவைச் சேமிப்பதில் பிழை. ${TRY_AGAIN}`,
    createError: `சுயவிவரத்தை உருவாக்குவதில் பிழை. ${TRY_AGAIN}`,
    deleteError: `சுயவிவரத்தை நீக்குவதில் பிழை. ${TRY_AGAIN}`,
    loadError: `உங்கள் தரவை ஏற்றுவதில் பிழை. ${TRY_AGAIN}`,
    notFound: 'சுயவிவரம் கிடைக்கவில்லை',
    lastProfile: 'கடைசிச் சுயவிவரத்தை நீக்க முடியாது',
    defaultOne: 'இயல்புநிலைச் சுயவிவரத்தை நீக்க முடியாது',
    unreadable:
      'சேமிக்கப்பட்ட உங்கள் GPA தரவைப் படிக்க முடியவில்லை. அது காப்புப் பிரதியாக வைக்கப்பட்டுள்ளது, கணிப்பான் புதிதாகத் தொடங்கியுள்ளது.',
    visitOnly:
      'இந்த உலாவி கணிப்பானை இங்கே சேமிக்க அனுமதிக்கவில்லை: பக்கத்தை விட்டு வெளியேறும் வரை உங்கள் சுயவிவரங்கள் வைக்கப்பட்டிருக்கும்.',
    loadFailed: 'சுயவிவரங்களை ஏற்றுவதில் பிழை. பக்கத்தைப் புதுப்பிக்கவும்.',
    deduped: 'இரட்டிப்பான சுயவிவரங்கள் நீக்கப்பட்டன',
    damagedNow: (name: string) =>
      `‘${name}’ இனி படிக்கக்கூடியதாக இல்லை. அது உங்கள் சுயவிவரங்களில் ‘சேதமடைந்தது’ எனக் குறிக்கப்பட்டுள்ளது: என்ன தவறு எனப் பார்க்க அதை அங்கே திறக்கவும்.`,
    importedName: 'இறக்குமதி செய்த சுயவிவரம்',
    copyOf: (name: string) => `${name}-இன் நகல்`,
    unnamed: UNNAMED,
  },
  'gpa-drawer': {
    profiles: 'சுயவிவரங்கள்',
    myProfiles: 'என் சுயவிவரங்கள்',
    semesters: (count: number) => counted(count, 'பருவம்', 'பருவங்கள்'),
    shareNamed: (name: string) => `${name}-ஐப் பகிர்`,
    deleteNamed: (name: string) => `${name}-ஐ நீக்கு`,
    sharedCount: (count: string) => `பகிரப்பட்டது (${count})`,
    damaged: 'சேதமடைந்தது',
    addProfile: 'சுயவிவரத்தைச் சேர்',
    sharedWithMe: 'என்னுடன் பகிரப்பட்டவை',
    noneShared: 'இதுவரை எந்தச் சுயவிவரமும் உங்களுடன் பகிரப்படவில்லை',
    copyNamed: (name: string) => `${name}-ஐ என் கணக்கிற்கு நகலெடு`,
    leaveNamed: (name: string) => `${name}-இலிருந்து வெளியேறு`,
    showMore: 'மேலும் காட்டு',
    sharedOut: 'பகிர்ந்த சுயவிவரங்கள்',
    noneOut: 'நீங்கள் இதுவரை எந்தச் சுயவிவரத்தையும் பகிரவில்லை',
    stopSharing: (profile: string, target: string) => `${profile}-ஐ ${target}-உடன் பகிர்வதை நிறுத்து`,
    newProfile: 'புதிய சுயவிவரம்',
    profileName: 'சுயவிவரத்தின் பெயர்',
    nameExample: 'எ.கா. பி.இ. கணினி அறிவியல்',
    create: 'உருவாக்கு',
    cancel: 'ரத்துசெய்',
    leaveTitle: 'பகிர்ந்த சுயவிவரத்திலிருந்து வெளியேறு',
    leave: 'வெளியேறு',
    deleteTitle: 'சுயவிவரத்தை நீக்கு',
    delete: 'நீக்கு',
    deleteAsk: (name: string, semesters: string) =>
      `${name}-ஐ அதன் ${inCase(semesters, SEMESTERS_WITH)} நீக்கவா? இதைச் செயல்தவிர்க்க முடியாது.`,
  },
  'gpa-damaged': {
    title: (name: string) => `${name} (சேதமடைந்தது)`,
    note: 'இந்தச் சுயவிவரத்தைச் சேமித்த வடிவில் படிக்க முடியவில்லை. இதில் எதுவும் மாற்றப்படவில்லை: இதை உள்ளபடியே ஏற்றுமதி செய்யலாம், சரிசெய்யலாம் அல்லது நீக்கலாம்.',
    sharedNote:
      'பகிரப்பட்ட இந்தச் சுயவிவரத்தைச் சேமித்த வடிவில் படிக்க முடியவில்லை. இதை உள்ளபடியே ஏற்றுமதி செய்யலாம்; இதன் உரிமையாளர் மட்டுமே இதைச் சரிசெய்ய முடியும்.',
    noRepair:
      'இதைச் சரிசெய்ய முடியாது: இதில் மிகக் குறைந்த பகுதியையே படிக்க முடிகிறது. இருப்பதை வைத்துக்கொள்ள இதை ஏற்றுமதி செய்து, பின்னர் நீக்கவும்.',
    wrong: 'என்ன தவறு',
    repair: 'சரிசெய்',
    repairAsk: 'சரிசெய்தால், படிக்க முடியாத பகுதி இல்லாமல் சுயவிவரம் சேமிக்கப்படும்:',
    deleteAsk: (name: string) => `${name}-ஐ நீக்கவா? இதைச் செயல்தவிர்க்க முடியாது.`,
    export: 'ஏற்றுமதி செய்',
    saveRepair: 'சரிசெய்த சுயவிவரத்தைச் சேமி',
    repaired: (name: string) => `${name} சரிசெய்யப்பட்டது`,
  },
  'gpa-salvage': {
    semester: (position: number) => `பருவம் ${position}`,
    subjectAt: (semester: string, position: number) => `${semester}, பாடம் ${position}`,
    subjectN: (position: number) => `பாடம் ${position}`,
    unknownScale: (preset: string) => `இதன் கிரேடு அளவுகோல் ${preset} இந்தக் கணிப்பானுக்குத் தெரியாதது`,
    customScale: 'இதன் தனிப்பயன் கிரேடு அளவுகோலைப் படிக்க முடியாது',
    noName: 'சுயவிவரத்துக்குப் பெயர் இல்லை',
    profileNamed: `சுயவிவரத்துக்கு ‘${UNNAMED}’ எனப் பெயரிடப்பட்டுள்ளது`,
    noDefault: 'இது இயல்புநிலைச் சுயவிவரமா என்பதைப் படிக்க முடியாது',
    notDefault: 'இது இயல்புநிலைச் சுயவிவரம் அல்ல',
    noDate: (created: boolean) =>
      `இதன் ${created ? 'உருவாக்கத்' : 'கடைசி மாற்றத்'} தேதியைப் படிக்க முடியாது`,
    dateNow: (created: boolean) =>
      `இதன் ${created ? 'உருவாக்கத்' : 'கடைசி மாற்றத்'} தேதி இப்போதைய நேரமாக அமைக்கப்பட்டுள்ளது`,
    noSource: 'இது எங்கிருந்து நகலெடுக்கப்பட்டது என்பதைப் படிக்க முடியாது',
    sourceOut: 'இது எங்கிருந்து நகலெடுக்கப்பட்டது என்ற குறிப்பு விலக்கப்பட்டுள்ளது',
    noDetails: 'இதன் விவரங்களைப் படிக்க முடியாது',
    notAsSaved: 'இதைச் சேமித்த வடிவில் படிக்க முடியாது',
    noId: 'இதன் அடையாளம் இல்லை, அல்லது வேறொரு சுயவிவரம் அதைப் பயன்படுத்துகிறது',
    noSemesters: 'இதன் பருவங்களைப் படிக்க முடியாது',
    noSubjects: 'இதன் பாடங்களைப் படிக்க முடியாது',
    allSemsOut: 'எல்லாப் பருவங்களும் விலக்கப்பட்டுள்ளன',
    unreadable: (value: string) => `இதைப் படிக்க முடியாது (${value})`,
    hasNoName: (place: string) => `${place}-க்குப் பெயர் இல்லை`,
    isNamed: (place: string, name: string) => `${place}-க்கு ‘${name}’ எனப் பெயரிடப்பட்டுள்ளது`,
    semOut: (place: string, subjects: number) =>
      `${place} அதன் ${counted(subjects, 'பாடத்துடன்', 'பாடங்களுடன்')} விலக்கப்பட்டுள்ளது`,
    subjsUnread: 'இதன் பாடங்களைப் படிக்க முடியாது',
    noSgpa: (value: string) => `இதன் SGPA, கிரெடிட்கள் ${value} ஆகியவற்றைப் படிக்க முடியாது`,
    sgpaOut: 'இதன் SGPA-வும் கிரெடிட்களும் விலக்கப்பட்டுள்ளன',
    offScale: (grade: string) => `கிரேடு ${grade} இந்த அளவுகோலில் இல்லை`,
    badCredits: (credits: string) =>
      `கிரெடிட்கள் ${credits} என்பது 0 அல்லது அதற்கு மேல், 0.5 இடைவெளியில் இல்லை`,
    repeats: 'இது வேறொரு பாடத்தையே மீண்டும் பதிவுசெய்கிறது',
    subjOut: (place: string, name: string | null) =>
      `${place} (${name ?? 'பெயர் இல்லை'}) விலக்கப்பட்டுள்ளது`,
    noMemo: (memo: string) =>
      `கடைசி அளவுகோல் மாற்றத்துக்கு முந்தைய இதன் கிரேடு ${memo} படிக்கக்கூடியதாக இல்லை`,
    memoGone: 'கடைசி அளவுகோல் மாற்றத்துக்கு முன்பு இருந்த இதன் கிரேடு மறக்கப்பட்டது',
    semUnread: (value: string) => `ஒரு பருவத்தைப் படிக்க முடியாது (${value})`,
    semDropped: (value: string) => `பருவம் ${value} அதன் பாடங்களுடன் விலக்கப்பட்டுள்ளது`,
    subjUnread: (value: string) => `ஒரு பாடத்தைப் படிக்க முடியாது (${value})`,
    subjDropped: (value: string) => `பாடம் ${value} விலக்கப்பட்டுள்ளது`,
  },
  'gpa-transfer': {
    heading: 'ஏற்றுமதி, இறக்குமதி, அச்சு',
    exportOne: 'சுயவிவரத்தை ஏற்றுமதி செய்',
    exportAll: 'அனைத்துச் சுயவிவரங்களையும் ஏற்றுமதி செய்',
    import: 'இறக்குமதி செய்',
    print: 'அச்சிடு',
    fileLabel: 'இறக்குமதி செய்ய வேண்டிய சுயவிவரக் கோப்பு',
    printView: 'அச்சுக் காட்சி',
    imported: (count: number) =>
      count === 1
        ? `${count} சுயவிவரம் இறக்குமதி செய்யப்பட்டது`
        : `${count} சுயவிவரங்கள் இறக்குமதி செய்யப்பட்டன`,
    refused: (reason: string) => `இந்தக் கோப்பை இறக்குமதி செய்ய முடியவில்லை: ${reason}`,
  },
  'gpa-import': {
    notExport: 'இது CampusCalc GPA ஏற்றுமதிக் கோப்பு அல்ல',
    noProfiles: 'கோப்பில் எந்தச் சுயவிவரமும் இல்லை',
    version: (version: string) => `GPA ஏற்றுமதிக் கோப்பின் இந்தப் பதிப்பு ஆதரிக்கப்படவில்லை: ${version}`,
    profile: (number: number) => `சுயவிவரம் ${number}`,
    semester: (place: string, number: number) => `${place}, பருவம் ${number}`,
    subject: (place: string, number: number) => `${place}, பாடம் ${number}`,
    part: (place: string, part: string) => `${place}, ${FILE_PARTS[part] ?? part}`,
    at: (place: string, problem: string) => `${place}: ${problem}`,
    field: (field: FileField) => FILE_FIELDS[field],
    notText: 'உரையாக இருக்க வேண்டும்',
    notTime: 'மில்லிவினாடிகளில் நேரமாக இருக்க வேண்டும்',
    idTwice: (id: string) => `அடையாளம் ${id} இருமுறை பயன்படுத்தப்பட்டுள்ளது`,
    idInvalid: 'அடையாளம் செல்லுபடியான உரையாக இருக்க வேண்டும்',
    idTooLong: 'அடையாளம் மிக நீளமாக உள்ளது',
    creditStep: (step: number) => `கிரெடிட்கள் 0 அல்லது அதற்கு மேல், ${step} இடைவெளியில் இருக்க வேண்டும்`,
    creditMax: (most: number) => `கிரெடிட்கள் அதிகபட்சம் ${most} ஆக இருக்கலாம்`,
    gradeMemo:
      'கடைசி அளவுகோல் மாற்றத்துக்கு முந்தைய கிரேடு ‘புள்ளிகள்/குறியீடு’ வடிவில் இருக்க வேண்டும், எ.கா. ‘0/F’',
    unknownScale: (preset: string) => `கிரேடு அளவுகோல் ‘${preset}’ தெரியாதது`,
    scaleChoice: 'கிரேடு அளவுகோல் ஒரு முன்னமைவின் பெயரையோ ஒரு தனிப்பயன் அளவுகோலையோ கொண்டிருக்க வேண்டும்',
    customScale: (problem: string) => `தனிப்பயன் அளவுகோல்: ${problem}`,
  },
} satisfies Translation<
  | typeof storeTexts
  | typeof drawerTexts
  | typeof damagedTexts
  | typeof salvageTexts
  | typeof transferTexts
  | typeof importTexts
>;
