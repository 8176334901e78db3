import type { TestProject } from 'vitest/node';
import { freePorts, startEmulators } from '../../../scripts/emulators.ts';

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
  const [firestorePort, authPort, hubPort, loggingPort] = await freePorts(4);
  const emulators = await startEmulators({
    projectId: 'demo-campuscalc-tests',
    firestorePort,
    authPort,
    hubPort,
    loggingPort,
    timeoutMs: 150_000,
  });
  project.provide('projectId', emulators.projectId);
  project.provide('firestoreHost', emulators.firestoreHost);
  project.provide('authHost', emulators.authHost);
  return () => emulators.stop();
}
