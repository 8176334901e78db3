import { fieldKey, idFromKey } from './field-key';
import { cleanName } from './limits';
import type {
  CopiedFrom,
  EnteredSgpa,
  Profile,
  ProfileEdit,
  ScaleChoice,
  Semester,
  SharePermission,
  Subject,
} from './model';
import { applyProfileEdit } from './profiles';
import { changeScale, resolveScale } from './scales/profile-scale';
import {
  type ScaleFields,
  scaleFields,
  scaleFromFields,
  type StoredGradeScale,
} from './stored-scale';
import { isRecord, parseStoredProfile } from './transfer';

/**
 * How a profile is kept in Firestore at `users/{uid}/profiles/{pid}` (docs/decisions.md "Flat
 * profile entries"), as pure functions so the cloud store only does I/O:
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
 *   of a megabyte (issue #12). `order` keeps the list order.
 * - A quick semester (model.ts `entered`, issue #16) has its SGPA and credits in a third map,
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
 *   `semesters` list (SPEC §3), and the nested map `semesters.<id>.subjects.<id>` kept until
 *   issue #12, which rules could only check one entry per write.
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

// --- Entries ---------------------------------------------------------------------------------------

function subjectKey(semesterKey: string, subjectId: string): string {
  return `${semesterKey}_${fieldKey(subjectId)}`;
}

const semesterPath = (key: string) => `semesterEntries.${key}`;
const subjectPath = (key: string) => `subjectEntries.${key}`;
const sgpaPath = (key: string) => `sgpaEntries.${key}`;

const sgpaEntry = ({ sgpa, credits }: EnteredSgpa) => `${sgpa}|${credits}`;
const SGPA_ENTRY = /^(\d+(?:\.\d+)?)\|(\d+(?:\.\d+)?)$/;

function semesterEntry(order: number, name: string): string {
  return `${order}|${cleanName(name)}`;
}

/**
 * `points`, `points/code`, `points/code/retake key`, or with the grade before a change of scale
 * `points/code/retake key/memo points/memo code` (see the top of this file).
 */
function gradePart({ grade, gradeCode, retakeOf, gradeBefore }: Subject): string {
  const key = retakeOf === undefined ? undefined : fieldKey(retakeOf);
  if (gradeBefore !== undefined) return `${grade}/${gradeCode ?? ''}/${key ?? ''}/${gradeBefore}`;
  if (key !== undefined) return `${grade}/${gradeCode ?? ''}/${key}`;
  return gradeCode === undefined ? String(grade) : `${grade}/${gradeCode}`;
}

function subjectEntry(order: number, subject: Subject): string {
  return `${order}|${gradePart(subject)}|${subject.credit}|${cleanName(subject.subjectName)}`;
}

/** A number as `String(number)` writes it; anything else (NaN, '', ' 1') is not one. */
const NUMBER = /^-?\d+(\.\d+)?(e[-+]\d+)?$/;

/**
 * A subject's grade part: points, then optionally a code (no '/'), then optionally a key; or
 * points, code and key (each possibly empty), then the grade before a change of scale (its form
 * checked by transfer.ts, as the rules check it).
 */
const GRADE_PART =
  /^(-?\d+(?:\.\d+)?(?:e[-+]\d+)?)(?:\/([^/]*)(?:\/([A-Za-z0-9%-]+))?|\/([^/]*)\/([A-Za-z0-9%-]*)\/([^/]*\/[^/]*))?$/;

// --- Reading ---------------------------------------------------------------------------------------

/**
 * True for a document of an earlier version (a `semesters` list or nested map): its next edit
 * converts it, writing both entry maps whole.
 */
export function needsConversion(data: unknown): boolean {
  return isRecord(data) && 'semesters' in data;
}

interface Entry {
  /** The map key: a semester's, or a subject's `semesterKey_subjectKey`. */
  key: string;
  id: string;
  order: number;
  /** A subject's grade and credit; none for a semester. */
  numbers: number[];
  /** A subject's grade code, the id it retakes and its grade before a change of scale, if any. */
  gradeCode?: string;
  retakeOf?: string;
  gradeBefore?: string;
  name: string;
}

/** Display order: by `order`, ties (two editors adding at once) by id so every reader agrees. */
function compareEntries(a: { id: string; order: number }, b: { id: string; order: number }) {
  if (a.order !== b.order) return a.order - b.order;
  return a.id < b.id ? -1 : 1;
}

/**
 * A stored entry: its order, `count` more numbers, then the rest (the name, which may hold '|').
 * Null when malformed.
 */
function toEntry(key: string, id: string | null, value: unknown, count: number): Entry | null {
  if (id === null || typeof value !== 'string') return null;
  const parts = value.split('|');
  if (parts.length <= count + 1) return null;
  // A subject's grade part may carry a code and a retake after its points.
  const grade = count > 0 ? GRADE_PART.exec(parts[1]!) : null;
  if (count > 0 && grade === null) return null;
  const texts = grade ? [parts[0]!, grade[1]!, ...parts.slice(2, count + 1)] : parts.slice(0, 1);
  if (!texts.every((part) => NUMBER.test(part))) return null;
  const [order, ...numbers] = texts.map(Number) as [number, ...number[]];
  if (![order, ...numbers].every(Number.isFinite)) return null;
  const entry: Entry = { key, id, order, numbers, name: parts.slice(count + 1).join('|') };
  const [code, retakeKey] = [grade?.[2] ?? grade?.[4], grade?.[3] || grade?.[5]];
  if (code) entry.gradeCode = code;
  if (retakeKey) {
    const retakeOf = idFromKey(retakeKey);
    if (retakeOf === null) return null;
    entry.retakeOf = retakeOf;
  }
  if (grade?.[6] !== undefined) entry.gradeBefore = grade[6];
  return entry;
}

/** Stored entries, decoded and in display order. */
interface Content {
  semesters: Entry[];
  /** Each semester's subjects, by the semester's key. */
  subjects: Map<string, Entry[]>;
  /**
   * Keys of subjects whose semester is gone: a subject added while another editor deleted its
   * semester. The delete wins: they are not shown, and the next edit deletes them.
   */
  orphans: string[];
  /** Quick semesters' SGPA and credits, by the semester's key: only of semesters without subjects. */
  entered: Map<string, EnteredSgpa>;
  /** Keys of `sgpaEntries` not shown (see the top of this file), for the next edit to delete. */
  staleEntries: string[];
}

/** The entry maps of `data`, decoded; null when anything in them is malformed. */
function readContent(data: Record<string, unknown>): Content | null {
  const { semesterEntries, subjectEntries } = data;
  if (!isRecord(semesterEntries) || !isRecord(subjectEntries)) return null;
  const semesters: Entry[] = [];
  for (const [key, value] of Object.entries(semesterEntries)) {
    const entry = toEntry(key, idFromKey(key), value, 0);
    if (entry === null) return null;
    semesters.push(entry);
  }
  const subjects = new Map(semesters.map((semester) => [semester.key, [] as Entry[]]));
  const orphans: string[] = [];
  for (const [key, value] of Object.entries(subjectEntries)) {
    const [semesterKey = '', ownKey = '', ...rest] = key.split('_');
    const valid = rest.length === 0 && idFromKey(semesterKey) !== null;
    const entry = toEntry(key, valid ? idFromKey(ownKey) : null, value, 2);
    if (entry === null) return null;
    const list = subjects.get(semesterKey);
    if (list) list.push(entry);
    else orphans.push(key);
  }
  for (const list of subjects.values()) list.sort(compareEntries);
  const sgpas = readSgpaEntries(data.sgpaEntries, subjects);
  return sgpas && { semesters: semesters.sort(compareEntries), subjects, orphans, ...sgpas };
}

/**
 * The `sgpaEntries` map: each entry of a semester without subjects, the others stale; null when
 * one is malformed (its range is transfer.ts's to check).
 */
function readSgpaEntries(
  map: unknown,
  subjects: ReadonlyMap<string, readonly Entry[]>,
): Pick<Content, 'entered' | 'staleEntries'> | null {
  const result: Pick<Content, 'entered' | 'staleEntries'> = {
    entered: new Map(),
    staleEntries: [],
  };
  if (map === undefined) return result;
  if (!isRecord(map)) return null;
  for (const [key, value] of Object.entries(map)) {
    const match = typeof value === 'string' ? SGPA_ENTRY.exec(value) : null;
    if (match === null) return null;
    if (subjects.get(key)?.length === 0) {
      result.entered.set(key, { sgpa: Number(match[1]), credits: Number(match[2]) });
    } else result.staleEntries.push(key);
  }
  return result;
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
 * The entries of the nested map kept until issue #12, in display order, or null when malformed.
 * An entry without `order` is left out: it is what an edit racing a delete left, and the delete wins.
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

/** The nested map of semesters kept until issue #12, as SPEC §3's list; null when malformed. */
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
const FIRST_SEMESTER: Semester = { id: 'semester-1', name: 'Semester 1', subjects: [] };

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

/** One past the largest `order`, so an added entry goes last even after deletions. */
function nextOrder(entries: readonly Entry[]): number {
  return Math.max(-1, ...entries.map((entry) => entry.order)) + 1;
}

/**
 * The `order` that puts an entry at `index` of `entries` (in display order): between its
 * neighbours there, so that nothing else is rewritten (one field write, as for any edit).
 */
function orderAt(entries: readonly Entry[], index: number): number {
  const at = Math.min(Math.max(0, index), entries.length);
  const [before, after] = [entries[at - 1]?.order, entries[at]?.order];
  // At the end, half a step past the last entry, not nextOrder: an entry another editor appends
  // meanwhile takes nextOrder, and lands after this one either way, as if made one after the other.
  if (after === undefined) return (before ?? -1) + 0.5;
  return before === undefined ? after - 1 : (before + after) / 2;
}

/**
 * The field writes of one accepted edit to stored entries (`replaceSemesters` and `changeScale`
 * write them whole).
 */
function fieldWrites<Time>(
  content: Content,
  edit: Exclude<ProfileEdit, { type: 'replaceSemesters' | 'changeScale' }>,
): DocumentUpdate<Time> {
  if (edit.type === 'addSemester') {
    const key = fieldKey(edit.semester.id);
    const writes: DocumentUpdate<Time> = {
      [semesterPath(key)]: semesterEntry(nextOrder(content.semesters), edit.semester.name),
    };
    if (edit.semester.entered) writes[sgpaPath(key)] = sgpaEntry(edit.semester.entered);
    edit.semester.subjects.forEach((subject, order) => {
      writes[subjectPath(subjectKey(key, subject.id))] = subjectEntry(order, subject);
    });
    return writes;
  }
  const key = fieldKey(edit.semesterId);
  const subjects = content.subjects.get(key) ?? [];
  switch (edit.type) {
    case 'renameSemester': {
      // The whole entry: should another editor delete the semester meanwhile, the rename (the
      // later wish to keep it) brings it back, empty, rather than leave half an entry.
      const order = content.semesters.find((semester) => semester.key === key)?.order ?? 0;
      return { [semesterPath(key)]: semesterEntry(order, edit.name) };
    }
    case 'setSemesterEntry':
      // Only this field: should another editor delete the semester meanwhile, the delete wins and
      // the entry is left stale, deleted by the next edit.
      return { [sgpaPath(key)]: edit.entered ? sgpaEntry(edit.entered) : DELETE_FIELD };
    case 'deleteSemester':
      return Object.fromEntries([
        [semesterPath(key), DELETE_FIELD],
        ...(content.entered.has(key) ? [[sgpaPath(key), DELETE_FIELD]] : []),
        ...subjects.map((subject) => [subjectPath(subject.key), DELETE_FIELD]),
      ]);
    case 'addSubject':
      return {
        [subjectPath(subjectKey(key, edit.subject.id))]: subjectEntry(
          nextOrder(subjects),
          edit.subject,
        ),
      };
    case 'updateSubject': {
      // The whole subject, order included: should another editor delete it meanwhile, the update
      // brings it back whole.
      const path = subjectKey(key, edit.subject.id);
      const order = subjects.find((subject) => subject.key === path)?.order ?? 0;
      return { [subjectPath(path)]: subjectEntry(order, edit.subject) };
    }
    case 'deleteSubject':
      return { [subjectPath(subjectKey(key, edit.subjectId))]: DELETE_FIELD };
    case 'restoreSubject':
      return {
        [subjectPath(subjectKey(key, edit.subject.id))]: subjectEntry(
          orderAt(subjects, edit.index),
          edit.subject,
        ),
      };
  }
}

/**
 * The update that puts the stored document `data` (profile `id`) on `scale` (null: SPEC's), every
 * subject it holds now carried over (profile-scale.ts `changeScale`): for a store that reads the
 * document and writes this in one transaction, so that a subject another editor added meanwhile is
 * carried over too rather than lost. Null when the document is unreadable or a scale unknown.
 */
export function scaleChangeUpdate<Time>(
  id: string,
  data: unknown,
  scale: ScaleChoice | null,
  now: Time,
): DocumentUpdate<Time> | null {
  const current = profileView(id, data);
  const [from, to] = [resolveScale(current?.scale), resolveScale(scale ?? undefined)];
  if (current === null || from === null || to === null) return null;
  const { semesters } = changeScale(from, to, current.semesters);
  return documentUpdate(id, data, { type: 'changeScale', scale, semesters }, now);
}

/** The writes that put a document on `scale`, deleting the fields SPEC's scale goes without. */
function scaleWrites<Time>(scale: ScaleChoice | undefined): DocumentUpdate<Time> {
  const fields = scaleFields(scale);
  return {
    scale: fields.scale ?? DELETE_FIELD,
    customScale: fields.customScale ?? DELETE_FIELD,
    scalePoints: fields.scalePoints ?? DELETE_FIELD,
  };
}

/**
 * An update of a subject as `applyProfileEdit` applied it (grade-memo.ts `editedSubject`: its memo
 * kept or dropped), so that the document holds what the store shows; other edits as they are.
 */
function asApplied<T extends ProfileEdit>(edit: T, after: Profile): T {
  if (edit.type !== 'updateSubject') return edit;
  const semester = after.semesters.find(({ id }) => id === edit.semesterId);
  const subject = semester?.subjects.find(({ id }) => id === edit.subject.id);
  return subject ? { ...edit, subject } : edit;
}

/**
 * The field-level update that applies `edit` to the stored document `data` (profile `id`), with
 * `updatedAt` set to `now`; null when there is nothing to write: the document is unreadable, or
 * `applyProfileEdit` refuses the edit (unknown semester or subject, invalid data, a limit). A
 * document of an earlier version is converted by the same update. An empty profile's shown
 * 'Semester 1' (`profileView`) is written by its first edit. Subjects left without their semester,
 * and stale quick-semester entries, are deleted on the way.
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
  // Entry maps written whole leave no quick semester's entry behind.
  const noSgpas: DocumentUpdate<Time> =
    isRecord(data) && 'sgpaEntries' in data ? { sgpaEntries: DELETE_FIELD } : {};
  // Both replace every entry, and put the profile on the scale the edit carries (if any).
  if (edit.type === 'changeScale' || edit.type === 'replaceSemesters') {
    const carriesScale = edit.type === 'changeScale' || edit.scale !== undefined;
    return {
      ...noSgpas,
      ...conversionWrites(after.semesters, needsConversion(data)),
      ...(carriesScale && scaleWrites<Time>(after.scale)),
      updatedAt: now,
    };
  }
  if (needsConversion(data)) return { ...conversionWrites(after.semesters), updatedAt: now };
  // profileView has read the document, so its entries are well-formed.
  const stored = readContent(data as Record<string, unknown>)!;
  const cleanup = Object.fromEntries([
    ...stored.orphans.map((key) => [subjectPath(key), DELETE_FIELD] as const),
    ...stored.staleEntries.map((key) => [sgpaPath(key), DELETE_FIELD] as const),
  ]);
  if (stored.semesters.length > 0) {
    return { ...cleanup, ...fieldWrites<Time>(stored, asApplied(edit, after)), updatedAt: now };
  }
  // The shown 'Semester 1' of an empty profile is written with the first edit, field by field, so
  // that two first edits merge too; an edit of that semester itself comes after, and wins.
  const first = fieldKey(FIRST_SEMESTER.id);
  const shown: Content = {
    semesters: [{ key: first, id: FIRST_SEMESTER.id, order: 0, numbers: [], name: '' }],
    subjects: new Map([[first, []]]),
    orphans: [],
    entered: new Map(),
    staleEntries: [],
  };
  const writes = fieldWrites<Time>(shown, asApplied(edit, after));
  if (edit.type === 'deleteSemester') return { ...cleanup, ...writes, updatedAt: now };
  return {
    ...cleanup,
    [semesterPath(first)]: semesterEntry(0, FIRST_SEMESTER.name),
    ...writes,
    updatedAt: now,
  };
}
