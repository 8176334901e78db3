import { isCreditAmount } from './grades';
import { cleanName } from './limits';
import type { DamagedProfile, SavedEntry } from './model';
import type { Profile, Semester, Subject } from './model';
import {
  documentFromProfile,
  millis,
  profileFromDocument,
  storedSemesterList,
} from './profile-document';
import { fitsScale, resolveScale } from './scales/profile-scale';
import { scaleFromFields } from './stored-scale';
import { isRecord } from './json-record';
import type { SalvageNote, SalvagePlace } from './salvage-texts';
import { salvageTexts } from './salvage-texts';
import { storeTexts } from './store-texts';
import { parseStoredProfile } from './transfer';

export const UNNAMED_PROFILE = storeTexts.en.unnamed;
/** The names the salvage gives (stored in English: sayNote shows them in the element's language). */
const NAMES = salvageTexts.en;
/** A stored value quoted in a message, cut short so a megabyte of junk stays one line. */
function quote(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  const line = text.replace(/\s+/g, ' ');
  return `"${line.length > 40 ? `${line.slice(0, 40)}…` : line}"`;
}

const hasName = (value: unknown): value is string =>
  typeof value === 'string' && cleanName(value) !== '';

const isTime = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

function scaleProblem(scale: unknown): SalvageNote {
  const preset = isRecord(scale) ? scale.preset : undefined;
  return typeof preset === 'string'
    ? { key: 'unknownScale', values: [quote(preset)] }
    : { key: 'customScale' };
}

/** What can be read of a profile before its semesters, with the fixes it needed. */
interface Base {
  /** The profile's own fields, with no semesters yet. */
  fields: Profile;
  problems: SalvageNote[];
  changes: SalvageNote[];
  /** False when what is wrong has no certain fix (an unreadable scale, say). */
  repairable: boolean;
}

/** The profile's own fields (`record` in SPEC §3's shape), fixed where the fix is certain. */
function readBase(id: string, record: Record<string, unknown>, now: number): Base {
  const base: Base = { problems: [], changes: [], repairable: true, fields: {} as Profile };
  const fix = (problem: SalvageNote, change: SalvageNote) => {
    base.problems.push(problem);
    base.changes.push(change);
  };
  const fields: Record<string, unknown> = { ...record, id, semesters: [] };
  if (!hasName(record.name)) {
    fix({ key: 'noName' }, { key: 'profileNamed' });
    fields.name = UNNAMED_PROFILE;
  }
  if (typeof record.isDefault !== 'boolean') {
    fix({ key: 'noDefault' }, { key: 'notDefault' });
    fields.isDefault = false;
  }
  for (const field of ['createdAt', 'updatedAt'] as const) {
    if (!isTime(record[field])) {
      const created = field === 'createdAt';
      fix({ key: 'noDate', values: [created] }, { key: 'dateNow', values: [created] });
      fields[field] = now;
    }
  }
  if (record.userId !== null && typeof record.userId !== 'string') fields.userId = null;
  const read = (extra: Record<string, unknown>) => parseStoredProfile({ ...fields, ...extra });
  if (record.copiedFrom !== undefined && read({ copiedFrom: undefined }) && !read({})) {
    fix({ key: 'noSource' }, { key: 'sourceOut' });
    fields.copiedFrom = undefined;
  }
  const profile = read({});
  if (profile === null) {
    // The scale gives every grade its meaning: without it no subject can be kept for certain.
    const scaleAlone = record.scale !== undefined && read({ scale: undefined }) !== null;
    base.problems.push(scaleAlone ? scaleProblem(record.scale) : { key: 'noDetails' });
    base.repairable = false;
    return base;
  }
  base.fields = profile;
  return base;
}

/** Why a subject the strict reader refuses is refused, as the student would put it. */
function subjectProblem(subject: Record<string, unknown>, { fields }: Base): SalvageNote {
  const scale = resolveScale(fields.scale);
  const { grade, gradeCode, credit } = subject;
  const fits =
    typeof grade === 'number' &&
    (gradeCode === undefined || typeof gradeCode === 'string') &&
    scale !== null &&
    fitsScale(scale, { grade, gradeCode });
  if (!fits) return { key: 'offScale', values: [quote(gradeCode ?? grade)] };
  if (!isCreditAmount(credit)) return { key: 'badCredits', values: [quote(credit)] };
  return { key: 'unreadable', values: [quote(subject)] };
}

/**
 * A subject refused only for the grade it remembers from before a change of scale (model.ts
 * `gradeBefore`), read without it: the memo only restores a grade on changing back, so forgetting
 * it changes no number.
 */
function withoutMemo(
  subject: Record<string, unknown>,
  at: SalvagePlace,
  base: Base,
  readOne: (subject: Record<string, unknown>) => Subject | undefined,
): Subject | undefined {
  if (subject.gradeBefore === undefined) return undefined;
  const read = readOne({ ...subject, gradeBefore: undefined });
  if (!read) return undefined;
  base.problems.push({ key: 'noMemo', values: [quote(subject.gradeBefore)], at });
  base.changes.push({ key: 'memoGone', at });
  return read;
}

/** One semester of SPEC §3's list, what can be read of it kept; problems and changes added. */
function salvageSemester(
  value: unknown,
  position: number,
  base: Base,
  taken: Set<string>,
): Semester | null {
  const where: SalvagePlace = { semester: position };
  const record = isRecord(value) ? value : {};
  const reads = (semester: Record<string, unknown>) =>
    parseStoredProfile({ ...base.fields, semesters: [semester] })?.semesters[0] ?? null;
  const subjects = Array.isArray(record.subjects) ? record.subjects : [];
  // Stored names stay in English, as a new profile's 'Semester 1' (profiles.ts).
  const name = hasName(record.name) ? record.name : NAMES.semester(position);
  const shell = reads({ id: record.id, name, subjects: [] });
  if (shell === null || taken.has(shell.id)) {
    base.problems.push({ key: 'unreadable', values: [quote(value)], at: where });
    base.changes.push({ key: 'semOut', values: [subjects.length], at: where });
    return null;
  }
  taken.add(shell.id);
  if (name !== record.name) {
    base.problems.push({ key: 'hasNoName', at: where });
    base.changes.push({ key: 'isNamed', values: [name], at: where });
  }
  if (!Array.isArray(record.subjects)) {
    base.problems.push({ key: 'subjsUnread', at: where });
  }
  const kept: Subject[] = [];
  subjects.forEach((subject, index) => {
    const at: SalvagePlace = { semester: position, subject: index + 1 };
    const item = isRecord(subject) ? subject : {};
    const named = hasName(item.subjectName)
      ? item
      : { ...item, subjectName: NAMES.subjectN(index + 1) };
    const readOne = (one: Record<string, unknown>) =>
      reads({ ...shell, subjects: [one] })?.subjects[0];
    const read = readOne(named) ?? withoutMemo(named, at, base, readOne);
    if (read === undefined || kept.some((other) => other.id === read.id)) {
      const problem: SalvageNote = read ? { key: 'repeats' } : subjectProblem(item, base);
      base.problems.push({ ...problem, at });
      const named = hasName(item.subjectName) ? item.subjectName : null;
      base.changes.push({ key: 'subjOut', values: [named], at });
      return;
    }
    if (named !== item) {
      base.problems.push({ key: 'hasNoName', at });
      base.changes.push({ key: 'isNamed', values: [NAMES.subjectN(index + 1)], at });
    }
    kept.push(read);
  });
  const semester: Semester = { ...shell, subjects: kept };
  if (record.entered !== undefined && kept.length === 0) {
    const quick = reads({ ...shell, entered: record.entered });
    if (quick?.entered) semester.entered = quick.entered;
    else {
      base.problems.push({ key: 'noSgpa', values: [quote(record.entered)], at: where });
      base.changes.push({ key: 'sgpaOut', at: where });
    }
  }
  return semester;
}

/**
 * A damaged profile from what a reader decoded: `record` is SPEC §3's shape, `semesters` its list
 * as far as it could be decoded, `problems`/`changes` what decoding left out already. `readsWhole`
 * is the reader the repair must satisfy: a repair it refuses is no repair.
 */
function salvage(
  id: string,
  record: Record<string, unknown>,
  decoded: { semesters: readonly unknown[]; problems: SalvageNote[]; changes: SalvageNote[] },
  {
    raw,
    now,
    readsWhole,
  }: { raw: unknown; now: number; readsWhole: (profile: Profile) => boolean },
): DamagedProfile {
  const base = readBase(id, record, now);
  const name = hasName(record.name) ? cleanName(record.name) : UNNAMED_PROFILE;
  const damaged: DamagedProfile = { id, name, problems: [], raw, repair: null };
  if (!base.repairable || !isRecord(raw)) {
    damaged.problems = [...base.problems, ...decoded.problems];
    return damaged;
  }
  const taken = new Set<string>();
  base.problems.push(...decoded.problems);
  base.changes.push(...decoded.changes);
  const semesters = decoded.semesters.flatMap(
    (semester, index) => salvageSemester(semester, index + 1, base, taken) ?? [],
  );
  damaged.problems = base.problems;
  const profile: Profile = { ...base.fields, semesters };
  if (readsWhole(profile)) damaged.repair = { profile, changes: base.changes };
  if (damaged.problems.length === 0) damaged.problems.push({ key: 'notAsSaved' });
  return damaged;
}

/** JSON with every object's keys sorted, so that two values compare whatever their key order. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) =>
    isRecord(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)))
      : item,
  );

/** True when the strict reader reads `profile` back as it is. */
const readsAsSaved = (profile: Profile) =>
  canonical(parseStoredProfile(profile)) === canonical(profile);

/** A saved device entry the strict reader refuses (damaged-list.ts), as a damaged profile. */
export function salvageSavedEntry({ id, raw, ownId }: SavedEntry, now: number): DamagedProfile {
  const record = isRecord(raw) ? raw : {};
  const semesters = Array.isArray(record.semesters) ? record.semesters : [];
  const decoded = { semesters, problems: [] as SalvageNote[], changes: [] as SalvageNote[] };
  if (!Array.isArray(record.semesters)) decoded.problems.push({ key: 'noSemesters' });
  if (!ownId) decoded.problems.push({ key: 'noId' });
  const damaged = salvage(id, record, decoded, { raw, now, readsWhole: readsAsSaved });
  // An entry without an id of its own cannot be saved back in place.
  if (!ownId) damaged.repair = null;
  return damaged;
}

/** An entry's `order` as far as it reads, for keeping the stored order of what is salvaged. */
const orderOf = (value: unknown) => {
  const order = typeof value === 'string' ? Number(value.split('|')[0]) : NaN;
  return Number.isFinite(order) ? order : Number.MAX_VALUE;
};

type Entries = Record<string, unknown>;

/**
 * The semesters of a flat document, entry by entry (profile-document.ts reads each one alone, so
 * one bad entry costs only itself), with what could not be decoded.
 */
function decodeEntries(data: Record<string, unknown>) {
  const problems: SalvageNote[] = [];
  const changes: SalvageNote[] = [];
  const map = (field: string): Entries => {
    const value = data[field];
    if (value === undefined && field === 'sgpaEntries') return {};
    if (isRecord(value)) return value;
    problems.push({ key: field === 'semesterEntries' ? 'noSemesters' : 'noSubjects' });
    return {};
  };
  const [semesterMap, subjectMap, sgpaMap] = [
    map('semesterEntries'),
    map('subjectEntries'),
    map('sgpaEntries'),
  ];
  const one = (semesterEntries: Entries, subjectEntries: Entries = {}, sgpaEntries: Entries = {}) =>
    storedSemesterList({ semesterEntries, subjectEntries, sgpaEntries })?.[0];
  const semesters = Object.entries(semesterMap)
    .sort(([, a], [, b]) => orderOf(a) - orderOf(b))
    .flatMap(([key, value]) => {
      const semester = one({ [key]: value }) as Record<string, unknown> | undefined;
      if (semester) return [{ key, semester }];
      problems.push({ key: 'semUnread', values: [quote(value)] });
      changes.push({ key: 'semDropped', values: [quote(value)] });
      return [];
    });
  const subjectsOf = new Map(semesters.map(({ key }) => [key, [] as [number, unknown][]]));
  for (const [key, value] of Object.entries(subjectMap)) {
    const semesterKey = key.split('_')[0]!;
    const list = subjectsOf.get(semesterKey);
    // A subject of a semester that is gone, or could not be read, goes as the reader drops it.
    if (list === undefined) continue;
    const read = one({ [semesterKey]: '0|-' }, { [key]: value });
    const subject = (read as { subjects?: unknown[] } | undefined)?.subjects?.[0];
    if (subject) list.push([orderOf(value), subject]);
    else {
      const at = { semester: semesters.findIndex((semester) => semester.key === semesterKey) + 1 };
      problems.push({ key: 'subjUnread', values: [quote(value)], at });
      changes.push({ key: 'subjDropped', values: [quote(value)], at });
    }
  }
  const list = semesters.map(({ key, semester }) => {
    const subjects = subjectsOf
      .get(key)!
      .sort(([a], [b]) => a - b)
      .map(([, subject]) => subject);
    const quick = subjects.length === 0 && key in sgpaMap;
    const entered = quick
      ? ((one({ [key]: '0|-' }, {}, { [key]: sgpaMap[key] }) as { entered?: unknown } | undefined)
          ?.entered ?? sgpaMap[key])
      : undefined;
    return { ...semester, subjects, entered };
  });
  return { semesters: list, problems, changes };
}

/** True when `profile`, written as a document, is read back whole: every semester and subject. */
function documentReadsWhole(profile: Profile): boolean {
  const back = profileFromDocument(
    profile.id,
    documentFromProfile(profile, 'owner', (time) => time),
  );
  const count = (semesters: readonly Semester[]) =>
    semesters.map((semester) => `${semester.subjects.length}${semester.entered ? 'q' : ''}`).join();
  return back !== null && count(back.semesters) === count(profile.semesters);
}

/** A profile document (`users/{uid}/profiles/{id}`, any shape) the strict reader refuses, as a damaged profile. */
export function salvageDocument(id: string, data: unknown, now: number): DamagedProfile {
  const record = isRecord(data) ? data : {};
  const shape = 'semesters' in record ? storedSemesterList(record) : null;
  const decoded =
    'semesters' in record
      ? {
          semesters: shape ?? [],
          problems: shape ? [] : [{ key: 'noSemesters' } as const],
          changes: shape ? [] : [{ key: 'allSemsOut' } as const],
        }
      : decodeEntries(record);
  const profileFields = {
    name: record.name,
    isDefault: record.isDefault,
    userId: record.userId,
    createdAt: millis(record.createdAt),
    updatedAt: millis(record.updatedAt),
    copiedFrom: isRecord(record.copiedFrom)
      ? { ...record.copiedFrom, copiedAt: millis(record.copiedFrom.copiedAt) }
      : (record.copiedFrom ?? undefined),
    scale: scaleFromFields(record),
  };
  return salvage(id, profileFields, decoded, { raw: data, now, readsWhole: documentReadsWhole });
}
