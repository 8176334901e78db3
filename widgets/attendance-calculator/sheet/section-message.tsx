import { useLayoutEffect, useRef } from 'react';
import type { SheetOutcome } from '#core/attendance/sheet-outcome.ts';
import { attendanceTexts } from '#core/attendance/texts.ts';
import { useDigits, useTexts } from '#ui/language/language.ts';

type Invalid = Extract<SheetOutcome, { kind: 'invalid' }>;

/** A section of the sheet (the rules, the semester): its value, and what is wrong in the sheet. */
export interface SectionProps<Value> {
  id: string;
  value: Value;
  invalid: Invalid | null;
  onChange: (value: Value) => void;
}

/**
 * A section's message when the sheet's problem is in it: the `{section}-message` paragraph, which
 * field it is about (for aria-describedby), and the ref of its `<details>`, which opens to show
 * the message. It is opened, never closed: the student who mends the field goes on typing in it.
 */
export function useSectionMessage(
  id: string,
  section: Invalid['section'],
  invalid: Invalid | null,
) {
  const { problem } = useTexts(attendanceTexts);
  const digits = useDigits();
  const messageId = `${id}-${section}-message`;
  const mine = invalid?.section === section ? invalid : null;
  const details = useRef<HTMLDetailsElement>(null);
  const shows = mine !== null;
  useLayoutEffect(() => {
    if (shows) details.current!.open = true;
  }, [shows]);
  return {
    about: (field: string) => (mine?.field === field ? messageId : undefined),
    details,
    message: (
      <p id={messageId} part={`${section}-message`} className="attendance__message" role="alert">
        {mine ? digits(problem(mine.problem)) : ''}
      </p>
    ),
  };
}
