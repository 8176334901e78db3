import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectInViewport, launchBrowser, offOriginRequests, openPage, siteUrl } from './browser';
import { addSubject } from './gpa-helpers';
import { gotoQuiet, reloadQuiet } from '../../scripts/network-quiet.ts';

// <gpa-calculator> embedded by script tag in the plain page, with its profiles on the device:
// they survive a real reload, and a second tab of the same site sees the first tab's edits.
let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext();
});
afterAll(() => browser.close());

const calculator = (page: Page) => page.locator('gpa-calculator');
const cumulative = (page: Page) => calculator(page).locator('[part~=gpa-circle]').textContent();

describe('<gpa-calculator> on a plain page', () => {
  it('keeps its profile on the device across a reload and shares it with another tab', async () => {
    const first = await context.newPage();
    const requests: string[] = [];
    first.on('request', (request) => requests.push(request.url()));
    await gotoQuiet(first, `${siteUrl()}/embed-example.html`);
    // Embedded, it creates the first profile without a word: no toast as the page loads.
    await expect.poll(() => cumulative(first)).toContain('0.00');
    expect(await calculator(first).locator('.toast__message').count()).toBe(0);

    await addSubject(calculator(first), 'Mathematics', 'O', '4');
    await addSubject(calculator(first), 'Physics', 'A', '3');
    // (10×4 + 8×3) / 7 = 9.142… -> 9.14
    await expect.poll(() => cumulative(first)).toContain('9.14');

    await reloadQuiet(first);
    await expect.poll(() => cumulative(first)).toContain('9.14');
    expect(await calculator(first).getByText('Mathematics').count()).toBeGreaterThan(0);

    const second = await context.newPage();
    await gotoQuiet(second, `${siteUrl()}/embed-example.html`);
    await expect.poll(() => cumulative(second)).toContain('9.14');
    await addSubject(calculator(second), 'Chemistry', 'C', '3');
    // (10×4 + 8×3 + 5×3) / 10 = 7.90, seen by the first tab without a reload.
    await expect.poll(() => cumulative(first)).toContain('7.90');

    expect(offOriginRequests(requests)).toEqual([]);
    await second.close();
    await first.close();
  });
});

describe('/gpa-calculator, signed out', () => {
  it('loads the on-device calculator on the first screen, with no scrolling, and it calculates', async () => {
    const visitor = await browser.newContext();
    const { page, errors } = await openPage(visitor, '/gpa-calculator');
    const onDevice = page.locator('section.on-device gpa-calculator');
    // Defined and showing its profile where it stands: nothing scrolls it into view first.
    await expect.poll(() => onDevice.evaluate((host) => host.matches(':defined'))).toBe(true);
    await expect.poll(() => onDevice.locator('[part~=profile-selector]').count()).toBe(1);
    // On the site (not embedded), a first visit is greeted as SPEC §4 "First load" says.
    await expect
      .poll(() => onDevice.locator('.toast__message').allTextContents())
      .toContain('Welcome! Created your first profile.');
    expect(await page.evaluate(() => scrollY)).toBe(0);
    // The promotion card above it leaves the first screen to it: its top and the GPA are there.
    const { height } = page.viewportSize()!;
    expect((await onDevice.boundingBox())!.y).toBeLessThan(height);
    const gpa = onDevice.locator('[part~=gpa-circle]');
    await expectInViewport(gpa);

    await addSubject(onDevice, 'Mathematics', 'A', '4');
    await expect.poll(() => gpa.textContent()).toContain('8.00');
    expect(errors).toEqual([]);
    await visitor.close();
  });
});
