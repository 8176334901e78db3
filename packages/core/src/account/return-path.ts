/**
 * Where the route guard sends a signed-out visitor, keeping where they came from in `?from=`
 * (`loginUrlFrom`), and where the login screen sends them back once signed in (SPEC §2): that
 * location (`returnPath`), else the post-login landing page.
 */

export const POST_LOGIN_PATH = '/gpa-calculator';

/** The login screen's path (a page in another language has its own: '/hi/login'). */
const LOGIN_PATH = '/login';

/** Any origin would do: it only tells a path on this site from a URL that leaves it. */
const SITE = 'https://campuscalc.invalid';

/**
 * The `from` of the query `search`, if it is a path on this site; anything else (an absolute or
 * protocol-relative URL, which browsers also spell '/\host' or with tabs) would make the login an
 * open redirect, so it gives `landing` (POST_LOGIN_PATH, or its version in the page's language).
 * So does a path that only normalises to one starting with '//' ('/.//host', '/a/..//host'):
 * handed to `location.replace`, that names another host.
 */
export function returnPath(search: string, landing = POST_LOGIN_PATH): string {
  const from = new URLSearchParams(search).get('from');
  if (!from?.startsWith('/')) return landing;
  const url = new URL(from, SITE);
  return url.origin === SITE && !url.pathname.startsWith('//')
    ? `${url.pathname}${url.search}${url.hash}`
    : landing;
}

/**
 * Where the route guard sends a signed-out visitor: the login screen (`loginPath`, /login or its
 * version in the page's language), keeping where they came from.
 */
export function loginUrlFrom(
  location: { pathname: string; search: string; hash: string },
  loginPath = LOGIN_PATH,
): string {
  const from = `${location.pathname}${location.search}${location.hash}`;
  return `${loginPath}?from=${encodeURIComponent(from).replace(/%2F/g, '/')}`;
}
