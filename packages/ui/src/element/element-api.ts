/**
 * The public API of one custom element, written once and used twice: by `defineElement` to map
 * attributes to React props, and by the build to write `custom-elements.json` and the TypeScript
 * declarations that embedders read. Kept free of DOM and React so the build can import it in Node.
 */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export interface AttributeApi {
  /** The HTML attribute, e.g. `hide-formulas`. */
  name: string;
  /** The React prop and element property it sets, e.g. `hideFormulas`; absent for CSS-only attributes. */
  prop?: string;
  type: AttributeType;
  /** The TypeScript type of the property, as written in the declarations. */
  tsType: string;
  default: string;
  description: string;
  /** Rich data (json) is a property only: it is read from the attribute but never written back. */
  reflect?: false;
}

export interface EventApi {
  name: string;
  /** The React prop through which the component raises the event, e.g. `onResultChange`. */
  prop: string;
  /** The TypeScript type of `event.detail`. */
  detailType: string;
  description: string;
}

export interface PropertyApi {
  /** The element property, which is also the React prop. */
  name: string;
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

export interface ElementApi {
  tag: string;
  /** The class name in the declarations, e.g. `SdtCalculatorElement`. */
  className: string;
  summary: string;
  attributes: readonly AttributeApi[];
  /** Properties with no attribute: rich objects such as a store, set from script only. */
  properties?: readonly PropertyApi[];
  events: readonly EventApi[];
  cssProperties: readonly (NamedDoc & { default: string })[];
  parts: readonly NamedDoc[];
  /** A ready-to-paste example of the element's markup, for the embed page and README. */
  example: string;
  /** What the calculator is, in a few words: the title of its iframe page and of the iframe. */
  title: string;
  /**
   * The height (px) the iframe snippet gives the calculator, for pages that cannot run the resizer:
   * its example's height at a phone's width, with room to spare.
   */
  frameHeight: number;
}

/** An attribute every element shares: the colour theme, handled by CSS alone. */
export const themeAttribute: AttributeApi = {
  name: 'theme',
  type: 'string',
  tsType: "'dark' | 'light' | 'auto'",
  default: "'dark'",
  description:
    "Colour theme: `dark` (default), `light`, or `auto`, which follows the visitor's system setting (`prefers-color-scheme`).",
};

/** The other attribute every element shares: embedders with their own heading hide the title. */
export const hideTitleAttribute: AttributeApi = {
  name: 'hide-title',
  prop: 'hideTitle',
  type: 'boolean',
  tsType: 'boolean',
  default: 'false',
  description:
    'Hides the title, e.g. when the page already has a heading for the widget. The widget keeps the title as its accessible name.',
};

/** The attributes every element shares, first in each element's list. */
export const widgetAttributes: ElementApi['attributes'] = [themeAttribute, hideTitleAttribute];

/** The detail of every element's `result-change` event is listed per element; the event is shared. */
export const RESULT_CHANGE_EVENT = 'result-change';

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
  { name: '--campuscalc-font', default: 'var(--sl-font-sans)', description: 'Font family.' },
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
