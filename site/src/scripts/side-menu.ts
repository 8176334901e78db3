import { isBackdropClick } from './dialog-backdrop';

/**
 * The phone's side menu (SPEC §2): the hamburger, served disabled and enabled here, opens it as a
 * modal dialog (focus stays inside, Escape closes it); page scroll is locked while it is open; its
 * close button and a click on the backdrop close it.
 */
export function setUpSideMenu(hamburger: HTMLButtonElement, sideMenu: HTMLDialogElement): void {
  const root = document.documentElement;
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
