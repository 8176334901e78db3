import type { AccountDeletionStep } from './deletion';

// Firestore loads when a deletion needs it, not with the account page.
const cleanup = () => import('./profile-cleanup');

/**
 * The account deletion steps of profiles, shares and public links (SPEC §6, §7), for
 * `createAuthService`'s `deletionSteps`: they run before the user record's steps. Each reads only
 * the user's own documents, whose share records name every counterpart document to clean up
 * (docs/decisions.md "Deletion by own records"), so the cost follows the user's data, not the
 * number of users. Shares go before the profiles so that the other side's records never point at a
 * deleted profile for longer than the deletion takes.
 */
export const PROFILE_DELETION_STEPS: readonly AccountDeletionStep[] = [
  {
    name: 'profiles shared with the user',
    run: async ({ cloud, uid }) => (await cleanup()).leaveIncomingShares(cloud, uid),
  },
  {
    name: "the user's shares",
    run: async ({ cloud, uid }) => (await cleanup()).deleteOutgoingShares(cloud, uid),
  },
  {
    name: 'public links',
    run: async ({ cloud, uid }) => (await cleanup()).deletePublicLinks(cloud, uid),
  },
  {
    name: 'profiles',
    run: async ({ cloud, uid }) => (await cleanup()).deleteOwnProfiles(cloud, uid),
  },
  {
    name: 'share lists',
    run: async ({ cloud, uid }) => (await cleanup()).deleteShareRoot(cloud, uid),
  },
];
