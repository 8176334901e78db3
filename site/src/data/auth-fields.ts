/**
 * The sign-in, sign-up and password-reset screens (AuthForm.astro) in each language of the account:
 * each screen's title, fields, buttons and links, and what the form's frame says. Every language
 * gives its words (`AuthWords`); one function puts them in the screens, whose links lead to the
 * version of each page in that language.
 */
import { POST_LOGIN_PATH } from '../../../packages/core/src/account/return-path';
import type { AccountLocale } from '../../../packages/core/src/account/account-locales';
import { localeHref } from './routes';

export interface AuthField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autocomplete: string;
  placeholder?: string;
}

/** A line under the form: optional text, then its link. */
export interface AuthLink {
  text?: string;
  href: string;
  label: string;
}

/** A screen as AuthForm.astro shows it, with the page's title and meta description. */
export interface AuthScreen {
  title: string;
  description: string;
  heading: string;
  intro: string;
  fields: AuthField[];
  submitLabel: string;
  /** The submit button's label while the form's call runs. */
  busyLabel: string;
  links: AuthLink[];
  /** The label of the identity-provider button; none when omitted. */
  providerLabel?: string;
  /** Where the verification offer's Continue leads (sign-up only). */
  continueTo?: string;
}

export type AuthScreenName = 'login' | 'signup' | 'forgotPassword';

/** What every screen's frame says, and the offer to verify the address at the end of sign-up. */
export interface AuthFrameTexts {
  needsScript: string;
  or: string;
  created: string;
  /** The offer's sentence, around the address (in bold). */
  offerBefore: string;
  offerAfter: string;
  sending: string;
  sendVerification: string;
  continue: string;
}

/** The three screens, and what their frame says. */
export interface AuthPages extends Readonly<Record<AuthScreenName, AuthScreen>> {
  frame: AuthFrameTexts;
}

interface ScreenWords {
  title: string;
  description: string;
  heading: string;
  intro: string;
  submit: string;
  busy: string;
}

interface AuthWords {
  email: string;
  password: string;
  google: string;
  noAccount: string;
  signUp: string;
  login: ScreenWords & { forgot: string };
  signup: ScreenWords & {
    name: string;
    passwordHint: string;
    confirm: string;
    haveAccount: string;
    signIn: string;
  };
  reset: ScreenWords & { back: string };
  frame: AuthFrameTexts;
}

const ENGLISH: AuthWords = {
  email: 'Email',
  password: 'Password',
  google: 'Continue with Google',
  noAccount: "Don't have an account?",
  signUp: 'Sign up',
  login: {
    title: 'Sign In',
    description: 'Sign in to CampusCalc to sync your GPA profiles.',
    heading: 'Welcome back',
    intro: 'Sign in to sync and share your GPA profiles.',
    submit: 'Sign In',
    busy: 'Signing in...',
    forgot: 'Forgot Password',
  },
  signup: {
    title: 'Create Account',
    description: 'Create a free CampusCalc account to sync your GPA profiles.',
    heading: 'Create your account',
    intro: 'Free, and your GPA profiles follow you to every device.',
    submit: 'Create Account',
    busy: 'Creating Account...',
    name: 'Full Name',
    passwordHint: 'Password (min 6 characters)',
    confirm: 'Confirm Password',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
  },
  reset: {
    title: 'Reset Password',
    description: 'Request a link to reset your CampusCalc password.',
    heading: 'Reset your password',
    intro: 'Enter your email address and we will send you a link to reset your password.',
    submit: 'Reset Password',
    busy: 'Sending...',
    back: 'Back to Login',
  },
  frame: {
    needsScript: 'This form needs JavaScript. Turn it on in your browser to continue.',
    or: 'or',
    created: 'Account created',
    offerBefore:
      'Classmates can share their GPA profiles with you once your e-mail address is verified. We will send a link to ',
    offerAfter: '.',
    sending: 'Sending...',
    sendVerification: 'Send verification e-mail',
    continue: 'Continue',
  },
};

const HINDI: AuthWords = {
  email: 'ईमेल',
  password: 'पासवर्ड',
  google: 'Google से जारी रखें',
  noAccount: 'खाता नहीं है?',
  signUp: 'साइन अप करें',
  login: {
    title: 'लॉग इन',
    description: 'अपनी GPA प्रोफ़ाइलें सिंक करने के लिए CampusCalc में लॉग इन करें।',
    heading: 'फिर से स्वागत है',
    intro: 'अपनी GPA प्रोफ़ाइलें सिंक और साझा करने के लिए लॉग इन करें।',
    submit: 'लॉग इन करें',
    busy: 'लॉग इन हो रहा है...',
    forgot: 'पासवर्ड भूल गए?',
  },
  signup: {
    title: 'खाता बनाएँ',
    description: 'अपनी GPA प्रोफ़ाइलें सिंक करने के लिए CampusCalc पर मुफ़्त खाता बनाएँ।',
    heading: 'अपना खाता बनाएँ',
    intro: 'मुफ़्त है, और आपकी GPA प्रोफ़ाइलें हर डिवाइस पर आपके साथ रहती हैं।',
    submit: 'खाता बनाएँ',
    busy: 'खाता बन रहा है...',
    name: 'पूरा नाम',
    passwordHint: 'पासवर्ड (कम से कम 6 अक्षर)',
    confirm: 'पासवर्ड की पुष्टि करें',
    haveAccount: 'पहले से खाता है?',
    signIn: 'लॉग इन करें',
  },
  reset: {
    title: 'पासवर्ड रीसेट करें',
    description: 'अपना CampusCalc पासवर्ड रीसेट करने के लिए लिंक मँगवाएँ।',
    heading: 'अपना पासवर्ड रीसेट करें',
    intro: 'अपना ईमेल पता दर्ज करें, हम आपको पासवर्ड रीसेट करने का लिंक भेजेंगे।',
    submit: 'पासवर्ड रीसेट करें',
    busy: 'भेजा जा रहा है...',
    back: 'लॉग इन पर वापस जाएँ',
  },
  frame: {
    needsScript: 'इस फ़ॉर्म को JavaScript चाहिए। आगे बढ़ने के लिए अपने ब्राउज़र में इसे चालू करें।',
    or: 'या',
    created: 'खाता बन गया',
    offerBefore: 'आपका ईमेल पता सत्यापित होते ही सहपाठी अपनी GPA प्रोफ़ाइलें आपके साथ साझा कर सकेंगे। हम ',
    offerAfter: ' पर एक लिंक भेजेंगे।',
    sending: 'भेजा जा रहा है...',
    sendVerification: 'सत्यापन ईमेल भेजें',
    continue: 'आगे बढ़ें',
  },
};

/** The three screens and the frame in `locale`, from its words. */
function authScreens(locale: AccountLocale, words: AuthWords): AuthPages {
  const href = (path: string) => localeHref(locale, path);
  const screen = ({ submit, busy, ...page }: ScreenWords) => ({
    ...page,
    submitLabel: submit,
    busyLabel: busy,
  });
  const email: AuthField = {
    name: 'email',
    label: words.email,
    type: 'email',
    autocomplete: 'email',
  };
  const password = (autocomplete: string, label = words.password): AuthField => ({
    name: 'password',
    label,
    type: 'password',
    autocomplete,
  });
  const signUpLink: AuthLink = {
    text: words.noAccount,
    href: href('/signup'),
    label: words.signUp,
  };
  const { login, signup, reset } = words;
  return {
    login: {
      ...screen(login),
      fields: [email, password('current-password')],
      links: [{ href: href('/forgot-password'), label: login.forgot }, signUpLink],
      providerLabel: words.google,
    },
    signup: {
      ...screen(signup),
      fields: [
        { name: 'displayName', label: signup.name, type: 'text', autocomplete: 'name' },
        email,
        { ...password('new-password'), placeholder: signup.passwordHint },
        { ...password('new-password', signup.confirm), name: 'confirmPassword' },
      ],
      links: [{ text: signup.haveAccount, href: href('/login'), label: signup.signIn }],
      providerLabel: words.google,
      continueTo: href(POST_LOGIN_PATH),
    },
    forgotPassword: {
      ...screen(reset),
      fields: [email],
      links: [{ href: href('/login'), label: reset.back }, signUpLink],
    },
    frame: words.frame,
  };
}

export const AUTH_PAGES: Readonly<Record<AccountLocale, AuthPages>> = {
  en: authScreens('en', ENGLISH),
  hi: authScreens('hi', HINDI),
};
