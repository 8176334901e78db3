/**
 * The what-if's labels and messages (what-if.ts), apart from its logic: the GPA element shows the
 * mode's button before it loads the mode.
 */
export const WHAT_IF_LABEL = 'What if…';
export const KEEP_LABEL = 'Keep changes';
export const DISCARD_LABEL = 'Discard';
export const WHAT_IF_NOTE = 'Try grades here: nothing is saved until you keep the changes.';
export const WHAT_IF_READ_ONLY_NOTE = 'Try grades here: nothing you change is saved.';
export const UNKEPT_NOTE =
  'A semester’s SGPA can only be tried, not kept: clear it to keep the other changes.';
export const KEPT_MESSAGE = 'What-if changes saved';
