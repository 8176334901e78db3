import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import widgetBaseCss from './widget-base.css?inline';
import toastStackCss from '../toast/toast-stack.css?inline';
import controlsCss from './controls.css?inline';
import type { AttributeApi, ElementApi } from './element-api';

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

/** A widget's own styles: its Shoelace theme and its CSS. */
export interface WidgetStyles {
  /**
   * `virtual:shoelace-theme?<tag>`, imported by the element's entry: each element gets its own copy,
   * pruned at build time to the tokens it uses, rather than one copy in the shared runtime carrying
   * every element's tokens.
   */
  theme: string;
  css: string;
}

/**
 * Registers a React component as the custom element `api.tag`, in an open shadow root with its own
 * stylesheet (Shoelace theme, shared base, control and toast styles, the widget's CSS). Registering
 * twice is harmless, so a page may load the same script more than once.
 */
export function defineElement(
  api: ElementApi,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each widget's props differ; the api describes them
  component: ComponentType<any>,
  { theme, css }: WidgetStyles,
): void {
  if (customElements.get(api.tag)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(theme + widgetBaseCss + controlsCss + toastStackCss + css);
  const propAttributes = api.attributes.filter((attribute) => attribute.prop !== undefined);
  const attributeByName = new Map(propAttributes.map((attribute) => [attribute.name, attribute]));
  // The attribute map is ours, not r2wc's: r2wc ignores bare boolean attributes and removals.
  const Base = r2wc(component, { shadow: 'open', props: [] }) as unknown as new () => R2wcElement;

  class WidgetElement extends Base {
    static observedAttributes = [...attributeByName.keys()];

    constructor() {
      super();
      this.shadowRoot!.adoptedStyleSheets = [sheet];
      for (const attribute of propAttributes) {
        this[PROPS][attribute.prop!] = parseAttribute(attribute, this.getAttribute(attribute.name));
      }
      for (const event of api.events) {
        this[PROPS][event.prop] = (detail: unknown) =>
          this.dispatchEvent(
            new CustomEvent(event.name, { detail, bubbles: true, composed: true }),
          );
      }
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

  customElements.define(api.tag, WidgetElement);
}
