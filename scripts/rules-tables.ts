import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import type * as RulesTables from '../packages/core/src/gpa/scales/rules-tables';

/**
 * Rewrites firestore.rules' generated section (each preset's grades) from packages/core:
 * `npm run rules:tables`. packages/core's imports are resolved by Vite, as Node cannot.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const vite = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false },
});
try {
  const { withRulesTables } = (await vite.ssrLoadModule(
    '/packages/core/src/gpa/scales/rules-tables.ts',
  )) as typeof RulesTables;
  const path = `${root}firestore.rules`;
  const before = readFileSync(path, 'utf8');
  const after = withRulesTables(before);
  writeFileSync(path, after);
  console.log(after === before ? 'firestore.rules is up to date' : 'firestore.rules rewritten');
} finally {
  await vite.close();
}
