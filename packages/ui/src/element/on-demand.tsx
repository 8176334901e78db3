import type { ComponentType, LazyExoticComponent } from 'react';
import {
  Suspense,
  createElement,
  lazy,
  useEffect,
  useEffectEvent,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { UNREACHABLE_MESSAGE } from '../../../core/src/network-messages';
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
 * could not be reached (OnDemand has logged why); the next opening tries again.
 */
export function closeUnreached(showToast: ToastApi['showToast'], close: () => void) {
  return () => {
    close();
    showToast('error', UNREACHABLE_MESSAGE);
  };
}

/** What a part that could not be loaded shows. */
const Missing = () => null;

// By loader: the part as React.lazy, which hydration waits for.
const lazies = new Map<unknown, unknown>();
// By loader: lets its lazy part load (InHtml), which rendering it alone does not.
const gates = new Map<unknown, { opened: Promise<void>; open: () => void }>();

function gate(load: Loader<never>) {
  let known = gates.get(load);
  if (!known) {
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    known = { opened, open };
    gates.set(load, known);
  }
  return known;
}

/**
 * `load` as React.lazy. Once the part has arrived it answers at once (a thenable that calls back
 * synchronously), so a render after `preload` writes it: the build's, which cannot wait. A failed
 * load is logged and shows nothing, until the page is loaded again.
 */
function lazyPart<P>(load: Loader<P>): LazyExoticComponent<ComponentType<P>> {
  let part = lazies.get(load) as LazyExoticComponent<ComponentType<P>> | undefined;
  if (part) return part;
  part = lazy<ComponentType<P>>(() => {
    const arrived = loaded.get(load) as ComponentType<P> | undefined;
    if (arrived) {
      const now = {
        then: (take: (module: { default: ComponentType<P> }) => void) => take({ default: arrived }),
      };
      return now as unknown as Promise<{ default: ComponentType<P> }>;
    }
    return gate(load as Loader<never>)
      .opened.then(() => preload(load))
      .then(
        (component) => ({ default: component }),
        (error: unknown) => {
          console.error(error);
          return { default: Missing as ComponentType<P> };
        },
      );
  });
  lazies.set(load, part);
  return part;
}

const noChanges = () => () => {};
const notHydrating = () => false;
const isHydrating = () => true;

// What a visitor does first; any of them starts loading the parts the first screen left out.
const FIRST_INPUTS = ['pointerdown', 'keydown', 'focusin', 'scroll', 'wheel', 'touchstart'];

export interface InHtmlProps<P> {
  load: Loader<P>;
  props: P;
  /**
   * What the part shows for `props`, compared with what it showed first; asked only until its
   * code has arrived.
   */
  shows: () => string;
}

/**
 * A part the build-time HTML holds but the first screen's script leaves out (below the fold): its
 * code loads at the visitor's first input (a scroll, a pointer, a key), or at once when what it
 * shows changes. Until then React keeps the build's HTML of its suspended boundary and hydrates it
 * when the code arrives, with no flash. Any render reaching that boundary before then would make
 * React drop that HTML for the fallback (nothing): so the boundary is the same element, with the
 * first props, until the code has arrived. Rendered in the browser (no build-time HTML), the part
 * appears when its code arrives; if that fails, it stays out and the rest keeps working.
 */
export function InHtml<P extends object>({ load, props, shows }: InHtmlProps<P>) {
  const Part = lazyPart(load);
  const [arrived, setArrived] = useState(() => loaded.has(load));
  // True while hydrating the build's HTML: the part is on screen already, its code can wait.
  const hydrating = useSyncExternalStore(noChanges, notHydrating, isHydrating);
  const [first] = useState(() => ({ props, shows: shows(), inHtml: hydrating }));
  const changed = !arrived && (!first.inHtml || shows() !== first.shows);
  useEffect(() => {
    if (arrived) return;
    let shown = true;
    const start = () => {
      gate(load as Loader<never>).open();
      preload(load).then(
        () => shown && setArrived(true),
        () => undefined,
      );
    };
    if (changed) {
      start();
      return () => {
        shown = false;
      };
    }
    const options = { capture: true, once: true, passive: true };
    const startOnce = () => {
      for (const type of FIRST_INPUTS) window.removeEventListener(type, startOnce, options);
      start();
    };
    for (const type of FIRST_INPUTS) window.addEventListener(type, startOnce, options);
    return () => {
      shown = false;
      for (const type of FIRST_INPUTS) window.removeEventListener(type, startOnce, options);
    };
  }, [arrived, changed, load]);
  const shownProps = arrived ? props : first.props;
  return useMemo(
    () => createElement(Suspense, { fallback: null }, createElement(Part, shownProps)),
    [Part, shownProps],
  );
}
