/**
 * What the account page's script says once the session is known (scripts/profile-page.ts), in the
 * page's language: the outcomes SPEC §8 does not word, and the values of the Account Information
 * card. The checks' and the service's messages are packages/core's.
 */
import type { AccountLocale } from '../../../packages/core/src/account/account-locales';

export interface ProfilePageTexts {
  nameUpdated: string;
  passwordCreated: string;
  passwordChanged: string;
  notSet: string;
  googleAccount: string;
  emailAccount: string;
  verified: string;
  notVerified: string;
}

export const PROFILE_PAGE_TEXTS: Readonly<Record<AccountLocale, ProfilePageTexts>> = {
  en: {
    nameUpdated: 'Display name updated successfully',
    passwordCreated: 'Password created successfully',
    passwordChanged: 'Password changed successfully',
    notSet: 'Not set',
    googleAccount: 'Google Account',
    emailAccount: 'Email Account',
    verified: 'Verified',
    notVerified: 'Not Verified',
  },
  hi: {
    nameUpdated: 'डिस्प्ले नाम बदल दिया गया',
    passwordCreated: 'पासवर्ड बन गया',
    passwordChanged: 'पासवर्ड बदल दिया गया',
    notSet: 'सेट नहीं है',
    googleAccount: 'Google खाता',
    emailAccount: 'ईमेल खाता',
    verified: 'सत्यापित',
    notVerified: 'सत्यापित नहीं',
  },
};
