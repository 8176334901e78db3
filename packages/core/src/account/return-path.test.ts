import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POST_LOGIN_PATH, loginUrlFrom, returnPath } from './return-path';

describe('returnPath', () => {
  it('goes back to the path the guard kept, with its query and fragment', () => {
    expect(returnPath('?from=/profile')).toBe('/profile');
    expect(returnPath('?from=%2Fprofile%3Ftab%3D2%23security')).toBe('/profile?tab=2#security');
    expect(returnPath('?x=1&from=/about')).toBe('/about');
    // Normalised, as the browser would.
    expect(returnPath('?from=/a/../profile')).toBe('/profile');
    expect(returnPath('?from=/./about')).toBe('/about');
  });

  it('lands on the GPA calculator without one', () => {
    expect(POST_LOGIN_PATH).toBe('/gpa-calculator');
    expect(returnPath('')).toBe(POST_LOGIN_PATH);
    expect(returnPath('?from=')).toBe(POST_LOGIN_PATH);
  });

  it('never leaves the site (no open redirect)', () => {
    for (const from of [
      'https://evil.example/profile',
      '//evil.example/profile',
      '/\\evil.example/profile',
      '/\t/evil.example',
      'javascript:alert(1)',
      'profile',
      // Same-site as written, another host once normalised.
      '/.//evil.example/',
      '/..//evil.example/',
      '/%2e//evil.example/',
      '/%2E%2E//evil.example/',
      '/a/..//evil.example/',
      '/a/b/../..//evil.example/',
      '/./\\evil.example/',
    ]) {
      expect(returnPath(`?from=${encodeURIComponent(from)}`), from).toBe(POST_LOGIN_PATH);
    }
  });
});

describe('loginUrlFrom', () => {
  const at = (url: string) => {
    const { pathname, search, hash } = new URL(url, 'https://campuscalc.invalid');
    return { pathname, search, hash };
  };

  it('sends the guard to /login with where the visitor was, slashes left readable', () => {
    expect(loginUrlFrom(at('/profile'))).toBe('/login?from=/profile');
    expect(loginUrlFrom(at('/shared/abc?x=1#top'))).toBe('/login?from=/shared/abc%3Fx%3D1%23top');
  });

  it('keeps what the login screen reads back, for any path, query and fragment', () => {
    const part = fc.string({ unit: 'grapheme', maxLength: 12 });
    fc.assert(
      fc.property(part, part, part, (path, query, fragment) => {
        const here = at(`/${encodeURIComponent(path)}?q=${encodeURIComponent(query)}#${fragment}`);
        const login = new URL(loginUrlFrom(here), 'https://campuscalc.invalid');
        expect(login.pathname).toBe('/login');
        expect(returnPath(login.search)).toBe(`${here.pathname}${here.search}${here.hash}`);
      }),
    );
  });
});
