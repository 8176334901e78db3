import type { ComponentType } from 'react';
import { createElement, useEffect, useEffectEvent, useState } from 'react';
import { UNREACHABLE_MESSAGE } from '#core/network-messages.ts';
import type { ToastApi } from '../toast/use-toasts';

/**
 * A part of a widget that is its own chunk, loaded the first time it is shown (a dialog, a
 * popup's content), so an embed downloads it only when a visitor asks for it: a dynamic import
 * returning the component.
 */
export type Loader<P> = () => Promise<ComponentType<P>>;

// By loader; each entry holds its own loader's component type.
const loaded = new Map<unknown, unknown>();
const loading = new Map<unknown, Promise<unknown>>();

/** Starts loading, once; a failed load is tried again next time. */
export function preload<P>(load: Loader<P>): Promise<ComponentType<P>> {
  const known = loading.get(load) as Promise<ComponentType<P>> | undefined;
  if (known) return known;
  const started = load().then(
    (component) => {
      loaded.set(load, component);
      return component;
    },
    (error: unknown) => {
      loading.delete(load);
      throw error;
    },
  );
  loading.set(load, started);
  return started;
}

/** The part `load` gives, if it has arrived. */
export const loadedPart = <P,>(load: Loader<P>) => loaded.get(load) as ComponentType<P> | undefined;

/**
 * Loads a part ahead of need, as a pointer comes onto (or focus into) the control that shows it,
 * so it is there by the click. A failure here is told by the OnDemand that then shows it.
 */
export function prefetch<P>(load: Loader<P>): void {
  preload(load).catch(() => undefined);
}

export interface OnDemandProps<P> {
  load: Loader<P>;
  props: P;
  /** The part could not be loaded (offline): the owner tells the visitor and stops showing it. */
  onFailure: (error: unknown) => void;
}

/**
 * Renders the part `load` gives with `props`: nothing until it has arrived, at once once it has.
 * Without a Suspense boundary, so a failure reaches `onFailure` rather than the whole widget.
 */
export function OnDemand<P extends object>({ load, props, onFailure }: OnDemandProps<P>) {
  const [component, setComponent] = useState(
    () => loaded.get(load) as ComponentType<P> | undefined,
  );
  const failed = useEffectEvent(onFailure);
  useEffect(() => {
    if (component) return;
    let shown = true;
    preload(load).then(
      (arrived) => {
        if (shown) setComponent(() => arrived);
      },
      (error: unknown) => {
        if (!shown) return;
        // Logged as every failure a widget reports is (SPEC §8); the owner tells the visitor.
        console.error(error);
        failed(error);
      },
    );
    return () => {
      shown = false;
    };
  }, [component, load]);
  return component ? createElement(component, props) : null;
}

/**
 * The `onFailure` of a part its owner opens and closes: close it, and tell the visitor the server
 * could not be reached (OnDemand has logged why), in her language; the next opening tries again.
 */
export function closeUnreached(
  showToast: ToastApi['showToast'],
  close: () => void,
  message = UNREACHABLE_MESSAGE,
) {
  return () => {
    close();
    showToast('error', message);
  };
}
