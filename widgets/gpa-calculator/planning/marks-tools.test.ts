import { expect } from 'chai';
import type { ScaleChoice } from '#core/gpa/model.ts';
import { CUSTOM_SCALE } from '#core/gpa/scales/test-scales.ts';
import { subject } from '#core/gpa/scales/test-subjects.ts';
import { atPhoneSize, expectNoAxeViolations, typeInto, until } from '#ui/testing/widget-testing.ts';
import {
  click,
  dialogField,
  dialogOpens,
  memoryStore,
  mountWithStore,
  profile,
  topDialog,
} from '../gpa-testing';

function onScale(scale: ScaleChoice | null) {
  return memoryStore({
    profiles: [
      profile('p1', 'Mine', {
        ...(scale === null ? {} : { scale }),
        semesters: [{ id: 's1', name: 'Semester 1', subjects: [subject('a', 8, 20)] }],
      }),
    ],
    activeProfileId: 'p1',
  });
}

const marksButton = (element: Element) =>
  element.shadowRoot!.querySelector<HTMLButtonElement>("[part~='marks-tools']");

async function openTools(element: Element) {
  await click(marksButton(element)!);
  await dialogOpens(element, 'Marks tools');
  return topDialog(element);
}

const field = dialogField;
/** A button of the dialog itself: the calculator behind it has a 'Show working' of its own. */
const dialogButton = (dialog: Element, label: string) =>
  [...dialog.querySelectorAll('button')].find((button) => button.textContent === label)!;
const statuses = (dialog: Element) =>
  [...dialog.querySelectorAll('[role="status"]')].map((each) => each.textContent);
const needs = (dialog: Element) =>
  [...dialog.querySelectorAll('.marks-tools__needs li')].map((each) => each.textContent);

describe('gpa-calculator: marks tools', () => {
  it('gives marks to grade and the end-semester marks each grade needs, writing nothing', async () => {
    const { store, calls } = onScale({ preset: 'sppu-2019' });
    const element = await mountWithStore(store, { readonly: '' });
    const dialog = await openTools(element);
    await typeInto(field(dialog, 'Marks (out of 100)'), '73');
    expect(statuses(dialog)[0]).to.equal('73 marks: A+ (Excellent), 70–79.');

    // No preset carries a split today: the student enters it.
    expect(dialog.textContent).to.contain("Enter your course's split of marks");
    expect(statuses(dialog)[2]).to.equal(
      'Enter your internal marks and the split to see the end-semester marks each grade needs.',
    );
    await typeInto(field(dialog, 'Internal maximum'), '30');
    await typeInto(field(dialog, 'End-semester maximum'), '70');
    await typeInto(field(dialog, 'Internal marks obtained (out of 30)'), '23');
    expect(needs(dialog)).to.deep.equal([
      'O (Outstanding) At least 57 out of 70 in the end-semester exam.',
      'A+ (Excellent) At least 47 out of 70 in the end-semester exam.',
      'A (Very Good) At least 37 out of 70 in the end-semester exam.',
      'B+ (Good) At least 32 out of 70 in the end-semester exam.',
      'B (Above Average) At least 27 out of 70 in the end-semester exam.',
      'C (Average) At least 22 out of 70 in the end-semester exam.',
      'P (Pass) At least 17 out of 70 in the end-semester exam.',
    ]);

    // A paper written out of 100, counted out of 70, with a minimum of 24.5 of 70 (35 on the paper).
    await typeInto(field(dialog, 'Paper written out of (blank: the same)'), '100');
    await typeInto(field(dialog, 'Minimum in the exam (out of 70), if any'), '24.5');
    expect(needs(dialog)[1]).to.equal(
      'A+ (Excellent) At least 68 out of 100 in the end-semester exam.',
    );
    expect(needs(dialog).at(-1)).to.equal(
      "P (Pass) At least 35 out of 100, the exam's minimum to pass.",
    );
    expect(dialog.textContent).to.contain('a written mark counts × 70 ÷ 100, not rounded');

    const working = dialog.querySelector('details')!;
    expect(working.querySelector('summary')!.textContent).to.equal('Working');
    await click(working.querySelector('summary')!);
    await until(() => working.open && dialog.querySelector('table') !== null, 'the working shows');
    const rows = [...dialog.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
    );
    expect(rows[1]).to.deep.equal([
      'A+ (70%)',
      '70% of 100 = 70',
      '70 − 23 = 47',
      '47 × 100 ÷ 70 ≈ 67.14',
      '68',
    ]);
    expect(calls).to.deep.equal([]);
  });

  it('says already secured and not reachable in words, and refuses bad input with its message', async () => {
    const element = await mountWithStore(onScale({ preset: 'sppu-2019' }).store);
    const dialog = await openTools(element);
    await typeInto(field(dialog, 'Internal maximum'), '50');
    await typeInto(field(dialog, 'End-semester maximum'), '50');
    await typeInto(field(dialog, 'Internal marks obtained (out of 50)'), '45');
    expect(needs(dialog).at(-1)).to.equal('P (Pass) Already secured by your internal marks.');
    expect(dialog.querySelectorAll('.marks-tools__need--secured').length).to.equal(2);
    await typeInto(field(dialog, 'Internal marks obtained (out of 50)'), '5');
    expect(needs(dialog)[0]).to.equal(
      'O (Outstanding) Not reachable: even 50 out of 50 gives 55 of 100, and it needs 80.',
    );
    expect(dialog.querySelectorAll('.marks-tools__need--unreachable').length).to.equal(3);

    await typeInto(field(dialog, 'Internal marks obtained (out of 50)'), '51');
    expect(statuses(dialog)[2]).to.equal(
      'Internal marks must be a number from 0 to 50, with at most 2 decimals',
    );
    expect(
      field(dialog, 'Internal marks obtained (out of 50)').getAttribute('aria-invalid'),
    ).to.equal('true');
    await typeInto(field(dialog, 'End-semester maximum'), 'x');
    expect(statuses(dialog)[2]).to.contain(
      'End-semester maximum must be a whole number from 1 to 1000',
    );
    expect(dialog.textContent).not.to.contain('NaN');
    await click(dialogButton(dialog, 'Close'));
    expect(element.shadowRoot!.querySelector('dialog[open]') === null).to.equal(true);
  });

  it('is offered on a custom scale with a band, not on a scale without any', async () => {
    const bare = await mountWithStore(onScale(null).store);
    expect(marksButton(bare)).to.equal(null);
    const custom = await mountWithStore(onScale({ custom: CUSTOM_SCALE }).store);
    const dialog = await openTools(custom);
    await typeInto(field(dialog, 'Internal maximum'), '40');
    await typeInto(field(dialog, 'End-semester maximum'), '60');
    await typeInto(field(dialog, 'Internal marks obtained (out of 40)'), '36');
    expect(needs(dialog)).to.deep.equal([
      'O (Outstanding) At least 54 out of 60 in the end-semester exam.',
    ]);
  });

  it('fits a 390 px phone without sideways scrolling, and passes axe', async () => {
    await atPhoneSize(async () => {
      const element = await mountWithStore(onScale({ preset: 'sppu-2019' }).store);
      expect(marksButton(element)!.getBoundingClientRect().right).to.be.at.most(innerWidth);
      const dialog = await openTools(element);
      await typeInto(field(dialog, 'Internal maximum'), '30');
      await typeInto(field(dialog, 'End-semester maximum'), '70');
      await typeInto(field(dialog, 'Internal marks obtained (out of 30)'), '23');
      const box = dialog.getBoundingClientRect();
      expect([box.left >= 0, box.right <= innerWidth]).to.deep.equal([true, true]);
      expect(dialog.scrollWidth).to.be.at.most(dialog.clientWidth);
      for (const input of dialog.querySelectorAll('input')) {
        expect(input.getBoundingClientRect().right).to.be.at.most(box.right);
      }
      await expectNoAxeViolations(element);
    });
  });
});
