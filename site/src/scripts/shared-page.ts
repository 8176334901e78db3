/**
 * The page of a public share link, /shared/{shareId} (SPEC §3 "Legacy public share", §4, §5): opens
 * the link for anyone, asks for the password of a protected one, shows the profile read-only in
 * `<gpa-calculator readonly>` with when the snapshot was taken, and copies it into a signed-in
 * visitor's own profiles. The page loads Firebase: opening a link needs Firestore.
 *
 * It speaks the page's language (/hi/shared/{shareId} in Hindi): the refusals and the copy's
 * outcome as the GPA calculator says them, in its texts of that language, which the read-only
 * calculator fetches anyway; the password's refusals and the snapshot's date in packages/core's.
 */
import type { AccountLocale } from '../../../packages/core/src/account/account-locales';
import { loginUrlFrom } from '../../../packages/core/src/account/return-path';
import { textsIn, type TextBundle } from '../../../packages/core/src/i18n/texts';
import {
  LINK_PAGE_TEXTS,
  type LinkPageTexts,
  linkPasswordRefusal,
} from '../../../packages/core/src/gpa/link-page-texts';
import type { Profile } from '../../../packages/core/src/gpa/model';
import { loadPresetNumbers } from '../../../packages/core/src/gpa/scales/presets/preset-scales';
import {
  openLinkProfile,
  type StoredPublicLink,
  unlockPublicLink,
} from '../../../packages/core/src/gpa/public-link';
import {
  SHARING_REFUSALS,
  type SharingTexts,
  sharingFailureMessage,
  sharingTexts,
} from '../../../packages/core/src/gpa/sharing-texts';
import { storeTexts } from '../../../packages/core/src/gpa/store-texts';
import type * as PublicLinksModule from '../../../packages/cloud/src/public-links';
import { localeHref } from '../data/routes';
import { formValues, showMessage } from './form';
import { pageAccountLocale } from './page-locale';
import { readOnlyStore } from './read-only-store';
import { loadCloud, settledSession } from './session';

type CloudSession = Awaited<ReturnType<typeof loadCloud>>;
type PublicLinks = typeof PublicLinksModule;

/** What the page says once it runs, in its language. */
interface PageTexts {
  sharing: SharingTexts;
  store: typeof storeTexts.en;
  link: LinkPageTexts;
}

/** The GPA calculator's texts in each language but English (its own bundle, as it fetches it). */
const CALCULATOR_TEXTS: Readonly<Record<Exclude<AccountLocale, 'en'>, () => Promise<TextBundle>>> =
  {
    hi: () =>
      import('../../../widgets/gpa-calculator/gpa-calculator.hi').then((module) => module.default),
  };

/** The page's texts in `locale`: English where its calculator's cannot be fetched (offline). */
async function pageTexts(locale: AccountLocale): Promise<PageTexts> {
  const bundle = locale === 'en' ? null : await CALCULATOR_TEXTS[locale]().catch(() => null);
  return {
    sharing: textsIn(bundle, sharingTexts),
    store: textsIn(bundle, storeTexts),
    link: LINK_PAGE_TEXTS[locale],
  };
}

function find<T extends Element = HTMLElement>(selector: string): T {
  const element = document.querySelector<T>(selector);
  if (!element) throw new Error(`The shared page has no ${selector}`);
  return element;
}

/**
 * The id in /shared/{shareId} or a language's /{locale}/shared/{shareId} (a trailing slash
 * allowed); '' for /shared itself.
 */
export function shareIdFromPath(pathname: string): string {
  const [, id = ''] = /^(?:\/[a-z]{2})?\/shared\/([^/]*)\/?$/.exec(pathname) ?? [];
  try {
    return decodeURIComponent(id);
  } catch {
    return '';
  }
}

/**
 * The page's text for a failure: SPEC §8's own refusals in `texts`' words, else `fallback`, logged.
 */
function failureText(error: unknown, fallback: string, texts: PageTexts): string {
  const message = error instanceof Error ? error.message : '';
  if (!SHARING_REFUSALS.includes(message)) console.error(error);
  return sharingFailureMessage(error, fallback, texts.sharing, texts.store);
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
function askPassword(
  link: StoredPublicLink,
  texts: PageTexts,
): Promise<{ profile: Profile; password: string }> {
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
        const refusal = linkPasswordRefusal(error, texts.link);
        showMessage(message, refusal ?? failureText(error, texts.store.loadError, texts), 'error');
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
 * link to the login screen (in the page's language) that comes back here.
 */
async function wireCopy(
  link: StoredPublicLink,
  password: string,
  { cloud, session }: CloudSession,
  links: PublicLinks,
  texts: PageTexts,
): Promise<void> {
  const message = find('[data-copy-message]');
  if (!link.shareOptions.allowCopy) {
    find('[data-copy-refused]').textContent = texts.sharing.noCopying;
    return;
  }
  const login = () => loginUrlFrom(location, localeHref(pageAccountLocale(), '/login'));
  if ((await settledSession()).state === 'signed-out') {
    const loginLink = find<HTMLAnchorElement>('[data-copy-login]');
    loginLink.href = login();
    loginLink.hidden = false;
    return;
  }
  const button = find<HTMLButtonElement>('[data-copy]');
  button.hidden = false;
  button.addEventListener('click', async () => {
    const current = session.get();
    if (current.state !== 'signed-in') return location.assign(login());
    try {
      const copy = await whileBusy(button, () =>
        links.copyPublicLink(cloud, current.user.uid, link.shareId, password),
      );
      button.hidden = true;
      showMessage(message, texts.sharing.copied(copy.name), 'success');
      find('[data-copied]').hidden = false;
    } catch (error) {
      showMessage(message, failureText(error, texts.sharing.copyError, texts), 'error');
    }
  });
}

/**
 * The navbar's language picker names this page's other version, /shared or /hi/shared: the link's
 * id goes along, as it does when the page opens in the language she chose (SiteLayout.astro).
 */
function pickerKeepsLink(shareId: string): void {
  for (const picker of document.querySelectorAll<HTMLAnchorElement>('a.language[href]')) {
    picker.pathname = `${picker.pathname.replace(/\/$/, '')}/${encodeURIComponent(shareId)}`;
  }
}

export async function startSharedPage(): Promise<void> {
  const shareId = shareIdFromPath(location.pathname);
  if (shareId) pickerKeepsLink(shareId);
  const said = pageTexts(pageAccountLocale());
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
    const texts = await said;
    showProblem(failureText(error, texts.store.loadError, texts));
    return;
  }
  const texts = await said;
  find('h1').textContent = link.profileName;
  find('[data-snapshot]').textContent = texts.link.snapshot(link.sharedAt);
  document.title = `${link.profileName} · CampusCalc`;
  const open = openLinkProfile(link);
  const { profile, password } = open
    ? { profile: open, password: '' }
    : await askPassword(link, texts);
  await showProfile(profile);
  await wireCopy(link, password, cloud, links, texts);
}
