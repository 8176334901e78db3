import type { Profile } from './model';
import { unusedName } from './profiles';

/**
 * SPEC §4 "Startup sequence", steps 1, 5 and 6, as a plan the cloud store carries out once its
 * first server snapshot of the user's own profiles is in. The earlier product deleted every
 * duplicate default and every profile with a repeated name; duplicates come from two tabs or
 * devices creating the first profile at once, so they are normally empty, but a student may have
 * typed into either before the cleanup ran. So only a duplicate without a single subject (and not
 * shared out) is deleted; one holding data is kept, no longer marked default, under a free name.
 * Nothing is planned for profiles that need no repair, so a returning user writes nothing.
 */
export interface StartupRepairs {
  /** Empty duplicates to delete. */
  deletions: string[];
  /** Profiles to rename, each to a name no other profile has. */
  renames: { profileId: string; name: string }[];
  /** Profiles to mark default (true) or no longer default (false). */
  defaults: { profileId: string; isDefault: boolean }[];
  /** True when duplicates were found: the user is told 'Cleaned up duplicate profiles'. */
  cleanedDuplicates: boolean;
}

const isEmpty = (profile: Profile) =>
  profile.semesters.every(({ subjects }) => subjects.length === 0);

/** Oldest first; ties by id, so that every device plans the same repairs. */
const byAge = (a: Profile, b: Profile) =>
  a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function planStartupRepairs(
  profiles: readonly Profile[],
  sharedOut: ReadonlySet<string>,
): StartupRepairs {
  const plan: StartupRepairs = {
    deletions: [],
    renames: [],
    defaults: [],
    cleanedDuplicates: false,
  };
  const ordered = [...profiles].sort(byAge);
  const deletable = (profile: Profile) => isEmpty(profile) && !sharedOut.has(profile.id);

  // Step 1: one default profile, the oldest.
  const [keptDefault, ...extraDefaults] = ordered.filter((profile) => profile.isDefault);
  for (const extra of extraDefaults) {
    if (deletable(extra)) plan.deletions.push(extra.id);
    else plan.defaults.push({ profileId: extra.id, isDefault: false });
  }
  plan.cleanedDuplicates = extraDefaults.length > 0;

  // Step 5: one profile per name, the oldest keeping it.
  const kept: Profile[] = [];
  for (const profile of ordered) {
    if (plan.deletions.includes(profile.id)) continue;
    if (!kept.some(({ name }) => name === profile.name)) {
      kept.push(profile);
      continue;
    }
    plan.cleanedDuplicates = true;
    if (deletable(profile) && profile !== keptDefault) {
      plan.deletions.push(profile.id);
    } else {
      const name = unusedName(profile.name, [...kept, ...ordered]);
      plan.renames.push({ profileId: profile.id, name });
      kept.push({ ...profile, name });
    }
  }

  // Step 6: the first profile is the default when none is.
  if (!keptDefault && kept.length > 0)
    plan.defaults.push({ profileId: kept[0]!.id, isDefault: true });
  return plan;
}

/** True when the plan has nothing to write. */
export const nothingToRepair = (plan: StartupRepairs) =>
  plan.deletions.length + plan.renames.length + plan.defaults.length === 0;
