import { expect } from 'chai';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { Loader } from './on-demand';
import { OnDemand, prefetch } from './on-demand';
import {
  captureConsoleErrors,
  cleanupFixtures,
  errorTexts,
  until,
} from '../testing/widget-testing';

// React's act() here renders and flushes; it asks to be told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Part({ text }: { text: string }) {
  return <p>{text}</p>;
}

/** A loader that answers when told to, and counts its calls: the network, held still. */
function heldLoader() {
  const calls: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load: Loader<{ text: string }> = () =>
    new Promise((resolve, reject) => {
      calls.push({ resolve: () => resolve(Part), reject });
    });
  return { load, calls };
}

async function mount(node: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(node));
  return {
    container,
    rerender: (next: React.ReactNode) => act(async () => root.render(next)),
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

describe('OnDemand', () => {
  it('shows nothing until the part arrives, then the part with its props; later at once', async () => {
    const { load, calls } = heldLoader();
    const failures: unknown[] = [];
    const first = await mount(
      <OnDemand load={load} props={{ text: 'Grade table' }} onFailure={(e) => failures.push(e)} />,
    );
    expect(first.container.textContent).to.equal('');
    expect(calls.length).to.equal(1);
    await act(async () => calls[0]!.resolve());
    await until(() => first.container.textContent === 'Grade table', 'the part shows');
    await first.unmount();

    // Shown again: no second load, no empty frame.
    const second = await mount(
      <OnDemand load={load} props={{ text: 'Again' }} onFailure={(e) => failures.push(e)} />,
    );
    expect(second.container.textContent).to.equal('Again');
    expect(calls.length).to.equal(1);
    expect(failures).to.deep.equal([]);
    await second.unmount();
  });

  afterEach(cleanupFixtures);

  it('tells its owner when the part does not arrive, logs why, and tries again the next time', async () => {
    const logged = captureConsoleErrors();
    const { load, calls } = heldLoader();
    const failures: string[] = [];
    const onFailure = (error: unknown) => failures.push((error as Error).message);
    const shown = await mount(
      <OnDemand load={load} props={{ text: 'Share' }} onFailure={onFailure} />,
    );
    await act(async () => calls[0]!.reject(new Error('offline')));
    await until(() => failures.length === 1, 'the failure is told');
    expect(failures).to.deep.equal(['offline']);
    expect(errorTexts(logged)).to.deep.equal(['Error: offline']);
    expect(shown.container.textContent).to.equal('');
    await shown.unmount();

    const again = await mount(
      <OnDemand load={load} props={{ text: 'Share' }} onFailure={onFailure} />,
    );
    expect(calls.length).to.equal(2);
    await act(async () => calls[1]!.resolve());
    await until(() => again.container.textContent === 'Share', 'the second try shows');
    expect(failures).to.deep.equal(['offline']);
    await again.unmount();
  });

  it('prefetch loads once ahead of need, and a failed prefetch is tried again when shown', async () => {
    const { load, calls } = heldLoader();
    prefetch(load);
    prefetch(load);
    expect(calls.length).to.equal(1);
    await act(async () => calls[0]!.reject(new Error('offline')));
    const failures: unknown[] = [];
    const shown = await mount(
      <OnDemand load={load} props={{ text: 'Profiles' }} onFailure={(e) => failures.push(e)} />,
    );
    expect(calls.length).to.equal(2);
    await act(async () => calls[1]!.resolve());
    await until(() => shown.container.textContent === 'Profiles', 'the part shows');
    expect(failures).to.deep.equal([]);
    await shown.unmount();
  });

  it('says nothing once its owner has stopped showing it', async () => {
    const { load, calls } = heldLoader();
    const failures: unknown[] = [];
    const shown = await mount(
      <OnDemand load={load} props={{ text: 'Gone' }} onFailure={(e) => failures.push(e)} />,
    );
    await shown.rerender(null);
    await act(async () => calls[0]!.reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(failures).to.deep.equal([]);
    await shown.unmount();
  });
});
