import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import type { CloudConfig } from './config';

/** A Firebase app and the configuration it was made from. */
export interface Cloud {
  readonly config: CloudConfig;
  readonly app: FirebaseApp;
}

/**
 * The Firebase app for `config`, made once per name. The site uses the default name; Node tests
 * make one app per simulated user, because an app has one signed-in user at a time.
 */
export function createCloud(config: CloudConfig, name = '[DEFAULT]'): Cloud {
  const app =
    getApps().find((existing) => existing.name === name) ?? initializeApp(config.firebase, name);
  return { config, app };
}

/**
 * `make` once per Firebase app, on first use (Auth and Firestore allow one instance per app);
 * `forget` lets the next use make a new one (after Firestore is terminated).
 */
export function perApp<T>(
  make: (cloud: Cloud) => T,
): ((cloud: Cloud) => T) & { forget(cloud: Cloud): void } {
  const made = new WeakMap<FirebaseApp, T>();
  const get = (cloud: Cloud) => {
    let instance = made.get(cloud.app);
    if (instance === undefined) {
      instance = make(cloud);
      made.set(cloud.app, instance);
    }
    return instance;
  };
  return Object.assign(get, { forget: (cloud: Cloud) => void made.delete(cloud.app) });
}

const releases = new WeakMap<FirebaseApp, Set<() => Promise<void>>>();

/**
 * Registers how a part of Firebase that keeps the user's data in this browser (Firestore's cache)
 * lets go of it when the user leaves (SPEC §4: logout clears local data); see `releaseUserData`.
 * Registered as the part starts, so a page that never loaded it loads nothing to release it.
 */
export function onReleaseUserData(cloud: Cloud, release: () => Promise<void>): void {
  const registered = releases.get(cloud.app) ?? new Set();
  releases.set(cloud.app, registered);
  registered.add(release);
}

/**
 * Runs, once each, what `onReleaseUserData` registered for this app, the latest first: what was
 * built on Firestore (a store following it) lets go before Firestore itself shuts down.
 */
export async function releaseUserData(cloud: Cloud): Promise<void> {
  const registered = [...(releases.get(cloud.app) ?? [])];
  releases.delete(cloud.app);
  for (const release of registered.reverse()) await release();
}
