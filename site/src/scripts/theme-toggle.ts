import { THEME_KEY } from '../../../packages/core/src/theme';

/**
 * The navbar's Dark Mode / Light Mode buttons (SPEC §2), served disabled and enabled here: each
 * flips the theme and saves the choice, and a choice made in another tab follows here. Flipping
 * <html>'s class is enough; the observer of the layout's head script follows it with <body> and
 * every calculator on the page.
 */
export function setUpThemeToggles(buttons: Iterable<HTMLButtonElement>): void {
  const root = document.documentElement;
  const setTheme = (light: boolean, save: boolean) => {
    root.classList.toggle('light', light);
    if (!save) return;
    try {
      localStorage.setItem(THEME_KEY, light ? 'light' : 'dark');
    } catch {
      // Storage blocked: the choice lasts for this page only.
    }
  };
  for (const button of buttons) {
    button.addEventListener('click', () => setTheme(!root.classList.contains('light'), true));
    button.disabled = false;
  }
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_KEY) setTheme(event.newValue === 'light', false);
  });
}
