/**
 * The site's own words (the navigation, the frame, the calculator pages' headings) in each of its
 * languages. Rendered at build time, so a language costs a page nothing it does not show.
 */
import type { SiteLocale } from './routes';
import MARATHI from './site-texts.mr';
import TAMIL from './site-texts.ta';
import TELUGU from './site-texts.te';
import KANNADA from './site-texts.kn';
import BENGALI from './site-texts.bn';

export interface SiteTexts {
  skipToContent: string;
  mainNav: string;
  pagesNav: string;
  menu: string;
  closeMenu: string;
  otherTools: string;
  lightMode: string;
  darkMode: string;
  login: string;
  account: string;
  profile: string;
  logout: string;
  /** The picker: its name, and what it says where the page is not in the other language yet. */
  language: string;
  notTranslated: string;
  /** The navigation's pages by their English path. */
  pages: Readonly<Record<string, string>>;
  copyLink: { button: string; copied: string; failed: string };
  /** A calculator page's heading (its page label), description and lead, by element tag. */
  calculators: Readonly<Record<string, { description: string; lead: string }>>;
  /** The offer of the device's work to a signed-in student's account (DeviceImport). */
  deviceImport: { adding: string; add: string; notNow: string };
  /** The attendance page around its calculator. */
  attendancePage: AccountPageTexts;
  /** The GPA page around its calculator, and what it says without JavaScript. */
  gpaPage: AccountPageTexts & { needsScript: string };
  /** SPEC §2 "Login promotion card", below a cloud feature for signed-out visitors. */
  promotion: {
    unlock: (feature: string) => string;
    login: string;
    signUp: string;
    adds: string;
    benefits: readonly string[];
    secure: string;
  };
}

/**
 * A calculator page that keeps work on the device or in the account: its sections' names, the
 * account's loading line, and the note by the device's calculator, whose two links sit inside
 * its sentence.
 */
export interface AccountPageTexts {
  yours: string;
  yoursHere: string;
  loading: string;
  savedHere: string;
  keepBefore: string;
  logIn: string;
  or: string;
  signUp: string;
  keepAfter: string;
}

const ENGLISH: SiteTexts = {
  skipToContent: 'Skip to content',
  mainNav: 'Main',
  pagesNav: 'Pages',
  menu: 'Menu',
  closeMenu: 'Close menu',
  otherTools: 'Other Tools',
  lightMode: 'Light Mode',
  darkMode: 'Dark Mode',
  login: 'Login',
  account: 'Account',
  profile: 'Profile',
  logout: 'Logout',
  language: 'Language',
  notTranslated: 'This page is in English only for now',
  pages: {},
  copyLink: {
    button: 'Copy link',
    copied: 'Link copied: it opens this calculation',
    failed: 'Failed to copy to clipboard: copy the address bar instead',
  },
  calculators: {
    'gpa-calculator': {
      description:
        'Calculate your semester GPA and cumulative GPA on the 10-point scale: semesters, subjects, credits and profiles.',
      lead: 'Calculate your semester GPA and cumulative GPA',
    },
    'sdt-calculator': {
      description: 'Find speed, distance or time from the other two, in metric or imperial units.',
      lead: 'Fill in any two values; the third is calculated for you.',
    },
    'matrix-determinant': {
      description:
        'Exact determinants of square matrices up to 5 × 5, with decimals, fractions and negative numbers.',
      lead: 'Choose a size from 1 to 5 and fill in the cells; empty cells count as 0.',
    },
    'number-converter': {
      description:
        'Convert numbers of any length between decimal, binary, octal and hexadecimal, fractions included.',
      lead: 'Convert between decimal, binary, octal and hexadecimal, exactly.',
    },
    'attendance-calculator': {
      description:
        "How many classes you can miss, or must attend, to keep 75% attendance (or your college's rule), subject by subject and to the end of the semester, with the working.",
      lead: 'How many classes can you miss, or must you attend, to stay at 75%? Type your classes held and attended; the answer follows.',
    },
  },
  deviceImport: {
    adding: 'Adding to your account… This needs a connection.',
    add: 'Add to My Account',
    notNow: 'Not Now',
  },
  attendancePage: {
    yours: 'Your attendance',
    yoursHere: 'Your attendance on this device',
    loading: 'Loading your attendance...',
    savedHere: 'Saved on this device. ',
    keepBefore: '',
    logIn: 'Log in',
    or: ' or ',
    signUp: 'sign up',
    keepAfter: ' to keep it in your account.',
  },
  gpaPage: {
    yours: 'Your GPA profiles',
    yoursHere: 'Your GPA on this device',
    loading: 'Loading your GPA data...',
    savedHere: 'Saved on this device. ',
    keepBefore: '',
    logIn: 'Log in',
    or: ' or ',
    signUp: 'sign up',
    keepAfter: ' to sync.',
    needsScript:
      'The GPA calculator needs JavaScript. Turn it on in your browser to calculate your GPA here.',
  },
  promotion: {
    unlock: (feature) => `Unlock Full ${feature} Features`,
    login: 'Login to Continue',
    signUp: 'Create Free Account',
    adds: 'What a free account adds',
    benefits: [
      'Cloud sync across all devices',
      'Share profiles with friends',
      'Advanced analytics and insights',
      'Secure data backup',
      'Multiple profile management',
      'Access from anywhere',
    ],
    secure: 'Your data is encrypted and secure.',
  },
};

const HINDI: SiteTexts = {
  skipToContent: 'मुख्य सामग्री पर जाएँ',
  mainNav: 'मुख्य',
  pagesNav: 'पेज',
  menu: 'मेन्यू',
  closeMenu: 'मेन्यू बंद करें',
  otherTools: 'अन्य टूल',
  lightMode: 'लाइट मोड',
  darkMode: 'डार्क मोड',
  login: 'लॉग इन',
  account: 'खाता',
  profile: 'प्रोफ़ाइल',
  logout: 'लॉग आउट',
  language: 'भाषा',
  notTranslated: 'यह पेज अभी केवल अंग्रेज़ी में है',
  pages: {
    '/gpa-calculator': 'GPA कैलकुलेटर',
    '/sdt-calculator': 'गति, दूरी और समय कैलकुलेटर',
    '/matrix-calculator': 'आव्यूह सारणिक कैलकुलेटर',
    '/number-converter': 'संख्या पद्धति परिवर्तक',
    '/attendance-calculator': 'उपस्थिति कैलकुलेटर',
    '/about': 'परिचय',
  },
  copyLink: {
    button: 'लिंक कॉपी करें',
    copied: 'लिंक कॉपी हो गया: यह यही गणना खोलता है',
    failed: 'क्लिपबोर्ड पर कॉपी नहीं हो सका: पता-पट्टी से पता कॉपी करें',
  },
  calculators: {
    'gpa-calculator': {
      description:
        '10-पॉइंट स्केल पर अपना सेमेस्टर GPA (SGPA) और कुल GPA (CGPA) निकालें: सेमेस्टर, विषय, क्रेडिट और प्रोफ़ाइलें।',
      lead: 'अपना सेमेस्टर GPA (SGPA) और कुल GPA (CGPA) निकालें',
    },
    'sdt-calculator': {
      description: 'बाकी दो से गति, दूरी या समय निकालें, मीट्रिक या इंपीरियल इकाइयों में।',
      lead: 'कोई भी दो मान भरें; तीसरा अपने आप निकल आएगा।',
    },
    'matrix-determinant': {
      description: '5 × 5 तक के वर्ग आव्यूहों के सटीक सारणिक, दशमलव, भिन्न और ऋणात्मक संख्याओं के साथ।',
      lead: '1 से 5 तक का आकार चुनें और खाने भरें; खाली खाने 0 गिने जाते हैं।',
    },
    'number-converter': {
      description:
        'किसी भी लंबाई की संख्याओं को दशमलव, द्विआधारी, अष्टाधारी और षोडशाधारी पद्धति में बदलें, भिन्नों सहित।',
      lead: 'दशमलव, द्विआधारी, अष्टाधारी और षोडशाधारी पद्धतियों के बीच सटीक रूपांतरण।',
    },
    'attendance-calculator': {
      description:
        '75% उपस्थिति (या आपके कॉलेज का नियम) बनाए रखने के लिए आप कितनी कक्षाएँ छोड़ सकते हैं, या कितनी में जाना ज़रूरी है: हर विषय के लिए, सेमेस्टर के अंत तक, हल के साथ।',
      lead: 'आप कितनी कक्षाएँ छोड़ सकते हैं, या 75% पर बने रहने के लिए कितनी में जाना होगा? आयोजित और उपस्थित कक्षाएँ लिखें; उत्तर साथ-साथ मिलता है।',
    },
  },
  deviceImport: {
    adding: 'आपके खाते में जोड़ा जा रहा है… इसके लिए इंटरनेट कनेक्शन चाहिए।',
    add: 'मेरे खाते में जोड़ें',
    notNow: 'अभी नहीं',
  },
  attendancePage: {
    yours: 'आपकी उपस्थिति',
    yoursHere: 'इस डिवाइस पर आपकी उपस्थिति',
    loading: 'आपकी उपस्थिति लोड हो रही है...',
    savedHere: 'इस डिवाइस पर सहेजी गई। ',
    keepBefore: 'इसे अपने खाते में रखने के लिए ',
    logIn: 'लॉग इन',
    or: ' या ',
    signUp: 'साइन अप',
    keepAfter: ' करें।',
  },
  gpaPage: {
    yours: 'आपकी GPA प्रोफ़ाइलें',
    yoursHere: 'इस डिवाइस पर आपका GPA',
    loading: 'आपका GPA डेटा लोड हो रहा है...',
    savedHere: 'इस डिवाइस पर सहेजा गया। ',
    keepBefore: 'सभी डिवाइस पर एक साथ रखने के लिए ',
    logIn: 'लॉग इन',
    or: ' या ',
    signUp: 'साइन अप',
    keepAfter: ' करें।',
    needsScript:
      'GPA कैलकुलेटर को JavaScript चाहिए। यहाँ अपना GPA निकालने के लिए अपने ब्राउज़र में इसे चालू करें।',
  },
  promotion: {
    unlock: (feature) => `${feature} की सभी सुविधाएँ पाएँ`,
    login: 'लॉग इन करके आगे बढ़ें',
    signUp: 'मुफ़्त खाता बनाएँ',
    adds: 'मुफ़्त खाते से क्या मिलता है',
    benefits: [
      'सभी डिवाइस पर क्लाउड सिंक',
      'दोस्तों के साथ प्रोफ़ाइल साझा करें',
      'विस्तृत विश्लेषण और जानकारी',
      'डेटा का सुरक्षित बैकअप',
      'कई प्रोफ़ाइलों का प्रबंधन',
      'कहीं से भी उपयोग करें',
    ],
    secure: 'आपका डेटा एन्क्रिप्टेड और सुरक्षित है।',
  },
};

/** The site's words in each of its languages, in the order the language picker lists them. */
export const SITE_TEXTS: Readonly<Record<SiteLocale, SiteTexts>> = {
  en: ENGLISH,
  hi: HINDI,
  mr: MARATHI,
  ta: TAMIL,
  te: TELUGU,
  kn: KANNADA,
  bn: BENGALI,
};

/** A navigation page's label in `locale`: its own, else the English one `routes.ts` gives. */
export const pageLabel = (locale: SiteLocale, page: { href: string; label: string }): string =>
  SITE_TEXTS[locale].pages[page.href] ?? page.label;
