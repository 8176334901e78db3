import { expect } from 'chai';
import { formValues, showMessage, whileBusy } from './form';

// The helpers every plain form of the site uses (the sign-in forms, the account page, the public
// link's password, the verification offer), in Chromium.

/** A promise and the function that settles it, to hold `whileBusy`'s work open. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => ((resolve = done), (reject = fail)));
  return { promise, resolve, reject };
}

/** After the next rendering, when Chromium moves the focus off a control that was disabled. */
const afterRendering = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** What has the focus, by class or tag (a DOM node in an assertion makes its report unreadable). */
const focused = () => document.activeElement?.className || document.activeElement?.tagName;

afterEach(() => document.body.replaceChildren());

describe('formValues', () => {
  it("reads a form's text fields by name, and nothing else", () => {
    document.body.innerHTML = `
      <form>
        <input name="email" value="asha@example.com" />
        <input name="password" type="password" value="secret 1" />
        <textarea name="note">two
lines</textarea>
        <select name="permission"><option>read</option><option selected>edit</option></select>
        <input name="agree" type="checkbox" />
        <input name="upload" type="file" />
        <input value="no name" />
      </form>`;
    expect(formValues(document.querySelector('form')!)).to.deep.equal({
      email: 'asha@example.com',
      password: 'secret 1',
      note: 'two\nlines',
      permission: 'edit',
    });
  });
});

describe('showMessage', () => {
  it('puts the text in the element and marks its kind for the styles', () => {
    document.body.innerHTML = '<p class="message" role="alert"></p>';
    const message = document.querySelector<HTMLElement>('.message')!;
    showMessage(message, 'Please fill in all fields', 'error');
    expect([message.textContent, message.dataset.kind]).to.deep.equal([
      'Please fill in all fields',
      'error',
    ]);
    showMessage(message, 'Check your inbox for further instructions', 'success');
    expect([message.textContent, message.dataset.kind]).to.deep.equal([
      'Check your inbox for further instructions',
      'success',
    ]);
  });
});

describe('whileBusy', () => {
  let card: HTMLElement;
  let save: HTMLButtonElement;
  let name: HTMLInputElement;
  let locked: HTMLButtonElement;

  beforeEach(() => {
    document.body.innerHTML = `
      <section class="card">
        <input name="displayName" value="Asha" />
        <button type="button" class="save" data-busy-label="Saving...">Save</button>
        <button type="button" class="locked" disabled>Locked</button>
      </section>
      <button type="button" class="outside">Elsewhere</button>`;
    card = document.querySelector('.card')!;
    save = card.querySelector('.save')!;
    name = card.querySelector('input')!;
    locked = card.querySelector('.locked')!;
  });

  it("disables the card's controls and shows the busy label while the work runs", async () => {
    const work = deferred<string>();
    const done = whileBusy(card, save, () => work.promise);
    expect(card.getAttribute('aria-busy')).to.equal('true');
    expect([save.disabled, name.disabled, locked.disabled]).to.deep.equal([true, true, true]);
    expect(save.textContent).to.equal('Saving...');
    expect(document.querySelector<HTMLButtonElement>('.outside')!.disabled).to.equal(false);

    work.resolve('saved');
    expect(await done).to.equal('saved');
    expect(card.hasAttribute('aria-busy')).to.equal(false);
    expect(save.textContent).to.equal('Save');
    // What was disabled before stays so; the rest works again.
    expect([save.disabled, name.disabled, locked.disabled]).to.deep.equal([false, false, true]);
  });

  it('puts everything back when the work fails, and passes the failure on', async () => {
    const failure = new Error('Failed to update display name');
    const done = whileBusy(card, save, () => Promise.reject(failure));
    let caught: unknown;
    await done.catch((error: unknown) => (caught = error));
    expect(caught === failure).to.equal(true);
    expect([save.disabled, name.disabled, save.textContent]).to.deep.equal([false, false, 'Save']);
    expect(card.hasAttribute('aria-busy')).to.equal(false);
  });

  it('keeps the label of a button without a busy one', async () => {
    delete save.dataset.busyLabel;
    const work = deferred<undefined>();
    const done = whileBusy(card, save, () => work.promise);
    expect(save.textContent).to.equal('Save');
    work.resolve(undefined);
    await done;
  });

  it('gives the focus back to the pressed button, which disabling it took away', async () => {
    save.focus();
    const work = deferred<undefined>();
    const done = whileBusy(card, save, () => work.promise);
    await afterRendering();
    expect(focused()).to.equal('BODY');
    work.resolve(undefined);
    await done;
    expect(focused()).to.equal('save');
  });

  it('leaves the focus where it is when the control has been hidden meanwhile', async () => {
    save.focus();
    const work = deferred<undefined>();
    const done = whileBusy(card, save, () => work.promise);
    await afterRendering();
    card.hidden = true;
    work.resolve(undefined);
    await done;
    expect(focused()).to.equal('BODY');
  });
});
