import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GENERAL_SECTIONS } from '../../site/src/data/embed-page';
import { allInOneSnippet, embedSnippets, resizerSnippet } from '../../site/src/data/embed-snippets';
import { PRESETS } from '../../packages/core/src/gpa/scales/presets';
import { manifestModule } from '../../scripts/custom-elements-manifest';
import { widgetApis } from '../../widgets/catalog';
import {
  axeViolations,
  browserForFile,
  device,
  expectRendered,
  openPage,
  press,
  siteUrl,
} from './browser';

// /embed as a college's web admin uses it, on a phone as much as at a desk: a contents list, each
// calculator's section with a live preview and its snippets, copied exactly as shown, and links to
// its reference on /embed/reference, which stays within the screen.
const browser = browserForFile();

const apiOf = (tag: string) => widgetApis.find((api) => api.tag === tag)!;

/** The site's address the page was built for (its snippets name it): its canonical URL's origin. */
async function builtFor(page: Page): Promise<URL> {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  return new URL('/', canonical!);
}

/** Every section laid out and its preview rendered: the page at its widest. */
async function unfoldEverything(page: Page): Promise<void> {
  for (const { tag } of widgetApis) {
    await expectRendered(page, `section#${tag} .preview ${tag}`);
  }
  await layOutEverySection(page);
}

/** Sections off screen skip their layout (content-visibility): every one laid out, to measure. */
async function layOutEverySection(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const section of document.querySelectorAll<HTMLElement>('main section')) {
      section.style.contentVisibility = 'visible';
    }
  });
}

/** The elements of `main` whose right edge is past the screen's, whole pixels (a sub-pixel edge is no overflow). */
async function overflow(page: Page) {
  const { width } = page.viewportSize()!;
  const { scrollWidth, layoutWidth, wider } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    layoutWidth: innerWidth,
    wider: [...document.querySelectorAll('main *')]
      .filter((element) => Math.round(element.getBoundingClientRect().right) > innerWidth)
      .map((element) => element.outerHTML.slice(0, 80)),
  }));
  // A phone's layout viewport grows to fit what overflows it: innerWidth would follow.
  expect(layoutWidth).toBe(width);
  expect(scrollWidth).toBeLessThanOrEqual(width);
  expect(wider).toEqual([]);
}

describe('the embed page', () => {
  it('puts exactly its snippet on the clipboard with each copy button', async () => {
    const context = await browser().newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl() });
    const { page, errors } = await openPage(context, '/embed');
    const snippets = await page.locator('.snippet').all();
    // Per element: script, pinned, iframe; all-in-one and resizer; three npm lines; styling; lang.
    expect(snippets.length).toBe(widgetApis.length * 3 + 2 + 3 + 1 + 1);
    for (const snippet of snippets) {
      const button = snippet.locator('button.copy');
      const shown = await snippet.locator('pre').textContent();
      await press(button);
      await expect.poll(() => button.textContent()).toBe('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    }
    expect(await page.locator('#copy-status').textContent()).toMatch(/: copied$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('selects the snippet for the reader to copy when the clipboard refuses', async () => {
    const context = await browser().newContext();
    await context.addInitScript(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('Refused', 'NotAllowedError'));
    });
    const { page } = await openPage(context, '/embed');
    const snippet = page.locator('section#matrix-determinant .snippet').first();
    const button = snippet.locator('button.copy');
    await press(button);
    await expect.poll(() => button.textContent()).toBe('Selected: copy it');
    expect(await page.evaluate(() => getSelection()?.toString())).toBe(
      await snippet.locator('pre').textContent(),
    );
    await context.close();
  });

  it('keeps what the reader sees in place while a preview above it loads and grows', async () => {
    const { page } = await openPage(browser(), '/embed');
    await layOutEverySection(page);
    // The third calculator's preview: far enough down not to load with the page's first screen.
    const element = page.locator('section#number-converter .preview number-converter');
    const below = page.locator('#number-converter-reference');
    expect(await element.evaluate((host) => host.matches(':defined'))).toBe(false);
    // Scrolled to just below the preview's top, with the heading under it in view, and measured
    // in the same task: the preview starts loading only at the next frame.
    const before = await element.evaluate((host) => {
      const preview = host.parentElement!;
      scrollTo(0, scrollY + preview.getBoundingClientRect().top + 8);
      return document.querySelector('#number-converter-reference')!.getBoundingClientRect().top;
    });
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(page.viewportSize()!.height);
    await expect
      .poll(() => element.evaluate((host) => (host.shadowRoot?.adoptedStyleSheets.length ?? 0) > 0))
      .toBe(true);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    // The calculator grew by hundreds of pixels above the heading; the page scrolled with it.
    expect((await element.boundingBox())!.height).toBeGreaterThan(300);
    expect(Math.abs((await below.boundingBox())!.y - before)).toBeLessThanOrEqual(1);
    await page.close();
  });

  it('fits the screen with every preview shown and stays accessible', async () => {
    const { page, errors } = await openPage(browser(), '/embed');
    await unfoldEverything(page);
    await overflow(page);
    expect(await page.locator('main').textContent()).not.toContain('`');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the reference page lists every element’s entries, fits the screen, shows no Markdown and stays accessible', async () => {
    const { page, errors } = await openPage(browser(), '/embed/reference');
    for (const api of widgetApis) {
      const declared = manifestModule(api).declarations[0]!;
      const entries = [
        ...declared.attributes,
        ...declared.events,
        ...declared.cssProperties,
        ...declared.cssParts,
      ];
      expect(await page.locator(`section#${api.tag} dt`).allTextContents(), api.tag).toEqual(
        entries.map((entry) => entry.name),
      );
    }
    await overflow(page);
    // The manifest's Markdown code spans are <code>: no backtick is left, shown or hidden.
    expect(await page.locator('main').textContent()).not.toContain('`');
    expect(await page.locator('main .description code').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

// What no screen changes runs on one device (tests/e2e/vitest.config.ts ONE_DEVICE says why): the copy buttons are pressed, and the page laid out, on both.
describe.runIf(device() === 'desktop')('the embed page, what no screen changes', () => {
  it('lists every section in its contents, and a link takes the reader there', async () => {
    const { page, errors } = await openPage(browser(), '/embed');
    const contents = page.getByRole('navigation', { name: 'On this page' });
    const targets = await contents
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const sections = await page
      .locator('main section[id]')
      .evaluateAll((all) => all.map((section) => `#${section.id}`));
    expect(sections).toEqual([
      ...widgetApis.map(({ tag }) => `#${tag}`),
      ...GENERAL_SECTIONS.map((id) => `#${id}`),
    ]);
    expect(targets).toEqual(sections);
    // The last calculator is screens away: its link brings its heading into view.
    await press(contents.getByRole('link', { name: 'GPA calculator' }));
    const heading = page.getByRole('heading', { level: 2, name: /^GPA calculator/ });
    await expect
      .poll(() => heading.evaluate((element) => element.getBoundingClientRect().top))
      .toBeLessThan(100);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves each snippet exactly as embed-snippets.ts writes it, theme="auto" and the major version', async () => {
    const { page } = await openPage(browser(), '/embed');
    const base = await builtFor(page);
    const text = (selector: string) => page.locator(selector).textContent();
    for (const api of widgetApis) {
      const snippets = embedSnippets(base, api);
      for (const kind of ['script', 'pinned', 'iframe'] as const) {
        expect(
          await text(`section#${api.tag} pre[data-snippet="${kind}"]`),
          `${api.tag} ${kind}`,
        ).toBe(snippets[kind]);
      }
      expect(snippets.script).toContain(`/widgets/v1/${api.tag}.js`);
      expect(snippets.script).toContain(`<${api.tag} theme="auto"`);
    }
    expect(await text('pre[data-snippet="all-in-one"]')).toBe(allInOneSnippet(base));
    expect(await text('pre[data-snippet="resizer"]')).toBe(resizerSnippet(base));
    // The files for tools, of the major version, are where the page says.
    const files = page.locator('section#files a');
    expect(
      await files.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['/widgets/v1/custom-elements.json', '/widgets/v1/campuscalc.d.ts']);
    for (const link of await files.all()) {
      const response = await fetch(new URL((await link.getAttribute('href'))!, siteUrl()));
      expect(response.status).toBe(200);
    }
    await page.close();
  });

  it('gives a portal the GPA calculator’s preset, a current one, and lock-scale in each snippet', async () => {
    const { page } = await openPage(browser(), '/embed');
    const text = async (kind: string) =>
      (await page.locator(`section#gpa-calculator pre[data-snippet="${kind}"]`).textContent())!;
    const [script, pinned, iframe] = [
      await text('script'),
      await text('pinned'),
      await text('iframe'),
    ];
    const preset = /<gpa-calculator [^>]*preset="([\w-]+)" lock-scale>/.exec(script)?.[1];
    expect(PRESETS.map((scale) => scale.id)).toContain(preset);
    expect(pinned).toContain(`preset="${preset}" lock-scale>`);
    // The iframe page takes them from its query (widgets/frame/frame-page.ts).
    const src = new URL(/src="([^"]+)"/.exec(iframe)![1]!.replaceAll('&amp;', '&'));
    expect([src.searchParams.get('preset'), src.searchParams.get('lock-scale')]).toEqual([
      preset,
      '',
    ]);
    await page.close();
  });

  it('says which languages each calculator speaks, as its api declares, each name in its language', async () => {
    const { page, errors } = await openPage(browser(), '/embed');
    const items = page.locator('#languages li');
    expect(await items.count()).toBe(widgetApis.length);
    for (const [index, api] of widgetApis.entries()) {
      const item = items.nth(index);
      expect(await item.textContent()).toMatch(new RegExp(`^${api.title}:`));
      const spoken = await item
        .locator('span[lang]')
        .evaluateAll((spans) => spans.map((span) => span.getAttribute('lang')));
      expect(spoken, api.tag).toEqual(['en', ...(api.languages ?? [])]);
    }
    expect(await page.locator('#languages pre').textContent()).toMatch(/lang="hi"/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves each Copy button disabled, so that a tap before the script is not lost', async () => {
    const html = await (await fetch(new URL('/embed', siteUrl()))).text();
    const buttons = html.match(/<button[^>]*class="copy"[^>]*>/g) ?? [];
    expect(buttons.length).toBeGreaterThan(widgetApis.length);
    expect(buttons.filter((button) => !/\sdisabled[\s>]/.test(button))).toEqual([]);
  });

  it('previews each calculator with its example: the matrix shows a determinant of 41', async () => {
    const { page, errors } = await openPage(browser(), '/embed');
    const matrix = page.locator('section#matrix-determinant .preview matrix-determinant');
    await expectRendered(page, 'section#matrix-determinant .preview matrix-determinant');
    await expect.poll(() => matrix.locator('[part~=result-value]').textContent()).toBe('41');
    const converter = page.locator('section#number-converter .preview number-converter');
    await expectRendered(page, 'section#number-converter .preview number-converter');
    await expect.poll(() => converter.locator('[part~=summary]').textContent()).toContain('255');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('links each calculator to every kind of its reference, and each link leads to its entries', async () => {
    const { page, errors } = await openPage(browser(), '/embed');
    for (const { tag } of widgetApis) {
      const module = manifestModule(apiOf(tag)).declarations[0]!;
      const kinds = [
        ['attributes', 'Attributes', module.attributes],
        ['events', 'Events', module.events],
        ['css-properties', 'CSS custom properties', module.cssProperties],
        ['parts', 'Parts', module.cssParts],
      ] as const;
      const links = page.locator(`section#${tag}`).getByRole('list', { name: 'Reference' });
      const expected = kinds
        .filter(([, , rows]) => rows.length > 0)
        .map(([kind, title, rows]) => ({
          name: `${title} (${rows.length})`,
          href: `/embed/reference#${tag}-${kind}`,
        }));
      expect(expected.length, tag).toBeGreaterThan(0);
      expect(
        await links.getByRole('link').evaluateAll((all) =>
          all.map((link) => ({
            name: link.textContent!.trim(),
            href: link.getAttribute('href'),
          })),
        ),
        tag,
      ).toEqual(expected);
    }
    // The GPA calculator's attributes, one click away: its entries there, and the page it names.
    await press(
      page
        .locator('section#gpa-calculator')
        .getByRole('list', { name: 'Reference' })
        .getByRole('link', { name: /^Attributes/ }),
    );
    await page.waitForURL(/\/embed\/reference#gpa-calculator-attributes$/);
    const attributes = page.locator('#gpa-calculator-attributes');
    await expect
      .poll(() => attributes.evaluate((element) => element.getBoundingClientRect().top))
      .toBeLessThan(100);
    const names = await attributes.locator('dt').allTextContents();
    const declared = manifestModule(apiOf('gpa-calculator')).declarations[0]!.attributes;
    expect(names).toEqual(declared.map((attribute) => attribute.name));
    expect(names).toEqual(expect.arrayContaining(['preset', 'lock-scale']));
    expect(errors).toEqual([]);
    await page.close();
  });
});
