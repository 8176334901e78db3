/**
 * Where the login screen sends a visitor once signed in (SPEC §2): the location the route guard
 * kept in `?from=` (site/src/scripts/session.ts, loginUrlFrom), else the post-login landing page.
 */

export const POST_LOGIN_PATH = '/gpa-calculator';

/** Any origin would do: it only tells a path on this site from a URL that leaves it. */
const SITE = 'https://campuscalc.invalid';

/**
 * The `from` of the query `search`, if it is a path on this site; anything else (an absolute or
 * protocol-relative URL, which browsers also spell '/\host' or with tabs) would make the login an
 * open redirect, so it gives POST_LOGIN_PATH. So does a path that only normalises to one starting
 * with '//' ('/.//host', '/a/..//host'): handed to `location.replace`, that names another host.
 */
export function returnPath(search: string): string {
  const from = new URLSearchParams(search).get('from');
  if (!from?.startsWith('/')) return POST_LOGIN_PATH;
  const url = new URL(from, SITE);
  return url.origin === SITE && !url.pathname.startsWith('//')
    ? `${url.pathname}${url.search}${url.hash}`
    : POST_LOGIN_PATH;
}
