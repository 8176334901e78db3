import type { SheetOutcome } from '#core/attendance/sheet-outcome.ts';

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
 * field it is about (for aria-describedby), and whether the section opens to show it.
 */
export function sectionMessage(id: string, section: Invalid['section'], invalid: Invalid | null) {
  const messageId = `${id}-${section}-message`;
  const mine = invalid?.section === section ? invalid : null;
  return {
    about: (field: string) => (mine?.field === field ? messageId : undefined),
    open: mine !== null || undefined,
    message: (
      <p id={messageId} part={`${section}-message`} className="attendance__message" role="alert">
        {mine?.message ?? ''}
      </p>
    ),
  };
}
