/** Sharing in Kannada: shares, their refusals, public links and a read-only profile. */
import type { linkTexts } from '#core/gpa/link-texts.ts';
import type { SharePermission } from '#core/gpa/model.ts';
import type { sharingTexts } from '#core/gpa/sharing-texts.ts';
import type { Translation } from '#core/i18n/texts.ts';
import type { readOnlyTexts } from './read-only-texts';
import type { shareDialogTexts } from './share-dialog-texts';

const fromOwner = (owner: string | null) => (owner === null ? 'ಈ ಬಳಕೆದಾರರಿಂದ' : `${owner} ಅವರಿಂದ`);

const KANNADA_DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  dayPeriod: 'short',
};

export const sharingKannada = {
  'gpa-sharing': {
    invalidEmail: 'ದಯವಿಟ್ಟು ಮಾನ್ಯವಾದ ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ನಮೂದಿಸಿ',
    alreadyShared: 'ಪ್ರೊಫೈಲನ್ನು ಈಗಾಗಲೇ ಈ ಬಳಕೆದಾರರೊಂದಿಗೆ ಹಂಚಿಕೊಳ್ಳಲಾಗಿದೆ',
    userNotFound: 'ಬಳಕೆದಾರರು ಕಂಡುಬಂದಿಲ್ಲ',
    shareGone: 'ಹಂಚಿಕೆ ಕಂಡುಬಂದಿಲ್ಲ',
    dataNotFound: 'ಪ್ರೊಫೈಲ್ ಡೇಟಾ ಕಂಡುಬಂದಿಲ್ಲ',
    sharedGone: 'ಹಂಚಿಕೊಂಡ ಪ್ರೊಫೈಲ್ ಕಂಡುಬಂದಿಲ್ಲ',
    linkExpired: 'ಹಂಚಿಕೆಯ ಲಿಂಕ್‌ನ ಅವಧಿ ಮುಗಿದಿದೆ',
    noCopying: 'ಈ ಪ್ರೊಫೈಲನ್ನು ನಕಲಿಸಲು ಅನುಮತಿ ಇಲ್ಲ',
    shareFailed: 'ಪ್ರೊಫೈಲನ್ನು ಹಂಚಿಕೊಳ್ಳಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ',
    permFailed: 'ಅನುಮತಿಯನ್ನು ಬದಲಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ',
    removeFailed: 'ಹಂಚಿಕೆಯನ್ನು ತೆಗೆದುಹಾಕಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ',
    unshareError: 'ಪ್ರೊಫೈಲ್ ಹಂಚಿಕೆಯನ್ನು ನಿಲ್ಲಿಸುವಲ್ಲಿ ದೋಷ ಉಂಟಾಗಿದೆ',
    copyError: 'ಪ್ರೊಫೈಲನ್ನು ನಕಲಿಸುವಲ್ಲಿ ದೋಷ ಉಂಟಾಗಿದೆ',
    unverified:
      'ಈ ಬಳಕೆದಾರರು ಇನ್ನೂ ತಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ದೃಢೀಕರಿಸಿಲ್ಲ. ತಮ್ಮ ಪ್ರೊಫೈಲ್ ಪುಟದಿಂದ ಅದನ್ನು ದೃಢೀಕರಿಸಲು ಅವರಿಗೆ ಹೇಳಿ, ನಂತರ ಮತ್ತೆ ಹಂಚಿಕೊಳ್ಳಿ.',
    selfShare: 'ನೀವು ಪ್ರೊಫೈಲನ್ನು ನಿಮ್ಮೊಂದಿಗೇ ಹಂಚಿಕೊಳ್ಳಲು ಸಾಧ್ಯವಿಲ್ಲ',
    leaveFailed: 'ಹಂಚಿಕೊಂಡ ಪ್ರೊಫೈಲನ್ನು ತೊರೆಯಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ',
    left: (name: string) => `ನೀವು ‘${name}’ ತೊರೆದಿದ್ದೀರಿ.`,
    leaveAsk: (name: string, owner: string | null) =>
      `‘${name}’ ತೊರೆಯಬೇಕೆ? ಇದನ್ನು ಇನ್ನು ಮುಂದೆ ನಿಮ್ಮೊಂದಿಗೆ ಹಂಚಿಕೊಳ್ಳಲಾಗುವುದಿಲ್ಲ. ${owner === null ? 'ಇದರ ಮಾಲೀಕರು' : `${owner} ಅವರು`} ಮತ್ತೆ ನಿಮ್ಮೊಂದಿಗೆ ಹಂಚಿಕೊಂಡರೆ, ಮೊದಲು ನಿಮ್ಮನ್ನು ಕೇಳಲಾಗುತ್ತದೆ.`,
    blockedYou: 'ಈ ಬಳಕೆದಾರರು ನಿಮ್ಮಿಂದ ಹಂಚಿಕೆಗಳನ್ನು ಸ್ವೀಕರಿಸುವುದಿಲ್ಲ.',
    tooMany:
      'ಈ ಬಳಕೆದಾರರಿಗೆ ನಿಮ್ಮಿಂದ ಬಂದ ಹಲವಾರು ಹಂಚಿಕೆಗಳು ಕಾಯುತ್ತಿವೆ. ಮೊದಲು ಅವುಗಳಲ್ಲಿ ಕೆಲವನ್ನು ಸ್ವೀಕರಿಸಲು ಅಥವಾ ತೊರೆಯಲು ಅವರಿಗೆ ಹೇಳಿ.',
    invited: 'ಆಹ್ವಾನಿಸಲಾಗಿದೆ',
    invitation: (owner: string | null) =>
      `${owner === null ? 'ಇನ್ನೊಬ್ಬ ಬಳಕೆದಾರರು' : `${owner} ಅವರು`} ಈ ಪ್ರೊಫೈಲನ್ನು ನೋಡಲು ನಿಮ್ಮನ್ನು ಆಹ್ವಾನಿಸುತ್ತಿದ್ದಾರೆ.`,
    accept: 'ಸ್ವೀಕರಿಸಿ',
    decline: 'ನಿರಾಕರಿಸಿ',
    block: 'ಕಳುಹಿಸಿದವರನ್ನು ನಿರ್ಬಂಧಿಸಿ',
    acceptFailed: 'ಹಂಚಿಕೊಂಡ ಪ್ರೊಫೈಲನ್ನು ಸ್ವೀಕರಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ',
    accepted: (name: string) => `‘${name}’ ಈಗ ನಿಮ್ಮೊಂದಿಗೆ ಹಂಚಿಕೆಯಲ್ಲಿದೆ.`,
    blockAsk: (name: string, owner: string | null) =>
      `‘${name}’ ನಿರಾಕರಿಸಿ, ಇನ್ನು ಮುಂದೆ ${fromOwner(owner)} ಬರುವ ಪ್ರತಿಯೊಂದು ಹಂಚಿಕೆಯನ್ನೂ ತಿರಸ್ಕರಿಸಬೇಕೆ?`,
    blocked: (owner: string | null) =>
      `ಇನ್ನು ಮುಂದೆ ನಿಮಗೆ ${fromOwner(owner)} ಯಾವುದೇ ಹಂಚಿಕೆ ಬರುವುದಿಲ್ಲ. ನಿಮ್ಮ ಪ್ರೊಫೈಲ್ ಪುಟದಲ್ಲಿ ಅವರ ಮೇಲಿನ ನಿರ್ಬಂಧವನ್ನು ತೆಗೆದುಹಾಕಬಹುದು.`,
    copied: (name: string) => `ನಿಮ್ಮ ಖಾತೆಗೆ ‘${name}’ ಎಂಬ ಹೆಸರಿನಲ್ಲಿ ನಕಲಿಸಲಾಗಿದೆ.`,
    permission: (permission: SharePermission) =>
      permission === 'read' ? 'ಓದಲು ಮಾತ್ರ' : 'ಸಂಪಾದಿಸಬಹುದು',
    toggle: (permission: SharePermission) =>
      permission === 'read' ? 'ಸಂಪಾದನೆಗೆ ಅನುಮತಿಸಿ' : 'ಓದಲು ಮಾತ್ರ ಮಾಡಿ',
    date: (time: number, timeZone?: string) => {
      const parts = new Intl.DateTimeFormat('kn-IN', { ...KANNADA_DATE, timeZone }).formatToParts(
        time,
      );
      const part = (type: Intl.DateTimeFormatPartTypes) =>
        parts.find((each) => each.type === type)?.value ?? '';
      return `${part('month')} ${part('day')}, ${part('year')}, ${part('dayPeriod')} ${part('hour')}:${part('minute')}`;
    },
    sharedOn: (date: string) => `ಹಂಚಿಕೊಂಡದ್ದು: ${date}`,
    unknownAcct: (id: string) => `ಅಜ್ಞಾತ ಖಾತೆ (${id})`,
    neverExpires: 'ಅವಧಿ ಎಂದಿಗೂ ಮುಗಿಯುವುದಿಲ್ಲ',
    expires: (date: string) => `ಅವಧಿ ಮುಗಿಯುವುದು: ${date}`,
    expired: (date: string) => `ಅವಧಿ ಮುಗಿದಿದೆ: ${date}`,
  },
  'gpa-links': {
    expiry: (days: number | null) =>
      days === null ? 'ಎಂದಿಗೂ ಇಲ್ಲ' : `${days} ${days === 1 ? 'ದಿನ' : 'ದಿನಗಳು'}`,
  },
  'gpa-share-dialog': {
    shareProfile: 'ಪ್ರೊಫೈಲ್ ಹಂಚಿಕೊಳ್ಳಿ',
    shareWith: (name: string) => `${name} ಪ್ರೊಫೈಲನ್ನು ಇನ್ನೊಬ್ಬ ಬಳಕೆದಾರರೊಂದಿಗೆ ಹಂಚಿಕೊಳ್ಳಿ`,
    userEmail: 'ಬಳಕೆದಾರರ ಇಮೇಲ್',
    emailExample: 'friend@college.edu',
    permission: 'ಅನುಮತಿ',
    sharing: 'ಹಂಚಿಕೊಳ್ಳಲಾಗುತ್ತಿದೆ...',
    sharedWith: (email: string) => `ಪ್ರೊಫೈಲನ್ನು ${email} ಅವರೊಂದಿಗೆ ಹಂಚಿಕೊಳ್ಳಲಾಗಿದೆ`,
    sharedList: 'ಪ್ರಸ್ತುತ ಇವರೊಂದಿಗೆ ಹಂಚಿಕೊಳ್ಳಲಾಗಿದೆ',
    notShared: 'ಇನ್ನೂ ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಂಡಿಲ್ಲ',
    remove: 'ತೆಗೆದುಹಾಕಿ',
    permUpdated: 'ಅನುಮತಿಯನ್ನು ಬದಲಿಸಲಾಗಿದೆ',
    removed: 'ಹಂಚಿಕೆಯನ್ನು ತೆಗೆದುಹಾಕಲಾಗಿದೆ',
    publicLink: 'ಸಾರ್ವಜನಿಕ ಲಿಂಕ್',
    anyone: 'ಲಿಂಕ್ ಇರುವ ಯಾರಾದರೂ ಈ ಪ್ರೊಫೈಲನ್ನು ನೋಡಬಹುದು.',
    allowCopy: 'ನಕಲಿಸಲು ಅನುಮತಿಸಿ',
    expiresField: 'ಅವಧಿ ಮುಕ್ತಾಯ',
    password: 'ಪಾಸ್‌ವರ್ಡ್ (ಐಚ್ಛಿಕ)',
    passwordHint:
      'ಪಾಸ್‌ವರ್ಡ್ ನೀಡಿದರೆ, ಪ್ರೊಫೈಲನ್ನು ಅದರಿಂದ ಎನ್‌ಕ್ರಿಪ್ಟ್ ಮಾಡಿ ಉಳಿಸಲಾಗುತ್ತದೆ, ಮತ್ತು ಲಿಂಕ್ ಪಾಸ್‌ವರ್ಡ್‌ನಿಂದ ಮಾತ್ರ ತೆರೆಯುತ್ತದೆ.',
    createLink: 'ಲಿಂಕ್ ರಚಿಸಿ',
    noLinks: 'ಇನ್ನೂ ಯಾವುದೇ ಸಾರ್ವಜನಿಕ ಲಿಂಕ್ ಇಲ್ಲ',
    linkAddress: 'ಲಿಂಕ್ ವಿಳಾಸ',
    copyAllowed: 'ನಕಲಿಸಲು ಅನುಮತಿ ಇದೆ',
    passwordSet: 'ಪಾಸ್‌ವರ್ಡ್',
    copyLink: 'ಲಿಂಕ್ ನಕಲಿಸಿ',
    revoke: 'ಹಿಂಪಡೆಯಿರಿ',
    linkCreated: 'ಲಿಂಕ್ ರಚಿಸಲಾಗಿದೆ',
    linkFailed: 'ಲಿಂಕ್ ರಚಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ',
    linkRevoked: 'ಲಿಂಕ್ ಹಿಂಪಡೆಯಲಾಗಿದೆ',
    revokeFailed: 'ಲಿಂಕ್ ಹಿಂಪಡೆಯಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ',
    linkCopied: 'ಲಿಂಕ್ ಕ್ಲಿಪ್‌ಬೋರ್ಡ್‌ಗೆ ನಕಲಿಸಲಾಗಿದೆ',
  },
  'gpa-read-only': {
    sharedBy: (owner: string | null) => `ಹಂಚಿಕೊಂಡವರು: ${owner ?? 'ಇನ್ನೊಬ್ಬ ಬಳಕೆದಾರರು'}`,
    copyToMine: 'ನನ್ನ ಖಾತೆಗೆ ನಕಲಿಸಿ',
    noSemesters: 'ಇನ್ನೂ ಯಾವುದೇ ಸೆಮಿಸ್ಟರ್ ಸೇರಿಸಿಲ್ಲ',
    subject: 'ವಿಷಯ',
    grade: 'ಗ್ರೇಡ್',
    credits: 'ಕ್ರೆಡಿಟ್‌ಗಳು',
    points: 'ಪಾಯಿಂಟ್‌ಗಳು',
  },
} satisfies Translation<
  typeof sharingTexts | typeof linkTexts | typeof shareDialogTexts | typeof readOnlyTexts
>;
