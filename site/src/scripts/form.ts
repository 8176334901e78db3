/**
 * What the site's plain forms share: the sign-in forms (auth-form.ts), the account page and the
 * e-mail verification offer.
 */

/** A form's text fields by name. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/** Shows a form's outcome in its message element (styled by SiteLayout's `.message` rules). */
export function showMessage(element: HTMLElement, text: string, kind: 'error' | 'success'): void {
  element.textContent = text;
  element.dataset.kind = kind;
}

/**
 * Runs `work` with the controls of `container` disabled and `button` reading its busy label
 * (data-busy-label), so that nothing is sent twice; then puts back the label and the focus.
 */
export async function whileBusy<T>(
  container: HTMLElement,
  button: HTMLButtonElement,
  work: () => Promise<T>,
): Promise<T> {
  const controls = [
    ...container.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input'),
  ].filter((control) => !control.disabled);
  const label = button.textContent;
  const focused = document.activeElement;
  container.setAttribute('aria-busy', 'true');
  for (const control of controls) control.disabled = true;
  button.textContent = button.dataset.busyLabel ?? label;
  try {
    return await work();
  } finally {
    for (const control of controls) control.disabled = false;
    button.textContent = label;
    container.removeAttribute('aria-busy');
    // Disabling the focused control dropped the focus on the page: give it back, if still shown.
    const dropped = document.activeElement === document.body;
    if (dropped && focused instanceof HTMLElement && !focused.closest('[hidden]')) focused.focus();
  }
}
