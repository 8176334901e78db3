import { useEffect, useRef } from 'react';
import type { DamagedProfile, Profile } from '#core/gpa/model.ts';
import { storeTexts } from '#core/gpa/store-texts.ts';
import { useTexts } from '#ui/language/language.ts';
import type { ToastType } from '#ui/toast/use-toasts.ts';
import { useProfileNames } from './profile-name';

type Named = Pick<Profile, 'id' | 'name' | 'isDefault'>;

/**
 * Tells the student when the profile she was looking at turned damaged: the selection falls back
 * to another profile, which would otherwise look as if hers had vanished. A store may describe its
 * damaged entries a moment after they leave its profiles, so one that left is remembered until it
 * shows up among them (or comes back).
 */
export function useDamagedNotice(
  shown: Profile | null,
  listed: readonly Profile[],
  damaged: readonly DamagedProfile[] | undefined,
  showToast: (type: ToastType, message: string) => void,
) {
  const before = useRef<Named | null>(null);
  const vanished = useRef<Named | null>(null);
  const { damagedNow } = useTexts(storeTexts);
  const named = useProfileNames();
  useEffect(() => {
    const left = before.current;
    if (left && left.id !== shown?.id && !listed.some((each) => each.id === left.id)) {
      vanished.current = left;
    }
    before.current = shown && { id: shown.id, name: shown.name, isDefault: shown.isDefault };
    const gone = vanished.current;
    if (!gone) return;
    if (damaged?.some((each) => each.id === gone.id)) {
      showToast('warning', damagedNow(named(gone).text));
      vanished.current = null;
    } else if (listed.some((each) => each.id === gone.id)) {
      vanished.current = null;
    }
  }, [shown, listed, damaged, showToast, damagedNow, named]);
}
