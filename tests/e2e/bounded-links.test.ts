import { describe, expect, it } from 'vitest';
import { browserForFile, contextPerTest, openPage } from './browser';

// A link to an iframe page carries its inputs with no length limit of its own: a 5 kB number or a
// 15 kB matrix once built a working of millions of characters and froze the tab for seconds. Now
// the calculator keeps the input, says it is too long and builds nothing.
const browser = browserForFile();
const { context } = contextPerTest(browser);

/**
 * The iframe page opened as a link, at the top: the browser then asks for /favicon.ico, which an
 * iframe page has no use for and the site does not serve (its icon is /favicon.svg).
 */
async function openFramePage(path: string) {
  await context().route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  return openPage(context(), path);
}

/** Digits that do not repeat soon. */
const digits = (length: number, seed: number) =>
  Array.from({ length }, (_, k) => String((seed * 7 + k * 3 + 1) % 10)).join('');

describe('over-long links to an iframe page', () => {
  it('a 5 kB number: the converter says it is too long and shows no working', async () => {
    const value = digits(5000, 1);
    const { page, errors } = await openFramePage(
      `/widgets/v1/number-converter.html?value=${value}&working=open`,
    );
    const calculator = page.locator('number-converter');
    await expect
      .poll(() => calculator.locator('[part~=limit]').textContent())
      .toBe(
        'This decimal number is too long: the converter takes at most 128 characters (it has 5,000).',
      );
    expect(await calculator.locator('[part~=input]').inputValue()).toBe(value);
    expect(await calculator.locator('[part~=result]').inputValue()).toBe('');
    expect(await calculator.locator('[part~=working]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a 15 kB matrix of 300-digit fractions: the cell is named and nothing is calculated', async () => {
    const cells = Array.from({ length: 5 }, (_, r) =>
      Array.from({ length: 5 }, (_, c) => `${digits(300, r + c)}/1${digits(299, r * c)}`),
    );
    const values = JSON.stringify(cells);
    expect(values.length).toBeGreaterThan(15_000);
    const { page, errors } = await openFramePage(
      `/widgets/v1/matrix-determinant.html?values=${encodeURIComponent(values)}&working=open`,
    );
    const calculator = page.locator('matrix-determinant');
    await expect
      .poll(() => calculator.locator('[part~=invalid-hint]').textContent())
      .toBe(
        'The cell in row 1, column 1 is too long: a cell takes at most 20 characters (it has 601). Nothing is calculated until it is shortened.',
      );
    expect(await calculator.locator('[part~=result-value]').textContent()).toBe('—');
    expect(await calculator.locator('[part~=working]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
