import FakeTimers from '@sinonjs/fake-timers';
import { emulateMedia, resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import axe from 'axe-core';
import { expect } from 'chai';
import type { Language } from '#core/i18n/texts.ts';
import { RESULT_CHANGE_EVENT, widgetAttributes } from '../element/element-api';
import { preload } from '../element/on-demand';
import { exampleAttributes, renderWidget } from '../element/render-widget';
import type { Widget } from '../element/widget';
import { SERVER_STYLE_ATTRIBUTE } from '../element/widget';
import { loadToastList } from '../toast/toast-stack';

/**
 * Helpers for widget tests in Chromium: mount markup, reach into shadow roots, wait, check a11y, and
 * the `expect…` checks of the rules every widget shares (toasts, embedding, themes, title), so each
 * widget's tests state those rules once, for that widget.
 *
 * Assertions here compare text and numbers, never DOM nodes: a failing chai comparison of nodes
 * makes the runner serialise React's circular fibers and hang.
 */

/** A widget's custom element: its props become element properties, except the event callbacks. */
export type WidgetElement<Props> = HTMLElement & Omit<Props, `on${Capitalize<string>}`>;

export type Theme = 'dark' | 'light';

const fixtures: HTMLElement[] = [];

const rendered = (element: Element) => (element.shadowRoot?.childElementCount ?? 0) > 0;

/**
 * Loads the toasts' chunk, as a visitor's first press or focus fetches it before any message comes
 * (its loading is toast-loading.test.tsx's): a test's message then shows in the task raising it.
 */
export const toastsLoaded = () => preload(loadToastList);

/** Mounts `html` in the document and waits until each of its top-level elements has rendered. */
export async function fixtureAll<T extends HTMLElement>(html: string): Promise<T[]> {
  await toastsLoaded();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  fixtures.push(container);
  const elements = [...container.children] as T[];
  await until(() => elements.every(rendered), `${elements[0]?.localName} renders`);
  await settle();
  return elements;
}

/** Mounts `html` in the document and waits until its first element has rendered its shadow root. */
export async function fixture<T extends HTMLElement>(html: string): Promise<T> {
  const [element] = await fixtureAll<T>(html);
  return element!;
}

/**
 * Removes every fixture and waits for the widgets to unmount, so they clear their timers under the
 * clock that made them; call in afterEach, before uninstalling a fake clock.
 */
export async function cleanupFixtures(): Promise<void> {
  for (const container of fixtures.splice(0)) container.remove();
  await settle();
  restoreConsoleError?.();
}

let restoreConsoleError: (() => void) | undefined;

/**
 * Takes what the test's code logs with console.error, until `cleanupFixtures`: a widget logs each
 * failure it reports (SPEC §8), and a test that provokes one asserts it here instead of printing a
 * stack trace into a passing run. Each entry is the first thing logged, as a rule the error.
 */
export function captureConsoleErrors(): unknown[] {
  const logged: unknown[] = [];
  const original = console.error;
  console.error = (error: unknown) => logged.push(error);
  restoreConsoleError = () => {
    console.error = original;
    restoreConsoleError = undefined;
  };
  return logged;
}

/** The names of the errors `captureConsoleErrors` took, e.g. 'QuotaExceededError'. */
export const errorNames = (logged: readonly unknown[]): string[] =>
  logged.map((error) => (error as Error).name);

/** The names and messages of errors `captureConsoleErrors` took, e.g. 'Error: offline'. */
export const errorTexts = (logged: readonly unknown[]): string[] =>
  logged.map((error) =>
    error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  );

/** The first match of `selector` inside the element's shadow root; fails the test if absent. */
export function shadow<T extends Element = HTMLElement>(host: Element, selector: string): T {
  const found = host.shadowRoot?.querySelector<T>(selector);
  if (!found) throw new Error(`${host.localName}: nothing matches ${selector}`);
  return found;
}

export function shadowAll<T extends Element = HTMLElement>(host: Element, selector: string): T[] {
  return [...(host.shadowRoot?.querySelectorAll<T>(selector) ?? [])];
}

/** The `<button>` in the element's shadow root whose text is `label`; fails the test if absent. */
export function shadowButton(host: Element, label: string): HTMLButtonElement {
  const found = shadowAll<HTMLButtonElement>(host, 'button').find(
    (candidate) => candidate.textContent?.trim() === label,
  );
  if (!found) throw new Error(`${host.localName}: no button labelled ${label}`);
  return found;
}

/**
 * Which of Shoelace's icons an `Icon` (packages/ui/src/icon.tsx) draws, e.g. 'x-lg': the icon set's
 * SVG files carry their name as a class (`bi-x-lg`); '' when it draws nothing.
 */
export const iconName = (icon: Element): string =>
  [...(icon.querySelector('svg')?.classList ?? [])]
    .find((name) => name.startsWith('bi-'))
    ?.slice('bi-'.length) ?? '';

/** Chooses `value` in a select the way a user does: one change event, then a re-render. */
export async function pickOption(control: HTMLSelectElement, value: string): Promise<void> {
  control.value = value;
  control.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
}

/** Polls `condition` every animation frame until true, or fails with `what` after `timeoutMs`. */
export async function until(condition: () => boolean, what: string, timeoutMs = 3000) {
  const start = performance.now();
  while (!condition()) {
    if (performance.now() - start > timeoutMs) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/**
 * Lets React finish and the browser lay out: an animation frame, then until the page is idle.
 * React renders in tasks of a few milliseconds and on a busy machine spreads one update over
 * several frames, so frames alone may end mid-render (a GPA element's hide-title did, in a full
 * run); an idle callback runs only once no task is queued, so one frame before it is enough (a
 * second frame cost the browser suite a quarter of its time, 209 s against 155 alone). A second at
 * most: Chromium once held a test page's idle callbacks back for ten seconds with the page doing
 * nothing.
 */
export async function settle(): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 }));
}

/**
 * Replaces a field's text with one real input event, as typing or pasting does. `execCommand` is
 * deprecated but is still the one way a page can raise a trusted input event that frameworks see as
 * the user's.
 */
export async function typeInto(field: HTMLInputElement, text: string): Promise<void> {
  field.focus();
  field.select();
  document.execCommand(text === '' ? 'delete' : 'insertText', false, text);
  await settle();
}

export type FakeClock = ReturnType<typeof FakeTimers.install>;

/** Fakes the timers widgets use; requestAnimationFrame stays real, so `settle()` still works. */
export function installFakeClock(): FakeClock {
  return FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
}

/** Moves a fake clock on by `ms`, then lets the widget re-render. */
export type Elapse = (ms: number) => Promise<void>;

async function onFakeClock(run: (elapse: Elapse) => Promise<void>): Promise<void> {
  const clock = installFakeClock();
  try {
    await run(async (ms) => {
      clock.tick(ms);
      await settle();
    });
  } finally {
    clock.uninstall();
  }
}

/** A real mouse click in the middle of `target`, as a user makes it (hit testing included). */
export async function clickLikeUser(target: Element): Promise<void> {
  target.scrollIntoView({ block: 'center' });
  const { left, top, width, height } = target.getBoundingClientRect();
  try {
    await sendMouse({
      type: 'click',
      position: [Math.round(left + width / 2), Math.round(top + height / 2)],
    });
  } finally {
    // A mouse left hovering would restyle whatever the next test puts under it.
    await resetMouse();
  }
  await settle();
}

/** Collects the `detail` of every `result-change` event the element raises, oldest first. */
export function recordResultChanges<Detail>(element: Element): Detail[] {
  const details: Detail[] = [];
  element.addEventListener(RESULT_CHANGE_EVENT, (event) =>
    details.push((event as CustomEvent<Detail>).detail),
  );
  return details;
}

/** The texts of the toasts a widget shows, oldest first. */
export function toastMessages(host: Element): string[] {
  return shadowAll(host, '.toast__message').map((node) => node.textContent ?? '');
}

/** The viewport of a phone held upright, as the students use the widgets. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** Runs `test` at a phone's viewport size, then puts the runner's size back. */
export async function atPhoneSize(test: () => Promise<void>): Promise<void> {
  const size = { width: innerWidth, height: innerHeight };
  await setViewport(PHONE_VIEWPORT);
  try {
    await test();
  } finally {
    await setViewport(size);
  }
}

/**
 * The widget's toasts are on screen, in the top layer, and cover none of `controls` (the control in
 * use, the result just produced).
 */
export async function expectToastsClearOf(host: Element, ...controls: Element[]): Promise<void> {
  await settle();
  const stack = shadow(host, '.toast-stack');
  expect(stack.matches(':popover-open'), 'toasts in the top layer').to.equal(true);
  const box = stack.getBoundingClientRect();
  expect(box.height, 'toasts shown').to.be.greaterThan(0);
  expect([
    box.left >= 0,
    box.top >= 0,
    box.right <= innerWidth,
    box.bottom <= innerHeight,
  ]).to.deep.equal([true, true, true, true]);
  for (const control of controls) {
    const other = control.getBoundingClientRect();
    const overlaps =
      box.left < other.right &&
      other.left < box.right &&
      box.top < other.bottom &&
      other.top < box.bottom;
    expect(overlaps, `toasts cover ${describeNode(control)}`).to.equal(false);
  }
}

/** Each toast's phase, oldest first: `shown`, or `leaving` during its fade-out. */
const toastPhases = (host: Element) =>
  shadowAll(host, '.toast').map((toast) =>
    toast.classList.contains('toast--leaving') ? 'leaving' : 'shown',
  );

/** A toast raiser: shows one toast on a mounted widget; `elapse` moves the fake clock it runs on. */
export type RaiseToast = (elapse: Elapse) => Promise<void>;

/**
 * On a fake clock of its own: `raise` shows the toast `message`, `endShowing` ends its showing
 * time, and then it fades for 300 ms (still there at 299 ms, gone at 300 ms).
 */
async function expectToastToEnd(
  element: Element,
  raise: RaiseToast,
  message: string,
  endShowing: (elapse: Elapse) => Promise<void>,
): Promise<void> {
  await onFakeClock(async (elapse) => {
    await raise(elapse);
    expect(toastMessages(element), 'the toast shows').to.deep.equal([message]);
    await endShowing(elapse);
    expect(toastPhases(element), 'the toast fades').to.deep.equal(['leaving']);
    await elapse(299);
    expect(toastMessages(element), 'still fading after 299 ms').to.deep.equal([message]);
    await elapse(1);
    expect(toastMessages(element), 'gone after 300 ms').to.deep.equal([]);
  });
}

/** SPEC §9: a toast is still shown at 7999 ms, fades from 8000 ms and is gone at 8300 ms. */
export async function expectToastLifecycle(
  element: Element,
  raise: RaiseToast,
  message: string,
): Promise<void> {
  await expectToastToEnd(element, raise, message, async (elapse) => {
    await elapse(7999);
    expect(toastPhases(element), 'at 7999 ms').to.deep.equal(['shown']);
    await elapse(1);
  });
}

/** A toast's Close button starts its 300 ms fade at once. */
export async function expectToastClosesFromButton(
  element: Element,
  raise: RaiseToast,
  message: string,
): Promise<void> {
  await expectToastToEnd(element, raise, message, async () => {
    const close = shadow(element, '.toast__close');
    expect(close.ariaLabel).to.equal('Close');
    close.click();
    await settle();
  });
}

/** Runs axe-core on the element (shadow DOM included) and fails on any violation. */
export async function expectNoAxeViolations(element: Element): Promise<void> {
  // axe schedules its own work with setTimeout: under a fake clock it would wait forever.
  if ('clock' in setTimeout) throw new Error('axe needs real timers: uninstall the fake clock');
  const results = await axe.run(element, { resultTypes: ['violations'] });
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
  );
  expect(summary).to.deep.equal([]);
}

const baseBackground = (element: Element) =>
  getComputedStyle(shadow(element, '[part~="base"]')).backgroundColor;

/**
 * Axe finds nothing in either theme. `mount(theme)` mounts the widget with that `theme` attribute,
 * best in a busy state (values, results, a toast). Needs real timers.
 */
export async function expectNoAxeViolationsInBothThemes(
  mount: (theme: Theme) => Promise<Element>,
): Promise<void> {
  const dark = await mount('dark');
  const light = await mount('light');
  expect(baseBackground(light), 'the two themes differ').not.to.equal(baseBackground(dark));
  await expectNoAxeViolations(dark);
  await expectNoAxeViolations(light);
}

const accent = (element: Element) =>
  getComputedStyle(element).getPropertyValue('--campuscalc-accent').trim();

/**
 * The `theme` attribute: dark by default and when `dark`, light when `light`, back on removal; `auto`
 * looks light, accent colour included, when the visitor prefers light, and dark otherwise.
 */
export async function expectThemeAttributeWorks(element: HTMLElement): Promise<void> {
  const byDefault = baseBackground(element);
  element.setAttribute('theme', 'light');
  const light = [baseBackground(element), accent(element)];
  element.setAttribute('theme', 'dark');
  const dark = [baseBackground(element), accent(element)];
  element.removeAttribute('theme');
  const removed = baseBackground(element);
  expect(light[0], 'theme="light"').not.to.equal(byDefault);
  expect([dark[0], removed], 'theme="dark", then no theme').to.deep.equal([byDefault, byDefault]);
  element.setAttribute('theme', 'auto');
  try {
    await emulateMedia({ colorScheme: 'light' });
    expect([baseBackground(element), accent(element)], 'auto, light preferred').to.deep.equal(
      light,
    );
    await emulateMedia({ colorScheme: 'dark' });
    expect([baseBackground(element), accent(element)], 'auto, dark preferred').to.deep.equal(dark);
  } finally {
    await emulateMedia({ colorScheme: 'no-preference' });
    element.removeAttribute('theme');
  }
}

/** A page stylesheet that unsets every property of every element and hides every button. */
const HOSTILE_PAGE_CSS = '* { all: unset } button { display: none }';

const describeNode = (node: Element) => node.outerHTML.slice(0, 120);

/**
 * Embedding under HOSTILE_PAGE_CSS: each of `controlsOf(element)` still has a box, and `operate`
 * (which works a control like a user, e.g. with `clickLikeUser`, and checks the outcome) succeeds.
 */
export async function expectSurvivesHostileCss<T extends HTMLElement>(
  mount: () => Promise<T>,
  controlsOf: (element: T) => readonly Element[],
  operate: (element: T) => Promise<void>,
): Promise<void> {
  const hostile = document.createElement('style');
  hostile.textContent = HOSTILE_PAGE_CSS;
  document.head.append(hostile);
  const pageButton = document.createElement('button');
  document.body.append(pageButton);
  try {
    expect(getComputedStyle(pageButton).display, 'the hostile CSS applies').to.equal('none');
    const element = await mount();
    const controls = controlsOf(element);
    expect(controls.length, 'controls to check').to.be.greaterThan(0);
    for (const control of controls) {
      const { width, height } = control.getBoundingClientRect();
      expect(width * height, describeNode(control)).to.be.greaterThan(0);
    }
    await operate(element);
  } finally {
    hostile.remove();
    pageButton.remove();
  }
}

const LOOK_PROPERTIES = [
  'height',
  'padding',
  'border',
  'border-radius',
  'background-color',
  'color',
  'font',
];

const lookOf = (node: Element) => {
  const style = getComputedStyle(node);
  return LOOK_PROPERTIES.map((property) => style.getPropertyValue(property));
};

/**
 * Embedding: the widget's control classes style only its own controls. Page elements with the same
 * classes look like plain ones, while the widget's own `.button` does not.
 */
export function expectStylesStayInside(element: HTMLElement): void {
  const lookalikes = [
    ['button', 'button button--primary'],
    ['input', 'input'],
    ['select', 'select'],
  ].map(([tag, className]) => {
    const [plain, classed] = [document.createElement(tag!), document.createElement(tag!)];
    classed.className = className!;
    if (tag === 'button') plain.textContent = classed.textContent = 'On the page';
    element.after(plain, classed);
    return { className, plain, classed };
  });
  for (const { className, plain, classed } of lookalikes) {
    expect(lookOf(classed), `a page .${className}`).to.deep.equal(lookOf(plain));
  }
  expect(lookOf(shadow(element, '.button')), "the widget's .button").not.to.deep.equal(
    lookOf(lookalikes[0]!.plain),
  );
}

const NARROWEST_COLUMN_PX = 280;

/** Responsive down to a 280 px column: no horizontal overflow, every control inside the box. */
export async function expectFitsNarrowestColumn(element: HTMLElement): Promise<void> {
  element.style.width = `${NARROWEST_COLUMN_PX}px`;
  // A shown toast follows the narrower column a frame after its ResizeObserver hears of it.
  await settle();
  await settle();
  const base = shadow(element, '[part~="base"]');
  expect(base.scrollWidth, 'content width').to.be.at.most(base.clientWidth);
  const box = base.getBoundingClientRect();
  // Controls not rendered on purpose (a hidden file input, a closed dialog's buttons) take no room;
  // an open modal's are laid out in the window, not the column.
  const rendered = shadowAll(element, 'input, select, button').filter(
    (control) => control.checkVisibility() && !control.closest('dialog[open]'),
  );
  for (const control of rendered) {
    const { left, right, width } = control.getBoundingClientRect();
    expect([left >= box.left, right <= box.right, width > 0], describeNode(control)).to.deep.equal([
      true,
      true,
      true,
    ]);
  }
}

const INSTANCE_COUNT = 10;

/**
 * Ten instances of `markup` on one page stay independent. `act` works one instance (and waits until
 * it is done); it runs on two of them in turn. Each time, the instance worked on must change (its
 * `stateOf`, toasts and result-change events) and must end up as the first one did, while every
 * other instance stays as it was.
 */
export async function expectIndependentInstances<T extends HTMLElement>(
  markup: string,
  act: (element: T) => Promise<void>,
  stateOf: (element: T) => unknown,
): Promise<void> {
  const instances = await fixtureAll<T>(markup.repeat(INSTANCE_COUNT));
  const events = instances.map((element) => recordResultChanges(element));
  const snapshot = (index: number) =>
    JSON.stringify({
      state: stateOf(instances[index]!),
      toasts: toastMessages(instances[index]!),
      events: events[index],
    });
  const [first, second] = [3, 7];
  const before = instances.map((_, index) => snapshot(index));
  await act(instances[first]!);
  const worked = snapshot(first);
  expect(worked, 'the instance worked on').not.to.equal(before[first]);
  await act(instances[second]!);
  const expected = before.map((state, index) =>
    index === first || index === second ? worked : state,
  );
  instances.forEach((_, index) =>
    expect(snapshot(index), `instance ${index}`).to.equal(expected[index]),
  );
}

/** The name a screen reader gives `node`, from `aria-labelledby` or else `aria-label`. */
function accessibleNameOf(node: Element): string {
  const root = node.getRootNode() as Document | ShadowRoot;
  const labelledBy = node.getAttribute('aria-labelledby');
  if (labelledBy === null) return node.getAttribute('aria-label') ?? '';
  return labelledBy
    .split(/\s+/)
    .map((id) => root.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** Whether the `<h2>` title shows, and the name of the widget's group: comparable as one value. */
const titling = (element: Element) => {
  const base = shadow(element, '[part~="base"]');
  return {
    title: shadowAll(element, "[part~='title']").map((heading) => heading.textContent),
    role: base.getAttribute('role'),
    name: accessibleNameOf(base),
  };
};

/**
 * The shared `hide-title` attribute and `hideTitle` property: the `<h2>` title shows by default;
 * when hidden, the widget keeps its accessible name and stays free of axe violations. `mount`
 * takes attribute markup, e.g. `hide-title`. Needs real timers.
 */
export async function expectTitleCanBeHidden(
  mount: (attributes: string) => Promise<WidgetElement<{ hideTitle?: boolean }>>,
  title: string,
): Promise<void> {
  const shown = { title: [title], role: 'group', name: title };
  const hidden = { title: [], role: 'group', name: title };
  const element = await mount('');
  expect(titling(element), 'by default').to.deep.equal(shown);
  const bare = await mount('hide-title');
  expect(titling(bare), 'with a bare hide-title').to.deep.equal(hidden);
  expect(bare.hideTitle).to.equal(true);
  await expectNoAxeViolations(bare);
  bare.removeAttribute('hide-title');
  await settle();
  expect(titling(bare), 'once hide-title is removed').to.deep.equal(shown);
  element.hideTitle = true;
  await settle();
  expect(element.hasAttribute('hide-title'), 'reflected').to.equal(true);
  expect(titling(element), 'with hideTitle = true').to.deep.equal(hidden);
  element.hideTitle = false;
  await settle();
  expect(titling(element), 'with hideTitle = false').to.deep.equal(shown);
}

/**
 * The widget as the site's build renders it (`renderWidget`), parsed apart from the page, so the
 * element meets its definition only once mounted (`mountNode`), as on a page whose script is late.
 * (Document.parseHTMLUnsafe would drop the comments React puts between adjacent texts.)
 */
export function buildTimeRender<T extends HTMLElement>(
  widget: Widget,
  attributes: Parameters<typeof renderWidget>[1] = {},
  language?: Language,
): T {
  const parsed = document.implementation.createHTMLDocument('');
  parsed.body.setHTMLUnsafe(renderWidget(widget, attributes, language));
  return parsed.querySelector<T>(widget.api.tag)!;
}

/** Mounts `element` in the document, as a fixture that `cleanupFixtures` removes. */
export async function mountNode(element: HTMLElement): Promise<void> {
  const container = document.createElement('div');
  fixtures.push(container);
  document.body.append(container);
  container.append(element);
  await settle();
}

/**
 * Defining the element must adopt its build-time markup without a hydration mismatch (React reports
 * one through console.error), keep its nodes, swap the server copy of the styles for the element's
 * sheet, and leave the widget working.
 */
export async function expectHydratesBuildTimeRender<T extends HTMLElement>(
  widget: Widget,
  operate: (element: T) => Promise<void>,
  attributes: Parameters<typeof renderWidget>[1] = { 'hide-title': true },
  language?: Language,
): Promise<void> {
  const element = buildTimeRender<T>(widget, attributes, language);
  const serverBase = element.shadowRoot!.querySelector('[part~="base"]')!;
  const errors: string[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
  // A recoverable error (React gave up hydrating and rendered anew) goes to reportError.
  const onError = (event: ErrorEvent) => {
    event.preventDefault();
    errors.push(String(event.error));
  };
  window.addEventListener('error', onError);
  try {
    await mountNode(element);
    await settle();
  } finally {
    console.error = consoleError;
    window.removeEventListener('error', onError);
  }
  expect(errors, 'errors while hydrating').to.deep.equal([]);
  const shadowRoot = element.shadowRoot!;
  expect(shadowRoot.contains(serverBase), 'the server-rendered markup is kept').to.equal(true);
  expect(shadowRoot.querySelectorAll(`style[${SERVER_STYLE_ATTRIBUTE}]`).length).to.equal(0);
  expect(shadowRoot.adoptedStyleSheets.length).to.equal(1);
  await operate(element);
}

/** What one widget contributes to the checks of the rules every widget shares. */
export interface SharedRuleCases<T extends HTMLElement> {
  /** The title: the `<h2>` shown by default, and the widget's accessible name in any case. */
  title: string;
  /** Where the widget shows its result: inside a polite live region. */
  resultOf: (element: T) => Element;
  /** One toast, raised on a fresh instance; for the toast timing checks. */
  toast: { raise: (element: T, elapse: Elapse) => Promise<void>; message: string };
  /** Under hostile page CSS: controls that must keep a box, and a real use that must still work. */
  hostileCss: {
    controlsOf: (element: T) => readonly Element[];
    operate: (element: T) => Promise<void>;
  };
  /**
   * For the ten-instance check, on a fake clock: `act` changes an instance the same way every time
   * (and waits until it is done), best with a toast and a result-change event; `stateOf` tells.
   */
  instances: {
    act: (element: T, elapse: Elapse) => Promise<void>;
    stateOf: (element: T) => unknown;
  };
  /** A busy instance (values, a result, a toast) for the axe and 280 px checks, on real timers. */
  busy: { attributes: string; prepare: (element: T) => Promise<void> };
}

/**
 * Registers the tests of the rules every widget shares, for the widget `api` describes: toasts,
 * the shared attributes, embedding under hostile CSS, ten instances, a narrow column, hydration of
 * the build-time render and axe in both themes. Call it at the top level of the test file, outside any hook that installs a fake
 * clock: axe needs real timers, and the checks that need a fake clock install their own.
 */
export function describeSharedWidgetRules<T extends WidgetElement<{ hideTitle?: boolean }>>(
  widget: Widget,
  cases: SharedRuleCases<T>,
): void {
  const { api } = widget;
  const mount = (attributes = '') => fixture<T>(`<${api.tag} ${attributes}></${api.tag}>`);
  const mountBusy = async (theme: Theme) => {
    const element = await mount(`theme="${theme}" ${cases.busy.attributes}`);
    await cases.busy.prepare(element);
    return element;
  };

  describe(`<${api.tag}> shared widget rules`, () => {
    afterEach(cleanupFixtures);

    it('declares the shared attributes and the result-change event', () => {
      expect(api.attributes).to.include.members(widgetAttributes);
      expect(api.events.map((event) => event.name)).to.include(RESULT_CHANGE_EVENT);
    });

    it('announces its result politely', async () => {
      const live = cases.resultOf(await mount()).closest('[aria-live]');
      expect(live?.getAttribute('aria-live')).to.equal('polite');
    });

    it('toasts stay 8000 ms, then fade out over 300 ms', async () => {
      const element = await mount();
      const raise = (elapse: Elapse) => cases.toast.raise(element, elapse);
      await expectToastLifecycle(element, raise, cases.toast.message);
    });

    it('toasts close from their close button', async () => {
      const element = await mount();
      const raise = (elapse: Elapse) => cases.toast.raise(element, elapse);
      await expectToastClosesFromButton(element, raise, cases.toast.message);
    });

    it('theme switches between the dark default and light, and auto follows the visitor', async () => {
      await expectThemeAttributeWorks(await mount());
    });

    it('hide-title hides the title, keeping the accessible name', async () => {
      await expectTitleCanBeHidden(mount, cases.title);
    });

    it('keeps working under hostile page CSS', async () => {
      await expectSurvivesHostileCss(mount, cases.hostileCss.controlsOf, cases.hostileCss.operate);
    });

    it('does not style the page: look-alike controls outside keep their look', async () => {
      expectStylesStayInside(await mount());
    });

    it('fits a 280 px wide column', async () => {
      await expectFitsNarrowestColumn(await mountBusy('dark'));
    });

    it('runs ten instances independently, each with its own toasts and events', async () => {
      await onFakeClock((elapse) =>
        expectIndependentInstances<T>(
          `<${api.tag}></${api.tag}>`,
          (element) => cases.instances.act(element, elapse),
          cases.instances.stateOf,
        ),
      );
    });

    it('hydrates the markup the site renders at build time', async () => {
      await expectHydratesBuildTimeRender(widget, cases.hostileCss.operate);
    });

    // Its example has every kind of attribute (a json one for the matrix), read again on upgrade.
    it('hydrates the build-time render of its example, attributes and all', async () => {
      await expectHydratesBuildTimeRender(widget, async () => {}, exampleAttributes(api.example));
    });

    it('has no axe violations in the dark and light themes', async () => {
      await expectNoAxeViolationsInBothThemes(mountBusy);
    });
  });
}

export interface CopyButtonCase {
  /** Mounts the widget showing a result. */
  mount: () => Promise<Element>;
  /** The result as shown, which Copy must put on the clipboard exactly. */
  text: string;
}

/** The Copy button (copy-button.tsx) of a widget: what it copies and its toasts either way. */
export function describeCopyButton({ mount, text }: CopyButtonCase): void {
  describe('Copy', () => {
    let restore: () => void;

    /** Puts `clipboard` (none at all if undefined) in place of the browser's until `restore`. */
    function stubClipboard(clipboard: Pick<Clipboard, 'writeText'> | undefined) {
      Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
    }

    async function copy(element: Element): Promise<void> {
      shadowButton(element, 'Copy').click();
      await until(() => toastMessages(element).length > 0, 'the copy toast shows');
    }

    beforeEach(() => {
      // A refused copy is logged; the tests read the outcome from the toast.
      captureConsoleErrors();
      restore = () => {
        // Deleting the own property uncovers Navigator.prototype's real clipboard again.
        delete (navigator as { clipboard?: Clipboard }).clipboard;
      };
    });

    afterEach(async () => {
      restore();
      await cleanupFixtures();
    });

    it('copies exactly the result shown and confirms it', async () => {
      const written: string[] = [];
      stubClipboard({ writeText: async (copied) => void written.push(copied) });
      const element = await mount();
      await copy(element);
      expect(written).to.deep.equal([text]);
      expect(toastMessages(element)).to.deep.equal(['Copied to clipboard']);
      expect(shadow(element, '.toast').dataset.type).to.equal('success');
    });

    it('says "Failed to copy to clipboard" when the clipboard refuses', async () => {
      stubClipboard({
        writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
      });
      const element = await mount();
      await copy(element);
      expect(toastMessages(element)).to.deep.equal(['Failed to copy to clipboard']);
      expect(shadow(element, '.toast').dataset.type).to.equal('error');
    });

    it('says "Failed to copy to clipboard" when there is no clipboard at all', async () => {
      stubClipboard(undefined);
      const element = await mount();
      await copy(element);
      expect(toastMessages(element)).to.deep.equal(['Failed to copy to clipboard']);
    });

    it('leaves the real clipboard in place afterwards', () => {
      restore();
      restore = () => {};
      expect(navigator.clipboard).to.be.instanceOf(Clipboard);
    });
  });
}
