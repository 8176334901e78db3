import { expect } from 'chai';
import { matrixCellLengthMessage } from '../../packages/core/src/determinant';
import { MATRIX_CELL_MAX_LENGTH } from '../../packages/core/src/input-limits';
import { restoreAddress, setAddress } from '../../packages/ui/src/testing/url-inputs-testing';
import type { WidgetElement } from '../../packages/ui/src/testing/widget-testing';
import {
  cleanupFixtures,
  fixture,
  settle,
  shadow,
  shadowAll,
  toastMessages,
  typeInto,
  until,
} from '../../packages/ui/src/testing/widget-testing';
import { workingPanel } from '../../packages/ui/src/working/working-testing';
import type { MatrixDeterminantProps } from './matrix-determinant';
import './matrix-determinant.element';

type MatrixElement = WidgetElement<MatrixDeterminantProps>;

const hint = (element: Element) => shadow(element, '[part~="invalid-hint"]').textContent;
const determinantText = (element: Element) => shadow(element, '[part~="result-value"]').textContent;
const cellTexts = (element: Element) =>
  shadowAll<HTMLInputElement>(element, 'input.matrix__cell').map((cell) => cell.value);

/** A 300-digit fraction: 25 of them make the 15 kB link that froze the page. */
const fraction = (seed: number) => `${String(seed).repeat(300)}/${'7'.repeat(300)}`;
const fractions = Array.from({ length: 5 }, (_, r) =>
  Array.from({ length: 5 }, (_, c) => fraction(((r * 5 + c) % 9) + 1)),
);

/** Over the limit: every cell kept as given, the message, no determinant and no working. */
async function expectRefused(element: MatrixElement, cells: readonly (readonly string[])[]) {
  const message = matrixCellLengthMessage(cells);
  await until(() => hint(element) === message, `the message, not ${hint(element)}`);
  expect(cellTexts(element)).to.deep.equal(cells.flat());
  expect(determinantText(element)).to.equal('—');
  expect(element.shadowRoot!.querySelector('[part~="working-toggle"]')).to.equal(null);
  expect(workingPanel(element)).to.equal(null);
  expect(toastMessages(element)).to.deep.equal([]);
}

describe('<matrix-determinant> cell limit', () => {
  afterEach(async () => {
    await cleanupFixtures();
    restoreAddress();
  });

  it('refuses 300-digit fractions in the values attribute, the working open', async () => {
    const element = await fixture<MatrixElement>(
      `<matrix-determinant working="open" values='${JSON.stringify(fractions)}'></matrix-determinant>`,
    );
    await expectRefused(element, fractions);
  });

  it('refuses a 15 kB matrix in the address', async () => {
    const values = fractions.map((row) => row.join(',')).join(';');
    expect(values.length).to.be.above(15_000);
    setAddress(`size=5&values=${values}`);
    const element = await fixture<MatrixElement>(
      '<matrix-determinant url-inputs working="open"></matrix-determinant>',
    );
    await expectRefused(element, fractions);
  });

  it('refuses a typed cell one past the limit, and calculates again once it is shortened', async () => {
    const element = await fixture<MatrixElement>(
      `<matrix-determinant values='[[1,2],[3,4]]'></matrix-determinant>`,
    );
    const first = shadowAll<HTMLInputElement>(element, 'input.matrix__cell')[0]!;
    const tooLong = '1'.repeat(MATRIX_CELL_MAX_LENGTH + 1);
    await typeInto(first, tooLong);
    await expectRefused(element, [
      [tooLong, '2'],
      ['3', '4'],
    ]);
    await typeInto(first, '1'.repeat(MATRIX_CELL_MAX_LENGTH));
    await settle();
    expect(hint(element)).to.equal('');
    expect(determinantText(element)).to.equal(String(4n * 11111111111111111111n - 6n));
  });
});
