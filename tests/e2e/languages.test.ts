import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_PAGES,
  LANGUAGE_KEY,
  TRANSLATED_PAGES,
  type SiteLocale,
} from '../../site/src/data/routes';
import { ABOUT } from '../../site/src/data/about';
import { SITE_TEXTS } from '../../site/src/data/site-texts';
import {
  axeViolations,
  browserForFile,
  contextPerTest,
  device,
  expectRendered,
  navbarReady,
  openPage,
  press,
  siteUrl,
  waitForPath,
} from './browser';
import { networkQuiet } from '../../scripts/network-quiet.ts';

// The site's pages in Hindi: served under /hi/ at build time, named to their English versions,
// chosen by the student (kept across visits) or, on her first visit, by her browser's language.
const browser = browserForFile();
const { context, errors } = contextPerTest(browser);

/**
 * Latin words left on a page in a language, besides data shown as written (`translate="no"`) and
 * the names and symbols its pages keep: SGPA and CGPA as grade cards print them, units, keys named
 * as their caps print them, the names of technical things (CSS, the README file, iframe, npm and
 * TypeScript on the embed page, as Hindi developer pages write them), Google's name (Continue with
 * Google), and a hexadecimal number's digits (the number converter's, as its own test allows).
 */
const KEPT =
  /^(CampusCalc|GPA|SGPA|CGPA|English|km|h|m|s|mph|mi|min|Enter|Tab|Esc|CSS|README|iframe|npm|TypeScript|Google|[A-F]{2,})$/;

async function latinWordsShown(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const all: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        // Data shown as written (a university's name, a grade as its card prints it) is marked so.
        if (!parent || parent.closest('style, script, [hidden], [translate="no"]')) continue;
        if (parent.checkVisibility && !parent.checkVisibility()) continue;
        all.push(node.textContent ?? '');
      }
      for (const host of root.querySelectorAll('*')) if (host.shadowRoot) walk(host.shadowRoot);
    };
    walk(document);
    return all;
  });
  const words = texts.flatMap((text) => text.match(/[A-Za-z][A-Za-z/]*/g) ?? []);
  return [...new Set(words.flatMap((word) => word.split('/')))].filter(
    (word) => word !== '' && !KEPT.test(word),
  );
}

/** Each language but English with each page (its English path) it has. */
const TRANSLATED = Object.entries(TRANSLATED_PAGES).flatMap(([locale, hrefs]) =>
  hrefs.map((href) => [locale as Exclude<SiteLocale, 'en'>, href] as const),
);

describe.runIf(device() === 'desktop')('the pages in languages, as served', () => {
  it('are in their language, name their versions in every other, and render the calculator in it', async () => {
    for (const [locale, href] of TRANSLATED) {
      const html = await (await fetch(new URL(`/${locale}${href}`, siteUrl()))).text();
      expect(html, href).toMatch(new RegExp(`<html lang="${locale}"`));
      // On the site's own address (the build's, not this test server's).
      const alternate = (lang: string, path: string) =>
        new RegExp(`<link rel="alternate" hreflang="${lang}" href="https?://[^/"]+${path}">`);
      const versions = TRANSLATED.filter(([, each]) => each === href);
      for (const [lang, path] of [
        ['en', href],
        ['x-default', href],
        ...versions.map(([other]) => [other, `/${other}${href}`]),
      ]) {
        expect(html, `${locale}${href} ${lang}`).toMatch(alternate(lang!, path!));
      }
      // A page with styles of its own marks its elements (data-astro-cid-…).
      const heading = href === '/about' ? ABOUT[locale].title : SITE_TEXTS[locale].pages[href];
      if (heading) expect(html, `${locale}${href}`).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      const english = await (await fetch(new URL(href, siteUrl()))).text();
      expect(english, href).toMatch(/<html lang="en"/);
      expect(english, href).toMatch(alternate(locale, `/${locale}${href}`));
    }
    // The calculator's build-time render is in Hindi already (its labels before any script).
    const sdt = await (await fetch(new URL('/hi/sdt-calculator', siteUrl()))).text();
    expect(sdt).toMatch(/<template shadowrootmode="open"[\s\S]*दूरी/);
  });
});

describe('the speed calculator in Hindi', () => {
  it('says everything in Hindi, fits the screen, and calculates', async () => {
    const { page, requests } = await openPage(context(), '/hi/sdt-calculator');
    await expectRendered(page, 'sdt-calculator');
    // Its Hindi texts are asked for with the rest of its first screen, not once its code ran.
    await networkQuiet(page);
    const preloaded = await page.$$eval('link[rel=modulepreload]', (links) =>
      links.map((link) => (link as HTMLLinkElement).href),
    );
    const modules = requests.filter((url) => new URL(url).pathname.endsWith('.js'));
    expect(modules.filter((url) => /\.hi\./.test(url))).not.toEqual([]);
    expect(modules.filter((url) => /\.hi\./.test(url) && !preloaded.includes(url))).toEqual([]);
    const calculator = page.locator('sdt-calculator');
    await calculator.getByLabel('गति', { exact: true }).fill('60');
    await calculator.getByLabel('दूरी', { exact: true }).fill('120');
    await page.locator('h1').click();
    await expect
      .poll(() => calculator.getByLabel('समय', { exact: true }).inputValue())
      .toBe('2.000');
    expect(await latinWordsShown(page)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    expect(errors()).toEqual([]);
  });
});

// Every page in every language: no English word, nothing wider than the phone; axe on every page
// in Hindi and on each language's GPA page, the one with the most screens (a language changes
// words, not the markup axe checks).
describe.runIf(device() === 'phone')('every page in every language', () => {
  it.each(TRANSLATED)('in %s, %s says no English word and fits the phone', async (locale, href) => {
    const { page } = await openPage(context(), `/${locale}${href}`);
    const calculator = CALCULATOR_PAGES.find((each) => each.href === href);
    if (calculator) await expectRendered(page, calculator.tag);
    expect(await latinWordsShown(page), href).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, href).toBe(0);
    if (locale === 'hi' || href === '/gpa-calculator') {
      expect(await axeViolations(page), href).toEqual([]);
    }
    await page.close();
    expect(errors()).toEqual([]);
  });
});

/** Picks `locale` where a phone's navbar offers the languages: in its side menu. */
async function pickLanguage(page: Page, locale: SiteLocale): Promise<void> {
  await navbarReady(page);
  await press(page.locator('.navbar .hamburger'));
  await press(page.locator(`.side-menu a.language[hreflang="${locale}"]`));
}

describe.runIf(device() === 'phone')('choosing the language', () => {
  it('takes the calculation along, and keeps the choice across visits', async () => {
    const page = await context().newPage();
    await page.goto(new URL('/sdt-calculator?speed=60&distance=120', siteUrl()).href);
    await pickLanguage(page, 'hi');
    await waitForPath(page, '/hi/sdt-calculator');
    // The choice is kept and leaves the address; the calculation stays in it.
    await expect.poll(() => new URL(page.url()).search).toBe('?speed=60&distance=120');
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_KEY)).toBe('hi');
    await expectRendered(page, 'sdt-calculator');
    const calculator = page.locator('sdt-calculator');
    expect(await calculator.getByLabel('गति', { exact: true }).inputValue()).toBe('60');

    // Another visit to an English address with a Hindi version lands on the Hindi one.
    await page.goto(new URL('/matrix-calculator', siteUrl()).href);
    await waitForPath(page, '/hi/matrix-calculator');
    await pickLanguage(page, 'en');
    await waitForPath(page, '/matrix-calculator');
    await page.goto(new URL('/hi/number-converter', siteUrl()).href);
    await waitForPath(page, '/number-converter');
    // A page not in Hindi yet says so where the picker stands.
    await page.goto(new URL('/embed/reference', siteUrl()).href);
    expect(await page.locator('.side-menu .language[lang="hi"]').textContent()).toContain(
      SITE_TEXTS.hi.notTranslated,
    );
    expect(errors()).toEqual([]);
  });

  it("opens a first visit in the browser's language where the page has it", async () => {
    const hindi = await browser().newContext({ locale: 'hi-IN' });
    const page = await hindi.newPage();
    await page.goto(new URL('/number-converter?from=binary', siteUrl()).href);
    await waitForPath(page, '/hi/number-converter');
    expect(new URL(page.url()).search).toBe('?from=binary');
    // An English browser stays.
    const english = await context().newPage();
    await english.goto(new URL('/number-converter', siteUrl()).href);
    expect(new URL(english.url()).pathname).toBe('/number-converter');
    await hindi.close();
  });
});
