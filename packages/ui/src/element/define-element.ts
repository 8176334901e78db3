import type { R2WCRenderer } from '@r2wc/core';
import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import { createElement, startTransition, useEffect } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Language } from '#core/i18n/texts.ts';
import { ENGLISH } from '#core/i18n/texts.ts';
import type { WidgetTexts } from '../language/language';
import { digitsOf, elementLocale, inLanguage, loadLanguage } from '../language/language';
import type { AnyProps } from './element-api';
import { elementProps, parseAttribute } from './element-api';
import { elementSheet } from './element-sheet';
import type { Widget } from './widget';

/**
 * What one element shows: its component's props, which the element keeps (see createElementClass),
 * and while it is in the page its React root with the props it last rendered.
 */
interface View {
  element: HTMLElement;
  component: ComponentType<AnyProps>;
  props: AnyProps;
  /** The element's language, once its texts are here; what it last rendered in. */
  language: Language;
  shownLanguage?: Language;
  root?: Root;
  shown?: AnyProps;
  /**
   * The first commit has not happened yet: build-time markup being adopted or, without it, the
   * element's stylesheet still loading.
   */
  pending?: boolean;
  /** Settles once the element's stylesheet is whole (or cannot be); none if it was at once. */
  styled?: Promise<void>;
  /** The element's texts in other languages. */
  texts?: WidgetTexts;
  /** The last language asked for: a slower answer to an earlier one is dropped. */
  asked?: object;
  /** Set while the element is in the page (from mount to unmount). */
  mounted?: object;
}

/** Each element's view by its shadow root, the container r2wc hands the renderer. */
const views = new WeakMap<Node, View>();

// A 'json' attribute parses to a new array or object each time it is read: equal if its JSON is.
const sameValue = (a: unknown, b: unknown) =>
  Object.is(a, b) ||
  (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

const sameProps = (a: AnyProps, b: AnyProps) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.keys(a).every((key) => sameValue(a[key], b[key]));

/** After the first commit (for build-time markup, the end of hydration): the props changed meanwhile. */
function committed(view: View): void {
  view.pending = false;
  show(view);
}

/** What a view's root renders: its component with the props, in its language. */
function Mounted({ view, props, language }: { view: View; props: AnyProps; language: Language }) {
  useEffect(() => committed(view), [view]);
  return inLanguage(language, createElement(view.component, props));
}

/** The view's root element for its current props, in its language or `language`, marked as shown. */
function rendered(view: View, language = view.language) {
  view.shown = view.props;
  view.shownLanguage = language;
  return createElement(Mounted, { view, props: view.props, language });
}

/**
 * Renders the view's current props, if it is mounted and they changed, and not before its first
 * commit: while hydrating, rendering would make React drop the build-time markup, and with it what
 * a visitor typed (an iframe page sets the attributes of its address on the element it holds
 * rendered for its defaults). The props that changed meanwhile are shown after the first commit.
 */
function show(view: View): void {
  if (!view.root || view.pending) return;
  if (sameProps(view.shown!, view.props) && view.shownLanguage === view.language) return;
  view.root.render(rendered(view));
}

/**
 * The language the element's `lang` (or its page's) and `digits` ask for, made the view's: at
 * once for English, else once its texts have arrived (English if they cannot). A later request
 * wins over a slower earlier one.
 */
function setLanguage(view: View): Language | Promise<Language> {
  const digits = digitsOf(view.element.getAttribute('digits'));
  const language = loadLanguage(elementLocale(view.element), digits, view.texts);
  if (!(language instanceof Promise)) {
    view.asked = {};
    view.language = language;
    return language;
  }
  const asked = (view.asked = {});
  return language
    .catch(() => ({ ...ENGLISH, digits }))
    .then((found) => {
      if (view.asked === asked) view.language = found;
      return found;
    });
}

/**
 * Our renderer for r2wc (its public contract: mount when the element enters the page, update,
 * unmount when it leaves), which hydrates: an element the site rendered at build time arrives with
 * its shadow root filled, and React adopts that markup instead of replacing it (what a visitor
 * typed before the script ran stays, and nothing flickers). The props come from the element's view,
 * not from r2wc. An element without that markup renders first once its stylesheet is whole, not
 * unstyled for a moment.
 */
const renderer: R2WCRenderer<AnyProps, View> = {
  mount(container) {
    const view = views.get(container)!;
    const mounted = (view.mounted = {});
    const language = setLanguage(view);
    if (container.hasChildNodes()) {
      view.pending = true;
      // As a transition, hydration yields to the browser every few milliseconds instead of one
      // long task: the markup is already painted, and a phone's taps are not kept waiting. The
      // markup is in the element's language: React adopts it once it has the same texts (a
      // language asked for meanwhile is shown after), unless the element has left the page.
      const hydrate = (inLanguage: Language) => {
        if (view.mounted !== mounted) return;
        startTransition(() => {
          view.root = hydrateRoot(container, rendered(view, inLanguage));
        });
      };
      if (language instanceof Promise) void language.then(hydrate);
      else hydrate(language);
    } else {
      const root = createRoot(container);
      view.root = root;
      const waits = [view.styled, language].filter((wait) => wait instanceof Promise);
      if (waits.length > 0) {
        view.pending = true;
        void Promise.all(waits).then(() => {
          if (view.root === root) root.render(rendered(view));
        });
      } else {
        root.render(rendered(view));
      }
    }
    return view;
  },
  update: show,
  unmount(view) {
    delete view.mounted;
    // A build-time render whose language had not arrived was never hydrated.
    view.root?.unmount();
    delete view.root;
  },
};

/** r2wc's class: a custom element, with the lifecycle callbacks the custom elements spec names. */
type R2wcElementClass = new () => HTMLElement & {
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
};

/**
 * The custom element class of a widget, not registered: it renders the widget in an open shadow root
 * with its own stylesheet (Shoelace theme, shared base, control and toast styles, the widget's CSS;
 * element-sheet.ts).
 * Free of side effects, so a bundler may drop a class nobody uses (the npm package's class entries).
 */
export function createElementClass(widget: Widget): CustomElementConstructor {
  const { api, component } = widget;
  const { sheet, adopt } = elementSheet(widget.styles);
  const propAttributes = api.attributes.filter((attribute) => attribute.prop !== undefined);
  const attributeByName = new Map(propAttributes.map((attribute) => [attribute.name, attribute]));
  // r2wc gives the element its shadow root and its life in the page (our renderer); it is told of
  // no props, as its attribute handling is not HTML's (a bare boolean attribute reads as false, a
  // removal changes nothing): the attributes, properties and events are ours. See docs/decisions.md,
  // "Our own element renderer on @r2wc/core".
  const Base = r2wc(component, { shadow: 'open', props: [] }, renderer) as R2wcElementClass;

  class WidgetElement extends Base {
    // `lang` and `digits` choose the language and digits the element speaks in, for every element.
    static observedAttributes = [...attributeByName.keys(), 'lang', 'digits'];

    readonly #view: View;

    constructor() {
      super();
      const shadowRoot = this.shadowRoot!;
      shadowRoot.adoptedStyleSheets = [sheet];
      this.#view = {
        element: this,
        component,
        language: ENGLISH,
        texts: widget.texts,
        styled: adopt(shadowRoot),
        props: elementProps(
          api,
          (name) => this.getAttribute(name),
          (name, detail) =>
            this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true })),
        ),
      };
      views.set(shadowRoot, this.#view);
      // A property set before the element was defined (its script arrived late) is an own property
      // of the element, hiding the class's accessor: it goes through the accessor instead.
      const props = [
        ...propAttributes.map(({ prop }) => prop!),
        ...(api.properties ?? []).map(({ name }) => name),
      ];
      for (const prop of props) {
        const own = Object.getOwnPropertyDescriptor(this, prop);
        if (!own) continue;
        Reflect.deleteProperty(this, prop);
        (this as Record<string, unknown>)[prop] = own.value;
      }
    }

    // A server-rendered element arrives with a declarative shadow root, which attachShadow would
    // empty: keep it, with the markup to hydrate.
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    override attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      if (name === 'lang' || name === 'digits') {
        // Before the element is in the page, its mount reads them; after, it shows the change.
        if (this.#view.mounted)
          void Promise.resolve(setLanguage(this.#view)).then(() => show(this.#view));
        return;
      }
      const attribute = attributeByName.get(name)!;
      this.#set(attribute.prop!, parseAttribute(attribute, value));
    }

    // Moving the element (remove, then insert in the same task) keeps its React state: unmount
    // only if it is still out of the document once the current task's DOM work is done.
    override disconnectedCallback(): void {
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }

    /** Gives the component a new value of one prop, shown at once if the element is mounted. */
    #set(prop: string, value: unknown): void {
      this.#view.props = { ...this.#view.props, [prop]: value };
      show(this.#view);
    }

    static {
      const accessors = (prop: string, set: (element: WidgetElement, value: unknown) => void) =>
        Object.defineProperty(this.prototype, prop, {
          configurable: true,
          enumerable: true,
          get(this: WidgetElement) {
            return this.#view.props[prop];
          },
          set(this: WidgetElement, value: unknown) {
            set(this, value);
          },
        });
      for (const attribute of propAttributes) {
        accessors(attribute.prop!, (element, value) => {
          if (attribute.type === 'boolean') {
            element.toggleAttribute(attribute.name, Boolean(value));
          } else if (attribute.reflect === false) {
            element.#set(attribute.prop!, value);
          } else if (value === null || value === undefined) {
            element.removeAttribute(attribute.name);
          } else {
            element.setAttribute(attribute.name, String(value));
          }
        });
      }
      for (const property of api.properties ?? []) {
        accessors(property.name, (element, value) => element.#set(property.name, value));
      }
    }
  }

  return WidgetElement;
}

/**
 * Registers a widget as the custom element `api.tag`, as `element` when given (its class module's,
 * so that the page and an importer of that module share one class). Registering twice is harmless,
 * so a page may load the same script more than once: the first definition stays.
 */
export function defineElement(widget: Widget, element?: CustomElementConstructor): void {
  if (!customElements.get(widget.api.tag)) {
    customElements.define(widget.api.tag, element ?? createElementClass(widget));
  }
}
