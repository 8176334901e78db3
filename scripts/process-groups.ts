import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { constants } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { stripVTControlCharacters } from 'node:util';

/**
 * Long-running child processes (the emulators) each in a process group of its own, so that stopping
 * one also ends its children (the Java process under the gcloud wrapper script); and because such a
 * group does not receive the terminal's Ctrl-C, this module forwards SIGINT, SIGTERM and SIGHUP and
 * stops them on exit too.
 */

const OUTPUT_LINES_KEPT = 25;

/** One emulator process, in a process group of its own, with its last lines of output. */
export interface Launched {
  name: string;
  /** Undefined when it could not be spawned at all. */
  pid: number | undefined;
  output: string[];
  /** Resolves with how it ended ('code 1', 'SIGTERM', or the spawn error). */
  exited: Promise<string>;
  /** The signal that stops it cleanly. */
  stopSignal: NodeJS.Signals;
}

/** Every group this process started and has not seen gone yet. */
const groups = new Set<Launched>();
/** Folders to remove when this process exits. */
const tempDirs = new Set<string>();
let exitHooksInstalled = false;

function killGroup(launched: Launched, signal: NodeJS.Signals): void {
  if (launched.pid === undefined) return;
  try {
    process.kill(-launched.pid, signal);
  } catch {
    // ESRCH: the group is already gone.
  }
}

function groupAlive(launched: Launched): boolean {
  if (launched.pid === undefined) return false;
  try {
    process.kill(-launched.pid, 0);
    return true;
  } catch {
    return false;
  }
}

function installExitHooks(): void {
  if (exitHooksInstalled) return;
  exitHooksInstalled = true;
  // On exit nothing can be awaited: signal the groups, which then end by themselves.
  process.on('exit', () => {
    for (const launched of groups) killGroup(launched, launched.stopSignal);
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      void stopAll().finally(() => process.exit(128 + constants.signals[signal]));
    });
  }
}

export function launch(
  name: string,
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  stopSignal: NodeJS.Signals,
): Launched {
  installExitHooks();
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of stripVTControlCharacters(chunk.toString()).split(/\r?\n/)) {
      if (line.trim() === '') continue;
      output.push(line);
      if (output.length > OUTPUT_LINES_KEPT) output.shift();
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ?? `code ${code}`));
    child.once('error', (error) => resolve(error.message));
  });
  const launched: Launched = { name, pid: child.pid, output, exited, stopSignal };
  groups.add(launched);
  return launched;
}

function failure(launched: Launched, what: string): Error {
  const lines = launched.output.length
    ? `\nIts last output:\n${launched.output.map((line) => `  ${line}`).join('\n')}`
    : '\nIt printed nothing.';
  return new Error(`${launched.name} ${what}.${lines}`);
}

/** Polls `url` until `ready(body)`, failing early when the process ends. */
export async function waitUntilReady(
  launched: Launched,
  url: string,
  ready: (body: string) => boolean,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended: string | null = null;
  void launched.exited.then((how) => (ended = how));
  for (;;) {
    if (ended !== null) throw failure(launched, `ended (${ended}) before it answered ${url}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (ready(await response.text())) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      throw failure(launched, `did not answer ${url} within ${Math.round(timeoutMs / 1000)} s`);
    }
    await sleep(250);
  }
}

/** Ends a group: its clean-stop signal, SIGKILL after 10 s, then waits until the group is gone. */
export async function stopGroup(launched: Launched): Promise<void> {
  killGroup(launched, launched.stopSignal);
  const deadline = Date.now() + 10_000;
  while (groupAlive(launched)) {
    if (Date.now() > deadline) killGroup(launched, 'SIGKILL');
    await sleep(100);
  }
  groups.delete(launched);
}

async function stopAll(): Promise<void> {
  await Promise.all([...groups].map(stopGroup));
}

/** Removes `dir` when this process exits, unless `removeNow` has already. */
export function removeOnExit(dir: string): void {
  installExitHooks();
  tempDirs.add(dir);
}

/** Removes `dir` now, and no longer on exit. */
export function removeNow(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}
