import { textModule } from '#core/i18n/texts.ts';

/**
 * The grade info popup's own words (scale-reference.tsx), loaded with it. The words of the scale's
 * table are `scaleTexts`'.
 */
export const scaleReferenceTexts = textModule('gpa-scale-reference', {
  /**
   * A grade's meaning in SPEC's reference table, as grades.ts `GRADE_REFERENCE` writes it
   * ('Outstanding'): ours, said in the element's language. A university's are its own (data).
   */
  specMeaning: (meaning: string) => meaning,
});
