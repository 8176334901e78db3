import { deleteApp } from 'firebase/app';
import { disableNetwork, enableNetwork } from 'firebase/firestore';
import { createServer, request as forward, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCloud, type Cloud } from '../src/app';
import { cloudFirestore } from '../src/firestore';
import { authHost, firestoreHost, projectId, sentSinceClear } from './emulators';
import { outOfBandCodes } from './verification';

/** Clouds for tests: one Firebase app per simulated user, against the run's emulators. */

const made: Cloud[] = [];

export function testCloud(auth = authHost()): Cloud {
  const project = projectId();
  const cloud = createCloud(
    {
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: `${project}.firebaseapp.com`,
        projectId: project,
      },
      emulators: { auth, firestore: firestoreHost() },
    },
    `test-${made.length}`,
  );
  made.push(cloud);
  return cloud;
}

/** Deletes the apps the test made, closing their connections. */
export async function disposeClouds(): Promise<void> {
  offline.clear();
  await Promise.all(made.splice(0).map((cloud) => deleteApp(cloud.app)));
}

/** Clouds a test took offline (`goOffline`), which a reconnect leaves offline. */
const offline = new Set<Cloud>();

/** The client of `cloud` loses the network, as a phone does, until `goOnline`. */
export async function goOffline(cloud: Cloud): Promise<void> {
  offline.add(cloud);
  await disableNetwork(cloudFirestore(cloud));
}

export async function goOnline(cloud: Cloud): Promise<void> {
  offline.delete(cloud);
  await enableNetwork(cloudFirestore(cloud));
}

/**
 * Closes and reopens the Firestore streams of every client online: listeners listen again and
 * unconfirmed writes are sent again at once (emulator-frames.ts).
 */
export async function reconnectClouds(): Promise<void> {
  await Promise.all(
    made
      .filter((cloud) => !offline.has(cloud))
      .map(async (cloud) => {
        await disableNetwork(cloudFirestore(cloud));
        await enableNetwork(cloudFirestore(cloud));
      }),
  );
}

/** The emulators' privileged access ('Bearer owner'), which the rules do not apply to. */
const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };

type FirestoreValue = Record<string, unknown>;

/** A document's fields in the REST form (`{ stringValue }`, `{ timestampValue }`...), or null. */
export async function readDocument(path: string): Promise<Record<string, FirestoreValue> | null> {
  const response = await fetch(
    `http://${firestoreHost()}/v1/projects/${projectId()}/databases/(default)/documents/${path}`,
    { headers: OWNER },
  );
  if (response.status === 404) return null;
  const body = (await response.json()) as { fields?: Record<string, FirestoreValue> };
  return body.fields ?? {};
}

/** A JavaScript value in the REST form; numbers with a fraction are doubles, others integers. */
function restValue(value: unknown): FirestoreValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  if (typeof value === 'object') {
    const entries = Object.entries(value).map(([key, each]) => [key, restValue(each)]);
    return { mapValue: { fields: Object.fromEntries(entries) } };
  }
  throw new Error(`no REST form for ${typeof value}`);
}

/**
 * Writes a document past the rules, as data of the earlier product (or of another client) would
 * be there already: plain JavaScript values, times as milliseconds. With `only`, just those
 * fields are written and the others kept.
 */
export async function writeDocument(
  path: string,
  data: Record<string, unknown>,
  only?: readonly string[],
): Promise<void> {
  const mask = only ? `?${only.map((field) => `updateMask.fieldPaths=${field}`).join('&')}` : '';
  const response = await fetch(
    `http://${firestoreHost()}/v1/projects/${projectId()}/databases/(default)/documents/${path}${mask}`,
    {
      method: 'PATCH',
      headers: OWNER,
      body: JSON.stringify({ fields: (restValue(data).mapValue as { fields: unknown }).fields }),
    },
  );
  if (!response.ok) throw new Error(`writing ${path}: HTTP ${response.status}`);
}

/** Deletes a document past the rules, as a client of an earlier version's rules could have. */
export async function deleteDocument(path: string): Promise<void> {
  const response = await fetch(
    `http://${firestoreHost()}/v1/projects/${projectId()}/databases/(default)/documents/${path}`,
    { method: 'DELETE', headers: OWNER },
  );
  if (!response.ok) throw new Error(`deleting ${path}: HTTP ${response.status}`);
}

async function authAdmin(operation: string, body: unknown): Promise<unknown> {
  const response = await fetch(
    `http://${authHost()}/identitytoolkit.googleapis.com/v1/projects/${projectId()}/${operation}`,
    { method: 'POST', headers: OWNER, body: JSON.stringify(body) },
  );
  if (!response.ok)
    throw new Error(`${operation}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

/** The account as the Auth emulator keeps it, or undefined when there is none. */
export async function lookupAccount(
  uid: string,
): Promise<
  { email?: string; displayName?: string; disabled?: boolean; emailVerified?: boolean } | undefined
> {
  const { users } = (await authAdmin('accounts:lookup', { localId: [uid] })) as {
    users?: { email?: string; displayName?: string; emailVerified?: boolean }[];
  };
  return users?.[0];
}

export async function disableAccount(uid: string): Promise<void> {
  await authAdmin('accounts:update', { localId: uid, disableUser: true });
}

/** The e-mails the Auth emulator would have sent (its out-of-band codes) since the last clear. */
export const sentEmails = async () => sentSinceClear(await outOfBandCodes(authHost(), projectId()));

/**
 * Turns e-mail enumeration protection on (as new real projects have it: sign-in errors merge into
 * one) or off (the emulator's default).
 */
export async function protectEmails(enabled: boolean): Promise<void> {
  const response = await fetch(`http://${authHost()}/emulator/v1/projects/${projectId()}/config`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } }),
  });
  if (!response.ok) throw new Error(`config: HTTP ${response.status}`);
}

/**
 * A proxy in front of the Auth emulator that answers chosen requests with a server error the
 * emulator never gives (it has no rate limit and no recent-login check), so the SDK's own
 * handling and this package's texts are exercised for them.
 */
export interface AuthFaultProxy {
  host: string;
  /** The next request whose URL contains `endpoint` (e.g. 'accounts:update') fails with `serverError`. */
  failNext(endpoint: string, serverError: string): void;
  close(): Promise<void>;
}

export async function startAuthFaultProxy(): Promise<AuthFaultProxy> {
  const [targetHost, targetPort] = authHost().split(':');
  const faults: { endpoint: string; serverError: string }[] = [];
  const server = createServer((request, response) => {
    const index = faults.findIndex(({ endpoint }) => request.url?.includes(endpoint));
    if (index >= 0 && request.method === 'POST') {
      const [{ serverError }] = faults.splice(index, 1) as [(typeof faults)[number]];
      request.resume();
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { code: 400, message: serverError, errors: [] } }));
      return;
    }
    const upstream = forward(
      {
        host: targetHost,
        port: targetPort,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer: IncomingMessage) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => response.destroy(error));
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    failNext: (endpoint, serverError) => void faults.push({ endpoint, serverError }),
    close: () => {
      // The SDK keeps connections alive; close would wait for them.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
