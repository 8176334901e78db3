/**
 * The profiles in Telugu: the stores' messages and the names they give (store-texts.ts), the
 * drawer, a damaged profile's dialog and what its salvage says, and export, import and print.
 * Profile, semester and subject names stay as the student typed them; the names the product gives
 * ('Copy of …', 'Unnamed profile') are said in Telugu. A file's fields are named in words.
 */
import type { FileField } from '#core/gpa/import-problems.ts';
import type { importTexts } from '#core/gpa/import-texts.ts';
import type { salvageTexts } from '#core/gpa/salvage-texts.ts';
import type { storeTexts } from '#core/gpa/store-texts.ts';
import type { Translation } from '#core/i18n/texts.ts';
import type { damagedTexts } from './damaged-texts';
import type { drawerTexts } from './drawer-texts';
import type { transferTexts } from './transfer-texts';

const TRY_AGAIN = 'దయచేసి మళ్లీ ప్రయత్నించండి.';
const UNNAMED = 'పేరులేని ప్రొఫైల్';
const CANNOT_UNDO = 'ఈ చర్యను వెనక్కి తీసుకోలేరు.';

const FILE_FIELDS: Record<FileField, string> = {
  id: 'గుర్తింపు',
  name: 'పేరు',
  subjectName: 'సబ్జెక్టు పేరు',
  semesters: 'సెమిస్టర్లు',
  subjects: 'సబ్జెక్టులు',
  isDefault: 'డిఫాల్ట్ గుర్తు',
  userId: 'వినియోగదారు గుర్తింపు',
  createdAt: 'సృష్టించిన సమయం',
  updatedAt: 'చివరి మార్పు సమయం',
  grade: 'గ్రేడ్',
  'copiedFrom.shareId': 'కాపీ మూలంలోని షేర్ గుర్తింపు',
  'copiedFrom.originalUserId': 'కాపీ మూలంలోని యజమాని గుర్తింపు',
  'copiedFrom.originalProfileId': 'కాపీ మూలంలోని ప్రొఫైల్ గుర్తింపు',
  'copiedFrom.copiedAt': 'కాపీ చేసిన సమయం',
};

const FILE_PARTS: Record<string, string> = {
  copiedFrom: 'కాపీ మూలం',
  scale: 'గ్రేడ్ స్కేల్',
  entered: 'నమోదు చేసిన SGPA',
  retakeOf: 'మునుపటి ప్రయత్నం',
};

const dateOf = (created: boolean) => (created ? 'సృష్టించిన' : 'చివరి మార్పు');

export const profilesTelugu = {
  'gpa-store': {
    welcome: 'స్వాగతం! మీ మొదటి ప్రొఫైల్ సృష్టించబడింది.',
    saveError: `డేటాను సేవ్ చేయడంలో లోపం. ${TRY_AGAIN}`,
    createError: `ప్రొఫైల్ సృష్టించడంలో లోపం. ${TRY_AGAIN}`,
    deleteError: `ప్రొఫైల్ తొలగించడంలో లోపం. ${TRY_AGAIN}`,
    loadError: `మీ డేటాను లోడ్ చేయడంలో లోపం. ${TRY_AGAIN}`,
    notFound: 'ప్రొఫైల్ కనబడలేదు',
    lastProfile: 'చివరి ప్రొఫైల్‌ను తొలగించలేరు',
    defaultOne: 'డిఫాల్ట్ ప్రొఫైల్‌ను తొలగించలేరు',
    unreadable: 'సేవ్ చేసిన మీ GPA డేటాను చదవలేకపోయాం. దాన్ని బ్యాకప్‌గా ఉంచాం, కాలిక్యులేటర్ కొత్తగా మొదలైంది.',
    visitOnly: 'ఈ బ్రౌజర్ కాలిక్యులేటర్‌ను ఇక్కడ సేవ్ చేయనివ్వదు: మీరు పేజీని వదిలి వెళ్లే వరకు మీ ప్రొఫైల్‌లు ఉంటాయి.',
    loadFailed: 'ప్రొఫైల్‌లను లోడ్ చేయడంలో లోపం. దయచేసి పేజీని రిఫ్రెష్ చేయండి.',
    deduped: 'రెండుసార్లు ఉన్న ప్రొఫైల్‌లను తొలగించాం',
    damagedNow: (name: string) =>
      `‘${name}’ను ఇకపై చదవలేం. ఇది మీ ప్రొఫైల్‌లలో ‘దెబ్బతిన్నది’ అని గుర్తించి ఉంది: ఏమి తప్పో చూడటానికి దాన్ని అక్కడే తెరవండి.`,
    importedName: 'ఇంపోర్ట్ చేసిన ప్రొఫైల్',
    copyOf: (name: string) => `${name} కాపీ`,
    unnamed: UNNAMED,
  },
  'gpa-drawer': {
    profiles: 'ప్రొఫైల్‌లు',
    myProfiles: 'నా ప్రొఫైల్‌లు',
    semesters: (count: number) => `${count} ${count === 1 ? 'సెమిస్టర్' : 'సెమిస్టర్లు'}`,
    shareNamed: (name: string) => `${name} షేర్ చేయండి`,
    deleteNamed: (name: string) => `${name} తొలగించండి`,
    sharedCount: (count: string) => `షేర్ (${count})`,
    damaged: 'దెబ్బతిన్నది',
    addProfile: 'ప్రొఫైల్‌ను జోడించండి',
    sharedWithMe: 'నాతో షేర్ చేసినవి',
    noneShared: 'ఇంకా మీతో ఏ ప్రొఫైల్‌నూ షేర్ చేయలేదు',
    copyNamed: (name: string) => `${name} ను నా ఖాతాలోకి కాపీ చేయండి`,
    leaveNamed: (name: string) => `${name} వదిలేయండి`,
    showMore: 'మరిన్ని చూపించండి',
    sharedOut: 'షేర్ చేసిన ప్రొఫైల్‌లు',
    noneOut: 'మీరు ఇంకా ఏ ప్రొఫైల్‌నూ షేర్ చేయలేదు',
    stopSharing: (profile: string, target: string) => `${profile} ను ${target} తో షేర్ చేయడం ఆపండి`,
    newProfile: 'కొత్త ప్రొఫైల్',
    profileName: 'ప్రొఫైల్ పేరు',
    nameExample: 'ఉదా. బి.టెక్ సీఎస్ఈ',
    create: 'సృష్టించండి',
    cancel: 'రద్దు చేయండి',
    leaveTitle: 'షేర్ చేసిన ప్రొఫైల్‌ను వదిలేయండి',
    leave: 'వదిలేయండి',
    deleteTitle: 'ప్రొఫైల్‌ను తొలగించండి',
    delete: 'తొలగించండి',
    deleteAsk: (name: string, semesters: string) =>
      `${name}, దాని ${semesters} తొలగించాలా? ${CANNOT_UNDO}`,
  },
  'gpa-damaged': {
    title: (name: string) => `${name} (దెబ్బతిన్నది)`,
    note: 'సేవ్ చేసిన రూపంలో ఈ ప్రొఫైల్‌ను చదవలేకపోయాం. ఇందులో ఏదీ మార్చలేదు: దీన్ని ఉన్నది ఉన్నట్లుగా ఎక్స్‌పోర్ట్ చేయవచ్చు, సరిచేయవచ్చు లేదా తొలగించవచ్చు.',
    sharedNote:
      'సేవ్ చేసిన రూపంలో ఈ షేర్ చేసిన ప్రొఫైల్‌ను చదవలేకపోయాం. దీన్ని ఉన్నది ఉన్నట్లుగా ఎక్స్‌పోర్ట్ చేయవచ్చు; దీని యజమాని మాత్రమే దీన్ని సరిచేయగలరు.',
    noRepair:
      'దీన్ని సరిచేయలేం: దీనిలో చాలా కొంచెమే చదవగలుగుతున్నాం. ఉన్నదాన్ని ఉంచుకోవడానికి దీన్ని ఎక్స్‌పోర్ట్ చేసి, తర్వాత తొలగించండి.',
    wrong: 'ఏమి తప్పు ఉంది',
    repair: 'సరిచేయండి',
    repairAsk: 'సరిచేస్తే, చదవలేని భాగం లేకుండా ప్రొఫైల్ సేవ్ అవుతుంది:',
    deleteAsk: (name: string) => `${name} తొలగించాలా? ${CANNOT_UNDO}`,
    export: 'ఎక్స్‌పోర్ట్ చేయండి',
    saveRepair: 'సరిచేసిన ప్రొఫైల్‌ను సేవ్ చేయండి',
    repaired: (name: string) => `${name} సరిచేయబడింది`,
  },
  'gpa-salvage': {
    semester: (position: number) => `సెమిస్టర్ ${position}`,
    subjectAt: (semester: string, position: number) => `${semester}, సబ్జెక్టు ${position}`,
    subjectN: (position: number) => `సబ్జెక్టు ${position}`,
    unknownScale: (preset: string) => `దీని గ్రేడ్ స్కేల్ ${preset} ఈ కాలిక్యులేటర్‌కు తెలియదు`,
    customScale: 'దీని కస్టమ్ గ్రేడ్ స్కేల్‌ను చదవలేం',
    noName: 'ప్రొఫైల్‌కు పేరు లేదు',
    profileNamed: `ప్రొఫైల్‌కు ‘${UNNAMED}’ అని పేరు పెట్టాం`,
    noDefault: 'ఇది డిఫాల్ట్ ప్రొఫైలా కాదా అన్నది చదవలేం',
    notDefault: 'ఇది డిఫాల్ట్ ప్రొఫైల్ కాదు',
    noDate: (created: boolean) => `దీని ${dateOf(created)} తేదీని చదవలేం`,
    dateNow: (created: boolean) => `దీని ${dateOf(created)} తేదీని ప్రస్తుత తేదీగా పెట్టాం`,
    noSource: 'ఇది ఎక్కడి నుండి కాపీ అయిందో చదవలేం',
    sourceOut: 'ఇది ఎక్కడి నుండి కాపీ అయిందనే గమనికను వదిలేశాం',
    noDetails: 'దీని వివరాలను చదవలేం',
    notAsSaved: 'సేవ్ చేసిన రూపంలో దీన్ని చదవలేం',
    noId: 'దీనికి గుర్తింపు లేదు, లేదా మరో ప్రొఫైల్ దాన్ని వాడుతోంది',
    noSemesters: 'దీని సెమిస్టర్లను చదవలేం',
    noSubjects: 'దీని సబ్జెక్టులను చదవలేం',
    allSemsOut: 'అన్ని సెమిస్టర్లను వదిలేశాం',
    unreadable: (value: string) => `దీన్ని చదవలేం (${value})`,
    hasNoName: (place: string) => `${place}కు పేరు లేదు`,
    isNamed: (place: string, name: string) => `${place}కు ‘${name}’ అని పేరు పెట్టాం`,
    semOut: (place: string, subjects: number) =>
      `${place}ను దాని ${subjects} ${subjects === 1 ? 'సబ్జెక్టుతో' : 'సబ్జెక్టులతో'} సహా వదిలేశాం`,
    subjsUnread: 'దీని సబ్జెక్టులను చదవలేం',
    noSgpa: (value: string) => `దీని SGPA, క్రెడిట్లు ${value} చదవలేం`,
    sgpaOut: 'దీని SGPA, క్రెడిట్లను వదిలేశాం',
    offScale: (grade: string) => `గ్రేడ్ ${grade} ఈ స్కేల్‌లో లేదు`,
    badCredits: (credits: string) => `క్రెడిట్లు ${credits} 0 లేదా అంతకంటే ఎక్కువగా, 0.5 గుణిజాలుగా లేవు`,
    repeats: 'ఇది మరో సబ్జెక్టుకు నకిలీ',
    subjOut: (place: string, name: string | null) => `${place} (${name ?? 'పేరు లేనిది'})ను వదిలేశాం`,
    noMemo: (memo: string) => `స్కేల్ చివరి మార్పుకు ముందరి దీని గ్రేడ్ ${memo} చదవలేం`,
    memoGone: 'స్కేల్ చివరి మార్పుకు ముందరి దీని గ్రేడ్ ఇక గుర్తు లేదు',
    semUnread: (value: string) => `ఒక సెమిస్టర్‌ను చదవలేం (${value})`,
    semDropped: (value: string) => `సెమిస్టర్ ${value}: దాని సబ్జెక్టులతో సహా వదిలేశాం`,
    subjUnread: (value: string) => `ఒక సబ్జెక్టును చదవలేం (${value})`,
    subjDropped: (value: string) => `సబ్జెక్టు ${value}: వదిలేశాం`,
  },
  'gpa-transfer': {
    heading: 'ఎక్స్‌పోర్ట్, ఇంపోర్ట్, ప్రింట్',
    exportOne: 'ప్రొఫైల్‌ను ఎక్స్‌పోర్ట్ చేయండి',
    exportAll: 'అన్ని ప్రొఫైల్‌లను ఎక్స్‌పోర్ట్ చేయండి',
    import: 'ఇంపోర్ట్ చేయండి',
    print: 'ప్రింట్ చేయండి',
    fileLabel: 'ఇంపోర్ట్ చేయాల్సిన ప్రొఫైల్‌ల ఫైల్',
    printView: 'ప్రింట్ వీక్షణ',
    imported: (count: number) =>
      count === 1 ? `${count} ప్రొఫైల్ ఇంపోర్ట్ అయింది` : `${count} ప్రొఫైల్‌లు ఇంపోర్ట్ అయ్యాయి`,
    refused: (reason: string) => `ఈ ఫైల్‌ను ఇంపోర్ట్ చేయలేకపోయాం: ${reason}`,
  },
  'gpa-import': {
    notExport: 'ఇది CampusCalc GPA ఎక్స్‌పోర్ట్ ఫైల్ కాదు',
    noProfiles: 'ఫైల్‌లో ప్రొఫైల్‌లు ఏవీ లేవు',
    version: (version: string) => `GPA ఎక్స్‌పోర్ట్ ఫైల్ యొక్క ఈ వెర్షన్‌కు మద్దతు లేదు: ${version}`,
    profile: (number: number) => `ప్రొఫైల్ ${number}`,
    semester: (place: string, number: number) => `${place}, సెమిస్టర్ ${number}`,
    subject: (place: string, number: number) => `${place}, సబ్జెక్టు ${number}`,
    part: (place: string, part: string) => `${place}, ${FILE_PARTS[part] ?? part}`,
    at: (place: string, problem: string) => `${place}: ${problem}`,
    field: (field: FileField) => FILE_FIELDS[field],
    notText: 'టెక్స్ట్ అయి ఉండాలి',
    notTime: 'మిల్లీసెకన్లలో సమయం అయి ఉండాలి',
    idTwice: (id: string) => `గుర్తింపు ${id} రెండుసార్లు వాడారు`,
    idInvalid: 'గుర్తింపు సరైన టెక్స్ట్ అయి ఉండాలి',
    idTooLong: 'గుర్తింపు చాలా పొడవుగా ఉంది',
    creditStep: (step: number) => `క్రెడిట్లు 0 లేదా అంతకంటే ఎక్కువగా, ${step} గుణిజాలుగా ఉండాలి`,
    creditMax: (most: number) => `క్రెడిట్లు గరిష్ఠంగా ${most} ఉండవచ్చు`,
    gradeMemo: 'స్కేల్ చివరి మార్పుకు ముందరి గ్రేడ్ ‘పాయింట్లు/కోడ్’ రూపంలో ఉండాలి, ఉదా. ‘0/F’',
    unknownScale: (preset: string) => `గ్రేడ్ స్కేల్ ‘${preset}’ తెలియదు`,
    scaleChoice: 'గ్రేడ్ స్కేల్‌లో ఏదైనా ప్రీసెట్ పేరు గానీ, ఒక కస్టమ్ స్కేల్ గానీ ఉండాలి',
    customScale: (problem: string) => `కస్టమ్ స్కేల్: ${problem}`,
  },
} satisfies Translation<
  | typeof storeTexts
  | typeof drawerTexts
  | typeof damagedTexts
  | typeof salvageTexts
  | typeof transferTexts
  | typeof importTexts
>;
