/** What the site's plain forms share: the sign-in forms (auth-form.ts) and the account page. */

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
