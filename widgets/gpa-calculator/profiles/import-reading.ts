/**
 * A profiles file read for import, and its refusal said in the element's language. Loaded with the
 * first import: the import's checks and their words are nothing the card shows until a student
 * picks a file.
 */
import type { ImportProblem } from '#core/gpa/import-problems.ts';
import { importTexts, sayImportProblem } from '#core/gpa/import-texts.ts';
import { limitTexts } from '#core/gpa/limit-texts.ts';
import type { Profile } from '#core/gpa/model.ts';
import { readProfilesImport } from '#core/gpa/profile-import.ts';
import { PresetsUnreachable, withPresetNumbers } from '#core/gpa/scales/presets/preset-scales.ts';
import { scaleFileTexts } from '#core/gpa/scales/scale-file-texts.ts';
import type { Language } from '#core/i18n/texts.ts';
import { textsIn } from '#core/i18n/texts.ts';

/** The file's profiles, or why not: its problem, or null when the presets' numbers are unreachable. */
export async function readImport(
  text: string,
): Promise<{ ok: true; profiles: Profile[] } | { ok: false; problem: ImportProblem | null }> {
  // A file with a profile on a preset is read once the presets' numbers have arrived.
  return withPresetNumbers(() => readProfilesImport(text)).catch((error: unknown) => {
    if (error instanceof PresetsUnreachable) return { ok: false as const, problem: null };
    throw error;
  });
}

/** Why the file is refused, in `language`. */
export const sayRefusal = (problem: ImportProblem, { bundle }: Language): string =>
  sayImportProblem(
    problem,
    textsIn(bundle, importTexts),
    textsIn(bundle, limitTexts),
    textsIn(bundle, scaleFileTexts),
  );
