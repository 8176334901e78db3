/**
 * What the end-to-end tests and the bench need to know of one calculator to use it as a visitor
 * does: each calculator's `<tag>.journey.ts` exports one as `journey`, beside its code, so that
 * the suites that go through every calculator (tests/e2e, scripts/bench-*) take a new one in with
 * no edit of their own, and fail, naming the file, where it is missing. Controls are named as a
 * visitor reads them: their label, or a button's text. Node loads these files as they are (the
 * bench), so they import only modules that need no bundler, by their `.ts` name (input-limits.ts).
 */

/** One thing a visitor does. */
export type JourneyStep =
  /** Types `text` into the field labelled `fill` (its text replaced). */
  | { fill: string; text: string }
  /** Picks, in the select labelled `pick`, the option whose text is `option` or matches it. */
  | { pick: string; option: string | RegExp }
  /** Presses the button named `press` (taps it on a phone). */
  | { press: string }
  /** Presses the key `key` in the field labelled `in`, e.g. Enter. */
  | { key: string; in: string };

/**
 * What a part of the element (`[part~=…]`) shows once the calculator has worked: its value for a
 * field, otherwise its text; equal to `shows` (trimmed), or matching it.
 */
export interface JourneyOutcome {
  part: string;
  shows: string | RegExp;
}

/** Steps from the element as it opens, and what it then shows. */
export interface JourneyCalculation {
  steps: readonly JourneyStep[];
  outcome: JourneyOutcome;
}

/** A field of the bench's floor page (scripts/bench-floor.ts): its label, and its control. */
export interface FloorField {
  label: string;
  control?: 'number' | 'select';
  options?: readonly string[];
}

/** An input of the bench's long-task measure (scripts/bench-long-tasks.ts). */
export interface LongTaskInput {
  label: string;
  /** The site page's address parameters (url-inputs). */
  params: Record<string, string>;
  /** The iframe page's, where they differ: its attributes (a matrix's `values` is JSON). */
  frameParams?: Record<string, string>;
  /** Over a limit: the part that says so instead of a working, and what it says. */
  refused?: JourneyOutcome;
}

export interface CalculatorJourney {
  /**
   * The element's `example` (its api's), as the /embed page's snippets and iframe give it: the
   * steps that make it calculate (none where its attributes do) and its result.
   */
  example: JourneyCalculation;
  /** A visitor's calculation on the calculator's site page, from the element as it opens there. */
  calculation: JourneyCalculation;
  /**
   * The same calculation on the page in Hindi (`/hi/...`), by the words that page shows: required
   * once the site has the page in Hindi (tests/e2e/journeys-in-hindi.test.ts).
   */
  inHindi?: JourneyCalculation;
  /**
   * The bench's time to type: the first text field a student types into, and what; `translated`,
   * that field's name on the page in each language the site has the page in.
   */
  typing: { field: string; text: string; translated?: Readonly<Record<string, string>> };
  /**
   * The bench's floor: the least the page could be, a plain form with the page's heading, this
   * lead (the page's own) and the fields its first screen shows.
   */
  floor: { lead: string; fields: readonly FloorField[]; button?: string };
  /**
   * The bench's long tasks: the largest inputs the calculator allows, and past its limits, each
   * opened with its working shown (none for a calculator measured otherwise, with the reason).
   */
  longTasks: readonly LongTaskInput[];
}

/** `length` digits that do not repeat, so that no fraction made of them cancels into a short one. */
export const digits = (length: number, seed: number): string =>
  Array.from({ length }, (_, k) => String((seed * 7 + k * 3 + 1) % 10)).join('');
