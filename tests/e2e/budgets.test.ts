import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  embedBudget,
  embedCosts,
  furtherElementBudget,
  furtherElementCosts,
  gzipSize,
  languageCosts,
  partCosts,
  pageBudget,
  pageScriptWeights,
  readWidgetFiles,
} from '../../scripts/bundle-sizes';
import { CALCULATOR_ROUTES, CONTENT_ROUTES } from '../../site/src/data/routes';
import { widgetApis } from '../../widgets/catalog';
import { MAJOR_ALIAS } from '../../widgets/release';
import { browserForFile, siteUrl } from './browser';

// Byte budgets are deterministic, so the build fails CI when one is broken; `npm run bench` prints them.
// An embed is measured as embedders load it by default: from the major version's folder.
const widgets = fileURLToPath(new URL('../../dist/widgets/', import.meta.url));

const browser = browserForFile();

// TCP's first window is ten segments (14.6 kB) and Lighthouse times a page that way: a page whose
// HTML, response headers included (about 0.5 kB), needs more waits a round trip longer for its
// first paint on a slow phone network. The build's first screen must fit, with 0.1 kB to spare:
// 14 kB since every page names seven languages (the GPA page in Tamil, 13.9 kB, the largest).
const FIRST_ROUND_TRIP_HTML = 14_000;

describe('byte budgets', () => {
  it(`one embedded calculator weighs at most ${BUDGETS.embed / 1000} kB gzip (attendance ${BUDGETS.attendanceEmbed / 1000} kB), React included, and no Lit`, async () => {
    const embeds = embedCosts(await readWidgetFiles(widgets));
    // Every element of the catalog is measured: one built elsewhere would pass unmeasured.
    expect(embeds.map(({ element }) => element)).toEqual(
      expect.arrayContaining(widgetApis.map(({ tag }) => `${MAJOR_ALIAS}/${tag}.js`)),
    );
    for (const { element, gzip, lit } of embeds) {
      const budget = embedBudget(element);
      if (budget !== null) expect(gzip, element).toBeLessThanOrEqual(budget);
      expect(lit, `${element} carries Lit`).toBe(false);
    }
  });

  it(`each further calculator adds at most ${BUDGETS.furtherElement / 1000} kB gzip, the GPA calculator ${BUDGETS.gpaOnTopOfRuntime / 1000} kB, attendance ${BUDGETS.attendanceFurther / 1000} kB`, async () => {
    for (const { first, second, gzip } of furtherElementCosts(await readWidgetFiles(widgets))) {
      expect(gzip, `${second} after ${first}`).toBeLessThanOrEqual(furtherElementBudget(second));
    }
  });

  it(`a part an element loads on demand adds at most ${BUDGETS.onDemandPart / 1000} kB gzip when first opened`, async () => {
    const parts = partCosts(await readWidgetFiles(widgets));
    // The GPA calculator's drawer and dialogs: a build that inlined them would pass unmeasured.
    expect(
      parts.filter(({ element }) => element.endsWith('/gpa-calculator.js')).length,
    ).toBeGreaterThanOrEqual(5);
    for (const { element, part, gzip } of parts) {
      expect(gzip, `${part} of ${element}`).toBeLessThanOrEqual(BUDGETS.onDemandPart);
    }
  });

  it(`each language an element speaks adds at most ${BUDGETS.language / 1000} kB gzip when asked for`, async () => {
    const languages = languageCosts(await readWidgetFiles(widgets));
    // Every language each element declares is measured: one built otherwise would pass unmeasured.
    expect(languages.map(({ element, locale }) => `${element} ${locale}`).sort()).toEqual(
      widgetApis
        .flatMap(({ tag, languages = [] }) =>
          languages.map((locale) => `${MAJOR_ALIAS}/${tag}.js ${locale}`),
        )
        .sort(),
    );
    for (const { element, locale, gzip } of languages) {
      expect(gzip, `${locale} of ${element}`).toBeLessThanOrEqual(BUDGETS.language);
    }
  });

  it(`a calculator page loads at most ${BUDGETS.page / 1000} kB gzip of JavaScript, the GPA page ${pageBudget('/gpa-calculator') / 1000} kB, attendance ${pageBudget('/attendance-calculator') / 1000} kB, and no Firebase nor Lit`, async () => {
    for (const { path, scripts, gzip, firebase, lit } of await pageScriptWeights(
      browser(),
      siteUrl(),
      CALCULATOR_ROUTES,
    )) {
      expect(scripts, path).toBeGreaterThan(0);
      expect(gzip, path).toBeLessThanOrEqual(pageBudget(path));
      expect(firebase, `${path} loads Firebase code`).toBe(false);
      expect(lit, `${path} loads Lit`).toBe(false);
    }
  });

  it(`every page's HTML, iframe pages included, arrives in one round trip: at most ${FIRST_ROUND_TRIP_HTML / 1000} kB gzip`, async () => {
    // The build the run serves (global-setup.ts).
    const site = fileURLToPath(
      new URL(`../../${process.env.SITE_OUT_DIR ?? 'dist/site'}/`, import.meta.url),
    );
    const pages = (await readdir(site, { recursive: true })).filter((file) =>
      file.endsWith('.html'),
    );
    // Every content page and every iframe page is among them: a page built elsewhere would pass unmeasured.
    expect(pages).toEqual(
      expect.arrayContaining([
        ...CONTENT_ROUTES.map((path) => `${path.slice(1)}/index.html`),
        ...widgetApis.map(({ tag }) => `widgets/${MAJOR_ALIAS}/${tag}.html`),
        'login/index.html',
      ]),
    );
    for (const page of pages) {
      expect(gzipSize(await readFile(`${site}${page}`)), page).toBeLessThanOrEqual(
        FIRST_ROUND_TRIP_HTML,
      );
    }
  });

  it('the sign-in, sign-up and reset pages load no Firebase until their form is touched', async () => {
    const paths = ['/login', '/signup', '/forgot-password'];
    for (const { path, firebase } of await pageScriptWeights(browser(), siteUrl(), paths)) {
      expect(firebase, `${path} loads Firebase code`).toBe(false);
    }
  });
});
