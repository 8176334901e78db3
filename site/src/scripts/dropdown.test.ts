import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { setUpDropdown } from './dropdown';

// The navbar's dropdown (NavBar.astro's markup: a disclosure button, served disabled, and a list of
// links), wired by setUpDropdown, driven by real keys in Chromium.
let dropdown: HTMLElement;
let outside: HTMLButtonElement;

beforeEach(() => {
  document.body.innerHTML = `
    <div class="dropdown">
      <button type="button" class="dropdown-toggle" aria-expanded="false" disabled>Other Tools</button>
      <ul class="dropdown-panel" hidden>
        <li><a href="#sdt">Speed, Distance and Time</a></li>
        <li><a href="#matrix">Matrix Determinant</a></li>
        <li><a href="#converter">Number Converter</a></li>
      </ul>
    </div>
    <button type="button" class="outside">Elsewhere</button>`;
  dropdown = document.querySelector('.dropdown')!;
  outside = document.querySelector('.outside')!;
  setUpDropdown(dropdown);
});

const toggle = () => dropdown.querySelector<HTMLButtonElement>('.dropdown-toggle')!;
const panel = () => dropdown.querySelector<HTMLElement>('.dropdown-panel')!;
const open = () => !panel().hidden && toggle().getAttribute('aria-expanded') === 'true';
const focused = () => document.activeElement?.textContent;

describe('the navbar dropdown', () => {
  it('works once wired: a click opens it, a second closes it, a click outside closes it', () => {
    expect(toggle().disabled).to.equal(false);
    toggle().click();
    expect(open()).to.equal(true);
    toggle().click();
    expect(open()).to.equal(false);
    toggle().click();
    outside.click();
    expect(open()).to.equal(false);
  });

  it('opens from the keyboard on the first item (Enter, ArrowDown) or the last (ArrowUp)', async () => {
    toggle().focus();
    await sendKeys({ press: 'Enter' });
    expect([open(), focused()]).to.deep.equal([true, 'Speed, Distance and Time']);
    await sendKeys({ press: 'Escape' });
    expect([open(), focused()]).to.deep.equal([false, 'Other Tools']);
    await sendKeys({ press: 'ArrowUp' });
    expect([open(), focused()]).to.deep.equal([true, 'Number Converter']);
  });

  it('moves between the items with the arrows (wrapping), Home and End', async () => {
    toggle().focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(focused()).to.equal('Matrix Determinant');
    await sendKeys({ press: 'End' });
    expect(focused()).to.equal('Number Converter');
    await sendKeys({ press: 'ArrowDown' });
    expect(focused()).to.equal('Speed, Distance and Time');
    await sendKeys({ press: 'ArrowUp' });
    expect(focused()).to.equal('Number Converter');
    await sendKeys({ press: 'Home' });
    expect(focused()).to.equal('Speed, Distance and Time');
  });

  it('closes when the focus leaves it, and Escape from an item gives the focus back', async () => {
    toggle().focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Escape' });
    expect([open(), focused()]).to.deep.equal([false, 'Other Tools']);
    await sendKeys({ press: 'ArrowDown' });
    outside.focus();
    expect(open()).to.equal(false);
  });
});
