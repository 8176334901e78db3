import { DELETE_FIELD, type DocumentUpdate } from './profile-document';
import { isRecord } from './json-record';

/** An object literal's kind of value (a map, a stored scale), not a timestamp or sentinel. */
const isPlain = (value: unknown): value is Record<string, unknown> =>
  isRecord(value) && Object.getPrototypeOf(value) === Object.prototype;

/** Equal as stored data: maps by their keys in any order, a missing key as undefined. */
function sameData(found: unknown, written: unknown): boolean {
  if (Array.isArray(written)) {
    return (
      Array.isArray(found) &&
      found.length === written.length &&
      written.every((each, index) => sameData(found[index], each))
    );
  }
  if (!isPlain(written)) return found === written;
  if (!isRecord(found)) return false;
  const keys = new Set([...Object.keys(found), ...Object.keys(written)]);
  return [...keys].every((key) => sameData(found[key], written[key]));
}

/**
 * Whether a document's data, as a listener delivered it, shows every field `update` writes (its
 * texts and maps as written, its deleted fields gone); what the server fills in (timestamps) is not
 * compared. An edit is applied once its own fields show: any change of the document will not do,
 * for an earlier write's timestamp, confirmed by the server, changes it too.
 */
export function showsUpdate(data: unknown, update: DocumentUpdate<unknown>): boolean {
  return Object.entries(update).every(([path, value]) => {
    const found = path
      .split('.')
      .reduce<unknown>((at, key) => (isRecord(at) ? at[key] : undefined), data);
    if (value === DELETE_FIELD) return found === undefined;
    return typeof value === 'string' || isPlain(value) ? sameData(found, value) : true;
  });
}
