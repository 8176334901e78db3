import { spawn } from 'node:child_process';

/**
 * `npm test`: every suite, two at a time where they can share the machine. Most of a suite's time
 * is spent waiting on Chromium or the emulators, so on two cores a second suite beside it costs
 * little of its own time (docs/decisions.md "The test run in two lanes"). Each stage's steps run
 * side by side, each step's commands one after the other; every line a step prints is labelled
 * with its name, and its time is printed when it ends. The first step that fails ends the run,
 * after the other steps of its stage finish (so nothing is left running).
 *
 * The end-to-end journeys run as two Vitest processes, the phone project and the desktop one, each
 * with its own emulators: the phone's against a second build of the site (`SITE_OUT_DIR`) made for
 * other emulator ports, since a build fixes the ports its pages talk to.
 */

interface Step {
  name: string;
  commands: string[];
  env?: Record<string, string>;
}

/** The phone journeys' site and emulators, beside the desktop's (firebase.json's ports). */
const PHONE_SITE = {
  SITE_OUT_DIR: 'dist/site-phone',
  PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8180',
  PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199',
};

const STAGES: Step[][] = [
  // Each a single thread; the unit tests then take both cores alone, as their property tests
  // have Vitest's 5 s timeout.
  [
    { name: 'lint', commands: ['npm run lint'] },
    { name: 'typecheck', commands: ['npm run typecheck'] },
  ],
  [{ name: 'unit', commands: ['npm run test:unit'] }],
  [
    { name: 'cloud', commands: ['npm run test:cloud'] },
    { name: 'browser', commands: ['npm run build', 'npm run test:browser'] },
  ],
  [
    { name: 'e2e desktop', commands: ['npm run test:e2e -- --project desktop'] },
    {
      name: 'e2e phone',
      commands: ['npx astro build', 'npm run test:e2e -- --project phone'],
      env: PHONE_SITE,
    },
  ],
];

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/** Runs one command, its output labelled line by line; resolves with its exit code. */
function run(label: string, command: string, env: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      env: { ...process.env, ...env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      let pending = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop()!;
        for (const line of lines) out.write(`[${label}] ${line}\n`);
      });
      stream.on('end', () => pending && out.write(`[${label}] ${pending}\n`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function runStep({ name, commands, env = {} }: Step): Promise<boolean> {
  const started = performance.now();
  for (const command of commands) {
    const code = await run(name, command, env);
    if (code !== 0) {
      console.error(`[${name}] FAILED: ${command} exited with ${code} after ${seconds(started)}`);
      return false;
    }
  }
  console.log(`[${name}] passed in ${seconds(started)}`);
  return true;
}

const started = performance.now();
for (const stage of STAGES) {
  const passed = await Promise.all(stage.map(runStep));
  if (passed.includes(false)) {
    console.error(`npm test failed after ${seconds(started)}`);
    process.exit(1);
  }
}
console.log(`npm test passed in ${seconds(started)}`);
