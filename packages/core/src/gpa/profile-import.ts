import { CREDIT_MAX, isValidCredit } from './grades';
import { enteredProblem } from './entered-sgpa';
import { importTexts } from './import-texts';
import { cleanName, profileLimitProblem } from './limits';
import type { Profile } from './model';
import { resolveScale } from './scales/profile-scale';
import { readProfilesText } from './transfer';

/**
 * An import of profiles (an export file, or a device's profiles moving into an account): what it
 * checks beyond the reader's checks of every field, before anything is saved. Apart from
 * transfer.ts, whose reader every way in shares, since only the import dialog and an account's
 * sign-in use these.
 */

export const NO_PROFILES_MESSAGE = importTexts.en.noProfiles;

/** Ours: device profiles that an account cannot take as they are, and why (`importProblem`). */
export const cannotAddMessage = (problem: string) =>
  `These profiles cannot be added to your account as they are: ${problem}`;

/**
 * What an import breaks that stored data may (saved before the bound existed, and still read): a
 * subject with more than CREDIT_MAX credits, a quick semester's SGPA above the scale's best, or a
 * limit of limits.ts. Its message, or null: asked before anything is saved, so that nothing is
 * saved in part or changed.
 */
export function importProblem(profiles: readonly Profile[]): string | null {
  for (const [p, profile] of profiles.entries()) {
    for (const [s, semester] of profile.semesters.entries()) {
      const over = semester.subjects.findIndex((subject) => !isValidCredit(subject.credit));
      if (over >= 0) {
        return `Profile ${p + 1}, semester ${s + 1}, subject ${over + 1}: credits must be at most ${CREDIT_MAX}`;
      }
    }
    const scale = resolveScale(profile.scale)!;
    for (const [s, { entered }] of profile.semesters.entries()) {
      const problem = entered && enteredProblem(entered, scale);
      if (problem) return `Profile ${p + 1}, semester ${s + 1}: ${problem}`;
    }
    const problem = profileLimitProblem(profile, `Profile ${p + 1}`);
    if (problem) return problem;
  }
  return null;
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

export function parseProfilesImport(
  text: string,
): { ok: true; profiles: Profile[] } | { ok: false; message: string } {
  const result = readProfilesText(text);
  if (!result.ok) return result;
  if (result.value.length === 0) return { ok: false, message: NO_PROFILES_MESSAGE };
  const problem = importProblem(result.value);
  if (problem) return { ok: false, message: problem };
  return { ok: true, profiles: result.value.map(withCleanNames) };
}
