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

/** `make` once per Firebase app, on first use (Auth and Firestore allow one instance per app). */
export function perApp<T>(make: (cloud: Cloud) => T): (cloud: Cloud) => T {
  const made = new WeakMap<FirebaseApp, T>();
  return (cloud) => {
    let instance = made.get(cloud.app);
    if (instance === undefined) {
      instance = make(cloud);
      made.set(cloud.app, instance);
    }
    return instance;
  };
}
