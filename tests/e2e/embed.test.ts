import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WIDGETS_VERSION } from '../../widgets/release';
import { browserForFile, offOriginRequests, openPage } from './browser';
import { TAGS } from './catalog';

// The stand-alone bundles in dist/widgets, as an embedder uses them: site/public/embed-example.html
// is a plain page (no framework) with one script tag per element, every element of the catalog.

const browser = browserForFile();

const resultOf = (page: Page, tag: string) => page.locator(`${tag} [part~='result']`).first();

describe('embedding by script tag', () => {
  it('renders every element with its attributes, without errors or off-origin requests', async () => {
    const { page, requests, errors } = await openPage(browser(), '/embed-example.html');
    for (const tag of TAGS) {
      const where = `site/public/embed-example.html embeds <${tag}>`;
      expect(await page.evaluate((name) => Boolean(customElements.get(name)), tag), where).toBe(
        true,
      );
      expect(await page.locator(tag).count(), where).toBeGreaterThan(0);
      await expect.poll(() => page.locator(`${tag} [part~=base]`).count()).toBeGreaterThan(0);
    }
    await expect.poll(() => resultOf(page, 'number-converter').inputValue()).toBe('255');
    await expect.poll(() => page.locator('matrix-determinant [part~=cell]').count()).toBe(9);
    expect(
      await page.locator('matrix-determinant').evaluate((element) => element.getAttribute('theme')),
    ).toBe('light');
    expect(errors).toEqual([]);
    expect(offOriginRequests(requests)).toEqual([]);
    // The widgets fetch nothing of their own (icons are inlined): only the page and its scripts.
    const ownRequests = requests.filter(
      (url) => !/\/(embed-example\.html|favicon\.svg|widgets\/[\w/.-]+\.js)$/.test(url),
    );
    expect(ownRequests).toEqual([]);
    await page.close();
  });

  it('survives loading the same scripts again, by other URLs, and the all-in-one bundle on top', async () => {
    const { page, errors } = await openPage(browser(), '/embed-example.html');
    // The same element scripts again, the unversioned URLs of before 1.0.0 (pages still embed
    // them), and the all-in-one bundle of the exact version.
    for (const src of [
      '/widgets/v1/number-converter.js?again',
      '/widgets/sdt-calculator.js',
      '/widgets/number-converter.js',
      `/widgets/${WIDGETS_VERSION}/campuscalc.js`,
    ]) {
      await page.addScriptTag({ url: src, type: 'module' });
    }
    await page.evaluate(() => {
      const second = document.createElement('number-converter');
      second.setAttribute('from', 'binary');
      second.setAttribute('to', 'decimal');
      second.setAttribute('value', '1010.101');
      document.body.append(second);
    });
    await expect.poll(() => page.locator('number-converter').count()).toBe(2);
    await expect
      .poll(() => page.locator("number-converter >> nth=1 >> [part~='result']").inputValue())
      .toBe('10.625');
    await expect.poll(() => resultOf(page, 'number-converter').inputValue()).toBe('255');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps working under hostile page CSS, and its styles do not leak out', async () => {
    const { page } = await openPage(browser(), '/embed-example.html');
    await page.addStyleTag({ content: '* { all: unset } button { display: none }' });
    await page.evaluate(() => {
      const outside = document.createElement('button');
      outside.className = 'button button--primary';
      outside.id = 'outside';
      outside.textContent = 'Page button';
      document.body.append(outside);
    });
    for (const tag of TAGS) {
      const buttons = page.locator(`${tag} button`);
      expect(await buttons.count()).toBeGreaterThan(0);
      await expect.poll(() => buttons.first().isVisible()).toBe(true);
    }
    // The page's own button keeps the page's rule (display: none), not the widgets' .button styles.
    expect(await page.locator('#outside').isVisible()).toBe(false);
    await page.locator('number-converter [part~=input]').fill('7');
    await page.locator('number-converter').getByRole('button', { name: 'Convert' }).click();
    await expect.poll(() => resultOf(page, 'number-converter').inputValue()).toBe('7');
    await page.close();
  });
});
