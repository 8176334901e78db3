import {
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { firstScreenSnapshot } from '#core/gpa/first-screen.ts';
import type { ScaleChoice } from '#core/gpa/model.ts';
import {
  PresetsUnreachable,
  awaitsPresetNumbers,
  presetState,
} from '#core/gpa/scales/presets/preset-scales.ts';
import { startingScale } from '#core/gpa/scales/starting-scale.ts';
import type { GpaStore, GpaStoreSnapshot } from '#core/gpa/store.ts';
import { saidIn, storeTexts } from '#core/gpa/store-texts.ts';
import { useTexts } from '#ui/language/language.ts';
import type { ToastApi } from '#ui/toast/use-toasts.ts';
import { usePresetNumbers } from '../scales/use-preset-numbers';
import { networkTexts } from '#core/network-messages.ts';

/**
 * The store as useSyncExternalStore reads it. The first read takes the snapshot the store hands a new
 * subscriber at once, if it does so synchronously (the device store does): an element mounted next
 * to a loaded one then renders its data in its first frame.
 */
function snapshotSource(store: GpaStore) {
  let latest: GpaStoreSnapshot | undefined;
  let read = false;
  return {
    subscribe: (onChange: () => void) =>
      store.subscribe((snapshot) => {
        latest = snapshot;
        read = true;
        onChange();
      }),
    current: () => {
      if (!read) {
        store.subscribe((snapshot) => (latest = snapshot))();
        read = true;
      }
      return latest;
    },
  };
}

interface StartingScale {
  choice: ScaleChoice | undefined;
  pending: boolean;
}

/**
 * The scale new profiles start on, from the element's `preset` attribute and `scale` property;
 * what was refused is logged for the page's author. `pending` while the presets' numbers, which
 * tell whether `preset` names one, are loading: no first profile is made meanwhile (useGpaStore),
 * as it would be made on SPEC's scale. Offline, the student is told and may try again.
 */
export function useStartingScale(
  preset: string | undefined,
  scale: unknown,
  showToast: ToastApi['showToast'],
): StartingScale {
  const presetNumbers = usePresetNumbers(
    preset !== undefined && preset !== '' && presetState(preset) === 'loading',
    showToast,
  );
  // Read again once the numbers have come (`presetNumbers`), which say whether `preset` names one.
  const { choice, problems, pending } = useMemo(
    () => startingScale({ preset, scale }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [preset, scale, presetNumbers],
  );
  useEffect(() => {
    if (problems.length === 0) return;
    // The words of a refusal load only when there is one.
    void import('#core/gpa/scales/scale-file.ts').then(({ sayStartingProblem }) => {
      for (const problem of problems)
        console.error(`<gpa-calculator> ${sayStartingProblem(problem)}`);
    });
  }, [problems]);
  return { choice, pending: pending === true };
}

/**
 * The store's data once it is ready (null while loading), with its notices as toasts. It makes sure
 * a profile exists (SPEC §4 "First load") for each store (a new `store` or `storage-key`), and again
 * whenever a ready store has none left, e.g. after another tab cleared the saved data; with
 * `welcome` (the site's pages), a profile it created is announced.
 */
export function useGpaStore(
  store: GpaStore,
  showToast: ToastApi['showToast'],
  welcome: boolean,
  /** The scale new profiles start on (useStartingScale): none is made while it is `pending`. */
  { choice: newScale, pending: newScalePending }: StartingScale = {
    choice: undefined,
    pending: false,
  },
) {
  // Read when a profile is created, so a change of `preset` does not subscribe to the store again.
  // Declared before the store's effect, so it is current when that one runs.
  const scaleRef = useRef(newScale);
  // The texts too, so that a change of language does not subscribe again either.
  const texts = { messages: useTexts(storeTexts), network: useTexts(networkTexts) };
  const textsRef = useRef(texts);
  useEffect(() => {
    scaleRef.current = newScale;
    textsRef.current = texts;
  });
  const source = useMemo(() => snapshotSource(store), [store]);
  // A build-time render, and the hydration of its markup, show a first visit's empty profile (the
  // page's HTML then holds the subject form). Hydrating, the element keeps showing it while the
  // store loads, and until it has a profile to show: a first visit's is made by the effect below.
  const firstScreen = useMemo(() => firstScreenSnapshot(newScale), [newScale]);
  const live = useSyncExternalStore(source.subscribe, source.current, () => firstScreen);
  const [fromBuild] = useState(() => live === firstScreen);
  const [ensured, setEnsured] = useState(false);
  const waiting =
    live?.status !== 'ready' ||
    (live.profiles.length === 0 && live.sharedWithMe.length === 0 && !ensured);
  const data = fromBuild && waiting ? firstScreen : live;
  // The first data replaces the loading state, or the first screen, in a deferred render, which
  // React may interrupt: building the whole calculator at once would block the page as it starts
  // (on a phone, Lighthouse's total blocking time went from about 50 to 100-280 ms). Later
  // snapshots (edits) render at once, and once: only readiness, and the end of the first screen, are
  // deferred, so an edit is not rendered a second time when a deferred copy catches up. Until the data
  // shows, the first screen's edits wait (gpa-calculator.tsx).
  const ready = useDeferredValue(data?.status === 'ready');
  const stillFirst = useDeferredValue(data === firstScreen);
  const shown =
    fromBuild && stillFirst ? firstScreen : ready && data?.status === 'ready' ? data : null;

  useEffect(() => {
    if (newScalePending) return;
    let subscribed = true;
    // The stores send their notices in English: those known are said in the element's language.
    const stopNotices = store.subscribeNotices(({ type, message }) =>
      showToast(type, saidIn(message, storeTexts, textsRef.current.messages) ?? message),
    );
    const ensureProfile = () =>
      store.ensureDefaultProfile(null, scaleRef.current).then(
        (created) => {
          // In a task of its own: raised here, its render joined the first profile's in one long
          // task on a phone, as the page starts.
          if (created && welcome) {
            setTimeout(() => {
              if (subscribed) showToast('success', textsRef.current.messages.welcome);
            });
          }
          if (subscribed) setEnsured(true);
        },
        (error: unknown) => {
          console.error(error);
          if (!subscribed) return;
          // The numbers of the preset a saved profile is on did not arrive (offline): the store
          // stays loading, nothing read or saved, until they do.
          if (error instanceof PresetsUnreachable) {
            const { network } = textsRef.current;
            showToast('error', network.unreachable, {
              label: network.tryAgain,
              onAction: () => void ensureProfile(),
            });
            return;
          }
          showToast('error', textsRef.current.messages.loadError);
          setEnsured(true);
        },
      );
    let hadProfiles = false;
    const stopSnapshots = store.subscribe((snapshot) => {
      if (snapshot.status !== 'ready') return;
      // Only on the change to empty: a store that cannot create a profile is asked once, not in a
      // loop. Noted before asking, as the store may publish again (e.g. 'saving') from inside the ask.
      const emptied = hadProfiles && snapshot.profiles.length === 0;
      hadProfiles = snapshot.profiles.length > 0;
      if (emptied) void ensureProfile();
    });
    void ensureProfile();
    return () => {
      subscribed = false;
      stopNotices();
      stopSnapshots();
    };
  }, [store, showToast, welcome, newScalePending]);

  // A store may hand a profile on a preset before its numbers are here (a test's, a link's): then
  // the calculator shows it loading, rather than counted or edited on another scale, until they are.
  const presetNumbers = usePresetNumbers(
    shown !== null && awaitsPresetNumbers([...shown.profiles, ...shown.sharedWithMe]),
    showToast,
  );
  return {
    snapshot: presetNumbers ? shown : null,
    /** What shows is the build's first screen, not the store's data. */
    firstScreen: shown === firstScreen,
  };
}
