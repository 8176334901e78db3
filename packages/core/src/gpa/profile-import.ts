import { CREDIT_MAX, isValidCredit } from './grades';
import type { ImportProblem } from './import-problems';
import { importTexts, sayImportProblem } from './import-texts';
import { SGPA_DECIMALS, cleanName, profileLimitProblem } from './limits';
import type { Profile } from './model';
import { resolveScale } from './scales/profile-scale';
import { scaleMaximum } from './scales/scale-gpa';
import { readProfilesText } from './transfer';

/**
 * An import of profiles (an export file, or a device's profiles moving into an account): what it
 * checks beyond the reader's checks of every field, before anything is saved. Apart from
 * transfer.ts, whose reader every way in shares, since only the import dialog and an account's
 * sign-in use these. Their refusals are problems (import-problems.ts) the element says in its
 * language; the English functions are for the account's page, which speaks English.
 */

export const NO_PROFILES_MESSAGE = importTexts.en.noProfiles;

/** Ours: device profiles that an account cannot take as they are, and why (`importProblem`). */
export const cannotAddMessage = (problem: string) =>
  `These profiles cannot be added to your account as they are: ${problem}`;

/**
 * What profiles the reader has read break that an import may not bring, though stored data may
 * hold it (saved before the bound existed, and still read): a subject with more than CREDIT_MAX
 * credits, a quick semester's SGPA above the scale's best, or a limit of limits.ts. Null when
 * none: asked before anything is saved, so that nothing is saved in part or changed.
 */
export function findImportProblem(profiles: readonly Profile[]): ImportProblem | null {
  for (const [p, profile] of profiles.entries()) {
    for (const [s, semester] of profile.semesters.entries()) {
      const over = semester.subjects.findIndex((subject) => !isValidCredit(subject.credit));
      if (over >= 0) {
        const at = { profile: p + 1, semester: s + 1, subject: over + 1 };
        return { code: 'creditMax', most: CREDIT_MAX, at };
      }
    }
    // The reader has checked an entered SGPA's form and credits: only the scale's best is left.
    const max = scaleMaximum(resolveScale(profile.scale)!);
    const above = profile.semesters.findIndex(({ entered }) => entered && entered.sgpa > max);
    if (above >= 0) {
      const at = { profile: p + 1, semester: above + 1 };
      return { code: 'sgpaRange', max, places: SGPA_DECIMALS, at };
    }
    const problem = profileLimitProblem(profile, p + 1);
    if (problem) return problem;
  }
  return null;
}

/** `findImportProblem`'s problem in English, or null. */
export function importProblem(profiles: readonly Profile[]): string | null {
  const problem = findImportProblem(profiles);
  return problem && sayImportProblem(problem);
}

/** A profile with its names as they are stored (limits.ts `cleanName`: no tabs or line breaks). */
function withCleanNames(profile: Profile): Profile {
  return {
    ...profile,
    name: cleanName(profile.name),
    semesters: profile.semesters.map((semester) => ({
      ...semester,
      name: cleanName(semester.name),
      subjects: semester.subjects.map((subject) => ({
        ...subject,
        subjectName: cleanName(subject.subjectName),
      })),
    })),
  };
}

/** The profiles of an import file's text, or why it is refused (import-texts.ts says it). */
export function readProfilesImport(
  text: string,
): { ok: true; profiles: Profile[] } | { ok: false; problem: ImportProblem } {
  const result = readProfilesText(text);
  if (!result.ok) return result;
  if (result.value.length === 0) return { ok: false, problem: { code: 'noProfiles' } };
  const problem = findImportProblem(result.value);
  if (problem) return { ok: false, problem };
  return { ok: true, profiles: result.value.map(withCleanNames) };
}

/** `readProfilesImport`, its refusal said in English. */
export function parseProfilesImport(
  text: string,
): { ok: true; profiles: Profile[] } | { ok: false; message: string } {
  const result = readProfilesImport(text);
  return result.ok ? result : { ok: false, message: sayImportProblem(result.problem) };
}
