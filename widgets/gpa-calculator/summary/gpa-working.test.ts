import { expect } from 'chai';
import { until } from '#ui/testing/widget-testing.ts';
import {
  describeShowWorking,
  openWorking,
  workingLines,
  workingTables,
  workingToggle,
} from '#ui/working/working-testing.ts';
import { type Gpa, addSubject, clickButton, mount, textOf } from '../gpa-testing';

/** A profile of two semesters on SPEC's scale: SGPAs 8.38 and 6.00, CGPA 7.85 (74.58%). */
async function mountWithSubjects(attributes = ''): Promise<Gpa> {
  const element = await mount(attributes);
  await addSubject(element, 'Maths', 'A', '4');
  await addSubject(element, 'Physics', 'B+', '3');
  await addSubject(element, 'Chemistry', 'O', '3.5');
  await clickButton(element, 'Add Semester');
  await addSubject(element, 'Drawing', 'B', '3');
  return element;
}

/** Eight subjects with long names in one semester: the widest table the working has. */
async function mountWide(attributes: string): Promise<Gpa> {
  const element = await mount(attributes);
  for (const [index, grade] of ['O', 'A+', 'A', 'B+', 'B', 'C', 'D', 'F (Fail)'].entries()) {
    await addSubject(element, `Engineering Mathematics and Statistics ${index + 1}`, grade, '3.5');
  }
  return element;
}

describe('gpa-calculator: the working', () => {
  describeShowWorking({
    mount: mountWithSubjects,
    // 7.85 × 9.5 is 74.575, shown to 2 decimals: the line says '≈'.
    resultLine: (element) => `Percentage ≈ ${textOf(element, '.percentage-card__value')}`,
    mountWide,
  });

  it('shows each semester as points × credits, the sums, the division, then the CGPA', async () => {
    const element = await mountWithSubjects();
    await openWorking(element);
    expect(workingTables(element)[0]).to.deep.equal({
      caption: 'Semester 1: points × credits',
      rows: [
        ['Subject', 'Grade (points)', 'Credits', 'Points × credits'],
        ['Maths', 'A (8)', '4', '32'],
        ['Physics', 'B+ (7)', '3', '21'],
        ['Chemistry', 'O (10)', '3.5', '35'],
      ],
    });
    expect(workingLines(element)).to.include.members([
      'Total points × credits = 32 + 21 + 35 = 88',
      'SGPA = 88 ÷ 10.5 = 8.3809… → 8.38 (rounded to 2 decimal places)',
      'CGPA = 106 ÷ 13.5 = 7.8518… → 7.85 (rounded to 2 decimal places)',
    ]);
    expect(textOf(element, '.gpa-circle__value')).to.equal('7.85');
  });

  it('follows an edit while open, and offers nothing before there is a CGPA', async () => {
    const empty = await mount();
    expect(empty.shadowRoot!.querySelector('[part~="working-toggle"]')).to.equal(null);
    const element = await mountWithSubjects();
    await openWorking(element);
    await addSubject(element, 'Workshop', 'O', '1');
    await until(
      () => workingLines(element).includes('Total points × credits = 18 + 10 = 28'),
      'the working follows the new subject',
    );
    expect(workingToggle(element).getAttribute('aria-expanded')).to.equal('true');
  });
});
