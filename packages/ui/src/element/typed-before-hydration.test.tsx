import { expect } from 'chai';
import { startTransition, useState } from 'react';
import type { Root } from 'react-dom/client';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { until } from '../testing/widget-testing';
import {
  HYDRATED_ATTRIBUTE,
  SUBMITTED_ATTRIBUTE,
  holdSubmitsUntilHydrated,
} from './typed-before-hydration';
import { WidgetBase } from './widget-base';

/** A one-field form in a widget, which records each submission React makes. */
function NameForm({ submitted }: { submitted: string[] }) {
  const [name, setName] = useState('');
  return (
    <WidgetBase title="Names" hideTitle={false} className="names">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted.push(name);
        }}
      >
        <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
        <button type="submit">Add</button>
      </form>
    </WidgetBase>
  );
}

describe('a form submitted before its element hydrates', () => {
  let root: Root | undefined;
  let host: HTMLElement;

  /** The element as a page built it: its markup in its shadow root, the hold script run. */
  function built() {
    host = document.createElement('div');
    const shadowRoot = host.attachShadow({ mode: 'open' });
    shadowRoot.innerHTML = renderToString(<NameForm submitted={[]} />);
    document.body.append(host);
    holdSubmitsUntilHydrated(host, HYDRATED_ATTRIBUTE, SUBMITTED_ATTRIBUTE);
    return {
      input: shadowRoot.querySelector('input')!,
      button: shadowRoot.querySelector('button')!,
    };
  }

  const hydrate = (submitted: string[]) =>
    startTransition(() => {
      // Into the shadow root, as our renderer hydrates (r2wc hands it over as the container).
      root = hydrateRoot(host.shadowRoot as unknown as Element, <NameForm submitted={submitted} />);
    });

  afterEach(() => {
    root?.unmount();
    root = undefined;
    host.remove();
  });

  it('is held, and made once the element has hydrated, with what was typed', async () => {
    const { input, button } = built();
    input.value = 'Maths';
    button.click();
    expect(host.getAttribute(SUBMITTED_ATTRIBUTE)).to.equal('0');
    const submitted: string[] = [];
    hydrate(submitted);
    await until(() => submitted.length > 0, 'the held submission');
    expect(submitted).to.deep.equal(['Maths']);
    expect(host.hasAttribute(SUBMITTED_ATTRIBUTE)).to.equal(false);
  });

  it('made while what was typed is handed to React, is made once, not by React as well', async () => {
    const { input, button } = built();
    input.value = 'Maths';
    const submitted: string[] = [];
    // A tap in the task after React has been handed the typed name (an event the element
    // dispatches, not a trusted one), before the element says it has hydrated.
    let tapped = false;
    host.shadowRoot!.addEventListener(
      'input',
      (event) => {
        if (event.isTrusted) return;
        setTimeout(() => {
          expect(host.shadowRoot!.querySelector(`[${HYDRATED_ATTRIBUTE}]`)).to.equal(null);
          button.click();
          tapped = true;
        });
      },
      true,
    );
    hydrate(submitted);
    await until(
      () => tapped && host.shadowRoot!.querySelector(`[${HYDRATED_ATTRIBUTE}]`) !== null,
      'hydration',
    );
    // The element marks itself hydrated and makes the held submission in one go.
    expect(submitted).to.deep.equal(['Maths']);
  });

  it('after hydration, is React’s alone', async () => {
    const { button } = built();
    const submitted: string[] = [];
    hydrate(submitted);
    await until(
      () => host.shadowRoot!.querySelector(`[${HYDRATED_ATTRIBUTE}]`) !== null,
      'hydration',
    );
    button.click();
    await until(() => submitted.length > 0, 'the submission');
    expect(submitted).to.deep.equal(['']);
    expect(host.hasAttribute(SUBMITTED_ATTRIBUTE)).to.equal(false);
  });
});
