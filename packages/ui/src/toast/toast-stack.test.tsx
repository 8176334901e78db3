import FakeTimers from '@sinonjs/fake-timers';
import { expect } from 'chai';
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ToastStack } from './toast-stack';
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
  return <ToastStack toasts={toastApi.toasts} onDismiss={toastApi.dismissToast} />;
}

let root: Root;
let container: HTMLElement;
let clock: ReturnType<typeof FakeTimers.install> | undefined;

beforeEach(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
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
const show = (type: Parameters<ToastApi['showToast']>[0], message: string) =>
  act(async () => api.showToast(type, message));
const tick = (ms: number) => act(async () => void clock!.tick(ms));

describe('toasts', () => {
  it('come in four types, each with its icon, its message and a Close button', async () => {
    await show('success', 'Saved');
    await show('error', 'Broken');
    await show('warning', 'Careful');
    const shown = toasts().map((toast) => ({
      type: toast.dataset.type,
      icon: toast.querySelector('sl-icon')?.getAttribute('name'),
      message: toast.querySelector('.toast__message')?.textContent,
      // React sets Shoelace's label as a property, which sl-icon-button does not reflect.
      close: toast.querySelector<HTMLElement & { label: string }>('sl-icon-button')?.label,
    }));
    expect(shown).to.deep.equal([
      { type: 'success', icon: 'check2-circle', message: 'Saved', close: 'Close' },
      { type: 'error', icon: 'exclamation-octagon', message: 'Broken', close: 'Close' },
      { type: 'warning', icon: 'exclamation-triangle', message: 'Careful', close: 'Close' },
    ]);
    await show('info', 'Note');
    expect(toasts().at(-1)!.querySelector('sl-icon')!.getAttribute('name')).to.equal('info-circle');
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
    await act(async () => toasts()[0]!.querySelector<HTMLElement>('sl-icon-button')!.click());
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
