import type { AttendanceSheet } from '#core/attendance/sheet.ts';
import { parseSheetDocument, sheetDocument } from '#core/attendance/sheet-codec.ts';
import type { StoredSheet } from '#core/attendance/store.ts';
import { localStorageIfAllowed } from '#ui/local-storage.ts';

/** Said when the saved sheet cannot be read; it stays in storage under the backup key. */
export const UNREADABLE_SHEET_MESSAGE =
  'Your saved attendance could not be read. It was kept as a backup and the calculator started fresh.';

/** Said at the first edit when the browser lets the calculator keep nothing. */
export const NOT_SAVED_MESSAGE =
  'This browser does not let the calculator save here: your subjects are kept until you leave the page.';

/** The storage key of a sheet: '{storageKey}.attendanceSheet', as the GPA's '{storageKey}.gpaProfiles'. */
export const sheetKey = (storageKey: string | undefined) =>
  `${storageKey ? `${storageKey}.` : ''}attendanceSheet`;

/** Keys whose unreadable sheet could not be moved aside: nothing is written over them. */
const keptUnreadable = new Set<string>();

/**
 * The sheet this device keeps under `key`. One that cannot be read is moved to '{key}.backup' and
 * reported as a problem, never written over.
 */
export function readDeviceSheet(key: string): StoredSheet {
  const storage = localStorageIfAllowed();
  const text = storage?.getItem(key) ?? null;
  if (text === null) return { none: true };
  const sheet = parseSheetDocument(text);
  if (sheet !== null) return { sheet };
  try {
    storage!.setItem(`${key}.backup`, text);
    storage!.removeItem(key);
  } catch {
    keptUnreadable.add(key);
  }
  return { problem: UNREADABLE_SHEET_MESSAGE };
}

/** Keeps the sheet on this device; false when the browser keeps nothing here. */
export function writeDeviceSheet(key: string, sheet: AttendanceSheet): boolean {
  const storage = localStorageIfAllowed();
  if (storage === undefined || keptUnreadable.has(key)) return false;
  try {
    storage.setItem(key, JSON.stringify(sheetDocument(sheet)));
    return true;
  } catch {
    return false;
  }
}
