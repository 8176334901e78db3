import { useId, useRef, useState } from 'react';
import type { ImportProblem } from '#core/gpa/import-problems.ts';
import type { Profile } from '#core/gpa/model.ts';
import { networkTexts } from '#core/network-messages.ts';
import { storeTexts } from '#core/gpa/store-texts.ts';
import { exportProfiles } from '#core/gpa/transfer.ts';
import { SectionHeading } from '#ui/element/widget-base.tsx';
import { JsonFileInput, downloadJson, fileSlug } from '#ui/json-file.tsx';
import { useDigits, useLanguage, useTexts } from '#ui/language/language.ts';
import { transferTexts } from './transfer-texts';

export interface ProfileTransferProps {
  /** The profile shown: what 'Export profile' and 'Print' take; null while there is none. */
  profile: Profile | null;
  /** Every profile of the user, for 'Export all profiles'. */
  profiles: readonly Profile[];
  /** Disables Import (exporting and printing change nothing, so they stay). */
  readonly: boolean;
  /** Saves the imported profiles; rejects if that fails (the user is then told it did). */
  onImport: (profiles: Profile[]) => Promise<void>;
  onMessage: (type: 'success' | 'error' | 'info', message: string) => void;
}

/** 'campuscalc-gpa-<name>.json', with the name reduced to letters, digits and dashes. */
const exportFileName = (name: string) => `campuscalc-gpa-${fileSlug(name) || 'profile'}.json`;

const PRINT_FRAME_CLASS = 'profile-transfer__print-frame';

/**
 * The hidden frame reports print from, made on the first print rather than with the widget: a frame
 * is a document of its own, and creating it cost the calculator's first render 15 to 30 ms on a
 * phone.
 */
function printFrame(root: HTMLElement, title: string): HTMLIFrameElement {
  const existing = root.querySelector<HTMLIFrameElement>(`iframe.${PRINT_FRAME_CLASS}`);
  if (existing) return existing;
  const frame = document.createElement('iframe');
  frame.className = PRINT_FRAME_CLASS;
  frame.title = title;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  root.append(frame);
  return frame;
}

/**
 * Export (a JSON download), import (a JSON file) and print of profiles. Printing renders the report
 * into a hidden iframe of the widget and prints that frame, so only the report prints and no popup
 * blocker can get in the way.
 */
export function ProfileTransfer({
  profile,
  profiles,
  readonly,
  onImport,
  onMessage,
}: ProfileTransferProps) {
  const id = useId();
  const rootRef = useRef<HTMLElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [importing, setImporting] = useState(false);
  const texts = useTexts(transferTexts);
  const { unreachable } = useTexts(networkTexts);
  const { saveError } = useTexts(storeTexts);
  const language = useLanguage();
  const digits = useDigits();

  /** Why the file is refused: a problem of the whole file alone, a field's after `refused`. */
  const refusal = (problem: ImportProblem, reason: string) =>
    digits('at' in problem ? texts.refused(reason) : reason);

  const download = (exported: readonly Profile[], fileName: string) =>
    downloadJson(rootRef.current!, exportProfiles(exported, Date.now()), fileName);

  const importFile = async (file: File) => {
    setImporting(true);
    try {
      const text = await file.text();
      const reading = await import('./import-reading').catch((error: unknown) => {
        console.error(error);
      });
      const parsed = reading
        ? await reading.readImport(text)
        : { ok: false as const, problem: null };
      if (!parsed.ok) {
        // Offline (null), or refused.
        const { problem } = parsed;
        onMessage(
          'error',
          problem === null ? unreachable : refusal(problem, reading!.sayRefusal(problem, language)),
        );
        return;
      }
      try {
        await onImport(parsed.profiles);
      } catch {
        onMessage('error', saveError);
        return;
      }
      onMessage('success', digits(texts.imported(parsed.profiles.length)));
    } finally {
      setImporting(false);
    }
  };

  const print = async (printed: Profile) => {
    // The report's code comes with the first print: few visitors print, none on the first screen.
    const report = await import('#core/gpa/report.ts').catch((error: unknown) => {
      console.error(error);
      onMessage('error', unreachable);
    });
    // Gone meanwhile: nothing to print from.
    if (!report || !rootRef.current) return;
    const frame = printFrame(rootRef.current, texts.printView);
    // Assigning (not adding) the handler: a second click before the load prints once.
    frame.onload = () => {
      frame.onload = null;
      frame.contentWindow!.print();
    };
    frame.srcdoc = report.profileReportHtml(printed, Date.now(), language);
  };

  return (
    <section
      ref={rootRef}
      className="profile-transfer"
      part="transfer"
      aria-labelledby={`${id}-heading`}
    >
      <SectionHeading id={`${id}-heading`}>{texts.heading}</SectionHeading>
      <div className="actions">
        <button
          type="button"
          className="button"
          disabled={!profile}
          onClick={() => download([profile!], exportFileName(profile!.name))}
        >
          {texts.exportOne}
        </button>
        <button
          type="button"
          className="button"
          disabled={profiles.length === 0}
          onClick={() => download(profiles, exportFileName('all profiles'))}
        >
          {texts.exportAll}
        </button>
        <button
          type="button"
          className="button"
          disabled={readonly || importing}
          onClick={() => fileRef.current!.click()}
        >
          {texts.import}
        </button>
        <button
          type="button"
          className="button"
          disabled={!profile}
          onClick={() => void print(profile!)}
        >
          {texts.print}
        </button>
      </div>
      <JsonFileInput
        ref={fileRef}
        label={texts.fileLabel}
        disabled={readonly || importing}
        onFile={(file) => void importFile(file)}
      />
    </section>
  );
}
