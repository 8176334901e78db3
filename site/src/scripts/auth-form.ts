/**
 * Wires a sign-in, sign-up or password-reset form: the SPEC §5 checks on submit, their message in the
 * form's alert, and, once the form is valid, the notice that accounts are not configured yet (they
 * arrive with the accounts issue; until then nothing is sent and nobody is signed in).
 */
export const ACCOUNTS_NOT_CONFIGURED =
  'Accounts are not configured on this site yet, so nothing was sent. The calculators work without an account.';

export type Validate = (values: Record<string, string>) => string | null;

export function wireAuthForm(form: HTMLFormElement, validate: Validate): void {
  const message = form.querySelector<HTMLElement>('[data-form-message]')!;
  const show = (text: string, kind: 'error' | 'info') => {
    message.textContent = text;
    message.dataset.kind = kind;
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string') values[name] = value;
    }
    const problem = validate(values);
    if (problem) show(problem, 'error');
    else show(ACCOUNTS_NOT_CONFIGURED, 'info');
  });
  form
    .querySelector('[data-identity-provider]')
    ?.addEventListener('click', () => show(ACCOUNTS_NOT_CONFIGURED, 'info'));
}

/** The form of the current page (each auth page has one). */
export function authForm(): HTMLFormElement {
  return document.querySelector<HTMLFormElement>('form[data-auth-form]')!;
}
