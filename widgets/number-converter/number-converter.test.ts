import FakeTimers from '@sinonjs/fake-timers';
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import {
  cleanupFixtures,
  expectNoAxeViolations,
  fixture,
  settle,
  shadow,
  shadowAll,
  toastMessages,
} from '../../packages/ui/src/testing/widget-testing';
import type { NumberConverterResult } from './number-converter';
import './number-converter.element';

type Converter = HTMLElement & { from?: string; to?: string; value?: string };
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

function button(element: Element, label: ButtonLabel): HTMLButtonElement {
  const found = shadowAll<HTMLButtonElement>(element, 'button').find(
    (candidate) => candidate.textContent?.trim() === label,
  );
  if (!found) throw new Error(`no ${label} button`);
  return found;
}

const disabledButtons = (element: Element) =>
  (['Convert', 'Reset', 'Swap'] as const).filter((label) => button(element, label).disabled);

/** Replaces the input's text the way a paste does: one real input event with all the text. */
async function paste(element: Element, text: string) {
  const field = part(element, 'input');
  field.focus();
  field.select();
  document.execCommand(text === '' ? 'delete' : 'insertText', false, text);
  await settle();
}

async function pick(element: Element, name: 'from' | 'to', base: string) {
  const control = select(element, name);
  control.value = base;
  control.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
}

async function click(element: Element, label: ButtonLabel) {
  button(element, label).click();
  await settle();
}

async function convert(element: Element, text: string) {
  await paste(element, text);
  await click(element, 'Convert');
}

function recordResults(element: Element): NumberConverterResult[] {
  const details: NumberConverterResult[] = [];
  element.addEventListener('result-change', (event) =>
    details.push((event as CustomEvent<NumberConverterResult>).detail),
  );
  return details;
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

    it('announces the summary politely', async () => {
      const element = await mount();
      expect(part(element, 'summary').getAttribute('aria-live')).to.equal('polite');
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
      expect(summaryText(element)).to.contain('Fraction cut to 32 digits.');
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

  describe('input filter', () => {
    it('drops characters a decimal number cannot contain as the user types', async () => {
      const element = await mount();
      part(element, 'input').focus();
      await sendKeys({ type: '1a2 b,3.5-x' });
      await settle();
      expect(inputText(element)).to.equal('123.5-');
    });

    it('keeps both cases of hexadecimal digits and drops other letters', async () => {
      const element = await mount('from="hexadecimal"');
      part(element, 'input').focus();
      await sendKeys({ type: 'fFaAgz9' });
      await settle();
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

  describe('toasts', () => {
    let clock: ReturnType<typeof FakeTimers.install> | undefined;
    afterEach(() => {
      clock?.uninstall();
      clock = undefined;
    });

    it('stay 8000 ms, then fade out over 300 ms', async () => {
      const element = await mount();
      clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      await convert(element, '7');
      clock.tick(7999);
      await settle();
      expect(toastMessages(element)).to.deep.equal(['Converted successfully!']);
      expect(shadow(element, '.toast').classList.contains('toast--leaving')).to.equal(false);
      clock.tick(1);
      await settle();
      expect(shadow(element, '.toast').classList.contains('toast--leaving')).to.equal(true);
      clock.tick(299);
      await settle();
      expect(toastMessages(element)).to.have.length(1);
      clock.tick(1);
      await settle();
      expect(toastMessages(element)).to.deep.equal([]);
    });

    it('close with their close button', async () => {
      const element = await mount();
      clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      await click(element, 'Convert');
      part(element, 'input').focus();
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(toastMessages(element)).to.deep.equal(['Please enter a number']);
      shadow(element, '.toast__close').click();
      await settle();
      expect(shadow(element, '.toast').classList.contains('toast--leaving')).to.equal(true);
      clock.tick(300);
      await settle();
      expect(toastMessages(element)).to.deep.equal([]);
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

    it('switches to the light theme', async () => {
      const element = await mount();
      const dark = getComputedStyle(part(element, 'summary')).color;
      element.setAttribute('theme', 'light');
      expect(getComputedStyle(part(element, 'summary')).color).not.to.equal(dark);
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

  describe('embedding', () => {
    it('keeps working under hostile page CSS', async () => {
      const hostile = document.createElement('style');
      hostile.textContent = '* { all: unset } button { display: none }';
      document.head.append(hostile);
      try {
        const element = await mount();
        for (const control of [
          select(element, 'from'),
          part(element, 'input'),
          button(element, 'Convert'),
          part(element, 'result'),
        ]) {
          const box = control.getBoundingClientRect();
          expect(box.width * box.height, control.outerHTML).to.be.greaterThan(0);
        }
        await convert(element, '5');
        expect(resultText(element)).to.equal('101');
      } finally {
        hostile.remove();
      }
    });

    it('does not leak its styles to the page', async () => {
      const element = await mount();
      const outside = document.createElement('button');
      outside.className = 'button button--primary';
      const plain = document.createElement('button');
      element.after(outside, plain);
      const look = (node: Element) => {
        const style = getComputedStyle(node);
        return [style.backgroundColor, style.borderRadius, style.paddingLeft, style.height];
      };
      expect(look(outside)).to.deep.equal(look(plain));
      expect(look(outside)).not.to.deep.equal(look(button(element, 'Convert')));
    });

    it('runs ten instances independently, each with its own toasts and events', async () => {
      const elements: Converter[] = [];
      for (let index = 0; index < 10; index++) elements.push(await mount('to="decimal"'));
      const events = elements.map(recordResults);
      for (const [index, element] of elements.entries()) {
        await pick(element, 'from', index % 2 ? 'hexadecimal' : 'binary');
        await convert(element, (index + 1).toString(2));
      }
      await click(elements[3]!, 'Reset');
      expect(elements.map(resultText)).to.deep.equal([
        '1',
        '16',
        '3',
        '',
        '5',
        '272',
        '7',
        '4096',
        '9',
        '4112',
      ]);
      expect(elements.map((element) => toastMessages(element).length)).to.deep.equal(
        Array(10).fill(1),
      );
      expect(events.map((details) => details.length)).to.deep.equal([1, 1, 1, 2, 1, 1, 1, 1, 1, 1]);
    });

    it('has no axe violations in the dark and light themes', async () => {
      for (const theme of ['dark', 'light']) {
        const element = await mount(`theme="${theme}" value="0.1"`);
        await click(element, 'Convert');
        expect(toastMessages(element)).to.have.length(1);
        await expectNoAxeViolations(element);
      }
    });
  });
});
