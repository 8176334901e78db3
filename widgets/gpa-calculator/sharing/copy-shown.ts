import { viewTexts } from '#core/gpa/scales/view-texts.ts';
import { shownProfileName } from '#core/gpa/shown-names.ts';
import { storeTexts } from '#core/gpa/store-texts.ts';
import type { Profile } from '#core/gpa/model.ts';
import type { GpaSharing } from '#core/gpa/store.ts';
import { localDigits } from '#core/i18n/numbers.ts';
import type { Language } from '#core/i18n/texts.ts';
import { textsIn } from '#core/i18n/texts.ts';
import { networkTexts } from '#core/network-messages.ts';
import type { ToastApi } from '#ui/toast/use-toasts.ts';

/** The copy's name, 'Copy of …' as the store writes it, in the element's language. */
const shownName = (copy: Profile, { bundle, locale, digits }: Language) =>
  shownProfileName(copy, textsIn(bundle, viewTexts), textsIn(bundle, storeTexts), (text) =>
    localDigits(text, locale, digits),
  );

/**
 * Copies the read-only shared profile on screen into the student's own (SPEC §6), saying how it
 * went. Its texts come with the copy, a signed-in student's action: not bytes of the first
 * screen. Their fetch failing (offline) is said too, not left an unhandled rejection.
 */
export async function copyShownProfile(
  sharing: GpaSharing,
  shareId: string,
  language: Language,
  showToast: ToastApi['showToast'],
): Promise<void> {
  const sharingTexts = import('#core/gpa/sharing-texts.ts').catch((error: unknown) => {
    console.error(error);
    return null;
  });
  const copy = await sharing.copySharedProfile(shareId).catch((error: unknown) => {
    console.error(error);
    return null;
  });
  const loaded = await sharingTexts;
  const said = loaded && textsIn(language.bundle, loaded.sharingTexts);
  if (!said) showToast('error', textsIn(language.bundle, networkTexts).unreachable);
  else if (copy) showToast('success', said.copied(shownName(copy, language)));
  else showToast('error', said.copyError);
}
