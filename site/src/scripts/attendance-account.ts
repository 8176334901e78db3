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
import type { AttendanceStore, StoredSheet } from '../../../packages/core/src/attendance/store';
import { firestoreAttendanceStore } from '../../../packages/cloud/src/attendance-store';
import { localStorageIfAllowed } from '../../../packages/ui/src/local-storage';
import {
  readDeviceSheet,
  sheetKey,
} from '../../../widgets/attendance-calculator/sheet/device-sheet';
import '../../../widgets/attendance-calculator/attendance-calculator.element';
import { cloud } from './cloud-session';

// The site's account pages speak English so far.
const subjectsText = attendanceTexts.en.subjects;

/** Set once the student has answered the offer, so that it is not made again on this device. */
const MOVE_ANSWERED_KEY = 'campuscalc.attendance-move-answered';

/** What the offer says, for the device's sheet and what the account holds. */
export function moveOfferText(device: AttendanceSheet, account: StoredSheet): string {
  const mine = subjectsText(device.subjects.length);
  return 'sheet' in account
    ? `This device has attendance from before you signed in (${mine}). Put it in your account in place of the attendance there (${subjectsText(account.sheet.subjects.length)})?`
    : `This device has attendance from before you signed in (${mine}). Add it to your account?`;
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
function offerMove(
  offer: HTMLElement,
  element: HTMLElement,
  store: AttendanceStore,
  found: StoredSheet,
): void {
  const storage = localStorageIfAllowed();
  if (!storage || storage.getItem(MOVE_ANSWERED_KEY) || 'unreadable' in found) return;
  const device = readDeviceSheet(sheetKey(''));
  if (!('sheet' in device) || !hasCounts(device.sheet)) return;
  const text = offer.querySelector<HTMLElement>('.device-import__text')!;
  const [take, decline] = offer.querySelectorAll<HTMLButtonElement>('button');
  text.textContent = moveOfferText(device.sheet, found);
  offer.hidden = false;
  const answered = () => storage.setItem(MOVE_ANSWERED_KEY, 'true');
  take!.addEventListener('click', async () => {
    take!.disabled = decline!.disabled = true;
    text.textContent = offer.dataset.adding!;
    try {
      await store.save(device.sheet);
      storage.removeItem(sheetKey(''));
      answered();
      text.textContent = `Added ${subjectsText(device.sheet.subjects.length)} to your account.`;
      take!.hidden = decline!.hidden = true;
      const moved = Promise.resolve<StoredSheet>({ sheet: device.sheet });
      accountCalculator(element, { load: () => moved, save: store.save });
    } catch (error) {
      console.error(error);
      text.textContent = 'Your attendance could not be added to your account. Please try again.';
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
  void first.then((found) => offerMove(offer, element, store, found));
}
