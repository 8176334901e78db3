import { expect } from 'chai';
import { gpaCalculatorWidget } from './gpa-calculator.widget';
import type { GpaChangeDetail } from './gpa-calculator';
import {
  buildTimeRender,
  mountNode,
  settle,
  shadow,
  shadowAll,
} from '#ui/testing/widget-testing.ts';
import type { Gpa } from './gpa-testing';
import {
  addSubject,
  card,
  circle,
  click,
  fillForm,
  freshKey,
  loaded,
  memoryStore,
  mount,
  profile,
  profileName,
  submitButton,
} from './gpa-testing';

// The build's first screen (a first visit's empty profile, in the page's HTML) as the element
// hydrates it and then shows the store's data.
const busy = (element: Gpa) => shadowAll(element, '[aria-busy="true"]').length > 0;

describe('gpa-calculator, the first screen of the build', () => {
  it("gives way to a returning visitor's data, announcing only that", async () => {
    const key = freshKey();
    const earlier = await mount('', key);
    await addSubject(earlier, 'Mathematics', 'A', '4');
    earlier.remove();

    const element = buildTimeRender<Gpa>(gpaCalculatorWidget, { 'storage-key': key });
    expect(circle(element)).to.equal('0.00');
    expect(busy(element), 'the build marks its stand-in busy').to.equal(true);
    const changes: GpaChangeDetail[] = [];
    element.addEventListener('gpa-change', (event) =>
      changes.push((event as CustomEvent<GpaChangeDetail>).detail),
    );
    await mountNode(element);
    await loaded(element);
    expect(circle(element)).to.equal('8.00');
    expect(card(element)).to.deep.equal([
      'Semester 1',
      'Mathematics: Grade A · 4 credits · 32.00 points',
    ]);
    expect(changes.map(({ cumulativeGpa }) => cumulativeGpa)).to.deep.equal(['8.00']);
  });

  it('keeps showing while its store loads, and a subject added meanwhile goes in once it shows', async () => {
    const { store, publish, calls } = memoryStore({ status: 'loading' });
    // Set before the element is defined, as a page whose script comes late would.
    const element = buildTimeRender<Gpa>(gpaCalculatorWidget);
    element.store = store;
    await mountNode(element);
    for (let frame = 0; frame < 5; frame++) await settle();
    expect(busy(element)).to.equal(true);
    expect(profileName(element)).to.equal('User (Default)');
    await fillForm(element, 'Physics', 'O', '3');
    await click(submitButton(element));
    // Nothing reaches the store for a stand-in profile it does not have.
    await click(shadow(element, "[part~='add-semester']"));
    expect(calls.filter((call) => call.startsWith('applyEdit'))).to.deep.equal([]);

    publish({ status: 'ready', profiles: [profile('p1', 'Mine')] });
    await loaded(element);
    expect(profileName(element)).to.equal('Mine');
    await settle();
    expect(calls.filter((call) => call.startsWith('applyEdit'))).to.deep.equal([
      'applyEdit p1 addSubject',
    ]);
  });
});
