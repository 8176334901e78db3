import { useCallback, useLayoutEffect, useRef } from 'react';
import type { AttendanceSheet } from '#core/attendance/sheet.ts';
import { parseSheetDocument, sheetDocument } from '#core/attendance/sheet-codec.ts';
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

/** What the device holds: a sheet, or a message saying why it could not be read. */
export type SavedSheetFound = { sheet: AttendanceSheet } | { problem: string };

/**
 * The sheet kept on this device under `storageKey`. It is read once the element is in the page
 * (after hydration, as the address is), and given to `found` when there is one; a sheet that
 * cannot be read is moved to a backup key, never overwritten. Returns the function that saves a
 * sheet, which says false when the browser keeps nothing. `found` must be stable.
 */
export function useSavedSheet(
  storageKey: string | undefined,
  found: (what: SavedSheetFound) => void,
): (sheet: AttendanceSheet) => boolean {
  // Set when an unreadable sheet could not be moved aside: then nothing is written over it.
  const keepUnreadable = useRef(false);
  const key = sheetKey(storageKey);
  useLayoutEffect(() => {
    const storage = localStorageIfAllowed();
    const text = storage?.getItem(key) ?? null;
    if (text === null) return;
    const sheet = parseSheetDocument(text);
    if (sheet !== null) {
      found({ sheet });
      return;
    }
    try {
      storage!.setItem(`${key}.backup`, text);
      storage!.removeItem(key);
    } catch {
      keepUnreadable.current = true;
    }
    found({ problem: UNREADABLE_SHEET_MESSAGE });
  }, [key, found]);

  return useCallback(
    (sheet: AttendanceSheet) => {
      const storage = localStorageIfAllowed();
      if (storage === undefined || keepUnreadable.current) return false;
      try {
        storage.setItem(key, JSON.stringify(sheetDocument(sheet)));
        return true;
      } catch {
        return false;
      }
    },
    [key],
  );
}
