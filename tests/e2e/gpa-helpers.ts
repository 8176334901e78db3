import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The page's `<gpa-calculator>`. */
export const gpaCalculator = (page: Page) => page.locator('gpa-calculator');

/** The subject form's fields and its Add Subject button, in their order on the screen. */
export const subjectForm = (page: Page) => [
  gpaCalculator(page).getByLabel('Subject name'),
  gpaCalculator(page).getByLabel('Grade', { exact: true }),
  gpaCalculator(page).getByLabel('Credits', { exact: true }),
  gpaCalculator(page).getByRole('button', { name: 'Add Subject' }),
];

/** Waits until the calculator has hydrated, without scrolling: a scroll loads the cards below. */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const host = document.querySelector('gpa-calculator');
    return host?.matches(':defined') && (host.shadowRoot?.adoptedStyleSheets.length ?? 0) > 0;
  });

/**
 * Adds a subject through a `<gpa-calculator>`'s form, as a student would, and waits until it is
 * saved: the form is cleared for the next one then.
 */
export async function addSubject(
  calculator: Locator,
  name: string,
  grade: string,
  credits: string,
): Promise<void> {
  await calculator.getByLabel('Subject name').fill(name);
  await calculator.getByLabel('Grade', { exact: true }).selectOption({ label: grade });
  await calculator.getByLabel('Credits', { exact: true }).fill(credits);
  await calculator.getByRole('button', { name: 'Add Subject' }).click();
  await expect.poll(() => calculator.getByLabel('Subject name').inputValue()).toBe('');
}

/**
 * Fails if the page scrolls sideways: at a phone's width, every view of the calculator (its
 * dialogs, cards and tables) fits the screen.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}
