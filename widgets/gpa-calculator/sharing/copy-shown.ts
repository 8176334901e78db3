import type { GpaSharing } from '#core/gpa/store.ts';
import type { Language } from '#core/i18n/texts.ts';
import { textsIn } from '#core/i18n/texts.ts';
import { networkTexts } from '#core/network-messages.ts';
import type { ToastApi } from '#ui/toast/use-toasts.ts';

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
  else if (copy) showToast('success', said.copied(copy.name));
  else showToast('error', said.copyError);
}
