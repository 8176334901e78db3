import { describe, expect, it } from 'vitest';
import { browserForFile, contextPerTest, expectRendered, openPage, press } from './browser';
import { URL_WRITE_DELAY_MS } from '../../packages/ui/src/element/use-url-inputs';
import { CALCULATORS, calculate, expectOutcome } from './catalog';
import { gotoQuiet, reloadQuiet } from '../../scripts/network-quiet.ts';

// A teacher shares a worked example as a link; a student opens it, changes it, reloads. The
// calculator pages keep their inputs in the address (url-inputs), so the link is the calculation.
const browser = browserForFile();
const { context, errors } = contextPerTest(browser, {
  options: { permissions: ['clipboard-read', 'clipboard-write'] },
});

/** The page's query as written, decoded only where the browser escaped it. */
const queryOf = (url: string) => decodeURIComponent(new URL(url).search);

describe('links to a calculation', () => {
  const withUrlInputs = CALCULATORS.filter(({ api }) =>
    api.attributes.some(({ name }) => name === 'url-inputs'),
  );
  for (const { href, tag, journey } of withUrlInputs) {
    it(`${href}: a visitor's calculation goes into the address, and the link opens it again`, async () => {
      const { page } = await openPage(context(), href);
      await expectRendered(page, tag);
      await calculate(page.locator(tag), journey.calculation);
      // The address is rewritten a pause after the last change: wait until it holds a query that
      // stays the same across two such pauses.
      let seen = '';
      const settled = () => {
        const query = new URL(page.url()).search;
        const same = query !== '' && query === seen;
        seen = query;
        return same;
      };
      await expect.poll(settled, { interval: 2 * URL_WRITE_DELAY_MS, timeout: 5000 }).toBe(true);
      await gotoQuiet(page, page.url());
      await expectOutcome(page.locator(tag), journey.calculation.outcome);
      expect(errors()).toEqual([]);
    });
  }

  it('matrix: a link opens its matrix, a change goes into the address, a reload keeps it', async () => {
    const { page } = await openPage(
      context(),
      '/matrix-calculator?size=3&values=2,1,3;0,4,5;1,0,6&ref=notes#worked',
    );
    const calculator = page.locator('matrix-determinant');
    const determinant = calculator.locator('[part~=result-value]');
    await expect.poll(() => determinant.textContent()).toBe('41');
    expect(await calculator.getByLabel('Matrix size (1 to 5)').inputValue()).toBe('3');

    const corner = calculator.getByLabel('Row 3, column 3');
    await press(corner);
    await corner.fill('7');
    await expect.poll(() => determinant.textContent()).toBe('49');
    await expect.poll(() => queryOf(page.url())).toBe('?ref=notes&size=3&values=2,1,3;0,4,5;1,0,7');
    expect(new URL(page.url()).hash).toBe('#worked');

    await reloadQuiet(page);
    await expect.poll(() => determinant.textContent()).toBe('49');
    expect(await corner.inputValue()).toBe('7');

    await press(page.getByRole('button', { name: 'Copy link' }));
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toContain('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    expect(errors()).toEqual([]);
  });

  it('number converter and speed, distance and time open their links, computed', async () => {
    const { page } = await openPage(
      context(),
      '/number-converter?from=hexadecimal&to=decimal&value=FF',
    );
    await expect
      .poll(() => page.locator('number-converter [part~=result]').first().inputValue())
      .toBe('255');
    expect(await page.locator('number-converter [part~=toast]').count()).toBe(0);
    await page.goto(new URL('/sdt-calculator?speed=60&distance=120', page.url()).href);
    await expect
      .poll(() => page.locator('sdt-calculator [part~=result-time]').textContent())
      .toContain('2.00 h');
    expect(errors()).toEqual([]);
  });

  it('a mangled link opens a working calculator', async () => {
    const { page } = await openPage(
      context(),
      '/matrix-calculator?size=%&values=1e99999,abc;%E0%A4%A;;;,,,,,,,,&size=NaN',
    );
    const calculator = page.locator('matrix-determinant');
    await expect.poll(() => calculator.locator('[part~=cell]').count()).toBeGreaterThan(0);
    await press(calculator.getByLabel('Row 1, column 1'));
    await calculator.getByLabel('Row 1, column 1').fill('5');
    await expect.poll(() => queryOf(page.url())).toMatch(/values=5/);
    expect(await page.locator('body').textContent()).not.toMatch(/NaN|Infinity/);
    expect(errors()).toEqual([]);
  });
});
