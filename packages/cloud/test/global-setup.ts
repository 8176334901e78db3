import type { TestProject } from 'vitest/node';
import { startEmulatorsOnFreePorts, type RunningEmulators } from '../../../scripts/emulators.ts';

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

// One pair of emulators for the run's two projects (vitest.config.ts), which set up one by one
// from this one module: started by the first, stopped after the last.
let running: Promise<RunningEmulators> | undefined;
let projects = 0;

/** Starts the Firestore and Auth emulators for the whole run and stops them after it. */
export default async function setup(project: TestProject) {
  projects += 1;
  running ??= startEmulatorsOnFreePorts('demo-campuscalc-tests');
  const emulators = await running;
  project.provide('projectId', emulators.projectId);
  project.provide('firestoreHost', emulators.firestoreHost);
  project.provide('authHost', emulators.authHost);
  return async () => {
    projects -= 1;
    if (projects === 0) await emulators.stop();
  };
}
