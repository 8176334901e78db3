import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import themeCss from 'virtual:shoelace-theme?dialog-test';
import controlsCss from '../element/controls.css?inline';
import widgetBaseCss from '../element/widget-base.css?inline';
import type { Theme } from '../testing/widget-testing';
import {
  clickLikeUser,
  expectNoAxeViolations,
  iconName,
  settle,
  until,
} from '../testing/widget-testing';
import type { ConfirmDialogProps } from './confirm-dialog';
import { ConfirmDialog } from './confirm-dialog';
import dialogCss from './dialog.css?inline';
import { InfoPopup } from './info-popup';
import { Modal } from './modal';
import type { TextInputDialogProps } from './text-input-dialog';
import { TextInputDialog } from './text-input-dialog';

// The dialogs run as in a widget: inside a shadow root with the widget's stylesheet, under a
// `[part=base]` box, opened from a button of the same shadow root.
const sheet = new CSSStyleSheet();
sheet.replaceSync(themeCss + widgetBaseCss + controlsCss + dialogCss);

const mounted: { host: HTMLElement; root: Root }[] = [];

async function mount(ui: ReactNode, theme: Theme = 'dark'): Promise<ShadowRoot> {
  const host = document.createElement('div');
  host.setAttribute('theme', theme);
  document.body.append(host);
  const shadowRoot = host.attachShadow({ mode: 'open' });
  shadowRoot.adoptedStyleSheets = [sheet];
  const base = document.createElement('div');
  base.setAttribute('part', 'base');
  shadowRoot.append(base);
  const root = createRoot(base);
  mounted.push({ host, root });
  root.render(ui);
  await until(() => base.childElementCount > 0, 'the harness renders');
  return shadowRoot;
}

afterEach(async () => {
  await resetMouse();
  for (const { host, root } of mounted.splice(0)) {
    root.unmount();
    host.remove();
  }
  await settle();
});

/** What the owner of a dialog was told, in order: 'confirm', 'confirm <text>' or 'cancel'. */
let calls: string[] = [];
beforeEach(() => (calls = []));

/** Owns a dialog the way a widget does: a button opens it, and any answer closes it. */
function Owner({
  dialog,
}: {
  dialog: (open: boolean, answer: (call: string) => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const answer = (call: string) => {
    calls.push(call);
    setOpen(false);
  };
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {dialog(open, answer)}
    </>
  );
}

const dialogOf = (root: ShadowRoot) => root.querySelector('dialog')!;
// Absent is closed: an InfoPopup's modal is rendered only while open.
const isOpen = (root: ShadowRoot) => root.querySelector('dialog')?.matches(':modal') ?? false;
const button = (root: ShadowRoot, label: string) =>
  [...root.querySelectorAll('button')].find((node) => node.textContent === label)!;

/** The focused element of the shadow root as `tag:text`; chai must not compare DOM nodes. */
function focused(root: ShadowRoot): string {
  const active = root.activeElement;
  return active
    ? `${active.localName}:${active.ariaLabel ?? active.textContent?.trim()}`
    : 'outside';
}

/** The dialog's name and description, from its aria-labelledby and aria-describedby. */
function announced(root: ShadowRoot) {
  const textOf = (attribute: string) => {
    const id = dialogOf(root).getAttribute(attribute);
    return id === null ? null : root.getElementById(id)!.textContent;
  };
  return { name: textOf('aria-labelledby'), description: textOf('aria-describedby') };
}

async function press(key: string) {
  await sendKeys({ press: key });
  await settle();
}

async function type(text: string) {
  await sendKeys({ type: text });
  await settle();
}

/** Focuses the owner's Open button and presses Enter on it, as a keyboard user opens a dialog. */
async function openWithKeyboard(root: ShadowRoot) {
  button(root, 'Open').focus();
  await press('Enter');
  await until(() => isOpen(root), 'the dialog opens');
}

/** A real click on the overlay, in the corner of the viewport, outside the centred dialog box. */
async function clickOverlay() {
  await sendMouse({ type: 'click', position: [4, 4] });
  await settle();
}

/** Every icon is drawn at once, 1em square: its SVG is markup, which no script has to fetch. */
function expectIconsDrawn(root: ShadowRoot) {
  const icons = [...root.querySelectorAll('.icon')];
  expect(icons.length, 'icons').to.be.greaterThan(0);
  const sizes = icons.map((icon) => {
    const { width, height } = icon.querySelector('svg')?.getBoundingClientRect() ?? {};
    return `${width} x ${height} = ${icon.getBoundingClientRect().width}`;
  });
  const squares = icons.map((icon) => {
    const em = parseFloat(getComputedStyle(icon).fontSize);
    return `${em} x ${em} = ${em}`;
  });
  expect(sizes).to.deep.equal(squares);
}

describe('TextInputDialog', () => {
  const mountTextInput = (props: Partial<TextInputDialogProps> = {}, theme?: Theme) =>
    mount(
      <Owner
        dialog={(open, answer) => (
          <TextInputDialog
            open={open}
            title="New Profile"
            label="Profile name"
            placeholder="e.g. Engineering"
            onConfirm={(text) => answer(`confirm ${text}`)}
            onCancel={() => answer('cancel')}
            {...props}
          />
        )}
      />,
      theme,
    );
  const inputOf = (root: ShadowRoot) => root.querySelector('input')!;

  it('stays closed until opened, then is modal, named by its title, with focus in the input', async () => {
    const root = await mountTextInput();
    expect(isOpen(root), 'before opening').to.equal(false);
    await openWithKeyboard(root);
    const label = root.querySelector('label')!;
    expect({
      ...announced(root),
      label: label.textContent,
      labelled: label.control === inputOf(root),
      placeholder: inputOf(root).placeholder,
      buttons: [...dialogOf(root).querySelectorAll('button')].map((node) => node.textContent),
      focused: focused(root),
    }).to.deep.equal({
      name: 'New Profile',
      description: null,
      label: 'Profile name',
      labelled: true,
      placeholder: 'e.g. Engineering',
      buttons: ['Cancel', 'OK'],
      focused: 'input:',
    });
  });

  it('takes other button labels', async () => {
    const root = await mountTextInput({ confirmLabel: 'Create', cancelLabel: 'Back' });
    await openWithKeyboard(root);
    const labels = [...dialogOf(root).querySelectorAll('button')].map((node) => node.textContent);
    expect(labels).to.deep.equal(['Back', 'Create']);
  });

  it('opens with the initial value, again after a cancel cleared it', async () => {
    const root = await mountTextInput({ initialValue: 'Copy of Physics' });
    await openWithKeyboard(root);
    const first = inputOf(root).value;
    await press('Escape');
    const cleared = inputOf(root).value;
    await openWithKeyboard(root);
    expect([first, cleared, inputOf(root).value]).to.deep.equal([
      'Copy of Physics',
      '',
      'Copy of Physics',
    ]);
  });

  it('keeps OK disabled, and Enter or a submit does nothing, while the trimmed text is empty', async () => {
    const root = await mountTextInput();
    await openWithKeyboard(root);
    const ok = button(root, 'OK');
    expect(ok.disabled, 'when empty').to.equal(true);
    await type('   ');
    expect(ok.disabled, 'with spaces only').to.equal(true);
    await press('Enter');
    root.querySelector('form')!.requestSubmit();
    await settle();
    expect(calls, 'nothing submitted').to.deep.equal([]);
    expect(isOpen(root), 'still open').to.equal(true);
    await type('x');
    expect(ok.disabled, 'with text').to.equal(false);
  });

  it('submits the trimmed text with Enter, then focus returns to the opener', async () => {
    const root = await mountTextInput();
    await openWithKeyboard(root);
    await type('  Fall 2024  ');
    await press('Enter');
    expect(calls).to.deep.equal(['confirm Fall 2024']);
    expect(isOpen(root), 'closed').to.equal(false);
    expect(focused(root)).to.equal('button:Open');
  });

  it('submits the trimmed text from the OK button', async () => {
    const root = await mountTextInput();
    await openWithKeyboard(root);
    await type(' Physics ');
    await clickLikeUser(button(root, 'OK'));
    expect(calls).to.deep.equal(['confirm Physics']);
  });

  for (const [how, cancel] of [
    ['Escape', () => press('Escape')],
    ['the Cancel button', (root: ShadowRoot) => clickLikeUser(button(root, 'Cancel'))],
    ['a click on the overlay', clickOverlay],
  ] as const) {
    it(`cancels with ${how}, clearing the input and returning focus`, async () => {
      const root = await mountTextInput();
      await openWithKeyboard(root);
      await type('Draft');
      await cancel(root);
      expect({
        calls,
        open: isOpen(root),
        input: inputOf(root).value,
        focused: focused(root),
      }).to.deep.equal({ calls: ['cancel'], open: false, input: '', focused: 'button:Open' });
    });
  }

  it('stays open on a click inside its box, or a press there that ends on the overlay', async () => {
    const root = await mountTextInput();
    await openWithKeyboard(root);
    const title = dialogOf(root).querySelector('h2')!;
    await clickLikeUser(title);
    const { left, top } = title.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(left + 4), Math.round(top + 4)] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [4, 4] });
    await sendMouse({ type: 'up' });
    await settle();
    expect({ calls, open: isOpen(root) }).to.deep.equal({ calls: [], open: true });
  });

  it('keeps Tab inside the dialog', async () => {
    const root = await mountTextInput();
    await openWithKeyboard(root);
    await type('Name');
    const stops = [];
    for (let step = 0; step < 4; step++) {
      await press('Tab');
      stops.push(focused(root));
    }
    expect(stops.slice(0, 2)).to.deep.equal(['button:Cancel', 'button:OK']);
    expect(stops, 'never the page behind').not.to.include('button:Open');
  });

  for (const theme of ['dark', 'light'] as const) {
    it(`has no axe violations when open, ${theme} theme`, async () => {
      const root = await mountTextInput({}, theme);
      await openWithKeyboard(root);
      await type('Name');
      await expectNoAxeViolations(root.host);
    });
  }
});

describe('ConfirmDialog', () => {
  const mountConfirm = (props: Partial<ConfirmDialogProps> = {}, theme?: Theme) =>
    mount(
      <Owner
        dialog={(open, answer) => (
          <ConfirmDialog
            open={open}
            title="Delete Semester"
            message="Delete Semester 2 and its subjects?"
            onConfirm={() => answer('confirm')}
            onCancel={() => answer('cancel')}
            {...props}
          />
        )}
      />,
      theme,
    );
  const confirmButton = (root: ShadowRoot) => root.querySelector<HTMLElement>('.dialog__confirm')!;
  const dialogIcon = (root: ShadowRoot) => iconName(dialogOf(root).querySelector('.dialog__icon')!);

  it('defaults to a danger dialog with Delete and Cancel, and focus on Cancel', async () => {
    const root = await mountConfirm();
    await openWithKeyboard(root);
    expect({
      ...announced(root),
      role: dialogOf(root).getAttribute('role'),
      type: dialogOf(root).dataset.type,
      icon: dialogIcon(root),
      buttons: [...dialogOf(root).querySelectorAll('button')].map((node) => node.textContent),
      focused: focused(root),
    }).to.deep.equal({
      name: 'Delete Semester',
      description: 'Delete Semester 2 and its subjects?',
      role: 'alertdialog',
      type: 'danger',
      icon: 'exclamation-octagon',
      buttons: ['Cancel', 'Delete'],
      focused: 'button:Cancel',
    });
    expectIconsDrawn(root);
  });

  it('takes other button labels', async () => {
    const root = await mountConfirm({ confirmLabel: 'Delete Everything', cancelLabel: 'Keep' });
    await openWithKeyboard(root);
    const labels = [...dialogOf(root).querySelectorAll('button')].map((node) => node.textContent);
    expect(labels).to.deep.equal(['Keep', 'Delete Everything']);
  });

  it('shows warning and info types by icon and confirm colour, with focus on confirm', async () => {
    const shown = [];
    const colours = new Set<string>();
    for (const type of ['danger', 'warning', 'info'] as const) {
      const root = await mountConfirm({ type, confirmLabel: 'Go on' });
      await openWithKeyboard(root);
      expectIconsDrawn(root);
      shown.push({
        type: dialogOf(root).dataset.type,
        icon: dialogIcon(root),
        focused: focused(root),
      });
      colours.add(getComputedStyle(confirmButton(root)).backgroundColor);
      await press('Escape');
    }
    expect(shown).to.deep.equal([
      { type: 'danger', icon: 'exclamation-octagon', focused: 'button:Cancel' },
      { type: 'warning', icon: 'exclamation-triangle', focused: 'button:Go on' },
      { type: 'info', icon: 'info-circle', focused: 'button:Go on' },
    ]);
    expect(colours.size, 'three confirm colours').to.equal(3);
  });

  it('confirms from the confirm button, with Enter, and returns focus', async () => {
    const root = await mountConfirm({ type: 'info' });
    await openWithKeyboard(root);
    await press('Enter');
    expect({ calls, open: isOpen(root), focused: focused(root) }).to.deep.equal({
      calls: ['confirm'],
      open: false,
      focused: 'button:Open',
    });
    await openWithKeyboard(root);
    await clickLikeUser(confirmButton(root));
    expect(calls).to.deep.equal(['confirm', 'confirm']);
  });

  it('moves between Cancel and confirm with Tab', async () => {
    const root = await mountConfirm();
    await openWithKeyboard(root);
    await press('Tab');
    expect(focused(root)).to.equal('button:Delete');
    await press('Enter');
    expect(calls).to.deep.equal(['confirm']);
  });

  for (const [how, cancel] of [
    ['Escape', () => press('Escape')],
    ['Enter on the focused Cancel', () => press('Enter')],
    ['a click on the overlay', clickOverlay],
  ] as const) {
    it(`cancels with ${how} and returns focus`, async () => {
      const root = await mountConfirm();
      await openWithKeyboard(root);
      await cancel();
      expect({ calls, open: isOpen(root), focused: focused(root) }).to.deep.equal({
        calls: ['cancel'],
        open: false,
        focused: 'button:Open',
      });
    });
  }

  it('returns focus also when its owner closes it by unmounting it', async () => {
    const root = await mount(
      <Owner
        dialog={(open, answer) =>
          open && (
            <ConfirmDialog
              open
              title="Delete Profile"
              message="Delete it?"
              onConfirm={() => answer('confirm')}
              onCancel={() => answer('cancel')}
            />
          )
        }
      />,
    );
    await openWithKeyboard(root);
    await press('Enter');
    expect({ calls, dialogs: root.querySelectorAll('dialog').length }).to.deep.equal({
      calls: ['cancel'],
      dialogs: 0,
    });
    expect(focused(root)).to.equal('button:Open');
  });

  for (const theme of ['dark', 'light'] as const) {
    it(`has no axe violations when open, each type, ${theme} theme`, async () => {
      for (const type of ['danger', 'warning', 'info'] as const) {
        const root = await mountConfirm({ type }, theme);
        await openWithKeyboard(root);
        await expectNoAxeViolations(root.host);
        await press('Escape');
      }
    });
  }
});

describe('InfoPopup', () => {
  const mountInfo = (theme?: Theme) =>
    mount(
      <div>
        <span>Grade</span>
        <InfoPopup label="About grades" title="Grade points">
          <table>
            <thead>
              <tr>
                <th>Grade</th>
                <th>Points</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>O</td>
                <td>10</td>
              </tr>
            </tbody>
          </table>
        </InfoPopup>
      </div>,
      theme,
    );
  const infoButton = (root: ShadowRoot) => root.querySelector<HTMLElement>('.info-popup__button')!;

  it('is an (i) icon button with the given label, closed at first', async () => {
    const root = await mountInfo();
    expectIconsDrawn(root);
    expect({
      icon: iconName(infoButton(root)),
      label: infoButton(root).ariaLabel,
      open: isOpen(root),
    }).to.deep.equal({ icon: 'info-circle', label: 'About grades', open: false });
  });

  it('opens on a click: title, content, Close focused; Close closes and returns focus', async () => {
    const root = await mountInfo();
    await clickLikeUser(infoButton(root));
    await until(() => isOpen(root), 'the popup opens');
    expect({
      name: announced(root).name,
      content: dialogOf(root).querySelector('td')?.textContent,
      focused: focused(root),
    }).to.deep.equal({ name: 'Grade points', content: 'O', focused: 'button:Close' });
    await press('Enter');
    expect({ open: isOpen(root), focused: focused(root) }).to.deep.equal({
      open: false,
      focused: 'button:About grades',
    });
  });

  for (const [how, close] of [
    ['Escape', () => press('Escape')],
    ['a click on the overlay', clickOverlay],
  ] as const) {
    it(`closes with ${how}`, async () => {
      const root = await mountInfo();
      infoButton(root).focus();
      await press('Enter');
      await until(() => isOpen(root), 'the popup opens from the keyboard');
      await close();
      expect({ open: isOpen(root), focused: focused(root) }).to.deep.equal({
        open: false,
        focused: 'button:About grades',
      });
    });
  }

  for (const theme of ['dark', 'light'] as const) {
    it(`has no axe violations, closed and open, ${theme} theme`, async () => {
      const root = await mountInfo(theme);
      await expectNoAxeViolations(root.host);
      infoButton(root).click();
      await until(() => isOpen(root), 'the popup opens');
      await expectNoAxeViolations(root.host);
    });
  }
});

describe('Modal', () => {
  /** A modal its owner may make undismissible, as while a call is in flight. */
  function Keeper() {
    const [open, setOpen] = useState(false);
    const [dismissible, setDismissible] = useState(true);
    const first = useRef<HTMLButtonElement>(null);
    const cancel = () => {
      calls.push('cancel');
      setOpen(false);
    };
    return (
      <>
        <button type="button" className="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <Modal
          open={open}
          title="Busy"
          initialFocus={first}
          onCancel={cancel}
          dismissible={dismissible}
          className="dialog"
        >
          <button ref={first} type="button" onClick={() => setDismissible(!dismissible)}>
            Toggle
          </button>
        </Modal>
      </>
    );
  }

  it('stays open on Escape and overlay clicks while not dismissible, then cancels again', async () => {
    const root = await mount(<Keeper />);
    await openWithKeyboard(root);
    await clickLikeUser(button(root, 'Toggle'));
    // Twice: the second Escape has no user action before it, which browsers would not cancel.
    await press('Escape');
    await press('Escape');
    await clickOverlay();
    expect({ calls, open: isOpen(root) }).to.deep.equal({ calls: [], open: true });
    await clickLikeUser(button(root, 'Toggle'));
    await press('Escape');
    expect({ calls, open: isOpen(root) }).to.deep.equal({ calls: ['cancel'], open: false });
  });
});
