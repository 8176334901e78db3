/** Sharing in Marathi: the drawer's and stores' texts, the share dialog, links and read-only view. */
import type { linkTexts } from '#core/gpa/link-texts.ts';
import type { SharePermission } from '#core/gpa/model.ts';
import type { sharingTexts } from '#core/gpa/sharing-texts.ts';
import type { Translation } from '#core/i18n/texts.ts';
import type { readOnlyTexts } from './read-only-texts';
import type { shareDialogTexts } from './share-dialog-texts';

/** 'या वापरकर्त्याकडून', or 'asha@college.edu कडून': from the owner, or from this user. */
const from = (owner: string | null) => (owner === null ? 'या वापरकर्त्याकडून' : `${owner} कडून`);

const MARATHI_DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  dayPeriod: 'short',
  numberingSystem: 'latn',
};

export const sharingMarathi = {
  'gpa-sharing': {
    invalidEmail: 'कृपया वैध ईमेल पत्ता लिहा',
    alreadyShared: 'प्रोफाइल आधीच या वापरकर्त्याशी शेअर केलेले आहे',
    userNotFound: 'वापरकर्ता सापडला नाही',
    shareGone: 'शेअरिंग सापडले नाही',
    dataNotFound: 'प्रोफाइलचा डेटा सापडला नाही',
    sharedGone: 'शेअर केलेले प्रोफाइल सापडले नाही',
    linkExpired: 'शेअर लिंक कालबाह्य झाली आहे',
    noCopying: 'हे प्रोफाइल कॉपी करण्याची परवानगी नाही',
    shareFailed: 'प्रोफाइल शेअर करता आले नाही',
    permFailed: 'परवानगी बदलता आली नाही',
    removeFailed: 'शेअरिंग काढता आले नाही',
    unshareError: 'प्रोफाइलचे शेअरिंग थांबवताना त्रुटी आली',
    copyError: 'प्रोफाइल कॉपी करताना त्रुटी आली',
    unverified:
      'या वापरकर्त्याने अद्याप आपला ईमेल पत्ता पडताळलेला नाही. त्यांना त्यांच्या प्रोफाइल पेजवरून तो पडताळायला सांगा, मग पुन्हा शेअर करा.',
    selfShare: 'तुम्ही प्रोफाइल स्वतःशीच शेअर करू शकत नाही',
    leaveFailed: 'शेअर केलेले प्रोफाइल सोडता आले नाही',
    left: (name: string) => `तुम्ही ‘${name}’ सोडले.`,
    leaveAsk: (name: string, owner: string | null) =>
      `‘${name}’ सोडायचे? ते यापुढे तुमच्याशी शेअर केलेले राहणार नाही. ${owner === null ? 'त्याच्या मालकाने' : `${owner} ने`} ते तुमच्याशी पुन्हा शेअर केले, तर आधी तुम्हाला विचारले जाईल.`,
    blockedYou: 'हा वापरकर्ता तुमच्याकडून शेअरिंग स्वीकारत नाही.',
    tooMany:
      'तुम्ही शेअर केलेली बरीच प्रोफाइल या वापरकर्त्याकडे स्वीकृतीच्या प्रतीक्षेत आहेत. त्यांना आधी त्यांपैकी काही स्वीकारायला किंवा सोडायला सांगा.',
    invited: 'आमंत्रित',
    invitation: (owner: string | null) =>
      `${owner ?? 'अन्य एक वापरकर्ता'} तुम्हाला हे प्रोफाइल पाहण्यासाठी आमंत्रित करत आहे.`,
    accept: 'स्वीकारा',
    decline: 'नाकारा',
    block: 'पाठवणाऱ्याला ब्लॉक करा',
    acceptFailed: 'शेअर केलेले प्रोफाइल स्वीकारता आले नाही',
    accepted: (name: string) => `‘${name}’ आता तुमच्याशी शेअर केलेले आहे.`,
    blockAsk: (name: string, owner: string | null) =>
      `‘${name}’ नाकारायचे आणि यापुढे ${from(owner)} येणारे प्रत्येक शेअरिंग नाकारायचे?`,
    blocked: (owner: string | null) =>
      `यापुढे तुम्हाला ${from(owner)} कोणतेही शेअरिंग मिळणार नाही. तुम्ही तुमच्या प्रोफाइल पेजवर त्यांना अनब्लॉक करू शकता.`,
    copied: (name: string) => `तुमच्या खात्यात ‘${name}’ या नावाने कॉपी केले.`,
    permission: (permission: SharePermission) =>
      permission === 'read' ? 'फक्त वाचनासाठी' : 'संपादनाची परवानगी',
    toggle: (permission: SharePermission) =>
      permission === 'read' ? 'संपादनाची परवानगी द्या' : 'फक्त वाचनासाठी करा',
    date: (time: number, timeZone?: string) =>
      new Intl.DateTimeFormat('mr-IN', { ...MARATHI_DATE, timeZone }).format(time),
    sharedOn: (date: string) => `${date} शेअर केले`,
    unknownAcct: (id: string) => `अज्ञात खाते (${id})`,
    neverExpires: 'कधीही कालबाह्य होणार नाही',
    expires: (date: string) => `${date} कालबाह्य होईल`,
    expired: (date: string) => `${date} कालबाह्य झाली`,
  },
  'gpa-links': {
    expiry: (days: number | null) => (days === null ? 'कधीच नाही' : `${days} दिवस`),
  },
  'gpa-share-dialog': {
    shareProfile: 'प्रोफाइल शेअर करा',
    shareWith: (name: string) => `${name} दुसऱ्या वापरकर्त्याशी शेअर करा`,
    userEmail: 'वापरकर्त्याचा ईमेल',
    emailExample: 'friend@college.edu',
    permission: 'परवानगी',
    sharing: 'शेअर होत आहे...',
    sharedWith: (email: string) => `प्रोफाइल ${email} सोबत शेअर केले`,
    sharedList: 'सध्या यांच्याशी शेअर केलेले',
    notShared: 'अद्याप कोणाशीही शेअर केलेले नाही',
    remove: 'काढा',
    permUpdated: 'परवानगी बदलली',
    removed: 'शेअरिंग काढले',
    publicLink: 'सार्वजनिक लिंक',
    anyone: 'लिंक असलेली कोणतीही व्यक्ती हे प्रोफाइल पाहू शकते.',
    allowCopy: 'कॉपी करण्याची परवानगी द्या',
    expiresField: 'कालबाह्यता',
    password: 'पासवर्ड (ऐच्छिक)',
    passwordHint:
      'पासवर्ड दिल्यास प्रोफाइल त्या पासवर्डने एन्क्रिप्ट करून साठवले जाते, आणि लिंक फक्त त्या पासवर्डनेच उघडते.',
    createLink: 'लिंक तयार करा',
    noLinks: 'अद्याप एकही सार्वजनिक लिंक नाही',
    linkAddress: 'लिंकचा पत्ता',
    copyAllowed: 'कॉपीची परवानगी',
    passwordSet: 'पासवर्ड',
    copyLink: 'लिंक कॉपी करा',
    revoke: 'मागे घ्या',
    linkCreated: 'लिंक तयार झाली',
    linkFailed: 'लिंक तयार करता आली नाही',
    linkRevoked: 'लिंक मागे घेतली',
    revokeFailed: 'लिंक मागे घेता आली नाही',
    linkCopied: 'लिंक क्लिपबोर्डवर कॉपी झाली',
  },
  'gpa-read-only': {
    sharedBy: (owner: string | null) =>
      owner === null ? 'अन्य वापरकर्त्याने शेअर केलेले' : `${owner} ने शेअर केलेले`,
    copyToMine: 'माझ्या खात्यात कॉपी करा',
    noSemesters: 'अद्याप एकही सत्र जोडलेले नाही',
    subject: 'विषय',
    grade: 'ग्रेड',
    credits: 'श्रेयांक',
    points: 'पॉइंट',
  },
} satisfies Translation<
  typeof sharingTexts | typeof linkTexts | typeof shareDialogTexts | typeof readOnlyTexts
>;
