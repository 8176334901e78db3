import { expect } from 'chai';
import type { AuthService } from '../../../packages/cloud/src/auth-service';
import {
  authErrorMessage,
  verificationSentMessage,
} from '../../../packages/core/src/account/auth-messages';
import { createSessionStore } from '../../../packages/core/src/account/session';
import { STUDENT, pendingCall, settle } from './account-testing';
import { offerVerification, wireVerificationButton } from './email-verification';

// 'Send verification e-mail' at the end of sign-up (AuthForm.astro's offer) and on the account
// page, in Chromium. The account service is a stand-in of ours answering in the product's texts.

type Sent = Awaited<ReturnType<AuthService['sendVerificationEmail']>>;

/** A stand-in sender the test answers when it likes; it keeps where each link should lead. */
function standInSender() {
  const call = pendingCall<Sent, [continueUrl?: string]>();
  return { ...call, sendVerificationEmail: call.run };
}

/** The sign-up page once the account is made: the form's parts, and the offer still hidden. */
function renderSignUp() {
  document.body.innerHTML = `
    <div data-auth>
      <h1>Create your account</h1>
      <p data-until-signed-in>Free, and your GPA profiles follow you to every device.</p>
      <form data-auth-form data-until-signed-in><input name="email" /></form>
      <div data-until-signed-in><a href="/login">Sign in</a></div>
      <section data-verification-offer hidden>
        <h2 tabindex="-1">Account created</h2>
        <p>We will send a link to <strong data-verification-email></strong>.</p>
        <p class="message" role="alert" data-verification-message></p>
        <button type="button" data-send-verification data-busy-label="Sending...">
          Send verification e-mail
        </button>
        <a class="button secondary" href="#continued">Continue</a>
      </section>
    </div>`;
  return document.querySelector<HTMLElement>('[data-auth]')!;
}

afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', `${location.pathname}${location.search}`);
});

describe('the offer to verify the e-mail address, at the end of sign-up', () => {
  it('takes the place of the form, names the address and takes the focus', () => {
    const root = renderSignUp();
    const session = createSessionStore();
    session.set({ state: 'signed-in', user: STUDENT });
    offerVerification(root, { authService: standInSender(), session });

    const shown = [...root.children].filter((part) => !(part as HTMLElement).hidden);
    expect(shown.map((part) => part.tagName)).to.deep.equal(['H1', 'SECTION']);
    expect(root.querySelector('[data-verification-email]')!.textContent).to.equal(
      'asha@example.com',
    );
    expect(document.activeElement?.textContent).to.equal('Account created');
  });

  it('goes on in place of the sign-up page, which has nothing more to offer', () => {
    const root = renderSignUp();
    const session = createSessionStore();
    session.set({ state: 'signed-in', user: STUDENT });
    offerVerification(root, { authService: standInSender(), session });
    const before = history.length;
    root.querySelector<HTMLAnchorElement>('a[href="#continued"]')!.click();
    expect(location.hash).to.equal('#continued');
    expect(history.length).to.equal(before);
  });
});

describe('Send verification e-mail', () => {
  /** The offer's button, wired to a stand-in sender. */
  function wiredButton() {
    const offer = renderSignUp().querySelector<HTMLElement>('[data-verification-offer]')!;
    const sender = standInSender();
    wireVerificationButton(offer, sender);
    return {
      offer,
      sender,
      button: offer.querySelector<HTMLButtonElement>('[data-send-verification]')!,
      said: () => {
        const message = offer.querySelector<HTMLElement>('[data-verification-message]')!;
        return [message.textContent, message.dataset.kind];
      },
    };
  }

  it('sends a link back to the account page, busy meanwhile, then says where it went', async () => {
    const { offer, sender, button, said } = wiredButton();
    button.click();
    expect(sender.runs).to.deep.equal([[`${location.origin}/profile`]]);
    expect([button.textContent, button.disabled]).to.deep.equal(['Sending...', true]);
    expect(offer.getAttribute('aria-busy')).to.equal('true');

    sender.answer({ success: true, error: null, message: verificationSentMessage(STUDENT.email) });
    await settle();
    expect(said()).to.deep.equal([
      'Verification e-mail sent to asha@example.com. Open the link in it to verify your address.',
      'success',
    ]);
    expect([button.textContent!.trim(), button.disabled]).to.deep.equal([
      'Send verification e-mail',
      false,
    ]);
  });

  it('says why it could not, and clears that when tried again', async () => {
    const { sender, button, said } = wiredButton();
    button.click();
    const error = authErrorMessage('send-verification', { code: 'auth/too-many-requests' });
    sender.answer({ success: false, error, message: null });
    await settle();
    expect(said()).to.deep.equal([
      'Too many verification e-mails were requested. Please wait a few minutes and try again.',
      'error',
    ]);
    button.click();
    expect(said()[0]).to.equal('');
  });
});
