import { describe, expect, it } from 'vitest';
import { TRANSLATED_PAGES } from '../../site/src/data/routes';
import { journeyFile } from '../../scripts/calculator-journeys';
import { browserForFile, expectRendered, openPage } from './browser';
import { CALCULATORS, calculate } from './catalog';

// A student's calculation on each calculator's page in Hindi, as calculators.test.ts does it in
// English: by the words the Hindi page shows (each journey's `inHindi`), on a phone.
const browser = browserForFile();

describe('every calculator on its page in Hindi', () => {
  for (const { href, tag, journey } of CALCULATORS.filter(({ href }) =>
    TRANSLATED_PAGES.hi.includes(href),
  )) {
    it(`/hi${href}: the calculation in Hindi (${tag}.journey.ts) gives its result`, async () => {
      expect(journey.inHindi, `${journeyFile(tag)} has no calculation in Hindi`).toBeDefined();
      const { page, errors } = await openPage(browser(), `/hi${href}`);
      await expectRendered(page, tag);
      expect(await page.locator(tag).getAttribute('lang')).toBe(null);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
      await calculate(page.locator(tag), journey.inHindi!);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
