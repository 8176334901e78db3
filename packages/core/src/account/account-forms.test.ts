import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CURRENT_PASSWORD_REQUIRED,
  DELETION_PASSWORD_REQUIRED,
  NEW_PASSWORD_NOT_DIFFERENT,
  NEW_PASSWORD_TOO_SHORT,
  NEW_PASSWORDS_DO_NOT_MATCH,
  validateChangePassword,
  validateCreatePassword,
  validateDeletionPassword,
  validateDisplayName,
} from './account-forms';
import { CREATE_PASSWORD_TOO_SHORT, DISPLAY_NAME_EMPTY } from './auth-messages';
import { PASSWORDS_DO_NOT_MATCH } from '../auth-validation';

describe('validateDisplayName', () => {
  it('refuses an empty or blank name', () => {
    expect(validateDisplayName('')).toBe(DISPLAY_NAME_EMPTY);
    expect(validateDisplayName(' \t ')).toBe(DISPLAY_NAME_EMPTY);
    expect(validateDisplayName(' Asha ')).toBeNull();
  });
});

describe('validateCreatePassword', () => {
  it('checks matching first, then the length, in SPEC §5 wording', () => {
    expect(validateCreatePassword({ newPassword: 'abc', confirmPassword: 'abd' })).toBe(
      'Passwords do not match',
    );
    expect(validateCreatePassword({ newPassword: '', confirmPassword: '' })).toBe(
      'Password must be at least 6 characters long',
    );
    expect(validateCreatePassword({ newPassword: 'abcde', confirmPassword: 'abcde' })).toBe(
      CREATE_PASSWORD_TOO_SHORT,
    );
    expect(validateCreatePassword({ newPassword: 'abcdef', confirmPassword: 'abcdef' })).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(validateCreatePassword({ newPassword: '😀😀😀', confirmPassword: '😀😀😀' })).toBe(
      CREATE_PASSWORD_TOO_SHORT,
    );
  });

  it('accepts exactly the matching passwords of 6 characters or more', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (newPassword, confirmPassword) => {
        const problem = validateCreatePassword({ newPassword, confirmPassword });
        const ok = newPassword === confirmPassword && [...newPassword].length >= 6;
        expect(problem === null).toBe(ok);
        if (newPassword !== confirmPassword) expect(problem).toBe(PASSWORDS_DO_NOT_MATCH);
      }),
    );
  });
});

describe('validateChangePassword', () => {
  const fields = { currentPassword: 'old-secret', newPassword: 'new-secret' };
  const change = (overrides: Partial<typeof fields & { confirmPassword: string }>) =>
    validateChangePassword({ ...fields, confirmPassword: fields.newPassword, ...overrides });

  it('requires the current password first', () => {
    expect(change({ currentPassword: '', newPassword: 'x', confirmPassword: 'y' })).toBe(
      'Please enter your current password',
    );
    expect(CURRENT_PASSWORD_REQUIRED).toBe('Please enter your current password');
  });

  it('then matching new passwords, the length, and a change, in SPEC §5 wording', () => {
    expect(change({ confirmPassword: 'new-secreT' })).toBe('New passwords do not match');
    expect(change({ newPassword: '12345', confirmPassword: '12345' })).toBe(
      'New password must be at least 6 characters long',
    );
    expect(change({ newPassword: 'old-secret', confirmPassword: 'old-secret' })).toBe(
      'New password must be different from current password',
    );
    expect(change({})).toBeNull();
    expect([
      NEW_PASSWORDS_DO_NOT_MATCH,
      NEW_PASSWORD_TOO_SHORT,
      NEW_PASSWORD_NOT_DIFFERENT,
    ]).toEqual([
      'New passwords do not match',
      'New password must be at least 6 characters long',
      'New password must be different from current password',
    ]);
  });

  it('checks the length before the difference', () => {
    expect(change({ currentPassword: 'abc', newPassword: 'abc', confirmPassword: 'abc' })).toBe(
      NEW_PASSWORD_TOO_SHORT,
    );
  });
});

describe('validateDeletionPassword', () => {
  it('requires a password, spaces included as given', () => {
    expect(validateDeletionPassword('')).toBe('Please enter your password');
    expect(DELETION_PASSWORD_REQUIRED).toBe('Please enter your password');
    expect(validateDeletionPassword(' ')).toBeNull();
  });
});
