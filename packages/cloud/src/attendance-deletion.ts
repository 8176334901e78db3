import type { AccountDeletionStep } from './deletion';

// Firestore loads when a deletion needs it, not with the account page.
const store = () => import('./attendance-store');

/** The account deletion step of the attendance sheet (SPEC §7: every document of the user goes). */
export const ATTENDANCE_DELETION_STEPS: readonly AccountDeletionStep[] = [
  {
    name: 'attendance sheet',
    run: async ({ cloud, uid }) => (await store()).deleteAttendanceSheet(cloud, uid),
  },
];
