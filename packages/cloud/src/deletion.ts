import type { DeletionStep } from '../../core/src/account/deletion';
import type { Cloud } from './app';
import { leaveBrowser, type BrowserStorages } from './storage';

/** What a deletion step knows of the account being deleted. */
export interface DeletionContext {
  cloud: Cloud;
  uid: string;
  email: string | null;
  storages: BrowserStorages;
}

export type AccountDeletionStep = DeletionStep<DeletionContext>;

// Firestore loads when a deletion needs it, not with the account page.
const records = () => import('./user-records');

/**
 * This steps, in SPEC §7's order: they run after the steps of the features that keep data
 * of their own (profiles, shares: `createAuthService`'s `deletionSteps`), and the sign-in account
 * is deleted after all of them.
 */
export const USER_DELETION_STEPS: readonly AccountDeletionStep[] = [
  {
    name: 'e-mail lookup record',
    run: async ({ cloud, uid, email }) => (await records()).deleteEmailLookup(cloud, uid, email),
  },
  {
    name: 'user record',
    run: async ({ cloud, uid }) => (await records()).deleteUserRecord(cloud, uid),
  },
  // After the steps above, which need Firestore; deleting the account then signs out.
  { name: 'browser storage', run: ({ cloud, storages }) => leaveBrowser(cloud, storages) },
];
