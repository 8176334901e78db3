import type {
  DamagedProfile,
  Profile,
  ProfileEdit,
  PublicLink,
  PublicLinkOptions,
  ScaleChoice,
  ShareEntry,
  SharedProfile,
  SharePermission,
} from './model';

/**
 * The GPA store port (docs/architecture.md "The GPA store port"): the one interface
 * `<gpa-calculator>` talks to. The element's default store keeps profiles on the device
 * (localStorage); the site hands the same component a Firestore store for signed-in users. Types
 * only (the element's TypeScript declarations include this file): implementations live with their
 * I/O, what they share in store-state.ts.
 */

export interface GpaStoreSnapshot {
  /** 'loading' until the first data arrives. */
  status: 'loading' | 'ready';
  /** The user's own profiles, in no particular order (the UI sorts with `sortProfiles`). */
  profiles: readonly Profile[];
  /**
   * Profiles others shared with the user, the most recently shared first (empty for stores
   * without sharing). A cloud store lists a page of them: `moreSharedWithMe` says there are more,
   * and `sharing.showMoreShared()` lists the next page.
   */
  sharedWithMe: readonly SharedProfile[];
  moreSharedWithMe: boolean;
  /** The user's shares of their own profiles (empty for stores without sharing). */
  outgoingShares: readonly ShareEntry[];
  /** The user's public links (empty for stores without sharing). */
  publicLinks: readonly PublicLink[];
  /**
   * Profiles the reader refuses, own and shared with the user (`share` set), kept rather than
   * dropped (damaged-profile.ts): the UI lists them as damaged, to export, repair or delete.
   */
  damagedProfiles: readonly DamagedProfile[];
  /** True while writes are not yet saved: the UI shows 'Saving...'. */
  saving: boolean;
  /** The profile id remembered as active (SPEC §3 activeGpaProfile), if any. */
  activeProfileId: string | null;
}

/** Something the store wants the user told once, e.g. that unreadable saved data was backed up. */
export interface GpaStoreNotice {
  type: 'success' | 'error' | 'warning' | 'info';
  message: string;
}

/** Sharing by e-mail (SPEC §2 "Share dialog"); only cloud stores have it. */
export interface GpaSharing {
  share(profileId: string, email: string, permission: SharePermission): Promise<void>;
  updatePermission(shareId: string, permission: SharePermission): Promise<void>;
  unshare(shareId: string): Promise<void>;
  /**
   * Leaves a profile someone else shared with the user (`shareId` of `sharedWithMe`): their access
   * ends and the share goes from both sides' lists, together.
   */
  leaveShare(shareId: string, options?: { block?: boolean }): Promise<void>;
  /**
   * Accepts an invitation (`sharedWithMe` entry with `invited`): the profile is shared with the
   * user as any other from now on. Declining is leaving; `block` also refuses the sender's
   * shares from now on (docs/decisions.md "Consent to shares").
   */
  acceptShare(shareId: string): Promise<void>;
  copySharedProfile(shareId: string): Promise<Profile>;
  /** Lists the next page of `sharedWithMe`. */
  showMoreShared(): void;
  /** Creates a public link `{origin}/shared/{shareId}` to one of the user's own profiles. */
  createLink(profileId: string, options: PublicLinkOptions): Promise<PublicLink>;
  revokeLink(shareId: string): Promise<void>;
}

export interface GpaStore {
  /**
   * Calls `listener` with the current snapshot at once (asynchronously is fine) and after every
   * change, including changes made elsewhere (another tab, another device). Returns unsubscribe.
   */
  subscribe(listener: (snapshot: GpaStoreSnapshot) => void): () => void;
  /** Calls `listener` for each notice; returns unsubscribe. */
  subscribeNotices(listener: (notice: GpaStoreNotice) => void): () => void;
  /**
   * Makes sure the user has a profile: on first use creates the default one (SPEC §4 "First load")
   * and resolves true; otherwise resolves false.
   */
  ensureDefaultProfile(ownerName: string | null, scale?: ScaleChoice): Promise<boolean>;
  /**
   * `scale`, here and above: the scale a new profile starts on (an element's `preset` or `scale`
   * property); none is SPEC's scale.
   */
  createProfile(name: string, scale?: ScaleChoice): Promise<Profile>;
  /**
   * Rejects with SPEC's refusals ('Cannot delete the last profile', ...) as Error messages. A
   * damaged profile (`damagedProfiles`) too: see damaged-profile.ts `damagedDeletionRefusal`.
   */
  deleteProfile(profileId: string): Promise<void>;
  /**
   * Saves a damaged own profile's repair over it, in place, after the student has seen what it
   * drops; rejects when it has none.
   */
  repairProfile(profileId: string): Promise<void>;
  renameProfile(profileId: string, name: string): Promise<void>;
  /** Applies an edit to a profile (own, or shared with edit access) and saves it. */
  applyEdit(profileId: string, edit: ProfileEdit): Promise<void>;
  /** Adds profiles as new ones (import); resolves to the profiles as stored. */
  importProfiles(profiles: readonly Profile[]): Promise<Profile[]>;
  setActiveProfileId(profileId: string): void;
  /** Present only on stores that can share. */
  readonly sharing?: GpaSharing;
}
