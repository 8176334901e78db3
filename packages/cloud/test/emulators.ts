import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { clearEmulatorData } from '../../../scripts/emulators.ts';
import type { OutOfBandCode } from './verification';
import { outOfBandCodes } from './verification';

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

/** The e-mails already sent when the project was last cleared. */
let sentBeforeClear = new Set<string>();

/**
 * Deletes every account and document of the emulators' project. The Auth emulator keeps the
 * e-mails it would have sent when its accounts are deleted, so they are noted: a test sees only
 * those sent since (`sentSinceClear`), whichever file ran before it.
 */
export async function clearProject(): Promise<void> {
  await clearEmulatorData({
    projectId: projectId(),
    firestoreHost: firestoreHost(),
    authHost: authHost(),
  });
  const codes = await outOfBandCodes(authHost(), projectId());
  sentBeforeClear = new Set(codes.map((code) => code.oobCode));
}

/** The e-mails among `codes` sent since the project was last cleared. */
export const sentSinceClear = (codes: readonly OutOfBandCode[]) =>
  codes.filter((code) => !sentBeforeClear.has(code.oobCode));
