/** The profiles in Kannada: the stores' messages, the drawer, a damaged profile, export and import. */
import type { FileField } from '#core/gpa/import-problems.ts';
import type { importTexts } from '#core/gpa/import-texts.ts';
import type { salvageTexts } from '#core/gpa/salvage-texts.ts';
import type { storeTexts } from '#core/gpa/store-texts.ts';
import type { Translation } from '#core/i18n/texts.ts';
import type { damagedTexts } from './damaged-texts';
import type { drawerTexts } from './drawer-texts';
import type { transferTexts } from './transfer-texts';

const TRY_AGAIN = 'ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.';
const UNNAMED = 'ಹೆಸರಿಲ್ಲದ ಪ್ರೊಫೈಲ್';

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

const ACCUSATIVE: Record<string, string> = {
  ಸೆಮಿಸ್ಟರ್: 'ಸೆಮಿಸ್ಟರನ್ನು',
  ಸೆಮಿಸ್ಟರ್‌ಗಳು: 'ಸೆಮಿಸ್ಟರ್‌ಗಳನ್ನು',
};

const accusative = (count: string) => count.replace(/\S+$/u, (noun) => ACCUSATIVE[noun] ?? noun);

const FILE_FIELDS: Record<FileField, string> = {
  id: 'ಐಡಿ',
  name: 'ಹೆಸರು',
  subjectName: 'ವಿಷಯದ ಹೆಸರು',
  semesters: 'ಸೆಮಿಸ್ಟರ್‌ಗಳು',
  subjects: 'ವಿಷಯಗಳು',
  isDefault: 'ಡೀಫಾಲ್ಟ್ ಎಂಬ ಗುರುತು',
  userId: 'ಬಳಕೆದಾರರ ಐಡಿ',
  createdAt: 'ರಚಿಸಿದ ಸಮಯ',
  updatedAt: 'ಕೊನೆಯ ಬದಲಾವಣೆಯ ಸಮಯ',
  grade: 'ಗ್ರೇಡ್',
  'copiedFrom.shareId': 'ನಕಲಿನ ಮೂಲದಲ್ಲಿರುವ ಹಂಚಿಕೆಯ ಐಡಿ',
  'copiedFrom.originalUserId': 'ನಕಲಿನ ಮೂಲದಲ್ಲಿರುವ ಮಾಲೀಕರ ಐಡಿ',
  'copiedFrom.originalProfileId': 'ನಕಲಿನ ಮೂಲದಲ್ಲಿರುವ ಪ್ರೊಫೈಲ್ ಐಡಿ',
  'copiedFrom.copiedAt': 'ನಕಲಿಸಿದ ಸಮಯ',
};

const FILE_PARTS: Record<string, string> = {
  copiedFrom: 'ನಕಲಿನ ಮೂಲ',
  scale: 'ಗ್ರೇಡ್ ಸ್ಕೇಲ್',
  entered: 'ನಮೂದಿಸಿದ SGPA',
  retakeOf: 'ಹಿಂದಿನ ಪ್ರಯತ್ನ',
};

export const profilesKannada = {
  'gpa-store': {
    welcome: 'ಸ್ವಾಗತ! ನಿಮ್ಮ ಮೊದಲ ಪ್ರೊಫೈಲ್ ರಚಿಸಲಾಗಿದೆ.',
    saveError: `ಡೇಟಾ ಉಳಿಸುವಲ್ಲಿ ದೋಷ ಉಂಟಾಗಿದೆ. ${TRY_AGAIN}`,
    createError: `ಪ್ರೊಫೈಲ್ ರಚಿಸುವಲ್ಲಿ ದೋಷ ಉಂಟಾಗಿದೆ. ${TRY_AGAIN}`,
    deleteError: `ಪ್ರೊಫೈಲ್ ಅಳಿಸುವಲ್ಲಿ ದೋಷ ಉಂಟಾಗಿದೆ. ${TRY_AGAIN}`,
    loadError: `ನಿಮ್ಮ ಡೇಟಾ ಲೋಡ್ ಮಾಡುವಲ್ಲಿ ದೋಷ ಉಂಟಾಗಿದೆ. ${TRY_AGAIN}`,
    notFound: 'ಪ್ರೊಫೈಲ್ ಕಂಡುಬಂದಿಲ್ಲ',
    lastProfile: 'ಕೊನೆಯ ಪ್ರೊಫೈಲ್ ಅಳಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ',
    defaultOne: 'ಡೀಫಾಲ್ಟ್ ಪ್ರೊಫೈಲ್ ಅಳಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ',
    unreadable:
      'ನೀವು ಉಳಿಸಿದ GPA ಡೇಟಾವನ್ನು ಓದಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ. ಅದನ್ನು ಬ್ಯಾಕಪ್ ಆಗಿ ಇರಿಸಲಾಗಿದೆ ಮತ್ತು ಕ್ಯಾಲ್ಕುಲೇಟರ್ ಹೊಸದಾಗಿ ಆರಂಭವಾಗಿದೆ.',
    visitOnly:
      'ಈ ಬ್ರೌಸರ್ ಕ್ಯಾಲ್ಕುಲೇಟರ್‌ಗೆ ಇಲ್ಲಿ ಉಳಿಸಲು ಅನುಮತಿಸುವುದಿಲ್ಲ: ನೀವು ಪುಟವನ್ನು ಬಿಡುವವರೆಗೆ ನಿಮ್ಮ ಪ್ರೊಫೈಲ್‌ಗಳು ಉಳಿದಿರುತ್ತವೆ.',
    loadFailed: 'ಪ್ರೊಫೈಲ್‌ಗಳನ್ನು ಲೋಡ್ ಮಾಡುವಲ್ಲಿ ದೋಷ ಉಂಟಾಗಿದೆ. ದಯವಿಟ್ಟು ಪುಟವನ್ನು ಮರುಲೋಡ್ ಮಾಡಿ.',
    deduped: 'ಪುನರಾವರ್ತಿತ ಪ್ರೊಫೈಲ್‌ಗಳನ್ನು ತೆಗೆದುಹಾಕಲಾಗಿದೆ',
    damagedNow: (name: string) =>
      `‘${name}’ ಪ್ರೊಫೈಲನ್ನು ಇನ್ನು ಓದಲು ಸಾಧ್ಯವಿಲ್ಲ. ಅದು ನಿಮ್ಮ ಪ್ರೊಫೈಲ್‌ಗಳಲ್ಲಿ ‘ಹಾನಿಗೊಂಡಿದೆ’ ಎಂದು ಗುರುತಿಸಲಾಗಿದೆ: ಏನು ತಪ್ಪಾಗಿದೆ ಎಂದು ನೋಡಲು ಅದನ್ನು ಅಲ್ಲಿಯೇ ತೆರೆಯಿರಿ.`,
    importedName: 'ಆಮದು ಮಾಡಿದ ಪ್ರೊಫೈಲ್',
    copyOf: (name: string) => `${name} (ನಕಲು)`,
    unnamed: UNNAMED,
  },
  'gpa-drawer': {
    profiles: 'ಪ್ರೊಫೈಲ್‌ಗಳು',
    myProfiles: 'ನನ್ನ ಪ್ರೊಫೈಲ್‌ಗಳು',
    semesters: (count: number) => counted(count, 'ಸೆಮಿಸ್ಟರ್', 'ಸೆಮಿಸ್ಟರ್‌ಗಳು'),
    shareNamed: (name: string) => `${name} ಹಂಚಿಕೊಳ್ಳಿ`,
    deleteNamed: (name: string) => `${name} ಅಳಿಸಿ`,
    sharedCount: (count: string) => `ಹಂಚಿಕೆ (${count})`,
    damaged: 'ಹಾನಿಗೊಂಡಿದೆ',
    addProfile: 'ಪ್ರೊಫೈಲ್ ಸೇರಿಸಿ',
    sharedWithMe: 'ನನ್ನೊಂದಿಗೆ ಹಂಚಿಕೊಂಡವು',
    noneShared: 'ಇನ್ನೂ ಯಾರೂ ನಿಮ್ಮೊಂದಿಗೆ ಯಾವುದೇ ಪ್ರೊಫೈಲ್ ಹಂಚಿಕೊಂಡಿಲ್ಲ',
    copyNamed: (name: string) => `${name} ನನ್ನ ಖಾತೆಗೆ ನಕಲಿಸಿ`,
    leaveNamed: (name: string) => `${name} ತೊರೆಯಿರಿ`,
    showMore: 'ಇನ್ನಷ್ಟು ತೋರಿಸಿ',
    sharedOut: 'ಹಂಚಿಕೊಂಡ ಪ್ರೊಫೈಲ್‌ಗಳು',
    noneOut: 'ನೀವು ಇನ್ನೂ ಯಾವುದೇ ಪ್ರೊಫೈಲ್ ಹಂಚಿಕೊಂಡಿಲ್ಲ',
    stopSharing: (profile: string, target: string) =>
      `${profile} ಪ್ರೊಫೈಲನ್ನು ${target} ಅವರೊಂದಿಗೆ ಹಂಚಿಕೊಳ್ಳುವುದನ್ನು ನಿಲ್ಲಿಸಿ`,
    newProfile: 'ಹೊಸ ಪ್ರೊಫೈಲ್',
    profileName: 'ಪ್ರೊಫೈಲ್ ಹೆಸರು',
    nameExample: 'ಉದಾ. ಬಿ.ಟೆಕ್ ಸಿಎಸ್‌ಇ',
    create: 'ರಚಿಸಿ',
    cancel: 'ರದ್ದುಮಾಡಿ',
    leaveTitle: 'ಹಂಚಿಕೊಂಡ ಪ್ರೊಫೈಲ್ ತೊರೆಯಿರಿ',
    leave: 'ತೊರೆಯಿರಿ',
    deleteTitle: 'ಪ್ರೊಫೈಲ್ ಅಳಿಸಿ',
    delete: 'ಅಳಿಸಿ',
    deleteAsk: (name: string, semesters: string) =>
      `${name} ಮತ್ತು ಅದರ ${accusative(semesters)} ಅಳಿಸಬೇಕೆ? ಇದನ್ನು ರದ್ದುಗೊಳಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ.`,
  },
  'gpa-damaged': {
    title: (name: string) => `${name} (ಹಾನಿಗೊಂಡಿದೆ)`,
    note: 'ಈ ಪ್ರೊಫೈಲನ್ನು ಉಳಿಸಿದ ರೂಪದಲ್ಲಿ ಓದಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ. ಇದರಲ್ಲಿ ಏನನ್ನೂ ಬದಲಿಸಿಲ್ಲ: ನೀವು ಇದನ್ನು ಇದ್ದಂತೆಯೇ ರಫ್ತು ಮಾಡಬಹುದು, ಸರಿಪಡಿಸಬಹುದು ಅಥವಾ ಅಳಿಸಬಹುದು.',
    sharedNote:
      'ಈ ಹಂಚಿಕೊಂಡ ಪ್ರೊಫೈಲನ್ನು ಉಳಿಸಿದ ರೂಪದಲ್ಲಿ ಓದಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ. ನೀವು ಇದನ್ನು ಇದ್ದಂತೆಯೇ ರಫ್ತು ಮಾಡಬಹುದು; ಇದರ ಮಾಲೀಕರು ಮಾತ್ರ ಇದನ್ನು ಸರಿಪಡಿಸಬಹುದು.',
    noRepair:
      'ಇದನ್ನು ಸರಿಪಡಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ: ಇದರ ತುಂಬಾ ಕಡಿಮೆ ಭಾಗವನ್ನು ಮಾತ್ರ ಓದಬಹುದು. ಇರುವುದನ್ನು ಉಳಿಸಿಕೊಳ್ಳಲು ಇದನ್ನು ರಫ್ತು ಮಾಡಿ, ನಂತರ ಅಳಿಸಿ.',
    wrong: 'ಏನು ತಪ್ಪಾಗಿದೆ',
    repair: 'ಸರಿಪಡಿಸಿ',
    repairAsk: 'ಸರಿಪಡಿಸಿದಾಗ, ಓದಲಾಗದ ಭಾಗವನ್ನು ಬಿಟ್ಟು ಪ್ರೊಫೈಲನ್ನು ಉಳಿಸಲಾಗುತ್ತದೆ:',
    deleteAsk: (name: string) => `${name} ಅಳಿಸಬೇಕೆ? ಇದನ್ನು ರದ್ದುಗೊಳಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ.`,
    export: 'ರಫ್ತು ಮಾಡಿ',
    saveRepair: 'ಸರಿಪಡಿಸಿದ ಪ್ರೊಫೈಲ್ ಉಳಿಸಿ',
    repaired: (name: string) => `${name} ಸರಿಪಡಿಸಲಾಗಿದೆ`,
  },
  'gpa-salvage': {
    semester: (position: number) => `ಸೆಮಿಸ್ಟರ್ ${position}`,
    subjectAt: (semester: string, position: number) => `${semester}, ವಿಷಯ ${position}`,
    subjectN: (position: number) => `ವಿಷಯ ${position}`,
    unknownScale: (preset: string) => `ಇದರ ಗ್ರೇಡ್ ಸ್ಕೇಲ್ ${preset} ಈ ಕ್ಯಾಲ್ಕುಲೇಟರ್‌ಗೆ ತಿಳಿದಿಲ್ಲ`,
    customScale: 'ಇದರ ಕಸ್ಟಮ್ ಗ್ರೇಡ್ ಸ್ಕೇಲ್ ಓದಲು ಸಾಧ್ಯವಿಲ್ಲ',
    noName: 'ಪ್ರೊಫೈಲ್‌ಗೆ ಹೆಸರಿಲ್ಲ',
    profileNamed: `ಪ್ರೊಫೈಲ್‌ಗೆ ‘${UNNAMED}’ ಎಂದು ಹೆಸರಿಡಲಾಗಿದೆ`,
    noDefault: 'ಇದು ಡೀಫಾಲ್ಟ್ ಪ್ರೊಫೈಲ್ ಹೌದೋ ಅಲ್ಲವೋ ಎಂದು ಓದಲು ಸಾಧ್ಯವಿಲ್ಲ',
    notDefault: 'ಇದು ಡೀಫಾಲ್ಟ್ ಪ್ರೊಫೈಲ್ ಅಲ್ಲ',
    noDate: (created: boolean) => `ಇದರ ${created ? 'ರಚನೆಯ' : 'ಕೊನೆಯ ಬದಲಾವಣೆಯ'} ದಿನಾಂಕ ಓದಲು ಸಾಧ್ಯವಿಲ್ಲ`,
    dateNow: (created: boolean) =>
      `ಇದರ ${created ? 'ರಚನೆಯ' : 'ಕೊನೆಯ ಬದಲಾವಣೆಯ'} ದಿನಾಂಕವನ್ನು ಈಗಿನ ಸಮಯಕ್ಕೆ ಹೊಂದಿಸಲಾಗಿದೆ`,
    noSource: 'ಇದನ್ನು ಎಲ್ಲಿಂದ ನಕಲಿಸಲಾಗಿದೆ ಎಂದು ಓದಲು ಸಾಧ್ಯವಿಲ್ಲ',
    sourceOut: 'ಇದನ್ನು ಎಲ್ಲಿಂದ ನಕಲಿಸಲಾಗಿದೆ ಎಂಬ ಟಿಪ್ಪಣಿಯನ್ನು ಕೈಬಿಡಲಾಗಿದೆ',
    noDetails: 'ಇದರ ವಿವರಗಳನ್ನು ಓದಲು ಸಾಧ್ಯವಿಲ್ಲ',
    notAsSaved: 'ಇದನ್ನು ಉಳಿಸಿದ ರೂಪದಲ್ಲಿ ಓದಲು ಸಾಧ್ಯವಿಲ್ಲ',
    noId: 'ಇದರ ಐಡಿ ಇಲ್ಲ, ಅಥವಾ ಅದನ್ನು ಇನ್ನೊಂದು ಪ್ರೊಫೈಲ್ ಬಳಸುತ್ತಿದೆ',
    noSemesters: 'ಇದರ ಸೆಮಿಸ್ಟರ್‌ಗಳನ್ನು ಓದಲು ಸಾಧ್ಯವಿಲ್ಲ',
    noSubjects: 'ಇದರ ವಿಷಯಗಳನ್ನು ಓದಲು ಸಾಧ್ಯವಿಲ್ಲ',
    allSemsOut: 'ಎಲ್ಲಾ ಸೆಮಿಸ್ಟರ್‌ಗಳನ್ನು ಕೈಬಿಡಲಾಗಿದೆ',
    unreadable: (value: string) => `ಇದನ್ನು ಓದಲು ಸಾಧ್ಯವಿಲ್ಲ (${value})`,
    hasNoName: (place: string) => `${place}ಕ್ಕೆ ಹೆಸರಿಲ್ಲ`,
    isNamed: (place: string, name: string) => `${place}ಕ್ಕೆ ‘${name}’ ಎಂದು ಹೆಸರಿಡಲಾಗಿದೆ`,
    semOut: (place: string, subjects: number) =>
      `${place}ನ್ನು ಅದರ ${counted(subjects, 'ವಿಷಯದೊಂದಿಗೆ', 'ವಿಷಯಗಳೊಂದಿಗೆ')} ಕೈಬಿಡಲಾಗಿದೆ`,
    subjsUnread: 'ಇದರ ವಿಷಯಗಳನ್ನು ಓದಲು ಸಾಧ್ಯವಿಲ್ಲ',
    noSgpa: (value: string) => `ಇದರ SGPA ಮತ್ತು ಕ್ರೆಡಿಟ್‌ಗಳು ${value} ಓದಲು ಸಾಧ್ಯವಿಲ್ಲ`,
    sgpaOut: 'ಇದರ SGPA ಮತ್ತು ಕ್ರೆಡಿಟ್‌ಗಳನ್ನು ಕೈಬಿಡಲಾಗಿದೆ',
    offScale: (grade: string) => `ಗ್ರೇಡ್ ${grade} ಈ ಸ್ಕೇಲ್‌ನಲ್ಲಿ ಇಲ್ಲ`,
    badCredits: (credits: string) => `ಕ್ರೆಡಿಟ್‌ಗಳು ${credits}, 0 ಅಥವಾ ಹೆಚ್ಚು ಮತ್ತು 0.5ರ ಅಂತರದಲ್ಲಿ ಇಲ್ಲ`,
    repeats: 'ಇದು ಇನ್ನೊಂದು ವಿಷಯದ ಪುನರಾವರ್ತನೆ',
    subjOut: (place: string, name: string | null) => `${place}ನ್ನು (${name ?? 'ಹೆಸರಿಲ್ಲ'}) ಕೈಬಿಡಲಾಗಿದೆ`,
    noMemo: (memo: string) => `ಸ್ಕೇಲ್‌ನ ಕೊನೆಯ ಬದಲಾವಣೆಗೆ ಮೊದಲಿನ ಇದರ ಗ್ರೇಡ್ ${memo} ಓದಲು ಸಾಧ್ಯವಿಲ್ಲ`,
    memoGone: 'ಸ್ಕೇಲ್‌ನ ಕೊನೆಯ ಬದಲಾವಣೆಗೆ ಮೊದಲು ಇದಕ್ಕಿದ್ದ ಗ್ರೇಡನ್ನು ಮರೆತುಬಿಡಲಾಗಿದೆ',
    semUnread: (value: string) => `ಒಂದು ಸೆಮಿಸ್ಟರನ್ನು ಓದಲು ಸಾಧ್ಯವಿಲ್ಲ (${value})`,
    semDropped: (value: string) => `${value} ಸೆಮಿಸ್ಟರನ್ನು ಅದರ ವಿಷಯಗಳೊಂದಿಗೆ ಕೈಬಿಡಲಾಗಿದೆ`,
    subjUnread: (value: string) => `ಒಂದು ವಿಷಯವನ್ನು ಓದಲು ಸಾಧ್ಯವಿಲ್ಲ (${value})`,
    subjDropped: (value: string) => `${value} ವಿಷಯವನ್ನು ಕೈಬಿಡಲಾಗಿದೆ`,
  },
  'gpa-transfer': {
    heading: 'ರಫ್ತು, ಆಮದು ಮತ್ತು ಮುದ್ರಣ',
    exportOne: 'ಪ್ರೊಫೈಲ್ ರಫ್ತು ಮಾಡಿ',
    exportAll: 'ಎಲ್ಲಾ ಪ್ರೊಫೈಲ್‌ಗಳನ್ನು ರಫ್ತು ಮಾಡಿ',
    import: 'ಆಮದು ಮಾಡಿ',
    print: 'ಮುದ್ರಿಸಿ',
    fileLabel: 'ಆಮದು ಮಾಡಬೇಕಾದ ಪ್ರೊಫೈಲ್‌ಗಳ ಫೈಲ್',
    printView: 'ಮುದ್ರಣ ನೋಟ',
    imported: (count: number) =>
      count === 1 ? `${count} ಪ್ರೊಫೈಲನ್ನು ಆಮದು ಮಾಡಲಾಗಿದೆ` : `${count} ಪ್ರೊಫೈಲ್‌ಗಳನ್ನು ಆಮದು ಮಾಡಲಾಗಿದೆ`,
    refused: (reason: string) => `ಈ ಫೈಲನ್ನು ಆಮದು ಮಾಡಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ: ${reason}`,
  },
  'gpa-import': {
    notExport: 'ಇದು CampusCalc GPA ರಫ್ತು ಫೈಲ್ ಅಲ್ಲ',
    noProfiles: 'ಫೈಲ್‌ನಲ್ಲಿ ಯಾವುದೇ ಪ್ರೊಫೈಲ್ ಇಲ್ಲ',
    version: (version: string) => `GPA ರಫ್ತು ಫೈಲ್‌ನ ಈ ಆವೃತ್ತಿ ಬೆಂಬಲಿತವಾಗಿಲ್ಲ: ${version}`,
    profile: (number: number) => `ಪ್ರೊಫೈಲ್ ${number}`,
    semester: (place: string, number: number) => `${place}, ಸೆಮಿಸ್ಟರ್ ${number}`,
    subject: (place: string, number: number) => `${place}, ವಿಷಯ ${number}`,
    part: (place: string, part: string) => `${place}, ${FILE_PARTS[part] ?? part}`,
    at: (place: string, problem: string) => `${place}: ${problem}`,
    field: (field: FileField) => FILE_FIELDS[field],
    notText: 'ಪಠ್ಯವಾಗಿರಬೇಕು',
    notTime: 'ಮಿಲಿಸೆಕೆಂಡುಗಳಲ್ಲಿ ಸಮಯವಾಗಿರಬೇಕು',
    idTwice: (id: string) => `ಐಡಿ ${id} ಎರಡು ಬಾರಿ ಬಳಕೆಯಾಗಿದೆ`,
    idInvalid: 'ಐಡಿ ಮಾನ್ಯವಾದ ಪಠ್ಯವಾಗಿರಬೇಕು',
    idTooLong: 'ಐಡಿ ತುಂಬಾ ಉದ್ದವಾಗಿದೆ',
    creditStep: (step: number) => `ಕ್ರೆಡಿಟ್‌ಗಳು 0 ಅಥವಾ ಹೆಚ್ಚು ಇರಬೇಕು, ${step}ರ ಅಂತರದಲ್ಲಿ`,
    creditMax: (most: number) => `ಕ್ರೆಡಿಟ್‌ಗಳು ಗರಿಷ್ಠ ${most} ಆಗಿರಬಹುದು`,
    gradeMemo: 'ಸ್ಕೇಲ್‌ನ ಕೊನೆಯ ಬದಲಾವಣೆಗೆ ಮೊದಲಿನ ಗ್ರೇಡ್ ‘ಪಾಯಿಂಟ್/ಕೋಡ್’ ರೂಪದಲ್ಲಿರಬೇಕು, ಉದಾ. ‘0/F’',
    unknownScale: (preset: string) => `ಗ್ರೇಡ್ ಸ್ಕೇಲ್ ‘${preset}’ ತಿಳಿದಿಲ್ಲ`,
    scaleChoice: 'ಗ್ರೇಡ್ ಸ್ಕೇಲ್‌ನಲ್ಲಿ ಒಂದು ಪ್ರೀಸೆಟ್‌ನ ಹೆಸರು ಅಥವಾ ಒಂದು ಕಸ್ಟಮ್ ಸ್ಕೇಲ್ ಇರಬೇಕು',
    customScale: (problem: string) => `ಕಸ್ಟಮ್ ಸ್ಕೇಲ್: ${problem}`,
  },
} satisfies Translation<
  | typeof storeTexts
  | typeof drawerTexts
  | typeof damagedTexts
  | typeof salvageTexts
  | typeof transferTexts
  | typeof importTexts
>;
