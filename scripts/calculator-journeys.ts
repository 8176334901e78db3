import { CALCULATOR_PAGES, type CalculatorPage } from '../site/src/data/routes.ts';
import type { CalculatorJourney } from '../widgets/journey.ts';

/** A calculator's site page (site/src/data/routes.ts) and its element's journey. */
export interface Calculator extends CalculatorPage {
  journey: CalculatorJourney;
}

/** Where the journey of the element `tag` is, from the repository's root. */
export const journeyFile = (tag: string) => `widgets/${tag}/${tag}.journey.ts`;

/** The journey of the element `tag`; throws, naming the file, where it has none. */
export async function journeyOf(tag: string): Promise<CalculatorJourney> {
  let module: { journey?: CalculatorJourney };
  try {
    module = (await import(`../widgets/${tag}/${tag}.journey.ts`)) as typeof module;
  } catch (error) {
    throw new Error(
      `${journeyFile(tag)} could not be loaded: every calculator has one, for the end-to-end tests and the bench (CONTRIBUTING.md "Add a calculator").`,
      { cause: error },
    );
  }
  if (!module.journey) throw new Error(`${journeyFile(tag)} exports no \`journey\`.`);
  return module.journey;
}

/**
 * Every calculator page of the site with its element's journey, in the navigation's order: what
 * the end-to-end tests and the bench go through, so that a new calculator is in them as soon as
 * its page is in routes.ts.
 */
export const calculatorsWithJourneys = (): Promise<Calculator[]> =>
  Promise.all(
    CALCULATOR_PAGES.map(async (page) => ({ ...page, journey: await journeyOf(page.tag) })),
  );
