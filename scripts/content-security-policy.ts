import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { CloudConfig } from '../packages/cloud/src/config.ts';

/**
 * The Content-Security-Policy of each built page, written into it as a <meta> at the top of <head>:
 * it names the page's own inline scripts by their SHA-256, which only the build knows, and the
 * Firebase endpoints of the backend the build talks to (the emulators, or Google's for a real
 * project). What a <meta> policy cannot say (frame-ancestors, against clickjacking) is in
 * firebase.json's headers, which the host and scripts/static-server.ts send with every response;
 * the browser enforces both.
 */

// Scripts that run: no type, or a JavaScript one (a JSON data block never runs).
const INLINE_SCRIPT =
  /<script(?![^>]*\ssrc=)(?:\s+type="(?:module|text\/javascript)")?>(.*?)<\/script>/gs;
const CHARSET = '<meta charset="utf-8">';

// A <style> element's text (not a style attribute, which a hash cannot allow without 'unsafe-hashes').
const INLINE_STYLE = /<style(?:\s[^>]*)?>(.*?)<\/style>/gs;

/** The `'sha256-…'` source of each text `pattern` captures in the page, in order, without repeats. */
const inlineHashes = (html: string, pattern: RegExp): string[] => [
  ...new Set(
    [...html.matchAll(pattern)].map(
      ([, source]) => `'sha256-${createHash('sha256').update(source!).digest('base64')}'`,
    ),
  ),
];

/** The `'sha256-…'` source of each inline script of the page, in order, without repeats. */
export const inlineScriptHashes = (html: string): string[] => inlineHashes(html, INLINE_SCRIPT);

/** The `'sha256-…'` source of each <style> of the page, its shadow roots' included. */
export const inlineStyleHashes = (html: string): string[] => inlineHashes(html, INLINE_STYLE);

/** Where the site's Firebase code talks to, by the build's configuration. */
function firebaseSources({ emulators, firebase }: CloudConfig) {
  if (emulators) {
    const auth = `http://${emulators.auth}`;
    return { connect: [auth, `http://${emulators.firestore}`], frame: [auth] };
  }
  return {
    connect: [
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
    ],
    frame: [`https://${firebase.authDomain}`],
  };
}

/**
 * The page's policy: its own files and nothing else, but for
 * - its inline scripts, by hash (the theme and session hints that must run before the first paint,
 *   the paint-first loader);
 * - styles inline (the declarative shadow roots' <style>s, React's style attributes): styles run no
 *   code, and hashing attributes would need 'unsafe-hashes' anyway;
 * - images as data: URLs (the inline icon) and Google account photos;
 * - Firebase Auth and Firestore: their endpoints, Google's script loader and the auth domain's
 *   frame, which the Google sign-in popup needs, and the image Firestore's WebChannel loads to test
 *   the connection after a failure.
 */
export function pagePolicy(html: string, cloud: CloudConfig): string {
  const { connect, frame } = firebaseSources(cloud);
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(html), 'https://apis.google.com'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'https://*.googleusercontent.com',
      'https://www.google.com/images/cleardot.gif',
    ],
    // data: for Shoelace's icons, which fetch their inline SVGs.
    'connect-src': ["'self'", 'data:', ...connect],
    'frame-src': frame,
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The page with its policy as the first thing after its charset, before any script. */
export function withPolicy(html: string, policy: string): string {
  if (!html.includes(CHARSET)) throw new Error(`content security policy: no ${CHARSET}`);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}">`;
  return html.replace(CHARSET, `${CHARSET}${meta}`);
}

/** Writes each built page's policy into it. */
export async function securePages(files: readonly string[], cloud: CloudConfig): Promise<void> {
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    await writeFile(file, withPolicy(html, pagePolicy(html, cloud)));
  }
}
