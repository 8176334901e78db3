/**
 * Where an attendance sheet is kept when it is not on the device: the port the element takes as
 * its `store` property (packages/cloud's account store is one). Both keep `sheetDocument`.
 */
import type { AttendanceSheet } from './sheet-types';

/** What a store holds: a sheet, none yet, or one it cannot read (kept, never written over). */
export type StoredSheet = { sheet: AttendanceSheet } | { none: true } | { unreadable: true };

export interface AttendanceStore {
  load(): Promise<StoredSheet>;
  /** Resolves once the store has the sheet (for an account, once its server has). */
  save(sheet: AttendanceSheet): Promise<void>;
}
