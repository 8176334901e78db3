/**
 * The visitor's session as the site's pages see it (SPEC §4): 'loading' until Firebase Auth answers,
 * then 'signed-out' or 'signed-in'. Firebase (packages/cloud, through cloud-session.ts) loads only
 * when a page needs the session settled (the guard; the sign-in forms once touched, or at once for a
 * cached sign-in) or, on the others, when idle and only to confirm a cached sign-in: until then the
 * navbar shows what the cached hint says.
 */
import type { SessionState } from '../../../packages/core/src/account/session';
import { SESSION_HINT_KEY, readSessionHint } from '../../../packages/core/src/account/session';
import { localStorageIfAllowed } from '../../../packages/ui/src/local-storage';
import type * as CloudModule from './cloud-session';

type CloudSession = typeof CloudModule;
export type SettledSession = Exclude<SessionState, { state: 'loading' }>;

let resolveLoaded: (cloud: CloudSession) => void;
const loaded = new Promise<CloudSession>((resolve) => (resolveLoaded = resolve));
let loading: Promise<CloudSession> | undefined;

/** Firebase, its session and the auth service: loaded once, on first need. */
export function loadCloud(): Promise<CloudSession> {
  loading ??= import('./cloud-session').then((cloud) => {
    resolveLoaded(cloud);
    return cloud;
  });
  return loading;
}

/** Follows the session from whenever Firebase is loaded (by this page's need or the idle check). */
export function watchSession(listener: (session: SessionState) => void): void {
  void loaded.then(({ session }) => session.subscribe(listener));
}

/** Resolves once the session is known (never 'loading'), loading Firebase for it. */
export async function settledSession(): Promise<SettledSession> {
  const { session } = await loadCloud();
  return new Promise((resolve) => {
    const stop = session.subscribe((current) => {
      if (current.state === 'loading') return;
      resolve(current);
      queueMicrotask(() => stop());
    });
  });
}

/** A page that has no use of its own for Firebase: check a cached sign-in when the page is idle. */
export function confirmCachedSignInWhenIdle(): void {
  if (!readSessionHint(localStorageIfAllowed())) return;
  // A logout in another tab takes the hint away: Firebase then confirms it, and Login shows.
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_HINT_KEY || event.key === null)
      void loadCloud().catch(() => undefined);
  });
  const whenIdle = globalThis.requestIdleCallback ?? ((work: () => void) => setTimeout(work, 2000));
  // Offline, the check waits for the next visit: the navbar keeps what the hint says.
  whenIdle(() => void loadCloud().catch(() => undefined));
}

/** The site's cloud as the sign-in forms reach it (auth-form.ts): Firebase loaded on first need. */
export const siteCloud = {
  load: loadCloud,
  settled: settledSession,
  mayBeSignedIn: () => readSessionHint(localStorageIfAllowed()) !== null,
};
