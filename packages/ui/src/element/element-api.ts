/**
 * The public API of one custom element, written once and used twice: by `defineElement` to map
 * attributes to React props, and by the build to write `custom-elements.json` and the TypeScript
 * declarations that embedders read. Kept free of DOM and React so the build can import it in Node.
 */
import type { OtherLocale } from '#core/i18n/locales.ts';
import { LANGUAGE_NAMES } from '#core/i18n/locales.ts';
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/**
 * The props of any element, as the layer sees them when it does not know which element: the
 * default of `ElementApi` and `Widget`. An element's own props are all optional, since any
 * attribute may be absent.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- only `any` values make every props interface one (an interface is no Record<string, unknown>)
export type AnyProps = Record<string, any>;

/** What `parseAttribute` gives for the attribute types it checks: absent or unreadable is `undefined`. */
interface ParsedAttribute {
  string: string | undefined;
  number: number | undefined;
  boolean: boolean;
}

/** The attribute types whose parsed value a prop of type `Prop` accepts. */
type AttributeTypeFor<Prop> =
  | {
      [Type in keyof ParsedAttribute]: ParsedAttribute[Type] extends Prop ? Type : never;
    }[keyof ParsedAttribute]
  // A json attribute holds any JSON value: it fits an optional prop of rich data (an object or an
  // array), whose component checks the shape it is given.
  | (undefined extends Prop ? (NonNullable<Prop> extends object ? 'json' : never) : never);

/** The props of `Props` that are event callbacks (functions of the event's detail), or may be. */
type EventProp<Props> = {
  [Key in keyof Props & string]-?: unknown extends Props[Key]
    ? Key
    : NonNullable<Props[Key]> extends (detail: never) => unknown
      ? Key
      : never;
}[keyof Props & string];

interface AttributeDoc {
  /** The HTML attribute, e.g. `hide-formulas`. */
  name: string;
  /** The TypeScript type of the property, as written in the declarations. */
  tsType: string;
  default: string;
  description: string;
  /** Rich data (json) is a property only: it is read from the attribute but never written back. */
  reflect?: false;
}

/**
 * One attribute of an element whose component takes `Props`: `prop` names one of those props, and
 * `type` is one whose parsed value that prop accepts (a `number` attribute needs a prop that takes
 * `number | undefined`). CSS-only attributes have no `prop`.
 */
export type AttributeApi<Props = AnyProps> = AttributeDoc &
  (
    | { prop?: undefined; type: AttributeType }
    | {
        [Key in keyof Props & string]-?: {
          /** The React prop and element property it sets, e.g. `hideFormulas`. */
          prop: Key;
          type: AttributeTypeFor<Props[Key]>;
        };
      }[keyof Props & string]
  );

export interface EventApi<Props = AnyProps> {
  name: string;
  /** The React prop through which the component raises the event, e.g. `onResultChange`. */
  prop: EventProp<Props>;
  /** The TypeScript type of `event.detail`. */
  detailType: string;
  description: string;
}

export interface PropertyApi<Props = AnyProps> {
  /** The element property, which is also the React prop. */
  name: keyof Props & string;
  tsType: string;
  /**
   * A types-only module (repository path) that declares `tsType`; its declarations, and those of the
   * modules it imports types from, ship in the element's .d.ts.
   */
  typesFrom?: string;
  description: string;
}

export interface NamedDoc {
  name: string;
  description: string;
}

/**
 * The API of an element whose React component takes `Props`. Typed against those props, so a
 * renamed or retyped prop fails the typecheck where the api names it, not an embedder's page.
 */
export interface ElementApi<Props = AnyProps> {
  tag: string;
  /** The class name in the declarations, e.g. `SdtCalculatorElement`. */
  className: string;
  summary: string;
  attributes: readonly AttributeApi<Props>[];
  /** Properties with no attribute: rich objects such as a store, set from script only. */
  properties?: readonly PropertyApi<Props>[];
  events: readonly EventApi<Props>[];
  cssProperties: readonly (NamedDoc & { default: string })[];
  parts: readonly NamedDoc[];
  /** A ready-to-paste example of the element's markup, for the embed page and README. */
  example: string;
  /** The languages other than English it speaks: its Widget `texts`, fetched when asked for. */
  languages?: readonly OtherLocale[];
  /** What the calculator is, in a few words: the title of its iframe page and of the iframe. */
  title: string;
  /**
   * The height (px) the iframe snippet gives the calculator, for pages that cannot run the resizer:
   * its example's height at a phone's width (the tallest it is), with about 3% to spare for other
   * fonts. tests/e2e/embed-cross-origin.test.ts measures the iframe's content at a phone's and a
   * computer's widths against it.
   */
  frameHeight: number;
}

/** The props every element's component takes, for the attributes every element shares. */
export interface WidgetProps {
  hideTitle?: boolean;
}

/** The prop through which a component raises `result-change`. */
interface ResultChangeProps {
  onResultChange?: (detail: never) => void;
}

/** An attribute every element shares: the colour theme, handled by CSS alone. */
export const themeAttribute: AttributeApi<object> = {
  name: 'theme',
  type: 'string',
  tsType: "'dark' | 'light' | 'auto'",
  default: "'dark'",
  description:
    "Colour theme: `dark` (default), `light`, or `auto`, which follows the visitor's system setting (`prefers-color-scheme`).",
};

/** The other attribute every element shares: embedders with their own heading hide the title. */
export const hideTitleAttribute: AttributeApi<WidgetProps> = {
  name: 'hide-title',
  prop: 'hideTitle',
  type: 'boolean',
  tsType: 'boolean',
  default: 'false',
  description:
    'Hides the title, e.g. when the page already has a heading for the widget. The widget keeps the title as its accessible name.',
};

/** The attributes every element shares, first in each element's list. */
export const widgetAttributes: readonly AttributeApi<WidgetProps>[] = [
  themeAttribute,
  hideTitleAttribute,
];

/** The language attribute, HTML's own `lang`, listing the languages the element speaks. */
export const langAttribute = (languages: readonly OtherLocale[]): AttributeApi<object> => ({
  name: 'lang',
  type: 'string',
  tsType: 'string',
  default: "the page's",
  description: `The language it speaks: ${['en', ...languages].map((locale) => `\`${locale}\` (${LANGUAGE_NAMES[locale as OtherLocale | 'en']})`).join(', ')}. Without it, the nearest \`lang\` around it (the page's \`<html lang>\`); English for any other language.${languages.length > 0 ? ' A language other than English is fetched when first asked for.' : ''}`,
});

/** Latin digits, as marksheets print them, or the language's own. */
export const digitsAttribute: AttributeApi<object> = {
  name: 'digits',
  type: 'string',
  tsType: "'latin' | 'native'",
  default: "'latin'",
  description:
    "`native` writes numbers in the language's own digits (१२३ in Hindi); `latin` (default), 0-9 in every language, as marksheets and forms print them.",
};

/** The event every element raises when its result changes; each element has its own detail. */
export const RESULT_CHANGE_EVENT = 'result-change';

/** Every element's `result-change` event, raised through `onResultChange` with that element's detail. */
export const resultChangeEvent = <Props extends ResultChangeProps>(
  detailType: string,
  description: string,
): EventApi<Props> => ({
  name: RESULT_CHANGE_EVENT,
  // Sound, as Props has the prop; TypeScript cannot follow it through the mapped type.
  prop: 'onResultChange' as EventApi<Props>['prop'],
  detailType,
  description,
});

/** The CSS custom properties every widget honours (widget-base.css). */
export const widgetCssProperties: ElementApi['cssProperties'] = [
  {
    name: '--campuscalc-accent',
    default: 'var(--sl-color-primary-600)',
    description: 'Colour of the main action button and highlights.',
  },
  {
    name: '--campuscalc-background',
    default: 'var(--sl-color-neutral-0)',
    description: 'Background of the widget.',
  },
  {
    name: '--campuscalc-foreground',
    default: 'var(--sl-color-neutral-900)',
    description: 'Text colour.',
  },
  {
    name: '--campuscalc-radius',
    default: 'var(--sl-border-radius-large)',
    description: 'Corner radius of the widget box.',
  },
  {
    name: '--campuscalc-font',
    default: 'var(--sl-font-sans), var(--campuscalc-script-font, sans-serif)',
    description: 'Font family.',
  },
  {
    name: '--campuscalc-script-font',
    default: 'none',
    description:
      "A font for the script of the page's language, after the font family's own (set on the page, which the element inherits it from: e.g. `'Noto Sans Devanagari', sans-serif` on a page in Hindi).",
  },
];

/** The parts every widget has: its box and its messages. */
export const widgetParts: ElementApi['parts'] = [
  { name: 'base', description: 'The widget box.' },
  { name: 'title', description: "The widget's title (absent with `hide-title`)." },
  { name: 'toast-stack', description: 'The container of the messages.' },
  {
    name: 'toast',
    description: 'One message; also `toast-success`, `toast-error`, `toast-warning`, `toast-info`.',
  },
];

/**
 * An element's API from the entries it lists itself: its attributes and parts come after the ones
 * every element shares, and it honours the shared CSS properties.
 */
export const elementApi = <Props extends WidgetProps>(
  own: Omit<ElementApi<Props>, 'cssProperties'>,
): ElementApi<Props> => ({
  ...own,
  // Sound, as Props has the shared props; TypeScript cannot follow WidgetProps through the mapped type.
  attributes: [
    ...(widgetAttributes as readonly AttributeApi<Props>[]),
    langAttribute(own.languages ?? []) as AttributeApi<Props>,
    digitsAttribute as AttributeApi<Props>,
    ...own.attributes,
  ],
  cssProperties: widgetCssProperties,
  parts: [...widgetParts, ...own.parts],
});

/** Parses an attribute the way HTML does: a boolean is its presence; a bad number is no number. */
export function parseAttribute(attribute: AttributeApi, value: string | null): unknown {
  if (attribute.type === 'boolean') return value !== null;
  if (value === null) return undefined;
  if (attribute.type === 'number') {
    const number = Number(value.trim());
    return value.trim() !== '' && Number.isFinite(number) ? number : undefined;
  }
  if (attribute.type === 'json') {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return undefined;
    }
  }
  return value;
}

/**
 * The component's props for an element with these attributes, each event prop raising its event.
 * The browser and the build-time render both start from here, so their first renders agree.
 */
export function elementProps(
  api: ElementApi,
  readAttribute: (name: string) => string | null,
  raise: (event: string, detail: unknown) => void,
): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attribute of api.attributes) {
    if (attribute.prop)
      props[attribute.prop] = parseAttribute(attribute, readAttribute(attribute.name));
  }
  for (const event of api.events)
    props[event.prop] = (detail: unknown) => raise(event.name, detail);
  return props;
}
