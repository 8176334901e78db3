import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, device, expectRendered, openPage } from './browser';
import { CALCULATORS, calculate } from './catalog';

// On a phone every control of the calculators is a target of at least 44 x 44 CSS px,
// or an undersized one keeps WCAG 2.2's spacing exception at that size (target size, 2.5.5/2.5.8).
const MIN_TARGET = 44;

const browser = browserForFile();

interface Target {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every visible control in the element's shadow root, disabled ones included, with its box. */
function targetsOf(calculator: Locator): Promise<Target[]> {
  return calculator.evaluate((host) => {
    const controls = host.shadowRoot!.querySelectorAll<HTMLElement>(
      'button, input, select, textarea, a[href], [role="button"], [tabindex]:not([tabindex="-1"])',
    );
    return [...controls]
      .filter((control) => control.checkVisibility({ visibilityProperty: true }))
      .map((control) => {
        // A checkbox is reached through the label around it: that is its target.
        const checkbox = control.matches('[type="checkbox"], [type="radio"]');
        const target = (checkbox && control.closest('label')) || control;
        const { x, y, width, height } = target.getBoundingClientRect();
        const name =
          control.getAttribute('aria-label') ||
          (control as HTMLInputElement).labels?.[0]?.textContent ||
          control.textContent;
        return { name: `${control.localName} '${name?.trim()}'`, x, y, width, height };
      })
      .filter(({ width, height }) => width > 0 && height > 0);
  });
}

const centre = ({ x, y, width, height }: Target) => ({ x: x + width / 2, y: y + height / 2 });

/** The distance from a point to the nearest point of a box (0 inside it). */
function distanceToBox(point: { x: number; y: number }, box: Target): number {
  const dx = Math.max(box.x - point.x, 0, point.x - (box.x + box.width));
  const dy = Math.max(box.y - point.y, 0, point.y - (box.y + box.height));
  return Math.hypot(dx, dy);
}

const undersized = (target: Target) =>
  // Sub-pixel layout: 43.99 is 44.
  Math.round(target.width) < MIN_TARGET || Math.round(target.height) < MIN_TARGET;

/**
 * The targets that are too small: under 44 x 44 and without the spacing exception, which holds
 * when a 44 px circle centred on the target touches no other target nor another small one's circle.
 */
function tooSmall(targets: readonly Target[]): string[] {
  const radius = MIN_TARGET / 2;
  return targets.filter(undersized).flatMap((target) => {
    const others = targets.filter((other) => other !== target);
    const crowded = others.some((other) =>
      undersized(other)
        ? Math.hypot(centre(target).x - centre(other).x, centre(target).y - centre(other).y) <
          2 * radius
        : distanceToBox(centre(target), other) < radius,
    );
    const size = `${Math.round(target.width)} x ${Math.round(target.height)}`;
    return crowded ? [`${target.name}: ${size}`] : [];
  });
}

async function expectTargetsLargeEnough(calculator: Locator): Promise<void> {
  const targets = await targetsOf(calculator);
  expect(targets.length, 'controls found').toBeGreaterThan(0);
  expect(tooSmall(targets)).toEqual([]);
}

async function openCalculator(
  path: string,
  tag: string,
): Promise<{ page: Page; calculator: Locator }> {
  const { page } = await openPage(browser(), path);
  await expectRendered(page, tag);
  return { page, calculator: page.locator(tag) };
}

describe.runIf(device() === 'phone')('touch targets on a phone', () => {
  // Each as it opens, and again once a visitor's calculation (its journey) has filled it in: its
  // result, and whatever that shows beside it (a toast, a subject card, Copy).
  for (const { href, tag, journey } of CALCULATORS) {
    it(`${href}: every control, before and after a calculation`, async () => {
      const { page, calculator } = await openCalculator(href, tag);
      await expectTargetsLargeEnough(calculator);
      await calculate(calculator, journey.calculation);
      await expectTargetsLargeEnough(calculator);
      await page.close();
    });
  }

  it('matrix: a 5 x 5 grid', async () => {
    const { page, calculator } = await openCalculator('/matrix-calculator', 'matrix-determinant');
    await calculator.getByLabel('Matrix size (1 to 5)').fill('5');
    await expect.poll(() => calculator.locator('[part~=cell]').count()).toBe(25);
    await expectTargetsLargeEnough(calculator);
    await page.close();
  });
});
