import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import { viewTexts } from '#core/gpa/scales/view-texts.ts';
import { shownScaleNameParts } from '#core/gpa/shown-names.ts';
import { useTexts } from '#ui/language/language.ts';

type Named = Pick<GradeScale, 'id' | 'name'>;

/**
 * A scale's name as the element shows it, and the data in it: SPEC's own scale's name is ours, in
 * the element's language; a university's is as it writes it, a custom scale's as its maker typed
 * it (data, which a sentence naming it marks with DataText).
 */
export function useScaleName(): (scale: Named) => { name: string; data: string[] } {
  const view = useTexts(viewTexts);
  return (scale) => shownScaleNameParts(scale, view);
}

/** A scale's name on its own, marked as data unless it is ours. */
export function ScaleName({ scale, className }: { scale: Named; className?: string }) {
  const { name, data } = useScaleName()(scale);
  return (
    <span className={className} translate={data.length > 0 ? 'no' : undefined}>
      {name}
    </span>
  );
}
