/** A page the navigation links to: its address and its name in the menus. */
export interface NavPage {
  href: string;
  label: string;
}

/**
 * A calculator's page: its label is the page's heading too, and `tag` names the element of
 * widgets/catalog.ts it shows, so that the tests and the bench find every calculator's page.
 */
export interface CalculatorPage extends NavPage {
  tag: string;
}

/** The GPA calculator's page: first in the navigation, and where the brand, `/` and unknown paths lead. */
export const GPA_PAGE: CalculatorPage = {
  href: '/gpa-calculator',
  label: 'GPA Calculator',
  tag: 'gpa-calculator',
};

/** The other calculators' pages, in the order of the navigation's Other Tools dropdown. */
export const OTHER_TOOLS: readonly CalculatorPage[] = [
  { href: '/sdt-calculator', label: 'Speed Distance Time Calculator', tag: 'sdt-calculator' },
  { href: '/matrix-calculator', label: 'Matrix Determinant Calculator', tag: 'matrix-determinant' },
  { href: '/number-converter', label: 'Number Converter', tag: 'number-converter' },
  { href: '/attendance-calculator', label: 'Attendance Calculator', tag: 'attendance-calculator' },
];

export const ABOUT_PAGE: NavPage = { href: '/about', label: 'About' };

/** Every calculator's page, the GPA calculator first: the About page lists them too. */
export const CALCULATOR_PAGES: readonly CalculatorPage[] = [GPA_PAGE, ...OTHER_TOOLS];

/** The navigation's pages, in its order (the phone's side menu lists them all). */
export const NAV_PAGES: readonly NavPage[] = [...CALCULATOR_PAGES, ABOUT_PAGE];

/** The site's content routes: the sitemap lists them; the calculators are also precached offline. */
export const CALCULATOR_ROUTES: readonly string[] = CALCULATOR_PAGES.map((page) => page.href);

/** The pages the service worker precaches, so they open again offline. */
export const OFFLINE_ROUTES: readonly string[] = [...CALCULATOR_ROUTES, ABOUT_PAGE.href];

/** Every page a search engine should index. */
export const CONTENT_ROUTES: readonly string[] = [...OFFLINE_ROUTES, '/embed', '/embed/reference'];
