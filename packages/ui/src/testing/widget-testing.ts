import axe from 'axe-core';
import { expect } from 'chai';

/** Helpers for widget tests in Chromium: mount markup, reach into shadow roots, wait, check a11y. */

const fixtures: HTMLElement[] = [];

/** Mounts `html` in the document and waits until its first element has rendered its shadow root. */
export async function fixture<T extends HTMLElement>(html: string): Promise<T> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  fixtures.push(container);
  const element = container.firstElementChild as T;
  await until(
    () => (element.shadowRoot?.childElementCount ?? 0) > 0,
    `${element.localName} renders`,
  );
  await settle();
  return element;
}

/** Removes every fixture; call in afterEach. */
export function cleanupFixtures(): void {
  for (const container of fixtures.splice(0)) container.remove();
}

/** The first match of `selector` inside the element's shadow root; fails the test if absent. */
export function shadow<T extends Element = HTMLElement>(host: Element, selector: string): T {
  const found = host.shadowRoot?.querySelector<T>(selector);
  if (!found) throw new Error(`${host.localName}: nothing matches ${selector}`);
  return found;
}

export function shadowAll<T extends Element = HTMLElement>(host: Element, selector: string): T[] {
  return [...(host.shadowRoot?.querySelectorAll<T>(selector) ?? [])];
}

/** Polls `condition` every animation frame until true, or fails with `what` after `timeoutMs`. */
export async function until(condition: () => boolean, what: string, timeoutMs = 3000) {
  const start = performance.now();
  while (!condition()) {
    if (performance.now() - start > timeoutMs) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** Lets React commit and Lit update: two animation frames. */
export async function settle(): Promise<void> {
  for (let frame = 0; frame < 2; frame++) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** The texts of the toasts a widget shows, oldest first. */
export function toastMessages(host: Element): string[] {
  return shadowAll(host, '.toast__message').map((node) => node.textContent ?? '');
}

/** Runs axe-core on the element (shadow DOM included) and fails on any violation. */
export async function expectNoAxeViolations(element: Element): Promise<void> {
  const results = await axe.run(element, { resultTypes: ['violations'] });
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
  );
  expect(summary).to.deep.equal([]);
}
