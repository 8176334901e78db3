import FakeTimers from '@sinonjs/fake-timers';
import { expect } from 'chai';
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { iconName, toastsLoaded } from '../testing/widget-testing';
import { ToastStack } from './toast-stack';
import toastStackCss from './toast-stack.css?inline';
import {
  MAX_VISIBLE_TOASTS,
  TOAST_DURATION_MS,
  TOAST_FADE_MS,
  useToasts,
  type ToastApi,
} from './use-toasts';

// The toast mechanism itself; each widget's tests check the messages it raises through it.
let api: ToastApi;
function Harness({ expose }: { expose: (toastApi: ToastApi) => void }) {
  const toastApi = useToasts();
  useEffect(() => {
    expose(toastApi);
  });
  // A control and a result, for the placement tests to move about.
  return (
    <>
      <input className="control" aria-label="Control" />
      <output className="result" part="result" />
      <ToastStack toasts={toastApi.toasts} onDismiss={toastApi.dismissToast} />
    </>
  );
}

let root: Root;
let container: HTMLElement;
let clock: ReturnType<typeof FakeTimers.install> | undefined;

// The stack's styles, as a widget's shadow root has them.
const styles = document.createElement('style');
styles.textContent = toastStackCss;
document.head.append(styles);

beforeEach(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await toastsLoaded();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<Harness expose={(toastApi) => (api = toastApi)} />));
});

afterEach(async () => {
  clock?.uninstall();
  clock = undefined;
  await act(async () => root.unmount());
  container.remove();
});

const toasts = () => [...container.querySelectorAll<HTMLElement>('.toast')];
const show = (...args: Parameters<ToastApi['showToast']>) =>
  act(async () => api.showToast(...args));
const tick = (ms: number) => act(async () => void clock!.tick(ms));

describe('toasts', () => {
  it('come in four types, each with its icon, its message and a Close button', async () => {
    await show('success', 'Saved');
    await show('error', 'Broken');
    await show('warning', 'Careful');
    const shown = toasts().map((toast) => ({
      type: toast.dataset.type,
      icon: iconName(toast.querySelector('.toast__icon')!),
      message: toast.querySelector('.toast__message')?.textContent,
      close: toast.querySelector('.toast__close')?.ariaLabel,
    }));
    expect(shown).to.deep.equal([
      { type: 'success', icon: 'check2-circle', message: 'Saved', close: 'Close' },
      { type: 'error', icon: 'exclamation-octagon', message: 'Broken', close: 'Close' },
      { type: 'warning', icon: 'exclamation-triangle', message: 'Careful', close: 'Close' },
    ]);
    await show('info', 'Note');
    expect(iconName(toasts().at(-1)!.querySelector('.toast__icon')!)).to.equal('info-circle');
  });

  it('are announced politely to screen readers', () => {
    expect(container.querySelector('.toast-stack')!.getAttribute('aria-live')).to.equal('polite');
  });

  it('stay 8000 ms, then fade out for 300 ms before they are removed', async () => {
    clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
    await show('info', 'Hello');
    await tick(TOAST_DURATION_MS - 1);
    expect(toasts()[0]!.classList.contains('toast--leaving')).to.equal(false);
    await tick(1);
    expect(toasts()[0]!.classList.contains('toast--leaving')).to.equal(true);
    await tick(TOAST_FADE_MS - 1);
    expect(toasts()).to.have.length(1);
    await tick(1);
    expect(toasts()).to.have.length(0);
    expect([TOAST_DURATION_MS, TOAST_FADE_MS]).to.deep.equal([8000, 300]);
  });

  it('close with their Close button after the same fade', async () => {
    clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
    await show('error', 'Oops');
    await act(async () => toasts()[0]!.querySelector<HTMLElement>('.toast__close')!.click());
    expect(toasts()[0]!.classList.contains('toast--leaving')).to.equal(true);
    await tick(TOAST_FADE_MS);
    expect(toasts()).to.have.length(0);
  });

  it(`keep at most ${MAX_VISIBLE_TOASTS} on screen, dropping the oldest`, async () => {
    for (const message of ['one', 'two', 'three', 'four']) await show('info', message);
    const messages = toasts().map((toast) => toast.textContent);
    expect(messages).to.deep.equal(['two', 'three', 'four']);
  });
});

describe('a repeated message', () => {
  it('shows in the toast already there, with a count, its time restarted', async () => {
    clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
    await show('success', 'Converted successfully!');
    await show('info', 'Other');
    await tick(5000);
    await show('success', 'Converted successfully!');
    await show('success', 'Converted successfully!');
    // One toast, now the newest, counting three.
    expect(toasts().map((toast) => toast.textContent)).to.deep.equal([
      'Other',
      'Converted successfully!×3',
    ]);
    expect(toasts()[1]!.querySelector('.toast__message')!.textContent).to.equal(
      'Converted successfully!',
    );
    // 8000 ms from the last repeat, not from the first.
    const converted = () => toasts().find((toast) => toast.dataset.type === 'success')!;
    await tick(TOAST_DURATION_MS - 1);
    expect(converted().classList.contains('toast--leaving')).to.equal(false);
    await tick(1);
    expect(converted().classList.contains('toast--leaving')).to.equal(true);
  });

  it('brings back a toast that was fading out', async () => {
    clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
    await show('warning', 'Matrix size cannot be greater than 5');
    await tick(TOAST_DURATION_MS + TOAST_FADE_MS / 2);
    await show('warning', 'Matrix size cannot be greater than 5');
    expect(toasts()).to.have.length(1);
    expect(toasts()[0]!.classList.contains('toast--leaving')).to.equal(false);
    await tick(TOAST_FADE_MS);
    expect(toasts()).to.have.length(1);
  });

  it('of another type is a toast of its own', async () => {
    await show('success', 'Done');
    await show('error', 'Done');
    expect(toasts().map((toast) => toast.dataset.type)).to.deep.equal(['success', 'error']);
  });
});

describe('a toast with a topic', () => {
  const phases = () =>
    toasts().map(
      (toast) =>
        `${toast.textContent}${toast.classList.contains('toast--leaving') ? ' (leaving)' : ''}`,
    );

  it('closes, as a success, the earlier errors and warnings of its topic only', async () => {
    await show('warning', 'Slow connection', undefined, 'share');
    await show('error', 'Failed to create link', undefined, 'create-link');
    await show('success', 'Profile shared', undefined, 'share');
    expect(phases()).to.deep.equal([
      'Slow connection (leaving)',
      'Failed to create link',
      'Profile shared',
    ]);
    await show('error', 'User not found', undefined, 'share');
    await show('success', 'Profile shared', undefined, 'share');
    expect(phases()).to.deep.equal([
      'Failed to create link',
      'User not found (leaving)',
      'Profile shared×2',
    ]);
  });
});

describe('a toast with an action', () => {
  it('has its button, which runs the action once and closes the toast', async () => {
    let runs = 0;
    await show('info', 'Subject deleted', { label: 'Undo', onAction: () => runs++ });
    const button = toasts()[0]!.querySelector<HTMLButtonElement>('.toast__action')!;
    expect(button.textContent).to.equal('Undo');
    await act(async () => button.click());
    expect(runs).to.equal(1);
    expect(toasts()[0]!.classList.contains('toast--leaving')).to.equal(true);
  });

  it('is never folded into another: each Undo undoes its own step', async () => {
    await show('info', 'Subject deleted', { label: 'Undo', onAction: () => {} });
    await show('info', 'Subject deleted', { label: 'Undo', onAction: () => {} });
    expect(toasts()).to.have.length(2);
  });
});

describe('placement', () => {
  const stack = () => container.querySelector<HTMLElement>('.toast-stack')!;
  const control = () => container.querySelector<HTMLInputElement>('.control')!;
  const result = () => container.querySelector<HTMLElement>('.result')!;
  /** Puts an element at `top` px of the viewport, across its width. */
  const pin = (element: HTMLElement, top: number) =>
    Object.assign(element.style, {
      position: 'fixed',
      top: `${top}px`,
      left: '0',
      width: '100%',
      height: '40px',
    });
  const overlaps = (a: DOMRect, b: DOMRect) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const expectClear = (element: HTMLElement) =>
    expect(
      overlaps(stack().getBoundingClientRect(), element.getBoundingClientRect()),
      `${element.className} covered`,
    ).to.equal(false);
  const expectInViewport = () => {
    const box = stack().getBoundingClientRect();
    expect([
      box.top >= 0,
      box.left >= 0,
      box.bottom <= innerHeight,
      box.right <= innerWidth,
    ]).to.deep.equal([true, true, true, true]);
  };
  /** After the stack's own microtask and frame. */
  const settle = () =>
    act(async () => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });

  it('is in the top layer, at the top of the viewport when nothing is in the way', async () => {
    pin(control(), 300);
    pin(result(), 360);
    control().focus();
    for (const message of ['one', 'two', 'three']) await show('info', message);
    await settle();
    expect(stack().matches(':popover-open')).to.equal(true);
    expect(stack().dataset.edge).to.equal('top');
    expectInViewport();
    expectClear(control());
    expectClear(result());
  });

  it('goes to the bottom rather than cover the control in use at the top', async () => {
    pin(control(), 10);
    pin(result(), 300);
    control().focus();
    for (const message of ['one', 'two', 'three']) await show('warning', message);
    await settle();
    expect(stack().dataset.edge).to.equal('bottom');
    expectInViewport();
    expectClear(control());
    expectClear(result());
  });

  it('goes to the bottom rather than cover the result just produced', async () => {
    pin(control(), 300);
    pin(result(), 20);
    await act(async () =>
      control().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })),
    );
    await show('success', 'Converted successfully!');
    await settle();
    expectClear(result());
    expectClear(control());
  });

  it('moves away when the control in use comes under it', async () => {
    pin(control(), 400);
    pin(result(), 460);
    control().focus();
    await show('success', 'Calculated');
    await settle();
    expect(stack().dataset.edge).to.equal('top');
    // The page scrolls (here: the control moves) until the control is at the top.
    pin(control(), 5);
    window.dispatchEvent(new Event('scroll'));
    await settle();
    expect(stack().dataset.edge).to.equal('bottom');
    expectClear(control());
  });

  it('reads no layout in the task that raised it, and is placed by the next frame', async () => {
    pin(control(), 300);
    control().focus();
    // Layout reads made while a toast is raised and rendered: each forces a layout of everything
    // that task changed.
    let reads = 0;
    const rect = Element.prototype.getBoundingClientRect;
    const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      reads++;
      return rect.call(this);
    };
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      ...height,
      get(this: HTMLElement) {
        reads++;
        return height.get!.call(this) as number;
      },
    });
    try {
      // A synchronous act renders and runs the effects in this task; an awaited one may let a frame
      // (the placement's) pass before it returns, on a busy machine.
      act(() => void api.showToast('success', 'Saved'));
      expect(reads, 'layout reads in the raising task').to.equal(0);
    } finally {
      Element.prototype.getBoundingClientRect = rect;
      Object.defineProperty(HTMLElement.prototype, 'offsetHeight', height);
    }
    await settle();
    expect(stack().dataset.edge).to.equal('top');
    expectInViewport();
    expectClear(control());
  });

  it('stays above a modal dialog it is shown in', async () => {
    const dialog = document.createElement('dialog');
    container.append(dialog);
    const stackElement = stack();
    dialog.append(stackElement);
    dialog.showModal();
    await show('info', 'In the dialog');
    await settle();
    // The topmost element at the toast's middle is the toast, not the dialog's backdrop.
    const toast = toasts()[0]!.getBoundingClientRect();
    const hit = document.elementFromPoint(
      toast.left + toast.width / 2,
      toast.top + toast.height / 2,
    );
    expect(toasts()[0]!.contains(hit)).to.equal(true);
    dialog.close();
    container.append(stackElement);
  });
});
