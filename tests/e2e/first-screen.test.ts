import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserForFile,
  device,
  expectInViewport,
  expectRendered,
  press,
  siteUrl,
} from './browser';
import { gpaCalculator as calculator, hydrated, subjectForm } from './gpa-helpers';
import { gotoQuiet, networkQuiet, watchTraffic } from '../../scripts/network-quiet.ts';

// The GPA page's first screen, signed out, where the screen makes a difference: the subject form
// on the first screen of a phone, what a student types and taps before the scripts arrive kept
// once they have, and the cards below loaded as they come near. What no screen changes of its
// loading is first-screen-loading.test.ts's.
const browser = browserForFile();

/** Holds back every script of the page until `release` is called. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    (route) => (released ? route.continue() : void held.push(route)),
  );
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

describe('/gpa-calculator, first screen', () => {
  it('holds the whole subject form without scrolling', async () => {
    const page = await browser().newPage();
    await gotoQuiet(page, new URL('/gpa-calculator', siteUrl()).href);
    await expectRendered(page, 'gpa-calculator');
    await page.evaluate(() => window.scrollTo(0, 0));
    // On a phone: the page's first screen. On a desktop the form may sit below the summary's ring.
    if (device() === 'phone')
      for (const control of subjectForm(page)) await expectInViewport(control);
    // What an account adds comes after the calculator.
    const card = page.getByRole('heading', { name: 'Unlock Full GPA Calculator Features' });
    const [cardTop, formBottom] = await Promise.all([
      card.boundingBox().then((box) => box!.y),
      subjectForm(page)[3]!
        .boundingBox()
        .then((box) => box!.y + box!.height),
    ]);
    expect(cardTop).toBeGreaterThan(formBottom);
    await page.close();
  });

  it('keeps what was typed before the scripts ran, and adds it when Add Subject came first too', async () => {
    const page = await browser().newPage();
    watchTraffic(page);
    const release = await holdScripts(page);
    // Not 'load': the page asks for its scripts at its first paint, and a script asked for before
    // the load event holds it, so on a busy machine (a paint before the last image or font) the
    // load would wait for the scripts held here.
    await page.goto(new URL('/gpa-calculator', siteUrl()).href, { waitUntil: 'domcontentloaded' });
    const [name, grade, credits, add] = subjectForm(page);
    // No script of the page has run: the element is the build's markup alone.
    expect(await calculator(page).evaluate((element) => element.matches(':defined'))).toBe(false);
    await name!.fill('Mathematics');
    await grade!.selectOption({ label: 'A+' });
    await credits!.fill('4');
    // Pressed before the scripts: held, not sent (a sent form would reload the page).
    await press(add!);
    expect(await name!.inputValue()).toBe('Mathematics');

    await release();
    await networkQuiet(page);
    await expectRendered(page, 'gpa-calculator');
    const card = calculator(page).locator('[part~="semester"]');
    await expect.poll(() => card.textContent()).toContain('Mathematics');
    await expect
      .poll(() => calculator(page).locator('[part~="gpa-circle"]').textContent())
      .toContain('9.00');
    expect(await name!.inputValue()).toBe('');
    await page.close();
  });

  it("leaves the cards below the semesters to the first input, then hydrates the build's HTML of them", async () => {
    const page = await browser().newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await gotoQuiet(page, new URL('/gpa-calculator', siteUrl()).href);
    await hydrated(page);
    const later = () => scripts.filter((path) => path.includes('/later-cards.'));
    expect(later()).toEqual([]);
    // No flash: no card the build drew leaves the page, through a keystroke's render and hydration.
    await calculator(page).evaluate((host) => {
      const removed: string[] = [];
      (window as unknown as { removedCards: string[] }).removedCards = removed;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            const part = node instanceof Element ? node.getAttribute('part') : null;
            if (part) removed.push(part);
          }
        }
      }).observe(host.shadowRoot!, { childList: true, subtree: true });
    });
    const transfer = calculator(page).locator('[part~="transfer"]');
    const built = await transfer.elementHandle();
    await subjectForm(page)[0]!.fill('M');
    await transfer.scrollIntoViewIfNeeded();
    await expect.poll(later).toHaveLength(1);
    // Hydrated, not drawn anew: the same nodes, now working.
    const download = page.waitForEvent('download');
    await expect.poll(() => transfer.evaluate((node, first) => node === first, built)).toBe(true);
    await calculator(page).getByRole('button', { name: 'Export profile' }).click();
    expect((await download).suggestedFilename()).toMatch(/^campuscalc-gpa-.*\.json$/);
    const removed = await page.evaluate(
      () => (window as unknown as { removedCards: string[] }).removedCards,
    );
    expect(removed.filter((part) => /trend|percentage|four-point|transfer/.test(part))).toEqual([]);
    await page.close();
  });
});
