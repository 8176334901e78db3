/**
 * Sharing in Tamil: the texts the drawer, the share dialog and the stores' refusals share
 * (sharing-texts.ts), the share dialog's own, a public link's expiry, and a read-only profile.
 * E-mail addresses and links stay as they are; dates are written as Tamil writes them.
 */
import type { linkTexts } from '#core/gpa/link-texts.ts';
import type { SharePermission } from '#core/gpa/model.ts';
import type { sharingTexts } from '#core/gpa/sharing-texts.ts';
import type { Translation } from '#core/i18n/texts.ts';
import type { readOnlyTexts } from './read-only-texts';
import type { shareDialogTexts } from './share-dialog-texts';

/** From the sender, by e-mail when the share has it: 'a@b.in-இடமிருந்து'. */
const fromOwner = (owner: string | null) =>
  owner === null ? 'இந்தப் பயனரிடமிருந்து' : `${owner}-இடமிருந்து`;

const TAMIL_DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  dayPeriod: 'short',
};

export const sharingTamil = {
  'gpa-sharing': {
    invalidEmail: 'செல்லுபடியான மின்னஞ்சல் முகவரியை உள்ளிடவும்',
    alreadyShared: 'சுயவிவரம் ஏற்கெனவே இந்தப் பயனருடன் பகிரப்பட்டுள்ளது',
    userNotFound: 'பயனர் கிடைக்கவில்லை',
    shareGone: 'பகிர்வு கிடைக்கவில்லை',
    dataNotFound: 'சுயவிவரத் தரவு கிடைக்கவில்லை',
    sharedGone: 'பகிரப்பட்ட சுயவிவரம் கிடைக்கவில்லை',
    linkExpired: 'பகிர்வு இணைப்பு காலாவதியாகிவிட்டது',
    noCopying: 'இந்தச் சுயவிவரத்தை நகலெடுக்க அனுமதி இல்லை',
    shareFailed: 'சுயவிவரத்தைப் பகிர முடியவில்லை',
    permFailed: 'அனுமதியை மாற்ற முடியவில்லை',
    removeFailed: 'பகிர்வை நீக்க முடியவில்லை',
    unshareError: 'சுயவிவரப் பகிர்வை நிறுத்துவதில் பிழை',
    copyError: 'சுயவிவரத்தை நகலெடுப்பதில் பிழை',
    unverified:
      'இந்தப் பயனர் இன்னும் தமது மின்னஞ்சல் முகவரியைச் சரிபார்க்கவில்லை. தமது சுயவிவரப் பக்கத்திலிருந்து அதைச் சரிபார்க்கும்படி அவரிடம் சொல்லுங்கள், பிறகு மீண்டும் பகிரவும்.',
    selfShare: 'ஒரு சுயவிவரத்தை உங்களுடனேயே பகிர முடியாது',
    leaveFailed: 'பகிர்ந்த சுயவிவரத்திலிருந்து வெளியேற முடியவில்லை',
    left: (name: string) => `‘${name}’-இலிருந்து வெளியேறினீர்கள்.`,
    leaveAsk: (name: string, owner: string | null) =>
      `‘${name}’-இலிருந்து வெளியேறவா? இனி இது உங்களுடன் பகிரப்பட்டிருக்காது. ${owner ?? 'இதன் உரிமையாளர்'} மீண்டும் உங்களுடன் பகிர்ந்தால், முதலில் உங்களிடம் கேட்கப்படும்.`,
    blockedYou: 'இந்தப் பயனர் உங்களிடமிருந்து பகிர்வுகளை ஏற்பதில்லை.',
    tooMany:
      'உங்களிடமிருந்து வந்த பல பகிர்வுகள் இந்தப் பயனருக்காகக் காத்திருக்கின்றன. முதலில் அவற்றில் சிலவற்றை ஏற்கவோ விட்டு வெளியேறவோ அவரிடம் சொல்லுங்கள்.',
    invited: 'அழைக்கப்பட்டவர்',
    invitation: (owner: string | null) =>
      `${owner ?? 'மற்றொரு பயனர்'} இந்தச் சுயவிவரத்தைப் பார்க்க உங்களை அழைக்கிறார்.`,
    accept: 'ஏற்றுக்கொள்',
    decline: 'நிராகரி',
    block: 'அனுப்புநரைத் தடு',
    acceptFailed: 'பகிர்ந்த சுயவிவரத்தை ஏற்க முடியவில்லை',
    accepted: (name: string) => `‘${name}’ இப்போது உங்களுடன் பகிரப்பட்டுள்ளது.`,
    blockAsk: (name: string, owner: string | null) =>
      `‘${name}’-ஐ நிராகரித்து, இனி ${fromOwner(owner)} வரும் ஒவ்வொரு பகிர்வையும் மறுக்கவா?`,
    blocked: (owner: string | null) =>
      `இனி ${fromOwner(owner)} உங்களுக்கு எந்தப் பகிர்வும் வராது. உங்கள் சுயவிவரப் பக்கத்தில் அவர் மீதான தடையை நீக்கலாம்.`,
    copied: (name: string) => `‘${name}’ என்ற பெயரில் உங்கள் கணக்கிற்கு நகலெடுக்கப்பட்டது.`,
    permission: (permission: SharePermission) =>
      permission === 'read' ? 'படிக்க மட்டும்' : 'திருத்த அனுமதி',
    toggle: (permission: SharePermission) =>
      permission === 'read' ? 'திருத்த அனுமதி கொடு' : 'படிக்க மட்டும் ஆக்கு',
    // '1 மார்ச், 2026 அன்று காலை 10:00': the time of day in words, as Tamil writes it, not 'AM'.
    date: (time: number, timeZone?: string) =>
      new Intl.DateTimeFormat('ta-IN', { ...TAMIL_DATE, timeZone }).format(time),
    sharedOn: (date: string) => `${date} பகிரப்பட்டது`,
    unknownAcct: (id: string) => `தெரியாத கணக்கு (${id})`,
    neverExpires: 'ஒருபோதும் காலாவதியாகாது',
    expires: (date: string) => `${date} காலாவதியாகும்`,
    expired: (date: string) => `${date} காலாவதியானது`,
  },
  'gpa-links': {
    expiry: (days: number | null) =>
      days === null ? 'ஒருபோதும் இல்லை' : `${days} ${days === 1 ? 'நாள்' : 'நாட்கள்'}`,
  },
  'gpa-share-dialog': {
    shareProfile: 'சுயவிவரத்தைப் பகிர்',
    shareWith: (name: string) => `${name}-ஐ மற்றொரு பயனருடன் பகிரவும்`,
    userEmail: 'பயனரின் மின்னஞ்சல்',
    emailExample: 'friend@college.edu',
    permission: 'அனுமதி',
    sharing: 'பகிரப்படுகிறது...',
    sharedWith: (email: string) => `சுயவிவரம் ${email}-உடன் பகிரப்பட்டது`,
    sharedList: 'தற்போது பகிரப்பட்டுள்ளவர்கள்',
    notShared: 'இதுவரை யாருடனும் பகிரப்படவில்லை',
    remove: 'நீக்கு',
    permUpdated: 'அனுமதி மாற்றப்பட்டது',
    removed: 'பகிர்வு நீக்கப்பட்டது',
    publicLink: 'பொது இணைப்பு',
    anyone: 'இணைப்பு உள்ள எவரும் இந்தச் சுயவிவரத்தைப் பார்க்கலாம்.',
    allowCopy: 'நகலெடுக்க அனுமதி',
    expiresField: 'காலாவதி',
    password: 'கடவுச்சொல் (விருப்பத்தேர்வு)',
    passwordHint:
      'கடவுச்சொல் கொடுத்தால், சுயவிவரம் அந்தக் கடவுச்சொல்லால் மறையாக்கம் செய்யப்பட்டுச் சேமிக்கப்படும், இணைப்பும் கடவுச்சொல்லுடன் மட்டுமே திறக்கும்.',
    createLink: 'இணைப்பை உருவாக்கு',
    noLinks: 'இதுவரை பொது இணைப்புகள் இல்லை',
    linkAddress: 'இணைப்பின் முகவரி',
    copyAllowed: 'நகலெடுக்கலாம்',
    passwordSet: 'கடவுச்சொல்',
    copyLink: 'இணைப்பை நகலெடு',
    revoke: 'திரும்பப் பெறு',
    linkCreated: 'இணைப்பு உருவாக்கப்பட்டது',
    linkFailed: 'இணைப்பை உருவாக்க முடியவில்லை',
    linkRevoked: 'இணைப்பு திரும்பப் பெறப்பட்டது',
    revokeFailed: 'இணைப்பைத் திரும்பப் பெற முடியவில்லை',
    linkCopied: 'இணைப்பு கிளிப்போர்டுக்கு நகலெடுக்கப்பட்டது',
  },
  'gpa-read-only': {
    sharedBy: (owner: string | null) => `${owner ?? 'மற்றொரு பயனர்'} பகிர்ந்தது`,
    copyToMine: 'என் கணக்கிற்கு நகலெடு',
    noSemesters: 'இன்னும் எந்தப் பருவமும் சேர்க்கப்படவில்லை',
    subject: 'பாடம்',
    grade: 'கிரேடு',
    credits: 'கிரெடிட்கள்',
    points: 'புள்ளிகள்',
  },
} satisfies Translation<
  typeof sharingTexts | typeof linkTexts | typeof shareDialogTexts | typeof readOnlyTexts
>;
