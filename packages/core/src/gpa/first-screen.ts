import type { ScaleChoice } from './model';
import { createDefaultProfile } from './profiles';
import type { GpaStoreSnapshot } from './store';
import { LOADING_SNAPSHOT } from './store-state';

/** Fixed ids: the build's markup and the hydration of it must render the same profile. */
const FIXED_IDS = { now: () => 1, random: () => 0.5 };

/**
 * What a calculator on the device shows before its saved data is read: the empty profile a first
 * visit gets (SPEC §4 "First load"), on the scale new profiles start on. The build renders it, so
 * the page's HTML holds the whole first screen and its subject form takes typing before any script
 * runs; the element hydrates it, then shows the saved data. It is never saved.
 */
export function firstScreenSnapshot(scale?: ScaleChoice): GpaStoreSnapshot {
  const owner = { displayName: null, email: null, userId: null };
  return {
    ...LOADING_SNAPSHOT,
    status: 'ready',
    profiles: [createDefaultProfile(owner, FIXED_IDS, scale)],
  };
}
