/**
 * The GPA calculator's planning in Tamil: Plan ahead (இலக்கு CGPA), marks to grade and the marks
 * tools, the what-if mode ('இப்படி இருந்தால்'), a quick semester's SGPA and a later attempt. Words
 * as Tamil Nadu colleges print them: அக மதிப்பெண் (internal), பருவ இறுதித் தேர்வு (end-semester
 * exam), வினாத்தாள் (paper), தேர்ச்சி (a backlog cleared, as the semesters say it).
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
  count === 1 ? 'மீதமுள்ள பருவத்தில்' : `மீதமுள்ள ${count} பருவங்கள் ஒவ்வொன்றிலும்`;

/** ' (30-க்கு)' where the field's maximum reads as a number. */
const outOf = (most: string | null) => (most === null ? '' : ` (${most}-க்கு)`);

export const planningTamil = {
  'gpa-plan': {
    heading: 'இலக்கு CGPA-வை அடையுங்கள்',
    noCgpa: 'இன்னும் CGPA இல்லை: திட்டம் மீதமுள்ள பருவங்களை மட்டுமே கணக்கிடுகிறது.',
    cgpaNow: (cgpa: string, semesters: number) =>
      `இப்போது உங்கள் CGPA: ${cgpa}, ${semesters} ${semesters === 1 ? 'பருவத்துக்குப்' : 'பருவங்களுக்குப்'} பிறகு.`,
    target: 'இலக்கு CGPA',
    remaining: 'மீதமுள்ள பருவங்கள்',
    creditsNote: (credits: string, mean: boolean) =>
      `மீதமுள்ள ஒவ்வொரு பருவத்தின் கிரெடிட்கள், ${credits}-இலிருந்து தொடங்கி${mean ? '; இது நீங்கள் முடித்த பருவங்களின் சராசரி' : ''}.`,
    credits: (semester: string) => `${semester}-இன் கிரெடிட்கள்`,
    prompt: 'மீதமுள்ள ஒவ்வொரு பருவத்திலும் எவ்வளவு தேவை எனப் பார்க்க, இலக்கு CGPA-வை உள்ளிடவும்.',
    reachable: (target: string, needed: string, remaining: number) =>
      `${target} எட்ட, ${inRemaining(remaining)} குறைந்தது ${needed} SGPA பெறவும்.`,
    reached: (target: string, now: string) =>
      `இலக்கு ${target} ஏற்கெனவே எட்டப்பட்டுவிட்டது: உங்கள் CGPA ${now}.`,
    canLower: (maximum: number, best: string) =>
      `மீதமுள்ள பருவங்கள் இதைக் குறைக்கலாம்: ஒவ்வொன்றிலும் ${maximum} பெற்றாலும் CGPA ${best} ஆகும்.`,
    staysReached: 'மீதமுள்ள பருவங்களில் நீங்கள் எந்த SGPA பெற்றாலும், இலக்கு எட்டப்பட்டதாகவே இருக்கும்.',
    toStay: (keep: string, remaining: number) =>
      `இலக்கில் நீடிக்க, ${inRemaining(remaining)} குறைந்தது ${keep} SGPA பெறவும்.`,
    beyond: (target: string, maximum: number, remaining: number, best: string) =>
      `${target}-க்கு ${inRemaining(remaining)} ${maximum}-ஐ விட அதிகம் தேவை, அது இந்த அளவுகோலின் அதிகபட்சம். இன்னும் சாத்தியமான மிகச் சிறந்த CGPA ${best}.`,
    equivalent: (target: string, equivalents: string) => `${target} CGPA என்பது ${equivalents}.`,
    targetBad: (maximum: number, places: number) =>
      `இலக்கு CGPA 0-ஐ விட அதிகமாகவும் அதிகபட்சம் ${maximum} ஆகவும், ${places === 0 ? 'முழு எண்ணாக' : `அதிகபட்சம் ${places} தசம இடங்களுடன்`} இருக்க வேண்டும்`,
    creditsBad: (semester: string, step: number, most: number) =>
      `${semester}: கிரெடிட்கள் ${step} முதல் ${most} வரை, ${step} இடைவெளியில் இருக்க வேண்டும்`,
    countBad: (most: number) => `மீதமுள்ள பருவங்கள் 1 முதல் ${most} வரையிலான முழு எண்ணாக இருக்க வேண்டும்`,
    semester: (number: number) => `பருவம் ${number}`,
    tooManyYears:
      'இந்த அளவுகோல் எடை தரும் ஆண்டுகளை விடத் திட்டத்தில் அதிகப் பருவங்கள் உள்ளன: குறைவான பருவங்களுக்குத் திட்டமிடவும்',
    equalWeight:
      'இந்த அளவுகோலில் ஒவ்வொரு பருவமும் சமமாகக் கணக்கிடப்படுகிறது, எனவே கிரெடிட்கள் திட்டத்தை மாற்றாது.',
    lastOnly: (count: number) =>
      `இந்த அளவுகோலின் CGPA கடைசி ${count} ${count === 1 ? 'பருவத்தை' : 'பருவங்களை'} மட்டுமே கணக்கிடுகிறது: இவையே உங்கள் மீதமுள்ள பருவங்கள் அனைத்தும் எனத் திட்டம் கொள்கிறது.`,
    yearWeighted: (perYear: number) =>
      `இந்த அளவுகோல் ${perYear} பருவங்கள் கொண்ட ஒவ்வோர் ஆண்டுக்கும் தனி எடை தருகிறது: இவையே உங்கள் மீதமுள்ள பருவங்கள் அனைத்தும் எனத் திட்டம் கொள்கிறது.`,
  },
  'gpa-marks': {
    heading: 'மதிப்பெண்ணிலிருந்து கிரேடு',
    noBands: 'இந்த அளவுகோலின் ஆதாரம் மதிப்பெண் வரம்புகளைத் தரவில்லை.',
    marks: 'மதிப்பெண்கள் (100-க்கு)',
    neededFor: 'இந்தக் கிரேடுக்குத் தேவையான மதிப்பெண்கள்',
    inBand: (marks: number, code: string, label: string, min: number, max: number) =>
      `${marks} மதிப்பெண்கள்: ${code} (${label}), ${min}–${max}.`,
    below: (marks: number, code: string, label: string, passFrom: number) =>
      `${marks} மதிப்பெண்கள்: ${code} (${label}), ${passFrom}-க்குக் கீழ்.`,
    noBand: (marks: number, codes: string) =>
      `இந்த அளவுகோலின் எந்த மதிப்பெண் வரம்பிலும் ${marks} இல்லை: இதன் ஆதாரம் ${codes} ஆகியவற்றுக்கு மட்டுமே வரம்புகளைத் தருகிறது.`,
    needs: (code: string, min: number, max: number) =>
      `${code}-க்குக் குறைந்தது ${min} மதிப்பெண்கள் தேவை (${min}–${max}).`,
    problem: (most: number) => `மதிப்பெண்கள் 0 முதல் ${most} வரையிலான முழு எண்ணாக இருக்க வேண்டும்`,
  },
  'gpa-marks-tools': {
    heading: 'பருவ இறுதித் தேர்வில் தேவையான மதிப்பெண்கள்',
    presetSplit: (internal: number, external: number) =>
      `மதிப்பெண் பகிர்வு உங்கள் பல்கலைக்கழகத்தின்படி நிரப்பப்பட்டுள்ளது: ${internal} அகம் + ${external} பருவ இறுதி.`,
    enterSplit:
      'உங்கள் பாடத்தின் மதிப்பெண் பகிர்வை உள்ளிடவும்: அது உங்கள் பாடத்திட்டத்திலோ தேர்வுத் திட்டத்திலோ தரப்பட்டிருக்கும்.',
    obtained: (most: string | null) => `பெற்ற அக மதிப்பெண்கள்${outOf(most)}`,
    internal: 'அக மதிப்பெண் அதிகபட்சம்',
    external: 'பருவ இறுதி அதிகபட்சம்',
    paper: 'வினாத்தாள் எத்தனை மதிப்பெண்களுக்கு (காலி: அதே அளவு)',
    minimum: (most: string | null) => `தேர்வில் குறைந்தபட்ச மதிப்பெண்${outOf(most)}, இருந்தால்`,
    prompt:
      'ஒவ்வொரு கிரேடுக்கும் தேவையான பருவ இறுதி மதிப்பெண்களைப் பார்க்க, உங்கள் அக மதிப்பெண்களையும் மதிப்பெண் பகிர்வையும் உள்ளிடவும்.',
    internalBad: (most: number) =>
      `அக மதிப்பெண் அதிகபட்சம் 0 முதல் ${most} வரையிலான முழு எண்ணாக இருக்க வேண்டும்`,
    externalBad: (most: number) =>
      `பருவ இறுதி அதிகபட்சம் 1 முதல் ${most} வரையிலான முழு எண்ணாக இருக்க வேண்டும்`,
    paperBad: (most: number) =>
      `வினாத்தாள் மதிப்பெண்கள் 1 முதல் ${most} வரையிலான முழு எண்ணாக இருக்க வேண்டும்`,
    minimumBad: (most: number) =>
      `தேர்வில் குறைந்தபட்ச மதிப்பெண் 0 முதல் ${most} வரையிலான எண்ணாக, அதிகபட்சம் 2 தசம இடங்களுடன் இருக்க வேண்டும்`,
    obtainedBad: (most: number) =>
      `அக மதிப்பெண்கள் 0 முதல் ${most} வரையிலான எண்ணாக, அதிகபட்சம் 2 தசம இடங்களுடன் இருக்க வேண்டும்`,
    secured: 'உங்கள் அக மதிப்பெண்களாலேயே ஏற்கெனவே உறுதியாகிவிட்டது.',
    securedOnce: (marks: number, paper: number) =>
      `தேர்வின் குறைந்தபட்சத்தைப் பெற்றால், உங்கள் அக மதிப்பெண்களாலேயே உறுதியாகிவிடும்: ${paper}-க்கு ${marks}.`,
    atLeast: (marks: number, paper: number) =>
      `பருவ இறுதித் தேர்வில் ${paper}-க்குக் குறைந்தது ${marks}.`,
    atLeastMin: (marks: number, paper: number) =>
      `${paper}-க்குக் குறைந்தது ${marks}; இது தேர்வில் தேர்ச்சிக்கான குறைந்தபட்சம்.`,
    unreachable: (paper: number, best: string, total: number, needed: string) =>
      `எட்ட முடியாது: ${paper}-க்கு ${paper} பெற்றாலும் ${total}-க்கு ${best} மட்டுமே கிடைக்கும், தேவையோ ${needed}.`,
    bandNote: (total: number) =>
      `ஒரு கிரேடின் வரம்பு, பாடத்தின் மொத்த ${total} மதிப்பெண்களின் சதவீதம்; அதன் மிகக் குறைந்த முழு சதவீதத்தில் அது எட்டப்படுகிறது. காட்டப்படும் ஒவ்வொரு மதிப்பெண்ணும் அதை எட்டும் மிகக் குறைந்த முழு மதிப்பெண்.`,
    totalNote:
      'மொத்த மதிப்பெண் உள்ளபடியே ஒப்பிடப்படுகிறது: உங்கள் பல்கலைக்கழகம் மொத்தத்தை மேல்நோக்கி முழுமையாக்கினால், ஒரு மதிப்பெண் குறைவாக இருந்தாலும் போதுமானதாக இருக்கலாம்.',
    paperNote: (paper: number, external: number) =>
      `வினாத்தாள் ${paper} மதிப்பெண்களுக்கு எழுதப்பட்டு ${external} மதிப்பெண்களாகக் கணக்கிடப்படுகிறது: எழுதிய மதிப்பெண் × ${external} ÷ ${paper} எனக் கணக்கிடப்படும், முழுமையாக்காமல்.`,
    courseTotal: (internal: number, external: number, total: number) =>
      `பாடத்தின் மொத்தம்: ${internal} (அகம்) + ${external} (பருவ இறுதி) = ${total} மதிப்பெண்கள்.`,
    yourInternal: (obtained: string, internal: number) =>
      `உங்கள் அக மதிப்பெண்கள்: ${internal}-க்கு ${obtained}.`,
    paperScaled: (paper: number, external: number) =>
      `வினாத்தாள் ${paper} மதிப்பெண்களுக்கு எழுதப்பட்டு ${external} மதிப்பெண்களாகக் கணக்கிடப்படுகிறது: வினாத்தாளில் மதிப்பெண் = கணக்கிடப்பட்ட மதிப்பெண் × ${paper} ÷ ${external}.`,
    minScaled: (minimum: string, external: number, paper: number, onPaper: string, least: number) =>
      `தேர்வின் குறைந்தபட்சம்: ${external}-க்கு ${minimum}, × ${paper} ÷ ${external} ${onPaper} வினாத்தாளில்; மிகக் குறைந்த முழு மதிப்பெண்: ${least}.`,
    minPlain: (minimum: string, external: number, least: number) =>
      `தேர்வின் குறைந்தபட்சம்: ${external}-க்கு ${minimum}; மிகக் குறைந்த முழு மதிப்பெண்: ${least}.`,
    leastNote:
      "ஒவ்வொரு தேவையான மதிப்பெண்ணும், துல்லியமான மதிப்புக்குச் சமமான அல்லது அதற்கு மேலான மிகக் குறைந்த முழு மதிப்பெண் ('≈' உள்ள மதிப்புகள் படிப்பதற்காக மட்டும் 2 தசம இடங்களுக்கு முழுமையாக்கப்பட்டவை).",
    caption: 'பருவ இறுதித் தேர்வில் தேவையான மதிப்பெண்கள், கிரேடு வாரியாக',
    gradeFrom: 'கிரேடு (முதல்)',
    totalNeeded: 'தேவையான மொத்த மதிப்பெண்',
    fromExam: 'தேர்விலிருந்து',
    onPaper: (paper: number) => `வினாத்தாளில் (${paper}-க்கு)`,
    leastMark: (paper: number) => `மிகக் குறைந்த முழு மதிப்பெண் (${paper}-க்கு)`,
    percentOf: (min: number, total: number, value: string) => `${total}-இன் ${min}% = ${value}`,
    alreadyHad: 'ஏற்கெனவே உறுதி',
    alreadyMin: (marks: number) => `ஏற்கெனவே உறுதி; ${marks} (குறைந்தபட்சம்)`,
    minCell: (marks: number) => `${marks} (குறைந்தபட்சம்)`,
    beyondCell: (paper: number) => `எட்ட முடியாது (${paper}-ஐ விட அதிகம்)`,
    notReachable: 'எட்ட முடியாது',
    outOf: (marks: number, paper: number) => `${paper}-க்கு ${marks}`,
    resultLabel: (code: string) => `${code}-க்கான பருவ இறுதி மதிப்பெண்கள்`,
  },
  'gpa-what-if': {
    keep: 'மாற்றங்களை வைத்துக்கொள்',
    discard: 'கைவிடு',
    note: 'இங்கே கிரேடுகளை மாற்றிப் பாருங்கள்: மாற்றங்களை வைத்துக்கொள்ளும் வரை எதுவும் சேமிக்கப்படாது.',
    readOnlyNote: 'இங்கே கிரேடுகளை மாற்றிப் பாருங்கள்: நீங்கள் மாற்றும் எதுவும் சேமிக்கப்படாது.',
    unkept:
      'ஒரு பருவத்தின் SGPA-வை மாற்றிப் பார்க்க மட்டுமே முடியும், வைத்துக்கொள்ள முடியாது: மற்ற மாற்றங்களை வைத்துக்கொள்ள அதை அழிக்கவும்.',
    kept: '‘இப்படி இருந்தால்’ மாற்றங்கள் சேமிக்கப்பட்டன',
    saved: 'சேமித்தது',
    whatIf: 'இப்படி இருந்தால்',
    badge: 'சோதனை',
    trySgpa: (semester: string) => `${semester}-க்கு ஒரு SGPA-வை வைத்துப் பார்`,
    clearsWith: (grade: string) => `${grade} கிரேடுடன் தேர்ச்சி`,
    undo: 'செயல்தவிர்',
    gradeOf: (subject: string) => `${subject}-இன் கிரேடு`,
    clearLabel: (subject: string) => `${subject}-இல் ஒரு கிரேடுடன் தேர்ச்சி பெறு`,
    clearWith: 'இந்தக் கிரேடுடன் தேர்ச்சி…',
    backlogs: 'அரியர்கள்',
    backlogCount: (active: number, cleared: number) => `${active} நிலுவையில், ${cleared} தேர்ச்சி`,
    noCredits: (semester: string) => `${semester}-இல் SGPA தருவதற்குக் கிரேடு உள்ள கிரெடிட்கள் இல்லை`,
  },
  'gpa-quick-sgpa': {
    title: (semester: string) => `${semester}-இன் SGPA`,
    hint: 'மதிப்பெண் பட்டியலிலிருந்து: பருவம் அதன் SGPA × அதன் கிரெடிட்களாகக் கணக்கிடப்படுகிறது.',
    sgpa: (maximum: number) => `SGPA (0 முதல் ${maximum} வரை)`,
    sgpaEg: 'எ.கா. 8.25',
    creditsEg: 'எ.கா. 22',
    save: 'SGPA-வைச் சேமி',
  },
  'gpa-sgpa-form': {
    fillBoth: 'SGPA, கிரெடிட்கள் இரண்டையும் உள்ளிடவும்',
  },
  'gpa-retake': {
    title: (subject: string) => `${subject}-இன் அடுத்த முயற்சி`,
    takenIn: 'எழுதிய பருவம்',
    newSemester: (semester: string) => `புதிய பருவம்: ${semester}`,
    save: 'முயற்சியைச் சேமி',
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
