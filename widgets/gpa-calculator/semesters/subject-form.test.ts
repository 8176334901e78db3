import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import {
  settle,
  shadow,
  shadowAll,
  toastMessages,
  atPhoneSize,
  expectToastsClearOf,
} from '#ui/testing/widget-testing.ts';
import {
  WELCOME,
  atFirstShowing,
  mount,
  textOf,
  circle,
  counts,
  tabs,
  card,
  emptyStates,
  nameInput,
  creditInput,
  gradeSelect,
  formValues,
  submitButton,
  lastToastType,
  typeInto,
  fillForm,
  click,
  clickButton,
  clickLabelled,
  addSubject,
  profile,
  memoryStore,
  mountWithStore,
} from '../gpa-testing';

describe('gpa-calculator', () => {
  describe('subjects', () => {
    it('adds subjects with grade, credits and points: O x 4 and A x 3 make 64 / 7 = 9.14', async () => {
      const element = await mount();
      await addSubject(element, 'Mathematics', 'O', '4');
      await addSubject(element, 'Physics', 'A', '3');
      expect(card(element)).to.deep.equal([
        'Semester 1',
        'Mathematics: Grade O · 4 credits · 40.00 points',
        'Physics: Grade A · 3 credits · 24.00 points',
      ]);
      expect(tabs(element)).to.deep.equal(['Semester 1 9.14 *']);
      expect([circle(element), counts(element)]).to.deep.equal(['9.14', [1, 2, 7]]);
      expect(textOf(element, '.semester-card__gpa')).to.equal('GPA 9.14 · 7 credits');
      expect(formValues(element), 'the form resets').to.deep.equal(['', '', '']);
      expect(emptyStates(element)).to.deep.equal([]);
    });

    it('answers Add Subject in the next paint with an empty form, and shows the subject after it', async () => {
      const element = await mount();
      await fillForm(element, 'Mathematics', 'O', '4');
      const shown = atFirstShowing(element, 'Mathematics', () => formValues(element));
      submitButton(element).click();
      // Animation-frame callbacks run before the frame's paint: this one sees what it paints.
      const painted = await new Promise<[string[], string[]]>((resolve) =>
        requestAnimationFrame(() => resolve([formValues(element), card(element)])),
      );
      expect(painted).to.deep.equal([['', '', ''], ['Semester 1']]);
      expect(await shown).to.deep.equal(['', '', '']);
      expect(card(element)).to.deep.equal([
        'Semester 1',
        'Mathematics: Grade O · 4 credits · 40.00 points',
      ]);
    });

    it('saves an added subject at once when the page goes out of sight before that paint', async () => {
      // A tab switched or closed paints no frame: the subject is sent before the page can go.
      const { store, calls } = memoryStore({
        profiles: [
          {
            ...profile('p1', 'Cloud'),
            semesters: [{ id: 's1', name: 'Semester 1', subjects: [] }],
          },
        ],
      });
      const element = await mountWithStore(store);
      await fillForm(element, 'Mathematics', 'O', '4');
      submitButton(element).click();
      document.dispatchEvent(new Event('visibilitychange'));
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
      expect(calls.filter((call) => call.startsWith('applyEdit'))).to.deep.equal([
        'applyEdit p1 addSubject',
      ]);
    });

    it('gives the name field the focus once the added subject is painted, not before', async () => {
      const element = await mount();
      await fillForm(element, 'Mathematics', 'O', '4');
      // Animation-frame callbacks run before the frame's paint: one asked for as the subject
      // shows runs in the frame that paints it.
      const focusedInThatFrame = atFirstShowing(
        element,
        'Mathematics',
        () =>
          new Promise<boolean>((resolve) =>
            requestAnimationFrame(() =>
              resolve(element.shadowRoot!.activeElement === nameInput(element)),
            ),
          ),
      );
      submitButton(element).click();
      expect(await await focusedInThatFrame).to.equal(false);
      await settle();
      expect(element.shadowRoot!.activeElement === nameInput(element)).to.equal(true);
    });

    it('rounds to 2 decimals: O x 3 and A+ x 4 make 66 / 7 = 9.43', async () => {
      const element = await mount();
      await addSubject(element, 'Mathematics', 'O', '3');
      await addSubject(element, 'Physics', 'A+', '4');
      expect([circle(element), ...tabs(element)]).to.deep.equal(['9.43', 'Semester 1 9.43 *']);
    });

    it('counts failed subjects at 0 points and takes half credits', async () => {
      const element = await mount();
      await addSubject(element, 'Chemistry', 'B+', '3.5');
      await addSubject(element, 'Lab', 'F (Fail)', '1');
      expect(card(element).slice(1)).to.deep.equal([
        'Chemistry: Grade B+ · 3.5 credits · 24.50 points',
        'Lab: Grade F · 1 credit · 0.00 points',
      ]);
      // 24.5 / 4.5 = 5.444...
      expect([circle(element), counts(element)]).to.deep.equal(['5.44', [1, 2, 4.5]]);
    });

    it('refuses incomplete forms and bad credits with a message, adding nothing', async () => {
      const element = await mount();
      await click(submitButton(element));
      expect(toastMessages(element).at(-1)).to.equal('Please fill in all fields');
      expect(lastToastType(element)).to.equal('warning');
      await addSubject(element, 'Maths', '', '4');
      expect(toastMessages(element).at(-1)).to.equal('Please fill in all fields');
      await addSubject(element, '   ', 'A', '4');
      expect(toastMessages(element).at(-1)).to.equal('Please fill in all fields');
      const creditMessage = 'Credits must be from 0 to 30, in steps of 0.5';
      await addSubject(element, 'Maths', 'A', '3.3');
      expect(toastMessages(element).at(-1)).to.equal(creditMessage);
      // An absurd weight would make every total meaningless (an editor once could store 1e300).
      await addSubject(element, 'Maths', 'A', '1e300');
      expect(toastMessages(element).at(-1)).to.equal(creditMessage);
      await addSubject(element, 'Maths', 'A', '30.5');
      expect(toastMessages(element).at(-1)).to.equal(creditMessage);
      expect(
        shadowAll(element, 'input[type="number"]').map((input) => input.getAttribute('max')),
      ).to.deep.equal(['30']);
      await addSubject(element, 'Maths', 'A', '-1');
      expect(toastMessages(element).at(-1)).to.equal(creditMessage);
      expect(card(element)).to.deep.equal(['Semester 1']);
      expect(formValues(element), 'what was typed stays').to.deep.equal(['Maths', 'A', '-1']);
    });

    it('loads a subject into the form to update it, then resets the form', async () => {
      const element = await mount();
      await addSubject(element, 'Mathematics', 'O', '4');
      await addSubject(element, 'Physics', 'A', '3');
      await clickLabelled(element, 'Edit Physics');
      expect(formValues(element)).to.deep.equal(['Physics', 'A', '3']);
      expect(submitButton(element).textContent).to.equal('Update Subject');
      expect(element.shadowRoot!.activeElement === nameInput(element)).to.equal(true);
      await fillForm(element, 'Physics II', 'O', '2');
      await click(submitButton(element));
      expect(card(element).slice(1)).to.deep.equal([
        'Mathematics: Grade O · 4 credits · 40.00 points',
        'Physics II: Grade O · 2 credits · 20.00 points',
      ]);
      expect(circle(element)).to.equal('10.00');
      expect(submitButton(element).textContent).to.equal('Add Subject');
      expect(formValues(element)).to.deep.equal(['', '', '']);
    });

    it('Cancel leaves editing without a change', async () => {
      const element = await mount();
      await addSubject(element, 'Mathematics', 'O', '4');
      await clickLabelled(element, 'Edit Mathematics');
      await typeInto(nameInput(element), 'Changed');
      await clickButton(element, 'Cancel');
      expect([submitButton(element).textContent, ...formValues(element)]).to.deep.equal([
        'Add Subject',
        '',
        '',
        '',
      ]);
      expect(card(element).slice(1)).to.deep.equal([
        'Mathematics: Grade O · 4 credits · 40.00 points',
      ]);
    });

    it('deletes subjects, back to the empty state', async () => {
      const element = await mount();
      await addSubject(element, 'Mathematics', 'O', '4');
      await addSubject(element, 'Physics', 'A', '3');
      await clickLabelled(element, 'Delete Mathematics');
      expect(card(element).slice(1)).to.deep.equal(['Physics: Grade A · 3 credits · 24.00 points']);
      expect(circle(element)).to.equal('8.00');
      await clickLabelled(element, 'Delete Physics');
      expect(emptyStates(element)).to.deep.equal(['No subjects added yet']);
      expect([circle(element), counts(element)]).to.deep.equal(['0.00', [1, 0, 0]]);
    });

    it('on a phone, Welcome is clear of the profile selector and the summary', async () => {
      await atPhoneSize(async () => {
        const element = await mount('welcome');
        expect(toastMessages(element)).to.deep.equal([WELCOME]);
        await expectToastsClearOf(
          element,
          shadow(element, "[part~='profile-selector']"),
          shadow(element, "[part~='summary']"),
        );
      });
    });

    it('on a phone, Welcome covers no field of the subject form nor Add Subject, wherever it sits', async () => {
      await atPhoneSize(async () => {
        const element = await mount('welcome');
        // Room to scroll the form to either edge of the screen.
        const [above, below] = [document.createElement('div'), document.createElement('div')];
        for (const spacer of [above, below]) spacer.style.height = '1000px';
        element.before(above);
        element.after(below);
        try {
          const form = shadow(element, 'form.subject-form');
          const controls = () => [
            nameInput(element),
            gradeSelect(element),
            creditInput(element),
            submitButton(element),
          ];
          for (const block of ['start', 'end', 'center'] as const) {
            form.scrollIntoView({ block });
            expect(toastMessages(element), block).to.deep.equal([WELCOME]);
            await expectToastsClearOf(element, ...controls());
          }
          // Typing a subject's name with the form at the top: Add Subject is the next tap.
          form.scrollIntoView({ block: 'start' });
          nameInput(element).focus();
          await expectToastsClearOf(element, ...controls());
        } finally {
          above.remove();
          below.remove();
        }
      });
    });

    it('deleting a subject offers Undo in its toast, which puts it back at its place', async () => {
      const element = await mount();
      for (const [name, grade] of [
        ['Mathematics', 'O'],
        ['Physics', 'A'],
        ['Chemistry', 'B'],
      ] as const) {
        await addSubject(element, name, grade, '4');
      }
      const before = card(element);
      await clickLabelled(element, 'Delete Physics');
      expect(card(element)).to.not.deep.equal(before);
      const toast = shadowAll(element, '.toast').at(-1)!;
      expect(toast.querySelector('.toast__message')!.textContent).to.equal(
        'Subject deleted: Physics',
      );
      await click(toast.querySelector<HTMLElement>('.toast__action')!);
      await settle();
      expect(card(element)).to.deep.equal(before);
      // Kept on the device too, in its place.
      await settle();
      const reloaded = await mount('', element.storageKey);
      expect(card(reloaded)).to.deep.equal(before);
    });

    it('Undo puts a subject back through any store, as an edit of the store port', async () => {
      const math = { id: 'm', subjectName: 'Mathematics', grade: 10, credit: 4 };
      const physics = { id: 'p', subjectName: 'Physics', grade: 9, credit: 3 };
      const { store, calls } = memoryStore({
        profiles: [
          {
            ...profile('p1', 'Cloud'),
            semesters: [{ id: 's1', name: 'Semester 1', subjects: [math, physics] }],
          },
        ],
      });
      const element = await mountWithStore(store);
      const before = card(element);
      await clickLabelled(element, 'Delete Mathematics');
      expect(card(element).slice(1)).to.deep.equal([
        'Physics: Grade A+ · 3 credits · 27.00 points',
      ]);
      await click(shadowAll(element, '.toast__action').at(-1)!);
      await settle();
      expect(card(element)).to.deep.equal(before);
      expect(calls.filter((call) => call.startsWith('applyEdit'))).to.deep.equal([
        'applyEdit p1 deleteSubject',
        'applyEdit p1 restoreSubject',
      ]);
    });

    it('deleting the subject being edited leaves editing', async () => {
      const element = await mount();
      await addSubject(element, 'Mathematics', 'O', '4');
      await clickLabelled(element, 'Edit Mathematics');
      await clickLabelled(element, 'Delete Mathematics');
      expect([submitButton(element).textContent, ...formValues(element)]).to.deep.equal([
        'Add Subject',
        '',
        '',
        '',
      ]);
    });
  });

  it('takes a subject typed from the keyboard, submitted with Enter', async () => {
    const element = await mount();
    nameInput(element).focus();
    await sendKeys({ type: 'Mathematics' });
    // Each label's (i) button comes before its control.
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(element.shadowRoot!.activeElement === creditInput(element)).to.equal(true);
    await sendKeys({ type: '4' });
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(card(element).slice(1)).to.deep.equal([
      'Mathematics: Grade O · 4 credits · 40.00 points',
    ]);
  });
});
