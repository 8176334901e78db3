import { fieldKey } from './field-key';
import type { Profile, ProfileEdit, ScaleChoice } from './model';
import {
  conversionWrites,
  DELETE_FIELD,
  type DocumentUpdate,
  FIRST_SEMESTER,
  needsConversion,
  profileView,
} from './profile-document';
import {
  type Content,
  type Entry,
  readContent,
  semesterEntry,
  semesterPath,
  sgpaEntry,
  sgpaPath,
  subjectEntry,
  subjectKey,
  subjectPath,
} from './profile-entries';
import { applyProfileEdit } from './profiles';
import { changeScale, resolveScale } from './scales/profile-scale';
import { scaleFields } from './stored-scale';
import { isRecord } from './json-record';

/**
 * The field-level updates of a stored profile document (profile-document.ts): each edit touches
 * only the entries it changes, so that two editors never overwrite each other.
 */

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
