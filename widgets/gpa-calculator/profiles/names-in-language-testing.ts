/**
 * What the language tests of the profiles and of sharing share: an element in a language on a
 * device key or on an injected store, and a watch for English that knows where data cannot be
 * marked.
 */
import type { OtherLocale } from '#core/i18n/locales.ts';
import { englishLeft } from '#ui/testing/language-testing.ts';
import {
  fixture,
  settle,
  shadow,
  shadowAll,
  toastMessages,
  until,
} from '#ui/testing/widget-testing.ts';
import type { GpaStore } from '#core/gpa/store.ts';
import { loaded, mountWithStore } from '../gpa-testing';
import { KEPT_IN_LATIN, bundleOf, watchEnglish } from '../in-language-testing';

const title = (element: Element) => element.shadowRoot?.querySelector('[part~="title"]');

/** Waits until the element speaks `locale` and shows the store's data. */
export async function speaks(element: Element, locale: OtherLocale) {
  await until(() => title(element)?.textContent === bundleOf(locale).gpa.title, 'its words');
  await loaded(element);
  await settle();
}

/** A GPA calculator in `locale` on the device's profiles under `key`. */
export async function mountOnDevice(locale: OtherLocale, key: string): Promise<HTMLElement> {
  const element = await fixture<HTMLElement>(
    `<gpa-calculator lang="${locale}" storage-key="${key}"></gpa-calculator>`,
  );
  await speaks(element, locale);
  return element;
}

/** A GPA calculator in `locale` on `store` (an account's, with sharing). */
export async function mountOnStore(locale: OtherLocale, store: GpaStore): Promise<HTMLElement> {
  const element = await mountWithStore(store, { lang: locale });
  await speaks(element, locale);
  return element;
}

/** The name in the top bar's profile selector. */
export const barName = (element: Element) =>
  shadow(element, '.profile-selector__name').textContent!.trim();

/**
 * The texts that are plain strings, so that a datum in them cannot be marked `translate="no"`: a
 * toast's message, a control's name or placeholder.
 */
function unmarkable(element: Element): Set<string> {
  const named = shadowAll(element, '[aria-label], [title], [placeholder]').flatMap((node) =>
    ['aria-label', 'title', 'placeholder'].map((name) => node.getAttribute(name) ?? ''),
  );
  return new Set([...toastMessages(element), ...named].map((text) => text.trim()));
}

/**
 * `watchEnglish`, whose `look` lets `data` (an e-mail, an owner's name) stand in the texts that
 * cannot mark it, and nowhere else: in the rest, data must be marked `translate="no"`.
 */
export function watchWithData(element: Element) {
  const { look, seen } = watchEnglish(element);
  const lookWith = (screen: string, data: readonly string[] = []) => {
    const from = seen.length;
    look(screen);
    const strings = unmarkable(element);
    const left = seen.splice(from).filter((line) => {
      const text = line.slice(screen.length + 2);
      if (!strings.has(text)) return true;
      const rest = data.reduce((words, datum) => words.replaceAll(datum, ' '), text);
      return englishLeft([rest], KEPT_IN_LATIN).length > 0;
    });
    seen.push(...left);
  };
  return { look: lookWith, seen };
}
