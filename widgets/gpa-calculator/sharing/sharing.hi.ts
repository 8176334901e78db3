/**
 * Sharing in Hindi: the texts the drawer, the share dialog and the stores' refusals share
 * (sharing-texts.ts), the share dialog's own, a public link's expiry, and a read-only profile.
 * E-mail addresses and links stay as they are; dates are written as Hindi writes them.
 */
import type { linkTexts } from '#core/gpa/link-texts.ts';
import type { SharePermission } from '#core/gpa/model.ts';
import type { sharingTexts } from '#core/gpa/sharing-texts.ts';
import type { Translation } from '#core/i18n/texts.ts';
import type { readOnlyTexts } from './read-only-texts';
import type { shareDialogTexts } from './share-dialog-texts';

const THIS_USER = 'इस उपयोगकर्ता';

const HINDI_DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  dayPeriod: 'short',
};

export const sharingHindi = {
  'gpa-sharing': {
    invalidEmail: 'कृपया एक मान्य ईमेल पता दर्ज करें',
    alreadyShared: 'प्रोफ़ाइल पहले से इस उपयोगकर्ता के साथ साझा है',
    userNotFound: 'उपयोगकर्ता नहीं मिला',
    shareGone: 'साझाकरण नहीं मिला',
    dataNotFound: 'प्रोफ़ाइल का डेटा नहीं मिला',
    sharedGone: 'साझा प्रोफ़ाइल नहीं मिली',
    linkExpired: 'साझा लिंक की अवधि समाप्त हो गई है',
    noCopying: 'इस प्रोफ़ाइल को कॉपी करने की अनुमति नहीं है',
    shareFailed: 'प्रोफ़ाइल साझा नहीं हो सकी',
    permFailed: 'अनुमति बदली नहीं जा सकी',
    removeFailed: 'साझाकरण हटाया नहीं जा सका',
    unshareError: 'प्रोफ़ाइल का साझाकरण बंद करने में त्रुटि हुई',
    copyError: 'प्रोफ़ाइल कॉपी करने में त्रुटि हुई',
    unverified:
      'इस उपयोगकर्ता ने अभी तक अपना ईमेल पता सत्यापित नहीं किया है। उनसे अपने प्रोफ़ाइल पेज से इसे सत्यापित करने को कहें, फिर दोबारा साझा करें।',
    selfShare: 'आप प्रोफ़ाइल को अपने ही साथ साझा नहीं कर सकते',
    leaveFailed: 'साझा प्रोफ़ाइल छोड़ी नहीं जा सकी',
    left: (name: string) => `आपने ‘${name}’ छोड़ दी।`,
    leaveAsk: (name: string, owner: string | null) =>
      `‘${name}’ छोड़ें? यह अब आपके साथ साझा नहीं रहेगी। अगर ${owner ?? 'इसके मालिक'} ने आपके साथ फिर से साझा किया, तो पहले आपसे पूछा जाएगा।`,
    blockedYou: 'यह उपयोगकर्ता आपसे साझाकरण स्वीकार नहीं करता।',
    tooMany:
      'इस उपयोगकर्ता के पास आपके बहुत सारे साझाकरण प्रतीक्षा में हैं। उनसे पहले कुछ को स्वीकार करने या छोड़ने को कहें।',
    invited: 'आमंत्रित',
    invitation: (owner: string | null) =>
      `${owner ?? 'एक अन्य उपयोगकर्ता'} आपको यह प्रोफ़ाइल देखने के लिए आमंत्रित करते हैं।`,
    accept: 'स्वीकार करें',
    decline: 'अस्वीकार करें',
    block: 'भेजने वाले को ब्लॉक करें',
    acceptFailed: 'साझा प्रोफ़ाइल स्वीकार नहीं हो सकी',
    accepted: (name: string) => `‘${name}’ अब आपके साथ साझा है।`,
    blockAsk: (name: string, owner: string | null) =>
      `‘${name}’ अस्वीकार करें और अब से ${owner ?? THIS_USER} का हर साझाकरण मना करें?`,
    blocked: (owner: string | null) =>
      `अब आपको ${owner ?? THIS_USER} से कोई साझाकरण नहीं मिलेगा। आप अपने प्रोफ़ाइल पेज पर उन्हें अनब्लॉक कर सकते हैं।`,
    copied: (name: string) => `आपके खाते में ‘${name}’ नाम से कॉपी हो गई।`,
    permission: (permission: SharePermission) =>
      permission === 'read' ? 'केवल पढ़ने के लिए' : 'बदल सकते हैं',
    toggle: (permission: SharePermission) =>
      permission === 'read' ? 'बदलने की अनुमति दें' : 'केवल पढ़ने के लिए करें',
    // '1 मार्च 2026 को सुबह 10:00 बजे': the time of day in words, as Hindi writes it, not 'am'.
    date: (time: number, timeZone?: string) =>
      new Intl.DateTimeFormat('hi-IN', { ...HINDI_DATE, timeZone }).format(time),
    sharedOn: (date: string) => `${date} साझा की गई`,
    unknownAcct: (id: string) => `अज्ञात खाता (${id})`,
    neverExpires: 'कभी समाप्त नहीं होगा',
    expires: (date: string) => `${date} समाप्त होगा`,
    expired: (date: string) => `${date} समाप्त हो गया`,
  },
  'gpa-links': {
    expiry: (days: number | null) => (days === null ? 'कभी नहीं' : `${days} दिन`),
  },
  'gpa-share-dialog': {
    shareProfile: 'प्रोफ़ाइल साझा करें',
    shareWith: (name: string) => `${name} को किसी अन्य उपयोगकर्ता के साथ साझा करें`,
    userEmail: 'उपयोगकर्ता का ईमेल',
    emailExample: 'friend@college.edu',
    permission: 'अनुमति',
    sharing: 'साझा की जा रही है...',
    sharedWith: (email: string) => `प्रोफ़ाइल ${email} के साथ साझा की गई`,
    sharedList: 'अभी इनके साथ साझा है',
    notShared: 'अभी तक किसी के साथ साझा नहीं की गई',
    remove: 'हटाएँ',
    permUpdated: 'अनुमति बदल दी गई',
    removed: 'साझाकरण हटा दिया गया',
    publicLink: 'सार्वजनिक लिंक',
    anyone: 'लिंक वाला कोई भी व्यक्ति यह प्रोफ़ाइल देख सकता है।',
    allowCopy: 'कॉपी करने की अनुमति दें',
    expiresField: 'समाप्ति',
    password: 'पासवर्ड (वैकल्पिक)',
    passwordHint:
      'पासवर्ड देने पर प्रोफ़ाइल उसी पासवर्ड से एन्क्रिप्ट करके सहेजी जाती है, और लिंक केवल पासवर्ड से ही खुलता है।',
    createLink: 'लिंक बनाएँ',
    noLinks: 'अभी तक कोई सार्वजनिक लिंक नहीं',
    linkAddress: 'लिंक का पता',
    copyAllowed: 'कॉपी की अनुमति',
    passwordSet: 'पासवर्ड',
    copyLink: 'लिंक कॉपी करें',
    revoke: 'वापस लें',
    linkCreated: 'लिंक बन गया',
    linkFailed: 'लिंक नहीं बन सका',
    linkRevoked: 'लिंक वापस ले लिया गया',
    revokeFailed: 'लिंक वापस नहीं लिया जा सका',
    linkCopied: 'लिंक क्लिपबोर्ड पर कॉपी हो गया',
  },
  'gpa-read-only': {
    sharedBy: (owner: string | null) => `${owner ?? 'किसी अन्य उपयोगकर्ता'} द्वारा साझा`,
    copyToMine: 'मेरे खाते में कॉपी करें',
    noSemesters: 'अभी कोई सेमेस्टर नहीं जोड़ा गया',
    subject: 'विषय',
    grade: 'ग्रेड',
    credits: 'क्रेडिट',
    points: 'पॉइंट',
  },
} satisfies Translation<
  typeof sharingTexts | typeof linkTexts | typeof shareDialogTexts | typeof readOnlyTexts
>;
