import { useCallback, useEffect, useRef, useState } from 'react';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
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
  showToast: (type: ToastType, message: string) => void;
  dismissToast: (id: number) => void;
}

/** The toasts of one widget instance: each widget shows its own, inside its own shadow root. */
export function useToasts(): ToastApi {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const schedule = useCallback((callback: () => void, delay: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      callback();
    }, delay);
    timers.current.add(timer);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const dismissToast = useCallback(
    (id: number) => {
      setToasts((current) =>
        current.map((toast) => (toast.id === id ? { ...toast, leaving: true } : toast)),
      );
      schedule(
        () => setToasts((current) => current.filter((toast) => toast.id !== id)),
        TOAST_FADE_MS,
      );
    },
    [schedule],
  );

  const showToast = useCallback(
    (type: ToastType, message: string) => {
      const id = ++nextId.current;
      setToasts((current) => [
        ...current.slice(-(MAX_VISIBLE_TOASTS - 1)),
        { id, type, message, leaving: false },
      ]);
      schedule(() => dismissToast(id), TOAST_DURATION_MS);
    },
    [dismissToast, schedule],
  );

  return { toasts, showToast, dismissToast };
}
