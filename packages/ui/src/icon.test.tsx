import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { createRoot, type Root } from 'react-dom/client';
import plusIcon from 'shoelace-icons/plus-lg.svg?raw';
import closeIcon from 'shoelace-icons/x-lg.svg?raw';
import theme from 'virtual:shoelace-theme?icon-probe';
import type { ElementApi } from './element/element-api';
import { renderWidget } from './element/render-widget';
import type { Widget } from './element/widget';
import { widgetCss } from './element/widget-css';
import { Icon, IconButton } from './icon';
import { expectNoAxeViolations, iconName, settle } from './testing/widget-testing';

let clicks = 0;

/** A widget with an icon button, a disabled one and a plain icon, as the widgets use them. */
function Probe() {
  return (
    <div part="base">
      <button type="button" className="button">
        Before
      </button>
      <IconButton
        icon={closeIcon}
        label="Clear distance"
        className="plain-icon-button"
        onClick={() => clicks++}
      />
      <IconButton
        icon={closeIcon}
        label="Clear time"
        className="plain-icon-button"
        disabled
        onClick={() => clicks++}
      />
      <button type="button" className="button">
        <Icon svg={plusIcon} />
        Add
      </button>
    </div>
  );
}

// Never defined: what it shows is the build-time markup alone, as before any script has run.
const probeApi: ElementApi = {
  tag: 'icon-probe',
  className: 'IconProbeElement',
  summary: '',
  attributes: [],
  events: [],
  cssProperties: [],
  parts: [],
  example: '<icon-probe></icon-probe>',
  title: 'Icon probe',
  frameHeight: 0,
};
const probeWidget: Widget = {
  api: probeApi,
  component: Probe,
  styles: { theme, css: widgetCss('') },
};

let host: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  clicks = 0;
  host = document.createElement('div');
  document.body.append(host);
});

afterEach(() => {
  root?.unmount();
  root = undefined;
  host.remove();
});

/** The probe mounted by React in a shadow root with the widgets' stylesheet. */
async function mountProbe(): Promise<ShadowRoot> {
  const shadowRoot = host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(theme + widgetCss(''));
  shadowRoot.adoptedStyleSheets = [sheet];
  root = createRoot(shadowRoot);
  root.render(<Probe />);
  await settle();
  return shadowRoot;
}

const iconButtons = (shadowRoot: ShadowRoot) => [
  ...shadowRoot.querySelectorAll<HTMLButtonElement>('.plain-icon-button'),
];

describe('Icon and IconButton', () => {
  it('draw their icons in the build-time markup, 1em square, before any script', () => {
    host.setHTMLUnsafe(renderWidget(probeWidget));
    const shadowRoot = host.querySelector('icon-probe')!.shadowRoot!;
    const drawn = [...shadowRoot.querySelectorAll('.icon')].map((icon) => {
      const { width, height } = icon.querySelector('svg')?.getBoundingClientRect() ?? {};
      return { name: iconName(icon), width, height, color: getComputedStyle(icon).color };
    });
    const [clear] = iconButtons(shadowRoot);
    const textColour = (element: Element) => getComputedStyle(element).color;
    // The theme's 16 px text; the SVGs fill with currentColor: the button's colour.
    expect(drawn).to.deep.equal([
      { name: 'x-lg', width: 16, height: 16, color: textColour(clear!) },
      { name: 'x-lg', width: 16, height: 16, color: textColour(iconButtons(shadowRoot)[1]!) },
      {
        name: 'plus-lg',
        width: 16,
        height: 16,
        color: textColour(shadowRoot.querySelector('button')!),
      },
    ]);
  });

  it('is a native button named by its label alone, its icon hidden from assistive technology', async () => {
    const shadowRoot = await mountProbe();
    expect(
      iconButtons(shadowRoot).map((button) => ({
        type: button.type,
        label: button.ariaLabel,
        text: button.textContent!.trim(),
        icon: button.querySelector('.icon')!.ariaHidden,
        disabled: button.disabled,
      })),
    ).to.deep.equal([
      { type: 'button', label: 'Clear distance', text: '', icon: 'true', disabled: false },
      { type: 'button', label: 'Clear time', text: '', icon: 'true', disabled: true },
    ]);
    await expectNoAxeViolations(host);
  });

  it('works from the keyboard: Tab reaches it, Enter and Space press it; disabled, Tab skips it', async () => {
    const shadowRoot = await mountProbe();
    shadowRoot.querySelector<HTMLButtonElement>('button')!.focus();
    await sendKeys({ press: 'Tab' });
    const [clear] = iconButtons(shadowRoot);
    expect(shadowRoot.activeElement?.ariaLabel).to.equal('Clear distance');
    // The theme's focus ring, as on every control.
    expect(getComputedStyle(clear!).outlineStyle).to.equal('solid');
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Space' });
    expect(clicks).to.equal(2);
    await sendKeys({ press: 'Tab' });
    expect(shadowRoot.activeElement?.textContent?.trim()).to.equal('Add');
    expect(clicks).to.equal(2);
  });
});
