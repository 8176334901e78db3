/** The profiles in Marathi: the stores' messages and names, the drawer, repair, export and import. */
import type { FileField } from '#core/gpa/import-problems.ts';
import type { importTexts } from '#core/gpa/import-texts.ts';
import type { salvageTexts } from '#core/gpa/salvage-texts.ts';
import type { storeTexts } from '#core/gpa/store-texts.ts';
import type { Translation } from '#core/i18n/texts.ts';
import type { damagedTexts } from './damaged-texts';
import type { drawerTexts } from './drawer-texts';
import type { transferTexts } from './transfer-texts';

const TRY_AGAIN = 'कृपया पुन्हा प्रयत्न करा.';
const UNNAMED = 'नाव नसलेले प्रोफाइल';

const FILE_FIELDS: Record<FileField, string> = {
  id: 'ओळख',
  name: 'नाव',
  subjectName: 'विषयाचे नाव',
  semesters: 'सत्रे',
  subjects: 'विषय',
  isDefault: 'डीफॉल्ट असल्याची खूण',
  userId: 'वापरकर्त्याची ओळख',
  createdAt: 'तयार केल्याची वेळ',
  updatedAt: 'शेवटच्या बदलाची वेळ',
  grade: 'ग्रेड',
  'copiedFrom.shareId': 'कॉपीच्या स्रोतातील शेअरिंगची ओळख',
  'copiedFrom.originalUserId': 'कॉपीच्या स्रोतातील मालकाची ओळख',
  'copiedFrom.originalProfileId': 'कॉपीच्या स्रोतातील प्रोफाइलची ओळख',
  'copiedFrom.copiedAt': 'कॉपी केल्याची वेळ',
};

const FILE_PARTS: Record<string, string> = {
  copiedFrom: 'कॉपीचा स्रोत',
  scale: 'ग्रेड स्केल',
  entered: 'नोंदवलेला SGPA',
  retakeOf: 'आधीचा प्रयत्न',
};

export const profilesMarathi = {
  'gpa-store': {
    welcome: 'स्वागत आहे! तुमचे पहिले प्रोफाइल तयार केले आहे.',
    saveError: `डेटा जतन करताना त्रुटी आली. ${TRY_AGAIN}`,
    createError: `प्रोफाइल तयार करताना त्रुटी आली. ${TRY_AGAIN}`,
    deleteError: `प्रोफाइल हटवताना त्रुटी आली. ${TRY_AGAIN}`,
    loadError: `तुमचा डेटा लोड करताना त्रुटी आली. ${TRY_AGAIN}`,
    notFound: 'प्रोफाइल सापडले नाही',
    lastProfile: 'शेवटचे प्रोफाइल हटवता येत नाही',
    defaultOne: 'डीफॉल्ट प्रोफाइल हटवता येत नाही',
    unreadable:
      'तुमचा जतन केलेला GPA डेटा वाचता आला नाही. तो बॅकअप म्हणून ठेवला आहे आणि कॅल्क्युलेटर नव्याने सुरू झाले आहे.',
    visitOnly: 'हा ब्राउझर कॅल्क्युलेटरला येथे जतन करू देत नाही: तुम्ही पेज सोडेपर्यंत तुमची प्रोफाइल राहतील.',
    loadFailed: 'प्रोफाइल लोड करताना त्रुटी आली. कृपया पेज रीफ्रेश करा.',
    deduped: 'दुहेरी प्रोफाइल काढून टाकली',
    damagedNow: (name: string) =>
      `‘${name}’ आता वाचता येत नाही. ते तुमच्या प्रोफाइलच्या यादीत ‘दूषित’ म्हणून चिन्हांकित आहे: काय चुकले आहे ते पाहण्यासाठी ते तेथे उघडा.`,
    importedName: 'इम्पोर्ट केलेले प्रोफाइल',
    copyOf: (name: string) => `${name} ची कॉपी`,
    unnamed: UNNAMED,
  },
  'gpa-drawer': {
    profiles: 'प्रोफाइल',
    myProfiles: 'माझी प्रोफाइल',
    semesters: (count: number) => `${count} ${count === 1 ? 'सत्र' : 'सत्रे'}`,
    shareNamed: (name: string) => `${name} शेअर करा`,
    deleteNamed: (name: string) => `${name} हटवा`,
    sharedCount: (count: string) => `शेअर केले (${count})`,
    damaged: 'दूषित',
    addProfile: 'प्रोफाइल जोडा',
    sharedWithMe: 'माझ्याशी शेअर केलेली',
    noneShared: 'अद्याप तुमच्याशी एकही प्रोफाइल शेअर केलेले नाही',
    copyNamed: (name: string) => `${name} माझ्या खात्यात कॉपी करा`,
    leaveNamed: (name: string) => `${name} सोडा`,
    showMore: 'आणखी दाखवा',
    sharedOut: 'मी शेअर केलेली प्रोफाइल',
    noneOut: 'तुम्ही अद्याप एकही प्रोफाइल शेअर केलेले नाही',
    stopSharing: (profile: string, target: string) => `${target} सोबत ${profile} शेअर करणे थांबवा`,
    newProfile: 'नवीन प्रोफाइल',
    profileName: 'प्रोफाइलचे नाव',
    nameExample: 'उदा. बी.टेक सीएसई',
    create: 'तयार करा',
    cancel: 'रद्द करा',
    leaveTitle: 'शेअर केलेले प्रोफाइल सोडा',
    leave: 'सोडा',
    deleteTitle: 'प्रोफाइल हटवा',
    delete: 'हटवा',
    deleteAsk: (name: string, semesters: string) =>
      `${name} आणि त्यातील ${semesters} हटवायचे? हे पूर्ववत करता येणार नाही.`,
  },
  'gpa-damaged': {
    title: (name: string) => `${name} (दूषित)`,
    note: 'हे प्रोफाइल जतन केलेल्या स्वरूपात वाचता आले नाही. त्यात काहीही बदललेले नाही: तुम्ही ते जसे आहे तसे एक्सपोर्ट करू शकता, दुरुस्त करू शकता किंवा हटवू शकता.',
    sharedNote:
      'हे शेअर केलेले प्रोफाइल जतन केलेल्या स्वरूपात वाचता आले नाही. तुम्ही ते जसे आहे तसे एक्सपोर्ट करू शकता; ते फक्त त्याचा मालकच दुरुस्त करू शकतो.',
    noRepair:
      'ते दुरुस्त करता येणार नाही: त्याचा फारच थोडा भाग वाचता येतो. जे आहे ते ठेवण्यासाठी ते एक्सपोर्ट करा, मग हटवा.',
    wrong: 'काय चुकले आहे',
    repair: 'दुरुस्त करा',
    repairAsk: 'दुरुस्त केल्यावर, जो भाग वाचता येत नाही त्याशिवाय प्रोफाइल जतन होते:',
    deleteAsk: (name: string) => `${name} हटवायचे? हे पूर्ववत करता येणार नाही.`,
    export: 'एक्सपोर्ट करा',
    saveRepair: 'दुरुस्त केलेले प्रोफाइल जतन करा',
    repaired: (name: string) => `${name} दुरुस्त केले`,
  },
  'gpa-salvage': {
    semester: (position: number) => `सत्र ${position}`,
    subjectAt: (semester: string, position: number) => `${semester}, विषय ${position}`,
    subjectN: (position: number) => `विषय ${position}`,
    unknownScale: (preset: string) => `त्याचे ग्रेड स्केल ${preset} या कॅल्क्युलेटरला माहीत नाही`,
    customScale: 'त्याचे सानुकूल ग्रेड स्केल वाचता येत नाही',
    noName: 'प्रोफाइलला नाव नाही',
    profileNamed: `प्रोफाइलला ‘${UNNAMED}’ हे नाव दिले आहे`,
    noDefault: 'हे डीफॉल्ट प्रोफाइल आहे की नाही, हे वाचता येत नाही',
    notDefault: 'हे डीफॉल्ट प्रोफाइल नाही',
    noDate: (created: boolean) =>
      `त्याची ${created ? 'निर्मितीची' : 'शेवटच्या बदलाची'} तारीख वाचता येत नाही`,
    dateNow: (created: boolean) =>
      `त्याची ${created ? 'निर्मितीची' : 'शेवटच्या बदलाची'} तारीख आताची ठेवली आहे`,
    noSource: 'ते कोठून कॉपी केले होते हे वाचता येत नाही',
    sourceOut: 'ते कोठून कॉपी केले होते याची नोंद वगळली आहे',
    noDetails: 'त्याचा तपशील वाचता येत नाही',
    notAsSaved: 'ते जतन केलेल्या स्वरूपात वाचता येत नाही',
    noId: 'त्याची ओळख नाही, किंवा ती दुसरे प्रोफाइल वापरते',
    noSemesters: 'त्याची सत्रे वाचता येत नाहीत',
    noSubjects: 'त्याचे विषय वाचता येत नाहीत',
    allSemsOut: 'सर्व सत्रे वगळली आहेत',
    unreadable: (value: string) => `ते वाचता येत नाही (${value})`,
    hasNoName: (place: string) => `${place} ला नाव नाही`,
    isNamed: (place: string, name: string) => `${place} ला ‘${name}’ हे नाव दिले आहे`,
    semOut: (place: string, subjects: number) =>
      `${place} त्यातील ${subjects} ${subjects === 1 ? 'विषयासह' : 'विषयांसह'} वगळले आहे`,
    subjsUnread: 'त्याचे विषय वाचता येत नाहीत',
    noSgpa: (value: string) => `त्याचा SGPA आणि श्रेयांक ${value} वाचता येत नाहीत`,
    sgpaOut: 'त्याचा SGPA आणि श्रेयांक वगळले आहेत',
    offScale: (grade: string) => `ग्रेड ${grade} या स्केलवर नाही`,
    badCredits: (credits: string) => `श्रेयांक ${credits} हे 0 किंवा अधिक आणि 0.5 च्या पटीत नाहीत`,
    repeats: 'तो दुसऱ्या विषयाची पुनरावृत्ती आहे',
    subjOut: (place: string, name: string | null) => `${place} (${name ?? 'नाव नाही'}) वगळला आहे`,
    noMemo: (memo: string) => `स्केलच्या शेवटच्या बदलापूर्वीचा त्याचा ग्रेड ${memo} वाचता येत नाही`,
    memoGone: 'स्केलच्या शेवटच्या बदलापूर्वीचा त्याचा ग्रेड पुसला गेला आहे',
    semUnread: (value: string) => `एक सत्र वाचता येत नाही (${value})`,
    semDropped: (value: string) => `सत्र ${value} त्यातील विषयांसह वगळले आहे`,
    subjUnread: (value: string) => `एक विषय वाचता येत नाही (${value})`,
    subjDropped: (value: string) => `विषय ${value} वगळला आहे`,
  },
  'gpa-transfer': {
    heading: 'एक्सपोर्ट, इम्पोर्ट आणि प्रिंट',
    exportOne: 'प्रोफाइल एक्सपोर्ट करा',
    exportAll: 'सर्व प्रोफाइल एक्सपोर्ट करा',
    import: 'इम्पोर्ट करा',
    print: 'प्रिंट करा',
    fileLabel: 'इम्पोर्ट करायची प्रोफाइलची फाइल',
    printView: 'प्रिंटसाठी दृश्य',
    imported: (count: number) =>
      count === 1 ? `${count} प्रोफाइल इम्पोर्ट केले` : `${count} प्रोफाइल इम्पोर्ट केली`,
    refused: (reason: string) => `ही फाइल इम्पोर्ट करता आली नाही: ${reason}`,
  },
  'gpa-import': {
    notExport: 'ही CampusCalc ची GPA एक्सपोर्ट फाइल नाही',
    noProfiles: 'फाइलमध्ये एकही प्रोफाइल नाही',
    version: (version: string) => `GPA एक्सपोर्ट फाइलची ही आवृत्ती समर्थित नाही: ${version}`,
    profile: (number: number) => `प्रोफाइल ${number}`,
    semester: (place: string, number: number) => `${place}, सत्र ${number}`,
    subject: (place: string, number: number) => `${place}, विषय ${number}`,
    part: (place: string, part: string) => `${place}, ${FILE_PARTS[part] ?? part}`,
    at: (place: string, problem: string) => `${place}: ${problem}`,
    field: (field: FileField) => FILE_FIELDS[field],
    notText: 'मजकूर असणे आवश्यक आहे',
    notTime: 'मिलिसेकंदांतील वेळ असणे आवश्यक आहे',
    idTwice: (id: string) => `ओळख ${id} दोन वेळा वापरली आहे`,
    idInvalid: 'ओळख वैध मजकूर असणे आवश्यक आहे',
    idTooLong: 'ओळख खूप लांब आहे',
    creditStep: (step: number) => `श्रेयांक 0 किंवा अधिक, ${step} च्या पटीत असणे आवश्यक आहे`,
    creditMax: (most: number) => `श्रेयांक जास्तीत जास्त ${most} असू शकतात`,
    gradeMemo: 'स्केलच्या शेवटच्या बदलापूर्वीचा ग्रेड ‘पॉइंट/कोड’ या स्वरूपात असणे आवश्यक आहे, उदा. ‘0/F’',
    unknownScale: (preset: string) => `ग्रेड स्केल ‘${preset}’ ओळखीचे नाही`,
    scaleChoice: 'ग्रेड स्केलमध्ये पूर्वनिर्धारित स्केलचे नाव किंवा सानुकूल स्केल असणे आवश्यक आहे',
    customScale: (problem: string) => `सानुकूल स्केल: ${problem}`,
  },
} satisfies Translation<
  | typeof storeTexts
  | typeof drawerTexts
  | typeof damagedTexts
  | typeof salvageTexts
  | typeof transferTexts
  | typeof importTexts
>;
