import { expect } from 'chai';
import type { Profile, Subject } from '#core/gpa/model.ts';
import {
  atPhoneSize,
  expectNoAxeViolations,
  settle,
  shadow,
  shadowAll,
  toastMessages,
  typeInto,
  until,
} from '#ui/testing/widget-testing.ts';
import type { Gpa } from '../gpa-testing';
import {
  circle,
  clickButton,
  memoryStore,
  mountWithStore,
  pickByLabel,
  profile,
  shared,
  switchProfile,
  texts,
} from '../gpa-testing';

/** Anna University: an arrear stays out of the CGPA until cleared. */
const anna = (id: string, subjects: Subject[], name = 'Semester 1') => ({
  scale: { preset: 'anna-r2021' },
  semesters: [{ id: `${id}-s1`, name, subjects }],
});
const maths: Subject = { id: 'maths', subjectName: 'Maths', grade: 10, credit: 4 };
const physics: Subject = {
  id: 'physics',
  subjectName: 'Physics',
  grade: 0,
  credit: 3,
  gradeCode: 'RA',
};
const chemistry: Subject = { id: 'chemistry', subjectName: 'Chemistry', grade: 8, credit: 4 };

const mine: Profile = {
  ...profile('mine', 'Mine', { isDefault: true }),
  scale: { preset: 'anna-r2021' },
  semesters: [
    { id: 's1', name: 'Semester 1', subjects: [maths, physics] },
    { id: 's2', name: 'Semester 2', subjects: [chemistry] },
  ],
};

async function openWhatIf(element: Gpa) {
  await clickButton(element, 'What if…');
  await until(() => shadowAll(element, "[part~='what-if']").length > 0, 'the what-if loads');
  await settle();
}

/** The bar's figures as 'label | saved | what-if'. */
const figures = (element: Gpa) =>
  shadowAll(element, '.what-if__figures tbody tr').map((row) =>
    [...row.children].map((cell) => cell.textContent).join(' | '),
  );

const control = <T extends HTMLElement>(element: Gpa, label: string) =>
  shadowAll<HTMLLabelElement>(element, '.what-if label').find((node) => node.textContent === label)!
    .control as unknown as T;

const buttons = (element: Gpa) => texts(element, '.what-if__actions button');

const writes = (calls: readonly string[]) => calls.filter((call) => call.startsWith('applyEdit'));

describe('gpa-calculator what-if', () => {
  it('tries a grade and a cleared backlog; Discard leaves the store as it was', async () => {
    const { store, calls } = memoryStore({ profiles: [mine], activeProfileId: 'mine' });
    let saved = '';
    store.subscribe((snapshot) => (saved = JSON.stringify(snapshot.profiles)))();
    const element = await mountWithStore(store);
    expect(circle(element)).to.equal('9.00'); // (40 + 32) / 8: the arrear left out
    await openWhatIf(element);
    expect(shadowAll(element, "[part~='subject-form'], [part~='semester-tabs']")).to.have.length(0);
    expect(figures(element)).to.deep.equal([
      'CGPA | 9.00 | 9.00',
      'Percentage | 90.00% | 90.00%',
      'Class | First Class | First Class',
      'Backlogs | 1 active, 0 cleared | 1 active, 0 cleared',
    ]);

    await pickByLabel(control(element, 'Grade of Chemistry'), 'O (10)');
    await pickByLabel(control(element, 'Clear Physics with a grade'), 'B (6)');
    // (40 + 40 + 18) / 11 = 8.909...: the cleared arrear counts, in Semester 2.
    expect(figures(element)).to.deep.equal([
      'CGPA | 9.00 | 8.91',
      'Percentage | 90.00% | 89.10%',
      'Class | First Class | First Class',
      'Backlogs | 1 active, 0 cleared | 0 active, 1 cleared',
    ]);
    // The backlog cleared is marked as changed too, with where the what-if clears it.
    expect(texts(element, '.what-if__subject--changed .what-if__name')).to.deep.equal([
      'Physics Cleared in Semester 2not counted',
      'Chemistry What-if',
      'Physics What-if Attempt 2 of Physics',
    ]);
    // The saved figures stay on the summary while trying.
    expect(circle(element)).to.equal('9.00');

    await clickButton(element, 'Discard');
    expect(shadowAll(element, "[part~='what-if']")).to.have.length(0);
    expect(writes(calls)).to.deep.equal([]);
    let after = '';
    store.subscribe((snapshot) => (after = JSON.stringify(snapshot.profiles)))();
    expect(after).to.equal(saved);
    expect(circle(element)).to.equal('9.00');
  });

  it('keeps exactly what was tried, in one pass through the store', async () => {
    const { store, calls } = memoryStore({ profiles: [mine], activeProfileId: 'mine' });
    const element = await mountWithStore(store);
    await openWhatIf(element);
    await pickByLabel(control(element, 'Grade of Chemistry'), 'O (10)');
    await pickByLabel(control(element, 'Clear Physics with a grade'), 'B (6)');
    await clickButton(element, 'Keep changes');
    await until(() => shadowAll(element, "[part~='what-if']").length === 0, 'the what-if closes');
    expect(writes(calls)).to.deep.equal([
      'applyEdit mine updateSubject',
      'applyEdit mine addSubject',
    ]);
    expect(toastMessages(element)).to.include('What-if changes saved');
    expect(circle(element)).to.equal('8.91');
    let kept: Profile | undefined;
    store.subscribe((snapshot) => (kept = snapshot.profiles[0]))();
    const [s1, s2] = kept!.semesters;
    expect(s1!.subjects).to.deep.equal([maths, physics]);
    expect(s2!.subjects[0]).to.deep.equal({ ...chemistry, grade: 10 });
    expect(s2!.subjects[1]).to.deep.include({
      subjectName: 'Physics',
      grade: 6,
      credit: 3,
      retakeOf: 'physics',
    });
  });

  it('tries a semester’s SGPA, which cannot be kept, and says why a bad one is refused', async () => {
    const { store, calls } = memoryStore({ profiles: [mine], activeProfileId: 'mine' });
    const element = await mountWithStore(store);
    await openWhatIf(element);
    const sgpa = control<HTMLInputElement>(element, 'Try an SGPA for Semester 2');
    await typeInto(sgpa, '11');
    expect(texts(element, '.what-if__error')).to.deep.equal([
      'SGPA must be from 0 to 10, with at most 2 decimals',
    ]);
    expect(sgpa.getAttribute('aria-invalid')).to.equal('true');
    await typeInto(sgpa, '6.5');
    expect(texts(element, '.what-if__error')).to.deep.equal([]);
    // (40 + 6.5 × 4) / 8 = 8.25
    expect(figures(element)[0]).to.equal('CGPA | 9.00 | 8.25');
    expect(texts(element, '.what-if__note')).to.include(
      'A semester’s SGPA can only be tried, not kept: clear it to keep the other changes.',
    );
    expect(shadowAll<HTMLButtonElement>(element, "[part~='what-if-keep']")[0]!.disabled).to.equal(
      true,
    );
    // A grade of that semester replaces its SGPA, which can then be kept.
    await pickByLabel(control(element, 'Grade of Chemistry'), 'A+ (9)');
    expect(sgpa.value).to.equal('');
    expect(shadow<HTMLButtonElement>(element, "[part~='what-if-keep']").disabled).to.equal(false);
    expect(writes(calls)).to.deep.equal([]);
  });

  it('tries the SGPA of a semester entered from its grade card, and keeps it as its entry', async () => {
    const quick: Profile = {
      ...mine,
      semesters: [
        { id: 'q1', name: 'Semester 1', subjects: [], entered: { sgpa: 7, credits: 20 } },
        ...mine.semesters.slice(1),
      ],
    };
    const { store, calls } = memoryStore({ profiles: [quick], activeProfileId: 'mine' });
    const element = await mountWithStore(store);
    expect(circle(element)).to.equal('7.17'); // (7 × 20 + 8 × 4) / 24 = 172 / 24 = 7.1666…
    await openWhatIf(element);
    await typeInto(control<HTMLInputElement>(element, 'Try an SGPA for Semester 1'), '8.5');
    // (8.5 × 20 + 32) / 24 = 202 / 24 = 8.4166…
    expect(figures(element)[0]).to.equal('CGPA | 7.17 | 8.42');
    await clickButton(element, 'Keep changes');
    await until(() => shadowAll(element, "[part~='what-if']").length === 0, 'the what-if closes');
    expect(writes(calls)).to.deep.equal(['applyEdit mine setSemesterEntry']);
    expect(circle(element)).to.equal('8.42');
    let kept: Profile | undefined;
    store.subscribe((snapshot) => (kept = snapshot.profiles[0]))();
    expect(kept!.semesters[0]!.entered).to.deep.equal({ sgpa: 8.5, credits: 20 });
  });

  it('lets a read-only viewer try grades, with no Keep, writing nothing', async () => {
    const theirs = shared('r', 'Their notes', anna('r', [maths, physics]));
    const { store, calls } = memoryStore({
      profiles: [profile('mine', 'Mine', { isDefault: true })],
      sharedWithMe: [theirs],
      activeProfileId: 'r',
    });
    const element = await mountWithStore(store);
    await openWhatIf(element);
    expect(texts(element, '.what-if__note')).to.deep.equal([
      'Try grades here: nothing you change is saved.',
    ]);
    expect(buttons(element)).to.deep.equal(['Discard']);
    await pickByLabel(control(element, 'Clear Physics with a grade'), 'O (10)');
    // The attempt goes in a new semester after the last: (40 + 30) / 7 = 10.00.
    expect(figures(element)[0]).to.equal('CGPA | 10.00 | 10.00');
    expect(texts(element, '.what-if__semester .section-heading')).to.deep.equal([
      'Semester 1',
      'Semester 2',
    ]);
    expect(figures(element)[3]).to.equal('Backlogs | 1 active, 0 cleared | 0 active, 1 cleared');
    await clickButton(element, 'Discard');
    expect(writes(calls)).to.deep.equal([]);
  });

  it('under readonly (a public link’s page) offers the what-if without Keep', async () => {
    const { store, calls } = memoryStore({ profiles: [mine], activeProfileId: 'mine' });
    const element = await mountWithStore(store, { readonly: '' });
    await openWhatIf(element);
    await pickByLabel(control(element, 'Grade of Maths'), 'C (5)');
    expect(figures(element)[0]).to.equal('CGPA | 9.00 | 6.50');
    expect(shadowAll(element, "[part~='what-if-keep']")).to.have.length(0);
    expect(writes(calls)).to.deep.equal([]);
  });

  it('discards the what-if when another profile is shown', async () => {
    const other = profile('other', 'Other');
    const { store, calls } = memoryStore({ profiles: [mine, other], activeProfileId: 'mine' });
    const element = await mountWithStore(store);
    await openWhatIf(element);
    await pickByLabel(control(element, 'Grade of Maths'), 'C (5)');
    await switchProfile(element, 'Other');
    expect(shadowAll(element, "[part~='what-if']")).to.have.length(0);
    await switchProfile(element, 'Mine');
    expect(shadowAll(element, "[part~='what-if']")).to.have.length(0);
    expect(circle(element)).to.equal('9.00');
    expect(writes(calls)).to.deep.equal([]);
  });

  it('fits a 390 px phone with no sideways scrolling, touch-sized controls, and passes axe', async () => {
    await atPhoneSize(async () => {
      const long: Subject = {
        ...physics,
        id: 'long',
        subjectName: 'Introduction to Electrical and Electronics Engineering',
      };
      const { store } = memoryStore({
        profiles: [
          { ...mine, semesters: [{ id: 's1', name: 'Semester 1', subjects: [maths, long] }] },
        ],
        activeProfileId: 'mine',
      });
      const element = await mountWithStore(store);
      await openWhatIf(element);
      await pickByLabel(
        control(
          element,
          'Clear Introduction to Electrical and Electronics Engineering with a grade',
        ),
        'A (8)',
      );
      const base = shadow(element, '[part~="base"]');
      expect(base.scrollWidth).to.be.at.most(base.clientWidth);
      const panel = shadow(element, "[part~='what-if']").getBoundingClientRect();
      expect(panel.right).to.be.at.most(innerWidth);
      for (const target of shadowAll(element, '.what-if button, .what-if select, .what-if input')) {
        const box = target.getBoundingClientRect();
        expect(box.height, target.textContent ?? target.localName).to.be.at.least(44);
        expect(box.right, target.textContent ?? target.localName).to.be.at.most(innerWidth);
      }
      await expectNoAxeViolations(element);
    });
  });
});
