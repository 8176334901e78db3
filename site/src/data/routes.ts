/** The site's content routes: the sitemap lists them; the calculators are also precached offline. */
export const CALCULATOR_ROUTES = [
  '/gpa-calculator',
  '/sdt-calculator',
  '/matrix-calculator',
  '/number-converter',
] as const;

/** The pages the service worker precaches, so they open again offline. */
export const OFFLINE_ROUTES = [...CALCULATOR_ROUTES, '/about'] as const;

/** Every page a search engine should index. */
export const CONTENT_ROUTES = [...OFFLINE_ROUTES, '/embed'] as const;
