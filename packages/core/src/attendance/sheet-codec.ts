/**
 * The one way an attendance sheet is written down and read back, wherever it goes: the device's
 * storage, an exported file and the account all keep `sheetDocument`, and all read it with
 * `readSheetDocument`, which takes only a document whose every field is of its kind and within its
 * bounds; anything else is refused whole, never half-read. firestore.rules checks the same shape
 * (its rules are property-tested against this reader), so the flat form is for the rules: a
 * subject is one text of fields divided by U+001F, which rules can match with one pattern, since
 * they cannot loop over a list of maps.
 */
import { MAX_HOLIDAYS_LENGTH } from './calendar';
import type { AttendanceSheet, AttendanceSubject, RemainingSource } from './sheet';
import { MAX_SUBJECTS, MAX_SUBJECT_NAME_LENGTH, blankSubject } from './sheet';

/** The longest text a count, percentage or date field keeps: far past any it takes. */
export const MAX_FIELD_LENGTH = 40;

export const SHEET_DOCUMENT_KIND = 'campuscalc-attendance';
export const SHEET_DOCUMENT_VERSION = 1;

/** Divides a subject's fields in its text: a control character, which no field keeps. */
const DIVIDER = '\u001f';

export interface SheetDocument {
  kind: typeof SHEET_DOCUMENT_KIND;
  version: typeof SHEET_DOCUMENT_VERSION;
  required: string;
  rounding: 'exact' | 'whole';
  condonation: string;
  leaveLimit: string;
  perSubject: boolean;
  overall: boolean;
  lastDay: string;
  holidays: string;
  /** name, held, attended, leave, required, remainingFrom, remaining, Monday … Sunday. */
  subjects: string[];
}

const DOCUMENT_KEYS: readonly (keyof SheetDocument)[] = [
  'kind',
  'version',
  'required',
  'rounding',
  'condonation',
  'leaveLimit',
  'perSubject',
  'overall',
  'lastDay',
  'holidays',
  'subjects',
];

// Control characters mean nothing typed into a field (a pasted tab): written as spaces, so that
// every text the writer keeps, the reader (and the rules) take. The holidays keep line breaks.
const CONTROLS = /\p{Cc}/gu;
const CONTROLS_BUT_LINES = /(?!\n)\p{Cc}/gu;

/** A field as it is kept: no control character, at most `max` characters. */
const kept = (text: string, max: number, controls = CONTROLS) =>
  text.replace(controls, ' ').slice(0, max);

const subjectText = (subject: AttendanceSubject) =>
  [
    kept(subject.name, MAX_SUBJECT_NAME_LENGTH),
    ...[subject.held, subject.attended, subject.leave, subject.required].map((field) =>
      kept(field, MAX_FIELD_LENGTH),
    ),
    subject.remainingFrom,
    kept(subject.remaining, MAX_FIELD_LENGTH),
    ...subject.timetable.slice(0, 7).map((day) => kept(day, MAX_FIELD_LENGTH)),
  ].join(DIVIDER);

/** The sheet as it is kept: its texts cut to their bounds, and 1 to MAX_SUBJECTS subjects. */
export const sheetDocument = ({ rules, semester, subjects }: AttendanceSheet): SheetDocument => ({
  kind: SHEET_DOCUMENT_KIND,
  version: SHEET_DOCUMENT_VERSION,
  required: kept(rules.required, MAX_FIELD_LENGTH),
  rounding: rules.rounding,
  condonation: kept(rules.condonation, MAX_FIELD_LENGTH),
  leaveLimit: kept(rules.leaveLimit, MAX_FIELD_LENGTH),
  perSubject: rules.perSubject,
  overall: rules.overall,
  lastDay: kept(semester.lastDay, MAX_FIELD_LENGTH),
  holidays: kept(semester.holidays, MAX_HOLIDAYS_LENGTH, CONTROLS_BUT_LINES),
  // A sheet has a subject at least: the calculator shows one to type into.
  subjects: (subjects.length === 0 ? [blankSubject()] : subjects.slice(0, MAX_SUBJECTS)).map(
    subjectText,
  ),
});

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text the writer could have kept: within `max`, with no control character but those allowed. */
const isKept = (value: unknown, max: number, controls = CONTROLS): value is string =>
  typeof value === 'string' && value.length <= max && !new RegExp(controls).test(value);

const SOURCES: readonly string[] = ['none', 'count', 'timetable'] satisfies RemainingSource[];

function readSubject(text: unknown): AttendanceSubject | null {
  if (typeof text !== 'string') return null;
  const fields = text.split(DIVIDER);
  const [name, held, attended, leave, required, remainingFrom, remaining, ...timetable] = fields;
  const counts = [held, attended, leave, required, remaining, ...timetable];
  return fields.length === 14 &&
    isKept(name, MAX_SUBJECT_NAME_LENGTH) &&
    counts.every((count) => isKept(count, MAX_FIELD_LENGTH)) &&
    SOURCES.includes(remainingFrom!)
    ? {
        name,
        held: held!,
        attended: attended!,
        leave: leave!,
        required: required!,
        remainingFrom: remainingFrom as RemainingSource,
        remaining: remaining!,
        timetable,
      }
    : null;
}

/** The sheet a document holds, or null when it is not a whole, valid sheet document. */
export function readSheetDocument(value: unknown): AttendanceSheet | null {
  if (!isRecord(value)) return null;
  const keys = Object.keys(value);
  if (keys.length !== DOCUMENT_KEYS.length || !DOCUMENT_KEYS.every((key) => key in value)) {
    return null;
  }
  const { kind, version, required, rounding, condonation, leaveLimit, perSubject, overall } = value;
  const { lastDay, holidays, subjects } = value;
  const valid =
    kind === SHEET_DOCUMENT_KIND &&
    version === SHEET_DOCUMENT_VERSION &&
    [required, condonation, leaveLimit, lastDay].every((field) =>
      isKept(field, MAX_FIELD_LENGTH),
    ) &&
    (rounding === 'exact' || rounding === 'whole') &&
    typeof perSubject === 'boolean' &&
    typeof overall === 'boolean' &&
    isKept(holidays, MAX_HOLIDAYS_LENGTH, CONTROLS_BUT_LINES) &&
    Array.isArray(subjects) &&
    subjects.length >= 1 &&
    subjects.length <= MAX_SUBJECTS;
  if (!valid) return null;
  const read = (subjects as unknown[]).map(readSubject);
  if (!read.every((subject) => subject !== null)) return null;
  return {
    rules: {
      required: required as string,
      rounding,
      condonation: condonation as string,
      leaveLimit: leaveLimit as string,
      perSubject,
      overall,
    },
    semester: { lastDay: lastDay as string, holidays: holidays as string },
    subjects: read as AttendanceSubject[],
  };
}

/** A sheet from stored or imported JSON text; null when it is not one. */
export function parseSheetDocument(json: string): AttendanceSheet | null {
  try {
    return readSheetDocument(JSON.parse(json));
  } catch {
    return null;
  }
}
