import { useRef, useState } from 'react';
import type { AttendanceSheet } from '#core/attendance/sheet.ts';
import { attendanceFormTexts } from '#core/attendance/form-texts.ts';
import { networkTexts } from '#core/network-messages.ts';
import { OnDemand, closeUnreached, prefetch } from '#ui/element/on-demand.tsx';
import { useTexts } from '#ui/language/language.ts';
import type { ToastApi } from '#ui/toast/use-toasts.ts';
import { loadSheetExport, loadSheetImport } from '../sheet-parts';

export interface SheetTransferProps {
  sheet: AttendanceSheet;
  /** Takes a read sheet in place of the shown one, and keeps it. */
  onImport: (sheet: AttendanceSheet) => void;
  showToast: ToastApi['showToast'];
}

/**
 * Export and Import's buttons, and the file input Import opens: its click must open the file
 * picker at once, so it is here; what they do is sheet-file.tsx', loaded when first asked for
 * (prefetched as a pointer or focus comes onto either). A load that fails says so in a toast, and
 * the next press tries again.
 */
export function SheetTransfer({ sheet, onImport, showToast }: SheetTransferProps) {
  const input = useRef<HTMLInputElement>(null);
  const own = useRef<HTMLDivElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const texts = useTexts(attendanceFormTexts);
  const { unreachable } = useTexts(networkTexts);
  const warm = () => prefetch(loadSheetImport);
  const unreached = closeUnreached(showToast, () => setFile(null), unreachable);
  return (
    <div ref={own} className="attendance__transfer">
      <button
        type="button"
        className="button"
        part="export"
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() =>
          loadSheetExport().then(
            (exportSheet) => exportSheet(own.current!, sheet),
            (error: unknown) => {
              // Logged as every failure a widget reports is (SPEC §8).
              console.error(error);
              unreached();
            },
          )
        }
      >
        {texts.export}
      </button>
      <button
        type="button"
        className="button"
        part="import"
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => input.current!.click()}
      >
        {texts.import}
      </button>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        aria-label={texts.fileLabel}
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0];
          // Choosing the same file again must fire `change` again; the File stays readable.
          event.currentTarget.value = '';
          if (chosen) setFile(chosen);
        }}
      />
      {file && (
        <OnDemand
          load={loadSheetImport}
          props={{ file, sheet, onImport, showToast, onDone: () => setFile(null) }}
          onFailure={unreached}
        />
      )}
    </div>
  );
}
