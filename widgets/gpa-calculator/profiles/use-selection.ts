import { useEffect, useState } from 'react';
import type { Profile, SharedProfile } from '#core/gpa/model.ts';
import {
  dedupeByName,
  NO_SELECTION,
  selectProfile as followSelection,
  type ProfileSelection,
  semesterForProfileChange,
  sortProfiles,
} from '#core/gpa/profiles.ts';
import type { GpaStore, GpaStoreSnapshot } from '#core/gpa/store.ts';

const isShared = (profile: Profile): profile is SharedProfile => 'isShared' in profile;

/**
 * Which profile and semester the calculator shows (SPEC §4 "Profile selection"): the lists it
 * offers, the choice the user made, and what follows the store's data as it changes.
 */
export function useSelection(store: GpaStore, snapshot: GpaStoreSnapshot | null) {
  const [chosenProfile, setChosenProfile] = useState<ProfileSelection>(NO_SELECTION);
  const [chosenSemesterId, setChosenSemesterId] = useState<string | null>(null);

  const own = sortProfiles(dedupeByName(snapshot?.profiles ?? []), []);
  const sharedWithMe = sortProfiles([], dedupeByName(snapshot?.sharedWithMe ?? []));
  const listed = sortProfiles(own, sharedWithMe);
  const selection = followSelection(listed, snapshot?.activeProfileId ?? null, chosenProfile);
  const profile = listed.find((candidate) => candidate.id === selection.id) ?? null;
  const semesters = profile?.semesters ?? [];
  const fallbackSemesterId = profile && semesterForProfileChange(profile);
  const semester =
    semesters.find(({ id }) => id === chosenSemesterId) ??
    semesters.find(({ id }) => id === fallbackSemesterId) ??
    null;
  // Kept once made (SPEC §4, `selectProfile`): edits elsewhere (another element with the same
  // storage-key, another tab) never move it; a stored id that appears or is newly stored does.
  if (selection.id !== chosenProfile.id || selection.followed !== chosenProfile.followed) {
    setChosenProfile(selection);
  }
  if ((semester?.id ?? null) !== chosenSemesterId) setChosenSemesterId(semester?.id ?? null);

  const sharedProfile = profile !== null && isShared(profile) ? profile : null;
  // The store loads the one shared profile that is active: one shown without being chosen (the
  // first in the list, on a first visit) becomes the active one, or it would never load.
  const unloadedId = sharedProfile && !sharedProfile.loaded ? sharedProfile.id : null;
  const activeId = snapshot?.activeProfileId ?? null;
  useEffect(() => {
    if (unloadedId !== null && unloadedId !== activeId) store.setActiveProfileId(unloadedId);
  }, [store, unloadedId, activeId]);

  /** The user chose `selected` (in the drawer): it shows, and becomes the stored active one. */
  const selectProfile = (selected: Profile) => {
    setChosenProfile({ id: selected.id, followed: selected.id });
    setChosenSemesterId(semesterForProfileChange(selected));
    store.setActiveProfileId(selected.id);
  };

  return {
    own,
    sharedWithMe,
    listed,
    profileId: selection.id,
    profile,
    sharedProfile,
    semesters,
    semester,
    selectProfile,
    /** Shows the semester `id` (one just added, a tab chosen); null shows the profile's fallback. */
    showSemester: setChosenSemesterId,
  };
}
