import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { isBackdropClick } from './dialog-backdrop';

// Where a click on a modal <dialog> landed, with real clicks in Chromium: the backdrop belongs to
// the dialog, so a click there targets the dialog itself, outside its box.

let dialog: HTMLDialogElement;
let clicks: boolean[];

beforeEach(() => {
  document.body.innerHTML = `
    <dialog style="margin: auto; padding: 24px; width: 200px; height: 100px; border: 0">
      <p style="margin: 0">Inside</p>
    </dialog>`;
  dialog = document.querySelector('dialog')!;
  clicks = [];
  dialog.addEventListener('click', (event) => clicks.push(isBackdropClick(dialog, event)));
  dialog.showModal();
});

afterEach(async () => {
  dialog.close();
  document.body.replaceChildren();
  await resetMouse();
});

const click = (x: number, y: number) =>
  sendMouse({ type: 'click', position: [Math.round(x), Math.round(y)] });

describe('isBackdropClick', () => {
  it('is true for a click on the backdrop, on any side of the dialog', async () => {
    const box = dialog.getBoundingClientRect();
    await click(box.left - 10, box.top + 10);
    await click(box.right + 10, box.bottom - 10);
    await click(box.left + 10, box.top - 10);
    await click(box.left + 10, box.bottom + 10);
    expect(clicks).to.deep.equal([true, true, true, true]);
  });

  it("is false for a click in the dialog's own box, its padding or its content", async () => {
    const box = dialog.getBoundingClientRect();
    await click(box.left + 5, box.top + 5);
    const text = dialog.querySelector('p')!.getBoundingClientRect();
    await click(text.left + 5, text.top + 5);
    expect(clicks).to.deep.equal([false, false]);
  });
});
