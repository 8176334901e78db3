import { viewTexts } from '#core/gpa/scales/view-texts.ts';
import { shownSemesterName, typedSemesterName } from '#core/gpa/shown-names.ts';
import { useDigits, useTexts } from '#ui/language/language.ts';

/**
 * A semester's name as the element shows it: the 'Semester 3' the product wrote in the element's
 * language and digits, a name the student typed as typed (shown-names.ts).
 */
export function useSemesterName(): (name: string) => string {
  const texts = useTexts(viewTexts);
  const digits = useDigits();
  return (name) => shownSemesterName(name, texts, digits);
}

/** A name the student typed is data, shown as written (`translate="no"`); the product's is ours. */
export const semesterTranslate = (name: string) =>
  typedSemesterName(name).length > 0 ? 'no' : undefined;
