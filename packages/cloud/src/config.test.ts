import { describe, expect, it } from 'vitest';
import { cloudConfigFromEnv, DEMO_PROJECT_ID } from './config';

describe('cloudConfigFromEnv', () => {
  it('uses the emulators under a demo project without variables', () => {
    expect(cloudConfigFromEnv({})).toEqual({
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
        projectId: DEMO_PROJECT_ID,
      },
      emulators: { auth: '127.0.0.1:9099', firestore: '127.0.0.1:8080' },
    });
  });

  it('takes the emulator addresses and a demo project id from the variables', () => {
    const config = cloudConfigFromEnv({
      PUBLIC_FIREBASE_PROJECT_ID: 'demo-other',
      PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:19099',
      PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST: ' localhost:18080 ',
      PUBLIC_FIREBASE_API_KEY: 'ignored for demo projects',
    });
    expect(config.firebase.projectId).toBe('demo-other');
    expect(config.firebase.apiKey).toBe('demo-api-key');
    expect(config.emulators).toEqual({ auth: '127.0.0.1:19099', firestore: 'localhost:18080' });
  });

  it('talks to a real project when its variables are set', () => {
    expect(
      cloudConfigFromEnv({
        PUBLIC_FIREBASE_PROJECT_ID: 'campuscalc-prod',
        PUBLIC_FIREBASE_API_KEY: 'AIza-key',
        PUBLIC_FIREBASE_APP_ID: '1:2:web:3',
        PUBLIC_FIREBASE_STORAGE_BUCKET: '',
        PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toEqual({
      firebase: {
        apiKey: 'AIza-key',
        authDomain: 'campuscalc-prod.firebaseapp.com',
        projectId: 'campuscalc-prod',
        appId: '1:2:web:3',
      },
      emulators: null,
    });
    expect(
      cloudConfigFromEnv({
        PUBLIC_FIREBASE_PROJECT_ID: 'campuscalc-prod',
        PUBLIC_FIREBASE_API_KEY: 'k',
        PUBLIC_FIREBASE_AUTH_DOMAIN: 'accounts.campuscalc.example',
      }).firebase.authDomain,
    ).toBe('accounts.campuscalc.example');
  });

  it('says which variable a real project lacks', () => {
    expect(() => cloudConfigFromEnv({ PUBLIC_FIREBASE_PROJECT_ID: 'campuscalc-prod' })).toThrow(
      'PUBLIC_FIREBASE_API_KEY is needed for the Firebase project campuscalc-prod.',
    );
  });
});
