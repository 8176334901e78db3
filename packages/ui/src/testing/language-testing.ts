import { expect } from 'chai';
import type { OtherLocale } from '#core/i18n/locales.ts';
import type { TextModule } from '#core/i18n/texts.ts';
import { textsIn } from '#core/i18n/texts.ts';
import type { Widget } from '../element/widget';
import { loadLanguage } from '../language/language';
import {
  cleanupFixtures,
  expectFitsNarrowestColumn,
  expectHydratesBuildTimeRender,
  fixture,
  settle,
  shadow,
  until,
} from './widget-testing';

/**
 * Checks of an element in a language other than English: every screen it shows in that language
 * with no English left, the page's language followed, and its build-time render in that language
 * hydrated. The inventory of English is every Latin word on screen: SPEC's texts are English, so a
 * text left untranslated shows as one.
 */

/**
 * What the element shows as data on screen: the text it marks `translate="no"` and what the student
 * typed into its fields. An attribute (an accessible name) cannot mark data in it, so data it
 * repeats from the screen ('Change grade scale (VTU 2022 scheme)') is not counted as a word left.
 */
function dataOnScreen(root: ShadowRoot): string[] {
  const marked = [...root.querySelectorAll('[translate="no"]')].map((node) => node.textContent);
  const typed = [...root.querySelectorAll<HTMLInputElement>('input, textarea')].map(
    (field) => field.value,
  );
  return [...marked, ...typed]
    .map((text) => (text ?? '').trim())
    .filter((text) => text !== '')
    .sort((a, b) => b.length - a.length);
}

/** `datum` where it stands as a word of its own, not inside a longer one ('A' in 'CGPA'). */
function wordPattern(datum: string): RegExp {
  const escaped = datum.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const word = /[\p{L}\p{N}\p{M}]/u;
  const before = word.test(datum[0]!) ? '(?<![\\p{L}\\p{N}\\p{M}])' : '';
  const after = word.test(datum.at(-1)!) ? '(?![\\p{L}\\p{N}\\p{M}])' : '';
  return new RegExp(`${before}${escaped}${after}`, 'gu');
}

/**
 * Everything the element says: its text, its controls' names, placeholders and options. Not what
 * it marks `translate="no"`: data it shows as written (a university's name, a grade as its grade
 * card prints it, a student's own names), which a browser's translator leaves alone too.
 */
export function textsOnScreen(element: Element): string[] {
  const root = element.shadowRoot!;
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // A style element's text is CSS, not words.
    if (node.parentElement?.closest('style, [translate="no"]')) continue;
    texts.push(node.textContent ?? '');
  }
  const data = dataOnScreen(root).map(wordPattern);
  const withoutData = (value: string) =>
    data.reduce((left, datum) => left.replace(datum, ' '), value);
  for (const node of root.querySelectorAll(
    ':is([aria-label], [placeholder], [title], [alt]):not([translate="no"] *, [translate="no"])',
  )) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = node.getAttribute(name);
      if (value !== null) texts.push(withoutData(value));
    }
  }
  return texts.map((text) => text.trim()).filter((text) => text !== '');
}

/** The Latin words of `texts` that `allowed` (symbols such as 'km/h', 'SGPA') does not match. */
export function englishLeft(texts: readonly string[], allowed: RegExp): string[] {
  const left = texts.flatMap((text) =>
    (text.match(/[A-Za-z][A-Za-z/]*/g) ?? []).filter((word) => !allowed.test(word)),
  );
  return [...new Set(left)];
}

/** Each screen's texts with English left in them, as '<screen>: <text>'. */
export type EnglishSeen = string[];

/**
 * A `look` to call on each screen a test drives `element` through, and what it saw: the texts with
 * English left in them, whole, so that a failure says where each word stands.
 */
export function englishWatch(
  element: Element,
  allowed: RegExp,
): { look: (screen: string) => void; seen: EnglishSeen } {
  const seen: EnglishSeen = [];
  const look = (screen: string) => {
    for (const text of textsOnScreen(element)) {
      const line = `${screen}: ${text}`;
      if (englishLeft([text], allowed).length > 0 && !seen.includes(line)) seen.push(line);
    }
  };
  return { look, seen };
}

export interface LanguageCase {
  /** The languages to check: those the element's API lists, unless given. */
  locales?: readonly OtherLocale[];
  /** The element's markup without `lang`, e.g. `<sdt-calculator></sdt-calculator>`. */
  html: string;
  /** Latin words the language keeps: unit symbols, 'SGPA', 'CGPA'. Whole words. */
  allowed: RegExp;
  /**
   * Drives the element through every screen it has (results, working, messages, dialogs), calling
   * `look` on each; on real timers.
   */
  screens: (
    element: HTMLElement,
    look: (screen: string) => void,
    locale: OtherLocale,
  ) => Promise<void>;
  /** The module of the element's title, a text it shows in English and in each language. */
  title: TextModule<{ title: string }>;
}

const titleOf = (element: Element) => shadow(element, '[part~="title"]').textContent;

/**
 * Registers the checks of each of the element's languages for `widget`: every screen in each; how
 * the element picks its language, and its build-time render hydrated, in the first (the same code
 * for every language).
 */
export function describeLanguage(widget: Widget, language: LanguageCase): void {
  for (const [index, locale] of (language.locales ?? widget.api.languages ?? []).entries()) {
    describeOneLanguage(widget, locale, language, index === 0);
  }
}

function describeOneLanguage(
  widget: Widget,
  locale: OtherLocale,
  language: LanguageCase,
  withMechanism: boolean,
): void {
  const { html, allowed, screens } = language;
  const withLang = (lang: string) => html.replace(/^<([\w-]+)/, `<$1 lang="${lang}"`);
  const title = { en: language.title.en.title, translated: '' };

  describe(`in ${locale}:`, () => {
    before(async () => {
      const bundle = await widget.texts![locale]!();
      title.translated = textsIn(bundle, language.title).title;
      expect(title.translated, 'its title in the language').not.to.equal(title.en);
    });

    afterEach(async () => {
      document.documentElement.lang = 'en';
      await cleanupFixtures();
    });

    it('says everything in it on every screen, in the narrowest column: no English word is left', async function () {
      // A journey through every screen, not one step: the time of several tests.
      this.timeout(30_000);
      const element = await fixture<HTMLElement>(withLang(locale));
      await until(() => titleOf(element) === title.translated, 'the language to arrive');
      // Its words, longer than English's in some languages, fit a phone's column first and last.
      await expectFitsNarrowestColumn(element);
      const { look, seen } = englishWatch(element, allowed);
      await screens(element, look, locale);
      expect(seen).to.deep.equal([]);
      await expectFitsNarrowestColumn(element);
    });

    if (!withMechanism) return;

    it("follows the page's language, its own lang before it, and English for one it lacks", async () => {
      document.documentElement.lang = `${locale}-IN`;
      const element = await fixture<HTMLElement>(html);
      await until(() => titleOf(element) === title.translated, "the page's language");
      element.lang = 'en';
      await until(() => titleOf(element) === title.en, 'its own lang, English');
      element.lang = 'fr';
      await settle();
      expect(titleOf(element), 'a language it does not speak').to.equal(title.en);
      element.removeAttribute('lang');
      await until(() => titleOf(element) === title.translated, "the page's language again");
    });

    it('hydrates its build-time render in the language, without a mismatch', async () => {
      const texts = await loadLanguage(locale, 'latin', widget.texts);
      await expectHydratesBuildTimeRender(
        widget,
        async (element) => {
          await settle();
          expect(titleOf(element)).to.equal(title.translated);
        },
        { lang: locale },
        texts,
      );
    });
  });
}
