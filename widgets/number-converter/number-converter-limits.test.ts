import { expect } from 'chai';
import { converterLengthMessage } from '../../packages/core/src/base-conversion';
import { CONVERTER_MAX_LENGTH } from '../../packages/core/src/input-limits';
import {
  ROWS_SHOWN_FIRST,
  ROWS_SHOWN_LAST,
  ROWS_SHOWN_MORE,
} from '../../packages/core/src/working';
import { restoreAddress, setAddress } from '../../packages/ui/src/testing/url-inputs-testing';
import type { WidgetElement } from '../../packages/ui/src/testing/widget-testing';
import {
  cleanupFixtures,
  fixture,
  settle,
  shadow,
  shadowAll,
  shadowButton,
  toastMessages,
  typeInto,
  until,
} from '../../packages/ui/src/testing/widget-testing';
import { workingPanel, workingResult } from '../../packages/ui/src/working/working-testing';
import type { NumberConverterProps } from './number-converter';
import './number-converter.element';

type Converter = WidgetElement<NumberConverterProps>;

const mount = (attributes: string) =>
  fixture<Converter>(`<number-converter ${attributes}></number-converter>`);
const limitText = (element: Element) => shadow(element, '[part~="limit"]').textContent;
const input = (element: Element) => shadow<HTMLInputElement>(element, '[part~="input"]');
const result = (element: Element) => shadow<HTMLTextAreaElement>(element, '[part~="result"]');
const rowCounts = (element: Element) =>
  shadowAll<HTMLTableElement>(element, '[part~="working"] table').map(
    (table) => table.tBodies[0]!.rows.length,
  );

/** Over the limit: the number kept whole, the message, no result and no working, however it came. */
async function expectRefused(element: Converter, length: number) {
  await until(() => limitText(element) !== '', 'the limit message shows');
  expect(limitText(element)).to.equal(converterLengthMessage('9'.repeat(length), 'decimal'));
  expect(input(element).value).to.have.length(length);
  expect(input(element).getAttribute('aria-invalid')).to.equal('true');
  expect(result(element).value).to.equal('');
  expect(element.shadowRoot!.querySelector('[part~="working-toggle"]')).to.equal(null);
  expect(workingPanel(element)).to.equal(null);
}

describe('<number-converter> input limit', () => {
  afterEach(async () => {
    await cleanupFixtures();
    restoreAddress();
  });

  it('refuses a 5 kB value attribute with the message, the working open', async () => {
    await expectRefused(await mount(`value="${'9'.repeat(5000)}" working="open"`), 5000);
  });

  it('refuses a 5 kB number in the address', async () => {
    setAddress(`value=${'9'.repeat(5000)}`);
    await expectRefused(await mount('url-inputs working="open"'), 5000);
  });

  it('refuses a typed number one past the limit, and Convert says why', async () => {
    const element = await mount('');
    await typeInto(input(element), '9'.repeat(CONVERTER_MAX_LENGTH + 1));
    await expectRefused(element, CONVERTER_MAX_LENGTH + 1);
    shadowButton(element, 'Convert').click();
    await settle();
    expect(toastMessages(element)).to.deep.equal([limitText(element)]);
  });

  it('converts the longest number it takes, its working a bounded piece at a time', async () => {
    const value = 'F'.repeat(CONVERTER_MAX_LENGTH);
    const element = await mount(`from="hexadecimal" value="${value}" working="open"`);
    await until(() => workingPanel(element) !== null, 'the working shows');
    expect(limitText(element)).to.equal('');
    expect(workingResult(element)).to.equal(
      `${value} (Hexadecimal) in Binary = ${'1'.repeat(4 * CONVERTER_MAX_LENGTH)}`,
    );
    // 128 place values and 512 divisions: each table shows its first and last rows and a button.
    const bounded = ROWS_SHOWN_FIRST + 1 + ROWS_SHOWN_LAST;
    expect(rowCounts(element)).to.deep.equal([bounded, bounded]);
    expect(workingPanel(element)!.textContent!.length).to.be.below(25_000);
    const more = () => shadowAll<HTMLButtonElement>(element, '[part~="working-more"]');
    expect(more().map((button) => button.textContent)).to.deep.equal([
      `Show ${ROWS_SHOWN_MORE} more rows (116 not shown)`,
      `Show ${ROWS_SHOWN_MORE} more rows (500 not shown)`,
    ]);
    more()[1]!.click();
    await settle();
    expect(rowCounts(element)).to.deep.equal([bounded, bounded + ROWS_SHOWN_MORE]);
  });
});
