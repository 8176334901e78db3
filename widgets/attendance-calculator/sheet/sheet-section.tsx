import { useLayoutEffect, useRef, useState } from 'react';
import type { SheetOutcome } from '#core/attendance/sheet-outcome.ts';
import { networkTexts } from '#core/network-messages.ts';
import type { Loader } from '#ui/element/on-demand.tsx';
import { OnDemand, prefetch } from '#ui/element/on-demand.tsx';
import { useTexts } from '#ui/language/language.ts';
import type { ToastApi } from '#ui/toast/use-toasts.ts';
import type { SectionInvalid } from './section-message';

type Invalid = Extract<SheetOutcome, { kind: 'invalid' }>;

/** What a section's fields are given (rules-fields.tsx, semester-fields.tsx). */
export interface SectionFieldsProps<Value> {
  id: string;
  value: Value;
  /** The sheet's problem when it is in this section: the fields show its message. */
  invalid: SectionInvalid | null;
  onChange: (value: Value) => void;
}

export interface SheetSectionProps<Value> {
  id: string;
  section: Invalid['section'];
  /** What the closed section says of its value. */
  summary: string;
  value: Value;
  /** What is wrong in the sheet: its message shows here when it is in this section. */
  invalid: Invalid | null;
  onChange: (value: Value) => void;
  /** Its fields, a chunk of their own (sheet-parts.ts). */
  load: Loader<SectionFieldsProps<Value>>;
  showToast: ToastApi['showToast'];
}

/**
 * A section of the sheet, closed at first (the rules, the semester): its summary, then its fields
 * and its message. Most students never open one, so these load when it is first opened
 * (prefetched as a pointer or focus comes onto its summary) and stay. The sheet's problem in one of
 * its fields opens it, to show the message; it is opened, never closed: the student who mends the
 * field goes on typing in it. Fields that cannot be loaded close it, as the working does, and a
 * toast says why; the next opening tries again.
 */
export function SheetSection<Value>({
  id,
  section,
  summary,
  value,
  invalid,
  onChange,
  load,
  showToast,
}: SheetSectionProps<Value>) {
  const { unreachable } = useTexts(networkTexts);
  const mine = invalid?.section === section ? invalid : null;
  const details = useRef<HTMLDetailsElement>(null);
  // Its fields asked for: opened once, and not failed since.
  const [opened, setOpened] = useState(false);
  const shows = mine !== null;
  useLayoutEffect(() => {
    if (shows) details.current!.open = true;
  }, [shows]);
  useLayoutEffect(() => {
    // Opened in the site's build-time HTML before it hydrated: no one heard its toggle event.
    if (details.current!.open) setOpened(true);
  }, []);
  const warm = () => prefetch(load);
  return (
    <details
      ref={details}
      part={section}
      className="attendance__section"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary onPointerEnter={warm} onFocus={warm}>
        {summary}
      </summary>
      {opened && (
        <OnDemand
          load={load}
          props={{ id, value, invalid: mine, onChange }}
          onFailure={() => {
            // As closeUnreached does for the working; OnDemand has logged why.
            setOpened(false);
            details.current!.open = false;
            showToast('error', unreachable);
          }}
        />
      )}
    </details>
  );
}
