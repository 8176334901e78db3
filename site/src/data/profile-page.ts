/**
 * The account page's words (pages/[...locale]/profile.astro) in each language of the account: its
 * cards, forms and dialogs as the page is built. What its script says once it runs is
 * scripts/profile-page-texts.ts; the checks' and the service's messages are packages/core's.
 */
import type { AccountLocale } from '../../../packages/core/src/account/account-locales';

export interface PasswordField {
  name: string;
  label: string;
  autocomplete: string;
  placeholder?: string;
}

export interface PasswordForm {
  id: 'create-password' | 'change-password';
  title: string;
  intro?: string;
  fields: PasswordField[];
  submitLabel: string;
  busyLabel: string;
}

interface ProfileWords {
  title: string;
  description: string;
  loading: string;
  needsScript: string;
  signIn: string;
  accountInformation: string;
  displayName: string;
  editName: string;
  edit: string;
  saving: string;
  save: string;
  cancel: string;
  email: string;
  accountType: string;
  emailVerified: string;
  accountCreated: string;
  lastSignIn: string;
  verifyOffer: string;
  securitySettings: string;
  password: string;
  noPassword: string;
  newPassword: string;
  newPasswordHint: string;
  createPassword: { title: string; intro: string; confirm: string; busy: string };
  changePassword: { title: string; current: string; confirm: string; submit: string; busy: string };
  dangerZone: string;
  removes: string;
  removed: string[];
  deleteAll: string;
  toCalculator: string;
  confirmText: string;
  deleting: string;
  deleteEverything: string;
  confirmDeletion: string;
  enterPassword: string;
  deleteAccount: string;
}

const ENGLISH: ProfileWords = {
  title: 'Your Profile',
  description: 'Your CampusCalc account.',
  loading: 'Loading...',
  needsScript: 'Your profile needs JavaScript.',
  signIn: 'Sign in',
  accountInformation: 'Account Information',
  displayName: 'Display Name',
  editName: 'Edit display name',
  edit: 'Edit',
  saving: 'Saving...',
  save: 'Save',
  cancel: 'Cancel',
  email: 'Email',
  accountType: 'Account Type',
  emailVerified: 'Email Verified',
  accountCreated: 'Account Created',
  lastSignIn: 'Last Sign In',
  verifyOffer:
    'Classmates can share their GPA profiles with you once your e-mail address is verified.',
  securitySettings: 'Security Settings',
  password: 'Password',
  noPassword: 'No Password',
  newPassword: 'New Password',
  newPasswordHint: 'Min 6 characters',
  createPassword: {
    title: 'Create Password',
    intro: 'Add a password to sign in with your email address as well.',
    confirm: 'Confirm Password',
    busy: 'Creating...',
  },
  changePassword: {
    title: 'Change Password',
    current: 'Current Password',
    confirm: 'Confirm New Password',
    submit: 'Update Password',
    busy: 'Updating...',
  },
  dangerZone: 'Danger Zone',
  removes: 'Deleting your account permanently removes:',
  removed: [
    'All your GPA profiles',
    'All shared profiles and collaboration data',
    'Your account information and settings',
    'All stored preferences',
  ],
  deleteAll: 'Delete Account & All Data',
  toCalculator: 'Go to Calculator',
  confirmText:
    'This permanently deletes your account, your GPA profiles and everything shared with others. It cannot be undone.',
  deleting: 'Deleting...',
  deleteEverything: 'Delete Everything',
  confirmDeletion: 'Confirm Account Deletion',
  enterPassword: 'Enter your password to delete your account',
  deleteAccount: 'Delete Account',
};

const HINDI: ProfileWords = {
  title: 'आपकी प्रोफ़ाइल',
  description: 'आपका CampusCalc खाता।',
  loading: 'लोड हो रहा है...',
  needsScript: 'आपकी प्रोफ़ाइल को JavaScript चाहिए।',
  signIn: 'लॉग इन करें',
  accountInformation: 'खाते की जानकारी',
  displayName: 'डिस्प्ले नाम',
  editName: 'डिस्प्ले नाम बदलें',
  edit: 'बदलें',
  saving: 'सहेजा जा रहा है...',
  save: 'सहेजें',
  cancel: 'रद्द करें',
  email: 'ईमेल',
  accountType: 'खाते का प्रकार',
  emailVerified: 'ईमेल सत्यापित',
  accountCreated: 'खाता बनाया गया',
  lastSignIn: 'पिछला लॉग इन',
  verifyOffer: 'आपका ईमेल पता सत्यापित होते ही सहपाठी अपनी GPA प्रोफ़ाइलें आपके साथ साझा कर सकेंगे।',
  securitySettings: 'सुरक्षा सेटिंग',
  password: 'पासवर्ड',
  noPassword: 'कोई पासवर्ड नहीं',
  newPassword: 'नया पासवर्ड',
  newPasswordHint: 'कम से कम 6 अक्षर',
  createPassword: {
    title: 'पासवर्ड बनाएँ',
    intro: 'अपने ईमेल पते से भी लॉग इन कर सकने के लिए एक पासवर्ड जोड़ें।',
    confirm: 'पासवर्ड की पुष्टि करें',
    busy: 'बनाया जा रहा है...',
  },
  changePassword: {
    title: 'पासवर्ड बदलें',
    current: 'मौजूदा पासवर्ड',
    confirm: 'नए पासवर्ड की पुष्टि करें',
    submit: 'पासवर्ड अपडेट करें',
    busy: 'अपडेट हो रहा है...',
  },
  dangerZone: 'जोखिम क्षेत्र',
  removes: 'खाता हटाने पर ये हमेशा के लिए मिट जाते हैं:',
  removed: [
    'आपकी सभी GPA प्रोफ़ाइलें',
    'सभी साझा प्रोफ़ाइलें और साथ मिलकर काम का डेटा',
    'आपके खाते की जानकारी और सेटिंग',
    'सहेजी गई सभी पसंद',
  ],
  deleteAll: 'खाता और सारा डेटा हटाएँ',
  toCalculator: 'कैलकुलेटर पर जाएँ',
  confirmText:
    'इससे आपका खाता, आपकी GPA प्रोफ़ाइलें और दूसरों के साथ साझा की गई हर चीज़ हमेशा के लिए हट जाएगी। यह वापस नहीं हो सकता।',
  deleting: 'हटाया जा रहा है...',
  deleteEverything: 'सब कुछ हटाएँ',
  confirmDeletion: 'खाता हटाने की पुष्टि करें',
  enterPassword: 'अपना खाता हटाने के लिए अपना पासवर्ड दर्ज करें',
  deleteAccount: 'खाता हटाएँ',
};

/**
 * The page's words with its two password forms: Create Password for provider accounts without
 * one, Change Password for the others.
 */
function profilePage(words: ProfileWords) {
  const { createPassword: create, changePassword: change } = words;
  const newPassword: PasswordField = {
    name: 'newPassword',
    label: words.newPassword,
    autocomplete: 'new-password',
    placeholder: words.newPasswordHint,
  };
  const confirm = (label: string): PasswordField => ({
    name: 'confirmPassword',
    label,
    autocomplete: 'new-password',
  });
  const passwordForms: PasswordForm[] = [
    {
      id: 'create-password',
      title: create.title,
      intro: create.intro,
      fields: [newPassword, confirm(create.confirm)],
      submitLabel: create.title,
      busyLabel: create.busy,
    },
    {
      id: 'change-password',
      title: change.title,
      fields: [
        { name: 'currentPassword', label: change.current, autocomplete: 'current-password' },
        newPassword,
        confirm(change.confirm),
      ],
      submitLabel: change.submit,
      busyLabel: change.busy,
    },
  ];
  return { ...words, passwordForms };
}

export const PROFILE_PAGE: Readonly<Record<AccountLocale, ReturnType<typeof profilePage>>> = {
  en: profilePage(ENGLISH),
  hi: profilePage(HINDI),
};
