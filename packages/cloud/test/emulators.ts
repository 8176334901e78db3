import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

/** Helpers for tests against the emulators of the global setup. */

export const RULES = readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8');

export const projectId = () => inject('projectId');
export const firestoreHost = () => inject('firestoreHost');
export const authHost = () => inject('authHost');

/** `{ host, port }` of a `host:port`. */
export function hostAndPort(hostPort: string): { host: string; port: number } {
  const [host, port] = hostPort.split(':');
  return { host: host!, port: Number(port) };
}

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

/** Deletes every account and document of the emulators' project (their REST endpoints). */
export async function clearProject(): Promise<void> {
  await Promise.all([
    fetch(`http://${authHost()}/emulator/v1/projects/${projectId()}/accounts`, {
      method: 'DELETE',
    }).then((response) => expectOk(response, 'clearing the Auth emulator')),
    fetch(
      `http://${firestoreHost()}/emulator/v1/projects/${projectId()}/databases/(default)/documents`,
      { method: 'DELETE' },
    ).then((response) => expectOk(response, 'clearing the Firestore emulator')),
  ]);
}
