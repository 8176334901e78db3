/**
 * The profile drawer's texts in English (SPEC §2 "Profile drawer"): its sections, each profile's
 * line and buttons, and the dialogs it opens to create, delete and leave profiles. Loaded with the
 * drawer; the dialogs opened from it (a damaged profile's, the share dialog) use them too.
 */
import { textModule } from '#core/i18n/texts.ts';

export const drawerTexts = textModule('gpa-drawer', {
  profiles: 'Profiles',
  myProfiles: 'My Profiles',
  /** '1 semester', '2 semesters': a profile's line, and the question before deleting it. */
  semesters: (count: number) => `${count} ${count === 1 ? 'semester' : 'semesters'}`,
  shareNamed: (name: string) => `Share ${name}`,
  deleteNamed: (name: string) => `Delete ${name}`,
  /** The badge of a profile shared with so many people. */
  sharedCount: (count: string) => `Shared (${count})`,
  damaged: 'Damaged',
  addProfile: 'Add Profile',
  sharedWithMe: 'Shared With Me',
  noneShared: 'No profiles are shared with you yet',
  copyNamed: (name: string) => `Copy ${name} to my account`,
  leaveNamed: (name: string) => `Leave ${name}`,
  showMore: 'Show more',
  sharedOut: 'Shared Profiles',
  noneOut: 'You have not shared any profiles',
  stopSharing: (profile: string, target: string) => `Stop sharing ${profile} with ${target}`,
  // The dialogs.
  newProfile: 'New profile',
  profileName: 'Profile name',
  nameExample: 'e.g. B.Tech CSE',
  create: 'Create',
  cancel: 'Cancel',
  leaveTitle: 'Leave shared profile',
  leave: 'Leave',
  deleteTitle: 'Delete profile',
  delete: 'Delete',
  deleteAsk: (name: string, semesters: string) =>
    `Delete ${name} with its ${semesters}? This cannot be undone.`,
});

export type DrawerTexts = typeof drawerTexts.en;
