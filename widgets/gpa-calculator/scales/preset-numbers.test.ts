import { expect } from 'chai';
import { loadPresetNumbers, presetNumbersLoaded } from '#core/gpa/scales/presets/preset-scales.ts';
import { fixture, until } from '#ui/testing/widget-testing.ts';
import type { Gpa } from '../gpa-testing';
import { circle, click, freshKey, loaded, mount, onPreset } from '../gpa-testing';

// This file imports no preset list, and its tests run in order on one page: every preset's numbers
// load once, on demand, as on the site (issue: a first visit on SPEC's scale needs none of them).

const UNREACHABLE = 'Could not reach the server. Check your connection and try again.';

const presetRequests = () =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes('preset-scales.json'));

const shadowText = (element: Element) => element.shadowRoot!.textContent!.replace(/\s+/g, ' ');

describe('gpa-calculator: every preset’s numbers, loaded on demand', () => {
  it('are not loaded for a first visit on SPEC’s scale', async () => {
    const element = await mount();
    expect(circle(element)).to.equal('0.00');
    expect(presetNumbersLoaded()).to.equal(false);
    expect(presetRequests()).to.deep.equal([]);
  });

  it('hold a stored profile on a preset, unsaved and uncounted, until they arrive; offline, say so and try again', async () => {
    const key = freshKey();
    const stored = JSON.stringify([onPreset('gtu')]);
    localStorage.setItem(`${key}.gpaProfiles`, stored);
    // The numbers' load is held, then fails, as offline: every part of the element waits on it.
    let fail!: (error: Error) => void;
    const held = loadPresetNumbers(() => new Promise((_resolve, reject) => (fail = reject))).catch(
      () => undefined,
    );
    const element = await fixture<Gpa>(`<gpa-calculator storage-key="${key}"></gpa-calculator>`);
    await until(() => shadowText(element).includes('Loading your GPA data...'), 'it loads');
    // Neither SPEC's numbers nor 0.00, and nothing written.
    expect(element.shadowRoot!.querySelector('.gpa-circle__value')).to.equal(null);
    expect(localStorage.getItem(`${key}.gpaProfiles`)).to.equal(stored);

    fail(new TypeError('Failed to fetch dynamically imported module'));
    await held;
    const toast = () => element.shadowRoot!.querySelector<HTMLElement>('.toast');
    await until(() => toast()?.textContent?.includes(UNREACHABLE) === true, 'the student is told');
    expect(toast()!.dataset.type).to.equal('error');
    expect(element.shadowRoot!.querySelector('.gpa-circle__value')).to.equal(null);
    expect(localStorage.getItem(`${key}.gpaProfiles`)).to.equal(stored);

    await click(toast()!.querySelector<HTMLButtonElement>('.toast__action')!);
    await loaded(element);
    await until(() => circle(element) === '8.67', 'GTU’s numbers show');
    expect(element.shadowRoot!.querySelector('.scale-row__name')!.textContent).to.contain('GTU');
    expect(localStorage.getItem(`${key}.gpaProfiles`)).to.equal(stored);
    expect(presetRequests()).to.have.length(1);
  });
});
