import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import type * as PresetFiles from '../packages/core/src/gpa/scales/presets/preset-files';
import type * as Presets from '../packages/core/src/gpa/scales/presets';
import type * as RulesTables from '../packages/core/src/gpa/scales/rules-tables';

/**
 * Writes what is generated from packages/core's data, so that each fact is written once:
 * firestore.rules' generated section (each preset's grades, the sharing bound) and the presets'
 * numbers the element loads first (presets/preset-scales.json) with what the picker finds them by
 * (presets/preset-finder.json), and the table of presets in docs/grade-scales.md. `npm run generate`; unit tests fail
 * while either differs. packages/core's imports (a glob among them) are resolved by Vite.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const vite = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false },
});

function write(path: string, text: string) {
  const before = readFileSync(`${root}${path}`, 'utf8');
  writeFileSync(`${root}${path}`, text);
  console.log(text === before ? `${path} is up to date` : `${path} rewritten`);
}

try {
  const load = (path: string) => vite.ssrLoadModule(`/packages/core/src/gpa/scales/${path}`);
  const { withRulesTables } = (await load('rules-tables.ts')) as typeof RulesTables;
  const { ALL_PRESETS } = (await load('presets/index.ts')) as typeof Presets;
  const { presetFinderJson, presetScalesJson, withPresetTable } = (await load(
    'presets/preset-files.ts',
  )) as typeof PresetFiles;
  write('firestore.rules', withRulesTables(readFileSync(`${root}firestore.rules`, 'utf8')));
  write('packages/core/src/gpa/scales/presets/preset-scales.json', presetScalesJson(ALL_PRESETS));
  write('packages/core/src/gpa/scales/presets/preset-finder.json', presetFinderJson(ALL_PRESETS));
  const docs = readFileSync(`${root}docs/grade-scales.md`, 'utf8');
  write('docs/grade-scales.md', withPresetTable(docs, ALL_PRESETS));
} finally {
  await vite.close();
}
