import { readFile, writeFile } from 'node:fs/promises';
import { minifySync } from 'vite';

/**
 * The pages' inline scripts minified. Astro writes an `is:inline` script as its source is, comments
 * and indentation included, and the first-paint loader is a function's source (paint-first.ts):
 * some 7 kB of each page's HTML, which must arrive within the first round trip (budgets.test.ts).
 * Minified by the bundler's own minifier, after the loader is written and before the pages'
 * Content-Security-Policy hashes what runs.
 */

// An inline classic script: no attributes (a module, JSON or an external script has some).
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
// Inline scripts one after another (the head's theme, session and language): one script, so one
// hash in the page's policy instead of each.
const INLINE_RUN = /(?:<script>[\s\S]*?<\/script>)+/g;

/** `code` minified; a script the minifier cannot read fails the build. */
export function minifiedScript(code: string): string {
  const { code: minified, errors } = minifySync('inline.js', code, {
    compress: true,
    mangle: { toplevel: false },
  });
  if (errors.length > 0) throw new Error(`An inline script does not minify: ${errors[0]!.message}`);
  // Its text ends the element: never '</script' inside it.
  return minified.trim().replaceAll('</script', '<\\/script');
}

/**
 * `html` with each run of inline scripts one minified script. Each keeps running apart: an error in
 * one is reported, as the browser would, and the next runs.
 */
export const withMinifiedScripts = (html: string): string =>
  html.replace(INLINE_RUN, (run) => {
    const codes = [...run.matchAll(INLINE_SCRIPT)].map(([, code]) => code!);
    const joined =
      codes.length === 1
        ? codes[0]!
        : codes.map((code) => `try{${code}\n}catch(error){reportError(error)}`).join('\n');
    return `<script>${minifiedScript(joined)}</script>`;
  });

export async function minifyInlineScripts(files: readonly string[]): Promise<void> {
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    const minified = withMinifiedScripts(html);
    if (minified !== html) await writeFile(file, minified);
  }
}
