import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import type { ElementApi } from '../../packages/ui/src/element/element-api';
import { calculatorsWithJourneys, type Calculator } from '../../scripts/calculator-journeys';
import { GPA_PAGE } from '../../site/src/data/routes';
import { widgetApis } from '../../widgets/catalog';
import type { JourneyCalculation, JourneyOutcome, JourneyStep } from '../../widgets/journey';
import { press } from './browser';

/**
 * The calculators the journeys go through: every element of widgets/catalog.ts, with its page of
 * site/src/data/routes.ts and its journey (widgets/<tag>/<tag>.journey.ts). A test that lists
 * calculators takes this list, so a new calculator is in it with no edit of the test; an element
 * without a page or a journey, or a page without an element, fails every such test, named.
 */
export interface CatalogCalculator extends Calculator {
  api: ElementApi;
}

async function catalogCalculators(): Promise<CatalogCalculator[]> {
  const pages = await calculatorsWithJourneys();
  const withoutPage = widgetApis.filter((api) => !pages.some((page) => page.tag === api.tag));
  const withoutElement = pages.filter((page) => !widgetApis.some((api) => api.tag === page.tag));
  if (withoutPage.length > 0 || withoutElement.length > 0) {
    throw new Error(
      [
        ...withoutPage.map(
          ({ tag }) => `<${tag}> is in widgets/catalog.ts but no page of routes.ts shows it`,
        ),
        ...withoutElement.map(
          ({ href, tag }) => `${href} (routes.ts) shows <${tag}>, which widgets/catalog.ts lacks`,
        ),
      ].join('; '),
    );
  }
  return pages.map((page) => ({ ...page, api: widgetApis.find(({ tag }) => tag === page.tag)! }));
}

/** Every calculator, the GPA calculator first, then the navigation's Other Tools in order. */
export const CALCULATORS: readonly CatalogCalculator[] = await catalogCalculators();

/** The calculators of the Other Tools menu: all but the GPA calculator. */
export const OTHER_CALCULATORS = CALCULATORS.filter(({ tag }) => tag !== GPA_PAGE.tag);

/** Every element's tag, in the order of the calculators above. */
export const TAGS: readonly string[] = CALCULATORS.map(({ tag }) => tag);

/**
 * What the first of `parts` shows: a field's value, otherwise its text, trimmed; null while there
 * is none. It reads without waiting, so that a poll of it looks again.
 */
export const shownText = (parts: Locator): Promise<string | null> =>
  parts.evaluateAll((nodes) => {
    const [node] = nodes;
    if (!node) return null;
    const field = node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement;
    return (field ? node.value : (node.textContent ?? '')).trim();
  });

const matches = (text: string, expected: string | RegExp) =>
  typeof expected === 'string' ? text === expected : expected.test(text);

/** Does one step of a journey in `element`, as the run's user does (a tap on a phone). */
async function doStep(element: Locator, step: JourneyStep): Promise<void> {
  if ('fill' in step) {
    await element.getByLabel(step.fill, { exact: true }).fill(step.text);
  } else if ('pick' in step) {
    const select = element.getByLabel(step.pick, { exact: true });
    // A select's options may arrive after the element (a preset's grades, loaded on demand).
    const option = () =>
      select
        .locator('option')
        .allTextContents()
        .then((texts) => texts.find((text) => matches(text, step.option)));
    await expect.poll(option, { message: `${step.pick}: ${step.option}` }).toBeDefined();
    await select.selectOption({ label: (await option())! });
  } else if ('press' in step) {
    await press(element.getByRole('button', { name: step.press, exact: true }));
  } else {
    await element.getByLabel(step.in, { exact: true }).press(step.key);
  }
}

/** Waits until the element's part shows the outcome. */
export async function expectOutcome(element: Locator, { part, shows }: JourneyOutcome) {
  const shown = element.locator(`[part~="${part}"]`);
  const outcome = async () => {
    const text = await shownText(shown);
    return text !== null && matches(text, shows) ? 'shown' : `${part} shows ${text}`;
  };
  // The element may first load, hydrate or fetch a part.
  await expect.poll(outcome).toBe('shown');
}

/** Does a calculation's steps in the element and waits for its outcome. */
export async function calculate(element: Locator, { steps, outcome }: JourneyCalculation) {
  for (const step of steps) await doStep(element, step);
  await expectOutcome(element, outcome);
}
