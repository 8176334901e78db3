import { expect } from 'chai';
import theme from 'virtual:shoelace-theme?probe-widget';
import { useLayoutEffect, useRef, useState } from 'react';
import {
  buildTimeRender,
  cleanupFixtures,
  fixture,
  mountNode,
  settle,
  shadow,
  until,
} from '../testing/widget-testing';
import { createElementClass, defineElement } from './define-element';
import type { ElementApi } from './element-api';

interface ProbeProps {
  label?: string;
  count?: number;
  compact?: boolean;
  items?: string[];
  store?: { name: string };
  onResultChange?: (detail: { clicks: number }) => void;
}

/** A minimal widget that shows its props and keeps a click counter in React state. */
function Probe({ label, count, compact, items, store, onResultChange }: ProbeProps) {
  const [clicks, setClicks] = useState(0);
  return (
    <div part="base">
      <output id="props">
        {JSON.stringify({ label, count, compact, items, store: store?.name })}
      </output>
      <button
        id="click"
        onClick={() => {
          setClicks(clicks + 1);
          onResultChange?.({ clicks: clicks + 1 });
        }}
      >
        {clicks}
      </button>
    </div>
  );
}

const probeApi: ElementApi = {
  tag: 'probe-widget',
  className: 'ProbeWidgetElement',
  summary: 'Test probe.',
  attributes: [
    {
      name: 'label',
      prop: 'label',
      type: 'string',
      tsType: 'string',
      default: "''",
      description: '',
    },
    {
      name: 'count',
      prop: 'count',
      type: 'number',
      tsType: 'number',
      default: '0',
      description: '',
    },
    {
      name: 'compact',
      prop: 'compact',
      type: 'boolean',
      tsType: 'boolean',
      default: 'false',
      description: '',
    },
    {
      name: 'items',
      prop: 'items',
      type: 'json',
      tsType: 'string[]',
      default: '[]',
      description: '',
      reflect: false,
    },
  ],
  properties: [{ name: 'store', tsType: '{ name: string }', description: '' }],
  events: [
    {
      name: 'result-change',
      prop: 'onResultChange',
      detailType: '{ clicks: number }',
      description: '',
    },
  ],
  cssProperties: [],
  parts: [],
  example: '<probe-widget></probe-widget>',
  title: 'Probe',
  frameHeight: 100,
};

const PROBE_CSS = '#click { color: rgb(1, 2, 3); }';
const probeWidget = { api: probeApi, component: Probe, styles: { theme, css: PROBE_CSS } };
defineElement(probeWidget);

type Probe = HTMLElement & Omit<ProbeProps, 'onResultChange'>;
const shownProps = (element: Element) => JSON.parse(shadow(element, '#props').textContent!);

describe('defineElement', () => {
  afterEach(cleanupFixtures);

  it('parses attributes the way HTML does', async () => {
    const element = await fixture<Probe>(
      `<probe-widget label="Hi" count="3" compact items='["a","b"]'></probe-widget>`,
    );
    expect(shownProps(element)).to.deep.equal({
      label: 'Hi',
      count: 3,
      compact: true,
      items: ['a', 'b'],
    });
  });

  it('ignores a number or JSON attribute it cannot parse instead of passing NaN', async () => {
    const element = await fixture<Probe>(
      `<probe-widget count="lots" items="[oops"></probe-widget>`,
    );
    expect(shownProps(element)).to.deep.equal({ compact: false });
  });

  it('resets a prop when its attribute is removed, including booleans', async () => {
    const element = await fixture<Probe>(`<probe-widget label="Hi" compact></probe-widget>`);
    element.removeAttribute('label');
    element.removeAttribute('compact');
    await settle();
    expect(shownProps(element)).to.deep.equal({ compact: false });
  });

  it('reflects properties to attributes, except rich data', async () => {
    const element = await fixture<Probe>(`<probe-widget></probe-widget>`);
    element.compact = true;
    element.count = 7;
    element.items = ['x'];
    await settle();
    expect(element.hasAttribute('compact')).to.equal(true);
    expect(element.getAttribute('count')).to.equal('7');
    expect(element.hasAttribute('items')).to.equal(false);
    expect(shownProps(element)).to.deep.equal({ count: 7, compact: true, items: ['x'] });
    element.compact = false;
    await settle();
    expect(element.hasAttribute('compact')).to.equal(false);
  });

  it('passes property-only members (rich objects) to the component without an attribute', async () => {
    const element = await fixture<Probe>(`<probe-widget></probe-widget>`);
    element.store = { name: 'device' };
    await settle();
    expect(shownProps(element).store).to.equal('device');
    expect(element.store).to.deep.equal({ name: 'device' });
    expect(element.getAttributeNames()).to.deep.equal([]);
  });

  it('dispatches bubbling, composed result-change events', async () => {
    const element = await fixture<Probe>(`<probe-widget></probe-widget>`);
    const details: unknown[] = [];
    document.addEventListener('result-change', (event) =>
      details.push((event as CustomEvent).detail),
    );
    shadow(element, '#click').click();
    await settle();
    expect(details).to.deep.equal([{ clicks: 1 }]);
  });

  it('keeps its state when moved in the document', async () => {
    const element = await fixture<Probe>(`<probe-widget></probe-widget>`);
    shadow(element, '#click').click();
    await settle();
    const elsewhere = document.createElement('section');
    element.parentElement!.append(elsewhere);
    elsewhere.append(element);
    await settle();
    expect(shadow(element, '#click').textContent).to.equal('1');
  });

  it('shows an attribute set while it hydrates once hydrated, keeping the build-time markup', async () => {
    // As an iframe page does: its element is rendered for the defaults, its address sets the rest.
    const element = buildTimeRender<Probe>(probeWidget);
    const serverBase = element.shadowRoot!.querySelector('[part~="base"]')!;
    // In the same task as it enters the page: its hydration, a transition, is not done yet.
    document.body.append(element);
    element.setAttribute('label', 'From the address');
    await settle();
    expect(element.shadowRoot!.contains(serverBase), 'the build-time markup is kept').to.equal(
      true,
    );
    expect(shownProps(element).label).to.equal('From the address');
    element.remove();
  });

  it('adopts its own stylesheet in the shadow root and tolerates a second definition', async () => {
    defineElement({ api: probeApi, component: Probe, styles: { theme, css: '' } });
    const element = await fixture<Probe>(`<probe-widget></probe-widget>`);
    expect(getComputedStyle(shadow(element, '#click')).color).to.equal('rgb(1, 2, 3)');
  });

  it('makes a class without registering it; the class given to defineElement is the one defined', () => {
    const widget = {
      api: { ...probeApi, tag: 'probe-class' },
      component: Probe,
      styles: { theme, css: '' },
    };
    const ProbeClass = createElementClass(widget);
    expect(customElements.get('probe-class')).to.equal(undefined);
    defineElement(widget, ProbeClass);
    defineElement(widget, createElementClass(widget));
    expect(customElements.get('probe-class')).to.equal(ProbeClass);
  });
});

// The site's pages: an element's stylesheet is a CSS file (scripts/sheet-files.ts). Its build-time
// markup carries the rules its first screen can use; a rule for a state only the script sets
// (`.pressed`) is the whole sheet's alone.
const WHOLE_CSS = `${PROBE_CSS} #click.pressed { color: rgb(7, 8, 9); }`;
const sheetFile = (css: string) => URL.createObjectURL(new Blob([css], { type: 'text/css' }));
/** The selectors of the probe's own rules in an element's sheets (the theme's left out). */
const selectors = (element: Element) =>
  [...element.shadowRoot!.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules])]
    .map((rule) => (rule as CSSStyleRule).selectorText)
    .filter((selector) => selector?.startsWith('#'));

/** The widget `tag` as the site's build makes it: rendered in Node from text, defined from a file. */
function siteWidget(tag: string, href: string, component = Probe) {
  const api = { ...probeApi, tag };
  return {
    rendered: { api, component, styles: { theme, css: WHOLE_CSS } },
    defined: { api, component, styles: { href } },
  };
}

/** Makes `fetch` wait until the returned function is called, as a slow network would. */
function slowNetwork(): () => void {
  const realFetch = window.fetch;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  window.fetch = async (...args) => {
    await opened;
    return realFetch(...args);
  };
  return () => {
    window.fetch = realFetch;
    open();
  };
}

/** The unhandled rejections while `test` runs. */
async function unhandledRejections(test: () => Promise<void>): Promise<unknown[]> {
  const found: unknown[] = [];
  const listener = (event: PromiseRejectionEvent) => found.push(event.reason);
  window.addEventListener('unhandledrejection', listener);
  try {
    await test();
    await settle();
  } finally {
    window.removeEventListener('unhandledrejection', listener);
  }
  return found;
}

describe('defineElement, its stylesheet a file', () => {
  afterEach(cleanupFixtures);

  it("holds its build-time markup's first-screen rules at once, the whole sheet once it arrives", async () => {
    const { rendered, defined } = siteWidget('probe-sheet-file', sheetFile(WHOLE_CSS));
    const element = buildTimeRender<Probe>(rendered);
    expect(selectors(element), 'the markup carries the first screen only').to.deep.equal([]);
    const serverStyle = element.shadowRoot!.querySelector('style')!.textContent;
    expect(serverStyle).to.contain('#click').and.not.contain('.pressed');
    const done = slowNetwork();
    try {
      defineElement(defined);
      document.body.append(element);
      // Upgraded in the same task: the markup's <style> has become the sheet, nothing unstyled.
      expect(element.shadowRoot!.querySelectorAll('style').length, 'no <style> left').to.equal(0);
      expect(selectors(element)).to.deep.equal(['#click']);
      expect(getComputedStyle(shadow(element, '#click')).color).to.equal('rgb(1, 2, 3)');
    } finally {
      done();
    }
    await until(() => selectors(element).includes('#click.pressed'), 'the whole sheet');
    shadow(element, '#click').classList.add('pressed');
    expect(getComputedStyle(shadow(element, '#click')).color).to.equal('rgb(7, 8, 9)');
    element.remove();
  });

  it('without build-time markup, renders first once its sheet has arrived', async () => {
    const colours: string[] = [];
    /** The probe's button colour at each commit, before the browser paints it. */
    function Recording() {
      const ref = useRef<HTMLButtonElement>(null);
      useLayoutEffect(() => {
        colours.push(getComputedStyle(ref.current!).color);
      });
      return <button id="click" ref={ref} />;
    }
    const { defined } = siteWidget('probe-sheet-late', sheetFile(WHOLE_CSS), Recording);
    const done = slowNetwork();
    defineElement(defined);
    const element = document.createElement('probe-sheet-late');
    try {
      await mountNode(element);
      await settle();
      expect(element.shadowRoot!.childNodes.length, 'nothing shown unstyled').to.equal(0);
    } finally {
      done();
    }
    await until(() => colours.length > 0, 'the element renders');
    expect(colours[0], 'styled at its first commit').to.equal('rgb(1, 2, 3)');
  });

  it('works with the rules it has when its sheet cannot load, and nothing is left unhandled', async () => {
    const href = sheetFile(WHOLE_CSS);
    // Gone, as a file is offline and not cached: fetching it fails.
    URL.revokeObjectURL(href);
    const warned: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warned.push(args);
    try {
      const rejections = await unhandledRejections(async () => {
        const { rendered, defined } = siteWidget('probe-sheet-offline', href);
        defineElement(defined);
        const hydrated = buildTimeRender<Probe>(rendered);
        await mountNode(hydrated);
        const fresh = document.createElement('probe-sheet-offline');
        await mountNode(fresh);
        await until(() => warned.length > 0, 'the failure logged');
        for (const element of [hydrated, fresh]) {
          await until(() => element.shadowRoot!.querySelector('#click') !== null, 'renders');
          shadow(element, '#click').click();
          await settle();
          expect(shadow(element, '#click').textContent, 'it works').to.equal('1');
          expect(getComputedStyle(shadow(element, '#click')).color).to.equal('rgb(1, 2, 3)');
        }
      });
      expect(rejections).to.deep.equal([]);
      expect(warned, 'one fetch, one warning').to.have.length(1);
    } finally {
      console.warn = warn;
    }
  });
});
