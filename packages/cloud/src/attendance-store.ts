import { deleteDoc, doc, getDoc, setDoc } from 'firebase/firestore';
import type { AttendanceSheet } from '../../core/src/attendance/sheet';
import { readSheetDocument, sheetDocument } from '../../core/src/attendance/sheet-codec';
import type { AttendanceStore, StoredSheet } from '../../core/src/attendance/store';
import type { Cloud } from './app';
import { cloudFirestore } from './firestore';
import { countDocument, countWrites } from './meter';

const sheetRef = (cloud: Cloud, uid: string) =>
  doc(cloudFirestore(cloud), 'users', uid, 'attendance', 'sheet');

/**
 * The signed-in user's attendance sheet in Firestore (`users/{uid}/attendance/sheet`, the
 * document of sheet-codec.ts, as firestore.rules checks it). Each save writes the whole sheet: it
 * is a few kilobytes at most, and one document is one write.
 */
export function firestoreAttendanceStore(cloud: Cloud, uid: string): AttendanceStore {
  return {
    load: async (): Promise<StoredSheet> => {
      const found = await getDoc(sheetRef(cloud, uid));
      countDocument(cloud, found);
      if (!found.exists()) return { none: true };
      const sheet = readSheetDocument(found.data());
      // One that does not read (an older or newer version) is left as it is.
      return sheet === null ? { unreadable: true } : { sheet };
    },
    save: async (sheet: AttendanceSheet) => {
      await setDoc(sheetRef(cloud, uid), sheetDocument(sheet));
      countWrites(cloud, 1);
    },
  };
}

/** Deletes the user's sheet, for the account's deletion (SPEC §7). */
export async function deleteAttendanceSheet(cloud: Cloud, uid: string): Promise<void> {
  await deleteDoc(sheetRef(cloud, uid));
  countWrites(cloud, 1);
}
