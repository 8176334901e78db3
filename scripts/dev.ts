import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startSiteEmulators } from './emulators.ts';

// `npm run dev`: the site from its sources with hot reload (`astro dev`, http://127.0.0.1:4321;
// arguments after `--` go to it, e.g. `npm run dev -- --port 4400`), with the Firebase emulators the
// pages use (scripts/emulators.ts), unless PUBLIC_FIREBASE_* variables name a real project. Ctrl+C
// stops both: Astro gets the terminal's signal itself, and scripts/emulators.ts stops the emulators.
const ASTRO_CLI = fileURLToPath(new URL('../node_modules/astro/bin/astro.mjs', import.meta.url));

const emulators = await startSiteEmulators();

// Astro on this Node (24; the `astro` script's own `#!/usr/bin/env node` may find an older one).
const astro = spawn(process.execPath, [ASTRO_CLI, 'dev', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
// A signal from elsewhere than the terminal (kill) reaches this process only: pass it on.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => astro.kill(signal));
}
// Astro ended of itself (a port in use, an error): the emulators go with it.
astro.once('exit', async (code) => {
  await emulators?.stop();
  process.exit(code ?? 1);
});
