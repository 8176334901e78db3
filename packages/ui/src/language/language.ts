/**
 * The language an element speaks: its own `lang` attribute, else the nearest one around it (the
 * host page's `<html lang>`), else English; and its digits, Latin unless `digits="native"`. A
 * language the element has no texts for is English whole, never a mix.
 */
import type { ReactElement } from 'react';
import { createContext, createElement, useContext } from 'react';
import type { Locale, OtherLocale } from '#core/i18n/locales.ts';
import { localeOf } from '#core/i18n/locales.ts';
import type { DigitSystem } from '#core/i18n/numbers.ts';
import { localDigits } from '#core/i18n/numbers.ts';
import type { Language, TextBundle, TextModule, Texts } from '#core/i18n/texts.ts';
import { ENGLISH, textsIn } from '#core/i18n/texts.ts';

/** An element's texts in the languages other than English, each fetched when first asked for. */
export type WidgetTexts = Partial<Record<OtherLocale, () => Promise<TextBundle>>>;

const LanguageContext = createContext<Language>(ENGLISH);

/** `child` (an element's component) speaking `language`: in the page, and in a build-time render. */
export const inLanguage = (language: Language, child: ReactElement) =>
  createElement(LanguageContext.Provider, { value: language }, child);

/** A module's texts in the element's language. */
export const useTexts = <T extends Texts>(module: TextModule<T>): T =>
  textsIn(useContext(LanguageContext).bundle, module);

/** The element's language: its texts and how it writes numbers. */
export const useLanguage = (): Language => useContext(LanguageContext);

/** Writes a text's numbers in the element's digits (Latin unless `digits="native"`). */
export const useDigits = (): ((text: string) => string) => {
  const { locale, digits } = useContext(LanguageContext);
  return (text) => localDigits(text, locale, digits);
};

/** The `digits` attribute: 'native' asks for the language's own digits; anything else is Latin. */
export const digitsOf = (attribute: string | null): DigitSystem =>
  attribute === 'native' ? 'native' : 'latin';

/**
 * The language `element` is asked to speak: its own or its nearest ancestor's `lang` (inside a
 * shadow root, the host's), else English. Whether it has texts for it is `loadLanguage`'s to say.
 */
export function elementLocale(element: Element): Locale {
  let node: Element | null = element;
  while (node) {
    const found = node.closest('[lang]');
    if (found) return localeOf(found.getAttribute('lang')) ?? 'en';
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return 'en';
}

/**
 * The element's language: English at once (also for a language it has no texts for), another
 * once its texts have arrived (the browser fetches a module once per page, so every element of the
 * page shares the fetch).
 */
export function loadLanguage(
  locale: Locale,
  digits: DigitSystem,
  texts: WidgetTexts | undefined,
): Language | Promise<Language> {
  const load = locale === 'en' ? undefined : texts?.[locale];
  if (!load) return { ...ENGLISH, digits };
  return load().then((bundle) => ({ locale, digits, bundle }));
}
