import { expect } from 'chai';
import { THEME_KEY } from '../../../packages/core/src/theme';
import { setUpThemeToggles } from './theme-toggle';

// The navbar's Dark Mode / Light Mode buttons (one in the avatar menu, one in the side menu),
// served disabled, wired by setUpThemeToggles in Chromium.

const root = document.documentElement;
let buttons: HTMLButtonElement[];

beforeEach(() => {
  localStorage.removeItem(THEME_KEY);
  root.classList.remove('light');
  document.body.innerHTML = `
    <button type="button" class="theme-toggle" disabled>Light Mode</button>
    <button type="button" class="theme-toggle menu-item" disabled>Light Mode</button>`;
  buttons = [...document.querySelectorAll<HTMLButtonElement>('.theme-toggle')];
  setUpThemeToggles(buttons);
});

afterEach(() => {
  localStorage.removeItem(THEME_KEY);
  root.classList.remove('light');
  document.body.replaceChildren();
});

const theme = () => [
  root.classList.contains('light') ? 'light' : 'dark',
  localStorage.getItem(THEME_KEY),
];

describe('the theme toggles', () => {
  it('work once wired: each flips the theme, dark by default, and keeps the choice', () => {
    expect(buttons.map((button) => button.disabled)).to.deep.equal([false, false]);
    expect(theme()).to.deep.equal(['dark', null]);
    buttons[0]!.click();
    expect(theme()).to.deep.equal(['light', 'light']);
    buttons[1]!.click();
    expect(theme()).to.deep.equal(['dark', 'dark']);
  });

  it('follow a choice made in another tab, without saving it again', () => {
    localStorage.setItem(THEME_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY, newValue: 'light' }));
    expect(theme()).to.deep.equal(['light', 'dark']);
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'dark' }));
    expect(theme()).to.deep.equal(['light', 'dark']);
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY, newValue: 'dark' }));
    expect(theme()).to.deep.equal(['dark', 'dark']);
  });

  it('still flip the theme for the page where storage is blocked', () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('Storage is blocked', 'SecurityError');
    };
    try {
      buttons[0]!.click();
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(theme()).to.deep.equal(['light', null]);
  });
});
