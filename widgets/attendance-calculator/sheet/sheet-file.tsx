import { useEffect, useEffectEvent, useState } from 'react';
import { attendanceImportTexts } from '#core/attendance/import-texts.ts';
import type { AttendanceSheet } from '#core/attendance/sheet.ts';
import { hasCounts } from '#core/attendance/sheet.ts';
import { parseSheetDocument, sheetDocument } from '#core/attendance/sheet-codec.ts';
import { attendanceTexts } from '#core/attendance/texts.ts';
import { downloadJson } from '#ui/json-file.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';
import type { ToastApi } from '#ui/toast/use-toasts.ts';

/**
 * Export and Import's own work, loaded when first asked for (sheet-parts.ts): the sheet as a JSON
 * file, the same document the device and the account keep; such a file read whole or refused, and
 * put in place of the sheet once the student says so where the sheet has counts to lose.
 */

/** A file larger than this is no sheet of ours (30 full subjects are under 20 kB): not read. */
export const MAX_SHEET_FILE_BYTES = 200_000;

/** Saves the sheet as a file, through a link placed for a moment in `container`. */
export function exportSheet(container: HTMLElement, sheet: AttendanceSheet): void {
  downloadJson(
    container,
    JSON.stringify(sheetDocument(sheet), null, 2),
    'campuscalc-attendance.json',
  );
}

export interface SheetImportProps {
  /** The file chosen; another chosen meanwhile takes its place. */
  file: File;
  /** The sheet shown, which the file's would replace. */
  sheet: AttendanceSheet;
  /** Takes a read sheet in place of the shown one, and keeps it. */
  onImport: (sheet: AttendanceSheet) => void;
  showToast: ToastApi['showToast'];
  /** The file is dealt with: taken, refused, or kept out. */
  onDone: () => void;
}

/** Reads the file chosen; where it would replace counts, asks first (nothing shown otherwise). */
export function SheetImport({ file, sheet, onImport, showToast, onDone }: SheetImportProps) {
  const texts = useTexts(attendanceImportTexts);
  const { subjects } = useTexts(attendanceTexts);
  const digits = useDigits();
  // A read sheet that would replace counts, while the student is asked.
  const [waiting, setWaiting] = useState<AttendanceSheet | null>(null);
  const take = (found: AttendanceSheet) => {
    onDone();
    onImport(found);
    showToast('success', digits(texts.imported(subjects(found.subjects.length))));
  };
  const read = useEffectEvent((found: AttendanceSheet | null) => {
    if (found !== null && hasCounts(sheet)) setWaiting(found);
    else if (found !== null) take(found);
    else {
      showToast('error', texts.notASheet);
      // A question already asked of an earlier file stays.
      if (waiting === null) onDone();
    }
  });
  useEffect(() => {
    let current = true;
    void (async () => {
      const found = file.size > MAX_SHEET_FILE_BYTES ? null : parseSheetDocument(await file.text());
      if (current) read(found);
    })();
    return () => {
      current = false;
    };
  }, [file]);
  return (
    waiting && (
      <p part="import-confirm" className="attendance__notice" role="alert">
        {digits(
          texts.replaceAsk(subjects(sheet.subjects.length), subjects(waiting.subjects.length)),
        )}{' '}
        <button type="button" className="button" onClick={() => take(waiting)}>
          {texts.replace}
        </button>{' '}
        <button type="button" className="button" onClick={onDone}>
          {texts.keepMine}
        </button>
      </p>
    )
  );
}
