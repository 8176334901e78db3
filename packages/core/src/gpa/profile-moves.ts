import type { CopiedFrom, Profile, ProfileEdit } from './model';
import {
  CREATE_PROFILE_ERROR_MESSAGE,
  copyProfileName,
  newProfileId,
  unusedId,
  unusedName,
  type IdSource,
} from './profiles';
import { storeTexts } from './store-texts';
import { parseStoredProfile } from './transfer';

/**
 * Profiles moved into an account from elsewhere: an import (a file, or the device's profiles on
 * signing up) and a copy (from a share or a public link). Each carries everything the profile
 * holds, its scale included (docs/decisions.md "One profile, one reader").
 */

/**
 * An imported profile's name: never default-looking, since the account has its own default (a
 * second '... (Default)' reads as the student's work being somewhere else). 'Asha (Default)' and
 * the 'Asha (Default) (2)' of an earlier import become 'Asha'.
 */
export function importedName(name: string): string {
  return name.replace(/ \(Default\)(?: \(\d+\))?$/, '').trim() || IMPORTED_NAME;
}

export const IMPORTED_NAME = storeTexts.en.importedName;

export type ImportMergeEdit = Extract<ProfileEdit, { type: 'replaceSemesters' }>;

/** What an import writes, and which profile shows the imported work afterwards. */
export interface ImportPlan {
  /**
   * The account's untouched default, which takes the imported default's semesters and scale: the
   * edit every store applies to it (`applyProfileEdit`, profile-document.ts `documentUpdate`).
   */
  merge: { profileId: string; edit: ImportMergeEdit } | null;
  /** The other imported profiles, as ordinary ones: free ids, free names without ' (Default)'. */
  added: Profile[];
  /** The profile holding the imported default's work (else the first imported one). */
  selectedId: string | null;
}

const hasSubjects = (profile: Profile) =>
  profile.semesters.some((semester) => semester.subjects.length > 0);

/**
 * Imports profiles into `own` (the device's work on signing up, or a file). When the account's
 * only profile is its default, still without a subject and not shared out (a new account), the
 * imported default takes its place: its semesters go into that profile, which keeps the account's
 * name and id, so the student sees their work where they expect it and the account keeps one
 * default. Otherwise each imported profile is added under a name of its own.
 */
export function planImport(
  own: readonly Profile[],
  imported: readonly Profile[],
  sharedOut: ReadonlySet<string>,
  ids: IdSource,
): ImportPlan {
  const [only] = own;
  const untouched =
    own.length === 1 && only!.isDefault && !hasSubjects(only!) && !sharedOut.has(only!.id);
  const importedDefault = imported.find((profile) => profile.isDefault);
  const merge =
    untouched && importedDefault
      ? {
          profileId: only!.id,
          edit: {
            type: 'replaceSemesters' as const,
            semesters: importedDefault.semesters,
            scale: importedDefault.scale ?? null,
          },
        }
      : null;
  const added: Profile[] = [];
  let selectedId = merge?.profileId ?? null;
  for (const profile of imported) {
    if (merge && profile === importedDefault) continue;
    const taken = [...own, ...added];
    const copy: Profile = {
      ...profile,
      id: unusedId(ids, taken),
      name: unusedName(importedName(profile.name), taken),
      isDefault: false,
    };
    added.push(copy);
    if (profile === importedDefault || selectedId === null) selectedId = copy.id;
  }
  return { merge, added, selectedId };
}

/**
 * SPEC §3: `original` (a profile shared with the user, or a public link's) copied into the user's
 * own as 'Copy of {name}', noting where it came from. Rebuilt by the one reader every profile goes
 * through (transfer.ts), so the copy carries all the original holds (its scale, grade codes,
 * attempts, quick semesters) and nothing of the share (its permission, its owner's e-mail).
 */
export function profileCopy(
  original: Profile,
  from: Omit<CopiedFrom, 'copiedAt'>,
  userId: string,
  ids: IdSource,
): Profile {
  const now = ids.now();
  const copy = parseStoredProfile({
    ...original,
    id: newProfileId(ids),
    name: copyProfileName(original.name),
    isDefault: false,
    userId,
    createdAt: now,
    updatedAt: now,
    copiedFrom: { ...from, copiedAt: now },
  });
  if (copy === null) throw new Error(CREATE_PROFILE_ERROR_MESSAGE);
  return copy;
}
