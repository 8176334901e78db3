import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { cloudConfigFromEnv } from '../../packages/cloud/src/config.ts';
import { startEmulators } from '../../scripts/emulators.ts';
import { freePorts } from '../../scripts/ports.ts';
import { startStaticServer } from '../../scripts/static-server.ts';
import type { Device } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    /** The project and `host:port`s of the emulators the built site talks to. */
    projectId: string;
    authHost: string;
    firestoreHost: string;
    /** The device this project's journeys run on (vitest.config.ts). */
    device: Device;
  }
}

/**
 * Serves dist/site (or the build SITE_OUT_DIR names) for the whole run and starts the emulators it
 * was built for: the same PUBLIC_FIREBASE_* variables decide both (unset: firebase.json's ports), so
 * a run with other ports builds and tests with the same variables.
 */
export default async function setup(project: TestProject) {
  const site = process.env.SITE_OUT_DIR ?? 'dist/site';
  const root = resolve(fileURLToPath(new URL('../../', import.meta.url)), site);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`${site} is missing: run \`npm run build\` before the end-to-end tests.`);
  }
  const { firebase, emulators: hosts } = cloudConfigFromEnv(process.env);
  if (!hosts) {
    throw new Error(
      `The end-to-end tests run against the local emulators, not the Firebase project ${firebase.projectId}: unset PUBLIC_FIREBASE_PROJECT_ID and build again.`,
    );
  }
  // startEmulators reads the same variables for the Auth and Firestore ports.
  const [hubPort, loggingPort] = await freePorts(2);
  const emulators = await startEmulators({
    projectId: firebase.projectId,
    hubPort,
    loggingPort,
    timeoutMs: 150_000,
  });
  const server = await startStaticServer(root);
  project.provide('siteUrl', server.url);
  project.provide('projectId', emulators.projectId);
  project.provide('authHost', emulators.authHost);
  project.provide('firestoreHost', emulators.firestoreHost);
  return async () => {
    await server.close();
    await emulators.stop();
  };
}
