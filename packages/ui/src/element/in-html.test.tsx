import { expect } from 'chai';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { settle, until } from '../testing/widget-testing';
import type { Loader } from './on-demand';
import { InHtml, preload } from './on-demand';

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

/** A loader the test answers: `calls` counts its loads. */
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

  /** The build's HTML of the owner: the part's code loaded first, as `loadWidgetParts` does. */
  async function built(label = 'Clicked') {
    const forBuild: Loader<CountProps> = () => Promise.resolve(Count);
    await preload(forBuild);
    host = document.createElement('div');
    host.innerHTML = renderToString(<Owner load={forBuild} label={label} />);
    document.body.append(host);
    return host.querySelector('.count')!;
  }

  afterEach(() => {
    root?.unmount();
    host.remove();
  });

  it("keeps the build's HTML until the first input, then hydrates it", async () => {
    const button = await built();
    const { held, load } = heldLoader();
    const errors: unknown[] = [];
    root = hydrateRoot(host, <Owner load={load} label="Clicked" />, {
      onRecoverableError: (error) => errors.push(error),
    });
    await settle();
    // A keystroke renders the owner again: the part's HTML stays, its code still not asked for.
    flushSync(() => root!.render(<Owner load={load} label="Clicked" typed="a" />));
    await settle();
    expect(host.querySelector('.count')).to.equal(button);
    expect(held.calls).to.equal(0);

    window.dispatchEvent(new Event('scroll'));
    expect(held.calls).to.equal(1);
    held.answer(true);
    await until(() => {
      button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      return button.textContent === 'Clicked 1';
    }, 'the part hydrates');
    expect(host.querySelector('.count')).to.equal(button);
    expect(errors).to.deep.equal([]);
  });

  it('loads at once when what it shows changes, and a failed load leaves the rest working', async () => {
    await built();
    const { held, load } = heldLoader();
    root = hydrateRoot(host, <Owner load={load} label="Clicked" />, {
      onRecoverableError: () => {},
    });
    await settle();
    root.render(<Owner load={load} label="Pressed" />);
    await until(() => held.calls === 1, 'the part loads');
    const consoleError = console.error;
    console.error = () => {};
    try {
      held.answer(false);
      await settle();
      flushSync(() => root!.render(<Owner load={load} label="Pressed" typed="b" />));
      expect(host.querySelector('output')!.textContent).to.equal('b');
    } finally {
      console.error = consoleError;
    }
  });
});
