import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { clearEmulatorData } from '../../../scripts/emulators.ts';

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

/** Deletes every account and document of the emulators' project. */
export const clearProject = () =>
  clearEmulatorData({
    projectId: projectId(),
    firestoreHost: firestoreHost(),
    authHost: authHost(),
  });
