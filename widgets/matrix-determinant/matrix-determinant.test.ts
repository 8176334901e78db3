import { sendKeys } from '@web/test-runner-commands';
import { matrixTexts } from '../../packages/core/src/determinant-texts';
import { expect } from 'chai';
import { describeLanguage } from '../../packages/ui/src/testing/language-testing';
import type { WidgetElement } from '../../packages/ui/src/testing/widget-testing';
import { describeUrlInputs } from '../../packages/ui/src/testing/url-inputs-testing';
import {
  atPhoneSize,
  captureConsoleErrors,
  cleanupFixtures,
  clickLikeUser,
  describeCopyButton,
  describeSharedWidgetRules,
  expectToastsClearOf,
  fixture,
  settle,
  shadow,
  shadowAll,
  shadowButton,
  toastMessages,
  typeInto,
  until,
} from '../../packages/ui/src/testing/widget-testing';
import {
  describeShowWorking,
  openWorking,
  workingLines,
  workingResult,
  workingTables,
} from '../../packages/ui/src/working/working-testing';
import type { MatrixDeterminantDetail, MatrixDeterminantProps } from './matrix-determinant';
import { matrixDeterminantWidget } from './matrix-determinant.widget';
import './matrix-determinant.element';

type MatrixElement = WidgetElement<MatrixDeterminantProps>;

const mount = (html = '<matrix-determinant></matrix-determinant>') => fixture<MatrixElement>(html);

const cells = (element: Element) => shadowAll<HTMLInputElement>(element, '[part~="cell"]');
const cellTexts = (element: Element) => cells(element).map((cell) => cell.value);
const sizeInput = (element: Element) => shadow<HTMLInputElement>(element, '[part~="size"]');
const shownDeterminant = (element: Element) =>
  shadow(element, '[part~="result-value"]').textContent;
const info = (element: Element) => shadow(element, '[part~="info"]').textContent;
/**
 * The accessible name of the focused control: assertions compare text, because a failing
 * comparison of DOM nodes makes the runner serialise React's circular fibers and hang.
 */
function focusedName(element: Element): string | undefined {
  const active = element.shadowRoot!.activeElement;
  return active?.getAttribute('aria-label') ?? active?.textContent?.trim();
}

const button = shadowButton;

/** Changes an input the way typing does, so React's onChange sees it. */
function setInput(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function fillCells(element: Element, texts: readonly string[]): Promise<void> {
  texts.forEach((text, index) => setInput(cells(element)[index]!, text));
  await settle();
}

async function setSize(element: Element, text: string): Promise<void> {
  setInput(sizeInput(element), text);
  await settle();
}

/** Replaces the size input's text with real keystrokes, one character at a time. */
async function typeSize(element: Element, text: string): Promise<void> {
  const input = sizeInput(element);
  input.focus();
  input.select();
  await sendKeys({ press: 'Backspace' });
  if (text !== '') await sendKeys({ type: text });
  await settle();
}

/** Shift+key as real keystrokes (the Chrome launcher's `press` takes single keys only). */
async function pressShifted(key: string): Promise<void> {
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: key });
  await sendKeys({ up: 'Shift' });
}

function collectResults(): { details: MatrixDeterminantDetail[]; stop: () => void } {
  const details: MatrixDeterminantDetail[] = [];
  const listener = (event: Event) => details.push((event as CustomEvent).detail);
  document.addEventListener('result-change', listener);
  return { details, stop: () => document.removeEventListener('result-change', listener) };
}

describe('<matrix-determinant>', () => {
  afterEach(cleanupFixtures);

  describe('layout and labels', () => {
    it('shows the title, a labelled 2 x 2 grid, the buttons, the determinant and the info line', async () => {
      const element = await mount();
      expect(shadow(element, 'h2').textContent).to.equal('Matrix Determinant Calculator');
      expect(sizeInput(element).value).to.equal('2');
      expect(shadow(element, 'label[for="matrix-size"]').textContent).to.contain('Matrix size');
      expect(cells(element).map((cell) => cell.getAttribute('aria-label'))).to.deep.equal([
        'Row 1, column 1',
        'Row 1, column 2',
        'Row 2, column 1',
        'Row 2, column 2',
      ]);
      expect(shadowAll(element, 'button').map((node) => node.textContent?.trim())).to.deep.equal([
        'Clear Matrix',
        'Random Values',
        'Copy',
        'Show working',
      ]);
      expect(button(element, 'Copy').disabled).to.equal(false);
      expect(shownDeterminant(element)).to.equal('0');
      expect(info(element)).to.equal('0 of 4 cells filled · empty or invalid cells count as 0');
    });

    it('announces the determinant with its label', async () => {
      const element = await mount();
      const live = shadow(element, '[part~="result-value"]').closest('[aria-live]');
      expect([live?.textContent, live?.getAttribute('aria-atomic')]).to.deep.equal([
        'Determinant 0',
        'true',
      ]);
    });

    it('describes every cell with the visible keyboard hint', async () => {
      const element = await mount();
      const hint = shadow(element, '[part~="hint"]');
      expect(hint.textContent).to.equal(
        'Enter or Tab moves to the next cell · Esc leaves the grid',
      );
      expect(hint.getBoundingClientRect().height).to.be.greaterThan(0);
      for (const cell of cells(element)) {
        expect(cell.getAttribute('aria-describedby')).to.equal(hint.id);
      }
    });

    it('keeps 5 x 5 cells usable in a 280 px wide column', async () => {
      const element = await mount(
        '<matrix-determinant size="5" style="width: 280px"></matrix-determinant>',
      );
      for (const cell of cells(element)) {
        expect(cell.getBoundingClientRect().width).to.be.greaterThan(30);
      }
    });
  });

  describe('determinant', () => {
    it('updates live as cells change', async () => {
      const element = await mount();
      await fillCells(element, ['1', '2', '3', '4']);
      expect(shownDeterminant(element)).to.equal('-2');
      await fillCells(element, ['5']);
      expect(shownDeterminant(element)).to.equal('14');
    });

    it('shows 0, integers with all their digits, and otherwise 4 decimals', async () => {
      const element = await mount();
      await fillCells(element, ['1', '2', '2', '4']);
      expect(shownDeterminant(element)).to.equal('0');
      await fillCells(element, ['123456789', '0', '0', '987654321']);
      expect(shownDeterminant(element)).to.equal('121932631112635269');
      await fillCells(element, ['0.1', '0.2', '0.3', '0.4']);
      expect(shownDeterminant(element)).to.equal('-0.0200');
      await fillCells(element, ['-1.5', '2', '0.25', '3']);
      expect(shownDeterminant(element)).to.equal('-5');
      await fillCells(element, ['1', '0', '0', '0.33333']);
      expect(shownDeterminant(element)).to.equal('0.3333');
    });

    it('counts empty and invalid cells as 0 without ever showing NaN', async () => {
      const element = await mount('<matrix-determinant size="3"></matrix-determinant>');
      await fillCells(element, ['2', 'abc', '', '', '3', 'NaN', '1', 'Infinity', '4']);
      expect(shownDeterminant(element)).to.equal('24');
      expect(info(element)).to.equal('7 of 9 cells filled · empty or invalid cells count as 0');
      expect(element.shadowRoot!.textContent).not.to.match(/NaN|Infinity/);
    });

    it('reads fractions exactly, negative ones included', async () => {
      const element = await mount();
      // 1/2 * 2/3 - 1/3 * (-1/4) = 1/3 + 1/12 = 5/12
      await fillCells(element, ['1/2', '1/3', '-1/4', '2/3']);
      expect(shownDeterminant(element)).to.equal('0.4167');
      await fillCells(element, ['3/4', '0', '0', '-4/3']);
      expect(shownDeterminant(element)).to.equal('-1');
      expect(shadowAll(element, '[aria-invalid]')).to.have.length(0);
    });

    it('expands cofactors of a 5 x 5 matrix exactly', async () => {
      const element = await mount('<matrix-determinant size="5"></matrix-determinant>');
      // Upper triangular: the determinant is the product of the diagonal.
      const texts = Array.from({ length: 25 }, (_, index) => {
        const [row, column] = [Math.floor(index / 5), index % 5];
        if (row === column) return String(row + 2);
        return column > row ? '7' : '';
      });
      await fillCells(element, texts);
      expect(shownDeterminant(element)).to.equal('720');
    });

    it('shows the error toast, no number and a disabled Copy when the calculation throws', async () => {
      const element = await mount();
      const bigintToString = Object.getOwnPropertyDescriptor(BigInt.prototype, 'toString')!;
      const logged = captureConsoleErrors();
      // formatDeterminant writes the digits through BigInt#toString: make it fail.
      Object.defineProperty(BigInt.prototype, 'toString', {
        ...bigintToString,
        value: () => {
          throw new Error('boom');
        },
      });
      try {
        await fillCells(element, ['1', '2', '3', '4']);
        await fillCells(element, ['5']);
      } finally {
        Object.defineProperty(BigInt.prototype, 'toString', bigintToString);
      }
      expect(toastMessages(element)).to.deep.equal(['Error calculating determinant']);
      expect(shadow(element, '.toast').dataset.type).to.equal('error');
      expect(shownDeterminant(element)).to.equal('—');
      expect(button(element, 'Copy').disabled).to.equal(true);
      expect(logged.some((entry) => entry instanceof Error && entry.message === 'boom')).to.equal(
        true,
      );
      await fillCells(element, ['6']);
      expect(shownDeterminant(element)).to.equal('18');
      expect(button(element, 'Copy').disabled).to.equal(false);
    });
  });

  describe('invalid cells', () => {
    const invalidHint = (element: Element) => shadow(element, '[part~="invalid-hint"]');
    const marks = (element: Element) =>
      cells(element).map((cell) => cell.getAttribute('aria-invalid') === 'true');

    it('marks a cell that is not a number, says how to write one, and still counts it as 0', async () => {
      const element = await mount();
      expect(invalidHint(element).getBoundingClientRect().height).to.equal(0);
      await fillCells(element, ['2', '1/', 'x', '3']);
      expect(shownDeterminant(element)).to.equal('6');
      expect(marks(element)).to.deep.equal([false, true, true, false]);
      const hint = invalidHint(element);
      expect(hint.textContent).to.equal(
        'Marked cells are not numbers and count as 0: use e.g. 3, -0.5 or 1/2.',
      );
      expect(hint.getBoundingClientRect().height).to.be.greaterThan(0);
      expect(cells(element)[1]!.getAttribute('aria-describedby')).to.equal(
        `matrix-hint ${hint.id}`,
      );
      expect(cells(element)[1]!.matches('[part~="cell-invalid"]')).to.equal(true);
      // The mark's colour eases in: compared once it has.
      await Promise.all(
        cells(element)[1]!
          .getAnimations()
          .map((one) => one.finished),
      );
      expect(getComputedStyle(cells(element)[1]!).borderColor).not.to.equal(
        getComputedStyle(cells(element)[0]!).borderColor,
      );

      await fillCells(element, ['2', '1/2', '1/0']);
      expect(marks(element)).to.deep.equal([false, false, true, false]);
      await fillCells(element, ['2', '1/2', '-1/2']);
      expect(marks(element)).to.deep.equal([false, false, false, false]);
      expect(shownDeterminant(element)).to.equal('6.2500');
      expect(hint.textContent).to.equal('');
      expect(hint.getBoundingClientRect().height).to.equal(0);
    });

    it('leaves the cell being typed in unmarked until the user moves on', async () => {
      const element = await mount();
      cells(element)[0]!.focus();
      await sendKeys({ type: '-' });
      await settle();
      expect(marks(element)).to.deep.equal([false, false, false, false]);
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(focusedName(element)).to.equal('Row 1, column 2');
      expect(marks(element)).to.deep.equal([true, false, false, false]);
      cells(element)[0]!.focus();
      await settle();
      await sendKeys({ type: '3/4' });
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(cellTexts(element)[0]).to.equal('-3/4');
      expect(marks(element)).to.deep.equal([false, false, false, false]);
    });

    it('marks invalid cells given by the values attribute from the start', async () => {
      const element = await mount(
        `<matrix-determinant values='[["1/2","a"],[0,"2"]]'></matrix-determinant>`,
      );
      expect(marks(element)).to.deep.equal([false, true, false, false]);
      expect(shownDeterminant(element)).to.equal('1');
    });

    it('opens the full keyboard on phones, which has the minus sign and the slash', async () => {
      const element = await mount();
      expect(cells(element).map((cell) => cell.inputMode)).to.deep.equal([
        'text',
        'text',
        'text',
        'text',
      ]);
      expect(sizeInput(element).inputMode).to.equal('numeric');
    });
  });

  describe('size', () => {
    it('lays out the grid from the typed size and keeps the typed text', async () => {
      const element = await mount();
      await typeSize(element, '4');
      expect(cells(element)).to.have.length(16);
      expect(sizeInput(element).value).to.equal('4');
      expect(info(element)).to.contain('0 of 16 cells filled');
      expect(toastMessages(element)).to.deep.equal([]);
    });

    it('clamps a size above 5 with the warning, keeping the typed text until blur', async () => {
      const element = await mount();
      await typeSize(element, '100');
      expect(toastMessages(element)).to.deep.equal(['Matrix size cannot be greater than 5']);
      expect(shadow(element, '.toast').dataset.type).to.equal('warning');
      expect(cells(element)).to.have.length(25);
      expect(sizeInput(element).value).to.equal('100');
      sizeInput(element).blur();
      await settle();
      expect(sizeInput(element).value).to.equal('5');
      expect(cells(element)).to.have.length(25);
    });

    it('on a phone, the size warning is clear of the size field and the determinant', async () => {
      await atPhoneSize(async () => {
        // As the site shows it: under the page's own heading.
        const element = await mount('<matrix-determinant hide-title></matrix-determinant>');
        await typeSize(element, '9');
        await typeSize(element, '7');
        expect(toastMessages(element)).to.deep.equal(['Matrix size cannot be greater than 5']);
        await expectToastsClearOf(element, sizeInput(element), shadow(element, '[part~="result"]'));
      });
    });

    it('clamps a size below 1 with the warning', async () => {
      const element = await mount();
      await typeSize(element, '0');
      expect(toastMessages(element)).to.deep.equal(['Matrix size cannot be less than 1']);
      expect(cells(element)).to.have.length(1);
      await typeSize(element, '-3');
      // The repeat counts in the warning already shown, rather than stacking a second one.
      expect(toastMessages(element)).to.deep.equal(['Matrix size cannot be less than 1']);
      expect(shadowAll(element, '.toast__count').map((count) => count.textContent)).to.deep.equal([
        '×2',
      ]);
      expect(cells(element)).to.have.length(1);
      sizeInput(element).blur();
      await settle();
      expect(sizeInput(element).value).to.equal('1');
    });

    it('lays out a blank size as 2 without a warning and leaves it blank', async () => {
      const element = await mount('<matrix-determinant size="4"></matrix-determinant>');
      await typeSize(element, '');
      expect(cells(element)).to.have.length(4);
      expect(sizeInput(element).value).to.equal('');
      sizeInput(element).blur();
      await settle();
      expect(sizeInput(element).value).to.equal('');
      expect(toastMessages(element)).to.deep.equal([]);
    });

    it('keeps the overlapping top-left values when the size changes', async () => {
      const element = await mount('<matrix-determinant size="3"></matrix-determinant>');
      await fillCells(element, ['1', '2', '3', '4', '5', '6', '7', '8', '10']);
      expect(shownDeterminant(element)).to.equal('-3');
      await setSize(element, '2');
      expect(cellTexts(element)).to.deep.equal(['1', '2', '4', '5']);
      expect(shownDeterminant(element)).to.equal('-3');
      await setSize(element, '4');
      expect(cellTexts(element)).to.deep.equal(
        ['1', '2', '3', '', '4', '5', '6', '', '7', '8', '10', ''].concat(['', '', '', '']),
      );
    });

    it('does not lose cells while the size is retyped through a blank', async () => {
      const element = await mount('<matrix-determinant size="3"></matrix-determinant>');
      await fillCells(element, ['1', '2', '3', '4', '5', '6', '7', '8', '9']);
      await typeSize(element, '');
      await typeSize(element, '3');
      expect(cellTexts(element)).to.deep.equal(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    });
  });

  describe('buttons', () => {
    it('Clear Matrix empties every cell', async () => {
      const element = await mount(
        '<matrix-determinant values="[[1,2],[3,4]]"></matrix-determinant>',
      );
      button(element, 'Clear Matrix').click();
      await settle();
      expect(cellTexts(element)).to.deep.equal(['', '', '', '']);
      expect(shownDeterminant(element)).to.equal('0');
      expect(info(element)).to.contain('0 of 4 cells filled');
    });

    it('Random Values fills every cell with an integer from -10 to 10', async () => {
      const element = await mount('<matrix-determinant size="3"></matrix-determinant>');
      const seen = new Set<string>();
      for (let click = 0; click < 8; click++) {
        button(element, 'Random Values').click();
        await settle();
        const texts = cellTexts(element);
        expect(texts).to.have.length(9);
        for (const text of texts) {
          expect(text).to.match(/^-?\d+$/);
          expect(Number(text)).to.be.within(-10, 10);
        }
        expect(info(element)).to.contain('9 of 9 cells filled');
        seen.add(texts.join());
      }
      expect(seen.size).to.be.greaterThan(1);
    });
  });

  describe('keyboard', () => {
    it('Tab and Enter move to the next cell row by row, wrapping from the last to the first', async () => {
      const element = await mount();
      const grid = cells(element);
      grid[0]!.focus();
      await sendKeys({ press: 'Tab' });
      expect(focusedName(element)).to.equal('Row 1, column 2');
      await sendKeys({ press: 'Enter' });
      expect(focusedName(element)).to.equal('Row 2, column 1');
      await sendKeys({ press: 'Tab' });
      expect(focusedName(element)).to.equal('Row 2, column 2');
      await sendKeys({ press: 'Enter' });
      expect(focusedName(element)).to.equal('Row 1, column 1');
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      expect(focusedName(element)).to.equal('Row 1, column 1');
    });

    it('Shift+Tab and Shift+Enter move backwards, wrapping from the first to the last', async () => {
      const element = await mount('<matrix-determinant size="3"></matrix-determinant>');
      const grid = cells(element);
      grid[0]!.focus();
      await pressShifted('Tab');
      expect(focusedName(element)).to.equal('Row 3, column 3');
      await pressShifted('Enter');
      expect(focusedName(element)).to.equal('Row 3, column 2');
      await pressShifted('Tab');
      expect(focusedName(element)).to.equal('Row 3, column 1');
    });

    it('types a whole matrix with keystrokes, replacing a cell on arrival', async () => {
      const element = await mount(
        '<matrix-determinant values="[[9,9],[9,9]]"></matrix-determinant>',
      );
      cells(element)[0]!.focus();
      cells(element)[0]!.select();
      for (const text of ['3', '-1.5', '2', '4']) {
        await sendKeys({ type: text });
        await sendKeys({ press: 'Enter' });
      }
      await settle();
      expect(cellTexts(element)).to.deep.equal(['3', '-1.5', '2', '4']);
      expect(shownDeterminant(element)).to.equal('15');
    });

    it('Escape leaves the grid for the first control after it', async () => {
      const element = await mount();
      cells(element)[3]!.focus();
      await sendKeys({ press: 'Escape' });
      expect(focusedName(element)).to.equal('Clear Matrix');
      await sendKeys({ press: 'Tab' });
      expect(focusedName(element)).to.equal('Random Values');
    });

    it('reaches the grid from the size input with Tab', async () => {
      const element = await mount();
      sizeInput(element).focus();
      await sendKeys({ press: 'Tab' });
      expect(focusedName(element)).to.equal('Row 1, column 1');
    });
  });

  describeCopyButton({
    mount: () => mount('<matrix-determinant values="[[0.1,0.2],[0.3,0.4]]"></matrix-determinant>'),
    text: '-0.0200',
  });

  describe('attributes', () => {
    it('size: sets the grid, clamps silently, follows changes and resets on removal', async () => {
      const element = await mount('<matrix-determinant size="3"></matrix-determinant>');
      expect(cells(element)).to.have.length(9);
      expect(sizeInput(element).value).to.equal('3');
      await fillCells(element, ['1', '2', '3', '4', '5', '6', '7', '8', '9']);
      element.setAttribute('size', '9');
      await settle();
      expect(cells(element)).to.have.length(25);
      expect(sizeInput(element).value).to.equal('5');
      element.setAttribute('size', '0');
      await settle();
      expect(cellTexts(element)).to.deep.equal(['1']);
      element.size = 2;
      await settle();
      expect(element.getAttribute('size')).to.equal('2');
      expect(cellTexts(element)).to.deep.equal(['1', '2', '4', '5']);
      element.setAttribute('size', '4');
      await settle();
      expect(cells(element)).to.have.length(16);
      element.removeAttribute('size');
      await settle();
      expect(cells(element)).to.have.length(4);
      expect(sizeInput(element).value).to.equal('2');
      expect(toastMessages(element)).to.deep.equal([]);
    });

    it('size: ignores an unparseable value', async () => {
      const element = await mount('<matrix-determinant size="big"></matrix-determinant>');
      expect(cells(element)).to.have.length(4);
    });

    it('values: fills the cells and takes the size from its rows when no size is given', async () => {
      const element = await mount(
        `<matrix-determinant values='[["0.5","x",1],[2,-3,4],[5,6,7]]'></matrix-determinant>`,
      );
      expect(cellTexts(element)).to.deep.equal(['0.5', 'x', '1', '2', '-3', '4', '5', '6', '7']);
      expect(sizeInput(element).value).to.equal('3');
      expect(shownDeterminant(element)).to.equal('4.5000');
      expect(info(element)).to.contain('9 of 9 cells filled');
    });

    it('values: a size attribute wins and shows the top-left corner', async () => {
      const element = await mount(
        `<matrix-determinant size="2" values='[[1,2,3],[4,5,6],[7,8,9]]'></matrix-determinant>`,
      );
      expect(cellTexts(element)).to.deep.equal(['1', '2', '4', '5']);
      element.setAttribute('size', '3');
      await settle();
      expect(cellTexts(element)).to.deep.equal(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    });

    it('values: follows later changes as a property without reflecting, and clears on removal', async () => {
      const element = await mount(
        `<matrix-determinant values='[[1,2],[3,4]]'></matrix-determinant>`,
      );
      element.values = [[7]];
      await settle();
      expect(element.getAttribute('values')).to.equal('[[1,2],[3,4]]');
      expect(cellTexts(element)).to.deep.equal(['7']);
      expect(shownDeterminant(element)).to.equal('7');
      element.setAttribute('values', '[[1,2,0],[0,1,0],[0,0,2]]');
      await settle();
      expect(shownDeterminant(element)).to.equal('2');
      element.removeAttribute('values');
      await settle();
      expect(cellTexts(element)).to.deep.equal(['', '', '', '']);
    });

    it('values: ignores invalid JSON, non-arrays and non-numeric entries', async () => {
      const broken = await mount(`<matrix-determinant values='[[1,'></matrix-determinant>`);
      expect(cellTexts(broken)).to.deep.equal(['', '', '', '']);
      const odd = await mount(
        `<matrix-determinant values='[[true,{"a":1}],"row",[null]]'></matrix-determinant>`,
      );
      expect(cellTexts(odd)).to.deep.equal(['', '', '', '', '', '', '', '', '']);
      expect(shownDeterminant(odd)).to.equal('0');
    });
  });

  describe('result-change event', () => {
    it('reports size, cell texts and the displayed determinant on every change, not initially', async () => {
      const results = collectResults();
      try {
        const element = await mount();
        expect(results.details).to.deep.equal([]);
        await fillCells(element, ['1']);
        await fillCells(element, ['1.5', '2', '3', '4']);
        await setSize(element, '1');
        expect(results.details).to.deep.equal([
          {
            size: 2,
            matrix: [
              ['1', ''],
              ['', ''],
            ],
            determinant: '0',
          },
          {
            size: 2,
            matrix: [
              ['1.5', ''],
              ['', ''],
            ],
            determinant: '0',
          },
          {
            size: 2,
            matrix: [
              ['1.5', '2'],
              ['', ''],
            ],
            determinant: '0',
          },
          {
            size: 2,
            matrix: [
              ['1.5', '2'],
              ['3', ''],
            ],
            determinant: '-6',
          },
          {
            size: 2,
            matrix: [
              ['1.5', '2'],
              ['3', '4'],
            ],
            determinant: '0',
          },
          { size: 1, matrix: [['1.5']], determinant: '1.5000' },
        ]);
      } finally {
        results.stop();
      }
    });

    it('reports Random Values, Clear Matrix and attribute changes, but not a change to nothing', async () => {
      const results = collectResults();
      try {
        const element = await mount();
        button(element, 'Random Values').click();
        await settle();
        expect(results.details).to.have.length(1);
        expect(results.details[0]!.matrix.flat()).to.deep.equal(cellTexts(element));
        expect(results.details[0]!.determinant).to.equal(shownDeterminant(element));
        button(element, 'Clear Matrix').click();
        await settle();
        button(element, 'Clear Matrix').click();
        await settle();
        expect(results.details).to.have.length(2);
        element.setAttribute('values', '[[2,0],[0,3]]');
        await settle();
        expect(results.details.at(-1)).to.deep.equal({
          size: 2,
          matrix: [
            ['2', '0'],
            ['0', '3'],
          ],
          determinant: '6',
        });
      } finally {
        results.stop();
      }
    });

    it('bubbles out of the shadow root', async () => {
      const element = await mount();
      const events: CustomEvent[] = [];
      element.parentElement!.addEventListener('result-change', (event) =>
        events.push(event as CustomEvent),
      );
      await fillCells(element, ['4']);
      expect(events).to.have.length(1);
      expect(events[0]!.bubbles && events[0]!.composed).to.equal(true);
    });
  });
});

describeSharedWidgetRules<MatrixElement>(matrixDeterminantWidget, {
  title: 'Matrix Determinant Calculator',
  resultOf: (element) => shadow(element, '[part~="result-value"]'),
  toast: {
    raise: (element) => setSize(element, '6'),
    message: 'Matrix size cannot be greater than 5',
  },
  hostileCss: {
    controlsOf: (element) => [
      sizeInput(element),
      ...cells(element),
      ...shadowAll(element, 'button'),
    ],
    operate: async (element) => {
      await clickLikeUser(button(element, 'Random Values'));
      expect(info(element)).to.contain('4 of 4 cells filled');
    },
  },
  instances: {
    act: async (element) => {
      await fillCells(element, ['4', '2']);
      await setSize(element, '8');
    },
    stateOf: (element) => [sizeInput(element).value, cellTexts(element), shownDeterminant(element)],
  },
  busy: { attributes: `values='[[1,2],[3,4]]'`, prepare: (element) => setSize(element, '7') },
});

const WORKED = `size="3" values='[[2, 1, 3], [0, 4, 5], [1, 0, 6]]'`;
const FIVE_BY_FIVE = JSON.stringify(
  Array.from({ length: 5 }, (_, r) =>
    Array.from(
      { length: 5 },
      (_, c) => `${(r * 7 + c * 3) % 11 ? '-' : ''}${1234 + r * c}/${97 + r}`,
    ),
  ),
);

describeShowWorking({
  mount: (attributes = '') =>
    mount(`<matrix-determinant ${WORKED} ${attributes}></matrix-determinant>`),
  resultLine: (element) => `Determinant = ${shownDeterminant(element)}`,
  mountWide: (attributes) =>
    mount(
      `<matrix-determinant size="5" values='${FIVE_BY_FIVE}' ${attributes}></matrix-determinant>`,
    ),
});

describe('<matrix-determinant> working', () => {
  afterEach(cleanupFixtures);

  it('expands along the row with most zeros, each minor a table, and follows the cells', async () => {
    const element = await mount(`<matrix-determinant ${WORKED}></matrix-determinant>`);
    await openWorking(element);
    expect(workingTables(element).slice(0, 2)).to.deep.equal([
      {
        caption: 'Matrix A',
        rows: [
          ['Column 1', 'Column 2', 'Column 3'],
          ['2', '1', '3'],
          ['0', '4', '5'],
          ['1', '0', '6'],
        ],
      },
      {
        caption: 'Minor M: remove row 2 and column 2',
        rows: [
          ['Column 1', 'Column 2'],
          ['2', '3'],
          ['1', '6'],
        ],
      },
    ]);
    expect(workingLines(element)).to.include.members([
      'Row 2, column 1: entry 0: term is 0',
      'det M = a × d − b × c = 2 × 6 − 3 × 1 = 12 − 3 = 9',
      'det A = 36 + 5 = 41',
    ]);
    expect(workingResult(element)).to.equal('Determinant = 41');
    setInput(cells(element)[0]!, '0.2');
    await settle();
    expect(shownDeterminant(element)).to.equal('-2.2000');
    expect(workingResult(element)).to.equal('Determinant = -2.2000');
    expect(workingLines(element).at(-1)).to.equal(
      'As a decimal, rounded to 4 places: -11/5 = -2.2000',
    );
    // A decimal that does not end is rounded for the card: '≈', never '='.
    setInput(cells(element)[0]!, '1/7');
    await settle();
    expect(shownDeterminant(element)).to.equal('-3.5714');
    expect(workingLines(element).at(-1)).to.equal(
      'As a decimal, rounded to 4 places: -25/7 ≈ -3.5714',
    );
    expect(workingResult(element)).to.equal('Determinant ≈ -3.5714');
  });
});

describeUrlInputs<MatrixElement>(matrixDeterminantWidget, {
  query: 'size=3&values=2,1,3;0,4,5;1,0,6',
  expectShown: async (element) => {
    await until(() => sizeInput(element).value === '3', 'the link sets the size');
    expect(cellTexts(element)).to.deep.equal(['2', '1', '3', '0', '4', '5', '1', '0', '6']);
    expect(shownDeterminant(element)).to.equal('41');
  },
  change: async (element) => {
    await clickLikeUser(button(element, 'Clear Matrix'));
    await typeSize(element, '3');
    await typeInto(cells(element)[0]!, '1/2');
    await typeInto(cells(element)[4]!, '-4');
  },
  changed: 'size=3&values=1/2;,-4',
  stateOf: (element) => [sizeInput(element).value, cellTexts(element), shownDeterminant(element)],
  hostile: [
    'size=999&values=1e99999,abc;;%25;;;,,,,,,,,,',
    `values=${'1,'.repeat(3000)}`,
    'size=NaN&values=[[1,2],[3,4]]',
    'size=-Infinity&values=1/0,0/0',
    `values=%E0%A4%A,${'9'.repeat(150)}&size=%`,
  ],
});

describeLanguage(matrixDeterminantWidget, {
  html: '<matrix-determinant working="open"></matrix-determinant>',
  // Notation (det A, det M, a × d − b × c) and the keys, as they are printed.
  allowed: /^(det|A|M|a|b|c|d|Enter|Tab|Esc)$/,
  title: matrixTexts,
  screens: async (element, look) => {
    const show = async (size: number, values: string, what: string) => {
      element.setAttribute('size', String(size));
      element.setAttribute('values', values);
      await until(
        () => element.shadowRoot!.querySelector('[part~="working-result"]') !== null,
        what,
      );
      await settle();
    };
    look('blank');
    await show(3, '[[2, 1, 3], [0, 4, 5], [1, 0, 6]]', 'an expansion');
    look('an expansion with minors');
    await show(3, '[[0, 0, 0], [1, 2, 3], [4, 5, 6]]', 'a row of zeros');
    look('a row of zeros');
    await show(2, '[[1, 2], [3, "7/2"]]', 'a determinant that is not whole');
    look('a determinant that is not whole');
    await show(1, '[[7]]', 'a 1 x 1 matrix');
    look('a 1 x 1 matrix');
    await typeInto(cells(element)[0]!, 'x');
    cells(element)[0]!.blur();
    await settle();
    look('a cell that is not a number');
    await typeInto(cells(element)[0]!, '1'.repeat(21));
    await settle();
    look('a cell too long');
    await typeInto(sizeInput(element), '7');
    await until(() => toastMessages(element).length > 0, 'the size warning');
    look('a size too large');
  },
});
