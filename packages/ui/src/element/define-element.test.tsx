import { expect } from 'chai';
import theme from 'virtual:shoelace-theme?probe-widget';
import { useState } from 'react';
import {
  buildTimeRender,
  cleanupFixtures,
  fixture,
  settle,
  shadow,
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

const probeWidget = {
  api: probeApi,
  component: Probe,
  theme,
  css: '#click { color: rgb(1, 2, 3); }',
};
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
    defineElement({ api: probeApi, component: Probe, theme, css: '' });
    const element = await fixture<Probe>(`<probe-widget></probe-widget>`);
    expect(getComputedStyle(shadow(element, '#click')).color).to.equal('rgb(1, 2, 3)');
  });

  it('makes a class without registering it; the class given to defineElement is the one defined', () => {
    const widget = { api: { ...probeApi, tag: 'probe-class' }, component: Probe, theme, css: '' };
    const ProbeClass = createElementClass(widget);
    expect(customElements.get('probe-class')).to.equal(undefined);
    defineElement(widget, ProbeClass);
    defineElement(widget, createElementClass(widget));
    expect(customElements.get('probe-class')).to.equal(ProbeClass);
  });
});
