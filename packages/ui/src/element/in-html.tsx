import type { ComponentType, LazyExoticComponent } from 'react';
import {
  Suspense,
  createElement,
  lazy,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { Loader } from './on-demand';
import { loadedPart, preload } from './on-demand';
import { PartUnreached } from './part-unreached';

// Every InHtml part, which the build loads before it renders (`loadInHtmlParts`).
const parts = new Set<Loader<never>>();

/** Names `load` as an InHtml part: the build loads it before it renders any widget. */
export function inHtmlPart<P>(load: Loader<P>): Loader<P> {
  parts.add(load as Loader<never>);
  return load;
}

/** Loads every InHtml part, so a build-time render (renderWidget) writes them at once. */
export const loadInHtmlParts = (): Promise<unknown> =>
  Promise.all([...parts].map((load) => preload(load)));

// By loader: a promise kept until the part arrives, by any attempt; a failed attempt does not settle it.
const arrivals = new Map<unknown, { promise: Promise<unknown>; arrive: (part: unknown) => void }>();

function arrival<P>(load: Loader<P>) {
  let known = arrivals.get(load);
  if (!known) {
    let arrive: (part: unknown) => void = () => {};
    const promise = new Promise<unknown>((resolve) => (arrive = resolve));
    known = { promise, arrive };
    arrivals.set(load, known);
  }
  return known as { promise: Promise<ComponentType<P>>; arrive: (part: ComponentType<P>) => void };
}

/** One attempt at loading the part; when it succeeds, its lazy component (lazyPart) resolves. */
const attempt = <P,>(load: Loader<P>) =>
  preload(load).then((part) => {
    arrival(load).arrive(part);
    return part;
  });

// By loader: the part as React.lazy, which hydration waits for.
const lazies = new Map<unknown, unknown>();

/**
 * `load` as React.lazy, which starts no load itself (InHtml does) and never rejects: a failed
 * attempt leaves it waiting, so the build's HTML of a suspended boundary stays, and any later
 * attempt that succeeds resolves it. Once the part has arrived it answers at once (a thenable that
 * calls back synchronously), so a render after `preload` writes it: the build's, which cannot wait.
 */
function lazyPart<P>(load: Loader<P>): LazyExoticComponent<ComponentType<P>> {
  let part = lazies.get(load) as LazyExoticComponent<ComponentType<P>> | undefined;
  if (part) return part;
  part = lazy<ComponentType<P>>(() => {
    const arrived = loadedPart(load);
    if (arrived) {
      const now = {
        then: (take: (module: { default: ComponentType<P> }) => void) => take({ default: arrived }),
      };
      return now as unknown as Promise<{ default: ComponentType<P> }>;
    }
    return arrival(load).promise.then((component) => ({ default: component }));
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
 * code loads at the visitor's first input (a scroll, a pointer, a key), or at once when it must be
 * drawn (what it shows changed; rendered in the browser, with no build's HTML of it). Until then
 * React keeps the build's HTML of its suspended boundary and hydrates it when the code arrives,
 * with no flash. Any render reaching that boundary before then would make React drop that HTML for
 * the fallback (nothing): so the boundary is the same element, with the first props, until the
 * code has arrived. A failed load is logged; the build's HTML stays while it is still true (the
 * next input tries again), and where the part must be drawn it is replaced by UNREACHABLE_MESSAGE
 * and a button that tries again. The rest of the widget keeps working either way.
 */
export function InHtml<P extends object>({ load, props, shows }: InHtmlProps<P>) {
  const Part = lazyPart(load);
  const [arrived, setArrived] = useState(() => loadedPart(load) !== undefined);
  // 'failed': the part must be drawn and did not arrive; 'trying': again, from its button.
  const [failure, setFailure] = useState<'none' | 'failed' | 'trying'>('none');
  // True while hydrating the build's HTML: the part is on screen already, its code can wait.
  const hydrating = useSyncExternalStore(noChanges, notHydrating, isHydrating);
  const [first] = useState(() => ({ props, shows: shows(), inHtml: hydrating }));
  const needed = !arrived && (failure !== 'none' || !first.inHtml || shows() !== first.shows);
  useEffect(() => {
    if (arrived || failure === 'failed') return;
    let shown = true;
    const options = { capture: true, passive: true };
    const listen = (on: boolean) => {
      for (const type of FIRST_INPUTS) {
        if (on) window.addEventListener(type, start, options);
        else window.removeEventListener(type, start, options);
      }
    };
    function start() {
      listen(false);
      attempt(load).then(
        () => shown && setArrived(true),
        (error: unknown) => {
          if (!shown) return;
          // Logged as every failure a widget reports is (SPEC §8).
          console.error(error);
          // Still true, the build's HTML stays, and the next input tries again.
          if (needed) setFailure('failed');
          else listen(true);
        },
      );
    }
    if (needed) start();
    else listen(true);
    return () => {
      shown = false;
      listen(false);
    };
  }, [arrived, failure, needed, load]);
  // Below the fold: the paint that answers an input does not wait for these parts, which follow
  // in a deferred render (an unchanged element, the boundary is not rendered again until then).
  const deferredProps = useDeferredValue(props);
  const shownProps = arrived ? deferredProps : first.props;
  const boundary = useMemo(
    () => createElement(Suspense, { fallback: null }, createElement(Part, shownProps)),
    [Part, shownProps],
  );
  return !arrived && failure !== 'none' ? (
    <PartUnreached trying={failure === 'trying'} onRetry={() => setFailure('trying')} />
  ) : (
    boundary
  );
}
