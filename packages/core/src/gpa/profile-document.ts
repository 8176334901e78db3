import { fieldKey, idFromKey } from './field-key';
import type { CopiedFrom, Profile, Semester, SharePermission } from './model';
import {
  compareEntries,
  type Content,
  readContent,
  semesterEntry,
  sgpaEntry,
  subjectEntry,
  subjectKey,
} from './profile-entries';
import {
  type ScaleFields,
  scaleFields,
  scaleFromFields,
  type StoredGradeScale,
} from './stored-scale';
import { isRecord } from './json-record';
import { parseStoredProfile } from './transfer';

/**
 * How a profile is kept in Firestore at `users/{uid}/profiles/{pid}` (docs/decisions.md "Flat
 * profile entries"), as pure functions so the cloud store only does I/O: the document here, its
 * entries' text in profile-entries.ts, each edit's field writes in profile-document-update.ts.
 *
 * - Each semester and each subject is one text entry of a flat map, keyed by id:
 *   `semesterEntries.<semester key>` = `order|name` and
 *   `subjectEntries.<semester key>_<subject key>` = `order|grade|credit|subject name`
 *   (name last, so it may hold '|'). `grade` is the grade's points, followed by `/code` where other
 *   grades of the scale have the same points, and `/code/key` (code possibly empty) for a subject
 *   that retakes the subject of `key` (model.ts `gradeCode`, `retakeOf`): a subject without either
 *   is written as before grade scales existed. A subject that remembers its grade before a change
 *   of scale (`gradeBefore`, 'points/code') has it after both: `points/code/key/memo`, code and key
 *   possibly empty (`8/A//0/F`). Security rules cannot loop over a map, but they can
 *   join all of its values into one text and match that against one pattern: so every write of a
 *   profile, however many semesters it touches, has everything it leaves in the document checked
 *   (names, grades, credits, counts; firestore.rules `validContent`), and nobody stores a profile
 *   of a megabyte. `order` keeps the list order.
 * - A quick semester (model.ts `entered`) has its SGPA and credits in a third map,
 *   `sgpaEntries.<semester key>` = `sgpa|credits`, beside its semester's entry, so that entering or
 *   changing them writes one field. Documents without the map have no quick semesters. An entry
 *   whose semester is gone, or has subjects (two editors at once: one added a subject while the
 *   other entered the SGPA), is not shown: the subjects win, and the next edit deletes it.
 * - The scale: `scale`, `customScale` and `scalePoints` (stored-scale.ts); no `scale` is SPEC's
 *   scale, as in every document written before.
 * - Every edit is a field-level update touching only the entries it changes, so two editors (or an
 *   offline phone and a laptop) never overwrite each other.
 * - Documents of earlier versions are read as they are and converted by their next edit, which
 *   writes both maps whole and deletes the old `semesters` field: the earlier product's
 *   `semesters` list (SPEC §3), and the nested map `semesters.<id>.subjects.<id>` stored before
 *   the entry maps, of which rules could only check one entry per write.
 *
 * Timestamps: core stays free of Firebase by leaving their type open (`Time`). Writers take the value
 * to store (the store passes `serverTimestamp()`, tests pass plain milliseconds); the reader accepts
 * milliseconds or anything with `toMillis()`, i.e. a Firestore Timestamp. The store must read
 * snapshots with `{ serverTimestamps: 'estimate' }`, so that a timestamp still pending is a Timestamp
 * rather than null (which would make the document unreadable until the server confirms it).
 */

/**
 * What a user named in a profile's `permissions` may do (docs/decisions.md "Shared profiles: one
 * source of truth").
 */
export type ProfileAccess = 'owner' | SharePermission;

/** A profile's semesters and subjects as stored, in a profile and in a public link. */
export interface StoredContent {
  /** `order|name`, keyed by `fieldKey(semester id)`. */
  semesterEntries: Record<string, string>;
  /** `order|grade|credit|subject name`, keyed by `semesterKey_subjectKey`. */
  subjectEntries: Record<string, string>;
  /** `sgpa|credits` of quick semesters, keyed by the semester's key; absent without any. */
  sgpaEntries?: Record<string, string>;
}

export interface ProfileDocument<Time> extends StoredContent, ScaleFields {
  /** The document id as well, as SPEC §3 lists it; the reader trusts the path's id. */
  id: string;
  name: string;
  isDefault: boolean;
  userId: string;
  createdAt: Time;
  updatedAt: Time;
  copiedFrom?: Omit<CopiedFrom, 'copiedAt'> & { copiedAt: Time };
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
  string | Time | Record<string, string> | StoredGradeScale | typeof DELETE_FIELD;

/** Dotted field paths (Firestore's `updateDoc` syntax) to the value each gets. */
export type DocumentUpdate<Time> = Record<string, UpdateValue<Time>>;

// --- Reading ---------------------------------------------------------------------------------------

/**
 * True for a document of an earlier version (a `semesters` list or nested map): its next edit
 * converts it, writing both entry maps whole.
 */
export function needsConversion(data: unknown): boolean {
  return isRecord(data) && 'semesters' in data;
}

/** Decoded entries as SPEC §3's list of semesters, for transfer.ts to check. */
function semesterListFromContent(content: Content): unknown[] {
  return content.semesters.map((semester) => ({
    id: semester.id,
    name: semester.name,
    entered: content.entered.get(semester.key),
    subjects: (content.subjects.get(semester.key) ?? []).map((subject) => ({
      id: subject.id,
      subjectName: subject.name,
      grade: subject.numbers[0],
      credit: subject.numbers[1],
      gradeCode: subject.gradeCode,
      retakeOf: subject.retakeOf,
      gradeBefore: subject.gradeBefore,
    })),
  }));
}

/**
 * The entries of the nested map stored before the entry maps, in display order, or null when
 * malformed. An entry without `order` is left out: it is what an edit racing a delete left, and the
 * delete wins.
 */
function orderedNestedEntries(
  map: unknown,
): { id: string; value: Record<string, unknown> }[] | null {
  if (!isRecord(map)) return null;
  const entries: { id: string; order: number; value: Record<string, unknown> }[] = [];
  for (const [key, value] of Object.entries(map)) {
    const id = idFromKey(key);
    if (id === null || !isRecord(value)) return null;
    if (!('order' in value)) continue;
    if (typeof value.order !== 'number' || !Number.isFinite(value.order)) return null;
    entries.push({ id, order: value.order, value });
  }
  return entries.sort(compareEntries);
}

/**
 * The nested map of semesters stored before the entry maps, as SPEC §3's list; null when
 * malformed.
 */
function semesterListFromNestedMap(map: unknown): unknown[] | null {
  const semesters = orderedNestedEntries(map);
  if (semesters === null) return null;
  const list: unknown[] = [];
  for (const { id, value } of semesters) {
    // No subjects map is no subjects: a semester written field by field had none at first.
    const subjects = value.subjects === undefined ? [] : orderedNestedEntries(value.subjects);
    if (subjects === null) return null;
    list.push({
      id,
      name: value.name,
      subjects: subjects.map((entry) => ({ ...entry.value, id: entry.id })),
    });
  }
  return list;
}

/**
 * The semesters that stored data (a profile document, or a public link's data) holds in any of its
 * shapes, as SPEC §3's list for transfer.ts to check; null when malformed.
 */
export function storedSemesterList(data: Record<string, unknown>): unknown[] | null {
  if (Array.isArray(data.semesters)) return data.semesters;
  if ('semesters' in data) return semesterListFromNestedMap(data.semesters);
  const content = readContent(data);
  return content && semesterListFromContent(content);
}

/** Milliseconds for a Firestore Timestamp (anything with `toMillis()`); other values as they are. */
export function millis(value: unknown): unknown {
  return isRecord(value) && typeof value.toMillis === 'function' ? value.toMillis() : value;
}

/** A stored `copiedFrom` as transfer.ts reads it (copiedAt in milliseconds), or undefined. */
function readableCopiedFrom(value: unknown): unknown {
  if (!isRecord(value)) return undefined;
  const copied: Record<string, unknown> = { ...value, copiedAt: millis(value.copiedAt) };
  const texts = [copied.shareId, copied.originalUserId, copied.originalProfileId];
  const time = copied.copiedAt;
  return texts.every((text) => typeof text === 'string') &&
    typeof time === 'number' &&
    Number.isFinite(time)
    ? copied
    : undefined;
}

/**
 * The profile a stored document holds, in any shape, or null when anything in it is malformed
 * (checked by transfer.ts exactly as a saved or imported profile is: no NaN, no unknown grade, no
 * negative credit gets through). `id` is the document's id.
 */
export function profileFromDocument(id: string, data: unknown): Profile | null {
  if (!isRecord(data)) return null;
  const { copiedFrom } = data;
  return parseStoredProfile({
    id,
    name: data.name,
    semesters: storedSemesterList(data),
    isDefault: data.isDefault,
    userId: data.userId,
    createdAt: millis(data.createdAt),
    updatedAt: millis(data.updatedAt),
    // Where it came from is a note beside the profile, whose fields the rules cannot afford to
    // check: one that cannot be read (null too) is read as none, not as an unreadable profile.
    copiedFrom: readableCopiedFrom(copiedFrom),
    scale: scaleFromFields(data),
  });
}

/**
 * SPEC §4: a profile without semesters shows a 'Semester 1'. Every reader shows the same one, with
 * a fixed id, so that whoever edits it first writes it (see `documentUpdate`) and edits from two
 * places at once land in one semester. Nothing is written just for showing it.
 */
export const FIRST_SEMESTER: Semester = { id: 'semester-1', name: 'Semester 1', subjects: [] };

/** The profile a document holds, as the UI shows it: `profileFromDocument` plus 'Semester 1'. */
export function profileView(id: string, data: unknown): Profile | null {
  const profile = profileFromDocument(id, data);
  if (profile === null || profile.semesters.length > 0) return profile;
  return { ...profile, semesters: [FIRST_SEMESTER] };
}

// --- Writing ---------------------------------------------------------------------------------------

/** Semesters as stored entries, ordered 0, 1, 2... as listed. */
export function storedContent(semesters: readonly Semester[]): StoredContent {
  const content: StoredContent = { semesterEntries: {}, subjectEntries: {} };
  semesters.forEach((semester, index) => {
    const key = fieldKey(semester.id);
    content.semesterEntries[key] = semesterEntry(index, semester.name);
    if (semester.entered) (content.sgpaEntries ??= {})[key] = sgpaEntry(semester.entered);
    semester.subjects.forEach((subject, order) => {
      content.subjectEntries[subjectKey(key, subject.id)] = subjectEntry(order, subject);
    });
  });
  return content;
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
    ...storedContent(profile.semesters),
    permissions: { [ownerId]: 'owner' },
    collaborators: [ownerId],
    ...scaleFields(profile.scale),
  };
  if (profile.copiedFrom) {
    document.copiedFrom = { ...profile.copiedFrom, copiedAt: time(profile.copiedFrom.copiedAt) };
  }
  return document;
}

/**
 * Both entry maps written whole with `semesters`; for a document of an earlier version (`convert`),
 * also the deletion of its old `semesters` field.
 */
export function conversionWrites<Time>(
  semesters: readonly Semester[],
  convert = true,
): DocumentUpdate<Time> {
  return { ...storedContent(semesters), ...(convert && { semesters: DELETE_FIELD }) };
}
