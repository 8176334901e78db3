import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { cloudConfigFromEnv, DEMO_PROJECT_ID } from '../packages/cloud/src/config.ts';
import { busyPorts, busyPortsMessage, freePorts, portAnswers, type PortNeed } from './ports.ts';
import {
  launch,
  removeNow,
  removeOnExit,
  stopGroup,
  waitUntilReady,
  type Launched,
} from './process-groups.ts';

/**
 * The local Firebase services (docs/decisions.md "Tests in the users' conditions, performance in
 * the bench"): the Firestore emulator of the Google Cloud CLI (Java 17 is enough), else
 * firebase-tools' own (Java 21), loaded with firestore.rules, and firebase-tools' Auth emulator. `npm start`, the cloud tests and `npm run emulators` use them.
 *
 * Each runs in a process group of its own (scripts/process-groups.ts).
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FIREBASE_CLI = join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js');
const FIREBASE_JSON = join(ROOT, 'firebase.json');
const FIREBASE_TOOLS_MIN_JAVA = 21;

/**
 * The Firestore emulator's JVM compiles only its hottest code: runs are minutes long, and at the
 * default thresholds its optimising compiler took about 40 % of the emulator's CPU in the cloud
 * suite (docs/decisions.md "The test run in two lanes").
 */
const javaEnv = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  ...env,
  JAVA_TOOL_OPTIONS: [env.JAVA_TOOL_OPTIONS, '-XX:CompileThresholdScaling=10']
    .filter(Boolean)
    .join(' '),
});

export interface EmulatorOptions {
  /** Must begin with `demo-`, so that nothing can reach a real project. */
  projectId?: string;
  host?: string;
  firestorePort?: number;
  authPort?: number;
  /** firebase-tools' hub and logging ports: give concurrent runs different ones. */
  hubPort?: number;
  loggingPort?: number;
  rulesFile?: string;
  /** How long each emulator may take to answer. */
  timeoutMs?: number;
}

export interface RunningEmulators {
  projectId: string;
  /** `host:port`, the form of FIRESTORE_EMULATOR_HOST and the site's PUBLIC_FIREBASE_* variables. */
  firestoreHost: string;
  authHost: string;
  /** Which Firestore emulator serves: the Google Cloud CLI's or firebase-tools' own. */
  firestoreEmulator: 'gcloud' | 'firebase-tools';
  /** Stops both and resolves once their ports refuse connections. Safe to call more than once. */
  stop(): Promise<void>;
}

interface Endpoint {
  host: string;
  port: number;
}

interface Settings {
  projectId: string;
  firestore: Endpoint;
  auth: Endpoint;
  hub: Endpoint;
  logging: Endpoint;
  rulesFile: string;
  timeoutMs: number;
}

interface FirebaseJson {
  emulators: Record<'auth' | 'firestore' | 'hub' | 'logging', Endpoint>;
  firestore: { rules: string };
}

const readFirebaseJson = () => JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')) as FirebaseJson;

/** `host:port` from a variable such as PUBLIC_FIREBASE_AUTH_EMULATOR_HOST. */
function parseHostPort(value: string | undefined, name: string): Partial<Endpoint> {
  if (!value) return {};
  const match = /^(.+):(\d+)$/.exec(value);
  if (!match) throw new Error(`${name} must be host:port, e.g. 127.0.0.1:8080 (it is "${value}").`);
  return { host: match[1]!, port: Number(match[2]) };
}

function parsePort(value: string | undefined, name: string): number | undefined {
  if (!value) return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a port number (it is "${value}").`);
  return Number(value);
}

/** Options win over the environment, the environment over firebase.json. */
function resolveSettings(options: EmulatorOptions, env: NodeJS.ProcessEnv): Settings {
  const config = readFirebaseJson();
  const defaults = config.emulators;
  const envProject = env.PUBLIC_FIREBASE_PROJECT_ID;
  const projectId =
    options.projectId ?? (envProject?.startsWith('demo-') ? envProject : DEMO_PROJECT_ID);
  if (!projectId.startsWith('demo-')) {
    throw new Error(`The emulators run demo- projects only, not "${projectId}".`);
  }
  const endpoint = (
    name: keyof FirebaseJson['emulators'],
    fromEnv: Partial<Endpoint>,
    port: number | undefined,
  ): Endpoint => ({
    host: options.host ?? fromEnv.host ?? defaults[name].host,
    port: port ?? fromEnv.port ?? defaults[name].port,
  });
  return {
    projectId,
    firestore: endpoint(
      'firestore',
      parseHostPort(
        env.PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST,
        'PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST',
      ),
      options.firestorePort,
    ),
    auth: endpoint(
      'auth',
      parseHostPort(env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST, 'PUBLIC_FIREBASE_AUTH_EMULATOR_HOST'),
      options.authPort,
    ),
    hub: endpoint(
      'hub',
      {},
      options.hubPort ??
        parsePort(env.CAMPUSCALC_EMULATOR_HUB_PORT, 'CAMPUSCALC_EMULATOR_HUB_PORT'),
    ),
    logging: endpoint(
      'logging',
      {},
      options.loggingPort ??
        parsePort(env.CAMPUSCALC_EMULATOR_LOGGING_PORT, 'CAMPUSCALC_EMULATOR_LOGGING_PORT'),
    ),
    rulesFile: options.rulesFile ?? join(ROOT, config.firestore.rules),
    timeoutMs: options.timeoutMs ?? 90_000,
  };
}

async function waitUntilRefused(endpoints: Endpoint[]): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (const endpoint of endpoints) {
    while (await portAnswers(endpoint)) {
      if (Date.now() > deadline) {
        throw new Error(`Port ${endpoint.port} still answers after the emulators stopped.`);
      }
      await sleep(100);
    }
  }
}

const execFileAsync = promisify(execFile);

/** The Google Cloud CLI's Firestore emulator script, or why there is none. */
async function findGcloudFirestore(): Promise<{ path: string } | { missing: string }> {
  let sdkRoot: string;
  try {
    const { stdout } = await execFileAsync(
      'gcloud',
      ['info', '--format=value(installation.sdk_root)'],
      { timeout: 30_000 },
    );
    sdkRoot = stdout.trim();
  } catch (error) {
    const notFound = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return {
      missing: notFound
        ? 'the Google Cloud CLI (gcloud) is not on PATH'
        : `\`gcloud info\` failed: ${(error as Error).message}`,
    };
  }
  const path = join(sdkRoot, 'platform/cloud-firestore-emulator/cloud_firestore_emulator');
  if (existsSync(path)) return { path };
  return {
    missing:
      `the Google Cloud CLI has no Firestore emulator (${path} is missing; install the ` +
      '`cloud-firestore-emulator` component, e.g. the google-cloud-cli-firestore-emulator package)',
  };
}

/** The major version of `java` on PATH, or null when there is none. */
async function javaMajorVersion(): Promise<number | null> {
  try {
    const { stdout, stderr } = await execFileAsync('java', ['-version'], { timeout: 30_000 });
    const match = /version "(\d+)(?:\.(\d+))?/.exec(stderr + stdout);
    if (!match) return null;
    // Java 8 and older call themselves 1.x.
    return match[1] === '1' ? Number(match[2]) : Number(match[1]);
  } catch {
    return null;
  }
}

/** A firebase.json for firebase-tools: the repo's, with this run's ports and an absolute rules path. */
async function firebaseToolsConfig(settings: Settings, dir: string): Promise<string> {
  const base = readFirebaseJson();
  const config = {
    ...base,
    firestore: { ...base.firestore, rules: settings.rulesFile },
    emulators: {
      ...base.emulators,
      auth: settings.auth,
      firestore: settings.firestore,
      hub: settings.hub,
      logging: settings.logging,
    },
  };
  const file = join(dir, 'firebase.json');
  await writeFile(file, JSON.stringify(config, null, 2));
  return file;
}

const hostPort = ({ host, port }: Endpoint) => `${host}:${port}`;

const portNeeds = ({ firestore, auth, hub, logging }: Settings): PortNeed[] => [
  {
    what: 'the Firestore emulator',
    ...firestore,
    variable: 'PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST',
  },
  { what: 'the Auth emulator', ...auth, variable: 'PUBLIC_FIREBASE_AUTH_EMULATOR_HOST' },
  { what: "firebase-tools' emulator hub", ...hub, variable: 'CAMPUSCALC_EMULATOR_HUB_PORT' },
  {
    what: "firebase-tools' logging emulator",
    ...logging,
    variable: 'CAMPUSCALC_EMULATOR_LOGGING_PORT',
  },
];

/** The ports the emulators would listen on with these variables (checked before a build). */
export const emulatorPortNeeds = (env: NodeJS.ProcessEnv = process.env): PortNeed[] =>
  portNeeds(resolveSettings({}, env));

/** Starts the Firestore and Auth emulators and resolves once both answer. */
export async function startEmulators(
  options: EmulatorOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningEmulators> {
  const settings = resolveSettings(options, env);
  const busy = await busyPorts(portNeeds(settings));
  if (busy.length > 0) throw new Error(busyPortsMessage(busy));

  const gcloud = await findGcloudFirestore();
  if ('missing' in gcloud) {
    const java = await javaMajorVersion();
    if (java === null || java < FIREBASE_TOOLS_MIN_JAVA) {
      throw new Error(
        `Cannot start a Firestore emulator: ${gcloud.missing}, and firebase-tools' own Firestore ` +
          `emulator needs Java ${FIREBASE_TOOLS_MIN_JAVA} or newer (${
            java === null ? 'no java is on PATH' : `java on PATH is Java ${java}`
          }).`,
      );
    }
  }

  const dir = await mkdtemp(join(tmpdir(), 'campuscalc-emulators-'));
  removeOnExit(dir);
  const launched: Launched[] = [];
  if ('path' in gcloud) {
    launched.push(
      launch(
        'The Firestore emulator (Google Cloud CLI)',
        gcloud.path,
        [
          'start',
          `--host=${settings.firestore.host}`,
          `--port=${settings.firestore.port}`,
          `--rules=${settings.rulesFile}`,
        ],
        dir,
        javaEnv(process.env),
        'SIGTERM',
      ),
    );
  }
  const only = 'path' in gcloud ? 'auth' : 'auth,firestore';
  launched.push(
    launch(
      `firebase-tools (${only})`,
      process.execPath,
      [
        FIREBASE_CLI,
        'emulators:start',
        '--only',
        only,
        '--project',
        settings.projectId,
        '--config',
        await firebaseToolsConfig(settings, dir),
      ],
      dir,
      // TMPDIR: the hub's locator file is named after the project, so concurrent runs of one
      // project would overwrite each other's.
      { ...javaEnv(process.env), TMPDIR: dir, NO_COLOR: '1', NO_UPDATE_NOTIFIER: '1' },
      'SIGINT',
    ),
  );
  const firestoreProcess = launched[0]!;
  const authProcess = launched[launched.length - 1]!;

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      await Promise.all(launched.map(stopGroup));
      removeNow(dir);
      await waitUntilRefused([settings.firestore, settings.auth]);
    })());

  try {
    await Promise.all([
      waitUntilReady(
        firestoreProcess,
        `http://${hostPort(settings.firestore)}/`,
        (body) => body.trim() === 'Ok',
        settings.timeoutMs,
      ),
      waitUntilReady(
        authProcess,
        `http://${hostPort(settings.auth)}/`,
        (body) => {
          try {
            return (
              (JSON.parse(body) as { authEmulator?: { ready?: boolean } }).authEmulator?.ready ===
              true
            );
          } catch {
            return false;
          }
        },
        settings.timeoutMs,
      ),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    projectId: settings.projectId,
    firestoreHost: hostPort(settings.firestore),
    authHost: hostPort(settings.auth),
    firestoreEmulator: 'path' in gcloud ? 'gcloud' : 'firebase-tools',
    stop,
  };
}

/**
 * Emulators of a project of their own on ports that were free a moment ago, for runs that must not
 * disturb a running `npm start` or each other (the cloud tests, the bench).
 */
export async function startEmulatorsOnFreePorts(projectId: string): Promise<RunningEmulators> {
  const [firestorePort, authPort, hubPort, loggingPort] = await freePorts(4);
  return startEmulators({
    projectId,
    firestorePort,
    authPort,
    hubPort,
    loggingPort,
    // The emulators start slowly on a busy two-core machine.
    timeoutMs: 150_000,
  });
}

/** Deletes every account and document of the emulators' project (their REST endpoints). */
export async function clearEmulatorData({
  projectId,
  firestoreHost,
  authHost,
}: Pick<RunningEmulators, 'projectId' | 'firestoreHost' | 'authHost'>): Promise<void> {
  // The Firestore emulator now and then answers a clear with 499 CANCELLED ('call already
  // cancelled') while the previous test's clients close their streams; clearing is idempotent, so
  // it is asked again, up to three times.
  const clear = async (url: string, what: string) => {
    for (let attempt = 1; ; attempt += 1) {
      const response = await fetch(url, { method: 'DELETE' });
      if (response.ok) return;
      const text = await response.text();
      if (response.status !== 499 || attempt === 3) {
        throw new Error(`clearing ${what}: HTTP ${response.status} ${text}`);
      }
      await sleep(200);
    }
  };
  await Promise.all([
    clear(`http://${authHost}/emulator/v1/projects/${projectId}/accounts`, 'the Auth emulator'),
    clear(
      `http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
      'the Firestore emulator',
    ),
  ]);
}

/** Lines that tell where the emulators are, for `npm start` and `npm run emulators`. */
export function describeEmulators(emulators: RunningEmulators): string[] {
  const firestoreKind =
    emulators.firestoreEmulator === 'gcloud' ? 'Google Cloud CLI' : 'firebase-tools';
  return [
    `Auth emulator:      http://${emulators.authHost}  (project ${emulators.projectId})`,
    `Firestore emulator: http://${emulators.firestoreHost}  (${firestoreKind}, firestore.rules)`,
  ];
}

/**
 * The emulators a site served here talks to (`npm start`, `npm run dev`), their addresses printed;
 * none when PUBLIC_FIREBASE_* variables name a real project. If they cannot start, the process ends
 * with the reason.
 */
export async function startSiteEmulators(): Promise<RunningEmulators | null> {
  if (cloudConfigFromEnv(process.env).emulators === null) return null;
  const emulators = await startEmulators().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
  for (const line of describeEmulators(emulators)) console.log(line);
  return emulators;
}

// `npm run emulators`: runs both until Ctrl+C.
if (import.meta.main) {
  try {
    const emulators = await startEmulators();
    for (const line of describeEmulators(emulators)) console.log(line);
    console.log('Ctrl+C stops them.');
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
