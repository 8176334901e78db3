import { useEffect, useState } from 'react';
import { LOAD_ERROR_MESSAGE, WELCOME_MESSAGE } from '../../packages/core/src/gpa/profiles';
import type { GpaStore, GpaStoreSnapshot } from '../../packages/core/src/gpa/store';
import type { ToastApi } from '../../packages/ui/src/toast/use-toasts';

/**
 * The snapshot a store hands a new subscriber at once, if it does so synchronously (the device
 * store does): an element mounted next to a loaded one then renders its data in its first frame.
 */
function snapshotNow(store: GpaStore): GpaStoreSnapshot | undefined {
  let now: GpaStoreSnapshot | undefined;
  store.subscribe((snapshot) => (now = snapshot))();
  return now;
}

/**
 * The store's data once it is ready (null while loading), with its notices as toasts. It makes sure
 * a profile exists (SPEC §4 "First load") for each store (a new `store` or `storage-key`), and again
 * whenever a ready store has none left, e.g. after another tab cleared the saved data.
 */
export function useGpaStore(store: GpaStore, showToast: ToastApi['showToast']) {
  // Kept with its store, so a snapshot of the previous store never shows under the new one.
  const [latest, setLatest] = useState(() => ({ store, snapshot: snapshotNow(store) }));

  useEffect(() => {
    let subscribed = true;
    const stopNotices = store.subscribeNotices(({ type, message }) => showToast(type, message));
    const ensureProfile = () =>
      store.ensureDefaultProfile(null).then(
        (created) => {
          if (created && subscribed) showToast('success', WELCOME_MESSAGE);
        },
        (error: unknown) => {
          console.error(error);
          if (subscribed) showToast('error', LOAD_ERROR_MESSAGE);
        },
      );
    let hadProfiles = false;
    const stopSnapshots = store.subscribe((snapshot) => {
      setLatest({ store, snapshot });
      if (snapshot.status !== 'ready') return;
      // Only on the change to empty: a store that cannot create a profile is asked once, not in a loop.
      if (hadProfiles && snapshot.profiles.length === 0) void ensureProfile();
      hadProfiles = snapshot.profiles.length > 0;
    });
    void ensureProfile();
    return () => {
      subscribed = false;
      stopNotices();
      stopSnapshots();
    };
  }, [store, showToast]);

  const { snapshot } = latest;
  return latest.store === store && snapshot?.status === 'ready' ? snapshot : null;
}
