import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { cloudConfigFromEnv } from '../packages/cloud/src/config.ts';
import type { Scenario } from './firestore-scenarios.ts';
import {
  clearEmulatorData,
  startEmulatorsOnFreePorts,
  type RunningEmulators,
} from './emulators.ts';

/**
 * Firestore document reads and writes of the app's scenarios (scripts/firestore-scenarios.ts), as
 * packages/cloud/src/meter.ts counts them, for `npm run bench`, or alone:
 * `node scripts/bench-firestore.ts`. It starts emulators of its own on free ports, and runs every
 * scenario in a database of 1,000 and then of 10,000 other users, each with a user record, a
 * profile and a share with the next user: what a user's own work costs must not grow with the
 * number of users (docs/decisions.md "Deletion by own records").
 */

export const DATABASE_SIZES: readonly number[] = [1_000, 10_000];

export interface FirestoreOperationCount {
  scenario: string;
  /** The other users in the database. */
  users: number;
  reads: number;
  writes: number;
  /** The size of the documents read (packages/cloud meter.ts). */
  bytes: number;
}

const root = fileURLToPath(new URL('../', import.meta.url));
const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };
/** The seeding commits: Firestore takes 500 writes a commit; a few at once keep the emulator busy. */
const COMMIT_LIMIT = 500;
const PARALLEL_COMMITS = 4;

type RestValue = Record<string, unknown>;
const text = (value: string): RestValue => ({ stringValue: value });
const map = (fields: Record<string, RestValue>): RestValue => ({ mapValue: { fields } });
const list = (values: RestValue[]): RestValue => ({ arrayValue: { values } });

/** User `index` of `users`, as [path, fields] in the REST form: their record, profile and share. */
function otherUser(index: number, users: number): [string, Record<string, RestValue>][] {
  const uid = `user-${index}`;
  const next = `user-${(index + 1) % users}`;
  const shareId = `share-${index}`;
  const share = {
    shareId: text(shareId),
    profileId: text('default'),
    profileName: text(`${uid} (Default)`),
    ownerUserId: text(uid),
    targetUserId: text(next),
    targetUserEmail: text(`${next}@bench.example`),
    permission: text('read'),
    isActive: { booleanValue: true },
  };
  return [
    [`users/${uid}`, { email: text(`${uid}@bench.example`), displayName: text(uid) }],
    [
      `users/${uid}/profiles/default`,
      {
        name: text(`${uid} (Default)`),
        isDefault: { booleanValue: true },
        userId: text(uid),
        semesters: map({}),
        permissions: map({ [uid]: text('owner'), [next]: text('read') }),
        collaborators: list([text(uid), text(next)]),
      },
    ],
    [`userShares/${uid}/outgoing/${shareId}`, share],
    [`userShares/${next}/incoming/${shareId}`, share],
  ];
}

/** Writes the other users with the emulator's privileged REST access, 500 documents a commit. */
async function seedUsers(emulators: RunningEmulators, users: number): Promise<void> {
  const database = `projects/${emulators.projectId}/databases/(default)`;
  const documents = Array.from({ length: users }, (_, index) => otherUser(index, users)).flat();
  const commits: (typeof documents)[] = [];
  for (let start = 0; start < documents.length; start += COMMIT_LIMIT) {
    commits.push(documents.slice(start, start + COMMIT_LIMIT));
  }
  const commit = async (writes: typeof documents) => {
    const response = await fetch(
      `http://${emulators.firestoreHost}/v1/${database}/documents:commit`,
      {
        method: 'POST',
        headers: OWNER,
        body: JSON.stringify({
          writes: writes.map(([path, fields]) => ({
            update: { name: `${database}/documents/${path}`, fields },
          })),
        }),
      },
    );
    if (!response.ok) {
      throw new Error(`seeding users: HTTP ${response.status} ${await response.text()}`);
    }
  };
  const worker = async () => {
    for (let next = commits.shift(); next; next = commits.shift()) await commit(next);
  };
  await Promise.all(Array.from({ length: PARALLEL_COMMITS }, worker));
}

/** Every scenario's figures in each database size. */
export async function firestoreOperationCounts(
  sizes: readonly number[] = DATABASE_SIZES,
): Promise<FirestoreOperationCount[]> {
  const emulators = await startEmulatorsOnFreePorts('demo-campuscalc-bench');
  // The scenarios run the packages' code, whose imports only Vite resolves (see the scenarios).
  const vite = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false },
  });
  try {
    const { SCENARIOS } = (await vite.ssrLoadModule('/scripts/firestore-scenarios.ts')) as {
      SCENARIOS: readonly Scenario[];
    };
    const config = cloudConfigFromEnv({
      PUBLIC_FIREBASE_PROJECT_ID: emulators.projectId,
      PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: emulators.authHost,
      PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST: emulators.firestoreHost,
    });
    const counts: FirestoreOperationCount[] = [];
    for (const users of sizes) {
      await clearEmulatorData(emulators);
      await seedUsers(emulators, users);
      for (const scenario of SCENARIOS) {
        const { reads, writes, bytes } = await scenario.run(config);
        counts.push({ scenario: scenario.name, users, reads, writes, bytes });
      }
    }
    return counts;
  } finally {
    await vite.close();
    await emulators.stop();
  }
}

/** The scenarios whose figures differ between database sizes (none, as it should be). */
export function growingScenarios(counts: readonly FirestoreOperationCount[]): string[] {
  const scenarios = [...new Set(counts.map(({ scenario }) => scenario))];
  return scenarios.filter((scenario) => {
    const figures = counts
      .filter((count) => count.scenario === scenario)
      .map(({ reads, writes }) => `${reads}/${writes}`);
    return new Set(figures).size > 1;
  });
}

/** The table `npm run bench` prints, with the verdict on the sizes. */
export function describeFirestoreOperations(counts: readonly FirestoreOperationCount[]): string[] {
  const number = (value: number) => value.toLocaleString('en').padStart(7);
  const growing = growingScenarios(counts);
  const sizes = [...new Set(counts.map(({ users }) => users.toLocaleString('en')))].join(' and ');
  const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`.padStart(10);
  return [
    `  ${'scenario'.padEnd(58)} ${'users'.padStart(7)}   reads  writes  ${'read'.padStart(8)}`,
    ...counts.map(
      ({ scenario, users, reads, writes, bytes }) =>
        `  ${scenario.padEnd(58)} ${number(users)} ${number(reads)} ${number(writes)} ${kilobytes(bytes)}`,
    ),
    growing.length === 0
      ? `  The same figures with ${sizes} other users: yes`
      : `  The same figures with ${sizes} other users: NO, they grow in ${growing.join('; ')}`,
  ];
}

if (import.meta.main) {
  console.log('Firestore operations: document reads and writes');
  for (const line of describeFirestoreOperations(await firestoreOperationCounts())) {
    console.log(line);
  }
}
