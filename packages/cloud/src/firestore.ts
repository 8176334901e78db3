import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { onReleaseUserData, perApp } from './app';

/**
 * Firestore of the cloud's app, connected to the emulator when the config names one. Offline first
 * (docs/decisions.md "Offline first"): in the browser a persistent cache that the tabs share; Node
 * has no IndexedDB.
 */
export const cloudFirestore = perApp((cloud): Firestore => {
  const db = initializeFirestore(cloud.app, {
    localCache:
      typeof indexedDB === 'undefined'
        ? memoryLocalCache()
        : persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
  });
  if (cloud.config.emulators) {
    const [host, port] = cloud.config.emulators.firestore.split(':');
    connectFirestoreEmulator(db, host!, Number(port));
  }
  // Its cache holds the user's profiles: closed here so that it can be deleted (storage.ts).
  onReleaseUserData(cloud, async () => {
    cloudFirestore.forget(cloud);
    await terminate(db);
  });
  return db;
});
