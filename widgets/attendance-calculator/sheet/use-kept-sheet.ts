import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { AttendanceSheet } from '#core/attendance/sheet.ts';
import { attendanceInputs } from '#core/attendance/sheet-inputs.ts';
import type { AttendanceStore, StoredSheet } from '#core/attendance/store.ts';
import { readDeviceSheet, sheetKey, writeDeviceSheet } from './device-sheet';

/** Why the kept sheet is not shown: the device's or the account's did not read, or did not load. */
export type SheetProblem = 'unreadableDevice' | 'unreadableAccount' | 'notLoaded';

/** Whether two sheets give the same link: all a link can tell of them. */
const sameInLink = (a: AttendanceSheet, b: AttendanceSheet) =>
  JSON.stringify(attendanceInputs.encode(a)) === JSON.stringify(attendanceInputs.encode(b));

/** An account's store gets the sheet once typing pauses: one write, not one per keystroke. */
export const STORE_WRITE_DELAY_MS = 600;

export interface KeptSheetOptions {
  initial: () => AttendanceSheet;
  /** The account's store; without one, the device's storage under `storageKey`. */
  store: AttendanceStore | undefined;
  storageKey: string | undefined;
  /** The page gave the sheet (held, attended): it is neither loaded nor saved. */
  given: boolean;
  /** Told once when an edit cannot be kept (the browser keeps nothing, the account refused). */
  onNotKept: (where: 'device' | 'account') => void;
}

export interface KeptSheet {
  sheet: AttendanceSheet;
  /** Shows a new sheet and keeps it, unless it came from a link or the page. */
  edit: (sheet: AttendanceSheet) => void;
  /** Replaces the sheet as its attributes changed: shown, not kept. */
  replace: (update: (sheet: AttendanceSheet) => AttendanceSheet) => void;
  /** The sheet a link gave (url-inputs); stable. */
  applyLink: (sheet: AttendanceSheet) => void;
  /** The sheet shown came from a link while another is kept: not saved until `keepLinked`. */
  fromLink: boolean;
  keepLinked: () => void;
  /** Shows a sheet the student chose (an imported file) and keeps it, a link's or not. */
  adopt: (sheet: AttendanceSheet) => void;
  /** Why the kept sheet could not be read; null when it could. */
  problem: SheetProblem | null;
  /** The account's sheet is on its way: nothing is saved meanwhile. */
  loading: boolean;
}

/**
 * The sheet, where it is kept (the device, or the account's store) and what a link brings: the
 * kept one is loaded once the element is in the page (after hydration, as the address is read), a
 * link's is shown without being saved over a different kept one until the student says so, and
 * nothing is saved before the account's sheet has arrived, nor over one that could not be read.
 */
export function useKeptSheet({
  initial,
  store,
  storageKey,
  given,
  onNotKept,
}: KeptSheetOptions): KeptSheet {
  const [sheet, setSheet] = useState(initial);
  const [fromLink, setFromLink] = useState(false);
  const [problem, setProblem] = useState<SheetProblem | null>(null);
  const [loading, setLoading] = useState(store !== undefined && !given);
  // What is kept (null: nothing yet), and a link's sheet waiting for the account's to arrive.
  const kept = useRef<AttendanceSheet | null>(null);
  const linked = useRef<AttendanceSheet | null>(null);
  const loaded = useRef(store === undefined || given);
  const key = sheetKey(storageKey);

  const arrived = useCallback((found: StoredSheet, where: 'device' | 'account') => {
    loaded.current = true;
    if ('unreadable' in found) {
      setProblem(where === 'device' ? 'unreadableDevice' : 'unreadableAccount');
      return;
    }
    const own = 'sheet' in found ? found.sheet : null;
    kept.current = own;
    const link = linked.current;
    if (link === null) {
      if (own !== null) setSheet(own);
    } else if (own !== null) {
      if (sameInLink(own, link)) setSheet(own);
      else setFromLink(true);
    }
  }, []);

  useLayoutEffect(() => {
    if (given || store !== undefined) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the device's sheet is read after hydration, so that it matches the build-time markup, and before the first paint
    arrived(readDeviceSheet(key), 'device');
  }, [given, store, key, arrived]);

  useEffect(() => {
    if (given || store === undefined) return;
    let current = true;
    void store.load().then(
      (found) => {
        if (!current) return;
        arrived(found, 'account');
        setLoading(false);
      },
      () => {
        if (!current) return;
        setProblem('notLoaded');
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [given, store, arrived]);

  const applyLink = useCallback((link: AttendanceSheet) => {
    linked.current = link;
    const own = kept.current;
    if (own !== null && sameInLink(own, link)) return;
    setSheet(link);
    // With nothing kept, nothing is lost by keeping the link's sheet as it is edited.
    if (loaded.current) setFromLink(own !== null);
  }, []);

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const warned = useRef(false);
  const notKept = (where: 'device' | 'account') => {
    if (warned.current) return;
    warned.current = true;
    onNotKept(where);
  };
  const keep = (next: AttendanceSheet) => {
    kept.current = next;
    if (store === undefined) {
      if (!writeDeviceSheet(key, next)) notKept('device');
      return;
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      store.save(next).catch(() => notKept('account'));
    }, STORE_WRITE_DELAY_MS);
  };

  // A device's unreadable sheet is in its backup by now; an account's stays where it is.
  const mayKeep = !given && !loading && !(store !== undefined && problem !== null);
  return {
    sheet,
    edit: (next) => {
      setSheet(next);
      if (mayKeep && !fromLink) keep(next);
    },
    replace: setSheet,
    applyLink,
    fromLink,
    keepLinked: () => {
      setFromLink(false);
      keep(sheet);
    },
    adopt: (next) => {
      setSheet(next);
      setFromLink(false);
      if (mayKeep) keep(next);
    },
    problem,
    loading,
  };
}
