import type { AttendanceSheet } from '#core/attendance/sheet.ts';
import { parseSheetDocument, sheetDocument } from '#core/attendance/sheet-codec.ts';
import type { StoredSheet } from '#core/attendance/store.ts';
import { localStorageIfAllowed } from '#ui/local-storage.ts';

/** The storage key of a sheet: '{storageKey}.attendanceSheet', as the GPA's '{storageKey}.gpaProfiles'. */
export const sheetKey = (storageKey: string | undefined) =>
  `${storageKey ? `${storageKey}.` : ''}attendanceSheet`;

/** Keys whose unreadable sheet could not be moved aside: nothing is written over them. */
const keptUnreadable = new Set<string>();

/**
 * The sheet this device keeps under `key`. One that cannot be read is moved to '{key}.backup' and
 * reported as unreadable, never written over.
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
  return { unreadable: true };
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
