/**
 * The page of a public share link, /shared/{shareId} (SPEC §3 "Legacy public share", §4, §5): opens
 * the link for anyone, asks for the password of a protected one, shows the profile read-only in
 * `<gpa-calculator readonly>` with when the snapshot was taken, and copies it into a signed-in
 * visitor's own profiles. The page loads Firebase: opening a link needs Firestore.
 */
import { loginUrlFrom } from '../../../packages/core/src/account/return-path';
import type { Profile } from '../../../packages/core/src/gpa/model';
import { LOAD_ERROR_MESSAGE } from '../../../packages/core/src/gpa/profiles';
import { loadPresetNumbers } from '../../../packages/core/src/gpa/scales/presets/preset-scales';
import {
  openLinkProfile,
  type StoredPublicLink,
  unlockPublicLink,
} from '../../../packages/core/src/gpa/public-link';
import {
  COPY_ERROR_MESSAGE,
  COPY_NOT_ALLOWED_MESSAGE,
  SHARING_REFUSALS,
  copiedMessage,
  sharingFailureMessage,
  snapshotText,
} from '../../../packages/core/src/gpa/sharing-texts';
import type * as PublicLinksModule from '../../../packages/cloud/src/public-links';
import { formValues, showMessage } from './form';
import { readOnlyStore } from './read-only-store';
import { loadCloud, settledSession } from './session';

type CloudSession = Awaited<ReturnType<typeof loadCloud>>;
type PublicLinks = typeof PublicLinksModule;

function find<T extends Element = HTMLElement>(selector: string): T {
  const element = document.querySelector<T>(selector);
  if (!element) throw new Error(`The shared page has no ${selector}`);
  return element;
}

/** The id in /shared/{shareId} (a trailing slash allowed); '' for /shared itself. */
export function shareIdFromPath(pathname: string): string {
  const [, id = ''] = /^\/shared\/([^/]*)\/?$/.exec(pathname) ?? [];
  try {
    return decodeURIComponent(id);
  } catch {
    return '';
  }
}

/** The page's text for a failure; SPEC §8's own refusals as they are, else `fallback`, logged. */
function failureText(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : '';
  if (!SHARING_REFUSALS.includes(message)) console.error(error);
  return sharingFailureMessage(error, fallback);
}

/** Disables `button` (reading its data-busy-label) while `work` runs. */
async function whileBusy<T>(button: HTMLButtonElement, work: () => Promise<T>): Promise<T> {
  const label = button.textContent;
  button.disabled = true;
  button.textContent = button.dataset.busyLabel ?? label;
  try {
    return await work();
  } finally {
    button.disabled = false;
    button.textContent = label;
  }
}

function showOnly(section: 'problem' | 'locked' | 'profile'): void {
  find('[data-loading]').hidden = true;
  for (const name of ['problem', 'locked', 'profile']) {
    find(`[data-${name}]`).hidden = name !== section;
  }
}

function showProblem(text: string): void {
  find('[data-problem-text]').textContent = text;
  showOnly('problem');
}

/** The protected link's password form: resolves once the right password opened the profile. */
function askPassword(link: StoredPublicLink): Promise<{ profile: Profile; password: string }> {
  const form = find<HTMLFormElement>('[data-password-form]');
  const message = find('[data-password-message]');
  showOnly('locked');
  form.querySelector<HTMLInputElement>('input')?.focus();
  return new Promise((resolve) => {
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const { password = '' } = formValues(form);
      try {
        const button = find<HTMLButtonElement>('[data-password-form] [type="submit"]');
        resolve({
          profile: await whileBusy(button, () => unlockPublicLink(link, password)),
          password,
        });
      } catch (error) {
        showMessage(message, error instanceof Error ? error.message : LOAD_ERROR_MESSAGE, 'error');
      }
    });
  });
}

/** The profile, read-only, in the GPA calculator element (its own module, loaded here). */
async function showProfile(profile: Profile): Promise<void> {
  await import('../../../widgets/gpa-calculator/gpa-calculator.element');
  const calculator = Object.assign(document.createElement('gpa-calculator'), {
    store: readOnlyStore(profile),
  });
  calculator.setAttribute('readonly', 'true');
  calculator.setAttribute('hide-title', '');
  find('[data-calculator]').replaceChildren(calculator);
  showOnly('profile');
}

/**
 * SPEC §5: copying needs a signed-in visitor and a link that allows it. Signed out, the button is a
 * link to /login that comes back here.
 */
async function wireCopy(
  link: StoredPublicLink,
  password: string,
  { cloud, session }: CloudSession,
  links: PublicLinks,
): Promise<void> {
  const message = find('[data-copy-message]');
  if (!link.shareOptions.allowCopy) {
    find('[data-copy-refused]').textContent = COPY_NOT_ALLOWED_MESSAGE;
    return;
  }
  if ((await settledSession()).state === 'signed-out') {
    const login = find<HTMLAnchorElement>('[data-copy-login]');
    login.href = loginUrlFrom(location);
    login.hidden = false;
    return;
  }
  const button = find<HTMLButtonElement>('[data-copy]');
  button.hidden = false;
  button.addEventListener('click', async () => {
    const current = session.get();
    if (current.state !== 'signed-in') return location.assign(loginUrlFrom(location));
    try {
      const copy = await whileBusy(button, () =>
        links.copyPublicLink(cloud, current.user.uid, link.shareId, password),
      );
      button.hidden = true;
      showMessage(message, copiedMessage(copy.name), 'success');
      find('[data-copied]').hidden = false;
    } catch (error) {
      showMessage(message, failureText(error, COPY_ERROR_MESSAGE), 'error');
    }
  });
}

export async function startSharedPage(): Promise<void> {
  const shareId = shareIdFromPath(location.pathname);
  let cloud: CloudSession;
  let links: PublicLinks;
  let link: StoredPublicLink;
  try {
    // The profile is read with every preset's numbers at hand (it may be on one).
    [cloud, links] = await Promise.all([
      loadCloud(),
      import('../../../packages/cloud/src/public-links'),
      loadPresetNumbers(),
    ]);
    link = await links.openPublicLink(cloud.cloud, shareId);
  } catch (error) {
    showProblem(failureText(error, LOAD_ERROR_MESSAGE));
    return;
  }
  find('h1').textContent = link.profileName;
  find('[data-snapshot]').textContent = snapshotText(link.sharedAt);
  document.title = `${link.profileName} · CampusCalc`;
  const open = openLinkProfile(link);
  const { profile, password } = open ? { profile: open, password: '' } : await askPassword(link);
  await showProfile(profile);
  await wireCopy(link, password, cloud, links);
}
