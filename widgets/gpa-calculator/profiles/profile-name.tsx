import type { Profile } from '#core/gpa/model.ts';
import { viewTexts } from '#core/gpa/scales/view-texts.ts';
import type { ShownName } from '#core/gpa/shown-names.ts';
import { shownProfileNameParts } from '#core/gpa/shown-names.ts';
import { storeTexts } from '#core/gpa/store-texts.ts';
import { useMemo } from 'react';
import { localDigits } from '#core/i18n/numbers.ts';
import { DataText } from '#ui/language/data-text.tsx';
import { useDigits, useLanguage, useTexts } from '#ui/language/language.ts';

export type NamedProfile = Pick<Profile, 'name' | 'isDefault'>;

/**
 * How the element names a profile (shown-names.ts): the names the product gives in its language,
 * with the student's (or a sharing owner's) part as data, for the sentences that name it. One
 * function while the language stays, so an effect may depend on it.
 */
export function useProfileNames(): (profile: NamedProfile) => ShownName {
  const texts = useTexts(viewTexts);
  const names = useTexts(storeTexts);
  const { locale, digits } = useLanguage();
  return useMemo(() => {
    const inDigits = (text: string) => localDigits(text, locale, digits);
    return (profile: NamedProfile) => shownProfileNameParts(profile, texts, names, inDigits);
  }, [texts, names, locale, digits]);
}

/**
 * A profile's name as the element shows it, alone or in the sentence `say` makes of it: the name's
 * student's part and `data` (an owner's e-mail) marked as data, the rest in the element's digits.
 */
export function ProfileName({
  profile,
  say = (name) => name,
  data = [],
}: {
  profile: NamedProfile;
  say?: (name: string) => string;
  data?: readonly (string | null)[];
}) {
  const shown = useProfileNames()(profile);
  const digits = useDigits();
  const marked = [...shown.data, ...data.filter((datum): datum is string => datum !== null)];
  return <DataText text={say(shown.text)} data={marked} digits={digits} />;
}
