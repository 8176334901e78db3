import { expect } from 'chai';
import { URL_WRITE_DELAY_MS } from '../element/use-url-inputs';
import type { Widget } from '../element/widget';
import {
  PHONE_VIEWPORT,
  atPhoneSize,
  captureConsoleErrors,
  cleanupFixtures,
  expectHydratesBuildTimeRender,
  fixture,
  fixtureAll,
  settle,
  until,
} from './widget-testing';

/** The test page's own address: the runner's parameters must stay, so tests add theirs after. */
const runnerAddress = `${location.pathname}${location.search}`;
const runnerQuery = location.search.replace(/^\?/, '');

/** The test page's own address again, after a test that set one. */
export const restoreAddress = () => history.replaceState(null, '', runnerAddress);

/** Puts `query` (and `hash`) after the runner's parameters in the page's address. */
export function setAddress(query: string, hash = ''): void {
  const search = [runnerQuery, query].filter((part) => part !== '').join('&');
  history.replaceState(null, '', `${location.pathname}?${search}${hash}`);
}

/** The page's parameters after the runner's, as written. */
const addedQuery = () =>
  location.search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => !runnerQuery.split('&').includes(part))
    .join('&');

const waitForQuery = (query: string) =>
  until(() => addedQuery() === query, `the address to hold ${query}, not ${addedQuery()}`, 3000);

/** What one widget shows for a calculation in its address, and one change to it. */
export interface UrlInputsCase<T extends HTMLElement> {
  /** The parameters of a calculation, as a link gives them. */
  query: string;
  /** Checks that the element shows that calculation, result included. */
  expectShown: (element: T) => Promise<void>;
  /** Changes an input as a user does, with real input events. */
  change: (element: T) => Promise<void>;
  /** The parameters the address then holds, in order. */
  changed: string;
  /** What the element shows, to compare instances. */
  stateOf: (element: T) => unknown;
  /** Addresses a hostile page or a mangled link may hold: each must open a working calculator. */
  hostile: readonly string[];
}

/**
 * The tests of `url-inputs` (use-url-inputs.ts) for one widget: its address is read after the
 * build-time markup hydrates, written back in place as inputs change, forgivingly read whatever it
 * holds, kept per prefix, and left alone without the attribute.
 */
export function describeUrlInputs<T extends HTMLElement>(
  widget: Widget,
  cases: UrlInputsCase<T>,
): void {
  const { tag } = widget.api;
  describe(`<${tag}> url-inputs`, () => {
    afterEach(async () => {
      await cleanupFixtures();
      restoreAddress();
    });

    it('opens the calculation in the address', async () => {
      setAddress(cases.query);
      await cases.expectShown(await fixture<T>(`<${tag} url-inputs></${tag}>`));
    });

    it('hydrates the build-time render without a mismatch, then opens the address', async () => {
      setAddress(cases.query);
      await expectHydratesBuildTimeRender<T>(widget, cases.expectShown, {
        'hide-title': true,
        'url-inputs': true,
      });
    });

    it('writes changed inputs in place, keeping the page’s other parameters and hash', async () => {
      await atPhoneSize(async () => {
        expect(window.innerWidth).to.equal(PHONE_VIEWPORT.width);
        setAddress('page=2&tag=a%2Cb&flag', '#notes');
        const entries = history.length;
        const element = await fixture<T>(`<${tag} url-inputs></${tag}>`);
        await cases.change(element);
        await waitForQuery(`page=2&tag=a%2Cb&flag&${cases.changed}`);
        expect(location.hash).to.equal('#notes');
        expect(history.length, 'no new history entries').to.equal(entries);
      });
    });

    // One test an address: each waits out the address's rewrite twice in real time, and seven in
    // one test came near its 10 s on a busy machine.
    for (const query of cases.hostile) {
      it(`opens a hostile address as a working calculator, never NaN: ${query.slice(0, 40)}`, async () => {
        const logged = captureConsoleErrors();
        setAddress(query);
        const element = await fixture<T>(`<${tag} url-inputs></${tag}>`);
        await new Promise((resolve) => setTimeout(resolve, URL_WRITE_DELAY_MS + 50));
        expect(element.shadowRoot!.textContent, query).not.to.match(/NaN|Infinity|undefined/);
        await cases.change(element);
        await waitForQuery(cases.changed);
        await cleanupFixtures();
        expect(logged).to.deep.equal([]);
      });
    }

    it('keeps two calculators on one page apart by their prefixes', async () => {
      const prefixed = (prefix: string, query: string) =>
        query.replace(/(^|&)([^=&]+)/g, `$1${prefix}.$2`);
      setAddress(prefixed('a', cases.query));
      const [first, second] = await fixtureAll<T>(
        `<${tag} url-inputs="a"></${tag}><${tag} url-inputs="b"></${tag}>`,
      );
      await cases.expectShown(first!);
      const blank = await fixture<T>(`<${tag}></${tag}>`);
      expect(cases.stateOf(second!)).to.deep.equal(cases.stateOf(blank));
      await cases.change(second!);
      await waitForQuery(`${prefixed('a', cases.query)}&${prefixed('b', cases.changed)}`);
    });

    it('neither reads nor writes the address without url-inputs', async () => {
      setAddress(cases.query);
      const element = await fixture<T>(`<${tag}></${tag}>`);
      const blank = cases.stateOf(element);
      await cases.change(element);
      expect(cases.stateOf(element)).not.to.deep.equal(blank);
      await new Promise((resolve) => setTimeout(resolve, URL_WRITE_DELAY_MS + 100));
      await settle();
      expect(addedQuery()).to.equal(cases.query);
    });
  });
}
