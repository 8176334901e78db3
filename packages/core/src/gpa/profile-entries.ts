import { fieldKey, idFromKey } from './field-key';
import { cleanName } from './limits';
import type { EnteredSgpa, Subject } from './model';
import { isRecord } from './json-record';

/**
 * The text entries a profile's semesters and subjects are stored as, in a Firestore document and in
 * a public link (their format: profile-document.ts): written, and read back in display order.
 */

export function subjectKey(semesterKey: string, subjectId: string): string {
  return `${semesterKey}_${fieldKey(subjectId)}`;
}

export const semesterPath = (key: string) => `semesterEntries.${key}`;
export const subjectPath = (key: string) => `subjectEntries.${key}`;
export const sgpaPath = (key: string) => `sgpaEntries.${key}`;

export const sgpaEntry = ({ sgpa, credits }: EnteredSgpa) => `${sgpa}|${credits}`;
export const SGPA_ENTRY = /^(\d+(?:\.\d+)?)\|(\d+(?:\.\d+)?)$/;

export function semesterEntry(order: number, name: string): string {
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

export function subjectEntry(order: number, subject: Subject): string {
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

export interface Entry {
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
export function compareEntries(a: { id: string; order: number }, b: { id: string; order: number }) {
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
export interface Content {
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
export function readContent(data: Record<string, unknown>): Content | null {
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
