import { accountName, avatarLetter } from '../../../packages/core/src/account/session';
import { setUpDropdown } from './dropdown';
import { confirmCachedSignInWhenIdle, loadCloud, watchSession } from './session';
import { setUpSideMenu } from './side-menu';
import { setUpThemeToggles } from './theme-toggle';

/**
 * Wires the navbar (NavBar.astro) once the page has painted: the theme toggles, the dropdowns, the
 * session's avatar and Logout, and the side menu of a phone. Its buttons are served disabled and
 * enabled here, when they work.
 */
export function setUpNavbar(): void {
  const root = document.documentElement;
  const navbar = document.querySelector<HTMLElement>('.navbar');

  setUpThemeToggles(document.querySelectorAll<HTMLButtonElement>('.theme-toggle'));

  // A phone's side menu lists the bar's languages (one copy of them in the page's HTML).
  const sideLanguages = navbar?.querySelector('.side-language .languages');
  for (const item of navbar?.querySelectorAll('#language-panel > li') ?? []) {
    sideLanguages?.append(item.cloneNode(true));
  }
  // The other language's version opens on the same calculation: the address's inputs go along.
  for (const link of navbar?.querySelectorAll<HTMLAnchorElement>('a.language') ?? []) {
    link.addEventListener('click', () => {
      const params = new URLSearchParams(location.search);
      params.set('language', link.hreflang);
      link.search = `?${params}`;
      link.hash = location.hash;
    });
  }

  // Dropdowns: disclosure buttons and their panels, with the keys of a menu button.
  for (const dropdown of navbar?.querySelectorAll<HTMLElement>('.dropdown') ?? []) {
    setUpDropdown(dropdown);
  }

  // The session: which of Login and the avatar shows, and who the avatar is.
  const account = navbar?.querySelector<HTMLElement>('.account');
  watchSession((session) => {
    if (session.state === 'loading') return;
    root.dataset.session = session.state;
    if (session.state !== 'signed-in' || !account) return;
    account.querySelector('.avatar-letter')!.textContent = avatarLetter(session.user);
    account.querySelector('.account-name')!.textContent = accountName(session.user);
    account.querySelector('.account-email')!.textContent = session.user.email ?? '';
  });
  confirmCachedSignInWhenIdle();
  account?.querySelector('.logout')?.addEventListener('click', async () => {
    const { authService } = await loadCloud();
    const { success, error } = await authService.signOut();
    // To the login page in the page's language: the bar's Login link already leads there.
    if (success) location.assign(navbar!.querySelector<HTMLAnchorElement>('a.login')!.href);
    else alert(error);
  });

  const hamburger = navbar?.querySelector<HTMLButtonElement>('.hamburger');
  const sideMenu = navbar?.querySelector<HTMLDialogElement>('.side-menu');
  if (hamburger && sideMenu) setUpSideMenu(hamburger, sideMenu);
}
