import type { FirebaseOptions } from 'firebase/app';

/**
 * Where the cloud lives: a real Firebase project when the build has PUBLIC_FIREBASE_* variables for
 * one, else the local emulators under a `demo-` project id, which can reach no real project.
 * Free of Firebase code, so reading it costs a page nothing.
 */

export interface CloudConfig {
  firebase: FirebaseOptions & { apiKey: string; authDomain: string; projectId: string };
  /** `host:port` of the Auth and Firestore emulators; null for a real project. */
  emulators: { auth: string; firestore: string } | null;
}

export const DEMO_PROJECT_ID = 'demo-campuscalc';

/** The emulators' addresses unless PUBLIC_FIREBASE_*_EMULATOR_HOST say otherwise (as firebase.json). */
const DEFAULT_EMULATORS = { auth: '127.0.0.1:9099', firestore: '127.0.0.1:8080' };

/** The configuration that variables named like the site's `import.meta.env` describe. */
export function cloudConfigFromEnv(env: Readonly<Record<string, unknown>>): CloudConfig {
  const read = (name: string) => {
    const value = env[`PUBLIC_FIREBASE_${name}`];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const projectId = read('PROJECT_ID') ?? DEMO_PROJECT_ID;
  const authDomain = read('AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`;
  if (projectId.startsWith('demo-')) {
    return {
      firebase: { apiKey: 'demo-api-key', authDomain, projectId },
      emulators: {
        auth: read('AUTH_EMULATOR_HOST') ?? DEFAULT_EMULATORS.auth,
        firestore: read('FIRESTORE_EMULATOR_HOST') ?? DEFAULT_EMULATORS.firestore,
      },
    };
  }
  const apiKey = read('API_KEY');
  if (!apiKey) {
    throw new Error(`PUBLIC_FIREBASE_API_KEY is needed for the Firebase project ${projectId}.`);
  }
  const optional = {
    appId: read('APP_ID'),
    storageBucket: read('STORAGE_BUCKET'),
    messagingSenderId: read('MESSAGING_SENDER_ID'),
  };
  return {
    firebase: {
      apiKey,
      authDomain,
      projectId,
      ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
    },
    emulators: null,
  };
}

/** The site's configuration, fixed at build time from its PUBLIC_FIREBASE_* variables. */
export function siteCloudConfig(): CloudConfig {
  return cloudConfigFromEnv(import.meta.env);
}
