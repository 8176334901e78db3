import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import { createElement, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { elementProps, parseAttribute } from './element-api';
import type { Widget } from './widget';
import { SERVER_STYLE_ATTRIBUTE, widgetCss } from './widget';

// r2wc keeps its state under these global symbols (see @r2wc/core); we read them to give
// embedders normal HTML attribute behaviour, which r2wc alone does not.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

interface R2wcElement extends HTMLElement {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
}

type Props = Record<string, unknown>;

interface Rendered {
  root: Root;
  component: ComponentType<Props>;
  props: Props;
}

// A 'json' attribute parses to a new array or object each time it is read: equal if its JSON is.
const sameValue = (a: unknown, b: unknown) =>
  Object.is(a, b) ||
  (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

const sameProps = (a: Props, b: Props) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.keys(a).every((key) => sameValue(a[key], b[key]));

/**
 * @r2wc/react-to-web-component's renderer, plus hydration: an element the site rendered at build
 * time arrives with its shadow root filled, and React adopts that markup instead of replacing it
 * (what a visitor typed before the script ran stays, and nothing flickers).
 */
const renderer = {
  mount(container: HTMLElement, component: ComponentType<Props>, props: Props): Rendered {
    const element = createElement(component, { ...props });
    if (container.hasChildNodes()) {
      // As a transition, hydration yields to the browser every few milliseconds instead of one
      // long task: the markup is already painted, and a phone's taps are not kept waiting.
      let root!: Root;
      startTransition(() => {
        root = hydrateRoot(container, element);
      });
      return { root, component, props: { ...props } };
    }
    const root = createRoot(container);
    root.render(element);
    return { root, component, props: { ...props } };
  },
  update(rendered: Rendered, props: Props): void {
    // r2wc asks again for every attribute an upgrade replays; rendering anew during hydration
    // would make React drop the server markup, so only a real change renders.
    if (sameProps(rendered.props, props)) return;
    rendered.props = { ...props };
    rendered.root.render(createElement(rendered.component, rendered.props));
  },
  unmount: ({ root }: Rendered): void => root.unmount(),
};

/**
 * The custom element class of a widget, not registered: it renders the widget in an open shadow root
 * with its own stylesheet (Shoelace theme, shared base, control and toast styles, the widget's CSS).
 * Free of side effects, so a bundler may drop a class nobody uses (the npm package's class entries).
 */
export function createElementClass(widget: Widget): CustomElementConstructor {
  const { api, component } = widget;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(widget.theme + widgetCss(widget));
  const propAttributes = api.attributes.filter((attribute) => attribute.prop !== undefined);
  const attributeByName = new Map(propAttributes.map((attribute) => [attribute.name, attribute]));
  // The attribute map is ours, not r2wc's: r2wc ignores bare boolean attributes and removals.
  const Base = r2wc(
    component,
    { shadow: 'open', props: [] },
    renderer,
  ) as unknown as new () => R2wcElement;

  class WidgetElement extends Base {
    static observedAttributes = [...attributeByName.keys()];

    constructor() {
      super();
      const shadowRoot = this.shadowRoot!;
      shadowRoot.adoptedStyleSheets = [sheet];
      // The build-time render's own copy of the styles, needed only until the sheet above applies.
      shadowRoot.querySelector(`style[${SERVER_STYLE_ATTRIBUTE}]`)?.remove();
      Object.assign(
        this[PROPS],
        elementProps(
          api,
          (name) => this.getAttribute(name),
          (name, detail) =>
            this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true })),
        ),
      );
    }

    // A server-rendered element arrives with a declarative shadow root, which attachShadow would
    // empty: keep it, with the markup to hydrate.
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      const attribute = attributeByName.get(name)!;
      this[PROPS][attribute.prop!] = parseAttribute(attribute, value);
      this[RENDER]();
    }

    // Moving the element (remove, then insert in the same task) keeps its React state: unmount
    // only if it is still out of the document once the current task's DOM work is done.
    override disconnectedCallback(): void {
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }
  }

  for (const attribute of propAttributes) {
    Object.defineProperty(WidgetElement.prototype, attribute.prop!, {
      configurable: true,
      enumerable: true,
      get(this: WidgetElement) {
        return this[PROPS][attribute.prop!];
      },
      set(this: WidgetElement, value: unknown) {
        if (attribute.type === 'boolean') {
          this.toggleAttribute(attribute.name, Boolean(value));
        } else if (attribute.reflect === false) {
          this[PROPS][attribute.prop!] = value;
          this[RENDER]();
        } else if (value === null || value === undefined) {
          this.removeAttribute(attribute.name);
        } else {
          this.setAttribute(attribute.name, String(value));
        }
      },
    });
  }

  for (const property of api.properties ?? []) {
    Object.defineProperty(WidgetElement.prototype, property.name, {
      configurable: true,
      enumerable: true,
      get(this: WidgetElement) {
        return this[PROPS][property.name];
      },
      set(this: WidgetElement, value: unknown) {
        this[PROPS][property.name] = value;
        this[RENDER]();
      },
    });
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
