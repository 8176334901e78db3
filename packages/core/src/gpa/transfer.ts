import { CREDIT_STEP, isCreditAmount } from './grades';
import { isSemesterCredits, isStoredSgpa } from './entered-sgpa';
import type { FileField, FilePlace, ImportProblem, PlacedProblem } from './import-problems';
import { SEMESTER_CREDITS_MAX, SGPA_DECIMALS, SGPA_STORED_MAX } from './limits';
import type { CopiedFrom, EnteredSgpa, Profile, ScaleChoice, Semester, Subject } from './model';
import type { GradeScale } from './scales/grade-scale';
import { parseGradeScale } from './scales/grade-scale';
import { GRADE_MEMO } from './scales/grade-memo';
import { DEFAULT_SCALE, fitsScale, resolveScale, scaleChoiceOf } from './scales/profile-scale';
import { isRecord } from './json-record';

/**
 * Profiles as JSON: the export file, the reader of an import (profile-import.ts), and the device's
 * saved copy. Every field is checked, since a file may come from anywhere and a saved copy may be
 * corrupt or from the earlier product; whatever is read is rebuilt field by field, so nothing
 * unchecked gets through.
 */

export const EXPORT_FORMAT = 'campuscalc-gpa-profiles';
export const EXPORT_VERSION = 1;

export interface ProfilesExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  /** ISO 8601, for people reading the file; not read back. */
  exportedAt: string;
  profiles: Profile[];
}

/** The reader's refusal: why, as a code (import-problems.ts). */
class InvalidData extends Error {
  readonly problem: ImportProblem;

  constructor(problem: ImportProblem) {
    super(problem.code);
    this.problem = problem;
  }
}

function fail(at: FilePlace, problem: PlacedProblem): never {
  throw new InvalidData({ ...problem, at });
}

function readRecord(value: unknown, at: FilePlace): Record<string, unknown> {
  return isRecord(value) ? value : fail(at, { code: 'notObject' });
}

function readList(value: unknown, at: FilePlace, field: 'semesters' | 'subjects'): unknown[] {
  return Array.isArray(value) ? value : fail(at, { code: 'notList', field });
}

/** SPEC §3 allows numeric ids (the earlier product used timestamps); they become their digits. */
function readId(value: unknown, at: FilePlace): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && value !== '') return value;
  return fail(at, { code: 'emptyText', field: 'id' });
}

function readText(value: unknown, at: FilePlace, field: FileField): string {
  return typeof value === 'string' ? value : fail(at, { code: 'notText', field });
}

function readName(value: unknown, at: FilePlace, field: FileField): string {
  return typeof value === 'string' && value.trim() !== ''
    ? value
    : fail(at, { code: 'emptyText', field });
}

function readTime(value: unknown, at: FilePlace, field: FileField): number {
  return typeof value === 'number' && Number.isFinite(value)
    ? value
    : fail(at, { code: 'notTime', field });
}

/** Reads each item at its 1-based position, refusing repeated ids. */
function readItems<T extends { id: string }>(
  items: unknown[],
  at: (position: number) => FilePlace,
  read: (item: unknown, at: FilePlace) => T,
): T[] {
  const ids = new Set<string>();
  return items.map((item, index) => {
    const value = read(item, at(index + 1));
    if (ids.has(value.id)) fail(at(index + 1), { code: 'idTwice', id: value.id });
    ids.add(value.id);
    return value;
  });
}

/** The scale's grades as a message lists them: 0, 4, 5, …, 10 or O (10), A+ (9), …. */
function gradeList(scale: GradeScale): string[] {
  if (scale === DEFAULT_SCALE) {
    const points = [...new Set(scale.grades.map((grade) => grade.points))];
    return points.sort((a, b) => a - b).map(String);
  }
  return scale.grades.map((grade) => `${grade.code} (${grade.points})`);
}

const readSubject =
  (scale: GradeScale) =>
  (value: unknown, at: FilePlace): Subject => {
    const record = readRecord(value, at);
    const { grade, credit, gradeCode, retakeOf, gradeBefore } = record;
    if (
      typeof grade !== 'number' ||
      (gradeCode !== undefined && typeof gradeCode !== 'string') ||
      !fitsScale(scale, { grade, gradeCode })
    ) {
      fail(at, { code: 'oneOf', field: 'grade', options: gradeList(scale) });
    }
    if (!isCreditAmount(credit)) fail(at, { code: 'creditStep', step: CREDIT_STEP });
    const subject: Subject = {
      id: readId(record.id, at),
      subjectName: readName(record.subjectName, at, 'subjectName'),
      grade,
      credit,
    };
    if (gradeCode !== undefined) subject.gradeCode = gradeCode;
    if (retakeOf !== undefined) subject.retakeOf = readId(retakeOf, { ...at, part: 'retakeOf' });
    if (gradeBefore !== undefined) {
      // Only its form: the scale it names a grade of is not stored (scales/grade-memo.ts).
      if (typeof gradeBefore !== 'string' || !GRADE_MEMO.test(gradeBefore)) {
        fail(at, { code: 'gradeMemo' });
      }
      subject.gradeBefore = gradeBefore;
    }
    return subject;
  };

/** A quick semester's SGPA and credits, as stored data may hold them (entered-sgpa.ts). */
function readEntered(value: unknown, at: FilePlace): EnteredSgpa {
  const { sgpa, credits } = readRecord(value, { ...at, part: 'entered' });
  if (!isStoredSgpa(sgpa)) {
    fail(at, { code: 'sgpaRange', max: SGPA_STORED_MAX, places: SGPA_DECIMALS });
  }
  if (!isSemesterCredits(credits)) fail(at, { code: 'semCredits', most: SEMESTER_CREDITS_MAX });
  return { sgpa, credits };
}

const readSemester =
  (scale: GradeScale) =>
  (value: unknown, at: FilePlace): Semester => {
    const record = readRecord(value, at);
    const semester: Semester = {
      id: readId(record.id, at),
      name: readName(record.name, at, 'name'),
      subjects: readItems(
        readList(record.subjects, at, 'subjects'),
        (subject) => ({ ...at, subject }),
        readSubject(scale),
      ),
    };
    if (record.entered !== undefined) {
      if (semester.subjects.length > 0) fail(at, { code: 'quickAndSubj' });
      semester.entered = readEntered(record.entered, at);
    }
    return semester;
  };

function readSemesters(value: unknown, at: FilePlace, scale: GradeScale): Semester[] {
  return readItems(
    readList(value, at, 'semesters'),
    (semester) => ({ ...at, semester }),
    readSemester(scale),
  );
}

/** A profile's scale: a known preset's id, or a custom scale `parseGradeScale` accepts. */
function readScale(value: unknown, at: FilePlace): ScaleChoice | undefined {
  if (value === undefined) return undefined;
  const record = readRecord(value, { ...at, part: 'scale' });
  if (typeof record.preset === 'string' && Object.keys(record).length === 1) {
    const preset = resolveScale({ preset: record.preset });
    if (preset === null) fail(at, { code: 'unknownScale', preset: record.preset });
    return scaleChoiceOf(preset, false);
  }
  if (!('custom' in record) || Object.keys(record).length !== 1) {
    fail(at, { code: 'scaleChoice' });
  }
  const parsed = parseGradeScale(record.custom);
  if (!parsed.ok) fail(at, { code: 'customScale', problem: parsed.problem });
  return { custom: parsed.scale };
}

function readCopiedFrom(value: unknown, at: FilePlace): CopiedFrom {
  const record = readRecord(value, { ...at, part: 'copiedFrom' });
  return {
    shareId: readText(record.shareId, at, 'copiedFrom.shareId'),
    originalUserId: readText(record.originalUserId, at, 'copiedFrom.originalUserId'),
    originalProfileId: readText(record.originalProfileId, at, 'copiedFrom.originalProfileId'),
    copiedAt: readTime(record.copiedAt, at, 'copiedFrom.copiedAt'),
  };
}

function readProfile(value: unknown, at: FilePlace): Profile {
  const record = readRecord(value, at);
  if (typeof record.isDefault !== 'boolean') fail(at, { code: 'notFlag', field: 'isDefault' });
  const scale = readScale(record.scale, at);
  const profile: Profile = {
    id: readId(record.id, at),
    name: readName(record.name, at, 'name'),
    semesters: readSemesters(record.semesters, at, resolveScale(scale)!),
    isDefault: record.isDefault,
    userId: record.userId === null ? null : readText(record.userId, at, 'userId'),
    createdAt: readTime(record.createdAt, at, 'createdAt'),
    updatedAt: readTime(record.updatedAt, at, 'updatedAt'),
  };
  if (record.copiedFrom !== undefined) profile.copiedFrom = readCopiedFrom(record.copiedFrom, at);
  if (scale !== undefined) profile.scale = scale;
  return profile;
}

/** An export envelope or, as the earlier product cached profiles, a plain list of them. */
function readProfileList(data: unknown): Profile[] {
  let list: unknown = data;
  if (isRecord(data)) {
    if (data.format !== EXPORT_FORMAT) throw new InvalidData({ code: 'notExport' });
    if (data.version !== EXPORT_VERSION) {
      throw new InvalidData({ code: 'version', version: String(data.version) });
    }
    list = data.profiles;
  }
  if (!Array.isArray(list)) throw new InvalidData({ code: 'notExport' });
  return readItems(list, (profile) => ({ profile }), readProfile);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new InvalidData({ code: 'notExport' });
  }
}

/** Runs a reader, turning its refusal into its problem; other errors are bugs and propagate. */
function attempt<T>(read: () => T): { ok: true; value: T } | { ok: false; problem: ImportProblem } {
  try {
    return { ok: true, value: read() };
  } catch (error) {
    if (error instanceof InvalidData) return { ok: false, problem: error.problem };
    throw error;
  }
}

/**
 * The profiles as an export file's text. A profile the reader would refuse is a bug, not the
 * student's: it throws, with the reader's problem (its words load with the import's).
 */
export function exportProfiles(profiles: readonly Profile[], exportedAt: number): string {
  const read = attempt(() =>
    profiles.map((profile, index) => readProfile(profile, { profile: index + 1 })),
  );
  if (!read.ok)
    throw new Error(`Not exported, the reader refuses: ${JSON.stringify(read.problem)}`);
  const file: ProfilesExport = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date(exportedAt).toISOString(),
    // Rebuilding drops fields that are not the profile's own, e.g. those of a shared profile.
    profiles: read.value,
  };
  return JSON.stringify(file, null, 2);
}

/**
 * The profiles of a file's or a saved copy's text, every field checked; or why it is not a list of
 * profiles (an import's own checks are profile-import.ts's).
 */
export function readProfilesText(
  text: string,
): { ok: true; value: Profile[] } | { ok: false; problem: ImportProblem } {
  return attempt(() => readProfileList(parseJson(text)));
}

/** The device's saved profiles, or null when the saved value is malformed in any way. */
export function parseStoredProfiles(raw: string): Profile[] | null {
  const result = readProfilesText(raw);
  return result.ok ? result.value : null;
}

/** One stored profile, checked as `parseStoredProfiles` checks each, or null when malformed. */
export function parseStoredProfile(data: unknown): Profile | null {
  const result = attempt(() => readProfile(data, { profile: 1 }));
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
  return attempt(() => readSemesters(semesters, { profile: 1 }, scale)).ok;
}
