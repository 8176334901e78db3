import { expect } from 'chai';
import type { OtherLocale } from '#core/i18n/locales.ts';
import type { Widget } from '../element/widget';
import { loadLanguage } from '../language/language';
import {
  cleanupFixtures,
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

/** Everything the element says: its text, its controls' names, placeholders and options. */
export function textsOnScreen(element: Element): string[] {
  const root = element.shadowRoot!;
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // A style element's text is CSS, not words.
    if (node.parentElement?.closest('style')) continue;
    texts.push(node.textContent ?? '');
  }
  for (const node of root.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = node.getAttribute(name);
      if (value !== null) texts.push(value);
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

export interface LanguageCase {
  locale: OtherLocale;
  /** The element's markup without `lang`, e.g. `<sdt-calculator></sdt-calculator>`. */
  html: string;
  /** Latin words the language keeps: unit symbols, 'SGPA', 'CGPA'. Whole words. */
  allowed: RegExp;
  /**
   * Drives the element through every screen it has (results, working, messages, dialogs), calling
   * `look` on each; on real timers.
   */
  screens: (element: HTMLElement, look: (screen: string) => void) => Promise<void>;
  /** A text the element shows in English and, translated, in the language: its title. */
  title: { en: string; translated: string };
}

const titleOf = (element: Element) => shadow(element, '[part~="title"]').textContent;

/** Registers the checks of one language for `widget`. */
export function describeLanguage(widget: Widget, language: LanguageCase): void {
  const { locale, html, allowed, screens, title } = language;
  const withLang = (lang: string) => html.replace(/^<([\w-]+)/, `<$1 lang="${lang}"`);

  describe(`in ${locale}`, () => {
    afterEach(async () => {
      document.documentElement.lang = 'en';
      await cleanupFixtures();
    });

    it('says everything in it on every screen: no English word is left', async () => {
      const element = await fixture<HTMLElement>(withLang(locale));
      await until(() => titleOf(element) === title.translated, 'the language to arrive');
      const left: string[] = [];
      await screens(element, (screen) => {
        for (const word of englishLeft(textsOnScreen(element), allowed)) {
          left.push(`${screen}: ${word}`);
        }
      });
      expect(left).to.deep.equal([]);
    });

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
