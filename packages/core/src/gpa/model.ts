/**
 * The GPA data model of SPEC §3, as the UI and every store see it. Stores may keep another shape on
 * disk or in Firestore (docs/decisions.md "Flat profile entries") but hand the component these
 * lists.
 */

import type { GradeScale } from './scales/scale-types';

export interface Subject {
  id: string;
  subjectName: string;
  /** Grade points of the profile's scale (SPEC §5's 10-point scale unless the profile has one). */
  grade: number;
  /** Credits: a number >= 0 in steps of 0.5. */
  credit: number;
  /**
   * The scale's grade code, where other grades of the scale have the same points (SPEC's E, F and G
   * are all 0); the points name the grade otherwise. Subjects saved before grade scales have points
   * only, and count exactly as they did (a 0 counts as E, F and G all count).
   */
  gradeCode?: string;
  /**
   * The id of the subject in an earlier semester this one is a later attempt of (a backlog
   * reappeared for, or an improvement): the scale says which attempt counts (scales/attempts.ts).
   */
  retakeOf?: string;
  /**
   * The grade it held before a change of scale that could not carry it back ('points/code', e.g.
   * '0/F' for SPEC's F on Anna University's RA): a change back restores it (scales/grade-memo.ts,
   * profile-scale.ts `changeScale`). Editing the grade drops it.
   */
  gradeBefore?: string;
}

export interface Semester {
  id: string;
  /** 'Semester N' by default. */
  name: string;
  /** Empty for a semester entered as its SGPA and credits (`entered`). */
  subjects: Subject[];
  /**
   * A quick semester: the SGPA and credits from its grade card, without subjects. It
   * counts as its subjects would: SGPA × credits points over its credits (scales/profile-scale.ts).
   */
  entered?: EnteredSgpa;
}

/** A semester's SGPA and credits as the grade card prints them (limits.ts bounds them). */
export interface EnteredSgpa {
  sgpa: number;
  credits: number;
}

/**
 * A profile's grade scale: one of the presets by id, or a custom scale it carries. A profile
 * without one is on SPEC's scale (the 'spec-default' preset), as every profile saved before.
 */
export type ScaleChoice = { preset: string } | { custom: GradeScale };

export interface CopiedFrom {
  shareId: string;
  originalUserId: string;
  originalProfileId: string;
  copiedAt: number;
}

export interface Profile {
  /** 'default_' + timestamp + random for default profiles, else a timestamp (SPEC §3). */
  id: string;
  name: string;
  semesters: Semester[];
  isDefault: boolean;
  /** The owner's user id; null for a profile kept on the device. */
  userId: string | null;
  /** Milliseconds since the epoch. */
  createdAt: number;
  updatedAt: number;
  copiedFrom?: CopiedFrom;
  /** Absent: SPEC's scale. Never `{ preset: 'spec-default' }` (scales/profile-scale.ts). */
  scale?: ScaleChoice;
}

export type SharePermission = 'read' | 'edit';

/** A profile someone else shared with the user, as the UI lists it (SPEC §3, "In the UI"). */
export interface SharedProfile extends Profile {
  isShared: true;
  /**
   * False while only the share record is known (name, owner, permission; no semesters): a cloud
   * store loads a shared profile when it is selected, so that nobody can make a user's page
   * download every profile shared with them.
   */
  loaded: boolean;
  permission: SharePermission;
  shareId: string;
  ownerUserId: string;
  ownerEmail: string | null;
  sharedAt: number;
  /**
   * A share the user has not accepted yet (after they left one of this sender's): listed as an
   * invitation, not opened, until they accept it.
   */
  invited?: true;
}

/** One share of one of the user's profiles (SPEC §3 "Share entry"). */
export interface ShareEntry {
  shareId: string;
  profileId: string;
  profileName: string;
  ownerUserId: string;
  targetUserId: string;
  targetUserEmail: string;
  permission: SharePermission;
  sharedAt: number;
  updatedAt: number;
  isActive: boolean;
  /** Sent as an invitation that the recipient has not accepted (absent once accepted). */
  invited?: true;
}

/** What the owner chooses when creating a public link (SPEC §3 "Legacy public share"). */
export interface PublicLinkOptions {
  allowCopy: boolean;
  /** Milliseconds since the epoch; null for a link that never expires. */
  expiresAt: number | null;
  /** When given, the profile data is stored encrypted with a key derived from it. */
  password: string | null;
}

/** One public link to one of the user's profiles, as the owner lists it. */
export interface PublicLink {
  shareId: string;
  profileId: string;
  profileName: string;
  /** `{origin}/shared/{shareId}`. */
  shareUrl: string;
  sharedAt: number;
  allowCopy: boolean;
  expiresAt: number | null;
  /** True when opening the link needs its password. */
  passwordProtected: boolean;
}

/**
 * Every change to a profile's semesters, as data. The component sends these to its store; every
 * store applies them with `applyProfileEdit` (profiles.ts), and a cloud store can also turn each one
 * into a field-level update so concurrent editors lose nothing (docs/decisions.md "Flat profile
 * entries"). Ids are chosen by the caller, so applying an edit is deterministic.
 */
export type ProfileEdit =
  | { type: 'addSemester'; semester: Semester }
  | { type: 'renameSemester'; semesterId: string; name: string }
  /**
   * Makes a semester without subjects a quick one (its SGPA and credits), changes them, or with
   * null makes it a semester of subjects again.
   */
  | { type: 'setSemesterEntry'; semesterId: string; entered: EnteredSgpa | null }
  | { type: 'deleteSemester'; semesterId: string }
  | { type: 'addSubject'; semesterId: string; subject: Subject }
  | { type: 'updateSubject'; semesterId: string; subject: Subject }
  | { type: 'deleteSubject'; semesterId: string; subjectId: string }
  /** Puts a deleted subject back at its place in the list (Undo): `index` as it was then. */
  | { type: 'restoreSubject'; semesterId: string; subject: Subject; index: number }
  /**
   * Replaces all semesters at once: importing a profile's data. With `scale` (null: SPEC's), the
   * profile takes that scale too, as the imported data was on it; without, it keeps its own.
   */
  | { type: 'replaceSemesters'; semesters: Semester[]; scale?: ScaleChoice | null }
  /**
   * Puts the profile on another scale, with every subject's grade carried over to it
   * (scales/profile-scale.ts `changeScale`); null for SPEC's scale.
   */
  | { type: 'changeScale'; scale: ScaleChoice | null; semesters: Semester[] };

/**
 * A profile the strict reader refuses (transfer.ts, profile-document.ts), kept rather than dropped
 * (docs/decisions.md "Damaged profiles are shown, not dropped"): what can be read of it, what is
 * wrong in a student's words, the stored data as it is for export, and where possible a repair.
 * Nothing here writes: the store saves a repair only when the student confirms it.
 */
/**
 * One thing the salvage of a damaged profile found wrong or changed: a text of salvage-texts.ts
 * (its `SalvageNote`, which only the salvage makes), the values it names and where in the profile;
 * the element says it in its language (`sayNote`). Plain data here: the store's types are declared
 * to embedders as they are written.
 */
export interface DamagedNote {
  key: string;
  values?: readonly (string | number | boolean | null)[];
  at?: { semester: number; subject?: number };
}

export interface DamagedProfile {
  /** The id the store addresses it by: the stored id, or for a device entry without a usable one `saved-entry-N`. */
  id: string;
  /** Its name where one can be read, else UNNAMED_PROFILE. */
  name: string;
  /**
   * What is wrong, as notes the element says in its language (salvage-texts.ts `sayNote`), e.g.
   * 'Semester 3, subject 2: grade "Q" is not on this scale'.
   */
  problems: DamagedNote[];
  /** The stored document or saved entry, untouched, for Export. */
  raw: unknown;
  /** The profile with what cannot be read left out or fixed; null when nothing sound is left. */
  repair: ProfileRepair | null;
  /** Set for a profile shared with the user: read-only, so export only. */
  share?: { shareId: string; ownerEmail: string | null; permission: SharePermission };
}

export interface ProfileRepair {
  profile: Profile;
  /** Exactly what the repair leaves out or changes, to show before it is saved (as `problems`). */
  changes: DamagedNote[];
}

/** A saved device entry the strict reader refuses, as the device store keeps it until mended. */
export interface SavedEntry {
  /** Its stored id, or `saved-entry-N` (N its 1-based place) where that is missing or taken. */
  id: string;
  /** False when `id` is not the entry's own. */
  ownId: boolean;
  /** The entry as saved, written back exactly so with every save. */
  raw: unknown;
}
