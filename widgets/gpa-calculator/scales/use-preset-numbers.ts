import { useEffect, useReducer } from 'react';
import {
  PresetsUnreachable,
  loadPresetNumbers,
  presetNumbersLoaded,
} from '#core/gpa/scales/presets/preset-scales.ts';
import type { ToastApi } from '#ui/toast/use-toasts.ts';
import { TRY_AGAIN_LABEL } from '#core/network-messages.ts';

/**
 * Every preset's numbers, loaded while `needed` (a profile on a preset to show, a `preset`
 * attribute to check): true once they are here, or when not needed. If they cannot be fetched
 * (offline) the student is told, with Try again; what waits for them stays as it is meanwhile.
 */
export function usePresetNumbers(needed: boolean, showToast: ToastApi['showToast']): boolean {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const [attempts, tryAgain] = useReducer((count: number) => count + 1, 0);
  const here = !needed || presetNumbersLoaded();
  useEffect(() => {
    if (here) return;
    let live = true;
    loadPresetNumbers().then(
      () => live && arrived(),
      (error: unknown) => {
        if (live && error instanceof PresetsUnreachable) {
          showToast('error', error.message, { label: TRY_AGAIN_LABEL, onAction: tryAgain });
        }
      },
    );
    return () => {
      live = false;
    };
  }, [here, attempts, showToast]);
  return here;
}
