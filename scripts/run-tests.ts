import { spawn } from 'node:child_process';

/**
 * `npm test`: every suite, in two lanes that run side by side, each step of a lane after the one
 * before. Most of a suite's time is spent waiting on Chromium or the emulators, so on two cores a
 * second lane costs the first little of its own time (docs/decisions.md "The test run in two
 * lanes"). Every line a step prints is labelled with its name, and its time is printed when it
 * ends. A lane stops at its first failing step; the other runs to its end, so that one run shows
 * every failure, and the run fails.
 *
 * The end-to-end journeys run as two Vitest processes, the phone project in one lane and the
 * desktop one in the other, each with its own emulators: the phone's against a second build of the
 * site (`SITE_OUT_DIR`) made for other emulator ports, since a build fixes the ports its pages talk
 * to. That build waits for the other lane's widgets build, which the site's build copies in.
 */

interface Step {
  name: string;
  command: string;
  env?: Record<string, string>;
  /** A step of the other lane that must have passed first. */
  after?: string;
}

/** The phone journeys' site and emulators, beside the desktop's (firebase.json's ports). */
const PHONE_SITE = {
  SITE_OUT_DIR: 'dist/site-phone',
  PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8180',
  PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199',
};

// Balanced by their steps' times on two cores (docs/decisions.md "The test run in two lanes"). The
// cloud suite runs beside the browser suite, which runs at a lower priority: it only computes,
// while the cloud suite's clients wait on an emulator, which beside Chromium-heavy steps answered
// too late (the SDK called itself offline after 10 s, or a write stayed pending for 40).
// The browser suite is two steps, one a lane: the GPA element's walks through every screen in each
// of its six languages (BROWSER_PART, scripts/web-test-runner.config.mjs) run in the second lane,
// which ended 250 s before the first with the whole suite in the first.
const LANES: Step[][] = [
  [
    { name: 'lint', command: 'npm run lint' },
    { name: 'browser', command: 'nice -n 5 npm run test:browser', env: { BROWSER_PART: 'rest' } },
    { name: 'phone site', command: 'npx astro build', env: PHONE_SITE, after: 'build' },
    { name: 'e2e phone', command: 'npm run test:e2e -- --project phone', env: PHONE_SITE },
  ],
  [
    { name: 'build', command: 'npm run build' },
    { name: 'typecheck', command: 'npm run typecheck' },
    { name: 'unit', command: 'npm run test:unit' },
    { name: 'cloud', command: 'npm run test:cloud' },
    {
      name: 'browser languages',
      command: 'nice -n 5 npm run test:browser',
      env: { BROWSER_PART: 'walks' },
    },
    { name: 'e2e desktop', command: 'npm run test:e2e -- --project desktop' },
  ],
];

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/**
 * What a run's end repeats of a step's output, so that the last lines of a long log say what
 * failed: Vitest's failed tests (` FAIL `), web-test-runner's (`❌`), and the retried-tests block,
 * from its heading to the blank line that ends it.
 */
const FAILURE_LINE = /^\s*(FAIL\s|❌)/;
const RETRIED_BLOCK = /^Passed only on retry: /;

/** Runs one command, its output labelled line by line; resolves with its exit code. */
function run(
  label: string,
  command: string,
  env: Record<string, string>,
  remember: (line: string) => void,
): Promise<number> {
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
      let inRetriedBlock = false;
      const write = (line: string) => {
        out.write(`[${label}] ${line}\n`);
        if (RETRIED_BLOCK.test(line)) inRetriedBlock = true;
        else if (inRetriedBlock && line.trim() === '') inRetriedBlock = false;
        if (inRetriedBlock || FAILURE_LINE.test(line)) remember(line);
      };
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop()!;
        lines.forEach(write);
      });
      stream.on('end', () => pending && write(pending));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Each step's outcome, by name, as it ends: a step waits for its `after` here. */
const outcomes = new Map<
  string,
  { promise: Promise<boolean>; settle: (passed: boolean) => void }
>();
const outcome = (name: string) => {
  if (!outcomes.has(name)) {
    let settle!: (passed: boolean) => void;
    const promise = new Promise<boolean>((resolve) => (settle = resolve));
    outcomes.set(name, { promise, settle });
  }
  return outcomes.get(name)!;
};

/** Every step's result as the run's end lists it, in the order the steps ended or were skipped. */
const results: { name: string; result: string; lines: string[] }[] = [];

async function runStep({ name, command, env = {}, after }: Step): Promise<boolean> {
  if (after && !(await outcome(after).promise)) {
    console.error(`[${name}] not run: ${after} did not pass`);
    results.push({ name, result: `not run: ${after} did not pass`, lines: [] });
    return false;
  }
  const started = performance.now();
  const lines: string[] = [];
  const code = await run(name, command, env, (line) => lines.push(line));
  const result =
    code === 0
      ? `passed in ${seconds(started)}`
      : `FAILED (exit ${code}) after ${seconds(started)}`;
  (code === 0 ? console.log : console.error)(`[${name}] ${result}`);
  results.push({ name, result, lines });
  return code === 0;
}

/** A lane's steps one after the other, up to the first that fails; the steps after it fail too. */
async function runLane(steps: readonly Step[]): Promise<boolean> {
  let passed = true;
  for (const step of steps) {
    if (passed) passed = await runStep(step);
    else results.push({ name: step.name, result: 'not run: an earlier step failed', lines: [] });
    outcome(step.name).settle(passed);
  }
  return passed;
}

const started = performance.now();
const passed = await Promise.all(LANES.map(runLane));
console.log(
  ['', 'Steps:', ...results.map(({ name, result }) => `  ${name}: ${result}`)].join('\n'),
);
for (const { name, lines } of results.filter(({ lines }) => lines.length > 0)) {
  console.error([`\n[${name}] what failed or was retried:`, ...lines].join('\n'));
}
if (passed.includes(false)) {
  console.error(`npm test failed after ${seconds(started)}`);
  process.exit(1);
}
console.log(`npm test passed in ${seconds(started)}`);
