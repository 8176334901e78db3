import { expect } from 'chai';
import type { AuthService } from '../../../packages/cloud/src/auth-service';
import { authErrorMessage } from '../../../packages/core/src/account/auth-messages';
import { createSessionStore } from '../../../packages/core/src/account/session';
import {
  validateForgotPassword,
  validateLogin,
  validateSignup,
} from '../../../packages/core/src/auth-validation';
import { STUDENT, pendingCall as pending, settle } from './account-testing';
import type { AccountCloud, AuthFormOptions, LoadedCloud } from './auth-form';
import { authForm, wireAuthForm } from './auth-form';
import type { SettledSession } from './session';

// The sign-in, sign-up and password-reset forms (AuthForm.astro's markup, the pages' checks), wired
// by wireAuthForm in Chromium. The account service is a stand-in of ours: what these tests hold is
// what the form does with its answers, whose texts are the product's (packages/core).

type Outcome = Awaited<ReturnType<AuthFormOptions['send']>>;

/** A call of the service the test answers when it likes. */
const pendingCall = () => pending<Outcome>();

/** The site's cloud as a stand-in: counts how often the form asks for the service and session. */
function standInCloud({ signedIn = false, mayBeSignedIn = false } = {}) {
  const loaded: LoadedCloud = { authService: {} as AuthService, session: createSessionStore() };
  const asked = { load: 0, settled: 0 };
  const signedInAs: SettledSession = { state: 'signed-in', user: STUDENT };
  const cloud: AccountCloud = {
    load: async () => {
      asked.load += 1;
      return loaded;
    },
    settled: async () => {
      asked.settled += 1;
      return signedIn ? signedInAs : { state: 'signed-out' };
    },
    mayBeSignedIn: () => mayBeSignedIn,
  };
  return { cloud, loaded, asked };
}

/** AuthForm.astro's form, its buttons served disabled. */
function renderForm(fields: string[], { provider = true } = {}) {
  document.body.innerHTML = `
    <div data-auth>
      <form data-auth-form novalidate>
        ${fields.map((name) => `<label>${name}<input name="${name}" required /></label>`).join('')}
        <p class="message" role="alert" data-form-message></p>
        <button type="submit" class="button primary" disabled>Submit</button>
        ${provider ? '<button type="button" data-identity-provider disabled>Continue with Google</button>' : ''}
      </form>
    </div>
    <button type="button" class="elsewhere">Elsewhere</button>`;
  const form = authForm();
  return {
    form,
    submit: form.querySelector<HTMLButtonElement>('button[type=submit]')!,
    provider: form.querySelector<HTMLButtonElement>('[data-identity-provider]'),
    message: form.querySelector<HTMLElement>('[data-form-message]')!,
    fill(values: Record<string, string>) {
      for (const [name, value] of Object.entries(values)) {
        form.querySelector<HTMLInputElement>(`[name=${name}]`)!.value = value;
      }
    },
  };
}

/** The message as the visitor reads it, with its kind. */
const said = (message: HTMLElement) => [message.textContent, message.dataset.kind];

const loginOptions = (send: () => Promise<Outcome>, extra: Partial<AuthFormOptions> = {}) => ({
  validate: (values: Record<string, string>) =>
    validateLogin({ email: values.email ?? '', password: values.password ?? '' }),
  busyLabel: 'Signing in...',
  send,
  destination: '#signed-in',
  ...extra,
});

afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', `${location.pathname}${location.search}`);
});

describe('a sign-in form', () => {
  it('works once wired: its buttons, served disabled, are enabled', () => {
    const page = renderForm(['email', 'password']);
    wireAuthForm(page.form, loginOptions(pendingCall().run), standInCloud().cloud);
    expect([page.submit.disabled, page.provider!.disabled]).to.deep.equal([false, false]);
    expect(page.form.getAttribute('aria-busy')).to.equal('false');
  });

  it("refuses a login with a field missing in SPEC's words, and asks the service nothing", async () => {
    const page = renderForm(['email', 'password']);
    const call = pendingCall();
    const { cloud, asked } = standInCloud();
    wireAuthForm(page.form, loginOptions(call.run), cloud);
    page.fill({ email: 'asha@example.com', password: '' });
    page.submit.click();
    await settle();
    expect(said(page.message)).to.deep.equal(['Please fill in all fields', 'error']);
    expect([call.runs.length, asked.load]).to.deep.equal([0, 0]);
    expect(page.submit.textContent).to.equal('Submit');
  });

  it("refuses a sign-up's passwords in SPEC's words, in SPEC's order", async () => {
    const page = renderForm(['displayName', 'email', 'password', 'confirmPassword'], {
      provider: false,
    });
    const call = pendingCall();
    wireAuthForm(
      page.form,
      {
        validate: (values) =>
          validateSignup({
            displayName: '',
            email: '',
            password: '',
            confirmPassword: '',
            ...values,
          }),
        busyLabel: 'Creating Account...',
        send: call.run,
        destination: '#signed-in',
      },
      standInCloud().cloud,
    );
    const attempt = async (values: Record<string, string>) => {
      page.fill({ displayName: 'Asha', email: 'asha@example.com', ...values });
      page.submit.click();
      await settle();
      return said(page.message);
    };
    expect(
      await attempt({ displayName: ' ', password: 'secret', confirmPassword: 'secret' }),
    ).to.deep.equal(['Please fill in all fields', 'error']);
    expect(await attempt({ password: 'secret1', confirmPassword: 'secret2' })).to.deep.equal([
      'Passwords do not match',
      'error',
    ]);
    expect(await attempt({ password: 'short', confirmPassword: 'short' })).to.deep.equal([
      'Password should be at least 6 characters',
      'error',
    ]);
    expect(call.runs.length).to.equal(0);
  });

  it("asks a password reset for the e-mail in SPEC's words, and says the service's success", async () => {
    const page = renderForm(['email'], { provider: false });
    const call = pendingCall();
    wireAuthForm(
      page.form,
      {
        validate: (values) => validateForgotPassword({ email: values.email ?? '' }),
        busyLabel: 'Sending...',
        send: call.run,
        destination: '#signed-in',
      },
      standInCloud().cloud,
    );
    page.fill({ email: '   ' });
    page.submit.click();
    await settle();
    expect(said(page.message)).to.deep.equal(['Please enter your email address', 'error']);

    page.fill({ email: 'asha@example.com' });
    page.submit.click();
    await settle();
    expect(page.submit.textContent).to.equal('Sending...');
    call.answer({
      success: true,
      error: null,
      message: 'Check your inbox for further instructions',
    });
    await settle();
    expect(said(page.message)).to.deep.equal([
      'Check your inbox for further instructions',
      'success',
    ]);
    expect([page.submit.textContent, page.submit.disabled]).to.deep.equal(['Submit', false]);
    expect(location.hash).to.equal('');
  });

  it('is busy while the call runs: one call however often it is sent, then its error', async () => {
    const page = renderForm(['email', 'password']);
    const call = pendingCall();
    wireAuthForm(page.form, loginOptions(call.run), standInCloud().cloud);
    page.message.textContent = 'Please fill in all fields';
    page.fill({ email: 'asha@example.com', password: 'wrong one' });
    page.submit.click();
    await settle();
    expect(page.submit.textContent).to.equal('Signing in...');
    expect([page.submit.disabled, page.provider!.disabled]).to.deep.equal([true, true]);
    expect(page.form.getAttribute('aria-busy')).to.equal('true');
    expect(page.message.textContent).to.equal('');

    // Enter in a field submits the form even with its button disabled.
    page.form.requestSubmit();
    page.provider!.click();
    await settle();
    expect(call.runs.length).to.equal(1);

    const error = authErrorMessage('login', { code: 'auth/invalid-credential' });
    call.answer({ success: false, error });
    await settle();
    expect(said(page.message)).to.deep.equal([
      'Failed to log in: Invalid email or password',
      'error',
    ]);
    expect([page.submit.textContent, page.submit.disabled, page.provider!.disabled]).to.deep.equal([
      'Submit',
      false,
      false,
    ]);
    expect(page.form.getAttribute('aria-busy')).to.equal('false');
  });

  it('once signed in, stays busy and goes to its destination', async () => {
    const page = renderForm(['email', 'password']);
    const call = pendingCall();
    wireAuthForm(page.form, loginOptions(call.run), standInCloud().cloud);
    page.fill({ email: 'asha@example.com', password: 'secret 1' });
    page.submit.click();
    await settle();
    call.answer({ success: true, error: null });
    await settle();
    expect(location.hash).to.equal('#signed-in');
    // The next page is loading: nothing can be sent twice meanwhile.
    expect([page.submit.textContent, page.submit.disabled]).to.deep.equal(['Signing in...', true]);
  });

  it('once signed up, hands what it signed in with to the next step instead', async () => {
    const page = renderForm(['email', 'password']);
    const call = pendingCall();
    const { cloud, loaded } = standInCloud();
    const next: LoadedCloud[] = [];
    wireAuthForm(
      page.form,
      loginOptions(call.run, { afterSend: (signedIn) => next.push(signedIn) }),
      cloud,
    );
    page.fill({ email: 'asha@example.com', password: 'secret 1' });
    page.submit.click();
    await settle();
    call.answer({ success: true, error: null });
    await settle();
    expect(next.length === 1 && next[0] === loaded).to.equal(true);
    expect(location.hash).to.equal('');
  });

  it("runs the identity provider's call from its button, and says its failure", async () => {
    const page = renderForm(['email', 'password']);
    const send = pendingCall();
    const google = pendingCall();
    wireAuthForm(page.form, loginOptions(send.run, { provider: google.run }), standInCloud().cloud);
    page.provider!.click();
    await settle();
    expect([google.runs.length, send.runs.length]).to.deep.equal([1, 0]);
    expect(page.submit.textContent).to.equal('Signing in...');
    const error = authErrorMessage('google-sign-in', { code: 'auth/too-many-requests' });
    google.answer({ success: false, error });
    await settle();
    expect(said(page.message)).to.deep.equal([
      'Failed to sign in with Google: Too many attempts, please try again later',
      'error',
    ]);
  });
});

describe('the session behind a sign-in form', () => {
  it('is asked for at the first touch of the form, once, not as the page opens', async () => {
    const page = renderForm(['email', 'password']);
    const { cloud, asked } = standInCloud();
    wireAuthForm(page.form, loginOptions(pendingCall().run), cloud);
    document.querySelector<HTMLButtonElement>('.elsewhere')!.focus();
    await settle();
    expect(asked.settled).to.equal(0);

    page.form.querySelector('input')!.focus();
    page.form
      .querySelector('input')!
      .dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    page.form.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await settle();
    expect(asked.settled).to.equal(1);
    expect(location.hash).to.equal('');
  });

  it('is asked for at once when the form already has the focus', async () => {
    const page = renderForm(['email', 'password']);
    const { cloud, asked } = standInCloud();
    page.form.querySelector('input')!.focus();
    wireAuthForm(page.form, loginOptions(pendingCall().run), cloud);
    await settle();
    expect(asked.settled).to.equal(1);
  });

  it('is asked for at once when the cached hint says the visitor may be signed in', async () => {
    // Sent on when the session agrees; kept on the form when the hint was stale.
    for (const [signedIn, hash] of [
      [true, '#signed-in'],
      [false, ''],
    ] as const) {
      history.replaceState(null, '', `${location.pathname}${location.search}`);
      const page = renderForm(['email', 'password']);
      const { cloud, asked } = standInCloud({ signedIn, mayBeSignedIn: true });
      wireAuthForm(page.form, loginOptions(pendingCall().run), cloud);
      await settle();
      expect([asked.settled, location.hash]).to.deep.equal([1, hash]);
    }
  });
});
