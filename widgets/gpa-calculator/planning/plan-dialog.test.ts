import { expect } from 'chai';
import type { Subject } from '#core/gpa/model.ts';
import {
  atPhoneSize,
  expectNoAxeViolations,
  pickOption,
  shadowButton,
  typeInto,
} from '#ui/testing/widget-testing.ts';
import { subject } from '#core/gpa/scales/test-subjects.ts';
import {
  click,
  dialogField,
  dialogOpens,
  memoryStore,
  mountWithStore,
  profile,
  topDialog,
} from '../gpa-testing';

/** A profile of two semesters, 8.00 and 7.00 on 20 credits each: a CGPA of 7.50. */
function twoSemesters(preset: string | null, [first, second]: Subject[][] = []) {
  return memoryStore({
    profiles: [
      profile('p1', 'Mine', {
        ...(preset === null ? {} : { scale: { preset } }),
        semesters: [
          { id: 's1', name: 'Semester 1', subjects: first ?? [subject('a', 8, 20)] },
          { id: 's2', name: 'Semester 2', subjects: second ?? [subject('b', 7, 20)] },
        ],
      }),
    ],
    activeProfileId: 'p1',
  });
}

async function openPlan(element: Element) {
  await click(shadowButton(element, 'Plan ahead'));
  await dialogOpens(element, 'Plan ahead');
  return topDialog(element);
}

const field = dialogField;
const statuses = (dialog: Element) =>
  [...dialog.querySelectorAll('[role="status"]')].map(
    (each) =>
      [...each.querySelectorAll('p')].map((line) => line.textContent).join(' ') || each.textContent,
  );

describe('gpa-calculator: planning ahead', () => {
  it('plans a target CGPA for a read-only viewer, writing nothing', async () => {
    const { store, calls } = twoSemesters(null);
    const element = await mountWithStore(store, { readonly: '' });
    const dialog = await openPlan(element);
    expect(dialog.querySelector('.plan-dialog__note')!.textContent).to.equal(
      'Your CGPA now: 7.50, after 2 semesters.',
    );
    // Six more to a degree of eight, each at the mean credits of the two completed.
    expect(field(dialog, 'Remaining semesters').value).to.equal('6');
    expect(field(dialog, 'Semester 3 credits').value).to.equal('20');
    expect(field(dialog, 'Semester 8 credits').value).to.equal('20');
    expect(statuses(dialog)[0]).to.equal(
      'Enter a target CGPA to see what each remaining semester needs.',
    );

    await typeInto(field(dialog, 'Remaining semesters'), '2');
    expect(dialog.querySelectorAll('.plan-dialog__semesters li')).to.have.length(2);
    await typeInto(field(dialog, 'Target CGPA'), '8');
    expect(statuses(dialog)[0]).to.equal(
      'To reach 8.00, score an SGPA of at least 8.50 in each of the 2 remaining semesters. A CGPA of 8.00 is 76.00%.',
    );
    // Credits per semester count: 260 points over 10 + 20 credits is 8.67.
    await typeInto(field(dialog, 'Semester 3 credits'), '10');
    expect(statuses(dialog)[0]).to.match(/^To reach 8\.00, score an SGPA of at least 8\.67 /);

    await typeInto(field(dialog, 'Target CGPA'), '7');
    expect(statuses(dialog)[0]).to.match(/^Target 7\.00 already reached: your CGPA is 7\.50\. /);
    // At most (300 + 10 × 30) / 70 = 8.57.
    await typeInto(field(dialog, 'Target CGPA'), '9.9');
    expect(statuses(dialog)[0]).to.match(
      /^9\.90 needs more than 10, the scale's maximum, in each of the 2 remaining semesters\. The best CGPA still possible is 8\.57\./,
    );

    await typeInto(field(dialog, 'Target CGPA'), '8.123');
    expect(statuses(dialog)[0]).to.equal(
      'Target CGPA must be above 0 and at most 10, with at most 2 decimals',
    );
    expect(field(dialog, 'Target CGPA').getAttribute('aria-invalid')).to.equal('true');
    await typeInto(field(dialog, 'Target CGPA'), '8');
    await typeInto(field(dialog, 'Semester 4 credits'), '0.3');
    expect(statuses(dialog)[0]).to.equal(
      'Semester 4: credits must be from 0.5 to 100, in steps of 0.5',
    );
    await typeInto(field(dialog, 'Remaining semesters'), '0');
    expect(statuses(dialog)[0]).to.contain(
      'Remaining semesters must be a whole number from 1 to 20',
    );
    expect(statuses(dialog).join(' ')).not.to.contain('NaN');

    await click(shadowButton(element, 'Close'));
    expect(element.shadowRoot!.querySelector('dialog[open]')).to.equal(null);
    expect(calls).to.deep.equal([]);
  });

  it('gives the grade for marks and the marks a grade needs, on a scale with bands', async () => {
    const { store } = twoSemesters('sppu-2019');
    const element = await mountWithStore(store);
    const dialog = await openPlan(element);
    await typeInto(field(dialog, 'Marks (out of 100)'), '73');
    expect(statuses(dialog)[1]).to.equal('73 marks: A+ (Excellent), 70–79.');
    await typeInto(field(dialog, 'Marks (out of 100)'), '35');
    expect(statuses(dialog)[1]).to.equal('35 marks: F (Fail), below 40.');
    await typeInto(field(dialog, 'Marks (out of 100)'), '72.5');
    expect(statuses(dialog)[1]).to.equal('Marks must be a whole number from 0 to 100');
    expect(statuses(dialog)[2]).to.equal('O needs at least 80 marks (80–100).');
    await pickOption(field(dialog, 'Marks needed for grade'), 'B+');
    expect(statuses(dialog)[2]).to.equal('B+ needs at least 55 marks (55–59).');
  });

  it('says when the scale has no marks bands', async () => {
    const element = await mountWithStore(twoSemesters(null).store);
    const dialog = await openPlan(element);
    expect(dialog.textContent).to.contain(
      "Marks to grade: This scale's source gives no marks bands.",
    );
  });

  it('fits a 390 px phone without sideways scrolling, and passes axe', async () => {
    await atPhoneSize(async () => {
      const element = await mountWithStore(twoSemesters('sppu-2019').store);
      const button = shadowButton(element, 'Plan ahead');
      expect(button.getBoundingClientRect().right).to.be.at.most(innerWidth);
      const dialog = await openPlan(element);
      await typeInto(field(dialog, 'Target CGPA'), '8.5');
      const box = dialog.getBoundingClientRect();
      expect([box.left >= 0, box.right <= innerWidth]).to.deep.equal([true, true]);
      expect(dialog.scrollWidth).to.be.at.most(dialog.clientWidth);
      for (const input of dialog.querySelectorAll('input, select')) {
        expect(input.getBoundingClientRect().right).to.be.at.most(box.right);
      }
      await expectNoAxeViolations(element);
    });
  });
});
