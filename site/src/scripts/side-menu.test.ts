import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { setUpSideMenu } from './side-menu';

// The phone's side menu (NavBar.astro's markup: the hamburger, served disabled, and a <dialog>),
// wired by setUpSideMenu, in Chromium with real keys and clicks.

let hamburger: HTMLButtonElement;
let menu: HTMLDialogElement;
/** The menu's last 'close' event, which comes a task after it closed. */
let closeEvent: Promise<unknown>;

beforeEach(async () => {
  await setViewport({ width: 390, height: 844 });
  document.body.innerHTML = `
    <nav class="navbar">
      <button type="button" class="hamburger" aria-expanded="false" aria-controls="side-menu" disabled>
        Menu
      </button>
      <dialog id="side-menu" class="side-menu" aria-label="Menu"
        style="margin: 0 auto 0 0; width: 240px; height: 100%; max-height: 100%">
        <button type="button" class="side-close" aria-label="Close menu">×</button>
        <a href="#gpa">GPA Calculator</a>
      </dialog>
    </nav>`;
  hamburger = document.querySelector('.hamburger')!;
  menu = document.querySelector('.side-menu')!;
  setUpSideMenu(hamburger, menu);
  closeEvent = Promise.resolve();
  hamburger.addEventListener('click', () => (closeEvent = closed()));
});

afterEach(async () => {
  if (menu.open) menu.close();
  // Not into the next test, where it would unlock the page that test locked.
  await closeEvent;
  document.documentElement.classList.remove('scroll-locked');
  document.body.replaceChildren();
  await resetMouse();
});

/** Open, as a modal, with the page's scroll locked and the hamburger saying so. */
const state = () => [
  menu.open && menu.matches(':modal'),
  document.documentElement.classList.contains('scroll-locked'),
  hamburger.getAttribute('aria-expanded'),
];
const OPEN = [true, true, 'true'];
const CLOSED = [false, false, 'false'];

const closed = () =>
  new Promise((resolve) => menu.addEventListener('close', resolve, { once: true }));

describe('the side menu', () => {
  it('opens from the hamburger, served disabled, as a modal that locks the page', () => {
    expect(hamburger.disabled).to.equal(false);
    expect(state()).to.deep.equal(CLOSED);
    hamburger.click();
    expect(state()).to.deep.equal(OPEN);
  });

  it('closes with its close button', () => {
    hamburger.click();
    menu.querySelector<HTMLButtonElement>('.side-close')!.click();
    expect(state()).to.deep.equal(CLOSED);
  });

  it('closes with a click on the backdrop, not with one inside it', async () => {
    hamburger.click();
    const box = menu.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + 20), 300] });
    expect(state()).to.deep.equal(OPEN);
    await sendMouse({ type: 'click', position: [Math.round(box.right + 40), 300] });
    expect(state()).to.deep.equal(CLOSED);
  });

  it('closes with Escape, and the page scrolls again', async () => {
    hamburger.click();
    const closing = closed();
    await sendKeys({ press: 'Escape' });
    await closing;
    expect(state()).to.deep.equal(CLOSED);
  });

  it('is not open any more when the page comes back from the history cache', () => {
    hamburger.click();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(state()).to.deep.equal(OPEN);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(state()).to.deep.equal(CLOSED);
  });

  it('closes when the window grows past the phone layout', async () => {
    hamburger.click();
    await setViewport({ width: 600, height: 844 });
    expect(state()).to.deep.equal(OPEN);
    const change = new Promise((resolve) =>
      matchMedia('(min-width: 768px)').addEventListener('change', resolve, { once: true }),
    );
    await setViewport({ width: 1024, height: 844 });
    await change;
    expect(state()).to.deep.equal(CLOSED);
  });
});
