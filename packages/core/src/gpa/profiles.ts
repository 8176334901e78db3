import { isInteger, mul, parseDecimal, rational } from '../rational';
import { enteredProblem, scaleChangeProblem } from './entered-sgpa';
import { CREDIT_MAX, CREDIT_STEP, isValidCredit } from './grades';
import type { LimitTexts } from './limit-texts';
import { limitTexts } from './limit-texts';
import type { Profile, ProfileEdit, ScaleChoice, Semester, SharedProfile, Subject } from './model';
import { NAME_MAX_LENGTH, cleanName, isWithinLimits } from './limits';
import type { GradeScale } from './scales/grade-scale';
import { editedSubject } from './scales/grade-memo';
import { DEFAULT_SCALE, resolveScale, storedGrade } from './scales/profile-scale';
import { gradeByCode } from './scales/scale-gpa';
import { viewTexts } from './scales/view-texts';
import { storeTexts } from './store-texts';
import type { SubjectFormTexts } from './subject-form-texts';
import { subjectFormTexts } from './subject-form-texts';
import { isValidSemesterList } from './transfer';

/** Profile, semester and subject operations of SPEC §4 and §5, as pure functions. */

// The stores' messages in English (store-texts.ts), as the stores send and throw them.
const STORE = storeTexts.en;
export const WELCOME_MESSAGE = STORE.welcome;
export const SAVE_ERROR_MESSAGE = STORE.saveError;
export const CREATE_PROFILE_ERROR_MESSAGE = STORE.createError;
export const DELETE_PROFILE_ERROR_MESSAGE = STORE.deleteError;
export const LOAD_ERROR_MESSAGE = STORE.loadError;

export const PROFILE_NOT_FOUND_MESSAGE = STORE.notFound;
export const LAST_PROFILE_MESSAGE = STORE.lastProfile;
export const DEFAULT_PROFILE_MESSAGE = STORE.defaultOne;

// The subject form's messages in English (subject-form-texts.ts).
const FORM = subjectFormTexts.en;
export const FILL_ALL_FIELDS_MESSAGE = FORM.fillAll;
export const CREDIT_MESSAGE = FORM.creditRange(String(CREDIT_MAX));
export const GRADE_MESSAGE = FORM.pickGrade;

export const COPY_PREFIX = 'Copy of ';

// The names the product writes are stored in English, whatever the element's language: each
// element shows them in its own (shown-names.ts).
const NAMES = viewTexts.en;

/** Where new ids and timestamps come from; tests pass a fixed one. */
export interface IdSource {
  now(): number;
  random(): number;
}

let lastSystemTime = 0;

/**
 * The clock never returns the same millisecond twice in one page, so timestamp ids stay unique
 * when two are made at once (a profile and its first semester, or two elements on one page)
 * while keeping SPEC §3's plain-timestamp format.
 */
export const systemIds: IdSource = {
  now: () => (lastSystemTime = Math.max(Date.now(), lastSystemTime + 1)),
  random: () => Math.random(),
};

function randomPart(ids: IdSource): string {
  return ids.random().toString(36).slice(2, 11);
}

/** SPEC §3: 'default_' + timestamp + a random part. */
export function newDefaultProfileId(ids: IdSource): string {
  return `default_${ids.now()}_${randomPart(ids)}`;
}

/** SPEC §3: other profiles, semesters and subjects are identified by a timestamp. */
export function newProfileId(ids: IdSource): string {
  return String(ids.now());
}

export function newSemesterId(ids: IdSource): string {
  return String(ids.now());
}

export function newSubjectId(ids: IdSource): string {
  return String(ids.now());
}

/** `first`, or `next(2)`, `next(3)`... whichever `taken` does not hold. */
function firstUnused(taken: string[], first: string, next: (copy: number) => string): string {
  const used = new Set(taken);
  let candidate = first;
  for (let copy = 2; used.has(candidate); copy++) candidate = next(copy);
  return candidate;
}

/** Names stay unique: the list shows one profile per name, so a repeated one would vanish. */
export const unusedName = (name: string, profiles: readonly Profile[]) =>
  firstUnused(
    profiles.map((profile) => profile.name),
    name,
    (copy) => `${name} (${copy})`,
  );

/** Ids are timestamps, so a burst (an import) can repeat one; stored ids must be unique. */
export function unusedId(ids: IdSource, profiles: readonly Profile[]): string {
  const id = newProfileId(ids);
  return firstUnused(
    profiles.map((profile) => profile.id),
    id,
    (copy) => `${id}_${copy}`,
  );
}

/** '{display name | e-mail before @ | User} (Default)' (SPEC §4 "First load"). */
export function defaultProfileName(displayName: string | null, email: string | null): string {
  const emailName = email?.split('@')[0]?.trim();
  return NAMES.defaultOf(displayName?.trim() || emailName || NAMES.user);
}

/** 'Semester N' for N = count + 1, moving on while that name is taken (e.g. after a deletion). */
export function nextSemesterName(semesters: readonly Semester[]): string {
  const taken = new Set(semesters.map((semester) => semester.name));
  let number = semesters.length + 1;
  while (taken.has(NAMES.semesterN(String(number)))) number += 1;
  return NAMES.semesterN(String(number));
}

export type SemesterRenameResult =
  { ok: true; edit: ProfileEdit | null } | { ok: false; message: string };

/**
 * Renaming `semester` to `text` (SPEC §3: 'Semester N' is only the default), cleaned as subject
 * names are (limits.ts `cleanName`): the edit to save, null when the name stays the same, or why
 * the name is refused, in `limits`' language.
 */
export function semesterRename(
  semester: Semester,
  text: string,
  limits: LimitTexts = limitTexts.en,
): SemesterRenameResult {
  const name = cleanName(text);
  if (!name) return { ok: false, message: limits.semNameEmpty };
  if (name.length > NAME_MAX_LENGTH) {
    return { ok: false, message: limits.semNameLong(String(NAME_MAX_LENGTH)) };
  }
  if (name === semester.name) return { ok: true, edit: null };
  return { ok: true, edit: { type: 'renameSemester', semesterId: semester.id, name } };
}

function firstSemester(ids: IdSource): Semester {
  return { id: newSemesterId(ids), name: NAMES.semesterN('1'), subjects: [] };
}

function newProfile(
  id: string,
  name: string,
  isDefault: boolean,
  userId: string | null,
  ids: IdSource,
  scale: ScaleChoice | undefined,
): Profile {
  const now = ids.now();
  const profile: Profile = {
    id,
    name,
    semesters: [firstSemester(ids)],
    isDefault,
    userId,
    createdAt: now,
    updatedAt: now,
  };
  if (scale !== undefined) profile.scale = scale;
  return profile;
}

/** `scale`: the one new profiles start on (an element's `preset`); none is SPEC's scale. */
export function createDefaultProfile(
  owner: { displayName: string | null; email: string | null; userId: string | null },
  ids: IdSource,
  scale?: ScaleChoice,
): Profile {
  const name = defaultProfileName(owner.displayName, owner.email);
  return newProfile(newDefaultProfileId(ids), name, true, owner.userId, ids, scale);
}

export function createProfile(
  name: string,
  userId: string | null,
  ids: IdSource,
  scale?: ScaleChoice,
): Profile {
  return newProfile(newProfileId(ids), name.trim(), false, userId, ids, scale);
}

/** SPEC §4: a profile without semesters gets 'Semester 1'; others are returned as they are. */
export function ensureSemester(profile: Profile, ids: IdSource): Profile {
  return profile.semesters.length > 0 ? profile : { ...profile, semesters: [firstSemester(ids)] };
}

/** Applies `change` to the semester with `id`; null when there is none or `change` refuses. */
function changeSemester(
  semesters: readonly Semester[],
  id: string,
  change: (semester: Semester) => Semester | null,
): Semester[] | null {
  const target = semesters.find((semester) => semester.id === id);
  const changed = target && change(target);
  return changed ? semesters.map((semester) => (semester === target ? changed : semester)) : null;
}

function changeSubjects(
  semester: Semester,
  subjectId: string,
  change: (subjects: readonly Subject[]) => Subject[],
): Semester | null {
  return semester.subjects.some((subject) => subject.id === subjectId)
    ? { ...semester, subjects: change(semester.subjects) }
    : null;
}

/** The semesters after an edit; null when it names an unknown semester or subject. */
export function editedSemesters(
  semesters: readonly Semester[],
  edit: ProfileEdit,
): Semester[] | null {
  switch (edit.type) {
    case 'addSemester':
      return [...semesters, edit.semester];
    case 'renameSemester':
      return changeSemester(semesters, edit.semesterId, (semester) => ({
        ...semester,
        name: edit.name,
      }));
    case 'setSemesterEntry':
      return changeSemester(semesters, edit.semesterId, (semester) => {
        const changed: Semester = { ...semester };
        if (edit.entered) changed.entered = edit.entered;
        else delete changed.entered;
        return changed;
      });
    case 'deleteSemester':
      return semesters.some((semester) => semester.id === edit.semesterId)
        ? semesters.filter((semester) => semester.id !== edit.semesterId)
        : null;
    case 'addSubject':
      return changeSemester(semesters, edit.semesterId, (semester) => ({
        ...semester,
        subjects: [...semester.subjects, edit.subject],
      }));
    case 'updateSubject':
      return changeSemester(semesters, edit.semesterId, (semester) =>
        changeSubjects(semester, edit.subject.id, (subjects) =>
          subjects.map((subject) =>
            subject.id === edit.subject.id ? editedSubject(subject, edit.subject) : subject,
          ),
        ),
      );
    case 'deleteSubject':
      return changeSemester(semesters, edit.semesterId, (semester) =>
        changeSubjects(semester, edit.subjectId, (subjects) =>
          subjects.filter((subject) => subject.id !== edit.subjectId),
        ),
      );
    case 'restoreSubject':
      return changeSemester(semesters, edit.semesterId, (semester) => {
        const subjects = [...semester.subjects];
        subjects.splice(Math.max(0, edit.index), 0, edit.subject);
        return { ...semester, subjects };
      });
    case 'replaceSemesters':
    case 'changeScale':
      return edit.semesters;
  }
}

/**
 * True when the edit enters an SGPA above the scale's best: stored data may hold one (entered on
 * another scale), an edit may not.
 */
function enteredRefusal(edit: ProfileEdit, scale: GradeScale): boolean {
  const entered =
    edit.type === 'setSemesterEntry'
      ? edit.entered
      : edit.type === 'addSemester'
        ? edit.semester.entered
        : null;
  return entered != null && enteredProblem(entered, scale) !== null;
}

/** The scale a profile is on after `edit`: a change of scale's, an import's, else its own. */
export function editedScale(profile: Profile, edit: ProfileEdit): ScaleChoice | undefined {
  const carries =
    edit.type === 'changeScale' || (edit.type === 'replaceSemesters' && edit.scale !== undefined);
  return carries ? (edit.scale ?? undefined) : profile.scale;
}

/**
 * Applies an edit and stamps `updatedAt`. An edit naming an unknown semester or subject, or one that
 * would leave invalid data (a duplicate id, an empty name, a grade or credit outside SPEC §5, more
 * than limits.ts allows), leaves the profile unchanged: stores would otherwise save data that
 * `parseStoredProfiles` or the rules refuse.
 */
export function applyProfileEdit(profile: Profile, edit: ProfileEdit, now: number): Profile {
  const semesters = editedSemesters(profile.semesters, edit);
  const choice = editedScale(profile, edit);
  const scale = resolveScale(choice);
  if (
    semesters === null ||
    scale === null ||
    enteredRefusal(edit, scale) ||
    (choice !== profile.scale && scaleChangeProblem(scale, semesters) !== null) ||
    !isValidSemesterList(semesters, scale) ||
    !isWithinLimits(semesters)
  ) {
    return profile;
  }
  const edited: Profile = { ...profile, semesters, updatedAt: now };
  if (choice) edited.scale = choice;
  else delete edited.scale;
  return edited;
}

/** SPEC §5: the reason a profile may not be deleted, or null when it may. */
export function deletionRefusal(ownProfiles: readonly Profile[], profileId: string): string | null {
  const profile = ownProfiles.find((candidate) => candidate.id === profileId);
  if (!profile) return PROFILE_NOT_FOUND_MESSAGE;
  if (ownProfiles.length <= 1) return LAST_PROFILE_MESSAGE;
  if (profile.isDefault) return DEFAULT_PROFILE_MESSAGE;
  return null;
}

/** SPEC §2: the drawer offers delete only where it would succeed and the profile is not shared out. */
export function canDeleteFromDrawer(
  ownProfiles: readonly Profile[],
  profile: Profile,
  isShared: boolean,
): boolean {
  return !isShared && deletionRefusal(ownProfiles, profile.id) === null;
}

/** SPEC §4: the UI lists each name once, the first profile carrying it. */
export function dedupeByName<T extends Profile>(profiles: readonly T[]): T[] {
  const seen = new Set<string>();
  return profiles.filter((profile) => {
    if (seen.has(profile.name)) return false;
    seen.add(profile.name);
    return true;
  });
}

function compareProfiles(a: Profile, b: Profile): number {
  return Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name);
}

/** SPEC §4: default first, then by name; profiles shared with the user after their own. */
export function sortProfiles<T extends Profile>(
  own: readonly T[],
  shared: readonly SharedProfile[],
): (T | SharedProfile)[] {
  return [...[...own].sort(compareProfiles), ...[...shared].sort(compareProfiles)];
}

/** The profile shown, and the stored active id it has followed (see `selectProfile`). */
export interface ProfileSelection {
  id: string | null;
  followed: string | null;
}

export const NO_SELECTION: ProfileSelection = { id: null, followed: null };

/**
 * SPEC §4 "Profile selection": the stored active id wins if it exists, else the current one, else
 * the first profile. A stored id wins once: when it appears, which may be after the first list (a
 * profile shared with the user arrives after the list of shares), or when a new one is stored (a
 * selection, an import). After that the current profile stays while it exists, so edits elsewhere
 * never move it; should the stored one vanish and return, it wins again.
 */
export function selectProfile(
  profiles: readonly Profile[],
  storedActiveId: string | null,
  current: ProfileSelection,
): ProfileSelection {
  const exists = (id: string | null) => profiles.some((profile) => profile.id === id);
  if (exists(storedActiveId) && storedActiveId !== current.followed) {
    return { id: storedActiveId, followed: storedActiveId };
  }
  if (exists(current.id)) return current;
  if (exists(storedActiveId)) return { id: storedActiveId, followed: storedActiveId };
  // The stored profile is gone for now (a shared one leaves the list while its permission
  // changes): the first stands in, and the stored one wins again when it comes back.
  return { id: profiles[0]?.id ?? null, followed: null };
}

/** SPEC §4: adding a semester selects it (the last one, should the add have been refused). */
export function semesterAfterAdd(semesters: readonly Semester[], addedId: string): string {
  const added = semesters.some((semester) => semester.id === addedId);
  return added ? addedId : (semesters.at(-1)?.id ?? addedId);
}

/** SPEC §4: deleting the selected semester selects the last remaining one. */
export function semesterAfterDelete(
  remaining: readonly Semester[],
  deletedId: string,
  selectedId: string | null,
): string | null {
  const keep = selectedId !== deletedId && remaining.some((semester) => semester.id === selectedId);
  return keep ? selectedId : (remaining.at(-1)?.id ?? null);
}

/** SPEC §4: changing profile selects its last semester. */
export function semesterForProfileChange(profile: Profile): string | null {
  return profile.semesters.at(-1)?.id ?? null;
}

export function copyProfileName(name: string): string {
  return `${COPY_PREFIX}${name}`;
}

export type SubjectFormResult =
  { ok: true; value: Omit<Subject, 'id'> } | { ok: false; message: string };

/**
 * SPEC §5: name, grade and credits are required; the grade is one of the scale's; credits
 * are a decimal number >= 0 in steps of 0.5, parsed exactly so that e.g. '3.50' and '3.5' agree.
 * The name is cleaned as stored names are (limits.ts `cleanName`) and at most NAME_MAX_LENGTH.
 * What it refuses is said in the element's texts (English by default).
 */
export function parseSubjectForm(
  form: {
    subjectName: string;
    /** The code of one of the scale's grades. */
    grade: string;
    credit: string;
  },
  scale: GradeScale = DEFAULT_SCALE,
  texts: SubjectFormTexts = FORM,
  limits: LimitTexts = limitTexts.en,
): SubjectFormResult {
  const refused = (message: string) => ({ ok: false, message }) as const;
  const subjectName = cleanName(form.subjectName);
  const gradeText = form.grade.trim();
  if (!subjectName || !gradeText || !form.credit.trim()) return refused(texts.fillAll);
  if (subjectName.length > NAME_MAX_LENGTH) {
    return refused(limits.subjNameLong(String(NAME_MAX_LENGTH)));
  }
  const picked = gradeByCode(scale, gradeText);
  if (picked === undefined) return refused(texts.pickGrade);
  const exact = parseDecimal(form.credit);
  const steps = exact && mul(exact, rational(BigInt(1 / CREDIT_STEP)));
  const credit = steps && isInteger(steps) ? Number(steps.num) * CREDIT_STEP : NaN;
  if (!isValidCredit(credit)) return refused(texts.creditRange(String(CREDIT_MAX)));
  return { ok: true, value: { subjectName, ...storedGrade(scale, picked), credit } };
}
