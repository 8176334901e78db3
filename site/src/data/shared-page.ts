/**
 * A shared link's page (pages/[...locale]/shared.astro) as it is built, in each of the
 * account's languages. What it says once it runs is scripts/shared-page.ts's.
 */
import type { AccountLocale } from '../../../packages/core/src/account/account-locales';

export interface SharedPageTexts {
  title: string;
  description: string;
  loading: string;
  needsScript: string;
  toCalculator: string;
  locked: string;
  lockedIntro: string;
  password: string;
  opening: string;
  open: string;
  copying: string;
  copy: string;
  openCalculator: string;
}

export const SHARED_PAGE: Readonly<Record<AccountLocale, SharedPageTexts>> = {
  en: {
    title: 'Shared Profile',
    description: 'A GPA profile shared with a link on CampusCalc.',
    loading: 'Loading shared profile...',
    needsScript: 'The shared profile needs JavaScript.',
    toCalculator: 'Go to GPA Calculator',
    locked: 'Password protected',
    lockedIntro: 'Enter the password the owner gave you to open this profile.',
    password: 'Password',
    opening: 'Opening...',
    open: 'Open',
    copying: 'Copying...',
    copy: 'Copy to My Account',
    openCalculator: 'Open GPA Calculator',
  },
  hi: {
    title: 'साझा प्रोफ़ाइल',
    description: 'CampusCalc पर लिंक से साझा की गई एक GPA प्रोफ़ाइल।',
    loading: 'साझा प्रोफ़ाइल लोड हो रही है...',
    needsScript: 'साझा प्रोफ़ाइल को JavaScript चाहिए।',
    toCalculator: 'GPA कैलकुलेटर पर जाएँ',
    locked: 'पासवर्ड से सुरक्षित',
    lockedIntro: 'यह प्रोफ़ाइल खोलने के लिए वह पासवर्ड दर्ज करें जो इसके मालिक ने आपको दिया है।',
    password: 'पासवर्ड',
    opening: 'खुल रही है...',
    open: 'खोलें',
    copying: 'कॉपी हो रही है...',
    copy: 'मेरे खाते में कॉपी करें',
    openCalculator: 'GPA कैलकुलेटर खोलें',
  },
};
