/**
 * The map key for a semester or subject id. Firestore splits field paths on '.', refuses '~', '*',
 * '/', '[', ']' and empty segments, and reserves names like `__x__`, while ids may be any non-empty
 * text (an imported file chooses them). So every character but letters, digits and '-' is written as
 * %XX of its UTF-8 bytes, as in a URL; the timestamp ids the app makes stay as they are. A key
 * never holds '_', which profile-document.ts uses to join a semester's key and a subject's.
 * (A lone UTF-16 surrogate, which is not text Firestore could store anyway, makes this throw.)
 */
export function fieldKey(id: string): string {
  return encodeURIComponent(id).replace(
    /[^A-Za-z0-9%-]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The id a map key stands for, or null for a key no `fieldKey` could have made. */
export function idFromKey(key: string): string | null {
  if (!/^[A-Za-z0-9%-]+$/.test(key)) return null;
  try {
    return decodeURIComponent(key);
  } catch {
    return null;
  }
}
