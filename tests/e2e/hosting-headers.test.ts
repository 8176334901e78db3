import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { MAJOR_ALIAS, WIDGETS_VERSION } from '../../widgets/release';
import { siteUrl } from './browser';

// The static server of `npm start` and of every test answers with firebase.json's headers as
// Firebase Hosting does. The reference is the Hosting emulator's own path matcher (superstatic,
// which firebase-tools runs): every rule whose pattern matches adds its headers in order, a later
// value replacing an earlier one.
interface Rule {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}
const rules = (
  JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
    hosting: { headers: Rule[] };
  }
).hosting.headers;
const { configMatcher } = createRequire(import.meta.url)('superstatic/lib/utils/patterns.js') as {
  configMatcher: (path: string, rule: Rule) => boolean;
};

const expectedHeaders = (path: string) =>
  Object.fromEntries(
    rules
      .filter((rule) => configMatcher(path, rule))
      .flatMap((rule) => rule.headers.map(({ key, value }) => [key.toLowerCase(), value])),
  ) as Record<string, string>;

const chunk = readdirSync(new URL('../../dist/site/widgets/chunks/', import.meta.url)).find(
  (name) => name.startsWith('runtime-'),
)!;

const PATHS = [
  '/',
  '/profile',
  '/shared/some-link',
  `/widgets/${MAJOR_ALIAS}/sdt-calculator.js`,
  `/widgets/${WIDGETS_VERSION}/campuscalc.js`,
  '/widgets/number-converter.js',
  `/widgets/chunks/${chunk}`,
  `/widgets/${MAJOR_ALIAS}/gpa-calculator.d.ts`,
  '/widgets/campuscalc.d.ts',
  `/widgets/${MAJOR_ALIAS}/custom-elements.json`,
  `/widgets/${MAJOR_ALIAS}/matrix-determinant.html`,
  `/widgets/${WIDGETS_VERSION}/resizer.js`,
];

describe('the headers firebase.json deploys', () => {
  it('are sent as the Hosting emulator would send them, path by path', async () => {
    for (const path of PATHS) {
      const response = await fetch(`${siteUrl()}${path}`);
      expect(response.status, path).toBeLessThan(400);
      for (const [key, value] of Object.entries(expectedHeaders(path))) {
        expect(response.headers.get(key), `${path} ${key}`).toBe(value);
      }
    }
  });

  it('let any site load the widgets, cache their code for a year and their entries briefly', async () => {
    const headers = async (path: string) => (await fetch(`${siteUrl()}${path}`)).headers;
    const entry = await headers(`/widgets/${MAJOR_ALIAS}/sdt-calculator.js`);
    expect(entry.get('access-control-allow-origin')).toBe('*');
    expect(entry.get('content-type')).toMatch(/^text\/javascript/);
    expect(entry.get('cache-control')).toBe('public, max-age=3600');
    const code = await headers(`/widgets/chunks/${chunk}`);
    expect(code.get('access-control-allow-origin')).toBe('*');
    expect(code.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Firebase Hosting would call a .ts file a video (MPEG transport stream) without the rule.
    expect((await headers('/widgets/campuscalc.d.ts')).get('content-type')).toBe(
      'text/plain; charset=utf-8',
    );
    // Only the iframe pages may be framed by other sites; the site's pages by none.
    const frame = await headers(`/widgets/${MAJOR_ALIAS}/sdt-calculator.html`);
    expect(frame.get('content-security-policy')).toContain('frame-ancestors *');
    for (const path of ['/', '/profile', '/embed', `/widgets/${MAJOR_ALIAS}/campuscalc.js`]) {
      expect((await headers(path)).get('content-security-policy'), path).toContain(
        "frame-ancestors 'none'",
      );
    }
    // The site's own pages send no CORS header: only the widgets are for other sites.
    expect((await headers('/profile')).get('access-control-allow-origin')).toBe(null);
  });
});
