/**
 * A damaged profile's dialog in English (damaged-profile.tsx): what it is, and its Export, Repair
 * and Delete. Only a student with a damaged profile loads them; its Close and Delete are the
 * shared and the drawer's.
 */
import { textModule } from '#core/i18n/texts.ts';

export const damagedTexts = textModule('gpa-damaged', {
  title: (name: string) => `${name} (damaged)`,
  note: 'This profile could not be read as saved. Nothing has been changed: you can export it as it is, repair it or delete it.',
  sharedNote:
    'This shared profile could not be read as saved. You can export it as it is; only its owner can repair it.',
  noRepair:
    'It cannot be repaired: too little of it can be read. Export it to keep what is there, then delete it.',
  wrong: 'What is wrong',
  /** The button, and the group that lists what the repair changes. */
  repair: 'Repair',
  repairAsk: 'Repairing saves the profile without what cannot be read:',
  deleteAsk: (name: string) => `Delete ${name}? This cannot be undone.`,
  export: 'Export',
  saveRepair: 'Save repaired profile',
  repaired: (name: string) => `Repaired ${name}`,
});
