import { useRef, useState } from 'react';
import type { AttendanceSheet } from '#core/attendance/sheet.ts';
import { hasCounts } from '#core/attendance/sheet.ts';
import { parseSheetDocument, sheetDocument } from '#core/attendance/sheet-codec.ts';
import { JsonFileInput, downloadJson } from '#ui/json-file.tsx';
import { attendanceFormTexts } from '#core/attendance/form-texts.ts';
import { attendanceTexts } from '#core/attendance/texts.ts';
import { useDigits, useTexts } from '#ui/language/language.ts';
import type { ToastApi } from '#ui/toast/use-toasts.ts';

/** A file larger than this is no sheet of ours (30 full subjects are under 20 kB): not read. */
export const MAX_SHEET_FILE_BYTES = 200_000;

export interface SheetTransferProps {
  sheet: AttendanceSheet;
  /** Takes a read sheet in place of the shown one, and keeps it. */
  onImport: (sheet: AttendanceSheet) => void;
  showToast: ToastApi['showToast'];
}

/**
 * Export (the sheet as a JSON file, the same document the device and the account keep) and
 * Import (such a file, read whole or refused, and put in place of the sheet once the student says
 * so where the sheet has counts to lose).
 */
export function SheetTransfer({ sheet, onImport, showToast }: SheetTransferProps) {
  const input = useRef<HTMLInputElement>(null);
  const own = useRef<HTMLDivElement>(null);
  const [waiting, setWaiting] = useState<AttendanceSheet | null>(null);
  const texts = useTexts(attendanceFormTexts);
  const { subjects } = useTexts(attendanceTexts);
  const digits = useDigits();

  const read = async (file: File) => {
    const found = file.size > MAX_SHEET_FILE_BYTES ? null : parseSheetDocument(await file.text());
    if (found === null) showToast('error', texts.notASheet);
    else if (hasCounts(sheet)) setWaiting(found);
    else take(found);
  };
  const take = (found: AttendanceSheet) => {
    setWaiting(null);
    onImport(found);
    showToast('success', digits(texts.imported(subjects(found.subjects.length))));
  };
  return (
    <div ref={own} className="attendance__transfer">
      <button
        type="button"
        className="button"
        part="export"
        onClick={() =>
          downloadJson(
            own.current!,
            JSON.stringify(sheetDocument(sheet), null, 2),
            'campuscalc-attendance.json',
          )
        }
      >
        {texts.export}
      </button>
      <button type="button" className="button" part="import" onClick={() => input.current!.click()}>
        {texts.import}
      </button>
      <JsonFileInput ref={input} label={texts.fileLabel} onFile={(file) => void read(file)} />
      {waiting && (
        <p part="import-confirm" className="attendance__notice" role="alert">
          {digits(
            texts.replaceAsk(subjects(sheet.subjects.length), subjects(waiting.subjects.length)),
          )}{' '}
          <button type="button" className="button" onClick={() => take(waiting)}>
            {texts.replace}
          </button>{' '}
          <button type="button" className="button" onClick={() => setWaiting(null)}>
            {texts.keepMine}
          </button>
        </p>
      )}
    </div>
  );
}
