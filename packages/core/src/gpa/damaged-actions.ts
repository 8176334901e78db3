import { repairOf } from './damaged-list';
import type { DamagedProfile } from './model';
import { documentFromProfile, type ProfileDocument } from './profile-document';
import { isRecord } from './json-record';
import { sayNote } from './salvage-texts';

/**
 * What the stores and the damaged profile's dialog do with one (damaged-list.ts); the dialog's
 * words are its own (the element's profiles/damaged-texts.ts).
 */

/**
 * The whole document a repair is saved as, in one write over the damaged one (owner `uid`): its
 * `createdAt` and those it is shared with stay as they were, since the rules keep `createdAt` and
 * a repair is no reason to end a share; `now` stamps `updatedAt`.
 */
export function repairedDocument<Time>(
  damaged: DamagedProfile,
  uid: string,
  now: Time,
): ProfileDocument<Time> {
  const raw = isRecord(damaged.raw) ? damaged.raw : {};
  const document = documentFromProfile(repairOf([damaged], damaged.id), uid, () => now);
  const shared = isRecord(raw.permissions) ? Object.entries(raw.permissions) : [];
  const permissions = Object.fromEntries([
    ...shared.filter(([user, role]) => user !== uid && (role === 'read' || role === 'edit')),
    [uid, 'owner'],
  ]) as ProfileDocument<Time>['permissions'];
  return {
    ...document,
    ...('createdAt' in raw && { createdAt: raw.createdAt as Time }),
    permissions,
    collaborators: Object.keys(permissions),
  };
}

/**
 * A damaged profile's export: its stored data exactly as it is, with what was found wrong, for the
 * student to keep (or to send to us); not an import file, since the import would refuse it too.
 * What is wrong is written in English, whatever the element speaks: the file is read by us too.
 */
export function damagedExport(damaged: DamagedProfile, exportedAt: number): string {
  const { id, name, problems, raw } = damaged;
  const file = {
    format: 'campuscalc-damaged-profile',
    exportedAt: new Date(exportedAt).toISOString(),
    id,
    name,
    problems: problems.map((problem) => sayNote(problem)),
    data: raw,
  };
  return JSON.stringify(file, null, 2);
}
