/**
 * The profiles in Hindi: the stores' messages and the names they give (store-texts.ts), the
 * drawer, a damaged profile's dialog and what its salvage says, and export, import and print.
 * Profile, semester and subject names stay as the student typed them; the names the product gives
 * ('Copy of …', 'Unnamed profile') are said in Hindi. A file's fields are named in words: a
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

const TRY_AGAIN = 'कृपया फिर से कोशिश करें।';
const UNNAMED = 'बेनाम प्रोफ़ाइल';

/** A profiles file's fields in words. */
const FILE_FIELDS: Record<FileField, string> = {
  id: 'पहचान',
  name: 'नाम',
  subjectName: 'विषय का नाम',
  semesters: 'सेमेस्टर',
  subjects: 'विषय',
  isDefault: 'डिफ़ॉल्ट होने का चिह्न',
  userId: 'उपयोगकर्ता की पहचान',
  createdAt: 'बनने का समय',
  updatedAt: 'पिछले बदलाव का समय',
  grade: 'ग्रेड',
  'copiedFrom.shareId': 'कॉपी के स्रोत में साझाकरण की पहचान',
  'copiedFrom.originalUserId': 'कॉपी के स्रोत में मालिक की पहचान',
  'copiedFrom.originalProfileId': 'कॉपी के स्रोत में प्रोफ़ाइल की पहचान',
  'copiedFrom.copiedAt': 'कॉपी करने का समय',
};

/** The parts of a profile a file's problem names (import-problems.ts `FilePlace`), in words. */
const FILE_PARTS: Record<string, string> = {
  copiedFrom: 'कॉपी का स्रोत',
  scale: 'ग्रेड स्केल',
  entered: 'दर्ज SGPA',
  retakeOf: 'पिछला प्रयास',
};

export const profilesHindi = {
  'gpa-store': {
    welcome: 'स्वागत है! आपकी पहली प्रोफ़ाइल बना दी गई है।',
    saveError: `डेटा सहेजने में त्रुटि हुई। ${TRY_AGAIN}`,
    createError: `प्रोफ़ाइल बनाने में त्रुटि हुई। ${TRY_AGAIN}`,
    deleteError: `प्रोफ़ाइल हटाने में त्रुटि हुई। ${TRY_AGAIN}`,
    loadError: `आपका डेटा लोड करने में त्रुटि हुई। ${TRY_AGAIN}`,
    notFound: 'प्रोफ़ाइल नहीं मिली',
    lastProfile: 'अंतिम प्रोफ़ाइल नहीं हटाई जा सकती',
    defaultOne: 'डिफ़ॉल्ट प्रोफ़ाइल नहीं हटाई जा सकती',
    unreadable:
      'आपका सहेजा गया GPA डेटा पढ़ा नहीं जा सका। उसे बैकअप के रूप में रख लिया गया है और कैलकुलेटर नए सिरे से शुरू हुआ है।',
    visitOnly: 'यह ब्राउज़र कैलकुलेटर को यहाँ सहेजने नहीं देता: पेज छोड़ने तक आपकी प्रोफ़ाइलें रखी रहेंगी।',
    loadFailed: 'प्रोफ़ाइलें लोड करने में त्रुटि हुई। कृपया पेज रीफ़्रेश करें।',
    deduped: 'एक जैसी दोहराई गई प्रोफ़ाइलें हटा दी गईं',
    damagedNow: (name: string) =>
      `‘${name}’ अब पढ़ी नहीं जा सकती। यह आपकी प्रोफ़ाइलों में ‘क्षतिग्रस्त’ चिह्नित है: क्या गड़बड़ है, यह देखने के लिए उसे वहीं खोलें।`,
    importedName: 'आयातित प्रोफ़ाइल',
    copyOf: (name: string) => `${name} की कॉपी`,
    unnamed: UNNAMED,
  },
  'gpa-drawer': {
    profiles: 'प्रोफ़ाइलें',
    myProfiles: 'मेरी प्रोफ़ाइलें',
    semesters: (count: number) => `${count} सेमेस्टर`,
    shareNamed: (name: string) => `${name} साझा करें`,
    deleteNamed: (name: string) => `${name} हटाएँ`,
    sharedCount: (count: string) => `साझा (${count})`,
    damaged: 'क्षतिग्रस्त',
    addProfile: 'प्रोफ़ाइल जोड़ें',
    sharedWithMe: 'मेरे साथ साझा',
    noneShared: 'अभी तक आपके साथ कोई प्रोफ़ाइल साझा नहीं की गई है',
    copyNamed: (name: string) => `${name} को मेरे खाते में कॉपी करें`,
    leaveNamed: (name: string) => `${name} छोड़ें`,
    showMore: 'और दिखाएँ',
    sharedOut: 'साझा की गई प्रोफ़ाइलें',
    noneOut: 'आपने अभी तक कोई प्रोफ़ाइल साझा नहीं की है',
    stopSharing: (profile: string, target: string) =>
      `${profile} को ${target} के साथ साझा करना बंद करें`,
    newProfile: 'नई प्रोफ़ाइल',
    profileName: 'प्रोफ़ाइल का नाम',
    nameExample: 'जैसे बी.टेक सीएसई',
    create: 'बनाएँ',
    cancel: 'रद्द करें',
    leaveTitle: 'साझा प्रोफ़ाइल छोड़ें',
    leave: 'छोड़ें',
    deleteTitle: 'प्रोफ़ाइल हटाएँ',
    delete: 'हटाएँ',
    deleteAsk: (name: string, semesters: string) =>
      `${name} को उसके ${semesters} सहित हटाएँ? इसे पूर्ववत नहीं किया जा सकता।`,
  },
  'gpa-damaged': {
    title: (name: string) => `${name} (क्षतिग्रस्त)`,
    note: 'यह प्रोफ़ाइल सहेजे गए रूप में पढ़ी नहीं जा सकी। इसमें कुछ भी बदला नहीं गया है: आप इसे जैसी है वैसी ही निर्यात कर सकते हैं, ठीक कर सकते हैं या हटा सकते हैं।',
    sharedNote:
      'यह साझा प्रोफ़ाइल सहेजे गए रूप में पढ़ी नहीं जा सकी। आप इसे जैसी है वैसी ही निर्यात कर सकते हैं; इसे केवल इसका मालिक ठीक कर सकता है।',
    noRepair:
      'इसे ठीक नहीं किया जा सकता: इसका बहुत कम हिस्सा पढ़ा जा सकता है। जो है उसे रखने के लिए इसे निर्यात करें, फिर इसे हटा दें।',
    wrong: 'क्या गड़बड़ है',
    repair: 'ठीक करें',
    repairAsk: 'ठीक करने पर प्रोफ़ाइल उस हिस्से के बिना सहेजी जाती है जो पढ़ा नहीं जा सकता:',
    deleteAsk: (name: string) => `${name} हटाएँ? इसे पूर्ववत नहीं किया जा सकता।`,
    export: 'निर्यात करें',
    saveRepair: 'ठीक की गई प्रोफ़ाइल सहेजें',
    repaired: (name: string) => `${name} ठीक कर दी गई`,
  },
  'gpa-salvage': {
    semester: (position: number) => `सेमेस्टर ${position}`,
    subjectAt: (semester: string, position: number) => `${semester}, विषय ${position}`,
    subjectN: (position: number) => `विषय ${position}`,
    unknownScale: (preset: string) => `इसका ग्रेड स्केल ${preset} इस कैलकुलेटर को ज्ञात नहीं है`,
    customScale: 'इसका कस्टम ग्रेड स्केल पढ़ा नहीं जा सकता',
    noName: 'प्रोफ़ाइल का कोई नाम नहीं है',
    profileNamed: `प्रोफ़ाइल का नाम ‘${UNNAMED}’ रखा गया है`,
    noDefault: 'यह पढ़ा नहीं जा सकता कि यह डिफ़ॉल्ट प्रोफ़ाइल है या नहीं',
    notDefault: 'यह डिफ़ॉल्ट प्रोफ़ाइल नहीं है',
    noDate: (created: boolean) => `इसके ${created ? 'बनने' : 'पिछले बदलाव'} की तारीख पढ़ी नहीं जा सकती`,
    dateNow: (created: boolean) =>
      `इसके ${created ? 'बनने' : 'पिछले बदलाव'} की तारीख अभी की तारीख रखी गई है`,
    noSource: 'यह पढ़ा नहीं जा सकता कि इसे कहाँ से कॉपी किया गया था',
    sourceOut: 'यह कहाँ से कॉपी की गई थी, इसका नोट छोड़ दिया गया है',
    noDetails: 'इसका विवरण पढ़ा नहीं जा सकता',
    notAsSaved: 'इसे सहेजे गए रूप में पढ़ा नहीं जा सकता',
    noId: 'इसकी पहचान नहीं है, या कोई दूसरी प्रोफ़ाइल उसे इस्तेमाल करती है',
    noSemesters: 'इसके सेमेस्टर पढ़े नहीं जा सकते',
    noSubjects: 'इसके विषय पढ़े नहीं जा सकते',
    allSemsOut: 'सभी सेमेस्टर छोड़ दिए गए हैं',
    unreadable: (value: string) => `इसे पढ़ा नहीं जा सकता (${value})`,
    hasNoName: (place: string) => `${place} का कोई नाम नहीं है`,
    isNamed: (place: string, name: string) => `${place} का नाम ‘${name}’ रखा गया है`,
    semOut: (place: string, subjects: number) =>
      `${place} को उसके ${subjects} ${subjects === 1 ? 'विषय' : 'विषयों'} सहित छोड़ दिया गया है`,
    subjsUnread: 'इसके विषय पढ़े नहीं जा सकते',
    noSgpa: (value: string) => `इसके SGPA और क्रेडिट ${value} पढ़े नहीं जा सकते`,
    sgpaOut: 'इसके SGPA और क्रेडिट छोड़ दिए गए हैं',
    offScale: (grade: string) => `ग्रेड ${grade} इस स्केल पर नहीं है`,
    badCredits: (credits: string) => `क्रेडिट ${credits} 0 या उससे अधिक, 0.5 के अंतराल में नहीं हैं`,
    repeats: 'यह किसी दूसरे विषय को दोहराता है',
    subjOut: (place: string, name: string | null) =>
      `${place} (${name ?? 'बिना नाम'}) को छोड़ दिया गया है`,
    noMemo: (memo: string) => `स्केल के पिछले बदलाव से पहले का इसका ग्रेड ${memo} पढ़ा नहीं जा सकता`,
    memoGone: 'स्केल के पिछले बदलाव से पहले का इसका ग्रेड भुला दिया गया है',
    semUnread: (value: string) => `एक सेमेस्टर पढ़ा नहीं जा सकता (${value})`,
    semDropped: (value: string) => `सेमेस्टर ${value} को उसके विषयों सहित छोड़ दिया गया है`,
    subjUnread: (value: string) => `एक विषय पढ़ा नहीं जा सकता (${value})`,
    subjDropped: (value: string) => `विषय ${value} को छोड़ दिया गया है`,
  },
  'gpa-transfer': {
    heading: 'निर्यात, आयात और प्रिंट',
    exportOne: 'प्रोफ़ाइल निर्यात करें',
    exportAll: 'सभी प्रोफ़ाइलें निर्यात करें',
    import: 'आयात करें',
    print: 'प्रिंट करें',
    fileLabel: 'आयात करने के लिए प्रोफ़ाइलों की फ़ाइल',
    printView: 'प्रिंट के लिए दृश्य',
    imported: (count: number) =>
      count === 1 ? `${count} प्रोफ़ाइल आयात की गई` : `${count} प्रोफ़ाइलें आयात की गईं`,
    refused: (reason: string) => `यह फ़ाइल आयात नहीं की जा सकी: ${reason}`,
  },
  'gpa-import': {
    notExport: 'यह CampusCalc की GPA निर्यात फ़ाइल नहीं है',
    noProfiles: 'फ़ाइल में कोई प्रोफ़ाइल नहीं है',
    version: (version: string) => `GPA निर्यात फ़ाइल का यह संस्करण समर्थित नहीं है: ${version}`,
    profile: (number: number) => `प्रोफ़ाइल ${number}`,
    semester: (place: string, number: number) => `${place}, सेमेस्टर ${number}`,
    subject: (place: string, number: number) => `${place}, विषय ${number}`,
    part: (place: string, part: string) => `${place}, ${FILE_PARTS[part] ?? part}`,
    at: (place: string, problem: string) => `${place}: ${problem}`,
    field: (field: FileField) => FILE_FIELDS[field],
    notText: 'टेक्स्ट होना चाहिए',
    notTime: 'मिलीसेकंड में समय होना चाहिए',
    idTwice: (id: string) => `पहचान ${id} दो बार इस्तेमाल हुई है`,
    idInvalid: 'पहचान मान्य टेक्स्ट होनी चाहिए',
    idTooLong: 'पहचान बहुत लंबी है',
    creditStep: (step: number) => `क्रेडिट 0 या उससे अधिक होने चाहिए, ${step} के अंतराल में`,
    creditMax: (most: number) => `क्रेडिट अधिकतम ${most} हो सकते हैं`,
    gradeMemo: 'स्केल के पिछले बदलाव से पहले का ग्रेड ‘पॉइंट/कोड’ के रूप में होना चाहिए, जैसे ‘0/F’',
    unknownScale: (preset: string) => `ग्रेड स्केल ‘${preset}’ ज्ञात नहीं है`,
    scaleChoice: 'ग्रेड स्केल में किसी प्रीसेट का नाम या एक कस्टम स्केल होना चाहिए',
    customScale: (problem: string) => `कस्टम स्केल: ${problem}`,
  },
} satisfies Translation<
  | typeof storeTexts
  | typeof drawerTexts
  | typeof damagedTexts
  | typeof salvageTexts
  | typeof transferTexts
  | typeof importTexts
>;
