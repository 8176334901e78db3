/**
 * The visitor's session as the site's pages see it: 'loading' until the accounts service answers,
 * then 'signed-out' or 'signed-in'. Accounts arrive with their own issue; until then every visitor
 * is signed out, and this module is the one place that changes when they do.
 */
export interface SessionUser {
  displayName: string | null;
  email: string | null;
}

export type Session =
  { state: 'loading' } | { state: 'signed-out' } | { state: 'signed-in'; user: SessionUser };

/** Resolves once the session is known (never 'loading'). */
export function settledSession(): Promise<Exclude<Session, { state: 'loading' }>> {
  return Promise.resolve({ state: 'signed-out' });
}

/** Where the route guard sends a signed-out visitor: /login, keeping where they came from. */
export function loginUrlFrom(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const from = `${location.pathname}${location.search}${location.hash}`;
  return `/login?from=${encodeURIComponent(from).replace(/%2F/g, '/')}`;
}
