/**
 * Texts in more than one language, typed. A module's texts are an object of strings and of
 * functions of the values they mention, written in English beside the code that shows them (so an
 * English page carries nothing more). A language's bundle holds the same objects in that language
 * by module id, checked by `Translation`: a missing module, key or extra key fails the typecheck.
 * An element fetches the bundle of its language when it is asked for (Widget `texts`); a bundle
 * imports only types, so it carries no code and splits none out of an element.
 */
import type { NumberStyle } from './numbers';

export type Texts = Readonly<Record<string, string | ((...values: never[]) => string)>>;

/** One module's texts: its English, and the id under which a language's bundle holds its others. */
export interface TextModule<T extends Texts, Id extends string = string> {
  readonly id: Id;
  readonly en: T;
}

export const textModule = <Id extends string, T extends Texts>(
  id: Id,
  en: T,
): TextModule<T, Id> => ({ id, en });

/** Some modules' texts in one language, by module id. */
export type TextBundle = Readonly<Record<string, Texts>>;

/**
 * The modules `Modules` (a union of `typeof` text modules) in another language: each under its id,
 * with every key of its English and no other.
 */
export type Translation<Modules extends TextModule<Texts>> = {
  [Module in Modules as Module['id']]: Module['en'];
};

/** The module's texts in the bundle's language; English where there is no bundle (an English page). */
export const textsIn = <T extends Texts>(bundle: TextBundle | null, module: TextModule<T>): T =>
  (bundle?.[module.id] as T | undefined) ?? module.en;

/** The language a calculator speaks: its texts (null for English) and how it writes numbers. */
export interface Language extends NumberStyle {
  bundle: TextBundle | null;
}

export const ENGLISH: Language = { locale: 'en', digits: 'latin', bundle: null };
