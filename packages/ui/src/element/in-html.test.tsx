import { expect } from 'chai';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { TRY_AGAIN_LABEL, UNREACHABLE_MESSAGE } from '#core/network-messages.ts';
import { captureConsoleErrors, cleanupFixtures, settle, until } from '../testing/widget-testing';
import { InHtml } from './in-html';
import type { Loader } from './on-demand';
import { preload } from './on-demand';

interface CountProps {
  label: string;
}

function Count({ label }: CountProps) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" className="count" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** An owner, rendered again at each keystroke (`typed`), as the GPA calculator is. */
function Owner({
  load,
  label,
  typed = '',
}: {
  load: Loader<CountProps>;
  label: string;
  typed?: string;
}) {
  return (
    <div>
      <output>{typed}</output>
      <InHtml load={load} props={{ label }} shows={() => label} />
    </div>
  );
}

/** A loader the test answers, each call on its own (a fresh import): `calls` counts them. */
function heldLoader() {
  const held: { calls: number; answer: (arrives: boolean) => void } = {
    calls: 0,
    answer: () => {},
  };
  const load: Loader<CountProps> = () => {
    held.calls += 1;
    return new Promise((resolve, reject) => {
      held.answer = (arrives) => (arrives ? resolve(Count) : reject(new Error('offline')));
    });
  };
  return { held, load };
}

describe('InHtml', () => {
  let root: Root | undefined;
  let host: HTMLElement;

  /** The build's HTML of the owner: the part's code loaded first, as `loadInHtmlParts` does. */
  async function built(label = 'Clicked') {
    const forBuild: Loader<CountProps> = () => Promise.resolve(Count);
    await preload(forBuild);
    host = document.createElement('div');
    host.innerHTML = renderToString(<Owner load={forBuild} label={label} />);
    document.body.append(host);
    return host.querySelector('.count')!;
  }

  /** The build's HTML hydrated, its part's code not asked for: React's recoverable errors taken. */
  async function hydrated() {
    const button = await built();
    const { held, load } = heldLoader();
    const errors: unknown[] = [];
    root = hydrateRoot(host, <Owner load={load} label="Clicked" />, {
      onRecoverableError: (error) => errors.push(error),
    });
    await settle();
    return { button, held, load, errors };
  }

  /** The build's button, hydrated: the same node, and a click counts. */
  async function expectHydrated(button: Element) {
    await until(() => {
      button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      return button.textContent === 'Clicked 1';
    }, 'the part hydrates');
    expect(host.querySelector('.count')).to.equal(button);
  }

  const message = () => host.querySelector('[role="alert"]');
  const tryAgain = () =>
    [...host.querySelectorAll('button')].find((button) => button.textContent === TRY_AGAIN_LABEL);

  afterEach(async () => {
    root?.unmount();
    root = undefined;
    host.remove();
    await cleanupFixtures();
  });

  it("keeps the build's HTML until the first input, then hydrates it", async () => {
    const { button, held, load, errors } = await hydrated();
    // A keystroke renders the owner again: the part's HTML stays, its code still not asked for.
    flushSync(() => root!.render(<Owner load={load} label="Clicked" typed="a" />));
    await settle();
    expect(host.querySelector('.count')).to.equal(button);
    expect(held.calls).to.equal(0);

    window.dispatchEvent(new Event('scroll'));
    expect(held.calls).to.equal(1);
    held.answer(true);
    await expectHydrated(button);
    expect(errors).to.deep.equal([]);
  });

  it("keeps the build's HTML when its load fails, and the next input tries again", async () => {
    const { button, held, load, errors } = await hydrated();
    const logged = captureConsoleErrors();
    window.dispatchEvent(new Event('scroll'));
    held.answer(false);
    await settle();
    expect(logged).to.have.length(1);
    // Still what the build drew, the same node, no message: its figures are still true.
    expect(host.querySelector('.count')).to.equal(button);
    expect(button.textContent).to.equal('Clicked 0');
    expect(message()).to.equal(null);
    flushSync(() => root!.render(<Owner load={load} label="Clicked" typed="b" />));
    expect(host.querySelector('output')!.textContent).to.equal('b');

    window.dispatchEvent(new Event('pointerdown'));
    expect(held.calls).to.equal(2);
    held.answer(true);
    await expectHydrated(button);
    expect(errors).to.deep.equal([]);
  });

  it('says so in its place when it must change and cannot be loaded, and Try again brings it', async () => {
    const { held, load } = await hydrated();
    root!.render(<Owner load={load} label="Pressed" />);
    await until(() => held.calls === 1, 'the part loads');
    const logged = captureConsoleErrors();
    held.answer(false);
    await until(() => message() !== null, 'the message shows');
    expect(logged).to.have.length(1);
    expect(message()!.textContent).to.contain(UNREACHABLE_MESSAGE);
    // The build's HTML, now untrue, is gone; the rest works.
    expect(host.querySelector('.count')).to.equal(null);
    flushSync(() => root!.render(<Owner load={load} label="Pressed" typed="b" />));
    expect(host.querySelector('output')!.textContent).to.equal('b');

    tryAgain()!.click();
    await until(() => held.calls === 2, 'a new load starts');
    expect(tryAgain()!.disabled).to.equal(true);
    held.answer(true);
    await until(() => host.querySelector('.count')?.textContent === 'Pressed 0', 'the part shows');
    expect(message()).to.equal(null);
  });

  it('rendered in the browser, a failed load says so and Try again brings it', async () => {
    host = document.createElement('div');
    document.body.append(host);
    const { held, load } = heldLoader();
    root = createRoot(host);
    flushSync(() => root!.render(<Owner load={load} label="Clicked" />));
    expect(held.calls).to.equal(1);
    const logged = captureConsoleErrors();
    held.answer(false);
    await until(() => message() !== null, 'the message shows');
    expect(logged).to.have.length(1);

    // Failed again: the message stays, with its button ready for another try.
    tryAgain()!.click();
    await until(() => held.calls === 2, 'a new load starts');
    held.answer(false);
    await until(() => tryAgain()?.disabled === false, 'the button is ready again');
    expect(logged).to.have.length(2);

    tryAgain()!.click();
    await until(() => held.calls === 3, 'a new load starts');
    held.answer(true);
    await until(() => host.querySelector('.count')?.textContent === 'Clicked 0', 'the part shows');
    expect(message()).to.equal(null);
  });
  it('leaves the paint that answers an input to the rest, and follows in a deferred render', async () => {
    const { button, held, load } = await hydrated();
    window.dispatchEvent(new Event('scroll'));
    held.answer(true);
    await expectHydrated(button);
    const count = button.textContent!.replace('Clicked ', '');
    // An input's update, made at once: the owner shows it, the part still what it did.
    flushSync(() => root!.render(<Owner load={load} label="Pressed" typed="ab" />));
    expect(host.querySelector('output')!.textContent).to.equal('ab');
    expect(button.textContent).to.equal(`Clicked ${count}`);
    await until(() => button.textContent === `Pressed ${count}`, 'the part follows');
  });
});
