import { expect } from 'chai';
import type { ComponentType } from 'react';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { UNREACHABLE_MESSAGE } from '../../../packages/core/src/network-messages';
import {
  captureConsoleErrors,
  cleanupFixtures,
  errorTexts,
  until,
} from '../../../packages/ui/src/testing/widget-testing';
import type { SectionFieldsProps } from './sheet-section';
import { SheetSection } from './sheet-section';

// React's act() here renders and flushes; it asks to be told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Fields that show the value they are given. */
const Fields = ({ value }: SectionFieldsProps<string>) =>
  createElement('p', { className: 'fields' }, value);

describe('SheetSection', () => {
  afterEach(cleanupFixtures);

  it('closes when its fields cannot be loaded and says why; opened again, they arrive with the value untouched', async () => {
    const logged = captureConsoleErrors();
    // The network, held still: each load answers when told, arriving or failing as offline.
    const answers: ((arrives: boolean) => void)[] = [];
    const load = () =>
      new Promise<ComponentType<SectionFieldsProps<string>>>((resolve, reject) =>
        answers.push((arrives) => (arrives ? resolve(Fields) : reject(new Error('offline')))),
      );
    const toasts: string[][] = [];
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        createElement(SheetSection<string>, {
          id: 'sheet',
          section: 'rules',
          summary: 'College rules: 75% required',
          value: '75',
          invalid: null,
          onChange: () => {},
          load,
          showToast: (type, message) => toasts.push([type, message]),
        }),
      ),
    );
    const details = container.querySelector('details')!;
    // As a click on its summary: the toggle event follows, in a task of its own.
    const open = () =>
      act(async () => {
        details.open = true;
        await new Promise((resolve) => details.addEventListener('toggle', resolve, { once: true }));
      });
    expect([details.open, answers.length, container.textContent]).to.deep.equal([
      false,
      0,
      'College rules: 75% required',
    ]);

    await open();
    await until(() => answers.length === 1, 'the fields are asked for');
    await act(async () => answers[0]!(false));
    await until(() => toasts.length === 1, 'the student is told');
    expect(toasts).to.deep.equal([['error', UNREACHABLE_MESSAGE]]);
    expect([details.open, container.textContent]).to.deep.equal([
      false,
      'College rules: 75% required',
    ]);
    expect(errorTexts(logged)).to.deep.equal(['Error: offline']);

    await open();
    await until(() => answers.length === 2, 'the fields are asked for again');
    await act(async () => answers[1]!(true));
    await until(() => container.querySelector('.fields') !== null, 'the fields arrive');
    expect(container.querySelector('.fields')!.textContent).to.equal('75');
    expect(toasts).to.have.length(1);
    await act(async () => root.unmount());
    container.remove();
  });
});
