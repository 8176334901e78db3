/**
 * The account page (SPEC §2 "Profile (account) page" and "Deletion flow"): fills the two cards
 * from the session and wires the display-name edit, the password forms and the deletion dialogs to
 * the auth service. The checks are SPEC §5's (packages/core); the service's texts are SPEC §8's.
 * All of it in the page's language: the checks', the dates' and the blocked senders' texts are
 * packages/core's tables, the rest profile-page-texts.ts.
 */
import { formatAccountDate } from '../../../packages/core/src/account/account-dates';
import { AUTH_TEXTS } from '../../../packages/core/src/account/auth-messages';
import { loginUrlFrom } from '../../../packages/core/src/account/return-path';
import {
  ACCOUNT_CHECK_TEXTS,
  validateChangePassword,
  validateCreatePassword,
  validateDeletionPassword,
  validateDisplayName,
} from '../../../packages/core/src/account/account-forms';
import type { SessionUser } from '../../../packages/core/src/account/session';
import { BLOCKED_SENDERS_TEXTS } from '../../../packages/core/src/gpa/blocked-senders-texts';
import { localeHref } from '../data/routes';
import { wireBlockedSenders } from './blocked-senders';
import { isBackdropClick } from './dialog-backdrop';
import { wireVerificationButton } from './email-verification';
import { formValues, showMessage, whileBusy } from './form';
import { pageAccountLocale } from './page-locale';
import { PROFILE_PAGE_TEXTS } from './profile-page-texts';
import { loadCloud, settledSession } from './session';

type AuthService = Awaited<ReturnType<typeof loadCloud>>['authService'];
type DeletionResult = Awaited<ReturnType<AuthService['deleteAccount']>>;

const locale = pageAccountLocale();
// SPEC §8 gives the failures' texts; these say what succeeded, and what the card shows.
const texts = PROFILE_PAGE_TEXTS[locale];
const checks = ACCOUNT_CHECK_TEXTS[locale];
/** The login screen in the page's language. */
const LOGIN = localeHref(locale, '/login');

function find<T extends Element = HTMLElement>(root: ParentNode, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`The account page has no ${selector}`);
  return element;
}

const clearMessage = (element: HTMLElement) => showMessage(element, '', 'error');

/** A form that a button (or an Edit link) opens and Cancel, Escape or success close, cleared. */
function toggledForm(form: HTMLFormElement, opener: HTMLButtonElement, onToggle?: () => void) {
  const isOpen = () => !form.hidden;
  const setOpen = (open: boolean) => {
    form.hidden = !open;
    if (opener.hasAttribute('aria-expanded')) opener.setAttribute('aria-expanded', String(open));
    onToggle?.();
  };
  const close = (returnFocus: boolean) => {
    if (!isOpen()) return;
    form.reset();
    setOpen(false);
    if (returnFocus) opener.focus();
  };
  const open = () => {
    setOpen(true);
    form.querySelector<HTMLInputElement>('[data-form-first]')?.focus();
  };
  opener.addEventListener('click', () => (isOpen() ? close(false) : open()));
  find(form, '[data-cancel]').addEventListener('click', () => close(true));
  form.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close(true);
  });
  return { open, close, isOpen };
}

/**
 * A modal <dialog>: focus moves in (to data-dialog-start) and back to whoever opened it; Cancel,
 * Escape and a click on the backdrop close it, except while it is busy.
 */
function modal(dialog: HTMLDialogElement) {
  const message = find(dialog, '[data-dialog-message]');
  let returnFocusTo: HTMLElement | null = null;
  const isBusy = () => dialog.hasAttribute('aria-busy');
  const close = () => {
    if (!isBusy()) dialog.close();
  };
  dialog.addEventListener('cancel', (event) => {
    if (isBusy()) event.preventDefault();
  });
  dialog.addEventListener('close', () => {
    dialog.querySelector('form')?.reset();
    returnFocusTo?.focus();
  });
  find(dialog, '[data-cancel]').addEventListener('click', close);
  dialog.addEventListener('click', (event) => {
    if (isBackdropClick(dialog, event)) close();
  });
  const confirm = find<HTMLButtonElement>(dialog, '[data-confirm]');
  return {
    confirm,
    open(opener: HTMLElement) {
      returnFocusTo = opener;
      clearMessage(message);
      dialog.showModal();
      find(dialog, '[data-dialog-start]').focus();
    },
    /** Closes it without giving the focus back (another dialog takes it over). */
    handOver(): HTMLElement | null {
      const opener = returnFocusTo;
      returnFocusTo = null;
      dialog.close();
      return opener;
    },
    showError: (text: string) => showMessage(message, text, 'error'),
    whileBusy: <T>(work: () => Promise<T>) => whileBusy(dialog, confirm, work),
  };
}

/** Once the session is signed in: shows the cards and keeps them in step with the session. */
export async function startProfilePage(): Promise<void> {
  const settled = await settledSession();
  if (settled.state === 'signed-out') {
    location.replace(loginUrlFrom(location, LOGIN));
    return;
  }
  const cloud = await loadCloud();
  const { session, authService } = cloud;
  const page = find(document, '[data-account]');

  // Deleting the account signs the session out on the way: the deletion flow goes to /login itself,
  // as the navbar's Logout does; a second navigation here would abort theirs.
  let deleting = false;
  const cards = wireCards(page, authService);
  session.subscribe((current) => {
    if (current.state === 'signed-in') cards.render(current.user);
    else if (current.state === 'signed-out' && !deleting && !authService.endedSessionHere()) {
      location.replace(loginUrlFrom(location, LOGIN));
    }
  });
  find(document, '[data-route-guard]').hidden = true;
  page.hidden = false;

  wireDeletion(page, authService, (inProgress) => (deleting = inProgress));
  wireBlockedSenders(
    find(page, '[data-blocked-senders]'),
    cloud,
    settled.user.uid,
    BLOCKED_SENDERS_TEXTS[locale],
  );
}

function wireCards(page: HTMLElement, authService: AuthService) {
  const text = (selector: string, value: string) => (find(page, selector).textContent = value);

  // Display name: the value and its Edit button, or the inline form.
  const nameView = find(page, '[data-display-name-view]');
  const nameForm = find<HTMLFormElement>(page, '[data-name-form]');
  const nameInput = find<HTMLInputElement>(nameForm, 'input');
  const nameMessage = find(page, '[data-name-message]');
  let currentName = '';
  const nameEdit = toggledForm(nameForm, find<HTMLButtonElement>(page, '[data-edit-name]'), () => {
    nameView.hidden = !nameForm.hidden;
  });
  find(page, '[data-edit-name]').addEventListener('click', () => {
    clearMessage(nameMessage);
    nameInput.value = currentName;
  });
  nameForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    const problem = validateDisplayName(nameInput.value, checks);
    if (problem) return showMessage(nameMessage, problem, 'error');
    const result = await whileBusy(
      nameForm,
      find<HTMLButtonElement>(nameForm, '[data-submit]'),
      () => authService.updateDisplayName(nameInput.value),
    );
    if (!result.success) return showMessage(nameMessage, result.error ?? '', 'error');
    nameEdit.close(false);
    find(page, '[data-edit-name]').focus();
    showMessage(nameMessage, texts.nameUpdated, 'success');
  });

  // Passwords: Create Password for provider accounts without one, else Change Password.
  const passwordMessage = find(page, '[data-password-message]');
  const createArea = find(page, '[data-password-area="create-password"]');
  const changeArea = find(page, '[data-password-area="change-password"]');
  const passwordForm = (
    area: HTMLElement,
    validate: (values: Record<string, string>) => string | null,
    send: (values: Record<string, string>) => Promise<{ success: boolean; error: string | null }>,
    done: string,
  ) => {
    const form = find<HTMLFormElement>(area, 'form');
    const toggle = toggledForm(form, find<HTMLButtonElement>(area, '[data-password-toggle]'), () =>
      clearMessage(passwordMessage),
    );
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const values = formValues(form);
      const problem = validate(values);
      if (problem) return showMessage(passwordMessage, problem, 'error');
      const submit = find<HTMLButtonElement>(form, '[data-submit]');
      const result = await whileBusy(form, submit, () => send(values));
      if (!result.success) return showMessage(passwordMessage, result.error ?? '', 'error');
      toggle.close(false);
      // A created password swaps Create Password for Change Password: focus whichever shows.
      const toggles = page.querySelectorAll<HTMLElement>('[data-password-toggle]');
      [...toggles].find((button) => !button.closest('[hidden]'))?.focus();
      showMessage(passwordMessage, done, 'success');
    });
    return toggle;
  };
  const createForm = passwordForm(
    createArea,
    ({ newPassword = '', confirmPassword = '' }) =>
      validateCreatePassword({ newPassword, confirmPassword }, checks),
    ({ newPassword = '' }) => authService.createPassword(newPassword),
    texts.passwordCreated,
  );
  const changeForm = passwordForm(
    changeArea,
    ({ currentPassword = '', newPassword = '', confirmPassword = '' }) =>
      validateChangePassword({ currentPassword, newPassword, confirmPassword }, checks),
    ({ currentPassword = '', newPassword = '' }) =>
      authService.changePassword(currentPassword, newPassword),
    texts.passwordChanged,
  );

  // E-mail verification: offered while the address is not verified. The
  // link is opened in the mail app, another tab or another device: shown again, the page asks.
  const verification = find(page, '[data-verification]');
  const verifyOffer = find(page, '[data-verify-offer]');
  const verificationMessage = find(page, '[data-verification-message]');
  wireVerificationButton(verification, authService);
  let verified: boolean | null = null;
  let checking = false;
  const recheck = async () => {
    if (verified !== false || checking || document.visibilityState !== 'visible') return;
    checking = true;
    await authService.refreshVerification().finally(() => (checking = false));
  };
  document.addEventListener('visibilitychange', () => void recheck());
  window.addEventListener('focus', () => void recheck());

  return {
    render(user: SessionUser) {
      currentName = user.displayName?.trim() ?? '';
      text('[data-display-name]', currentName || texts.notSet);
      text('[data-email]', user.email ?? '');
      text(
        '[data-account-type]',
        user.isProviderAccount ? texts.googleAccount : texts.emailAccount,
      );
      const badge = find(page, '[data-email-verified]');
      badge.textContent = user.emailVerified ? texts.verified : texts.notVerified;
      badge.dataset.tone = user.emailVerified ? 'good' : 'warning';
      if (verified === false && user.emailVerified) {
        showMessage(verificationMessage, AUTH_TEXTS[locale].emailVerified, 'success');
      }
      verified = user.emailVerified;
      verifyOffer.hidden = user.emailVerified || !user.email;
      text('[data-created]', formatAccountDate(user.createdAt, undefined, locale));
      // SPEC §2: the last sign-in shows for non-provider accounts only.
      find(page, '[data-last-sign-in-row]').hidden = user.isProviderAccount;
      text('[data-last-sign-in]', formatAccountDate(user.lastSignInAt, undefined, locale));

      find(page, '[data-no-password]').hidden = user.hasPassword;
      const canCreate = user.isProviderAccount && !user.hasPassword;
      if (!canCreate) createForm.close(false);
      if (!user.hasPassword) changeForm.close(false);
      createArea.hidden = !canCreate;
      changeArea.hidden = !user.hasPassword;
    },
  };
}

/**
 * SPEC §2 "Deletion flow": the confirmation dialog, then, when the service says a password is
 * needed, the password dialog; on success, the login screen.
 */
function wireDeletion(
  page: HTMLElement,
  authService: AuthService,
  setDeleting: (inProgress: boolean) => void,
): void {
  const confirmDialog = modal(find<HTMLDialogElement>(document, '[data-confirm-dialog]'));
  const passwordDialog = modal(find<HTMLDialogElement>(document, '[data-password-dialog]'));
  const passwordForm = find<HTMLFormElement>(document, '[data-deletion-password-form]');
  const deleteButton = find(page, '[data-delete-account]');

  const deleteAccount = async (password?: string): Promise<DeletionResult> => {
    setDeleting(true);
    const result = await authService.deleteAccount(password);
    if (result.success) location.assign(LOGIN);
    else setDeleting(false);
    return result;
  };

  deleteButton.addEventListener('click', () => confirmDialog.open(deleteButton));
  confirmDialog.confirm.addEventListener('click', async () => {
    const result = await confirmDialog.whileBusy(() => deleteAccount());
    if (result.success) return;
    if (!result.requiresPassword) return confirmDialog.showError(result.error ?? '');
    passwordDialog.open(confirmDialog.handOver() ?? deleteButton);
  });
  passwordForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    const { password = '' } = formValues(passwordForm);
    const problem = validateDeletionPassword(password, checks);
    if (problem) return passwordDialog.showError(problem);
    const result = await passwordDialog.whileBusy(() => deleteAccount(password));
    if (!result.success) passwordDialog.showError(result.error ?? '');
  });
}
