import { isCreditAmount } from './grades';
import { cleanName } from './limits';
import {
  DEFAULT_PROFILE_MESSAGE,
  LAST_PROFILE_MESSAGE,
  PROFILE_NOT_FOUND_MESSAGE,
  SAVE_ERROR_MESSAGE,
} from './profiles';
import type { Profile, Semester, SharePermission, Subject } from './model';
import {
  documentFromProfile,
  millis,
  type ProfileDocument,
  profileFromDocument,
  storedSemesterList,
} from './profile-document';
import { fitsScale, resolveScale } from './scales/profile-scale';
import { scaleFromFields } from './stored-scale';
import { isRecord, parseStoredProfile } from './transfer';

/**
 * A profile the strict reader refuses (transfer.ts, profile-document.ts), kept rather than dropped
 * (docs/decisions.md "Damaged profiles are shown, not dropped"): what can be read of it, what is
 * wrong in a student's words, the stored data as it is for export, and where possible a repair.
 * Nothing here writes: the store saves a repair only when the student confirms it.
 */
export interface DamagedProfile {
  /** The id the store addresses it by: the stored id, or for a device entry without a usable one `saved-entry-N`. */
  id: string;
  /** Its name where one can be read, else UNNAMED_PROFILE. */
  name: string;
  /** What is wrong, e.g. 'Semester 3, subject 2: grade "Q" is not on this scale'. */
  problems: string[];
  /** The stored document or saved entry, untouched, for Export. */
  raw: unknown;
  /** The profile with what cannot be read left out or fixed; null when nothing sound is left. */
  repair: ProfileRepair | null;
  /** Set for a profile shared with the user: read-only, so export only. */
  share?: { shareId: string; ownerEmail: string | null; permission: SharePermission };
}

export interface ProfileRepair {
  profile: Profile;
  /** Exactly what the repair leaves out or changes, to show before it is saved. */
  changes: string[];
}

export const UNNAMED_PROFILE = 'Unnamed profile';
export const DAMAGED_PROFILE_NOTE =
  'This profile could not be read as saved. Nothing has been changed: you can export it as it is, repair it or delete it.';
export const DAMAGED_SHARED_NOTE =
  'This shared profile could not be read as saved. You can export it as it is; only its owner can repair it.';
export const NO_REPAIR_NOTE =
  'It cannot be repaired: too little of it can be read. Export it to keep what is there, then delete it.';

/** A stored value quoted in a message, cut short so a megabyte of junk stays one line. */
function quote(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  const line = text.replace(/\s+/g, ' ');
  return `"${line.length > 40 ? `${line.slice(0, 40)}…` : line}"`;
}

const hasName = (value: unknown): value is string =>
  typeof value === 'string' && cleanName(value) !== '';

const isTime = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

function scaleProblem(scale: unknown): string {
  const preset = isRecord(scale) ? scale.preset : undefined;
  return typeof preset === 'string'
    ? `Its grade scale ${quote(preset)} is not one this calculator knows`
    : 'Its custom grade scale cannot be read';
}

/** What can be read of a profile before its semesters, with the fixes it needed. */
interface Base {
  /** The profile's own fields, with no semesters yet. */
  fields: Profile;
  problems: string[];
  changes: string[];
  /** False when what is wrong has no certain fix (an unreadable scale, say). */
  repairable: boolean;
}

/** The profile's own fields (`record` in SPEC §3's shape), fixed where the fix is certain. */
function readBase(id: string, record: Record<string, unknown>, now: number): Base {
  const base: Base = { problems: [], changes: [], repairable: true, fields: {} as Profile };
  const fix = (problem: string, change: string) => {
    base.problems.push(problem);
    base.changes.push(change);
  };
  const fields: Record<string, unknown> = { ...record, id, semesters: [] };
  if (!hasName(record.name)) {
    fix('The profile has no name', `The profile is named '${UNNAMED_PROFILE}'`);
    fields.name = UNNAMED_PROFILE;
  }
  if (typeof record.isDefault !== 'boolean') {
    fix('It cannot be read whether this is the default profile', 'It is not the default profile');
    fields.isDefault = false;
  }
  for (const field of ['createdAt', 'updatedAt'] as const) {
    if (!isTime(record[field])) {
      fix(
        `Its ${field === 'createdAt' ? 'creation' : 'last change'} date cannot be read`,
        `Its ${field === 'createdAt' ? 'creation' : 'last change'} date is set to now`,
      );
      fields[field] = now;
    }
  }
  if (record.userId !== null && typeof record.userId !== 'string') fields.userId = null;
  const read = (extra: Record<string, unknown>) => parseStoredProfile({ ...fields, ...extra });
  if (record.copiedFrom !== undefined && read({ copiedFrom: undefined }) && !read({})) {
    fix(
      'Where it was copied from cannot be read',
      'The note of where it was copied from is left out',
    );
    fields.copiedFrom = undefined;
  }
  const profile = read({});
  if (profile === null) {
    // The scale gives every grade its meaning: without it no subject can be kept for certain.
    const scaleAlone = record.scale !== undefined && read({ scale: undefined }) !== null;
    base.problems.push(scaleAlone ? scaleProblem(record.scale) : 'Its details cannot be read');
    base.repairable = false;
    return base;
  }
  base.fields = profile;
  return base;
}

/** Why a subject the strict reader refuses is refused, as the student would put it. */
function subjectProblem(subject: Record<string, unknown>, fields: Base['fields']): string {
  const scale = resolveScale(fields.scale);
  const { grade, gradeCode, credit } = subject;
  const fits =
    typeof grade === 'number' &&
    (gradeCode === undefined || typeof gradeCode === 'string') &&
    scale !== null &&
    fitsScale(scale, { grade, gradeCode });
  if (!fits) return `grade ${quote(gradeCode ?? grade)} is not on this scale`;
  if (!isCreditAmount(credit)) return `credits ${quote(credit)} are not 0 or more in steps of 0.5`;
  return `it cannot be read (${quote(subject)})`;
}

/** One semester of SPEC §3's list, what can be read of it kept; problems and changes added. */
function salvageSemester(
  value: unknown,
  position: number,
  base: Base,
  taken: Set<string>,
): Semester | null {
  const where = `Semester ${position}`;
  const record = isRecord(value) ? value : {};
  const reads = (semester: Record<string, unknown>) =>
    parseStoredProfile({ ...base.fields, semesters: [semester] })?.semesters[0] ?? null;
  const subjects = Array.isArray(record.subjects) ? record.subjects : [];
  const name = hasName(record.name) ? record.name : where;
  const shell = reads({ id: record.id, name, subjects: [] });
  if (shell === null || taken.has(shell.id)) {
    base.problems.push(`${where}: it cannot be read (${quote(value)})`);
    base.changes.push(`${where} is left out, with its ${subjects.length} subject(s)`);
    return null;
  }
  taken.add(shell.id);
  if (name !== record.name) {
    base.problems.push(`${where} has no name`);
    base.changes.push(`${where} is named '${where}'`);
  }
  if (!Array.isArray(record.subjects)) {
    base.problems.push(`${where}: its subjects cannot be read`);
  }
  const kept: Subject[] = [];
  subjects.forEach((subject, index) => {
    const at = `${where}, subject ${index + 1}`;
    const item = isRecord(subject) ? subject : {};
    const named = hasName(item.subjectName)
      ? item
      : { ...item, subjectName: `Subject ${index + 1}` };
    const read = reads({ ...shell, subjects: [named] })?.subjects[0];
    if (read === undefined || kept.some((other) => other.id === read.id)) {
      const problem = read ? 'it repeats another subject' : subjectProblem(item, base.fields);
      base.problems.push(`${at}: ${problem}`);
      base.changes.push(
        `${at} (${hasName(item.subjectName) ? item.subjectName : 'no name'}) is left out`,
      );
      return;
    }
    if (named !== item) {
      base.problems.push(`${at} has no name`);
      base.changes.push(`${at} is named 'Subject ${index + 1}'`);
    }
    kept.push(read);
  });
  const semester: Semester = { ...shell, subjects: kept };
  if (record.entered !== undefined && kept.length === 0) {
    const quick = reads({ ...shell, entered: record.entered });
    if (quick?.entered) semester.entered = quick.entered;
    else {
      base.problems.push(`${where}: its SGPA and credits ${quote(record.entered)} cannot be read`);
      base.changes.push(`${where}: its SGPA and credits are left out`);
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
  decoded: { semesters: readonly unknown[]; problems: string[]; changes: string[] },
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
  if (damaged.problems.length === 0) damaged.problems.push('It cannot be read as saved');
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

/** A saved device entry (`position` 1-based) the strict reader refuses, as a damaged profile. */
export function salvageSavedEntry(
  value: unknown,
  position: number,
  now: number,
  usedIds: ReadonlySet<string>,
): DamagedProfile {
  const record = isRecord(value) ? value : {};
  const stored = typeof record.id === 'number' ? String(record.id) : record.id;
  const usable = typeof stored === 'string' && stored !== '' && !usedIds.has(stored);
  const id = usable ? stored : `saved-entry-${position}`;
  const semesters = Array.isArray(record.semesters) ? record.semesters : [];
  const decoded = { semesters, problems: [] as string[], changes: [] as string[] };
  if (!Array.isArray(record.semesters)) decoded.problems.push('Its semesters cannot be read');
  if (!usable) decoded.problems.push('Its id is missing or used by another profile');
  const damaged = salvage(id, record, decoded, { raw: value, now, readsWhole: readsAsSaved });
  // An entry without an id of its own cannot be saved back in place.
  if (!usable) damaged.repair = null;
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
  const problems: string[] = [];
  const changes: string[] = [];
  const map = (field: string): Entries => {
    const value = data[field];
    if (value === undefined && field === 'sgpaEntries') return {};
    if (isRecord(value)) return value;
    problems.push(`Its ${field === 'semesterEntries' ? 'semesters' : 'subjects'} cannot be read`);
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
      problems.push(`A semester cannot be read (${quote(value)})`);
      changes.push(`The semester ${quote(value)} is left out, with its subjects`);
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
      const at = semesters.findIndex((semester) => semester.key === semesterKey) + 1;
      problems.push(`Semester ${at}: a subject cannot be read (${quote(value)})`);
      changes.push(`Semester ${at}: the subject ${quote(value)} is left out`);
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
          problems: shape ? [] : ['Its semesters cannot be read'],
          changes: shape ? [] : ['Every semester is left out'],
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

/**
 * The device's saved list, keeping every profile that reads and each one that does not as a
 * damaged profile; null when the saved text is not a list at all (the store backs it up whole).
 */
export function readSavedProfiles(
  raw: string,
  now: number,
): { profiles: Profile[]; damaged: DamagedProfile[] } | null {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(data)) return null;
  const profiles: Profile[] = [];
  const damaged: DamagedProfile[] = [];
  const ids = new Set<string>();
  data.forEach((entry, index) => {
    const profile = parseStoredProfile(entry);
    if (profile && !ids.has(profile.id)) profiles.push(profile);
    else damaged.push(salvageSavedEntry(entry, index + 1, now, ids));
    ids.add(profile?.id ?? damaged.at(-1)!.id);
  });
  return { profiles, damaged };
}

/**
 * Why a damaged profile may not be deleted, or null when it may. SPEC §5's refusals (the last
 * profile, the default one) hold while a repair exists, so a student repairs rather than loses it;
 * one that cannot be repaired may always go, since nothing of it can be shown or kept but its
 * export. Another's shared profile is never the recipient's to delete.
 */
export function damagedDeletionRefusal(
  damaged: DamagedProfile,
  ownProfiles: readonly Profile[],
): string | null {
  if (damaged.share) return PROFILE_NOT_FOUND_MESSAGE;
  if (damaged.repair === null) return null;
  if (ownProfiles.length === 0) return LAST_PROFILE_MESSAGE;
  if (damaged.repair.profile.isDefault) return DEFAULT_PROFILE_MESSAGE;
  return null;
}

/** The damaged profile of `profileId` among `damaged` that has a repair; refused otherwise. */
export function repairOf(damaged: readonly DamagedProfile[], profileId: string): Profile {
  const found = damaged.find((each) => each.id === profileId && !each.share);
  if (!found) throw new Error(PROFILE_NOT_FOUND_MESSAGE);
  if (!found.repair) throw new Error(SAVE_ERROR_MESSAGE);
  return found.repair.profile;
}

/**
 * The whole document a repair is saved as, in one write over the damaged one (owner `uid`): its
 * `createdAt` and those it is shared with stay as they were, since the rules keep `createdAt` and
 * a repair is no reason to end a share; `now` stamps `updatedAt`.
 */
export function repairedDocument<Time>(
  damaged: DamagedProfile,
  uid: string,
  now: Time,
): ProfileDocument<Time> {
  const raw = isRecord(damaged.raw) ? damaged.raw : {};
  const document = documentFromProfile(repairOf([damaged], damaged.id), uid, () => now);
  const shared = isRecord(raw.permissions) ? Object.entries(raw.permissions) : [];
  const permissions = Object.fromEntries([
    ...shared.filter(([user, role]) => user !== uid && (role === 'read' || role === 'edit')),
    [uid, 'owner'],
  ]) as ProfileDocument<Time>['permissions'];
  return {
    ...document,
    ...('createdAt' in raw && { createdAt: raw.createdAt as Time }),
    permissions,
    collaborators: Object.keys(permissions),
  };
}

export const DAMAGED_BADGE = 'Damaged';
export const repairedMessage = (name: string) => `Repaired ${name}`;
export const REPAIR_QUESTION = 'Repairing saves the profile without what cannot be read:';

/**
 * A damaged profile's export: its stored data exactly as it is, with what was found wrong, for the
 * student to keep (or to send to us); not an import file, since the import would refuse it too.
 */
export function damagedExport(damaged: DamagedProfile, exportedAt: number): string {
  const { id, name, problems, raw } = damaged;
  const file = {
    format: 'campuscalc-damaged-profile',
    exportedAt: new Date(exportedAt).toISOString(),
    id,
    name,
    problems,
    data: raw,
  };
  return JSON.stringify(file, null, 2);
}
