type Control = HTMLInputElement | HTMLSelectElement;

/**
 * The value a control had in the markup: what the build-time render, and so React, set. A select
 * rendered in the browser marks no option as selected in its markup: null, nothing to replay.
 */
const renderedValue = (control: Control): string | null =>
  control instanceof HTMLSelectElement
    ? ([...control.options].find((option) => option.defaultSelected)?.value ?? null)
    : control.defaultValue;

/**
 * A page rendered at build time shows working inputs before its script runs, and a student may type
 * into them. Hydration keeps those DOM values but React's state does not know them, so this hands
 * each one to React as the input it was: React's change tracking remembers the value it last set
 * (the rendered one); setting the DOM value past that tracking and dispatching the event makes React
 * see a change and call the control's onChange, as if typed after hydration. All are read first (a
 * re-render puts every controlled input back to its state), then replayed in document order, one
 * task apart so that each handler sees the state the previous one left.
 */
export async function replayTypedValues(root: HTMLElement): Promise<void> {
  const typed = [...root.querySelectorAll<Control>('input, select')]
    .map((control) => ({ control, value: control.value, rendered: renderedValue(control) }))
    .filter(({ value, rendered }) => rendered !== null && value !== rendered);
  for (const { control, value, rendered } of typed) {
    const nativeValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')!;
    // Through the element itself, React's tracker records the rendered value...
    control.value = rendered!;
    // ...and through the prototype's own setter, the DOM gets the typed one back, unseen by it.
    nativeValue.set!.call(control, value);
    control.dispatchEvent(
      new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
    await new Promise((resolve) => setTimeout(resolve));
  }
}

/** Marks the widget's base once hydrated: a form submitted from then on is React's. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** On a build-time rendered host: the index of its form submitted before it hydrated. */
export const SUBMITTED_ATTRIBUTE = 'data-submitted-form';

/**
 * Runs inline, right after a build-time rendered element and before any script of the page loads,
 * given the two attributes above. Its forms work before the script runs, and a form submitted then
 * would navigate (a reload of the page, losing everything typed): the submission is held instead,
 * as the index of its form, and made again once the element has hydrated (`replaySubmittedForm`).
 * React listens from its commit on, before what was typed has been handed to it: a held submission
 * is taken in the capture phase and stopped there, so that React never makes it too (it would then
 * be made twice, e.g. a subject added twice). Self-contained: its source is inlined into the page.
 */
export function holdSubmitsUntilHydrated(host: Element, hydrated: string, submitted: string): void {
  host.shadowRoot?.addEventListener(
    'submit',
    (event) => {
      if (host.shadowRoot!.querySelector(`[${hydrated}]`)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const forms = [...host.shadowRoot!.querySelectorAll('form')];
      host.setAttribute(submitted, String(forms.indexOf(event.target as HTMLFormElement)));
    },
    true,
  );
}

/** After hydration: hands later submissions to React and makes the one held, if any. */
export function replaySubmittedForm(base: HTMLElement): void {
  base.setAttribute(HYDRATED_ATTRIBUTE, '');
  const root = base.getRootNode();
  if (!(root instanceof ShadowRoot)) return;
  const index = root.host.getAttribute(SUBMITTED_ATTRIBUTE);
  if (index === null) return;
  root.host.removeAttribute(SUBMITTED_ATTRIBUTE);
  root.querySelectorAll('form')[Number(index)]?.requestSubmit();
}
