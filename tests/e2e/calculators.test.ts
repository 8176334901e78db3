import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import {
  browserForFile,
  expectInViewport,
  expectNotCovering,
  expectRendered,
  openPage,
  press,
} from './browser';
import { AUTO_CALCULATION_DELAY_MS, BLUR_RELEASE_MS } from '../../packages/core/src/sdt-form';
import { CALCULATORS, calculate } from './catalog';

// A student using each calculator page of the built site with a real keyboard and mouse.
const browser = browserForFile();

const toastTexts = (page: Page, tag: string) =>
  page.locator(`${tag} .toast__message`).allTextContents();

describe('every calculator on its page', () => {
  for (const { href, tag, journey } of CALCULATORS) {
    it(`${href}: a visitor's calculation (${tag}.journey.ts) gives its result`, async () => {
      const { page, errors } = await openPage(browser(), href);
      await expectRendered(page, tag);
      await calculate(page.locator(tag), journey.calculation);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

describe('calculator journeys on the site', () => {
  it('speed, distance and time: two values give the third, and units convert without drift', async () => {
    const { page, errors } = await openPage(browser(), '/sdt-calculator');
    const calculator = page.locator('sdt-calculator');
    await calculator.getByLabel('Speed', { exact: true }).fill('60');
    await calculator.getByLabel('Distance', { exact: true }).fill('120');
    await page.locator('h1').click();
    const time = calculator.getByLabel('Time', { exact: true });
    // The calculation waits for the focus to have left (BLUR_RELEASE_MS) and then a pause
    // (AUTO_CALCULATION_DELAY_MS), 0.6 s by design: given on top of a second, not within it.
    await expect
      .poll(() => time.inputValue(), {
        timeout: 1000 + BLUR_RELEASE_MS + AUTO_CALCULATION_DELAY_MS,
      })
      .toBe('2.000');
    expect(await toastTexts(page, 'sdt-calculator')).toContain('✓ Calculated!');
    expect(await calculator.locator('[part~=result-time]').textContent()).toContain('2.00 h');

    const distance = calculator.getByLabel('Distance', { exact: true });
    await calculator.getByLabel('Distance unit').selectOption('mi');
    expect(await distance.inputValue()).toBe('74.565');
    await calculator.getByLabel('Distance unit').selectOption('km');
    expect(await distance.inputValue()).toBe('120.000');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('matrix: exact determinants from the keyboard, random values stay integers', async () => {
    const { page, errors } = await openPage(browser(), '/matrix-calculator');
    const calculator = page.locator('matrix-determinant');
    await calculator.getByLabel('Matrix size (1 to 5)').fill('3');
    await calculator.getByLabel('Row 1, column 1').click();
    // Enter moves to the next cell, row by row.
    for (const value of ['0.1', '0.2', '0', '0.3', '0.4', '0', '0', '0', '1']) {
      await page.keyboard.type(value);
      await page.keyboard.press('Enter');
    }
    const determinant = calculator.locator('[part~=result-value]');
    await expect.poll(() => determinant.textContent()).toBe('-0.0200');
    await calculator.getByRole('button', { name: 'Random Values' }).click();
    await expect
      .poll(async () => /^-?\d+$/.test((await determinant.textContent()) ?? ''))
      .toBe(true);
    await calculator.getByRole('button', { name: 'Clear Matrix' }).click();
    await expect.poll(() => determinant.textContent()).toBe('0');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('number converter: exact past 2^53, then Swap converts back', async () => {
    const { page, errors } = await openPage(browser(), '/number-converter');
    const converter = page.locator('number-converter');
    await converter.getByLabel('From', { exact: true }).selectOption('decimal');
    await converter.getByLabel('To', { exact: true }).selectOption('hexadecimal');
    await converter.getByLabel('Number', { exact: true }).fill('9007199254740993');
    await converter.getByRole('button', { name: 'Convert' }).click();
    const result = converter.getByLabel('Result', { exact: true });
    await expect.poll(() => result.inputValue()).toBe('20000000000001');
    expect(await toastTexts(page, 'number-converter')).toContain('Converted successfully!');
    await converter.getByRole('button', { name: 'Swap' }).click();
    expect(await converter.getByLabel('Number', { exact: true }).inputValue()).toBe(
      '20000000000001',
    );
    expect(await converter.getByLabel('From', { exact: true }).inputValue()).toBe('hexadecimal');
    await expect.poll(() => result.inputValue()).toBe('9007199254740993');
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** The toasts of `widget`, once placed: on screen, clear of each of `controls`. */
async function expectToastsClear(widget: Locator, ...controls: Locator[]): Promise<void> {
  const stack = widget.locator('.toast-stack');
  await expect.poll(() => stack.getAttribute('data-edge')).not.toBeNull();
  // Placed again a frame after a press or a scroll.
  await widget.page().evaluate(() => new Promise(requestAnimationFrame));
  await expectInViewport(stack);
  for (const control of controls) await expectNotCovering(stack, control);
}

describe('toasts leave the control in use and the result in view', () => {
  it('number converter: converting three times gives one toast, clear of the form and the result', async () => {
    const { page, errors } = await openPage(browser(), '/number-converter');
    const converter = page.locator('number-converter');
    await converter.getByLabel('Number', { exact: true }).fill('255');
    const convert = converter.getByRole('button', { name: 'Convert' });
    for (let time = 0; time < 3; time++) await press(convert);
    await expect
      .poll(() => toastTexts(page, 'number-converter'))
      .toEqual(['Converted successfully!']);
    expect(await converter.locator('.toast__count').textContent()).toBe('×3');
    await expectToastsClear(
      converter,
      convert,
      converter.getByLabel('Number', { exact: true }),
      converter.getByLabel('Result', { exact: true }),
      converter.locator('[part~=summary]'),
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('matrix: the size warning is clear of the size field and the determinant', async () => {
    const { page, errors } = await openPage(browser(), '/matrix-calculator');
    const calculator = page.locator('matrix-determinant');
    const size = calculator.getByLabel('Matrix size (1 to 5)');
    await press(size);
    await size.fill('9');
    await expect
      .poll(() => toastTexts(page, 'matrix-determinant'))
      .toEqual(['Matrix size cannot be greater than 5']);
    await expectToastsClear(calculator, size, calculator.locator('[part~=result]'));
    expect(errors).toEqual([]);
    await page.close();
  });
});
