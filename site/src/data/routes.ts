/** A page the navigation links to: its address and its name in the menus. */
export interface NavPage {
  href: string;
  label: string;
}

/** The GPA calculator's page: first in the navigation, and where the brand, `/` and unknown paths lead. */
export const GPA_PAGE: NavPage = { href: '/gpa-calculator', label: 'GPA Calculator' };

/** The other calculators' pages, in the order of the navigation's Other Tools dropdown. */
export const OTHER_TOOLS: readonly NavPage[] = [
  { href: '/sdt-calculator', label: 'Speed Distance Time Calculator' },
  { href: '/matrix-calculator', label: 'Matrix Determinant Calculator' },
  { href: '/number-converter', label: 'Number Converter' },
];

export const ABOUT_PAGE: NavPage = { href: '/about', label: 'About' };

/** Every calculator's page, the GPA calculator first: the About page lists them too. */
export const CALCULATOR_PAGES: readonly NavPage[] = [GPA_PAGE, ...OTHER_TOOLS];

/** The navigation's pages, in its order (the phone's side menu lists them all). */
export const NAV_PAGES: readonly NavPage[] = [...CALCULATOR_PAGES, ABOUT_PAGE];

/** The site's content routes: the sitemap lists them; the calculators are also precached offline. */
export const CALCULATOR_ROUTES: readonly string[] = CALCULATOR_PAGES.map((page) => page.href);

/** The pages the service worker precaches, so they open again offline. */
export const OFFLINE_ROUTES: readonly string[] = [...CALCULATOR_ROUTES, ABOUT_PAGE.href];

/** Every page a search engine should index. */
export const CONTENT_ROUTES: readonly string[] = [...OFFLINE_ROUTES, '/embed', '/embed/reference'];
