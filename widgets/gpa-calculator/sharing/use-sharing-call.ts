import { useState } from 'react';
import { sharingFailureMessage, sharingTexts } from '#core/gpa/sharing-texts.ts';
import { storeTexts } from '#core/gpa/store-texts.ts';
import { useTexts } from '#ui/language/language.ts';
import type { ToastApi } from '#ui/toast/use-toasts.ts';

/** The share dialog's store calls; one runs at a time. */
export type SharingCall = 'share' | 'permission' | 'remove' | 'create-link' | 'revoke-link';

/** Runs one store call with its outcome told as a toast; true when it succeeded. */
export type RunSharingCall = (
  call: SharingCall,
  action: () => Promise<unknown>,
  success: string,
  failure: string,
) => Promise<boolean>;

/**
 * The share dialog's calls, one at a time across its three parts: `busy` names the call in flight
 * (each part disables its controls meanwhile), and a failure shows a SPEC refusal as it is. A call
 * that goes through closes the failures its earlier tries left (the call is the toasts' topic).
 */
export function useSharingCall(showToast: ToastApi['showToast']): {
  busy: SharingCall | null;
  run: RunSharingCall;
} {
  const [busy, setBusy] = useState<SharingCall | null>(null);
  const texts = useTexts(sharingTexts);
  const messages = useTexts(storeTexts);
  const run: RunSharingCall = async (call, action, success, failure) => {
    setBusy(call);
    try {
      await action();
      showToast('success', success, undefined, call);
      return true;
    } catch (error) {
      console.error(error);
      showToast('error', sharingFailureMessage(error, failure, texts, messages), undefined, call);
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
