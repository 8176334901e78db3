/**
 * The one way an attendance sheet is written down and read back, wherever it goes: the device's
 * storage, an exported file and (later) the account all keep `sheetDocument`, and all read with
 * `readSheetDocument`, which takes only a sheet whose every field is of its kind and within its
 * bounds; anything else is refused whole, never half-read.
 */
import { MAX_HOLIDAYS_LENGTH } from './calendar';
import type {
  AttendanceRules,
  AttendanceSemester,
  AttendanceSheet,
  AttendanceSubject,
  RemainingSource,
} from './sheet';
import { MAX_SUBJECTS, MAX_SUBJECT_NAME_LENGTH } from './sheet';

/** The longest text a count or percentage field keeps: far past any number it takes. */
export const MAX_FIELD_LENGTH = 40;

export const SHEET_DOCUMENT_KIND = 'campuscalc-attendance';
export const SHEET_DOCUMENT_VERSION = 1;

export interface SheetDocument extends AttendanceSheet {
  kind: typeof SHEET_DOCUMENT_KIND;
  version: typeof SHEET_DOCUMENT_VERSION;
}

export const sheetDocument = (sheet: AttendanceSheet): SheetDocument => ({
  kind: SHEET_DOCUMENT_KIND,
  version: SHEET_DOCUMENT_VERSION,
  rules: { ...sheet.rules },
  semester: { ...sheet.semester },
  subjects: sheet.subjects.map((subject) => ({ ...subject, timetable: [...subject.timetable] })),
});

type Record_ = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;

/** Whether `value` has exactly `keys`, no more: an unknown field is a document of another kind. */
const hasKeys = (value: Record_, keys: readonly string[]) =>
  Object.keys(value).length === keys.length && keys.every((key) => key in value);

function readRules(value: unknown): AttendanceRules | null {
  if (!isRecord(value)) return null;
  const { required, rounding, condonation, leaveLimit, perSubject, overall } = value;
  return hasKeys(value, [
    'required',
    'rounding',
    'condonation',
    'leaveLimit',
    'perSubject',
    'overall',
  ]) &&
    text(required, MAX_FIELD_LENGTH) &&
    (rounding === 'exact' || rounding === 'whole') &&
    text(condonation, MAX_FIELD_LENGTH) &&
    text(leaveLimit, MAX_FIELD_LENGTH) &&
    typeof perSubject === 'boolean' &&
    typeof overall === 'boolean'
    ? { required, rounding, condonation, leaveLimit, perSubject, overall }
    : null;
}

function readSemester(value: unknown): AttendanceSemester | null {
  if (!isRecord(value) || !hasKeys(value, ['lastDay', 'holidays'])) return null;
  const { lastDay, holidays } = value;
  return text(lastDay, MAX_FIELD_LENGTH) && text(holidays, MAX_HOLIDAYS_LENGTH)
    ? { lastDay, holidays }
    : null;
}

const SOURCES: readonly RemainingSource[] = ['none', 'count', 'timetable'];
const SUBJECT_KEYS = [
  'name',
  'held',
  'attended',
  'leave',
  'required',
  'remainingFrom',
  'remaining',
  'timetable',
];

function readSubject(value: unknown): AttendanceSubject | null {
  if (!isRecord(value) || !hasKeys(value, SUBJECT_KEYS)) return null;
  const { name, held, attended, leave, required, remainingFrom, remaining, timetable } = value;
  const counts = [held, attended, leave, required, remaining];
  return text(name, MAX_SUBJECT_NAME_LENGTH) &&
    counts.every((count) => text(count, MAX_FIELD_LENGTH)) &&
    SOURCES.includes(remainingFrom as RemainingSource) &&
    Array.isArray(timetable) &&
    timetable.length === 7 &&
    timetable.every((day) => text(day, MAX_FIELD_LENGTH))
    ? {
        name,
        held: held as string,
        attended: attended as string,
        leave: leave as string,
        required: required as string,
        remainingFrom: remainingFrom as RemainingSource,
        remaining: remaining as string,
        timetable: [...(timetable as string[])],
      }
    : null;
}

/** The sheet a document holds, or null when it is not a whole, valid sheet document. */
export function readSheetDocument(value: unknown): AttendanceSheet | null {
  if (!isRecord(value) || !hasKeys(value, ['kind', 'version', 'rules', 'semester', 'subjects']))
    return null;
  if (value.kind !== SHEET_DOCUMENT_KIND || value.version !== SHEET_DOCUMENT_VERSION) return null;
  const rules = readRules(value.rules);
  const semester = readSemester(value.semester);
  const list = value.subjects;
  if (rules === null || semester === null || !Array.isArray(list)) return null;
  if (list.length === 0 || list.length > MAX_SUBJECTS) return null;
  const subjects = list.map(readSubject);
  return subjects.every((subject) => subject !== null)
    ? { rules, semester, subjects: subjects as AttendanceSubject[] }
    : null;
}

/** A sheet from stored or imported JSON text; null when it is not one. */
export function parseSheetDocument(json: string): AttendanceSheet | null {
  try {
    return readSheetDocument(JSON.parse(json));
  } catch {
    return null;
  }
}
