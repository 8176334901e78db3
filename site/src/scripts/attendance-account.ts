/**
 * The attendance calculator of a signed-in user: the same element as the on-device one, given the
 * account's store (packages/cloud), and the offer to move what this device kept before she signed
 * in (signing up from the attendance page, or a first sign-in on this browser) into her account.
 * Loaded by the page only once the session says someone is signed in, so visitors never download
 * Firestore.
 */
import type { SessionUser } from '../../../packages/core/src/account/session';
import type { AttendanceSheet } from '../../../packages/core/src/attendance/sheet';
import { hasCounts } from '../../../packages/core/src/attendance/sheet';
import { attendanceTexts } from '../../../packages/core/src/attendance/texts';
import { textsIn } from '../../../packages/core/src/i18n/texts';
import type { AttendanceStore, StoredSheet } from '../../../packages/core/src/attendance/store';
import { firestoreAttendanceStore } from '../../../packages/cloud/src/attendance-store';
import { localStorageIfAllowed } from '../../../packages/ui/src/local-storage';
import {
  readDeviceSheet,
  sheetKey,
} from '../../../widgets/attendance-calculator/sheet/device-sheet';
import '../../../widgets/attendance-calculator/attendance-calculator.element';
import { attendanceCalculatorWidget } from '../../../widgets/attendance-calculator/attendance-calculator.widget';
import { routeLocale } from '../data/routes';
import { ATTENDANCE_ACCOUNT_TEXTS, type AttendanceAccountTexts } from './attendance-account-texts';
import { cloud } from './cloud-session';

type PageTexts = AttendanceAccountTexts & { subjects: (count: number) => string };

/**
 * The page's sentences in its language, counting subjects as its calculator does (whose texts in
 * that language it has fetched already, unless the connection dropped: then this rejects, and the
 * offer waits for the next visit rather than speak two languages).
 */
async function pageTexts(): Promise<PageTexts> {
  const locale = routeLocale(document.documentElement.lang);
  const load = locale === 'en' ? undefined : attendanceCalculatorWidget.texts?.[locale];
  const bundle = load ? await load() : null;
  return {
    ...ATTENDANCE_ACCOUNT_TEXTS[locale],
    subjects: textsIn(bundle, attendanceTexts).subjects,
  };
}

/** Set once the student has answered the offer, so that it is not made again on this device. */
const MOVE_ANSWERED_KEY = 'campuscalc.attendance-move-answered';

/** What the offer says, for the device's sheet and what the account holds. */
function moveOfferText(texts: PageTexts, device: AttendanceSheet, account: StoredSheet): string {
  const mine = texts.subjects(device.subjects.length);
  return 'sheet' in account
    ? texts.offerReplace(mine, texts.subjects(account.sheet.subjects.length))
    : texts.offerAdd(mine);
}

/** The element with the account's store, in place of `where`. */
function accountCalculator(where: Element, store: AttendanceStore): HTMLElement {
  const element = document.createElement('attendance-calculator') as HTMLElement & {
    store: AttendanceStore;
  };
  element.setAttribute('hide-title', '');
  element.setAttribute('url-inputs', '');
  element.store = store;
  where.replaceWith(element);
  return element;
}

/**
 * Offers the device's sheet to the account, told before anything is saved. Taken, it is saved in
 * the account and leaves the device, and the calculator shows it.
 */
async function offerMove(
  offer: HTMLElement,
  element: HTMLElement,
  store: AttendanceStore,
  found: StoredSheet,
): Promise<void> {
  const storage = localStorageIfAllowed();
  if (!storage || storage.getItem(MOVE_ANSWERED_KEY) || 'unreadable' in found) return;
  const device = readDeviceSheet(sheetKey(''));
  if (!('sheet' in device) || !hasCounts(device.sheet)) return;
  const texts = await pageTexts();
  const text = offer.querySelector<HTMLElement>('.device-import__text')!;
  const [take, decline] = offer.querySelectorAll<HTMLButtonElement>('button');
  text.textContent = moveOfferText(texts, device.sheet, found);
  offer.hidden = false;
  const answered = () => storage.setItem(MOVE_ANSWERED_KEY, 'true');
  take!.addEventListener('click', async () => {
    take!.disabled = decline!.disabled = true;
    text.textContent = offer.dataset.adding!;
    try {
      await store.save(device.sheet);
      storage.removeItem(sheetKey(''));
      answered();
      text.textContent = texts.added(texts.subjects(device.sheet.subjects.length));
      take!.hidden = decline!.hidden = true;
      const moved = Promise.resolve<StoredSheet>({ sheet: device.sheet });
      accountCalculator(element, { load: () => moved, save: store.save });
    } catch (error) {
      console.error(error);
      text.textContent = texts.failed;
      take!.disabled = decline!.disabled = false;
    }
  });
  decline!.addEventListener('click', () => {
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
  const account = firestoreAttendanceStore(cloud, user.uid);
  // One read for both the calculator and the offer.
  const first = account.load();
  const store: AttendanceStore = { load: () => first, save: account.save };
  const element = accountCalculator(placeholder, store);
  void first.then((found) => offerMove(offer, element, store, found)).catch(console.error);
}
