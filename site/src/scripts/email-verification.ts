/**
 * 'Send verification e-mail' (only a verified e-mail receives shares), on
 * the account page and at the end of sign-up. The link leads back to the account page, in the
 * page's language; the texts of the outcome are packages/core's (auth-messages.ts), in the language
 * the service was given (cloud-session.ts).
 */
import type { AuthService } from '../../../packages/cloud/src/auth-service';
import type { SessionStore } from '../../../packages/core/src/account/session';
import { localeHref } from '../data/routes';
import { showMessage, whileBusy } from './form';
import { pageLocale } from './page-locale';

/** What sending the link takes of the account service. */
type VerificationSender = Pick<AuthService, 'sendVerificationEmail'>;

/** Where the link in the e-mail leads once it has verified the address. */
const AFTER_VERIFYING = '/profile';

/**
 * Wires the button in `container` (data-send-verification, with its data-busy-label) to send the
 * link, and its message element (data-verification-message) to say so, or why not.
 */
export function wireVerificationButton(
  container: HTMLElement,
  authService: VerificationSender,
): void {
  const button = container.querySelector<HTMLButtonElement>('[data-send-verification]')!;
  const message = container.querySelector<HTMLElement>('[data-verification-message]')!;
  button.addEventListener('click', async () => {
    showMessage(message, '', 'error');
    const after = localeHref(pageLocale(), AFTER_VERIFYING);
    const result = await whileBusy(container, button, () =>
      authService.sendVerificationEmail(new URL(after, location.origin).href),
    );
    if (result.success) showMessage(message, result.message ?? '', 'success');
    else showMessage(message, result.error ?? '', 'error');
  });
}

/**
 * The end of sign-up by e-mail: the form (data-until-signed-in) gives way to the offer to verify
 * the address (data-verification-offer, in AuthForm.astro), which names it and has the button.
 * `authService` and `session` are those the sign-up was made with (auth-form.ts `afterSend`).
 */
export function offerVerification(
  root: HTMLElement,
  { authService, session }: { authService: VerificationSender; session: SessionStore },
): void {
  const offer = root.querySelector<HTMLElement>('[data-verification-offer]')!;
  const current = session.get();
  const email = current.state === 'signed-in' ? current.user.email : null;
  root.querySelector('[data-verification-email]')!.textContent = email ?? '';
  for (const part of root.querySelectorAll<HTMLElement>('[data-until-signed-in]'))
    part.hidden = true;
  offer.hidden = false;
  wireVerificationButton(offer, authService);
  // On, as a sign-in goes on: in place of the sign-up page, which has nothing more to offer.
  const onward = offer.querySelector<HTMLAnchorElement>('a[href]')!;
  onward.addEventListener('click', (event) => {
    event.preventDefault();
    location.replace(onward.href);
  });
  // The form the focus was in is gone: the heading of what replaced it takes it (and is read out).
  offer.querySelector<HTMLElement>('h2')!.focus();
}
