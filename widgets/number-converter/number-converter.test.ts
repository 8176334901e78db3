import { sendKeys } from '@web/test-runner-commands';
import { converterTexts } from '../../packages/core/src/base-conversion-texts';
import { expect } from 'chai';
import { CONVERTER_MAX_LENGTH } from '../../packages/core/src/input-limits';
import { describeLanguage } from '../../packages/ui/src/testing/language-testing';
import type { WidgetElement } from '../../packages/ui/src/testing/widget-testing';
import { describeUrlInputs } from '../../packages/ui/src/testing/url-inputs-testing';
import {
  atPhoneSize,
  cleanupFixtures,
  clickLikeUser,
  describeCopyButton,
  describeSharedWidgetRules,
  expectToastsClearOf,
  fixture,
  pickOption,
  recordResultChanges,
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
  workingResult,
  workingTables,
} from '../../packages/ui/src/working/working-testing';
import type { NumberConverterProps, NumberConverterResult } from './number-converter';
import { numberConverterWidget } from './number-converter.widget';
import './number-converter.element';

type Converter = WidgetElement<NumberConverterProps>;
type Part = 'from' | 'to' | 'input' | 'result' | 'summary';
type ButtonLabel = 'Convert' | 'Reset' | 'Swap';

const mount = (attributes = '') =>
  fixture<Converter>(`<number-converter ${attributes}></number-converter>`);

const part = <T extends HTMLElement = HTMLInputElement>(element: Element, name: Part) =>
  shadow<T>(element, `[part~='${name}']`);
const select = (element: Element, name: 'from' | 'to') => part<HTMLSelectElement>(element, name);
const inputText = (element: Element) => part(element, 'input').value;
const resultText = (element: Element) => part(element, 'result').value;
const summaryText = (element: Element) => part(element, 'summary').textContent;

const button = (element: Element, label: ButtonLabel) => shadowButton(element, label);

const disabledButtons = (element: Element) =>
  (['Convert', 'Reset', 'Swap'] as const).filter((label) => button(element, label).disabled);

/** Replaces the input's text the way a paste does: one real input event with all the text. */
const paste = (element: Element, text: string) => typeInto(part(element, 'input'), text);

const pick = (element: Element, name: 'from' | 'to', base: string) =>
  pickOption(select(element, name), base);

async function click(element: Element, label: ButtonLabel) {
  button(element, label).click();
  await settle();
}

async function convert(element: Element, text: string) {
  await paste(element, text);
  await click(element, 'Convert');
}

const recordResults = (element: Element) => recordResultChanges<NumberConverterResult>(element);

/** Real keystrokes into the number input. */
async function typeIntoInput(element: Element, text: string) {
  part(element, 'input').focus();
  await sendKeys({ type: text });
  await settle();
}

/** What has focus inside the widget: a button's label or a control's part, as a readable string. */
function focused(element: Element): string {
  const active = element.shadowRoot!.activeElement;
  if (!active) return 'nothing';
  return active.localName === 'button' ? active.textContent!.trim() : active.getAttribute('part')!;
}

describe('number-converter', () => {
  afterEach(cleanupFixtures);

  describe('screen', () => {
    it('shows the title, labelled controls and the default bases', async () => {
      const element = await mount();
      expect(shadow(element, 'h2').textContent).to.equal('Number Converter');
      const labels = shadowAll<HTMLLabelElement>(element, 'label').map((label) => [
        label.textContent,
        label.control?.getAttribute('part'),
      ]);
      expect(labels).to.deep.equal([
        ['From', 'from'],
        ['To', 'to'],
        ['Number', 'input'],
        ['Result', 'result'],
      ]);
      for (const name of ['from', 'to'] as const) {
        const options = [...select(element, name).options].map((option) => option.text);
        expect(options).to.deep.equal(['Decimal', 'Binary', 'Octal', 'Hexadecimal']);
      }
      expect(select(element, 'from').value).to.equal('decimal');
      expect(select(element, 'to').value).to.equal('binary');
      expect(part(element, 'input').placeholder).to.equal('Enter a decimal number');
      expect(part(element, 'result').readOnly).to.equal(true);
      expect(part(element, 'result').placeholder).to.equal('Invalid input');
      expect(resultText(element)).to.equal('');
      expect(summaryText(element)).to.equal('');
    });

    it('names the source base in the input placeholder', async () => {
      const element = await mount();
      const placeholders: string[] = [];
      for (const base of ['binary', 'octal', 'hexadecimal']) {
        await pick(element, 'from', base);
        placeholders.push(part(element, 'input').placeholder);
      }
      expect(placeholders).to.deep.equal([
        'Enter a binary number',
        'Enter an octal number',
        'Enter a hexadecimal number',
      ]);
    });
  });

  describe('converting', () => {
    it('converts with a success toast and a summary line, hexadecimal in upper case', async () => {
      const element = await mount('to="hexadecimal"');
      await convert(element, '255');
      expect(resultText(element)).to.equal('FF');
      expect(summaryText(element)).to.equal('255 (Decimal) = FF (Hexadecimal)');
      expect(toastMessages(element)).to.deep.equal(['Converted successfully!']);
      expect(shadow(element, '.toast').dataset.type).to.equal('success');
    });

    it('on a phone, converting again and again shows one toast, clear of the form and the result', async () => {
      await atPhoneSize(async () => {
        // As the site shows it: under the page's own heading.
        const element = await mount('hide-title');
        await paste(element, '255');
        for (let time = 0; time < 3; time++) await clickLikeUser(button(element, 'Convert'));
        await expectToastsClearOf(
          element,
          button(element, 'Convert'),
          part(element, 'input'),
          part(element, 'result'),
          part(element, 'summary'),
        );
        expect(toastMessages(element)).to.deep.equal(['Converted successfully!']);
        expect(shadow(element, '.toast__count').textContent).to.equal('×3');
      });
    });

    it('converts integers beyond 2^53 exactly', async () => {
      const element = await mount();
      await convert(element, '9007199254740993');
      expect(resultText(element)).to.equal(9007199254740993n.toString(2));
      expect(resultText(element)).to.equal(`1${'0'.repeat(52)}1`);
    });

    it('converts FFFFFFFFFFFFFFFFFF hexadecimal to 4722366482869645213695', async () => {
      const element = await mount('from="hexadecimal" to="decimal"');
      await convert(element, 'FFFFFFFFFFFFFFFFFF');
      expect(resultText(element)).to.equal('4722366482869645213695');
    });

    it('converts binary fractions exactly: 1010.101 is 10.625', async () => {
      const element = await mount('from="binary" to="decimal"');
      await convert(element, '1010.101');
      expect(resultText(element)).to.equal('10.625');
      expect(summaryText(element)).to.equal('1010.101 (Binary) = 10.625 (Decimal)');
    });

    it('accepts lower-case hexadecimal and negatives', async () => {
      const element = await mount('from="hexadecimal" to="decimal"');
      await convert(element, 'ff');
      expect(resultText(element)).to.equal('255');
      await convert(element, '-FF');
      expect(resultText(element)).to.equal('-255');
      expect(summaryText(element)).to.equal('-FF (Hexadecimal) = -255 (Decimal)');
    });

    it('says when a fraction was cut to 32 digits', async () => {
      const element = await mount();
      await convert(element, '0.1');
      expect(resultText(element)).to.equal('0.00011001100110011001100110011001');
      // Cut, the result is only close to the number: '≈', not '='.
      expect(summaryText(element)).to.equal(
        '0.1 (Decimal) ≈ 0.00011001100110011001100110011001 (Binary) Fraction cut to 32 digits.',
      );
      await convert(element, '0.5');
      expect(summaryText(element)).to.equal('0.5 (Decimal) = 0.1 (Binary)');
    });

    it('warns "Please enter a number" when Enter is pressed in an empty input', async () => {
      const element = await mount();
      part(element, 'input').focus();
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(toastMessages(element)).to.deep.equal(['Please enter a number']);
      expect(shadow(element, '.toast').dataset.type).to.equal('warning');
      expect(resultText(element)).to.equal('');
    });

    it('reports invalid input for the source base as an error and clears the result', async () => {
      const element = await mount('from="binary" value="101"');
      expect(resultText(element)).to.equal('101');
      await convert(element, '1-0');
      expect(toastMessages(element)).to.deep.equal(['Invalid input for binary number']);
      expect(shadow(element, '.toast').dataset.type).to.equal('error');
      expect(resultText(element)).to.equal('');
      expect(summaryText(element)).to.equal('');
      await pick(element, 'from', 'decimal');
      await convert(element, '1.2.3');
      expect(toastMessages(element).at(-1)).to.equal('Invalid input for decimal number');
      await pick(element, 'from', 'hexadecimal');
      await convert(element, '-');
      expect(toastMessages(element).at(-1)).to.equal('Invalid input for hexadecimal number');
    });

    it('re-converting after an error shows the result again', async () => {
      const element = await mount();
      await convert(element, '--1');
      await convert(element, '-1');
      expect(resultText(element)).to.equal('-1');
    });
  });

  describe('long results', () => {
    // A 390 px phone: the page's and the widget's padding leave the widget about 358 px.
    const phoneWidth = 'style="width: 358px"';

    it('shows a long result whole, wrapped inside the field', async () => {
      const element = await mount(`${phoneWidth} from="hexadecimal"`);
      await convert(element, 'FFFFFFFFFFFFFFFFFFFF');
      const result = part<HTMLTextAreaElement>(element, 'result');
      expect(resultText(element)).to.equal('1'.repeat(80));
      expect(result.scrollWidth, 'no text cut off to the side').to.be.at.most(result.clientWidth);
      expect(result.scrollHeight, 'no line hidden').to.be.at.most(result.clientHeight);
      expect(result.clientHeight, 'several lines').to.be.greaterThan(
        2 * parseFloat(getComputedStyle(result).lineHeight),
      );
      expect(result.getBoundingClientRect().right).to.be.at.most(
        element.getBoundingClientRect().right,
      );
    });

    it('scrolls a very long result within a dozen lines instead of growing without end', async () => {
      // The longest result there is: the longest hexadecimal number the converter takes, in binary.
      const element = await mount(`${phoneWidth} from="hexadecimal"`);
      await convert(element, 'F'.repeat(CONVERTER_MAX_LENGTH));
      const result = part<HTMLTextAreaElement>(element, 'result');
      expect(resultText(element)).to.have.length(4 * CONVERTER_MAX_LENGTH);
      expect(result.scrollWidth).to.be.at.most(result.clientWidth);
      expect(result.scrollHeight).to.be.greaterThan(result.clientHeight);
      expect(result.clientHeight).to.be.at.most(
        13 * parseFloat(getComputedStyle(result).lineHeight),
      );
      expect(getComputedStyle(result).overflowY).to.equal('auto');
    });

    it('is one line high while there is no result', async () => {
      const element = await mount(phoneWidth);
      const result = part<HTMLTextAreaElement>(element, 'result');
      expect(result.getBoundingClientRect().height).to.be.closeTo(
        part(element, 'input').getBoundingClientRect().height,
        0.5,
      );
    });
  });

  describe('copy button', () => {
    it('is disabled until there is a result, and again once the result is cleared', async () => {
      const element = await mount();
      const copy = () => shadowButton(element, 'Copy');
      expect(copy().disabled).to.equal(true);
      await convert(element, '12');
      expect(copy().disabled).to.equal(false);
      await paste(element, '13');
      expect(copy().disabled).to.equal(true);
    });
  });

  describeCopyButton({
    mount: () => mount('from="hexadecimal" to="binary" value="FFFFFFFFFFFFFFFFFFFF"'),
    text: '1'.repeat(80),
  });

  describe('phone keyboards', () => {
    it('offer a keypad with the point for decimal, binary and octal, and letters for hexadecimal', async () => {
      const element = await mount();
      const modes: string[] = [];
      for (const base of ['decimal', 'binary', 'octal', 'hexadecimal', 'decimal']) {
        await pick(element, 'from', base);
        modes.push(part(element, 'input').inputMode);
      }
      expect(modes).to.deep.equal(['decimal', 'decimal', 'decimal', 'text', 'decimal']);
      const hex = await mount('from="hexadecimal"');
      expect(part(hex, 'input').inputMode).to.equal('text');
    });
  });

  describe('input filter', () => {
    it('drops characters a decimal number cannot contain as the user types', async () => {
      const element = await mount();
      await typeIntoInput(element, '1a2 b,3.5-x');
      expect(inputText(element)).to.equal('123.5-');
    });

    it('keeps both cases of hexadecimal digits and drops other letters', async () => {
      const element = await mount('from="hexadecimal"');
      await typeIntoInput(element, 'fFaAgz9');
      expect(inputText(element)).to.equal('fFaA9');
    });

    it('filters pasted text for binary and octal', async () => {
      const element = await mount('from="binary"');
      await paste(element, '10 21 0b');
      expect(inputText(element)).to.equal('1010');
      await pick(element, 'from', 'octal');
      await paste(element, '0o1789');
      expect(inputText(element)).to.equal('017');
    });

    it('keeps the caret where the user typed when a character is dropped', async () => {
      const element = await mount();
      const field = part(element, 'input');
      await paste(element, '1234');
      field.setSelectionRange(2, 2);
      await sendKeys({ type: 'x' });
      await settle();
      expect([field.value, field.selectionStart]).to.deep.equal(['1234', 2]);
      await sendKeys({ type: '9' });
      await settle();
      expect(field.value).to.equal('12934');
    });
  });

  describe('buttons and bases', () => {
    it('disables Convert and Reset without input and Swap without a result', async () => {
      const element = await mount();
      expect(disabledButtons(element)).to.deep.equal(['Convert', 'Reset', 'Swap']);
      await paste(element, '12');
      expect(disabledButtons(element)).to.deep.equal(['Swap']);
      await click(element, 'Convert');
      expect(disabledButtons(element)).to.deep.equal([]);
      await convert(element, '1--');
      expect(disabledButtons(element)).to.deep.equal(['Swap']);
      await paste(element, '');
      expect(disabledButtons(element)).to.deep.equal(['Convert', 'Reset', 'Swap']);
    });

    it('Reset clears the input and the result, keeping the bases', async () => {
      const element = await mount('from="octal" to="hexadecimal"');
      await convert(element, '777');
      expect(resultText(element)).to.equal('1FF');
      await click(element, 'Reset');
      expect([inputText(element), resultText(element), summaryText(element)]).to.deep.equal([
        '',
        '',
        '',
      ]);
      expect([select(element, 'from').value, select(element, 'to').value]).to.deep.equal([
        'octal',
        'hexadecimal',
      ]);
      expect(toastMessages(element)).to.deep.equal(['Converted successfully!']);
    });

    it('Swap exchanges the bases, moves the result into the input and converts back silently', async () => {
      const element = await mount('to="hexadecimal"');
      await convert(element, '255');
      await click(element, 'Swap');
      expect([select(element, 'from').value, select(element, 'to').value]).to.deep.equal([
        'hexadecimal',
        'decimal',
      ]);
      expect(inputText(element)).to.equal('FF');
      expect(resultText(element)).to.equal('255');
      expect(summaryText(element)).to.equal('FF (Hexadecimal) = 255 (Decimal)');
      expect(toastMessages(element)).to.deep.equal(['Converted successfully!']);
    });

    it('changing From filters the input for the new base and clears the result', async () => {
      const element = await mount('from="hexadecimal" to="decimal"');
      await convert(element, '1F');
      expect(resultText(element)).to.equal('31');
      await pick(element, 'from', 'decimal');
      expect(inputText(element)).to.equal('1');
      expect(resultText(element)).to.equal('');
      expect(summaryText(element)).to.equal('');
      expect(disabledButtons(element)).to.deep.equal(['Swap']);
    });

    it('changing To recomputes a shown result without a toast', async () => {
      const element = await mount();
      await convert(element, '255');
      expect(resultText(element)).to.equal('11111111');
      await pick(element, 'to', 'hexadecimal');
      expect(resultText(element)).to.equal('FF');
      expect(summaryText(element)).to.equal('255 (Decimal) = FF (Hexadecimal)');
      expect(toastMessages(element)).to.have.length(1);
    });

    it('changing To with no result keeps the result empty', async () => {
      const element = await mount();
      await paste(element, '255');
      await pick(element, 'to', 'octal');
      expect(resultText(element)).to.equal('');
    });

    it('editing the input clears a result that no longer matches it', async () => {
      const element = await mount();
      await convert(element, '4');
      expect(resultText(element)).to.equal('100');
      await paste(element, '5');
      expect(resultText(element)).to.equal('');
      expect(summaryText(element)).to.equal('');
    });
  });

  describe('attributes', () => {
    it('starts from from, to and value, converting at once without a toast', async () => {
      const element = await mount('from="hexadecimal" to="decimal" value="ff"');
      expect([select(element, 'from').value, select(element, 'to').value]).to.deep.equal([
        'hexadecimal',
        'decimal',
      ]);
      expect(inputText(element)).to.equal('ff');
      expect(resultText(element)).to.equal('255');
      expect(summaryText(element)).to.equal('ff (Hexadecimal) = 255 (Decimal)');
      expect(toastMessages(element)).to.deep.equal([]);
    });

    it('falls back to Decimal and Binary for unknown bases', async () => {
      const element = await mount('from="roman" to="HEX"');
      expect([select(element, 'from').value, select(element, 'to').value]).to.deep.equal([
        'decimal',
        'binary',
      ]);
    });

    it('filters the value for the source base and shows no result or toast when it is invalid', async () => {
      const element = await mount('from="binary" value="1-2-1"');
      expect(inputText(element)).to.equal('1--1');
      expect(resultText(element)).to.equal('');
      expect(toastMessages(element)).to.deep.equal([]);
    });

    it('applies later changes of from, to and value', async () => {
      const element = await mount('value="10"');
      expect(resultText(element)).to.equal('1010');
      element.setAttribute('to', 'octal');
      await settle();
      expect(resultText(element)).to.equal('12');
      element.setAttribute('from', 'binary');
      await settle();
      expect([
        select(element, 'from').value,
        inputText(element),
        resultText(element),
      ]).to.deep.equal(['binary', '10', '']);
      element.setAttribute('value', '111');
      await settle();
      expect([inputText(element), resultText(element)]).to.deep.equal(['111', '7']);
      element.setAttribute('from', 'hexadecimal');
      element.setAttribute('value', 'ABC');
      await settle();
      expect(resultText(element)).to.equal('5274');
      expect(toastMessages(element)).to.deep.equal([]);
    });

    it('goes back to the defaults when attributes are removed', async () => {
      const element = await mount('from="octal" to="decimal" value="17"');
      expect(resultText(element)).to.equal('15');
      element.removeAttribute('to');
      await settle();
      expect([select(element, 'to').value, resultText(element)]).to.deep.equal(['binary', '1111']);
      element.removeAttribute('value');
      await settle();
      expect([inputText(element), resultText(element)]).to.deep.equal(['', '']);
      element.removeAttribute('from');
      await settle();
      expect(select(element, 'from').value).to.equal('decimal');
    });

    it('exposes from, to and value as reflected properties', async () => {
      const element = await mount();
      element.from = 'hexadecimal';
      element.to = 'decimal';
      element.value = 'a';
      await settle();
      expect(element.getAttribute('from')).to.equal('hexadecimal');
      expect(resultText(element)).to.equal('10');
      element.value = undefined;
      await settle();
      expect([element.hasAttribute('value'), inputText(element)]).to.deep.equal([false, '']);
    });
  });

  describe('result-change event', () => {
    it('reports conversions, silent recomputes, swaps and clearing, once per change', async () => {
      const element = await mount();
      const details = recordResults(element);
      await convert(element, '255');
      await click(element, 'Convert');
      await pick(element, 'to', 'hexadecimal');
      await click(element, 'Swap');
      await click(element, 'Reset');
      expect(details).to.deep.equal([
        { from: 'decimal', to: 'binary', input: '255', result: '11111111' },
        { from: 'decimal', to: 'hexadecimal', input: '255', result: 'FF' },
        { from: 'hexadecimal', to: 'decimal', input: 'FF', result: '255' },
        { from: 'hexadecimal', to: 'decimal', input: '', result: '' },
      ]);
    });

    it('reports a result cleared by an error, an edit or a new From base', async () => {
      const element = await mount();
      const details = recordResults(element);
      await convert(element, '3');
      await convert(element, '3-');
      await convert(element, '2');
      await paste(element, '21');
      await convert(element, '5');
      await pick(element, 'from', 'octal');
      expect(details.map((detail) => detail.result)).to.deep.equal(['11', '', '10', '', '101', '']);
      expect(details.at(-1)).to.deep.equal({ from: 'octal', to: 'binary', input: '5', result: '' });
    });

    it('reports the result of a value attribute, bubbling and composed', async () => {
      const element = await mount();
      const details: NumberConverterResult[] = [];
      const listener = (event: Event) => {
        const { bubbles, composed } = event;
        expect([bubbles, composed]).to.deep.equal([true, true]);
        details.push((event as CustomEvent<NumberConverterResult>).detail);
      };
      document.addEventListener('result-change', listener);
      element.setAttribute('value', '8');
      await settle();
      document.removeEventListener('result-change', listener);
      expect(details).to.deep.equal([
        { from: 'decimal', to: 'binary', input: '8', result: '1000' },
      ]);
    });
  });

  describe('keyboard', () => {
    it('works through every control with Tab, arrows, typing, Enter and Space', async () => {
      const element = await mount();
      select(element, 'from').focus();
      await sendKeys({ press: 'Tab' });
      expect(focused(element)).to.equal('to');
      await sendKeys({ press: 'ArrowDown' });
      await settle();
      expect(select(element, 'to').value).to.equal('octal');
      await sendKeys({ press: 'Tab' });
      expect(focused(element)).to.equal('input');
      await sendKeys({ type: '64' });
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(resultText(element)).to.equal('100');
      await sendKeys({ press: 'Tab' });
      expect(focused(element)).to.equal('Convert');
      await sendKeys({ press: 'Tab' });
      expect(focused(element)).to.equal('Reset');
      await sendKeys({ press: 'Tab' });
      expect(focused(element)).to.equal('Swap');
      await sendKeys({ press: 'Enter' });
      await settle();
      expect([inputText(element), resultText(element)]).to.deep.equal(['100', '64']);
      await sendKeys({ press: 'Tab' });
      expect(focused(element)).to.equal('result');
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      expect(focused(element)).to.equal('Reset');
      await sendKeys({ press: 'Space' });
      await settle();
      expect(inputText(element)).to.equal('');
      // Reset disables itself, so focus moves to the input rather than getting lost.
      expect(focused(element)).to.equal('input');
    });

    it('shows a visible focus ring on the buttons', async () => {
      const element = await mount('value="1"');
      select(element, 'from').focus();
      for (let step = 0; step < 3; step++) await sendKeys({ press: 'Tab' });
      const convertButton = button(element, 'Convert');
      expect(focused(element)).to.equal('Convert');
      expect(getComputedStyle(convertButton).outlineStyle).not.to.equal('none');
    });
  });
});

describeSharedWidgetRules<Converter>(numberConverterWidget, {
  title: 'Number Converter',
  resultOf: (element) => part(element, 'summary'),
  toast: { raise: (element) => convert(element, '7'), message: 'Converted successfully!' },
  hostileCss: {
    controlsOf: (element) => [
      select(element, 'from'),
      select(element, 'to'),
      part(element, 'input'),
      ...shadowAll(element, 'button'),
      part(element, 'result'),
    ],
    operate: async (element) => {
      await paste(element, '5');
      await clickLikeUser(button(element, 'Convert'));
      expect(resultText(element)).to.equal('101');
    },
  },
  instances: {
    act: async (element) => {
      await pick(element, 'from', 'hexadecimal');
      await pick(element, 'to', 'decimal');
      await convert(element, 'FF');
    },
    stateOf: (element) => [
      select(element, 'from').value,
      select(element, 'to').value,
      inputText(element),
      resultText(element),
      summaryText(element),
    ],
  },
  busy: { attributes: 'value="0.1"', prepare: (element) => click(element, 'Convert') },
});

describeShowWorking({
  mount: (attributes = '') => mount(`value="255.625" ${attributes}`),
  resultLine: (element) => `255.625 (Decimal) in Binary = ${resultText(element)}`,
  mountWide: (attributes) => mount(`value="-123456789012345678901234567890.1" ${attributes}`),
});

describe('<number-converter> working', () => {
  afterEach(cleanupFixtures);

  it('shows the divisions with hexadecimal digits, and only while a result is shown', async () => {
    const element = await mount('to="hexadecimal" value="255"');
    await openWorking(element);
    expect(workingTables(element)).to.deep.equal([
      {
        caption: 'Integer part: divide by 16 until the quotient is 0',
        rows: [
          ['Division', 'Quotient', 'Remainder'],
          ['255 ÷ 16', '15', 'F (15)'],
          ['15 ÷ 16', '0', 'F (15)'],
        ],
      },
    ]);
    expect(workingResult(element)).to.equal('255 (Decimal) in Hexadecimal = FF');
    await paste(element, '25');
    expect(element.shadowRoot!.querySelector('[part~="working-toggle"]')).to.equal(null);
    button(element, 'Convert').click();
    await settle();
    expect(workingResult(element)).to.equal('25 (Decimal) in Hexadecimal = 19');
  });

  it('ends a fraction cut at the digit limit with ≈, not =', async () => {
    const element = await mount('value="0.1"');
    await openWorking(element);
    expect(resultText(element)).to.equal('0.00011001100110011001100110011001');
    expect(workingResult(element)).to.equal(`0.1 (Decimal) in Binary ≈ ${resultText(element)}`);
  });
});

describeUrlInputs<Converter>(numberConverterWidget, {
  query: 'from=hexadecimal&to=decimal&value=FF',
  expectShown: async (element) => {
    await until(() => resultText(element) === '255', 'the link is converted');
    expect([
      select(element, 'from').value,
      select(element, 'to').value,
      inputText(element),
    ]).to.deep.equal(['hexadecimal', 'decimal', 'FF']);
    expect(toastMessages(element)).to.deep.equal([]);
  },
  change: async (element) => {
    await pick(element, 'from', 'decimal');
    await pick(element, 'to', 'hexadecimal');
    await paste(element, '255');
  },
  changed: 'to=hexadecimal&value=255',
  stateOf: (element) => [
    select(element, 'from').value,
    select(element, 'to').value,
    inputText(element),
    resultText(element),
  ],
  hostile: [
    'from=base64&to=%25&value=%3Cscript%3Ealert(1)%3C/script%3E',
    `value=${'Z'.repeat(3000)}`,
    'from=binary&value=12-3.4.5&to=octal',
    'to=decimal&value=-.-&from=%E0%A4%A',
  ],
});

describeLanguage(numberConverterWidget, {
  html: '<number-converter></number-converter>',
  // Hexadecimal digits.
  allowed: /^[A-F]+$/,
  title: converterTexts,
  screens: async (element, look) => {
    const convertNow = async (text: string) => {
      await paste(element, text);
      shadow(element, '.actions .button--primary').click();
      await settle();
    };
    look('blank');
    await convertNow('255');
    look('converted');
    shadow(element, '[part="working-toggle"]').click();
    await until(
      () => element.shadowRoot!.querySelector('[part="working-result"]') !== null,
      'the working',
    );
    look('working');
    await pick(element, 'from', 'hexadecimal');
    await pick(element, 'to', 'octal');
    await convertNow('-FF.1');
    await until(() => element.shadowRoot!.querySelector('.working__title') !== null, 'two steps');
    look('working in two steps');
    await pick(element, 'from', 'decimal');
    await pick(element, 'to', 'binary');
    // 0.4 in binary is 0.0110 repeating: its 32nd digit is 0, dropped as the note says.
    await convertNow('0.4');
    await until(() => /…|≈/.test(summaryText(element) ?? ''), 'a cut fraction');
    look('a cut fraction');
    await convertNow('1-2');
    look('an error');
    await paste(element, '1'.repeat(CONVERTER_MAX_LENGTH + 1));
    look('too long');
  },
});
