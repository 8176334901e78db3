import type { SiteLocale } from './routes';

/**
 * The languages of the /embed page so far: each of its text tables has one entry per language, so
 * that a language added here fails the typecheck until every table says its words.
 */
export const EMBED_LOCALES = ['en', 'hi'] as const satisfies readonly SiteLocale[];

export type EmbedLocale = (typeof EMBED_LOCALES)[number];

/**
 * What a snippet's Copy button says, before and after a press. Apart from the page's words: the
 * page's script imports these, and its bundle should carry nothing more.
 */
export const COPY_WORDS: Readonly<
  Record<EmbedLocale, { copy: string; copied: string; selected: string }>
> = {
  en: { copy: 'Copy', copied: 'Copied', selected: 'Selected: copy it' },
  hi: { copy: 'कॉपी करें', copied: 'कॉपी हो गया', selected: 'चुन लिया: अब कॉपी करें' },
};
