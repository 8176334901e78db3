import { useEffect, useEffectEvent, useReducer } from 'react';
import {
  PresetsUnreachable,
  loadPresetNumbers,
  presetNumbersLoaded,
} from '#core/gpa/scales/presets/preset-scales.ts';
import { networkTexts } from '#core/network-messages.ts';
import { useTexts } from '#ui/language/language.ts';
import type { ToastApi } from '#ui/toast/use-toasts.ts';

/**
 * Every preset's numbers, loaded while `needed` (a profile on a preset to show, a `preset`
 * attribute to check): true once they are here, or when not needed. If they cannot be fetched
 * (offline) the student is told, with Try again; what waits for them stays as it is meanwhile.
 */
export function usePresetNumbers(needed: boolean, showToast: ToastApi['showToast']): boolean {
  const { unreachable, tryAgain: again } = useTexts(networkTexts);
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const [attempts, tryAgain] = useReducer((count: number) => count + 1, 0);
  const here = !needed || presetNumbersLoaded();
  // The error's message is the English of `unreachable`: said here in the element's language.
  const tellUnreachable = useEffectEvent(() =>
    showToast('error', unreachable, { label: again, onAction: tryAgain }),
  );
  useEffect(() => {
    if (here) return;
    let live = true;
    loadPresetNumbers().then(
      () => live && arrived(),
      (error: unknown) => {
        if (live && error instanceof PresetsUnreachable) tellUnreachable();
      },
    );
    return () => {
      live = false;
    };
  }, [here, attempts]);
  return here;
}
