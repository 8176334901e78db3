import type { CopiedFrom, Profile, ProfileEdit, Semester, SharePermission, Subject } from './model';
import { applyProfileEdit } from './profiles';
import { isRecord, parseStoredProfile } from './transfer';

/**
 * How a profile is kept in Firestore at `users/{uid}/profiles/{pid}` (DESIGN.md "Firestore data
 * model"), as pure functions so the cloud store only does I/O:
 *
 * - Semesters are a map keyed by semester id, each holding its subjects as a map keyed by subject id;
 *   an `order` field keeps the list order. Every edit then becomes a field-level update touching only
 *   what it changes, so two editors (or an offline phone and a laptop) never overwrite each other.
 * - Documents of the earlier product keep `semesters` as a list (SPEC §3). They are read as they are
 *   and converted by their next edit, which writes the whole map at once.
 *
 * Timestamps: core stays free of Firebase by leaving their type open (`Time`). Writers take the value
 * to store (the store passes `serverTimestamp()`, tests pass plain milliseconds); the reader accepts
 * milliseconds or anything with `toMillis()`, i.e. a Firestore Timestamp. The store must read
 * snapshots with `{ serverTimestamps: 'estimate' }`, so that a timestamp still pending is a Timestamp
 * rather than null (which would make the document unreadable until the server confirms it).
 */

/** What a user named in a profile's `permissions` may do (DESIGN.md point 2). */
export type ProfileAccess = 'owner' | SharePermission;

export interface StoredSubject {
  subjectName: string;
  grade: number;
  credit: number;
  order: number;
}

export interface StoredSemester {
  name: string;
  order: number;
  /** Keyed by `fieldKey(subject id)`. */
  subjects: Record<string, StoredSubject>;
}

export interface ProfileDocument<Time> {
  /** The document id as well, as SPEC §3 lists it; the reader trusts the path's id. */
  id: string;
  name: string;
  isDefault: boolean;
  userId: string;
  createdAt: Time;
  updatedAt: Time;
  copiedFrom?: Omit<CopiedFrom, 'copiedAt'> & { copiedAt: Time };
  /** Keyed by `fieldKey(semester id)`. */
  semesters: Record<string, StoredSemester>;
  permissions: Record<string, ProfileAccess>;
  /** The user ids named in `permissions`, as a list so a query can ask `array-contains`. */
  collaborators: string[];
}

/**
 * Stands for "delete this field" in a `DocumentUpdate`; the store replaces it with Firestore's
 * `deleteField()`. It only ever appears as a top-level value of an update, never nested.
 */
export const DELETE_FIELD: unique symbol = Symbol('deleteField');

export type UpdateValue<Time> =
  | string
  | Time
  | StoredSubject
  | StoredSemester
  | Record<string, StoredSemester>
  | typeof DELETE_FIELD;

/** Dotted field paths (Firestore's `updateDoc` syntax) to the value each gets. */
export type DocumentUpdate<Time> = Record<string, UpdateValue<Time>>;

// --- Ids as map keys -------------------------------------------------------------------------------

/**
 * The map key for a semester or subject id. Firestore splits field paths on '.', refuses '~', '*',
 * '/', '[', ']' and empty segments, and reserves names like `__x__`, while ids may be any non-empty
 * text (an imported file chooses them). So every character but letters, digits and '-' is written as
 * %XX of its UTF-8 bytes, as in a URL; the timestamp ids the app makes stay as they are.
 * (A lone UTF-16 surrogate, which is not text Firestore could store anyway, makes this throw.)
 */
export function fieldKey(id: string): string {
  return encodeURIComponent(id).replace(
    /[^A-Za-z0-9%-]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The id a map key stands for, or null for a key no `fieldKey` could have made. */
function idFromKey(key: string): string | null {
  try {
    return decodeURIComponent(key);
  } catch {
    return null;
  }
}

function semesterPath(semesterId: string): string {
  return `semesters.${fieldKey(semesterId)}`;
}

function subjectPath(semesterId: string, subjectId: string): string {
  return `${semesterPath(semesterId)}.subjects.${fieldKey(subjectId)}`;
}

// --- Reading ---------------------------------------------------------------------------------------

/** True for a document of the earlier product, whose next edit must write the whole semester map. */
export function isLegacyDocument(data: unknown): boolean {
  return isRecord(data) && Array.isArray(data.semesters);
}

interface Entry {
  id: string;
  order: number;
  value: Record<string, unknown>;
}

/** Display order: by `order`, ties (two editors adding at once) by id so every reader agrees. */
function compareEntries(a: Entry, b: Entry): number {
  if (a.order !== b.order) return a.order - b.order;
  return a.id < b.id ? -1 : 1;
}

/**
 * The entries of a stored semester or subject map, in display order, or null when the map is
 * malformed. An entry without `order` is left out: it is what remains when an edit raced a delete
 * (renaming, or adding a subject to, a semester another editor deleted writes into a missing entry),
 * and the delete wins.
 */
function orderedEntries(map: unknown): Entry[] | null {
  if (!isRecord(map)) return null;
  const entries: Entry[] = [];
  for (const [key, value] of Object.entries(map)) {
    const id = idFromKey(key);
    if (id === null || !isRecord(value)) return null;
    if (!('order' in value)) continue;
    if (typeof value.order !== 'number' || !Number.isFinite(value.order)) return null;
    entries.push({ id, order: value.order, value });
  }
  return entries.sort(compareEntries);
}

/** A semester map as SPEC §3's list of semesters, for transfer.ts to check; null when malformed. */
function semesterListFromMap(map: unknown): unknown[] | null {
  const semesters = orderedEntries(map);
  if (semesters === null) return null;
  const list: unknown[] = [];
  for (const { id, value } of semesters) {
    // No subjects map is no subjects: a semester written field by field (an empty profile's first
    // one, see documentUpdate) may not have one yet.
    const subjects = value.subjects === undefined ? [] : orderedEntries(value.subjects);
    if (subjects === null) return null;
    list.push({
      id,
      name: value.name,
      subjects: subjects.map((entry) => ({ ...entry.value, id: entry.id })),
    });
  }
  return list;
}

/** Milliseconds for a Firestore Timestamp (anything with `toMillis()`); other values as they are. */
export function millis(value: unknown): unknown {
  return isRecord(value) && typeof value.toMillis === 'function' ? value.toMillis() : value;
}

/**
 * The profile a stored document holds, in either shape, or null when anything in it is malformed
 * (checked by transfer.ts exactly as a saved or imported profile is: no NaN, no unknown grade, no
 * negative credit gets through). `id` is the document's id.
 */
export function profileFromDocument(id: string, data: unknown): Profile | null {
  if (!isRecord(data)) return null;
  const { semesters, copiedFrom } = data;
  return parseStoredProfile({
    id,
    name: data.name,
    semesters: Array.isArray(semesters) ? semesters : semesterListFromMap(semesters),
    isDefault: data.isDefault,
    userId: data.userId,
    createdAt: millis(data.createdAt),
    updatedAt: millis(data.updatedAt),
    // null too means "not a copy": a field left empty is as good as one left out.
    copiedFrom: isRecord(copiedFrom)
      ? { ...copiedFrom, copiedAt: millis(copiedFrom.copiedAt) }
      : (copiedFrom ?? undefined),
  });
}

/**
 * SPEC §4: a profile without semesters shows a 'Semester 1'. Every reader shows the same one, with
 * a fixed id, so that whoever edits it first writes it (as a whole map, see `documentUpdate`) and
 * edits from two places at once land in one semester. Nothing is written just for showing it.
 */
const FIRST_SEMESTER: Semester = { id: 'semester-1', name: 'Semester 1', subjects: [] };

/** The profile a document holds, as the UI shows it: `profileFromDocument` plus 'Semester 1'. */
export function profileView(id: string, data: unknown): Profile | null {
  const profile = profileFromDocument(id, data);
  if (profile === null || profile.semesters.length > 0) return profile;
  return { ...profile, semesters: [FIRST_SEMESTER] };
}

// --- Writing ---------------------------------------------------------------------------------------

function storedSubject(subject: Subject, order: number): StoredSubject {
  return { subjectName: subject.subjectName, grade: subject.grade, credit: subject.credit, order };
}

function storedSemester(semester: Semester, order: number): StoredSemester {
  const subjects = semester.subjects.map(
    (subject, index) => [fieldKey(subject.id), storedSubject(subject, index)] as const,
  );
  return { name: semester.name, order, subjects: Object.fromEntries(subjects) };
}

function semesterMap(semesters: readonly Semester[]): Record<string, StoredSemester> {
  return Object.fromEntries(
    semesters.map((semester, index) => [fieldKey(semester.id), storedSemester(semester, index)]),
  );
}

/**
 * The whole document for creating a profile owned by `ownerId` (also for importing one: the owner
 * replaces whatever `userId` the profile had). `time` gives the stored value of each of the
 * profile's times: the store passes `() => serverTimestamp()` to stamp them on the server.
 */
export function documentFromProfile<Time>(
  profile: Profile,
  ownerId: string,
  time: (millis: number) => Time,
): ProfileDocument<Time> {
  const document: ProfileDocument<Time> = {
    id: profile.id,
    name: profile.name,
    isDefault: profile.isDefault,
    userId: ownerId,
    createdAt: time(profile.createdAt),
    updatedAt: time(profile.updatedAt),
    semesters: semesterMap(profile.semesters),
    permissions: { [ownerId]: 'owner' },
    collaborators: [ownerId],
  };
  if (profile.copiedFrom) {
    document.copiedFrom = { ...profile.copiedFrom, copiedAt: time(profile.copiedFrom.copiedAt) };
  }
  return document;
}

/** The stored map of a new-shape document, typed loosely: remnant entries lack fields. */
type LooseMap<T> = Record<string, Partial<T> | undefined>;

/** One past the largest `order` in a map, so an added entry goes last even after deletions. */
function nextOrder(map: LooseMap<{ order: number }>): number {
  const orders = Object.values(map).map((entry) => entry?.order ?? -1);
  return Math.max(-1, ...orders) + 1;
}

/**
 * The `order` that puts an entry at `index` of a map's display order: between its neighbours there,
 * so that nothing else is rewritten (one field write, as for any edit).
 */
function orderAt(map: LooseMap<{ order: number }>, index: number): number {
  const orders = (orderedEntries(map) ?? []).map((entry) => entry.order);
  const at = Math.min(Math.max(0, index), orders.length);
  const [before, after] = [orders[at - 1], orders[at]];
  // At the end, half a step past the last entry, not nextOrder: an entry another editor appends
  // meanwhile takes nextOrder, and lands after this one either way, as if made one after the other.
  if (after === undefined) return (before ?? -1) + 0.5;
  return before === undefined ? after - 1 : (before + after) / 2;
}

/** The field writes of one accepted edit to a document already in the map shape. */
function fieldWrites<Time>(
  semesters: LooseMap<StoredSemester>,
  edit: ProfileEdit,
): DocumentUpdate<Time> {
  switch (edit.type) {
    case 'addSemester':
      return {
        [semesterPath(edit.semester.id)]: storedSemester(edit.semester, nextOrder(semesters)),
      };
    case 'renameSemester':
      return { [`${semesterPath(edit.semesterId)}.name`]: edit.name };
    case 'deleteSemester':
      return { [semesterPath(edit.semesterId)]: DELETE_FIELD };
    case 'addSubject': {
      const subjects = semesters[fieldKey(edit.semesterId)]?.subjects ?? {};
      const subject = storedSubject(edit.subject, nextOrder(subjects));
      return { [subjectPath(edit.semesterId, edit.subject.id)]: subject };
    }
    case 'updateSubject': {
      // The whole subject, order included: should another editor delete it meanwhile, the update
      // brings it back whole rather than leaving a subject without a name or order.
      const stored = semesters[fieldKey(edit.semesterId)]?.subjects?.[fieldKey(edit.subject.id)];
      const subject = storedSubject(edit.subject, stored?.order ?? 0);
      return { [subjectPath(edit.semesterId, edit.subject.id)]: subject };
    }
    case 'deleteSubject':
      return { [subjectPath(edit.semesterId, edit.subjectId)]: DELETE_FIELD };
    case 'restoreSubject': {
      const subjects = semesters[fieldKey(edit.semesterId)]?.subjects ?? {};
      const subject = storedSubject(edit.subject, orderAt(subjects, edit.index));
      return { [subjectPath(edit.semesterId, edit.subject.id)]: subject };
    }
    case 'replaceSemesters':
      return { semesters: semesterMap(edit.semesters) };
  }
}

/**
 * The field-level update that applies `edit` to the stored document `data` (profile `id`), with
 * `updatedAt` set to `now`; null when there is nothing to write: the document is unreadable, or
 * `applyProfileEdit` refuses the edit (unknown semester or subject, invalid data). A document of the
 * earlier product is converted by the same update: it writes the whole edited semester map. An
 * empty profile's shown 'Semester 1' (`profileView`) is written by its first edit.
 */
export function documentUpdate<Time>(
  id: string,
  data: unknown,
  edit: ProfileEdit,
  now: Time,
): DocumentUpdate<Time> | null {
  const before = profileView(id, data);
  if (before === null) return null;
  // applyProfileEdit returns the very same object when it refuses the edit; its time is not used.
  const after = applyProfileEdit(before, edit, 0);
  if (after === before) return null;
  if (isLegacyDocument(data)) return { semesters: semesterMap(after.semesters), updatedAt: now };
  // profileFromDocument has checked that a new-shape document has a semester map.
  const { semesters } = data as { semesters: LooseMap<StoredSemester> };
  const shownOnly = profileFromDocument(id, data)!.semesters.length === 0;
  const writes = fieldWrites<Time>(shownOnly ? semesterMap(before.semesters) : semesters, edit);
  if (!shownOnly || edit.type === 'replaceSemesters') {
    return { ...writes, updatedAt: now };
  }
  // The shown 'Semester 1' of an empty profile is written with the first edit, field by field, so
  // that two first edits merge too; an edit of that semester itself comes after, and wins.
  if (edit.type === 'deleteSemester') return { ...writes, updatedAt: now };
  const first = semesterPath(FIRST_SEMESTER.id);
  return {
    [`${first}.name`]: FIRST_SEMESTER.name,
    [`${first}.order`]: 0,
    ...writes,
    updatedAt: now,
  };
}
