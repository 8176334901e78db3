import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { shadowAll, until } from '#ui/testing/widget-testing.ts';
import {
  type Gpa,
  addSubject,
  answerDialog,
  card,
  circle,
  clickButton,
  counts,
  dialogOpens,
  mount,
  tabs,
  textOf,
  topDialog,
  typeInto,
} from '../gpa-testing';

/** Opens the quick-semester form of the selected semester, fills it and saves. */
async function enterSgpa(element: Gpa, button: string, sgpa: string, credits: string) {
  await clickButton(element, button);
  await dialogOpens(element, `SGPA of ${textOf(element, "[part~='semester'] .section-heading")}`);
  const [sgpaInput, creditsInput] = [...topDialog(element).querySelectorAll('input')];
  sgpaInput!.value = '';
  creditsInput!.value = '';
  await typeInto(sgpaInput!, sgpa);
  await typeInto(creditsInput!, credits);
  await answerDialog(element, 'Save SGPA');
}

const entered = (element: Gpa) => textOf(element, "[part~='entered']");
const problem = (element: Gpa) =>
  topDialog(element)?.querySelector('[role="alert"]')?.textContent ?? null;

for (const viewport of [
  { name: 'desktop', width: 800, height: 600 },
  { name: 'phone', width: 390, height: 844 },
]) {
  describe(`gpa-calculator: quick semesters (${viewport.name})`, () => {
    before(() => setViewport(viewport));
    after(() => setViewport({ width: 800, height: 600 }));

    it('enters two semesters as SGPA and credits beside one of subjects, and counts them', async () => {
      const element = await mount();
      await enterSgpa(element, 'Enter SGPA instead', '8.25', '22');
      expect(entered(element)).to.equal('SGPA 8.25 × 22 credits (from the grade card)');
      expect(shadowAll(element, "[part~='subject-form']")).to.have.length(0);
      await clickButton(element, 'Add Semester');
      await enterSgpa(element, 'Enter SGPA instead', '9.1', '21.5');
      await clickButton(element, 'Add Semester');
      await addSubject(element, 'Mathematics', 'O', '4');
      // (8.25 × 22 + 9.1 × 21.5 + 10 × 4) / 47.5 = 417.15 / 47.5 = 8.782...
      expect(circle(element)).to.equal('8.78');
      expect(counts(element)).to.deep.equal([3, 1, 47.5]);
      if (viewport.name === 'desktop') {
        expect(tabs(element)).to.deep.equal([
          'Semester 1 8.25',
          'Semester 2 9.10',
          'Semester 3 10.00 *',
        ]);
      }
      expect(document.documentElement.scrollWidth).to.be.at.most(viewport.width);
    });

    it('refuses a bad SGPA or credits with a message, and changes or clears an entry', async () => {
      const element = await mount();
      await enterSgpa(element, 'Enter SGPA instead', '10.5', '22');
      expect(problem(element)).to.equal('SGPA must be from 0 to 10, with at most 2 decimals');
      const [sgpaInput, creditsInput] = [...topDialog(element).querySelectorAll('input')];
      sgpaInput!.value = '';
      await typeInto(sgpaInput!, '8');
      creditsInput!.value = '';
      await typeInto(creditsInput!, '0');
      await answerDialog(element, 'Save SGPA');
      expect(problem(element)).to.equal(
        'Semester credits must be more than 0 and at most 100, in steps of 0.5',
      );
      await answerDialog(element, 'Cancel');
      await enterSgpa(element, 'Enter SGPA instead', '7', '20');
      await enterSgpa(element, 'Change SGPA', '7.5', '20');
      expect([entered(element), circle(element)]).to.deep.equal([
        'SGPA 7.50 × 20 credits (from the grade card)',
        '7.50',
      ]);
      await clickButton(element, 'Enter subjects instead');
      expect(card(element)).to.deep.equal(['Semester 1']);
      expect(circle(element)).to.equal('0.00');
    });

    it('shows a quick semester to a reader without edit controls', async () => {
      const element = await mount();
      await enterSgpa(element, 'Enter SGPA instead', '8.25', '22');
      element.setAttribute('readonly', '');
      await until(() => shadowAll(element, "[part~='read-only']").length === 1, 'Read-Only shows');
      expect(entered(element)).to.equal('SGPA 8.25 × 22 credits (from the grade card)');
      const buttons = shadowAll(element, 'button').map((button) => button.textContent?.trim());
      expect(buttons).to.not.include('Change SGPA');
      expect(buttons).to.not.include('Enter subjects instead');
      expect(circle(element)).to.equal('8.25');
    });
  });
}
