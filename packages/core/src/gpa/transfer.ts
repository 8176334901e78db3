import { CREDIT_STEP, isCreditAmount } from './grades';
import { isSemesterCredits, isStoredSgpa } from './entered-sgpa';
import {
  QUICK_SEMESTER_SUBJECTS_MESSAGE,
  SEMESTER_CREDITS_MESSAGE,
  SGPA_STORED_MAX,
  sgpaMessage,
} from './limits';
import type { CopiedFrom, EnteredSgpa, Profile, ScaleChoice, Semester, Subject } from './model';
import type { GradeScale } from './scales/grade-scale';
import { parseGradeScale } from './scales/grade-scale';
import { GRADE_MEMO, GRADE_MEMO_MESSAGE } from './scales/grade-memo';
import { DEFAULT_SCALE, fitsScale, resolveScale, scaleChoiceOf } from './scales/profile-scale';
import { importTexts } from './import-texts';
import { isRecord } from './json-record';

/**
 * Profiles as JSON: the export file, the reader of an import (profile-import.ts), and the device's
 * saved copy. Every field is checked, since a file may come from anywhere and a saved copy may be
 * corrupt or from the earlier product; whatever is read is rebuilt field by field, so nothing
 * unchecked gets through.
 */

export const EXPORT_FORMAT = 'campuscalc-gpa-profiles';
export const EXPORT_VERSION = 1;

export const NOT_AN_EXPORT_MESSAGE = importTexts.en.notExport;

export interface ProfilesExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  /** ISO 8601, for people reading the file; not read back. */
  exportedAt: string;
  profiles: Profile[];
}

class InvalidData extends Error {}

function fail(where: string, problem: string): never {
  throw new InvalidData(`${where}: ${problem}`);
}

function readRecord(value: unknown, where: string): Record<string, unknown> {
  return isRecord(value) ? value : fail(where, 'must be an object');
}

function readList(value: unknown, where: string, field: string): unknown[] {
  return Array.isArray(value) ? value : fail(where, `${field} must be a list`);
}

/** SPEC §3 allows numeric ids (the earlier product used timestamps); they become their digits. */
function readId(value: unknown, where: string): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && value !== '') return value;
  return fail(where, 'id must be a non-empty text');
}

function readText(value: unknown, where: string, field: string): string {
  return typeof value === 'string' ? value : fail(where, `${field} must be a text`);
}

function readName(value: unknown, where: string, field: string): string {
  return typeof value === 'string' && value.trim() !== ''
    ? value
    : fail(where, `${field} must be a non-empty text`);
}

function readTime(value: unknown, where: string, field: string): number {
  return typeof value === 'number' && Number.isFinite(value)
    ? value
    : fail(where, `${field} must be a time in milliseconds`);
}

/** Reads each item with its 1-based position in the message, refusing repeated ids. */
function readItems<T extends { id: string }>(
  items: unknown[],
  where: (position: number) => string,
  read: (item: unknown, where: string) => T,
): T[] {
  const ids = new Set<string>();
  return items.map((item, index) => {
    const value = read(item, where(index + 1));
    if (ids.has(value.id)) fail(where(index + 1), `id ${value.id} is used twice`);
    ids.add(value.id);
    return value;
  });
}

/** The scale's grades as a message lists them: '0, 4, 5, 6, 7, 8, 9, 10' or 'O, S, A, ...'. */
function gradeList(scale: GradeScale): string {
  if (scale === DEFAULT_SCALE) {
    return [...new Set(scale.grades.map((grade) => grade.points))].sort((a, b) => a - b).join(', ');
  }
  return scale.grades.map((grade) => `${grade.code} (${grade.points})`).join(', ');
}

const readSubject =
  (scale: GradeScale) =>
  (value: unknown, where: string): Subject => {
    const record = readRecord(value, where);
    const { grade, credit, gradeCode, retakeOf, gradeBefore } = record;
    if (typeof grade !== 'number' || (gradeCode !== undefined && typeof gradeCode !== 'string')) {
      fail(where, `grade must be one of ${gradeList(scale)}`);
    }
    if (!fitsScale(scale, { grade, gradeCode })) {
      fail(where, `grade must be one of ${gradeList(scale)}`);
    }
    if (!isCreditAmount(credit)) {
      fail(where, `credits must be 0 or more, in steps of ${CREDIT_STEP}`);
    }
    const subject: Subject = {
      id: readId(record.id, where),
      subjectName: readName(record.subjectName, where, 'subject name'),
      grade,
      credit,
    };
    if (gradeCode !== undefined) subject.gradeCode = gradeCode;
    if (retakeOf !== undefined) subject.retakeOf = readId(retakeOf, `${where}, retakeOf`);
    if (gradeBefore !== undefined) {
      // Only its form: the scale it names a grade of is not stored (scales/grade-memo.ts).
      if (typeof gradeBefore !== 'string' || !GRADE_MEMO.test(gradeBefore)) {
        fail(where, GRADE_MEMO_MESSAGE);
      }
      subject.gradeBefore = gradeBefore;
    }
    return subject;
  };

/** A quick semester's SGPA and credits, as stored data may hold them (entered-sgpa.ts). */
function readEntered(value: unknown, where: string): EnteredSgpa {
  const { sgpa, credits } = readRecord(value, `${where}, entered`);
  if (!isStoredSgpa(sgpa)) fail(where, sgpaMessage(SGPA_STORED_MAX));
  if (!isSemesterCredits(credits)) fail(where, SEMESTER_CREDITS_MESSAGE);
  return { sgpa, credits };
}

const readSemester =
  (scale: GradeScale) =>
  (value: unknown, where: string): Semester => {
    const record = readRecord(value, where);
    const semester: Semester = {
      id: readId(record.id, where),
      name: readName(record.name, where, 'name'),
      subjects: readItems(
        readList(record.subjects, where, 'subjects'),
        (position) => `${where}, subject ${position}`,
        readSubject(scale),
      ),
    };
    if (record.entered !== undefined) {
      if (semester.subjects.length > 0) fail(where, QUICK_SEMESTER_SUBJECTS_MESSAGE);
      semester.entered = readEntered(record.entered, where);
    }
    return semester;
  };

function readSemesters(value: unknown, where: string, scale: GradeScale): Semester[] {
  return readItems(
    readList(value, where, 'semesters'),
    (position) => `${where}, semester ${position}`,
    readSemester(scale),
  );
}

/** A profile's scale: a known preset's id, or a custom scale `parseGradeScale` accepts. */
function readScale(value: unknown, where: string): ScaleChoice | undefined {
  if (value === undefined) return undefined;
  const record = readRecord(value, `${where}, scale`);
  if (typeof record.preset === 'string' && Object.keys(record).length === 1) {
    const preset = resolveScale({ preset: record.preset });
    if (preset === null) fail(where, `unknown grade scale '${record.preset}'`);
    return scaleChoiceOf(preset, false);
  }
  if (!('custom' in record) || Object.keys(record).length !== 1) {
    fail(where, 'scale must name a preset or hold a custom scale');
  }
  const parsed = parseGradeScale(record.custom);
  if (!parsed.ok) fail(where, `custom scale: ${parsed.message}`);
  return { custom: parsed.scale };
}

function readCopiedFrom(value: unknown, where: string): CopiedFrom {
  const record = readRecord(value, `${where}, copiedFrom`);
  return {
    shareId: readText(record.shareId, where, 'copiedFrom.shareId'),
    originalUserId: readText(record.originalUserId, where, 'copiedFrom.originalUserId'),
    originalProfileId: readText(record.originalProfileId, where, 'copiedFrom.originalProfileId'),
    copiedAt: readTime(record.copiedAt, where, 'copiedFrom.copiedAt'),
  };
}

function readProfile(value: unknown, where: string): Profile {
  const record = readRecord(value, where);
  if (typeof record.isDefault !== 'boolean') fail(where, 'isDefault must be true or false');
  const scale = readScale(record.scale, where);
  const profile: Profile = {
    id: readId(record.id, where),
    name: readName(record.name, where, 'name'),
    semesters: readSemesters(record.semesters, where, resolveScale(scale)!),
    isDefault: record.isDefault,
    userId: record.userId === null ? null : readText(record.userId, where, 'userId'),
    createdAt: readTime(record.createdAt, where, 'createdAt'),
    updatedAt: readTime(record.updatedAt, where, 'updatedAt'),
  };
  if (record.copiedFrom !== undefined)
    profile.copiedFrom = readCopiedFrom(record.copiedFrom, where);
  if (scale !== undefined) profile.scale = scale;
  return profile;
}

/** An export envelope or, as the earlier product cached profiles, a plain list of them. */
function readProfileList(data: unknown): Profile[] {
  let list: unknown = data;
  if (isRecord(data)) {
    if (data.format !== EXPORT_FORMAT) throw new InvalidData(NOT_AN_EXPORT_MESSAGE);
    if (data.version !== EXPORT_VERSION) {
      throw new InvalidData(`Unsupported export version: ${String(data.version)}`);
    }
    list = data.profiles;
  }
  if (!Array.isArray(list)) throw new InvalidData(NOT_AN_EXPORT_MESSAGE);
  return readItems(list, (position) => `Profile ${position}`, readProfile);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new InvalidData(NOT_AN_EXPORT_MESSAGE);
  }
}

/** Runs a reader, turning its refusal into a message; other errors are bugs and propagate. */
function attempt<T>(read: () => T): { ok: true; value: T } | { ok: false; message: string } {
  try {
    return { ok: true, value: read() };
  } catch (error) {
    if (error instanceof InvalidData) return { ok: false, message: error.message };
    throw error;
  }
}

export function exportProfiles(profiles: readonly Profile[], exportedAt: number): string {
  const file: ProfilesExport = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date(exportedAt).toISOString(),
    // Rebuilding drops fields that are not the profile's own, e.g. those of a shared profile.
    profiles: profiles.map((profile, index) => readProfile(profile, `Profile ${index + 1}`)),
  };
  return JSON.stringify(file, null, 2);
}

/**
 * The profiles of a file's or a saved copy's text, every field checked; or why it is not a list of
 * profiles (an import's own checks are profile-import.ts's).
 */
export function readProfilesText(
  text: string,
): { ok: true; value: Profile[] } | { ok: false; message: string } {
  return attempt(() => readProfileList(parseJson(text)));
}

/** The device's saved profiles, or null when the saved value is malformed in any way. */
export function parseStoredProfiles(raw: string): Profile[] | null {
  const result = readProfilesText(raw);
  return result.ok ? result.value : null;
}

/** One stored profile, checked as `parseStoredProfiles` checks each, or null when malformed. */
export function parseStoredProfile(data: unknown): Profile | null {
  const result = attempt(() => readProfile(data, 'Profile'));
  return result.ok ? result.value : null;
}

/**
 * True when these semesters would pass every check of an import on this scale (used to guard
 * edits).
 */
export function isValidSemesterList(
  semesters: readonly Semester[],
  scale: GradeScale = DEFAULT_SCALE,
): boolean {
  return attempt(() => readSemesters(semesters, 'Profile', scale)).ok;
}
