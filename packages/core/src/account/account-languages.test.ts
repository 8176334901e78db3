import { describe, expect, it } from 'vitest';
import {
  AUTH_CHECK_TEXTS,
  validateForgotPassword,
  validateLogin,
  validateSignup,
} from '../auth-validation';
import { BLOCKED_SENDERS_TEXTS, blockedSenderLabel } from '../gpa/blocked-senders-texts';
import { LINK_PAGE_TEXTS, linkPasswordRefusal } from '../gpa/link-page-texts';
import {
  INCORRECT_PASSWORD_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  snapshotText,
} from '../gpa/sharing-texts';
import { formatAccountDate } from './account-dates';
import {
  ACCOUNT_CHECK_TEXTS,
  validateChangePassword,
  validateCreatePassword,
  validateDeletionPassword,
  validateDisplayName,
} from './account-forms';
import { ACCOUNT_LOCALES, accountLocale } from './account-locales';
import {
  ACCOUNT_PAGE_ACTIONS,
  AUTH_TEXTS,
  authErrorMessage,
  type AuthAction,
} from './auth-messages';
import { POST_LOGIN_PATH, loginUrlFrom, returnPath } from './return-path';

// The account's pages in each of their languages: every text of every table has its words in each
// (the tables' types ask for every key; these read what is in them), and SPEC's English is what the
// functions still say when no language is handed in.

/** Every text of a table, functions called with sample values, by its path of keys. */
function textsOf(table: unknown, path = ''): [string, string][] {
  if (typeof table === 'string') return [[path, table]];
  if (typeof table === 'function') {
    const said = (table as (...values: unknown[]) => unknown)('asha@example.com', null);
    return [[path, String(said)]];
  }
  return Object.entries(table as object).flatMap(([key, value]) =>
    textsOf(value, `${path}.${key}`),
  );
}

const TABLES = {
  AUTH_CHECK_TEXTS,
  ACCOUNT_CHECK_TEXTS,
  AUTH_TEXTS,
  BLOCKED_SENDERS_TEXTS,
  LINK_PAGE_TEXTS: {
    en: { ...LINK_PAGE_TEXTS.en, snapshot: LINK_PAGE_TEXTS.en.snapshot(0, 'UTC') },
    hi: { ...LINK_PAGE_TEXTS.hi, snapshot: LINK_PAGE_TEXTS.hi.snapshot(0, 'UTC') },
  },
};

/** Latin words a Hindi text keeps: names, and the sample e-mail address it was given. */
const KEPT = /^(CampusCalc|GPA|Google|asha@example\.com)$/;
const latinWords = (text: string) =>
  (text.match(/[\w.@]*[A-Za-z][\w.@]*/g) ?? []).filter((word) => !KEPT.test(word));

describe('the account texts in each language', () => {
  it('are the languages of the account pages, English first', () => {
    expect(ACCOUNT_LOCALES).toEqual(['en', 'hi']);
    expect(accountLocale('hi')).toBe('hi');
    // A page in a language the account's words are not in yet speaks them in English.
    expect(accountLocale('mr')).toBe('en');
  });

  it.each(Object.entries(TABLES))(
    '%s has every text in Hindi, and no English in it',
    (_, table) => {
      const english = textsOf(table.en);
      const hindi = new Map(textsOf(table.hi));
      expect([...hindi.keys()]).toEqual(english.map(([path]) => path));
      for (const [path, text] of english) {
        const said = hindi.get(path)!;
        expect(said, path).toMatch(/\p{Script=Devanagari}/u);
        expect(said, path).not.toBe(text);
        expect(latinWords(said), path).toEqual([]);
      }
    },
  );

  it("says every code's failure of every action in Hindi", () => {
    const actions = [
      ...(Object.keys(AUTH_TEXTS.en.failedTo) as AuthAction[]),
      ...ACCOUNT_PAGE_ACTIONS,
      'sign-out' as const,
    ];
    expect(actions).toHaveLength(13);
    const codes = [
      ...Object.keys(AUTH_TEXTS.en.codes),
      'auth/network-request-failed',
      'auth/popup-closed-by-user',
      'auth/internal-error',
    ];
    for (const action of actions) {
      for (const code of codes) {
        const error = Object.assign(new Error(`Firebase: Error (${code}).`), { code });
        const said = authErrorMessage(action, error, AUTH_TEXTS.hi);
        expect(said, `${action} ${code}`).toMatch(/\p{Script=Devanagari}/u);
        // The service's own English never shows through.
        expect(latinWords(said), `${action} ${code}`).toEqual([]);
      }
    }
    expect(authErrorMessage('login', { code: 'auth/invalid-credential' }, AUTH_TEXTS.hi)).toBe(
      'लॉग इन नहीं हो सका: ईमेल या पासवर्ड गलत है',
    );
    expect(authErrorMessage('login', new Error('offline'), AUTH_TEXTS.hi)).toBe(
      'लॉग इन नहीं हो सका: कुछ गड़बड़ हो गई। फिर से कोशिश करें।',
    );
    expect(authErrorMessage('signup', { code: 'auth/network-request-failed' }, AUTH_TEXTS.hi)).toBe(
      'खाता नहीं बन सका: सर्वर तक नहीं पहुँच सके। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
    );
  });

  it('writes dates as Hindi does, the time of day in words', () => {
    const at = Date.UTC(2026, 10, 22, 13, 45);
    expect(formatAccountDate(at, 'UTC', 'hi')).toBe('22 नवंबर 2026 को दोपहर 1:45 बजे');
    expect(formatAccountDate(null, 'UTC', 'hi')).toBe('उपलब्ध नहीं');
    expect(LINK_PAGE_TEXTS.hi.snapshot(at, 'UTC')).toContain('22 नवंबर 2026 को दोपहर 1:45 बजे');
  });
});

describe('the functions that take a language, without one', () => {
  it("check the forms in SPEC's English", () => {
    const signup = { displayName: 'Asha', email: 'a@b.c', password: 'abc', confirmPassword: 'abc' };
    expect(validateLogin({ email: '', password: '' })).toBe('Please fill in all fields');
    expect(validateSignup({ ...signup, confirmPassword: 'abd' })).toBe('Passwords do not match');
    expect(validateSignup(signup)).toBe('Password should be at least 6 characters');
    expect(validateForgotPassword({ email: ' ' })).toBe('Please enter your email address');
    expect(validateDisplayName('')).toBe('Display name cannot be empty');
    expect(validateCreatePassword({ newPassword: 'a', confirmPassword: 'a' })).toBe(
      'Password must be at least 6 characters long',
    );
    expect(
      validateChangePassword({ currentPassword: '', newPassword: '', confirmPassword: '' }),
    ).toBe('Please enter your current password');
    expect(validateDeletionPassword('')).toBe('Please enter your password');
  });

  it('say the same with the English texts handed in, and Hindi with the Hindi ones', () => {
    const empty = { email: '', password: '' };
    expect(validateLogin(empty, AUTH_CHECK_TEXTS.en)).toBe(validateLogin(empty));
    expect(validateLogin(empty, AUTH_CHECK_TEXTS.hi)).toBe('कृपया सभी फ़ील्ड भरें');
    expect(validateDeletionPassword('', ACCOUNT_CHECK_TEXTS.hi)).toBe('कृपया अपना पासवर्ड दर्ज करें');
    const error = { code: 'auth/too-many-requests' };
    expect(authErrorMessage('login', error, AUTH_TEXTS.en)).toBe(authErrorMessage('login', error));
    expect(authErrorMessage('login', error)).toBe(
      'Failed to log in: Too many attempts, please try again later',
    );
  });

  it('write dates, snapshots and blocked senders in English', () => {
    const at = Date.UTC(2026, 10, 22, 13, 45);
    expect(formatAccountDate(at, 'UTC')).toBe(formatAccountDate(at, 'UTC', 'en'));
    expect(formatAccountDate(undefined)).toBe('Not available');
    expect(LINK_PAGE_TEXTS.en.snapshot(at, 'UTC')).toBe(snapshotText(at, 'UTC'));
    const unknown = { senderId: 'abcdefghijkl', email: null };
    expect(blockedSenderLabel(unknown)).toBe('Unknown account (abcdefgh)');
    expect(blockedSenderLabel(unknown, BLOCKED_SENDERS_TEXTS.hi)).toBe('अज्ञात खाता (abcdefgh)');
    expect(blockedSenderLabel({ senderId: 'x', email: 'ravi@example.com' })).toBe(
      'ravi@example.com',
    );
  });

  it("lead to /login and back, or to the language's own pages when given them", () => {
    const profile = { pathname: '/hi/profile', search: '', hash: '' };
    expect(loginUrlFrom({ ...profile, pathname: '/profile' })).toBe('/login?from=/profile');
    expect(loginUrlFrom(profile, '/hi/login')).toBe('/hi/login?from=/hi/profile');
    expect(returnPath('')).toBe(POST_LOGIN_PATH);
    expect(returnPath('', '/hi/gpa-calculator')).toBe('/hi/gpa-calculator');
    expect(returnPath('?from=//evil.example', '/hi/gpa-calculator')).toBe('/hi/gpa-calculator');
    expect(returnPath('?from=/hi/profile', '/hi/gpa-calculator')).toBe('/hi/profile');
  });

  it("word a protected link's refusals in the page's language", () => {
    expect(linkPasswordRefusal(new Error(INCORRECT_PASSWORD_MESSAGE), LINK_PAGE_TEXTS.en)).toBe(
      'Incorrect password',
    );
    expect(linkPasswordRefusal(new Error(PASSWORD_REQUIRED_MESSAGE), LINK_PAGE_TEXTS.hi)).toBe(
      'कृपया पासवर्ड दर्ज करें',
    );
    expect(linkPasswordRefusal(new Error('other'), LINK_PAGE_TEXTS.hi)).toBeNull();
  });
});
