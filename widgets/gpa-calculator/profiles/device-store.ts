import type { Profile, SavedEntry, ScaleChoice } from '#core/gpa/model.ts';
import type { IdSource } from '#core/gpa/profiles.ts';
import {
  PROFILE_NOT_FOUND_MESSAGE,
  SAVE_ERROR_MESSAGE,
  applyProfileEdit,
  createDefaultProfile,
  createProfile as buildProfile,
  dedupeByName,
  deletionRefusal,
  ensureSemester,
  systemIds,
  unusedId,
  unusedName,
} from '#core/gpa/profiles.ts';
import type { GpaStore, GpaStoreNotice, GpaStoreSnapshot } from '#core/gpa/store.ts';
import { LOADING_SNAPSHOT, noticeChannel } from '#core/gpa/store-state.ts';
import { storeTexts } from '#core/gpa/store-texts.ts';
import { DEFAULT_SCALE } from '#core/gpa/scales/profile-scale.ts';
import {
  awaitsPresetNumbers,
  loadPresetNumbers,
  readWithPresetNumbers,
} from '#core/gpa/scales/presets/preset-scales.ts';
import { parseStoredProfiles } from '#core/gpa/transfer.ts';
import { damagedDeletionRefusal, repairOf, splitSavedList } from '#core/gpa/damaged-list.ts';

/** The salvage of damaged entries: only a student with damaged saved data needs it. */
const loadSalvage = () => import('#core/gpa/damaged-profile.ts');
/** How an import joins the profiles there: only an import needs it, which loads code of its own. */
const loadImportPlan = () => import('#core/gpa/profile-moves.ts');
import { localStorageIfAllowed } from '#ui/local-storage.ts';

export interface DeviceStoreOptions {
  /** Namespaces the keys ('{storageKey}.gpaProfiles') so elements on one page keep separate sets. */
  storageKey?: string;
  /** Where profiles live; localStorage by default. */
  storage?: Storage;
  /** Ids and timestamps; only the first call for a (storage, key) pair uses them. */
  ids?: IdSource;
}

// A store sends its notices in English (store-texts.ts), which the element says in its language.
export const UNREADABLE_DATA_NOTICE: GpaStoreNotice = {
  type: 'warning',
  message: storeTexts.en.unreadable,
};

/** Said at the first edit when the browser lets the calculator keep nothing (see pageStorage). */
export const KEPT_FOR_THE_VISIT_NOTICE: GpaStoreNotice = {
  type: 'warning',
  message: storeTexts.en.visitOnly,
};

/** A Storage that lives as long as the page. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

let memory: Storage | undefined;

/**
 * localStorage, or where the browser blocks it (an iframe on another site with third-party storage
 * blocked, a sandboxed page) one kept in memory, so the calculator still works.
 */
const pageStorage = (): Storage => localStorageIfAllowed() ?? (memory ??= memoryStorage());

/** A new profile on `scale`; SPEC's is stored as none, as every earlier profile (model.ts). */
const onScale = (profile: Profile, scale: ScaleChoice | undefined): Profile =>
  scale === undefined || ('preset' in scale && scale.preset === DEFAULT_SCALE.id)
    ? profile
    : { ...profile, scale };

/**
 * The saved list: every profile that reads, and each entry that does not; null when the text is
 * not a list of profiles at all (it is backed up whole, as before).
 */
function readSaved(raw: string): { profiles: Profile[]; unread: SavedEntry[] } | null {
  const profiles = parseStoredProfiles(raw);
  return profiles ? { profiles, unread: [] } : splitSavedList(raw);
}

/** One store per (storage, key) on a page, so elements with the same key share one profile set. */
const stores = new WeakMap<Storage, Map<string, GpaStore>>();
/** The stores of localStorage, which is looked up only when used: a build-time render has none. */
const localStores = new Map<string, GpaStore>();

/** The element's default store: profiles kept on the device, in sync across elements and tabs. */
export function deviceStore({
  storageKey = '',
  storage,
  ids = systemIds,
}: DeviceStoreOptions = {}): GpaStore {
  let byKey = storage ? stores.get(storage) : localStores;
  if (!byKey) stores.set(storage!, (byKey = new Map()));
  let store = byKey.get(storageKey);
  if (!store) {
    const area = storage ? () => storage : pageStorage;
    byKey.set(storageKey, (store = openDeviceStore(area, storageKey, ids)));
  }
  return store;
}

function openDeviceStore(storage: () => Storage, storageKey: string, ids: IdSource): GpaStore {
  const prefix = storageKey ? `${storageKey}.` : '';
  const profilesKey = `${prefix}gpaProfiles`;
  const activeKey = `${prefix}activeGpaProfile`;
  const listeners = new Set<(snapshot: GpaStoreSnapshot) => void>();
  const notices = noticeChannel();

  /**
   * Every stored profile. The snapshot shows them de-duplicated by name, but hiding is not
   * deleting: writes keep the hidden ones.
   */
  let stored: Profile[] = [];
  /**
   * Saved entries the reader refuses (damaged-profile.ts): written back exactly as they were with
   * every save, until the student repairs or deletes one.
   */
  let unread: SavedEntry[] = [];
  /** The stored text `stored` came from or was written as; undefined until the first read. */
  let storedRaw: string | null | undefined;
  /** The active id as last read from or written to storage. */
  let storedActive: string | null | undefined;
  /** The stored text is unreadable and not backed up yet: it stays in place and blocks writes. */
  let blocked = false;
  let snapshot: GpaStoreSnapshot = LOADING_SNAPSHOT;

  const update = (changes: Partial<GpaStoreSnapshot>) => {
    snapshot = { ...snapshot, ...changes };
    for (const listener of [...listeners]) listener(snapshot);
  };

  const { notify } = notices;

  /** Moves unreadable text to a backup key instead of overwriting it; false if that fails. */
  const backUp = (raw: string): boolean => {
    const backupKey = `${profilesKey}.backup`;
    const existing = storage().getItem(backupKey);
    try {
      if (existing === null) storage().setItem(backupKey, raw);
      else if (existing !== raw) storage().setItem(`${backupKey}-${ids.now()}`, raw);
    } catch (error) {
      console.error(error);
      return false;
    }
    storage().removeItem(profilesKey);
    return true;
  };

  /** Reads storage again (cheap when the text is unchanged) and publishes what changed. */
  const sync = () => {
    const raw = storage().getItem(profilesKey);
    const active = storage().getItem(activeKey);
    const changes: Partial<GpaStoreSnapshot> = {};
    if (raw !== storedRaw) {
      // Throws, reading nothing, where a profile is on a preset whose numbers have not arrived.
      const parsed = raw === null ? { profiles: [], unread: [] } : readSaved(raw);
      storedRaw = raw;
      blocked = parsed === null;
      if (blocked) notify(UNREADABLE_DATA_NOTICE);
      // Kept as read, so the ids of the semesters ensureSemester adds stay stable until a write.
      stored = (parsed?.profiles ?? []).map((profile) => ensureSemester(profile, ids));
      unread = parsed?.unread ?? [];
      changes.profiles = dedupeByName(stored);
      changes.damagedProfiles = [];
      if (unread.length > 0) void describe(unread);
    }
    // Only a change in storage overrides the page's choice, which a full storage may not hold.
    if (active !== storedActive) changes.activeProfileId = storedActive = active;
    // Retried on every read while it fails (storage full), so space freed later unblocks writes.
    if (blocked && backUp(storedRaw!)) {
      blocked = false;
      storedRaw = null;
    }
    if (snapshot.status === 'loading' || Object.keys(changes).length > 0) {
      update({ ...changes, status: 'ready' });
    }
  };

  /**
   * Once the stored profiles have been read, and the scales `incoming` (a new profile's, an edit's,
   * an import's) can be: at once, unless one is on a preset whose numbers have not arrived, which
   * are loaded first (rejects with PresetsUnreachable when they cannot be). Until then the store
   * stays loading: no profile is shown, counted or saved on a scale it is not on. Nothing to wait
   * for returns nothing, so that an edit reads, writes and publishes in the task of the input that
   * made it, rendered with the form it came from (use-subject-editor.ts): a promise awaited even
   * when settled would publish a microtask later, in a second render of the whole calculator.
   */
  const readable = (incoming: readonly { scale?: object }[] = []): Promise<void> | undefined =>
    awaitsPresetNumbers(incoming)
      ? loadPresetNumbers().then(sync)
      : // `sync` returns nothing: nothing, or a promise where the numbers must load first.
        (readWithPresetNumbers(sync) ?? undefined);
  /** `readable` in a microtask, its failure logged: for a read nobody awaits. */
  const readLater = () =>
    Promise.resolve()
      .then(() => readable())
      .catch(console.error);
  /** `work`, once `readable(incoming)`: at once when nothing has to load. */
  const whenReadable = <T>(incoming: readonly { scale?: object }[], work: () => T) => {
    const waiting = readable(incoming);
    return waiting ? waiting.then(work) : work();
  };
  /** `readable` for a new profile or an edit on `scale`. */
  const onTheWay = (scale: ScaleChoice | null | undefined) => (scale ? [{ scale }] : []);

  /** The stored profiles, fresh from storage, for an edit to build on (after `readable`). */
  const current = (): Profile[] => {
    sync();
    if (blocked) throw new Error(SAVE_ERROR_MESSAGE);
    return stored;
  };

  /** Writes all profiles in one setItem, so a failure leaves the previous document whole. */
  /** Whether the visitor was told that nothing outlives the page. */
  let toldKeptForTheVisit = false;

  /**
   * Writes `profiles`. An edit, not the profile the store creates on load, may tell the visitor
   * that they are kept for the visit only.
   */
  const save = (profiles: Profile[], edit = true, kept = unread) => {
    // Never write what the next read would take for corrupt data (an empty name, say).
    if (parseStoredProfiles(JSON.stringify(profiles)) === null) throw new Error(SAVE_ERROR_MESSAGE);
    const raw = JSON.stringify([...profiles, ...kept.map((entry) => entry.raw)]);
    update({ saving: true });
    try {
      storage().setItem(profilesKey, raw);
    } catch (error) {
      console.error(error);
      update({ saving: false });
      throw new Error(SAVE_ERROR_MESSAGE, { cause: error });
    }
    stored = profiles;
    unread = kept;
    storedRaw = raw;
    const damagedProfiles = snapshot.damagedProfiles.filter((each) =>
      kept.some((entry) => entry.id === each.id),
    );
    update({ saving: false, profiles: dedupeByName(profiles), damagedProfiles });
    if (edit && !toldKeptForTheVisit && storage() === memory) {
      toldKeptForTheVisit = true;
      notify(KEPT_FOR_THE_VISIT_NOTICE);
    }
  };

  /**
   * Publishes what is wrong with the entries the reader refuses, once the salvage has arrived,
   * unless storage changed meanwhile. Offline, they stay unlisted (and untouched) until the next
   * read.
   */
  const describe = async (entries: SavedEntry[]) => {
    try {
      const { salvageSavedEntry } = await loadSalvage();
      const now = ids.now();
      if (entries === unread) {
        update({ damagedProfiles: entries.map((entry) => salvageSavedEntry(entry, now)) });
      }
    } catch (error) {
      console.error(error);
    }
  };

  /** The damaged profile of `profileId` with the stored profiles, fresh from storage. */
  const damagedEntry = async (profileId: string) => {
    const { salvageSavedEntry } = await loadSalvage();
    await readable();
    const profiles = current();
    const entry = unread.find((each) => each.id === profileId);
    return { profiles, entry, damaged: entry && salvageSavedEntry(entry, ids.now()) };
  };

  const find = (profiles: readonly Profile[], profileId: string): Profile => {
    const found = profiles.find((profile) => profile.id === profileId);
    if (!found) throw new Error(PROFILE_NOT_FOUND_MESSAGE);
    return found;
  };

  const replace = (profiles: readonly Profile[], changed: Profile) =>
    profiles.map((profile) => (profile.id === changed.id ? changed : profile));

  /** Remembers the profile shown (SPEC §3 activeGpaProfile). */
  const setActive = (profileId: string) => {
    try {
      storage().setItem(activeKey, profileId);
      storedActive = profileId;
    } catch (error) {
      // Only a preference: this page still remembers it.
      console.error(error);
    }
    if (profileId !== snapshot.activeProfileId) update({ activeProfileId: profileId });
  };

  const onStorage = (event: StorageEvent) => {
    // key null: another tab cleared the whole storage.
    const ours = event.key === null || event.key === profilesKey || event.key === activeKey;
    if (ours && event.storageArea === storage()) void readLater();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener('storage', onStorage);
      listener(snapshot);
      // Offline with a profile on a preset, the first-profile check (ensureDefaultProfile, which
      // the element makes at once) tells the student and offers to try again.
      void readLater();
      return () => {
        if (listeners.delete(listener) && listeners.size === 0) {
          window.removeEventListener('storage', onStorage);
        }
      };
    },

    subscribeNotices: notices.subscribe,

    async ensureDefaultProfile(ownerName, scale) {
      return whenReadable(onTheWay(scale), () => {
        const profiles = current();
        if (profiles.length > 0) return false;
        const owner = { displayName: ownerName, email: null, userId: null };
        save([onScale(createDefaultProfile(owner, ids), scale)], false);
        return true;
      });
    },

    async createProfile(name, scale) {
      return whenReadable(onTheWay(scale), () => {
        const profiles = current();
        const profile = onScale(
          {
            ...buildProfile(unusedName(name.trim(), profiles), null, ids),
            id: unusedId(ids, profiles),
          },
          scale,
        );
        save([...profiles, profile]);
        return profile;
      });
    },

    async deleteProfile(profileId) {
      if (unread.some((each) => each.id === profileId)) {
        const { profiles, entry, damaged } = await damagedEntry(profileId);
        const refusal = damaged ? damagedDeletionRefusal(damaged, dedupeByName(profiles)) : null;
        if (refusal) throw new Error(refusal);
        return save(
          profiles,
          true,
          unread.filter((each) => each !== entry),
        );
      }
      return whenReadable([], () => {
        const profiles = current();
        const refusal = deletionRefusal(dedupeByName(profiles), profileId);
        if (refusal) throw new Error(refusal);
        save(profiles.filter((profile) => profile.id !== profileId));
      });
    },

    async repairProfile(profileId) {
      const { profiles, entry, damaged } = await damagedEntry(profileId);
      const repaired = repairOf(damaged ? [damaged] : [], profileId);
      const others = unread.filter((each) => each !== entry);
      // The repair takes the damaged entry's place, under a name no other profile shows.
      const name = unusedName(repaired.name, profiles);
      save([...profiles, { ...repaired, name }], true, others);
    },

    async renameProfile(profileId, name) {
      return whenReadable([], () => {
        const profiles = current();
        const profile = find(profiles, profileId);
        const others = profiles.filter((other) => other !== profile);
        const unused = unusedName(name.trim(), others);
        if (unused !== profile.name) {
          save(replace(profiles, { ...profile, name: unused, updatedAt: ids.now() }));
        }
      });
    },

    async applyEdit(profileId, edit) {
      return whenReadable(onTheWay('scale' in edit ? edit.scale : undefined), () => {
        const profiles = current();
        const profile = find(profiles, profileId);
        const edited = applyProfileEdit(profile, edit, ids.now());
        // A refused edit (a semester another tab deleted, say) changes nothing: nothing is saved.
        if (edited !== profile) save(replace(profiles, edited));
      });
    },

    async importProfiles(imported) {
      const [{ planImport }] = await Promise.all([loadImportPlan(), readable(imported)]);
      const profiles = current();
      const plan = planImport(profiles, imported, new Set(), ids);
      const { merge } = plan;
      const target = merge && find(profiles, merge.profileId);
      const mergedInto = target && applyProfileEdit(target, merge.edit, ids.now());
      // A refused merge would import nothing: an error, never 'Imported 1 profile'.
      if (mergedInto === target && target) throw new Error(SAVE_ERROR_MESSAGE);
      const added = plan.added.map((profile) => ({
        ...ensureSemester(profile, ids),
        userId: null,
      }));
      save([...(mergedInto ? replace(profiles, mergedInto) : profiles), ...added]);
      if (plan.selectedId) setActive(plan.selectedId);
      return mergedInto ? [mergedInto, ...added] : added;
    },

    setActiveProfileId: setActive,
  };
}
