import { sendKeys } from '@web/test-runner-commands';
import { sdtTexts } from '../../packages/core/src/sdt-texts';
import { expect } from 'chai';
import type { Quantity } from '../../packages/core/src/sdt';
import { QUANTITIES } from '../../packages/core/src/sdt';
import { describeLanguage } from '../../packages/ui/src/testing/language-testing';
import type { FakeClock, WidgetElement } from '../../packages/ui/src/testing/widget-testing';
import { describeUrlInputs } from '../../packages/ui/src/testing/url-inputs-testing';
import {
  buildTimeRender,
  cleanupFixtures,
  clickLikeUser,
  describeSharedWidgetRules,
  fixture,
  installFakeClock,
  mountNode,
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
  workingLines,
  workingResult,
  workingTables,
} from '../../packages/ui/src/working/working-testing';
import type { SdtCalculatorProps, SdtResultDetail } from './sdt-calculator';
import { sdtCalculatorWidget } from './sdt-calculator.widget';
import './sdt-calculator.element';

type Calculator = WidgetElement<SdtCalculatorProps>;
type ButtonLabel = 'Reset' | 'Example';

let clock: FakeClock;

const mount = (attributes = '') =>
  fixture<Calculator>(`<sdt-calculator ${attributes}></sdt-calculator>`);

const input = (element: Element, quantity: Quantity) =>
  shadow<HTMLInputElement>(element, `[part~='field-${quantity}'] input`);
const unitSelect = (element: Element, quantity: Quantity) =>
  shadow<HTMLSelectElement>(element, `[part~='field-${quantity}'] select`);
const clearButton = (element: Element, quantity: Quantity) =>
  shadow<HTMLButtonElement>(element, `[part~='field-${quantity}'] .plain-icon-button`);
const card = (element: Element, quantity: Quantity) =>
  shadow(element, `[part~='result-${quantity}'] dd`).textContent;

const texts = (element: Element) => QUANTITIES.map((quantity) => input(element, quantity).value);
const cards = (element: Element) => QUANTITIES.map((quantity) => card(element, quantity));
const units = (element: Element) =>
  QUANTITIES.map((quantity) => unitSelect(element, quantity).value);

const button = (element: Element, label: ButtonLabel) => shadowButton(element, label);

/** The control focused inside the widget. */
const focusedIn = (element: Element) => element.shadowRoot!.activeElement;

/** What a screen reader would call the focused control. */
function focusName(element: Element): string {
  const focused = focusedIn(element) as HTMLElement;
  if (focused instanceof HTMLInputElement) return focused.labels![0]!.textContent!;
  return focused.ariaLabel ?? focused.textContent!.trim();
}

/** Real keystrokes into the field, after the text already there. */
async function typeKeys(element: Element, quantity: Quantity, text: string) {
  const field = input(element, quantity);
  field.focus();
  field.setSelectionRange(field.value.length, field.value.length);
  await sendKeys({ type: text });
  await settle();
}

/** Replaces the field's text the way a paste does: one real input event with all the text. */
const paste = (element: Element, quantity: Quantity, text: string) =>
  typeInto(input(element, quantity), text);

const pickUnit = (element: Element, quantity: Quantity, unit: string) =>
  pickOption(unitSelect(element, quantity), unit);

/** A click as a user makes it: the button takes the focus, then activates. */
async function click(element: Element, label: ButtonLabel) {
  button(element, label).focus();
  button(element, label).click();
  await settle();
}

/** Moves focus out of the widget altogether. */
async function leave(element: Element) {
  (focusedIn(element) as HTMLElement | null)?.blur();
  await settle();
}

async function pause(ms: number) {
  clock.tick(ms);
  await settle();
}

/** Leaves the fields and waits out the blur release and the calculation pause. */
async function leaveAndCalculate(element: Element) {
  await leave(element);
  await pause(100);
  await pause(500);
}

const recordResults = (element: Element) => recordResultChanges<SdtResultDetail>(element);

const detail = (
  speed: number | null,
  distance: number | null,
  time: number | null,
  unitsShown: SdtResultDetail['units'] = { speed: 'km/h', distance: 'km', time: 'h' },
): SdtResultDetail => ({ speed, distance, time, units: unitsShown });

describe('sdt-calculator', () => {
  beforeEach(() => {
    clock = installFakeClock();
  });

  afterEach(async () => {
    // Unmounting clears the widget's timers: let it happen under the clock that made them.
    await cleanupFixtures();
    clock.uninstall();
  });

  describe('screen', () => {
    it('shows the title, three labelled fields with units and clear buttons, and dashes', async () => {
      const element = await mount();
      expect(shadow(element, 'h2').textContent).to.equal('Speed Distance Time Calculator');
      expect(
        QUANTITIES.map((quantity) => input(element, quantity).labels![0]!.textContent),
      ).to.deep.equal(['Speed', 'Distance', 'Time']);
      expect(QUANTITIES.map((quantity) => unitSelect(element, quantity).ariaLabel)).to.deep.equal([
        'Speed unit',
        'Distance unit',
        'Time unit',
      ]);
      const options = (quantity: Quantity) =>
        [...unitSelect(element, quantity).options].map((option) => option.text);
      expect(options('speed')).to.deep.equal(['m/s', 'km/h', 'mph']);
      expect(options('distance')).to.deep.equal(['Meters', 'Kilometers', 'Miles']);
      expect(options('time')).to.deep.equal(['Seconds', 'Minutes', 'Hours']);
      expect(units(element)).to.deep.equal(['km/h', 'km', 'h']);
      expect(QUANTITIES.map((quantity) => clearButton(element, quantity).ariaLabel)).to.deep.equal([
        'Clear speed',
        'Clear distance',
        'Clear time',
      ]);
      expect(
        shadowAll(element, '[part~="result"] dt').map((term) => term.textContent),
      ).to.deep.equal(['Speed', 'Distance', 'Time']);
      expect(cards(element)).to.deep.equal(['—', '—', '—']);
      expect(button(element, 'Reset').type).to.equal('button');
      expect(button(element, 'Example').type).to.equal('button');
    });

    it('lists the formulas', async () => {
      const element = await mount();
      expect(shadow(element, '[part~="formulas"] h3').textContent).to.equal('Formulas');
      expect(
        shadowAll(element, '[part~="formulas"] li').map((item) => item.textContent),
      ).to.deep.equal([
        'Speed = Distance ÷ Time',
        'Distance = Speed × Time',
        'Time = Distance ÷ Speed',
      ]);
    });

    it('keeps heading levels in order when the title is hidden: Formulas moves up to an h2', async () => {
      const element = await mount('hide-title');
      expect(shadow(element, '[part~="formulas"] h2').textContent).to.equal('Formulas');
      element.hideTitle = false;
      await settle();
      expect(shadow(element, '[part~="formulas"] h3').textContent).to.equal('Formulas');
    });

    it('keeps the inputs usable in a 280 px wide column', async () => {
      const element = await mount('speed="60" distance="120" time="2" style="width: 280px"');
      expect(input(element, 'distance').getBoundingClientRect().width).to.be.greaterThan(48);
    });

    it('offers a decimal keypad on phones', async () => {
      const element = await mount();
      for (const quantity of QUANTITIES) {
        expect(input(element, quantity).inputMode).to.equal('decimal');
      }
    });
  });

  describe('live results', () => {
    it('update with every keystroke, with 2 decimals and the unit symbol', async () => {
      const element = await mount();
      await typeKeys(element, 'speed', '6');
      expect(cards(element)).to.deep.equal(['6.00 km/h', '—', '—']);
      await typeKeys(element, 'speed', '0.5');
      expect(cards(element)).to.deep.equal(['60.50 km/h', '—', '—']);
      await typeKeys(element, 'distance', '121');
      expect(cards(element)).to.deep.equal(['60.50 km/h', '121.00 km', '2.00 h']);
      // The missing time is shown as it would be computed, while its field is still blank.
      expect(input(element, 'time').value).to.equal('');
    });

    it('show the quantity the last edit would recalculate', async () => {
      const element = await mount('speed="60" distance="120" time="5"');
      expect(cards(element)).to.deep.equal(['60.00 km/h', '120.00 km', '5.00 h']);
      await paste(element, 'speed', '40');
      expect(cards(element)).to.deep.equal(['40.00 km/h', '120.00 km', '3.00 h']);
      await paste(element, 'time', '2');
      expect(cards(element)).to.deep.equal(['40.00 km/h', '80.00 km', '2.00 h']);
    });

    it('show a dash, never Infinity or NaN, when nothing can be computed', async () => {
      const element = await mount();
      await typeKeys(element, 'speed', '0');
      await typeKeys(element, 'distance', '10');
      expect(cards(element)).to.deep.equal(['0.00 km/h', '10.00 km', '—']);
      await paste(element, 'speed', '.');
      expect(cards(element)).to.deep.equal(['—', '10.00 km', '—']);
      expect(element.shadowRoot!.textContent).not.to.match(/NaN|Infinity/);
    });
  });

  describe('auto-calculation', () => {
    it('fills the missing field 100 ms + 500 ms after leaving the fields, with a toast', async () => {
      const element = await mount();
      await typeKeys(element, 'speed', '60');
      await typeKeys(element, 'distance', '120');
      await leave(element);
      await pause(99);
      await pause(1);
      await pause(499);
      // Without the blur release this would have been 100 ms too late.
      expect(input(element, 'time').value, 'pause not over').to.equal('');
      expect(toastMessages(element)).to.deep.equal([]);
      await pause(1);
      expect(texts(element)).to.deep.equal(['60', '120', '2.000']);
      expect(toastMessages(element)).to.deep.equal(['✓ Calculated!']);
      expect(shadow(element, '.toast').dataset.type).to.equal('success');
    });

    it('computes speed from distance over time and distance from speed times time', async () => {
      const element = await mount();
      await typeKeys(element, 'distance', '150');
      await typeKeys(element, 'time', '2.5');
      await leaveAndCalculate(element);
      expect(input(element, 'speed').value).to.equal('60.000');

      const other = await mount();
      await typeKeys(other, 'speed', '12.5');
      await typeKeys(other, 'time', '0.2');
      await leaveAndCalculate(other);
      expect(input(other, 'distance').value).to.equal('2.500');
    });

    it('never runs while a field is focused', async () => {
      const element = await mount();
      await typeKeys(element, 'speed', '60');
      await typeKeys(element, 'distance', '120');
      await pause(10_000);
      expect(input(element, 'time').value).to.equal('');
      expect(toastMessages(element)).to.deep.equal([]);
    });

    it('is not triggered by tabbing from field to field', async () => {
      const element = await mount();
      await typeKeys(element, 'speed', '60');
      // Speed, its unit, its (now enabled) clear button, then the distance field.
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      await settle();
      expect(focusedIn(element)).to.equal(input(element, 'distance'));
      await sendKeys({ type: '120' });
      await settle();
      await sendKeys({ press: 'Tab' });
      await settle();
      await pause(10_000);
      expect(input(element, 'time').value).to.equal('');
    });

    it('waits for the 100 ms blur release: a field focused again in time holds it', async () => {
      const element = await mount();
      await typeKeys(element, 'speed', '60');
      await typeKeys(element, 'distance', '120');
      await leave(element);
      await pause(99);
      input(element, 'time').focus();
      await settle();
      await pause(10_000);
      expect(input(element, 'time').value).to.equal('');
      await leaveAndCalculate(element);
      expect(input(element, 'time').value).to.equal('2.000');
    });

    it('recalculates time after an edit of speed or distance, and distance after an edit of time', async () => {
      const element = await mount();
      await typeKeys(element, 'speed', '60');
      await typeKeys(element, 'distance', '120');
      await leaveAndCalculate(element);
      await paste(element, 'speed', '40');
      await leaveAndCalculate(element);
      expect(texts(element)).to.deep.equal(['40', '120', '3.000']);
      await paste(element, 'distance', '100');
      await leaveAndCalculate(element);
      expect(texts(element)).to.deep.equal(['40', '100', '2.500']);
      await paste(element, 'time', '4');
      await leaveAndCalculate(element);
      expect(texts(element)).to.deep.equal(['40', '160.000', '4']);
      // Four calculations, one toast counting them.
      expect(toastMessages(element)).to.deep.equal(['✓ Calculated!']);
      expect(shadowAll(element, '.toast__count').map((count) => count.textContent)).to.deep.equal([
        '×4',
      ]);
    });

    it('does not run again until the user edits', async () => {
      const element = await mount();
      await typeKeys(element, 'speed', '60');
      await typeKeys(element, 'distance', '120');
      await leaveAndCalculate(element);
      input(element, 'speed').focus();
      await leaveAndCalculate(element);
      await pause(5000);
      expect(toastMessages(element)).to.deep.equal(['✓ Calculated!']);
      expect(texts(element)).to.deep.equal(['60', '120', '2.000']);
    });

    it('does nothing with three starting values until one is edited', async () => {
      const element = await mount('speed="10" distance="50" time="3"');
      await pause(5000);
      expect(texts(element)).to.deep.equal(['10', '50', '3']);
      expect(toastMessages(element)).to.deep.equal([]);
    });

    it('fills the field in its selected unit', async () => {
      const element = await mount();
      await pickUnit(element, 'time', 'min');
      await typeKeys(element, 'speed', '60');
      await typeKeys(element, 'distance', '120');
      await leaveAndCalculate(element);
      expect(input(element, 'time').value).to.equal('120.000');
      expect(card(element, 'time')).to.equal('120.00 min');
    });

    it('shows a zero speed or time as an error toast, once, and never Infinity', async () => {
      const element = await mount();
      await typeKeys(element, 'speed', '0');
      await typeKeys(element, 'distance', '10');
      await leaveAndCalculate(element);
      expect(toastMessages(element)).to.deep.equal([
        'Speed must be greater than 0 to calculate time',
      ]);
      expect(shadow(element, '.toast').dataset.type).to.equal('error');
      expect(input(element, 'time').value).to.equal('');
      expect(card(element, 'time')).to.equal('—');
      await pause(5000);
      expect(toastMessages(element)).to.have.length(1);

      const other = await mount();
      await typeKeys(other, 'distance', '10');
      await typeKeys(other, 'time', '0');
      await leaveAndCalculate(other);
      expect(toastMessages(other)).to.deep.equal([
        'Time must be greater than 0 to calculate speed',
      ]);
      expect(input(other, 'speed').value).to.equal('');
      expect(element.shadowRoot!.textContent + other.shadowRoot!.textContent).not.to.match(
        /NaN|Infinity/,
      );
    });

    it('reports a result too large to represent', async () => {
      const element = await mount();
      await paste(element, 'speed', `1${'0'.repeat(200)}`);
      await paste(element, 'time', `1${'0'.repeat(200)}`);
      await leaveAndCalculate(element);
      expect(toastMessages(element)).to.deep.equal(['Result is too large to calculate']);
      expect(input(element, 'distance').value).to.equal('');
      expect(card(element, 'distance')).to.equal('—');
    });
  });

  describe('Enter', () => {
    it('calculates at once, without the pause, and keeps the focus in the field', async () => {
      const element = await mount();
      await typeKeys(element, 'speed', '60');
      await typeKeys(element, 'distance', '120');
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(texts(element)).to.deep.equal(['60', '120', '2.000']);
      expect(toastMessages(element)).to.deep.equal(['✓ Calculated!']);
      expect(focusedIn(element)).to.equal(input(element, 'distance'));
      // Calculated once: leaving the fields afterwards does not calculate again.
      await leaveAndCalculate(element);
      await pause(5000);
      expect(toastMessages(element)).to.deep.equal(['✓ Calculated!']);
    });

    it('recalculates the field the last edit decides, as the pause would', async () => {
      const element = await mount('speed="60" distance="120" time="2"');
      await paste(element, 'time', '3');
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(texts(element)).to.deep.equal(['60', '180.000', '3']);
      await paste(element, 'speed', '90');
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(texts(element)).to.deep.equal(['90', '180.000', '2.000']);
    });

    it('does nothing while a value is missing or nothing changed', async () => {
      const element = await mount();
      await typeKeys(element, 'speed', '60');
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(texts(element)).to.deep.equal(['60', '', '']);
      await typeKeys(element, 'distance', '120');
      await sendKeys({ press: 'Enter' });
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(toastMessages(element)).to.deep.equal(['✓ Calculated!']);
    });

    it('reports a zero speed as an error at once', async () => {
      const element = await mount();
      await typeKeys(element, 'speed', '0');
      await typeKeys(element, 'distance', '10');
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(toastMessages(element)).to.deep.equal([
        'Speed must be greater than 0 to calculate time',
      ]);
      expect(input(element, 'time').value).to.equal('');
    });

    it('offers a Go key on phone keyboards', async () => {
      const element = await mount();
      for (const quantity of QUANTITIES) {
        expect(input(element, quantity).enterKeyHint).to.equal('go');
      }
    });
  });

  describe('input rules', () => {
    it('ignores keystrokes that would not leave a non-negative number', async () => {
      const element = await mount();
      await typeKeys(element, 'speed', '-1e2');
      expect(input(element, 'speed').value).to.equal('12');
      await typeKeys(element, 'distance', 'abc1.2.3 +,');
      expect(input(element, 'distance').value).to.equal('1.23');
      await typeKeys(element, 'time', '.5');
      expect(input(element, 'time').value).to.equal('.5');
    });

    it('ignores a rejected paste, keeping the previous text', async () => {
      const element = await mount();
      await paste(element, 'speed', '42.5');
      expect(input(element, 'speed').value).to.equal('42.5');
      for (const text of ['-5', '1e3', 'twelve', '3,5']) {
        await paste(element, 'speed', text);
        expect(input(element, 'speed').value, text).to.equal('42.5');
      }
      expect(card(element, 'speed')).to.equal('42.50 km/h');
    });

    it('keeps the caret in place when a keystroke is ignored', async () => {
      const element = await mount();
      await typeKeys(element, 'speed', '12');
      await sendKeys({ press: 'ArrowLeft' });
      await sendKeys({ type: '-' });
      await settle();
      expect(input(element, 'speed').selectionStart).to.equal(1);
      await sendKeys({ type: '5' });
      await settle();
      expect(input(element, 'speed').value).to.equal('152');
    });

    it('keeps the text exactly as typed', async () => {
      const element = await mount();
      await typeKeys(element, 'speed', '007.50');
      await leaveAndCalculate(element);
      expect(input(element, 'speed').value).to.equal('007.50');
      expect(card(element, 'speed')).to.equal('7.50 km/h');
    });

    it('never changes a value with the mouse wheel or the arrow keys', async () => {
      const element = await mount();
      await typeKeys(element, 'speed', '5');
      const field = input(element, 'speed');
      for (const deltaY of [-100, 100]) {
        const { left, top, width, height } = field.getBoundingClientRect();
        field.dispatchEvent(
          new WheelEvent('wheel', {
            deltaY,
            clientX: left + width / 2,
            clientY: top + height / 2,
            bubbles: true,
            cancelable: true,
            composed: true,
          }),
        );
      }
      for (const key of ['ArrowUp', 'ArrowUp', 'ArrowDown', 'ArrowDown', 'ArrowDown']) {
        await sendKeys({ press: key });
      }
      await settle();
      expect(focusedIn(element)).to.equal(field);
      expect(field.value).to.equal('5');
      expect(card(element, 'speed')).to.equal('5.00 km/h');
    });
  });

  describe('units', () => {
    it('convert from the exact value, so a round trip comes back unchanged', async () => {
      const element = await mount();
      await typeKeys(element, 'distance', '120');
      await pickUnit(element, 'distance', 'mi');
      expect(input(element, 'distance').value).to.equal('74.565');
      expect(card(element, 'distance')).to.equal('74.56 mi');
      await pickUnit(element, 'distance', 'km');
      expect(input(element, 'distance').value).to.equal('120.000');
      await pickUnit(element, 'distance', 'm');
      expect(input(element, 'distance').value).to.equal('120000.000');
      expect(card(element, 'distance')).to.equal('120000.00 m');
    });

    it('convert every quantity', async () => {
      const element = await mount('speed="36" time="1.5"');
      await pickUnit(element, 'speed', 'm/s');
      expect(input(element, 'speed').value).to.equal('10.000');
      await pickUnit(element, 'speed', 'mph');
      expect(input(element, 'speed').value).to.equal('22.369');
      expect(card(element, 'speed')).to.equal('22.37 mph');
      await pickUnit(element, 'time', 'min');
      expect(input(element, 'time').value).to.equal('90.000');
      await pickUnit(element, 'time', 's');
      expect(card(element, 'time')).to.equal('5400.00 s');
    });

    it('are not an edit: a unit change after a calculation does not calculate again', async () => {
      const element = await mount();
      await typeKeys(element, 'speed', '60');
      await typeKeys(element, 'distance', '120');
      await leaveAndCalculate(element);
      await pickUnit(element, 'time', 'min');
      await leaveAndCalculate(element);
      expect(texts(element)).to.deep.equal(['60', '120', '120.000']);
      expect(toastMessages(element)).to.have.length(1);
    });

    it('switch on a blank field without inventing a value', async () => {
      const element = await mount();
      await pickUnit(element, 'speed', 'mph');
      expect(input(element, 'speed').value).to.equal('');
      await typeKeys(element, 'speed', '10');
      expect(card(element, 'speed')).to.equal('10.00 mph');
    });
  });

  describe('clear buttons', () => {
    it('are disabled while their field is blank', async () => {
      const element = await mount();
      expect(QUANTITIES.map((quantity) => clearButton(element, quantity).disabled)).to.deep.equal([
        true,
        true,
        true,
      ]);
      await typeKeys(element, 'distance', '3');
      expect(QUANTITIES.map((quantity) => clearButton(element, quantity).disabled)).to.deep.equal([
        true,
        false,
        true,
      ]);
    });

    it('clear one field and put the focus in it', async () => {
      const element = await mount('speed="60" distance="120" time="2"');
      clearButton(element, 'distance').click();
      await settle();
      expect(texts(element)).to.deep.equal(['60', '', '2']);
      expect(focusedIn(element)).to.equal(input(element, 'distance'));
      expect(clearButton(element, 'distance').disabled).to.equal(true);
      await typeKeys(element, 'distance', '90');
      await leaveAndCalculate(element);
      expect(texts(element)).to.deep.equal(['60', '90', '1.500']);
    });
  });

  describe('Reset and Example', () => {
    it('Example sets 60 km/h and 120 km, and the calculation fills 2 h', async () => {
      const element = await mount('time-unit="min"');
      await pickUnit(element, 'speed', 'mph');
      await typeKeys(element, 'time', '7');
      await click(element, 'Example');
      expect(texts(element)).to.deep.equal(['60', '120', '']);
      expect(units(element)).to.deep.equal(['km/h', 'km', 'h']);
      expect(cards(element)).to.deep.equal(['60.00 km/h', '120.00 km', '2.00 h']);
      await pause(100);
      await pause(499);
      expect(input(element, 'time').value).to.equal('');
      await pause(1);
      expect(input(element, 'time').value).to.equal('2.000');
      expect(toastMessages(element)).to.deep.equal(['✓ Calculated!']);
    });

    it('Reset blanks every field and restores the configured units, without calculating', async () => {
      const element = await mount('speed-unit="mph"');
      await click(element, 'Example');
      await pause(600);
      await pickUnit(element, 'time', 's');
      await click(element, 'Reset');
      expect(texts(element)).to.deep.equal(['', '', '']);
      expect(units(element)).to.deep.equal(['mph', 'km', 'h']);
      expect(cards(element)).to.deep.equal(['—', '—', '—']);
      await pause(5000);
      expect(toastMessages(element)).to.deep.equal(['✓ Calculated!']);
    });
  });

  describe('keyboard', () => {
    it('reaches every control in order and works the buttons with Enter and Space', async () => {
      const element = await mount();
      input(element, 'speed').focus();
      await sendKeys({ type: '30' });
      const order: string[] = [];
      for (let step = 0; step < 7; step++) {
        await sendKeys({ press: 'Tab' });
        await settle();
        order.push(focusName(element));
      }
      expect(order).to.deep.equal([
        'Speed unit',
        'Clear speed',
        'Distance',
        'Distance unit',
        'Time',
        'Time unit',
        'Reset',
      ]);
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(texts(element)).to.deep.equal(['60', '120', '']);
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      await sendKeys({ press: 'Space' });
      await settle();
      expect(texts(element)).to.deep.equal(['', '', '']);
    });

    it('clears a field from its clear button with the keyboard', async () => {
      const element = await mount('speed="60"');
      unitSelect(element, 'speed').focus();
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(input(element, 'speed').value).to.equal('');
      expect(focusedIn(element)).to.equal(input(element, 'speed'));
    });

    it('changes a unit with the arrow keys', async () => {
      const element = await mount('distance="1"');
      unitSelect(element, 'distance').focus();
      await sendKeys({ press: 'ArrowDown' });
      await settle();
      expect(unitSelect(element, 'distance').value).to.equal('mi');
      expect(input(element, 'distance').value).to.equal('0.621');
    });
  });

  describe('attributes', () => {
    it('start with values and units, calculating the third after 500 ms without a toast', async () => {
      const element = await mount(
        'speed="10" distance="36" speed-unit="m/s" distance-unit="km" time-unit="min"',
      );
      expect(texts(element)).to.deep.equal(['10', '36', '']);
      expect(units(element)).to.deep.equal(['m/s', 'km', 'min']);
      await pause(499);
      expect(input(element, 'time').value).to.equal('');
      await pause(1);
      expect(input(element, 'time').value).to.equal('60.000');
      // An embedded calculator raises no toast as its page loads.
      expect(toastMessages(element)).to.deep.equal([]);
    });

    it('wait for a focused field before calculating starting values', async () => {
      const element = await mount();
      input(element, 'time').focus();
      element.setAttribute('speed', '60');
      element.setAttribute('distance', '120');
      await settle();
      await pause(5000);
      expect(input(element, 'time').value).to.equal('');
      await leaveAndCalculate(element);
      expect(input(element, 'time').value).to.equal('2.000');
    });

    it('fall back to the default unit for unknown units', async () => {
      const element = await mount('speed-unit="knots" distance-unit="KM" time-unit=""');
      expect(units(element)).to.deep.equal(['km/h', 'km', 'h']);
    });

    it('ignore negative or non-numeric starting values', async () => {
      const element = await mount('speed="-5" distance="far"');
      expect(texts(element)).to.deep.equal(['', '', '']);
    });

    it('follow later changes: a value is an edit, a unit converts', async () => {
      const element = await mount('speed="60" distance="120" time="2"');
      element.setAttribute('speed', '30');
      await settle();
      expect(input(element, 'speed').value).to.equal('30');
      await pause(500);
      expect(input(element, 'time').value).to.equal('4.000');
      element.setAttribute('distance-unit', 'm');
      await settle();
      expect(input(element, 'distance').value).to.equal('120000.000');
      element.speedUnit = 'mph';
      element.speed = 10;
      await settle();
      expect(element.getAttribute('speed-unit')).to.equal('mph');
      expect(input(element, 'speed').value).to.equal('10');
      expect(card(element, 'speed')).to.equal('10.00 mph');
    });

    it('reset on removal: values blank, units to their default', async () => {
      const element = await mount('speed="60" speed-unit="m/s" time="3"');
      element.removeAttribute('speed-unit');
      await settle();
      expect(unitSelect(element, 'speed').value).to.equal('km/h');
      expect(input(element, 'speed').value).to.equal('216.000');
      element.removeAttribute('speed');
      await settle();
      expect(texts(element)).to.deep.equal(['', '', '3']);
    });

    it('hide-formulas hides the formulas panel, and removing it shows them again', async () => {
      const element = await mount('hide-formulas');
      expect(shadowAll(element, '[part~="formulas"]')).to.have.length(0);
      element.removeAttribute('hide-formulas');
      await settle();
      expect(shadowAll(element, '[part~="formulas"]')).to.have.length(1);
      element.hideFormulas = true;
      await settle();
      expect(element.hasAttribute('hide-formulas')).to.equal(true);
      expect(shadowAll(element, '[part~="formulas"]')).to.have.length(0);
    });
  });

  describe('result-change event', () => {
    it('reports the results in display units whenever they change', async () => {
      const element = await mount();
      const details = recordResults(element);
      await typeKeys(element, 'speed', '60');
      await typeKeys(element, 'distance', '120');
      expect(details).to.deep.equal([
        detail(6, null, null),
        detail(60, null, null),
        detail(60, 1, 0.0166666666666667),
        detail(60, 12, 0.2),
        detail(60, 120, 2),
      ]);
      details.length = 0;
      await leaveAndCalculate(element);
      expect(details, 'the calculation shows what was already announced').to.deep.equal([]);
      await pickUnit(element, 'time', 'min');
      expect(details).to.deep.equal([
        detail(60, 120, 120, { speed: 'km/h', distance: 'km', time: 'min' }),
      ]);
      // A cleared time is recalculated live from speed and distance: the results stay the same.
      clearButton(element, 'time').click();
      await settle();
      clearButton(element, 'distance').click();
      await settle();
      expect(details.slice(1)).to.deep.equal([
        detail(60, null, null, { speed: 'km/h', distance: 'km', time: 'min' }),
      ]);
    });

    it('bubbles out of the shadow root, and reports starting values but not a blank start', async () => {
      const seen: SdtResultDetail[] = [];
      const listener = (event: Event) => seen.push((event as CustomEvent<SdtResultDetail>).detail);
      document.addEventListener('result-change', listener);
      try {
        await mount();
        expect(seen).to.deep.equal([]);
        await mount('speed="50" time="2" distance-unit="mi"');
        expect(seen).to.deep.equal([
          detail(50, 62.1371192237334, 2, { speed: 'km/h', distance: 'mi', time: 'h' }),
        ]);
      } finally {
        document.removeEventListener('result-change', listener);
      }
    });

    it('reports null for a quantity that cannot be calculated', async () => {
      const element = await mount();
      const details = recordResults(element);
      await click(element, 'Example');
      await paste(element, 'speed', '0');
      expect(details.at(-1)).to.deep.equal(detail(0, 120, null));
    });
  });
});

describe('<sdt-calculator> rendered at build time', () => {
  afterEach(cleanupFixtures);

  it('takes what was typed before its script ran, and calculates with it', async () => {
    const element = buildTimeRender<Calculator>(sdtCalculatorWidget);
    input(element, 'speed').value = '60';
    input(element, 'distance').value = '90';
    unitSelect(element, 'time').value = 'min';
    await mountNode(element);
    await until(() => card(element, 'time') === '90.00 min', 'the time is calculated');
    const typed = await mount();
    await typeKeys(typed, 'speed', '60');
    await typeKeys(typed, 'distance', '90');
    await pickOption(unitSelect(typed, 'time'), 'min');
    // The time field itself fills in only after the auto-calculation's pause, which either may or
    // may not have reached by now: what was given, the units and the results are what must agree.
    expect(texts(element).slice(0, 2)).to.deep.equal(texts(typed).slice(0, 2));
    expect(units(element)).to.deep.equal(units(typed));
    expect(cards(element)).to.deep.equal(cards(typed));
    expect(cards(element)).to.deep.equal(['60.00 km/h', '90.00 km', '90.00 min']);
    // React knows the values now: editing one recalculates from the others.
    await typeKeys(element, 'distance', '0');
    expect(card(element, 'time')).to.equal('900.00 min');
  });
});

describeSharedWidgetRules<Calculator>(sdtCalculatorWidget, {
  title: 'Speed Distance Time Calculator',
  resultOf: (element) => shadow(element, '[part~="results"]'),
  toast: {
    raise: async (element, elapse) => {
      await click(element, 'Example');
      await elapse(500);
    },
    message: '✓ Calculated!',
  },
  hostileCss: {
    controlsOf: (element) => [
      ...QUANTITIES.flatMap((quantity) => [
        input(element, quantity),
        unitSelect(element, quantity),
        clearButton(element, quantity),
      ]),
      ...shadowAll(element, 'button'),
      shadow(element, '[part~="result-time"]'),
    ],
    operate: async (element) => {
      await clickLikeUser(button(element, 'Example'));
      expect(texts(element)).to.deep.equal(['60', '120', '']);
    },
  },
  instances: {
    act: async (element, elapse) => {
      await click(element, 'Example');
      await elapse(500);
      await pickUnit(element, 'time', 'min');
    },
    stateOf: (element) => [texts(element), units(element), cards(element)],
  },
  busy: {
    attributes: 'speed="60" distance="120"',
    // Enter in a field: the visitor's own request, which the toast answers.
    prepare: async (element) => {
      input(element, 'speed').focus();
      await sendKeys({ press: 'Enter' });
      await until(() => toastMessages(element).length === 1, 'the calculation toast shows');
    },
  },
});

describeShowWorking({
  mount: (attributes = '') => mount(`speed="60" distance="120" ${attributes}`),
  resultLine: (element) => `Time = ${card(element, 'time')}`,
  mountWide: (attributes) =>
    mount(
      `speed="33.333" time="7" speed-unit="mph" distance-unit="km" time-unit="s" ${attributes}`,
    ),
});

describe('<sdt-calculator> working', () => {
  afterEach(cleanupFixtures);

  it('converts with exact factors and ends with the card, also after the calculation', async () => {
    const element = await mount(
      'speed="20" distance="5" speed-unit="m/s" distance-unit="mi" time-unit="min" working="open"',
    );
    await openWorking(element);
    expect(workingTables(element)).to.deep.equal([
      {
        caption: 'Convert to m, m/s and s, which fit together',
        rows: [
          ['Quantity', 'Exact factor', 'Conversion'],
          ['Distance', '1 mi = 1609.344 m', '5 mi = 5 × 1609.344 m = 8046.72 m'],
        ],
      },
    ]);
    expect(workingResult(element)).to.equal('Time ≈ 6.71 min');
    await until(() => input(element, 'time').value === '6.706', 'the calculation fills the field');
    expect(workingResult(element)).to.equal(`Time ≈ ${card(element, 'time')}`);
  });

  it('divides by the exact time, not a rounded one, and marks the rounded card with ≈', async () => {
    const element = await mount(
      'distance="10" time="25" speed-unit="km/h" distance-unit="mi" time-unit="min" working="open"',
    );
    await openWorking(element);
    expect(workingTables(element)[0]!.rows.at(-1)).to.deep.equal([
      'Time',
      '1 h = 60 min',
      '25 min = 25 ÷ 60 h = 5/12 h ≈ 0.416667 h',
    ]);
    expect(workingLines(element).slice(-2)).to.deep.equal([
      'Speed = 16.09344 km ÷ (5/12) h = 38.624256 km/h',
      'Rounded to 2 decimals: 38.62 km/h',
    ]);
    expect(workingResult(element)).to.equal(`Speed ≈ ${card(element, 'speed')}`);
  });
});

describeUrlInputs<Calculator>(sdtCalculatorWidget, {
  query: 'speed=60&distance=120&time=2',
  expectShown: async (element) => {
    await until(() => texts(element).join() === '60,120,2', 'the fields show the link');
    expect(cards(element)).to.deep.equal(['60.00 km/h', '120.00 km', '2.00 h']);
  },
  change: async (element) => {
    await clickLikeUser(button(element, 'Reset'));
    await typeInto(input(element, 'speed'), '50');
    await pickOption(unitSelect(element, 'distance'), 'mi');
  },
  changed: 'speed=50&distance-unit=mi',
  stateOf: (element) => [texts(element), units(element), cards(element)],
  hostile: [
    'speed=-5&distance=abc&time=1e999&speed-unit=furlongs&time-unit=%',
    'speed=%E0%A4%A&distance=NaN&time=Infinity',
    `speed=${'9'.repeat(400)}&distance=${'1'.repeat(3000)}`,
    'speed=1e308&time=1e308&distance-unit=%3Cb%3E',
  ],
});

describe('<sdt-calculator> url-inputs after a calculation', () => {
  const runnerAddress = `${location.pathname}${location.search}`;
  afterEach(async () => {
    await cleanupFixtures();
    history.replaceState(null, '', runnerAddress);
  });

  it('links what was given, not what it filled in, so the link shows its working again', async () => {
    const element = await mount('url-inputs');
    await click(element, 'Example');
    await until(() => input(element, 'time').value === '2.000', 'the calculation fills 2 h');
    const linked = () => new URLSearchParams(location.search);
    await until(() => linked().get('distance') === '120', 'the address holds the inputs');
    expect([linked().get('speed'), linked().get('time')]).to.deep.equal(['60', null]);
    const opened = await mount('url-inputs');
    await until(() => input(opened, 'time').value === '2.000', 'the link calculates 2 h again');
    await openWorking(opened);
    expect(workingResult(opened)).to.equal('Time = 2.00 h');
  });
});

describeLanguage(sdtCalculatorWidget, {
  html: '<sdt-calculator></sdt-calculator>',
  allowed: /^(m|km|mi|s|min|h|m\/s|km\/h|mph)$/,
  title: sdtTexts,
  screens: async (element, look) => {
    look('blank');
    shadow(element, '[part~="actions"] .button--primary').click();
    await until(() => toastMessages(element).length === 1, 'the calculation');
    look('example');
    shadow(element, '[part="working-toggle"]').click();
    await until(
      () => element.shadowRoot!.querySelector('[part="working-result"]') !== null,
      'the working',
    );
    look('working');
    await pickUnit(element, 'distance', 'mi');
    await until(
      () => element.shadowRoot!.querySelector('.working__table') !== null,
      'a conversion',
    );
    look('working with a conversion');
    await paste(element, 'speed', '0');
    await leave(element);
    await until(
      () => shadowAll(element, '.toast').some((toast) => toast.dataset.type === 'error'),
      'the error',
    );
    look('an error');
  },
});

describe('digits', () => {
  afterEach(cleanupFixtures);

  it('are Latin in Hindi, and Hindi digits with digits="native", in the result and its working', async () => {
    const latin = await mount('lang="hi" speed="60" distance="120" working="open"');
    await until(() => card(latin, 'time') === '2.00 h', 'the result, in Latin digits');
    const native = await mount(
      'lang="hi" digits="native" speed="60" distance="120" working="open"',
    );
    await until(() => card(native, 'time') === '२.०० h', 'the result, in Hindi digits');
    await until(() => workingResult(native) === 'समय = २.०० h', 'the working, in Hindi digits');
    native.removeAttribute('digits');
    await until(() => card(native, 'time') === '2.00 h', 'Latin digits again');
  });
});
