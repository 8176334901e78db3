import { expect } from 'chai';
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { iconName } from '../testing/widget-testing';
import { ToastItems } from './toast-items';
import { ToastStack } from './toast-stack';
import { useToasts, type ToastApi } from './use-toasts';

// The toasts' icons and placement are a chunk of their own (toast-list.tsx), which a calculator
// that never raises a toast does not download. This file's page has not loaded it yet.
let api: ToastApi;
function Harness() {
  const toastApi = useToasts();
  useEffect(() => {
    api = toastApi;
  });
  return (
    <>
      <input className="control" aria-label="Control" />
      <ToastStack toasts={toastApi.toasts} onDismiss={toastApi.dismissToast} />
    </>
  );
}

let root: Root;
let container: HTMLElement;
beforeEach(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<Harness />));
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

const toastChunkRequested = () =>
  performance
    .getEntriesByType('resource')
    .some((entry) => entry.name.includes('/toast/toast-list.tsx'));

/** Waits inside act: the part's arrival is a React update (widget-testing's `until` waits outside). */
async function until(condition: () => boolean) {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 5000) throw new Error(`not met in 5 s: ${condition.toString()}`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

describe('the toasts’ chunk', () => {
  it('is not fetched by a calculator on screen, but by its first interaction', async () => {
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(toastChunkRequested(), 'fetched before any interaction').to.equal(false);
    expect(container.querySelector('.toast-stack')!.matches(':popover-open')).to.equal(true);
    await act(async () => container.querySelector<HTMLInputElement>('.control')!.focus());
    await until(toastChunkRequested);
  });

  it('brings the toasts their icons and their place', async () => {
    await act(async () => api.showToast('error', 'Broken'));
    const stack = container.querySelector<HTMLElement>('.toast-stack')!;
    await until(() => stack.querySelector('.toast__icon') !== null);
    expect(iconName(stack.querySelector('.toast__icon')!)).to.equal('exclamation-octagon');
    expect(stack.querySelector('.toast__message')!.textContent).to.equal('Broken');
    await until(() => stack.dataset.edge !== undefined);
  });
});

describe('toasts whose chunk could not be loaded (offline)', () => {
  it('show their message, action and Close button, without icons', async () => {
    const closed: number[] = [];
    let undone = 0;
    const toast = { type: 'error', count: 2, leaving: false } as const;
    await act(async () =>
      root.render(
        <ToastItems
          toasts={[
            {
              ...toast,
              id: 1,
              message: 'Offline',
              action: { label: 'Undo', onAction: () => undone++ },
            },
          ]}
          onDismiss={(id) => closed.push(id)}
          icons={null}
        />,
      ),
    );
    const shown = container.querySelector<HTMLElement>('.toast')!;
    expect(shown.querySelector('.toast__icon')).to.equal(null);
    expect(shown.querySelector('.toast__message')!.textContent).to.equal('Offline');
    expect(shown.querySelector('.toast__count')!.textContent).to.equal('×2');
    const close = shown.querySelector<HTMLButtonElement>('.toast__close')!;
    expect(close.ariaLabel).to.equal('Close');
    await act(async () => shown.querySelector<HTMLButtonElement>('.toast__action')!.click());
    await act(async () => close.click());
    expect({ undone, closed }).to.deep.equal({ undone: 1, closed: [1, 1] });
  });
});
