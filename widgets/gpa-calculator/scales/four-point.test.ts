import { expect } from 'chai';
import type { Subject } from '#core/gpa/model.ts';
import { subject } from '#core/gpa/scales/test-subjects.ts';
import {
  atPhoneSize,
  expectNoAxeViolations,
  shadow,
  shadowAll,
  until,
} from '#ui/testing/widget-testing.ts';
import { click, memoryStore, mountWithStore, profile, texts } from '../gpa-testing';

/** A profile on `preset` with one semester of these subjects, mounted. */
async function mountOn(preset: string, subjects: Subject[]) {
  const data = memoryStore({
    profiles: [
      profile('p1', 'Mine', {
        scale: { preset },
        semesters: [{ id: 's1', name: 'Semester 1', subjects }],
      }),
    ],
    activeProfileId: 'p1',
  });
  const element = await mountWithStore(data.store);
  await until(
    () => shadowAll(element, "[part~='four-point'] .four-point__courses").length > 0,
    'the course-by-course conversions load',
  );
  return element;
}

const results = (element: Element) =>
  texts(element, "[part~='four-point'] .four-point__results li").map((text) =>
    text.replace(/\s+/g, ' '),
  );

// The sources' worked example: A 3 credits, B 3, B 2 is 27.0 ÷ 8 = 3.38 (four-point.test.ts).
const example = [subject('Maths', 10, 3), subject('Physics', 7, 3), subject('Drawing', 7, 2)];

describe('gpa-calculator: 4-point conversions course by course', () => {
  it('shows each method’s result named by its source beside the proportional one', async () => {
    const element = await mountOn('ugc-cbcs', example);
    // CGPA 65 ÷ 8 = 8.125, printed 8.13: 8.13 ÷ 10 × 4 = 3.252.
    expect(texts(element, "[part~='four-point'] .percentage-card__result span")).to.deep.equal([
      '3.25',
      'Proportional: CGPA ÷ 10 × 4',
    ]);
    expect(results(element)).to.deep.equal([
      '3.38 Scholaro, UGC 10-point table',
      '3.38 Diplomatiko, UGC 10-point table',
    ]);
  });

  it('shows where the evaluators differ on the scale’s grades', async () => {
    const element = await mountOn('ugc-cbcs', example);
    expect(texts(element, "[part~='four-point'] .scale-dispute li")).to.deep.equal([
      'A (8): Scholaro B+ (3.3) · Diplomatiko AB (3.5) · proportional 3.2',
      'B (6): Scholaro B- (2.7) · Diplomatiko BC (2.5) · proportional 2.4',
    ]);
  });

  it('says why a table cannot convert a grade it has no row for (KTU’s A is 8.5)', async () => {
    const element = await mountOn('ktu-2019', [subject('Maths', 8.5, 4)]);
    expect(results(element)).to.deep.equal([
      'Scholaro, UGC 10-point table Its table has no US grade for A (8.5).',
      '3.50 Diplomatiko, UGC 10-point table',
    ]);
  });

  it('shows the working of each method, its notes and its sources, on demand', async () => {
    const element = await mountOn('ugc-cbcs', example);
    const details = shadowAll<HTMLDetailsElement>(element, '.four-point__details');
    expect(details.map((each) => each.open)).to.deep.equal([false, false]);
    await click(details[0]!.querySelector('summary')!);
    expect(details[0]!.open).to.equal(true);
    const rows = [...details[0]!.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(rows).to.deep.equal([
      ['Maths', 'O (10)', 'A (4)', '3', '12'],
      ['Physics', 'B+ (7)', 'B (3)', '3', '9'],
      ['Drawing', 'B+ (7)', 'B (3)', '2', '6'],
    ]);
    const text = details[0]!.textContent!;
    expect(text).to.contain('27 ÷ 8 = 3.375');
    expect(text).to.contain('Rounded to 2 decimal places: 3.38');
    expect(text).to.contain('Every course listed counts');
    expect([...details[0]!.querySelectorAll('a')].map((link) => link.href)).to.deep.equal([
      'https://www.scholaro.com/pro/countries/India/Grading-System',
      'https://www.scholaro.com/gpa-calculator/Canada%20-%20British%20Columbia',
    ]);
  });

  it('fits a 390 px phone with the working open, and passes axe', async () => {
    await atPhoneSize(async () => {
      const element = await mountOn('ugc-cbcs', example);
      for (const details of shadowAll<HTMLDetailsElement>(element, '.four-point__details')) {
        details.open = true;
      }
      const box = shadow(element, "[part~='four-point']");
      expect(box.scrollWidth).to.be.at.most(box.clientWidth);
      expect(box.getBoundingClientRect().right).to.be.at.most(innerWidth);
      await expectNoAxeViolations(element);
    });
  });
});
