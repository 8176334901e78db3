/**
 * The site's own words (the navigation, the frame, the calculator pages' headings) in each of its
 * languages. Rendered at build time, so a language costs a page nothing it does not show.
 */
import type { SiteLocale } from './routes';

export interface SiteTexts {
  /** The language's name in itself, as the picker offers it. */
  name: string;
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
}

const ENGLISH: SiteTexts = {
  name: 'English',
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
  },
};

const HINDI: SiteTexts = {
  name: 'हिन्दी',
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
  },
};

export const SITE_TEXTS: Readonly<Record<SiteLocale, SiteTexts>> = { en: ENGLISH, hi: HINDI };

/** A navigation page's label in `locale`: its own, else the English one `routes.ts` gives. */
export const pageLabel = (locale: SiteLocale, page: { href: string; label: string }): string =>
  SITE_TEXTS[locale].pages[page.href] ?? page.label;
