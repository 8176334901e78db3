import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import {
  pickOption,
  settle,
  shadow,
  shadowAll,
  toastMessages,
} from '#ui/testing/widget-testing.ts';
import {
  freshKey,
  mount,
  circle,
  counts,
  tabs,
  card,
  emptyStates,
  visible,
  semesterPicker,
  nameInput,
  submitButton,
  labelled,
  lastToastType,
  typeInto,
  fillForm,
  click,
  clickButton,
  clickLabelled,
  dialogOpens,
  addSubject,
  selectTab,
  topDialog,
  openDialogTitles,
  answerDialog,
} from '../gpa-testing';

describe('gpa-calculator', () => {
  describe('semesters', () => {
    it('Add Semester adds the next Semester N and selects it; subjects go to the selected one', async () => {
      const element = await mount();
      await addSubject(element, 'Mathematics', 'O', '4');
      await clickButton(element, 'Add Semester');
      expect(tabs(element)).to.deep.equal(['Semester 1 10.00', 'Semester 2 0.00 *']);
      expect(card(element)).to.deep.equal(['Semester 2']);
      await addSubject(element, 'Electronics', 'B', '4');
      await addSubject(element, 'Drawing', 'A+', '3');
      expect(tabs(element)).to.deep.equal(['Semester 1 10.00', 'Semester 2 7.29 *']);
      // Cumulative pools the subjects: (40 + 24 + 27) / 11.
      expect([circle(element), counts(element)]).to.deep.equal(['8.27', [2, 3, 11]]);
      await selectTab(element, 'Semester 1');
      expect(tabs(element)).to.deep.equal(['Semester 1 10.00 *', 'Semester 2 7.29']);
      expect(card(element)).to.deep.equal([
        'Semester 1',
        'Mathematics: Grade O · 4 credits · 40.00 points',
      ]);
    });

    it('deleting a semester asks first: Cancel keeps it, Delete removes it', async () => {
      const element = await mount();
      await addSubject(element, 'Mathematics', 'O', '4');
      await clickLabelled(element, 'Delete Semester 1');
      await dialogOpens(element, 'Delete semester');
      expect(openDialogTitles(element)).to.deep.equal(['Delete semester']);
      expect(topDialog(element).textContent).to.contain('Delete Semester 1 and its 1 subject?');
      await answerDialog(element, 'Cancel');
      expect([openDialogTitles(element), tabs(element)]).to.deep.equal([
        [],
        ['Semester 1 10.00 *'],
      ]);
      await clickLabelled(element, 'Delete Semester 1');
      await dialogOpens(element, 'Delete semester');
      await answerDialog(element, 'Delete');
      expect(tabs(element)).to.deep.equal([]);
      expect(emptyStates(element)).to.deep.equal(['No semesters added yet']);
      expect(shadowAll(element, "[part~='semester']")).to.have.length(0);
      expect([circle(element), counts(element)]).to.deep.equal(['0.00', [0, 0, 0]]);
    });

    it('without a semester nothing can be added', async () => {
      const element = await mount();
      await clickLabelled(element, 'Delete Semester 1');
      await dialogOpens(element, 'Delete semester');
      await answerDialog(element, 'Delete');
      await fillForm(element, 'Mathematics', 'O', '4');
      expect(submitButton(element).disabled).to.equal(true);
      nameInput(element).form!.requestSubmit();
      await settle();
      expect(counts(element)).to.deep.equal([0, 0, 0]);
    });

    it('deleting the selected semester selects the last remaining one; others keep the selection', async () => {
      const element = await mount();
      await clickButton(element, 'Add Semester');
      await clickButton(element, 'Add Semester');
      await clickButton(element, 'Add Semester');
      await selectTab(element, 'Semester 2');
      await clickLabelled(element, 'Delete Semester 3');
      await dialogOpens(element, 'Delete semester');
      await answerDialog(element, 'Delete');
      expect(tabs(element)).to.deep.equal([
        'Semester 1 0.00',
        'Semester 2 0.00 *',
        'Semester 4 0.00',
      ]);
      await clickLabelled(element, 'Delete Semester 2');
      await dialogOpens(element, 'Delete semester');
      await answerDialog(element, 'Delete');
      expect(tabs(element)).to.deep.equal(['Semester 1 0.00', 'Semester 4 0.00 *']);
      await clickButton(element, 'Add Semester');
      expect(tabs(element).at(-1)).to.equal('Semester 3 0.00 *');
    });

    it('renames the selected semester from a dialog holding its name; tab, card and select follow', async () => {
      const key = freshKey();
      const element = await mount('', key);
      await addSubject(element, 'Mathematics', 'O', '4');
      await clickLabelled(element, 'Rename Semester 1');
      await dialogOpens(element, 'Rename semester');
      expect(openDialogTitles(element)).to.deep.equal(['Rename semester']);
      const input = topDialog(element).querySelector('input')!;
      expect(input.value).to.equal('Semester 1');
      await typeInto(input, '   ');
      expect(
        [...topDialog(element).querySelectorAll('button')].find((b) => b.textContent === 'Rename')!
          .disabled,
      ).to.equal(true);
      await answerDialog(element, 'Cancel');
      expect(tabs(element)).to.deep.equal(['Semester 1 10.00 *']);

      await clickLabelled(element, 'Rename Semester 1');
      await dialogOpens(element, 'Rename semester');
      await typeInto(topDialog(element).querySelector('input')!, '  Fall 2026 ');
      await answerDialog(element, 'Rename');
      expect(tabs(element)).to.deep.equal(['Fall 2026 10.00 *']);
      expect(card(element)[0]).to.equal('Fall 2026');
      expect([...semesterPicker(element).options].map((option) => option.text)).to.deep.equal([
        'Fall 2026 · 10.00',
      ]);
      // 'Semester N' stays the default of the next one; the name is kept on the device.
      await clickButton(element, 'Add Semester');
      expect(tabs(element)).to.deep.equal(['Fall 2026 10.00', 'Semester 2 0.00 *']);
      const again = await mount('', key);
      expect(tabs(again)).to.deep.equal(['Fall 2026 10.00', 'Semester 2 0.00 *']);
    });

    it('refuses a semester name longer than 200 characters with a message', async () => {
      const element = await mount();
      await clickLabelled(element, 'Rename Semester 1');
      await dialogOpens(element, 'Rename semester');
      await typeInto(topDialog(element).querySelector('input')!, 'x'.repeat(201));
      await answerDialog(element, 'Rename');
      expect(toastMessages(element).at(-1)).to.equal(
        'Semester name must be at most 200 characters',
      );
      expect(lastToastType(element)).to.equal('warning');
      expect(tabs(element)).to.deep.equal(['Semester 1 0.00 *']);
    });

    it('works from the keyboard: tabs, Enter, Escape on the confirm dialog', async () => {
      const element = await mount();
      await clickButton(element, 'Add Semester');
      const [first] = shadowAll(element, "[part~='semester-tab']");
      first!.focus();
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(tabs(element)).to.deep.equal(['Semester 1 0.00 *', 'Semester 2 0.00']);
      await sendKeys({ press: 'Tab' });
      expect(element.shadowRoot!.activeElement!.getAttribute('aria-label')).to.equal(
        'Delete Semester 1',
      );
      await sendKeys({ press: 'Enter' });
      await dialogOpens(element, 'Delete semester');
      expect(openDialogTitles(element)).to.deep.equal(['Delete semester']);
      await sendKeys({ press: 'Escape' });
      await settle();
      expect(openDialogTitles(element)).to.deep.equal([]);
      expect(tabs(element)).to.have.length(2);
      expect(element.shadowRoot!.activeElement!.getAttribute('aria-label')).to.equal(
        'Delete Semester 1',
      );
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Space' });
      await settle();
      expect(tabs(element)).to.deep.equal(['Semester 1 0.00', 'Semester 2 0.00 *']);
      expect(getComputedStyle(element.shadowRoot!.activeElement!).outlineStyle).not.to.equal(
        'none',
      );
    });
  });

  describe('semesters on a phone', () => {
    afterEach(() => setViewport({ width: 800, height: 600 }));

    it('moves between eight semesters with one select; the selected one’s Rename and Delete sit beside it', async () => {
      await setViewport({ width: 390, height: 844 });
      const element = await mount();
      for (let added = 1; added < 8; added++) await clickButton(element, 'Add Semester');
      // No wall of tabs with a trash icon each: one select names every semester with its GPA.
      expect(visible(shadowAll(element, "[part~='semester-tabs'] li"))).to.have.length(0);
      const picker = semesterPicker(element);
      expect([...picker.options].map((option) => option.text)).to.deep.equal(
        [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Semester ${n} · 0.00`),
      );
      expect(picker.selectedOptions[0]!.text).to.equal('Semester 8 · 0.00');
      const controls = visible(shadowAll(element, "[part~='semester-tabs'] :is(button, select)"));
      expect(controls.map((control) => control.ariaLabel ?? control.textContent)).to.deep.equal([
        'Add Semester',
        'Semester 1 · 0.00Semester 2 · 0.00Semester 3 · 0.00Semester 4 · 0.00Semester 5 · 0.00Semester 6 · 0.00Semester 7 · 0.00Semester 8 · 0.00',
        'Rename Semester 8',
        'Delete Semester 8',
      ]);
      for (const control of controls) {
        expect(control.getBoundingClientRect().height, control.outerHTML).to.be.at.least(44);
      }
      // Two rows, whatever the number of semesters: the select and its actions, then Add Semester.
      const nav = shadow(element, "[part~='semester-tabs']").getBoundingClientRect();
      expect(nav.height).to.be.below(110);

      await pickOption(
        picker,
        [...picker.options].find((o) => o.text.startsWith('Semester 3 '))!.value,
      );
      expect(card(element)).to.deep.equal(['Semester 3']);
      await addSubject(element, 'Mathematics', 'O', '4');
      expect(picker.selectedOptions[0]!.text).to.equal('Semester 3 · 10.00');
      await click(visible(shadowAll(element, '[aria-label="Delete Semester 3"]'))[0]!);
      expect(topDialog(element).textContent).to.contain('Delete Semester 3 and its 1 subject?');
      await answerDialog(element, 'Delete');
      expect(picker.options).to.have.length(7);
      expect(picker.selectedOptions[0]!.text).to.equal('Semester 8 · 0.00');

      // At a desktop width the tabs are back, each with its delete; Rename reads as a word.
      await setViewport({ width: 1280, height: 800 });
      await settle();
      expect(visible(shadowAll(element, "[part~='semester-tab']"))).to.have.length(7);
      expect(picker.checkVisibility()).to.equal(false);
      expect(labelled(element, 'Rename Semester 8').textContent).to.equal('Rename');
      expect(labelled(element, 'Rename Semester 8').checkVisibility()).to.equal(true);
    });
  });
});
