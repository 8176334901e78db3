import { expect } from 'chai';
import theme from 'virtual:shoelace-theme?language-probe';
import type { TextBundle } from '#core/i18n/texts.ts';
import { textModule } from '#core/i18n/texts.ts';
import { defineElement } from '../element/define-element';
import type { ElementApi } from '../element/element-api';
import { renderWidget } from '../element/render-widget';
import {
  cleanupFixtures,
  fixture,
  mountNode,
  settle,
  shadow,
  until,
} from '../testing/widget-testing';
import { useTexts } from './language';

const greeting = textModule('test/greeting', { hello: 'Hello' });
const HINDI: TextBundle = { 'test/greeting': { hello: 'नमस्ते' } };

function Greeting() {
  return <p part="base">{useTexts(greeting).hello}</p>;
}

/** Hindi's texts, each fetch answered when the test says so. */
const fetches: { resolve: (bundle: TextBundle) => void; reject: (error: Error) => void }[] = [];
const api: ElementApi = {
  tag: 'language-probe',
  className: 'LanguageProbeElement',
  summary: 'Test probe.',
  attributes: [],
  events: [],
  cssProperties: [],
  parts: [],
  example: '<language-probe></language-probe>',
  title: 'Probe',
  frameHeight: 100,
};
const widget = {
  api,
  component: Greeting,
  styles: { theme, css: '' },
  texts: {
    hi: () =>
      new Promise<TextBundle>((resolve, reject) => {
        fetches.push({ resolve, reject });
      }),
  },
};
defineElement(widget);

const said = (element: Element) => shadow(element, '[part~="base"]').textContent;
const answer = (bundle = HINDI) => {
  for (const fetch of fetches.splice(0)) fetch.resolve(bundle);
};

describe('an element in a language', () => {
  afterEach(async () => {
    answer();
    await cleanupFixtures();
  });

  it('speaks English at once, and Hindi once its texts arrive', async () => {
    const english = await fixture<HTMLElement>('<language-probe></language-probe>');
    expect(said(english)).to.equal('Hello');
    const element = document.createElement('language-probe');
    element.lang = 'hi-IN';
    const mounted = mountNode(element);
    await until(() => fetches.length === 1, 'the fetch');
    answer();
    await mounted;
    await until(() => said(element) === 'नमस्ते', 'Hindi');
  });

  it('is English whole when its texts cannot be fetched', async () => {
    const element = document.createElement('language-probe');
    element.lang = 'hi';
    const mounted = mountNode(element);
    await until(() => fetches.length === 1, 'the fetch');
    fetches.splice(0)[0]!.reject(new Error('offline'));
    await mounted;
    await until(() => said(element) === 'Hello', 'English');
  });

  it('shows the language asked for last, not a slower answer to an earlier one', async () => {
    const element = document.createElement('language-probe');
    const mounted = mountNode(element);
    await mounted;
    element.lang = 'hi';
    await until(() => fetches.length === 1, 'the fetch');
    element.lang = 'en';
    await settle();
    answer();
    await settle();
    expect(said(element)).to.equal('Hello');
  });

  it('leaves the page before its language arrives without an error, and speaks it when back', async () => {
    const parsed = document.implementation.createHTMLDocument('');
    parsed.body.setHTMLUnsafe(
      renderWidget(widget, { lang: 'hi' }, { locale: 'hi', digits: 'latin', bundle: HINDI }),
    );
    const element = parsed.querySelector<HTMLElement>('language-probe')!;
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    try {
      const mounted = mountNode(element);
      await until(() => fetches.length === 1, 'the fetch');
      await mounted;
      element.remove();
      await settle();
      answer();
      await settle();
      document.body.append(element);
      await until(() => fetches.length === 1, 'the fetch again');
      answer();
      await until(() => said(element) === 'नमस्ते', 'Hindi, hydrated');
    } finally {
      window.removeEventListener('error', onError);
      element.remove();
    }
    expect(errors).to.deep.equal([]);
  });
});
