import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

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
