/**
 * Wires a sign-in, sign-up or password-reset form (SPEC §2, §5, §8): the SPEC §5 checks on submit,
 * then the auth service's call with the busy label on the submit button, and its error (or success)
 * text in the form's alert, as the service words it. A signed-in visitor is sent on. The service
 * and the session are the page's to hand over (session.ts `siteCloud`, which loads Firebase when
 * first asked): this module asks for them only when the form needs them, and imports none of it.
 */
import type { AuthService } from '../../../packages/cloud/src/auth-service';
import type { SessionStore } from '../../../packages/core/src/account/session';
import { formValues, showMessage } from './form';
import type { SettledSession } from './session';

type Values = Record<string, string>;

/** The account service and the session store, once loaded. */
export interface LoadedCloud {
  authService: AuthService;
  session: SessionStore;
}

/** How a form reaches the account service and the session. */
export interface AccountCloud {
  /** The service and the session, loaded once, on first need. */
  load(): Promise<LoadedCloud>;
  /** The session once it is known (never 'loading'). */
  settled(): Promise<SettledSession>;
  /** Whether the cached session hint says the visitor may be signed in. */
  mayBeSignedIn(): boolean;
}

/** What the service's calls resolve with; `message` is the reset's success text. */
interface Outcome {
  success: boolean;
  error: string | null;
  message?: string | null;
}

export interface AuthFormOptions {
  /** The SPEC §5 message for the values, or null when they may be sent. */
  validate(values: Values): string | null;
  /** The submit button's label while the call runs; its data-busy-label (AuthForm.astro) if none. */
  busyLabel?: string;
  send(service: AuthService, values: Values): Promise<Outcome>;
  /** The identity-provider button's call (the form has the button when it has this). */
  provider?: (service: AuthService) => Promise<Outcome>;
  /** Where a signed-in visitor goes: after a call that signs in, or at once if signed in already. */
  destination: string;
  /**
   * What follows once `send` has signed the user in, instead of going to `destination` (the end
   * of sign-up: the offer to verify the e-mail address).
   */
  afterSend?: (cloud: LoadedCloud) => void;
}

export function wireAuthForm(
  form: HTMLFormElement,
  options: AuthFormOptions,
  cloud: AccountCloud,
): void {
  const message = form.querySelector<HTMLElement>('[data-form-message]')!;
  const submit = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  const providerButton = form.querySelector<HTMLButtonElement>('[data-identity-provider]');
  const idleLabel = submit.textContent;
  const busyLabel = options.busyLabel ?? submit.dataset.busyLabel ?? idleLabel;
  let busy = false;

  const show = (text: string, kind: 'error' | 'success') => showMessage(message, text, kind);
  const setBusy = (on: boolean) => {
    busy = on;
    submit.textContent = on ? busyLabel : idleLabel;
    submit.disabled = on;
    if (providerButton) providerButton.disabled = on;
    form.setAttribute('aria-busy', String(on));
  };
  const leave = () => location.replace(options.destination);

  async function run(
    call: (service: AuthService) => Promise<Outcome>,
    next: (loaded: LoadedCloud) => void,
  ): Promise<void> {
    setBusy(true);
    show('', 'error');
    let signedIn: LoadedCloud | null = null;
    try {
      const loaded = await cloud.load();
      const outcome = await call(loaded.authService);
      if (!outcome.success) show(outcome.error ?? '', 'error');
      else if (outcome.message) show(outcome.message, 'success');
      else signedIn = loaded;
    } finally {
      // Signed in: the button stays busy while the next page loads, so nothing is sent twice.
      if (signedIn) next(signedIn);
      else setBusy(false);
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    const values = formValues(form);
    const problem = options.validate(values);
    if (problem) show(problem, 'error');
    else void run((service) => options.send(service, values), options.afterSend ?? leave);
  });
  const { provider } = options;
  if (provider) providerButton?.addEventListener('click', () => void run(provider, leave));
  // Served disabled (AuthForm.astro): they work from now on.
  setBusy(false);

  // A call in progress decides for itself where to go once it is done.
  const leaveIfSignedIn = () =>
    void cloud.settled().then((session) => {
      if (session.state === 'signed-in' && !busy) leave();
    });
  // Firebase, most of these pages' script and long tasks on a phone, loads when needed: at once
  // when the hint says the visitor may be signed in (to send them on), otherwise from the first
  // touch of the form, so that it is ready by the submit or soon after (a submit waits for it).
  if (cloud.mayBeSignedIn()) leaveIfSignedIn();
  else onFirstTouch(form, leaveIfSignedIn);
}

/** Calls `then` once, on the first focus, press or key in `form` (at once if it has the focus). */
function onFirstTouch(form: HTMLFormElement, then: () => void): void {
  if (form.contains(document.activeElement)) return then();
  const events = ['focusin', 'pointerdown', 'keydown'] as const;
  const touched = () => {
    for (const type of events) form.removeEventListener(type, touched);
    then();
  };
  for (const type of events) form.addEventListener(type, touched);
}

/** The form of the current page (each auth page has one). */
export function authForm(): HTMLFormElement {
  return document.querySelector<HTMLFormElement>('form[data-auth-form]')!;
}
