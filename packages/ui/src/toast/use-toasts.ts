import { useCallback, useEffect, useRef, useState } from 'react';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** A button in the toast (e.g. Undo); pressing it runs `onAction` and closes the toast. */
export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  /** How many times the message came: a repeat shows in the toast already there. */
  count: number;
  action?: ToastAction;
  /** What the toast reports the outcome of (a store call), if anything: see `showToast`. */
  topic?: string;
  /** True during the fade-out, after which the toast is removed. */
  leaving: boolean;
}

/** SPEC §9: a toast stays 8000 ms, then fades out over 300 ms. */
export const TOAST_DURATION_MS = 8000;
export const TOAST_FADE_MS = 300;
/** Older toasts give way so a small embedded widget is never buried under messages. */
export const MAX_VISIBLE_TOASTS = 3;

export interface ToastApi {
  toasts: readonly Toast[];
  /**
   * Shows a toast. A success with a `topic` closes the earlier errors and warnings of that topic:
   * they are stale once the call they reported on has gone through.
   */
  showToast: (type: ToastType, message: string, action?: ToastAction, topic?: string) => void;
  dismissToast: (id: number) => void;
}

/** The toasts of one widget instance: each widget shows its own, inside its own shadow root. */
export function useToasts(): ToastApi {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  // The list as of the last change, for the timers and handlers that decide from it.
  const current = useRef<readonly Toast[]>([]);
  const nextId = useRef(0);
  // One pending timer per toast: its dismissal, or its removal after the fade.
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const update = useCallback((next: readonly Toast[]) => {
    current.current = next;
    setToasts(next);
  }, []);

  const setTimer = useCallback((id: number, callback: () => void, delay: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        callback();
      }, delay),
    );
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const dismissToast = useCallback(
    (id: number) => {
      if (!current.current.some((toast) => toast.id === id && !toast.leaving)) return;
      update(
        current.current.map((toast) => (toast.id === id ? { ...toast, leaving: true } : toast)),
      );
      setTimer(id, () => update(current.current.filter((toast) => toast.id !== id)), TOAST_FADE_MS);
    },
    [setTimer, update],
  );

  const showToast = useCallback(
    (type: ToastType, message: string, action?: ToastAction, topic?: string) => {
      // The same message again (three conversions in a row) is one toast, newest, its time
      // restarted; a toast with an action is its own, so that each Undo undoes its own step.
      const repeated = action
        ? undefined
        : current.current.find(
            (toast) => !toast.action && toast.type === type && toast.message === message,
          );
      const shown: Toast = repeated
        ? { ...repeated, count: repeated.count + 1, leaving: false }
        : { id: ++nextId.current, type, message, count: 1, action, topic, leaving: false };
      const others = current.current.filter((toast) => toast.id !== shown.id);
      const dropped = others.slice(0, Math.max(0, others.length - (MAX_VISIBLE_TOASTS - 1)));
      for (const toast of dropped) {
        clearTimeout(timers.current.get(toast.id));
        timers.current.delete(toast.id);
      }
      update([...others.slice(dropped.length), shown]);
      setTimer(shown.id, () => dismissToast(shown.id), TOAST_DURATION_MS);
      if (type === 'success' && topic !== undefined) {
        const stale = current.current.filter(
          (toast) => toast.topic === topic && (toast.type === 'error' || toast.type === 'warning'),
        );
        for (const toast of stale) dismissToast(toast.id);
      }
    },
    [dismissToast, setTimer, update],
  );

  return { toasts, showToast, dismissToast };
}
