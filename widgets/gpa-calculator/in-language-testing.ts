import type { OtherLocale } from '#core/i18n/locales.ts';
import { englishWatch } from '#ui/testing/language-testing.ts';
import {
  fixture,
  pickOption,
  settle,
  shadowAll,
  typeInto,
  until,
} from '#ui/testing/widget-testing.ts';
import type HI from './gpa-calculator.hi';
import { gpaCalculatorWidget } from './gpa-calculator.widget';
import { openDialogTitles, topDialog } from './gpa-testing';

/**
 * Driving the GPA calculator in each of its languages by that language's own words (its bundle),
 * and what may stay in Latin script on its screens: the terms Indian grade cards keep, our name
 * and the grade letters of a scale's options (its data, which an option cannot mark
 * `translate="no"`).
 */
export const KEPT_IN_LATIN = /^(CampusCalc|SGPA|CGPA|GPA|O|A|B|C|D|E|F|G|P|S|Ab)$/;

/** A language's bundle: each has the Hindi's shape (`Translation` checks it). */
export type GpaBundle = typeof HI;

/** Every language the element speaks, with its bundle, or why that did not load. */
const bundles = await Promise.all(
  (gpaCalculatorWidget.api.languages ?? []).map(async (locale) => {
    const loading = gpaCalculatorWidget.texts![locale]!() as Promise<GpaBundle>;
    return [locale, await loading.catch((error: unknown) => error as Error)] as const;
  }),
);

/** The language's bundle, for a walk (describeLanguage's `screens`) that is given its locale. */
export const bundleOf = (locale: OtherLocale): GpaBundle => {
  const bundle = bundles.find(([each]) => each === locale)![1];
  if (bundle instanceof Error) throw bundle;
  return bundle;
};

/**
 * `body`'s tests once for each language, in a block named 'in {locale}: {name}', driven by the
 * language's words (`T`). A language whose bundle does not load fails its block's one test.
 */
export function describeEachLanguage(
  name: string,
  body: (T: GpaBundle, locale: OtherLocale) => void,
): void {
  for (const [locale, bundle] of bundles) {
    describe(`in ${locale}: ${name}`, function () {
      // Each test walks through many screens, the time of several tests: about 1 s alone, past
      // the usual 10 s at a lower priority beside the other lane's emulators starting.
      this.timeout(30_000);
      if (bundle instanceof Error) {
        it('has its texts', () => {
          throw bundle;
        });
      } else body(bundle, locale);
    });
  }
}

/** A GPA calculator in `locale`, on the device, its first profile shown. */
export async function mountIn(locale: OtherLocale, attributes = ''): Promise<HTMLElement> {
  const element = await fixture<HTMLElement>(
    `<gpa-calculator lang="${locale}" storage-key="gpa-in-${locale}-${Math.random()}" ${attributes}></gpa-calculator>`,
  );
  await until(
    () => element.shadowRoot?.querySelector("[part~='summary']") !== null,
    `the profile in ${locale}`,
  );
  await settle();
  return element;
}

/** Collects the English left on each screen `look` is called on; `seen` ends empty if none. */
export const watchEnglish = (element: Element) => englishWatch(element, KEPT_IN_LATIN);

/** A button of the element, or of `within`, by its text or its accessible name. */
export function button(element: Element, text: string, within?: Element): HTMLButtonElement {
  const buttons = within
    ? [...within.querySelectorAll<HTMLButtonElement>('button')]
    : shadowAll<HTMLButtonElement>(element, 'button');
  const found = buttons.find(
    (each) => each.textContent?.trim() === text || each.getAttribute('aria-label') === text,
  );
  if (!found) {
    const shown = buttons.map((each) => each.getAttribute('aria-label') ?? each.textContent);
    throw new Error(`no button ${text} among ${shown.join(' | ')}`);
  }
  return found;
}

export async function press(element: Element, text: string, within?: Element) {
  button(element, text, within).click();
  await settle();
}

/** Waits for a dialog (titled `title`, if given) to open: its part arrives on demand. */
export async function dialog(element: Element, title?: string): Promise<HTMLDialogElement> {
  await until(
    () => openDialogTitles(element).some((each) => title === undefined || each === title),
    `${title ?? 'a dialog'} opens`,
  );
  await settle();
  return topDialog(element);
}

/** A field of the element by its label's text. */
export function field(element: Element, label: string): HTMLInputElement & HTMLSelectElement {
  const found = shadowAll<HTMLLabelElement>(element, 'label').find(
    (each) => each.textContent?.trim() === label,
  );
  if (!found) throw new Error(`no field ${label}`);
  return element.shadowRoot!.getElementById(found.htmlFor) as HTMLInputElement & HTMLSelectElement;
}

export const present = (element: Element, selector: string) =>
  element.shadowRoot!.querySelector(selector) !== null;

/**
 * Adds a subject of 4 credits with the grade option at `grade` (negative: from the end), by the
 * words of `T`, the element's language.
 */
export async function addSubjectIn(T: GpaBundle, element: Element, name: string, grade: number) {
  const semesters = T['gpa-semesters'];
  await typeInto(field(element, semesters.subjectName), name);
  const grades = field(element, semesters.grade);
  await pickOption(
    grades,
    grades.options[grade < 0 ? grades.options.length + grade : grade]!.value,
  );
  await typeInto(field(element, T['gpa-view'].credits), '4');
  await press(element, semesters.addSubject);
}
