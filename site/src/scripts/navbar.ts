import { accountName, avatarLetter } from '../../../packages/core/src/account/session';
import { THEME_KEY } from '../../../packages/core/src/theme';
import { isBackdropClick } from './dialog-backdrop';
import { setUpDropdown } from './dropdown';
import { confirmCachedSignInWhenIdle, loadCloud, watchSession } from './session';

/**
 * Wires the navbar (NavBar.astro) once the page has painted: the theme toggles, the dropdowns, the
 * session's avatar and Logout, and the side menu of a phone. Its buttons are served disabled and
 * enabled here, when they work.
 */
export function setUpNavbar(): void {
  const root = document.documentElement;
  const navbar = document.querySelector<HTMLElement>('.navbar');

  // Theme: flipping <html>'s class is enough; the observer of the layout's head script follows it
  // with <body> and every calculator on the page.
  const setTheme = (light: boolean, save: boolean) => {
    root.classList.toggle('light', light);
    if (!save) return;
    try {
      localStorage.setItem(THEME_KEY, light ? 'light' : 'dark');
    } catch {
      // Storage blocked: the choice lasts for this page only.
    }
  };
  for (const button of document.querySelectorAll<HTMLButtonElement>('.theme-toggle')) {
    button.addEventListener('click', () => setTheme(!root.classList.contains('light'), true));
    button.disabled = false;
  }
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_KEY) setTheme(event.newValue === 'light', false);
  });

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
    if (success) location.assign('/login');
    else alert(error);
  });

  // Side menu: a modal dialog (focus stays inside, Escape closes it); page scroll is locked while
  // it is open; a click on the backdrop closes it.
  const hamburger = navbar?.querySelector<HTMLButtonElement>('.hamburger');
  const sideMenu = navbar?.querySelector<HTMLDialogElement>('.side-menu');
  if (hamburger && sideMenu) {
    const setLocked = (locked: boolean) => {
      root.classList.toggle('scroll-locked', locked);
      hamburger.setAttribute('aria-expanded', String(locked));
    };
    hamburger.addEventListener('click', () => {
      sideMenu.showModal();
      setLocked(true);
    });
    hamburger.disabled = false;
    const closeMenu = () => {
      sideMenu.close();
      setLocked(false);
    };
    // Escape closes the dialog natively; its 'close' event comes a task later.
    sideMenu.addEventListener('close', () => setLocked(false));
    sideMenu.querySelector('.side-close')?.addEventListener('click', closeMenu);
    sideMenu.addEventListener('click', (event) => {
      if (isBackdropClick(sideMenu, event)) closeMenu();
    });
    // Back to this page from the history cache: not with the menu still open.
    window.addEventListener('pageshow', (event) => {
      if (event.persisted && sideMenu.open) closeMenu();
    });
    // Grown past the phone layout while open: the menu has no place there any more.
    matchMedia('(min-width: 768px)').addEventListener('change', (event) => {
      if (event.matches && sideMenu.open) closeMenu();
    });
  }
}
