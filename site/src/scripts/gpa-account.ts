/**
 * The GPA calculator of a signed-in user (SPEC §2 "GPA calculator screen"): the same element as
 * the on-device one, given the Firestore store of packages/cloud. Loaded by the GPA page only once
 * the session says someone is signed in, so visitors never download Firestore.
 */
import type { SessionUser } from '../../../packages/core/src/account/session';
import type { Profile, SavedEntry } from '../../../packages/core/src/gpa/model';
import { splitSavedList } from '../../../packages/core/src/gpa/damaged-list';
import { findImportProblem } from '../../../packages/core/src/gpa/profile-import';
import { importTexts, sayImportProblem } from '../../../packages/core/src/gpa/import-texts';
import { limitTexts } from '../../../packages/core/src/gpa/limit-texts';
import { scaleFileTexts } from '../../../packages/core/src/gpa/scales/scale-file-texts';
import { textsIn } from '../../../packages/core/src/i18n/texts';
import type { GpaStore } from '../../../packages/core/src/gpa/store';
import { firestoreGpaStore } from '../../../packages/cloud/src/gpa-store';
// For the page, which reads an account's profiles with every preset's numbers at hand.
export { loadPresetNumbers } from '../../../packages/core/src/gpa/scales/presets/preset-scales';
import { localStorageIfAllowed } from '../../../packages/ui/src/local-storage';
import '../../../widgets/gpa-calculator/gpa-calculator.element';
import { gpaCalculatorWidget } from '../../../widgets/gpa-calculator/gpa-calculator.widget';
import { routeLocale } from '../data/routes';
import { cloud } from './cloud-session';
import { GPA_ACCOUNT_TEXTS, type GpaAccountTexts } from './gpa-account-texts';

/** Where the element keeps profiles made on this device without an account (its default store). */
const DEVICE_PROFILES_KEY = 'gpaProfiles';
/** Set once the student has answered the import offer, so it is not made again. */
const IMPORT_ANSWERED_KEY = 'campuscalc.device-import-answered';

/**
 * Profiles made on this device before signing in that hold something worth keeping, and the saved
 * entries that do not read (damaged: they stay on the device, where its calculator lists them).
 */
function deviceProfilesWithData(storage: Storage | undefined): {
  profiles: Profile[];
  unread: SavedEntry[];
} {
  const none = { profiles: [], unread: [] };
  if (!storage || storage.getItem(IMPORT_ANSWERED_KEY)) return none;
  const raw = storage.getItem(DEVICE_PROFILES_KEY);
  const saved = raw === null ? null : splitSavedList(raw);
  if (!saved) return none;
  const profiles = saved.profiles.filter((profile) =>
    profile.semesters.some((semester) => semester.subjects.length > 0),
  );
  return { profiles, unread: saved.unread };
}

type PageTexts = GpaAccountTexts & { problem: (profiles: readonly Profile[]) => string | null };

/**
 * The page's sentences in its language, saying why a profile cannot move as its calculator does
 * (whose texts in that language it has fetched already, unless the connection dropped: then this
 * rejects, and the offer waits for the next visit rather than speak two languages).
 */
async function pageTexts(): Promise<PageTexts> {
  const locale = routeLocale(document.documentElement.lang);
  const load = locale === 'en' ? undefined : gpaCalculatorWidget.texts?.[locale];
  const bundle = load ? await load() : null;
  return {
    ...GPA_ACCOUNT_TEXTS[locale],
    problem: (profiles) => {
      const problem = findImportProblem(profiles);
      return (
        problem &&
        sayImportProblem(
          problem,
          textsIn(bundle, importTexts),
          textsIn(bundle, limitTexts),
          textsIn(bundle, scaleFileTexts),
        )
      );
    },
  };
}

/**
 * SPEC §4 "Startup sequence", step 2 (migrate the local cache): profiles made on this device
 * before signing in are offered for import into the account rather than copied silently, since
 * they may be a classmate's work on a shared computer. Imported ones leave the device.
 */
async function offerDeviceImport(
  offer: HTMLElement,
  store: GpaStore,
  storage: Storage | undefined,
) {
  const { profiles, unread } = deviceProfilesWithData(storage);
  if (profiles.length === 0) return;
  const texts = await pageTexts();
  const text = offer.querySelector<HTMLElement>('.device-import__text')!;
  const buttons = offer.querySelectorAll<HTMLButtonElement>('button');
  const [importButton, dismissButton] = buttons;
  text.textContent = texts.offer(profiles.length);
  offer.hidden = false;
  const answered = () => storage?.setItem(IMPORT_ANSWERED_KEY, 'true');
  importButton!.addEventListener('click', async () => {
    // What the account could not take as it is, said before anything is saved.
    const problem = texts.problem(profiles);
    if (problem) {
      text.textContent = texts.cannotAdd(problem);
      importButton!.hidden = true;
      return;
    }
    for (const button of buttons) button.disabled = true;
    // The import waits for the account's answer (offline, until back online): said meanwhile.
    text.textContent = offer.dataset.adding!;
    try {
      await store.importProfiles(profiles);
      // Entries that do not read are not the student's to lose: they stay, untouched.
      if (unread.length > 0) {
        storage?.setItem(DEVICE_PROFILES_KEY, JSON.stringify(unread.map((entry) => entry.raw)));
      } else storage?.removeItem(DEVICE_PROFILES_KEY);
      answered();
      text.textContent = texts.added(profiles.length);
      for (const button of buttons) button.hidden = true;
    } catch (error) {
      console.error(error);
      text.textContent = texts.failed;
      for (const button of buttons) button.disabled = false;
    }
  });
  dismissButton!.addEventListener('click', () => {
    answered();
    offer.hidden = true;
  });
}

/** Puts the signed-in user's calculator in place of `placeholder`. */
export function showAccountCalculator(
  placeholder: Element,
  offer: HTMLElement,
  user: SessionUser,
): void {
  const storage = localStorageIfAllowed();
  const store = firestoreGpaStore(cloud, user, { storage, origin: location.origin });
  const element = document.createElement('gpa-calculator') as HTMLElement & { store: GpaStore };
  element.setAttribute('hide-title', 'true');
  element.setAttribute('welcome', 'true');
  element.store = store;
  placeholder.replaceWith(element);
  offerDeviceImport(offer, store, storage).catch(console.error);
}
