import { isRecord } from './json-record';
import { parseStoredProfile } from './transfer';
import type { DamagedProfile, Profile, SavedEntry } from './model';
import {
  DEFAULT_PROFILE_MESSAGE,
  LAST_PROFILE_MESSAGE,
  PROFILE_NOT_FOUND_MESSAGE,
  SAVE_ERROR_MESSAGE,
} from './profiles';

/**
 * The device's saved list: the profiles that read, and the entries that do not (the salvage of
 * damaged-profile.ts describes them, loaded on demand); null when the text is not a list at all
 * (the store backs it up whole).
 */
export function splitSavedList(raw: string): { profiles: Profile[]; unread: SavedEntry[] } | null {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(data)) return null;
  const profiles: Profile[] = [];
  const unread: SavedEntry[] = [];
  const ids = new Set<string>();
  data.forEach((entry, index) => {
    const profile = parseStoredProfile(entry);
    if (profile && !ids.has(profile.id)) {
      profiles.push(profile);
      ids.add(profile.id);
      return;
    }
    const stored =
      isRecord(entry) && typeof entry.id === 'number'
        ? String(entry.id)
        : isRecord(entry)
          ? entry.id
          : undefined;
    const ownId = typeof stored === 'string' && stored !== '' && !ids.has(stored);
    const id = ownId ? stored : `saved-entry-${index + 1}`;
    ids.add(id);
    unread.push({ id, ownId, raw: entry });
  });
  return { profiles, unread };
}

/**
 * Why a damaged profile may not be deleted, or null when it may. SPEC §5's refusals (the last
 * profile, the default one) hold while a repair exists, so a student repairs rather than loses it;
 * one that cannot be repaired may always go, since nothing of it can be shown or kept but its
 * export. Another's shared profile is never the recipient's to delete.
 */
export function damagedDeletionRefusal(
  damaged: DamagedProfile,
  ownProfiles: readonly Profile[],
): string | null {
  if (damaged.share) return PROFILE_NOT_FOUND_MESSAGE;
  if (damaged.repair === null) return null;
  if (ownProfiles.length === 0) return LAST_PROFILE_MESSAGE;
  if (damaged.repair.profile.isDefault) return DEFAULT_PROFILE_MESSAGE;
  return null;
}

/** The damaged profile of `profileId` among `damaged` that has a repair; refused otherwise. */
export function repairOf(damaged: readonly DamagedProfile[], profileId: string): Profile {
  const found = damaged.find((each) => each.id === profileId && !each.share);
  if (!found) throw new Error(PROFILE_NOT_FOUND_MESSAGE);
  if (!found.repair) throw new Error(SAVE_ERROR_MESSAGE);
  return found.repair.profile;
}
