import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_REQUIRED,
  FILL_ALL_FIELDS,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_TOO_SHORT,
  validateForgotPassword,
  validateLogin,
  validateSignup,
} from './auth-validation';

const signup = {
  displayName: 'Asha Rao',
  email: 'asha@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('validateLogin', () => {
  it('requires both fields', () => {
    expect(validateLogin({ email: '', password: '' })).toBe(FILL_ALL_FIELDS);
    expect(validateLogin({ email: 'a@b.c', password: '' })).toBe(FILL_ALL_FIELDS);
    expect(validateLogin({ email: '   ', password: 'x' })).toBe(FILL_ALL_FIELDS);
    expect(validateLogin({ email: 'a@b.c', password: 'x' })).toBeNull();
  });

  it('uses the SPEC §5 wording', () => {
    expect(FILL_ALL_FIELDS).toBe('Please fill in all fields');
  });
});

describe('validateSignup', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(signup)).toBeNull();
  });

  it('requires all four fields', () => {
    for (const key of Object.keys(signup) as (keyof typeof signup)[]) {
      expect(validateSignup({ ...signup, [key]: '' })).toBe(FILL_ALL_FIELDS);
    }
    expect(validateSignup({ ...signup, displayName: '  ' })).toBe(FILL_ALL_FIELDS);
  });

  it('needs matching passwords before it looks at the length', () => {
    expect(validateSignup({ ...signup, confirmPassword: 'secret2' })).toBe(PASSWORDS_DO_NOT_MATCH);
    expect(validateSignup({ ...signup, password: 'abc', confirmPassword: 'abd' })).toBe(
      PASSWORDS_DO_NOT_MATCH,
    );
    expect(PASSWORDS_DO_NOT_MATCH).toBe('Passwords do not match');
  });

  it('needs at least 6 characters', () => {
    expect(validateSignup({ ...signup, password: '12345', confirmPassword: '12345' })).toBe(
      PASSWORD_TOO_SHORT,
    );
    expect(validateSignup({ ...signup, password: '123456', confirmPassword: '123456' })).toBeNull();
    expect(PASSWORD_TOO_SHORT).toBe('Password should be at least 6 characters');
  });

  it('passes exactly the complete forms with matching passwords of 6 or more characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), (name, password) => {
        const result = validateSignup({
          displayName: `n${name}`,
          email: 'e@x.y',
          password,
          confirmPassword: password,
        });
        if (password === '') expect(result).toBe(FILL_ALL_FIELDS);
        else if ([...password].length < 6) expect(result).toBe(PASSWORD_TOO_SHORT);
        else expect(result).toBeNull();
      }),
    );
  });
});

describe('validateForgotPassword', () => {
  it('requires the e-mail', () => {
    expect(validateForgotPassword({ email: '' })).toBe(EMAIL_REQUIRED);
    expect(validateForgotPassword({ email: ' \t' })).toBe(EMAIL_REQUIRED);
    expect(validateForgotPassword({ email: 'a@b.c' })).toBeNull();
    expect(EMAIL_REQUIRED).toBe('Please enter your email address');
  });
});
