import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { freePorts } from '../../../scripts/ports.ts';

// `npm start`'s check of its ports (scripts/start-ports.ts), run as `npm start` runs it, on ports
// of its own so that a running `npm start` or another test run is not disturbed.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const run = promisify(execFile);

const held: Server[] = [];
afterEach(async () => {
  await Promise.all(held.splice(0).map((server) => new Promise((done) => server.close(done))));
});

async function occupy(port: number): Promise<void> {
  const server = createServer();
  held.push(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
}

/** `npm start`'s variables, every port of them free a moment ago. */
async function freeEnv(): Promise<NodeJS.ProcessEnv> {
  const [site, firestore, auth, hub, logging] = await freePorts(5);
  return {
    PATH: process.env.PATH,
    PORT: String(site),
    PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${firestore}`,
    PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${auth}`,
    CAMPUSCALC_EMULATOR_HUB_PORT: String(hub),
    CAMPUSCALC_EMULATOR_LOGGING_PORT: String(logging),
  };
}

async function startCheck(env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/start-ports.ts'], {
      cwd: ROOT,
      env,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('npm start', () => {
  it('checks its ports before it builds', () => {
    const { scripts } = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toMatch(/^node scripts\/start-ports\.ts && npm run build && /);
  });

  it('names every busy port, with what it is for, in one message, and exits non-zero', async () => {
    const env = await freeEnv();
    await occupy(Number(env.PORT));
    await occupy(Number(env.CAMPUSCALC_EMULATOR_HUB_PORT));
    const { code, output } = await startCheck(env);
    expect(code).toBe(1);
    expect(output).toContain(`port ${env.PORT} on 127.0.0.1, for the site (another port: PORT)`);
    expect(output).toContain(
      `port ${env.CAMPUSCALC_EMULATOR_HUB_PORT} on 127.0.0.1, for firebase-tools' emulator hub`,
    );
    expect(output).toContain('2 ports it needs are in use');
    // The free ones are not named.
    for (const free of [
      env.PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST,
      env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
    ]) {
      expect(output).not.toContain(`port ${free!.split(':')[1]} `);
    }
  });

  it('says nothing and exits 0 when every port is free', async () => {
    const env = await freeEnv();
    expect(await startCheck(env)).toEqual({ code: 0, output: '' });
  });
});
