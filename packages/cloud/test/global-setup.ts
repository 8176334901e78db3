import type { TestProject } from 'vitest/node';
import { startEmulatorsOnFreePorts } from '../../../scripts/emulators.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The emulators' project: the Auth emulator serves every client SDK call from it (the API key
     * names no project), so tests that sign in use it for Firestore too.
     */
    projectId: string;
    /** `host:port` of the emulators this run started. */
    firestoreHost: string;
    authHost: string;
  }
}

/** Starts the Firestore and Auth emulators for the whole run and stops them after it. */
export default async function setup(project: TestProject) {
  const emulators = await startEmulatorsOnFreePorts('demo-campuscalc-tests');
  project.provide('projectId', emulators.projectId);
  project.provide('firestoreHost', emulators.firestoreHost);
  project.provide('authHost', emulators.authHost);
  return () => emulators.stop();
}
