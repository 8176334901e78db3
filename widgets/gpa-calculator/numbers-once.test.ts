import { expect } from 'chai';
import type { Semester } from '#core/gpa/model.ts';
import { subject } from '#core/gpa/scales/test-subjects.ts';
import { cleanupFixtures, settle, shadowAll, typeInto, until } from '#ui/testing/widget-testing.ts';
import {
  atFirstShowing,
  circle,
  clickLabelled,
  fillForm,
  memoryStore,
  mountWithStore,
  nameInput,
  profile,
  submitButton,
} from './gpa-testing';

const chemistry = subject('chemistry', 10, 4);

/**
 * `target` with `key` counting each read: how often the calculator looks at it, which tells whether
 * it counted the profile's numbers again or rendered a part again, without a clock.
 */
function counted<T extends object>(target: T, key: string, value: unknown) {
  let reads = 0;
  Object.defineProperty(target, key, {
    enumerable: true,
    get: () => {
      reads += 1;
      return value;
    },
  });
  return { target, reads: () => reads };
}

const watched = (id: string, name: string, grade: number) =>
  counted({ id, name } as Semester, 'subjects', [
    subject(`${id}-maths`, grade, 4),
    subject(`${id}-physics`, grade, 3),
  ]);

async function mountWatched() {
  // Semester 1 is not shown: only the numbers read it. Semester 2, shown, is read by its card too.
  // The calculator reads the profile's semesters on each of its renders.
  const first = watched('s1', 'Semester 1', 8);
  const shown = watched('s2', 'Semester 2', 9);
  const mine = counted(profile('p1', 'Mine'), 'semesters', [first.target, shown.target]);
  const data = memoryStore({ profiles: [mine.target], activeProfileId: 'p1' });
  const element = await mountWithStore(data.store);
  // The course-by-course 4-point part reads every subject when it arrives, after the first render.
  await until(
    () => shadowAll(element, "[part~='four-point'] .four-point__courses").length > 0,
    'the course-by-course conversions load',
  );
  return { element, first, shown, renders: mine.reads, publish: data.publish, store: data.store };
}

describe("gpa-calculator: a profile's numbers, once per change", () => {
  afterEach(cleanupFixtures);

  it('are not counted again while a subject name is typed', async () => {
    const { element, first } = await mountWatched();
    expect(circle(element)).to.equal('8.50');
    const before = first.reads();
    expect(before).to.be.greaterThan(0);
    for (const text of ['C', 'Ch', 'Chemistry']) await typeInto(nameInput(element), text);
    expect(first.reads()).to.equal(before);
  });

  it('leave the semester card unrendered while a subject name is typed', async () => {
    const { element, shown } = await mountWatched();
    const before = shown.reads();
    expect(before).to.be.greaterThan(0);
    for (const text of ['C', 'Ch', 'Chemistry']) await typeInto(nameInput(element), text);
    expect(shown.reads()).to.equal(before);
  });

  it('leave the calculator unrendered while a subject name is typed: the form alone renders', async () => {
    const { element, renders } = await mountWatched();
    const before = renders();
    for (const text of ['C', 'Ch', 'Chemistry']) await typeInto(nameInput(element), text);
    expect(renders()).to.equal(before);
  });

  it('render once for each change of the data, as for a change of its own', async () => {
    const { element, renders, publish } = await mountWatched();
    let before = renders();
    // One render of its own: a subject loaded into the form for editing.
    await clickLabelled(element, 'Edit s2-maths');
    const perRender = renders() - before;
    expect(perRender).to.be.greaterThan(0);
    // A change of the store's data that leaves the profile as it was: the calculator renders it
    // once, not again when a deferred copy of the data catches up.
    before = renders();
    publish({ saving: true });
    await settle();
    expect(renders() - before).to.equal(perRender);
  });

  it('follow an added subject: it shows first, with the figures as they were', async () => {
    const { element } = await mountWatched();
    await fillForm(element, 'Chemistry', 'O', '4');
    const shown = atFirstShowing(element, 'Chemistry', () => circle(element));
    submitButton(element).click();
    // The render that shows the subject counts nothing; (8 x 7 + 9 x 7 + 10 x 4) / 18 follows.
    expect(await shown).to.equal('8.50');
    await until(() => circle(element) === '8.83', 'the figures follow');
  });

  it('are counted once for an added subject, as for any other change', async () => {
    const { first, store } = await mountWatched();
    // A renamed semester: the store checks the profile and the calculator counts it once.
    let before = first.reads();
    await store.applyEdit('p1', { type: 'renameSemester', semesterId: 's2', name: 'Sem 2' });
    await settle();
    const perChange = first.reads() - before;
    expect(perChange).to.be.greaterThan(0);
    before = first.reads();
    await store.applyEdit('p1', { type: 'addSubject', semesterId: 's2', subject: chemistry });
    await settle();
    expect(first.reads() - before).to.equal(perChange);
  });
});

describe('gpa-calculator: Add Subject renders what it changed', () => {
  afterEach(cleanupFixtures);

  it('renders no other subject and no other semester as the subject shows', async () => {
    const maths = counted(subject('s2-maths', 9, 4), 'subjectName', 'Maths');
    const other = counted(
      { id: 's1', subjects: [subject('s1-maths', 8, 4)] } as unknown as Semester,
      'name',
      'Semester 1',
    );
    const shown: Semester = { id: 's2', name: 'Semester 2', subjects: [maths.target] };
    const data = memoryStore({
      profiles: [profile('p1', 'Mine', { semesters: [other.target, shown] })],
      activeProfileId: 'p1',
    });
    // The store's own checks read every subject and semester: what the screen reads is counted
    // from the moment the store publishes the edit.
    let atPublish = [0, 0];
    const element = await mountWithStore({
      ...data.store,
      subscribe: (listener) =>
        data.store.subscribe((snapshot) => {
          atPublish = [maths.reads(), other.reads()];
          listener(snapshot);
        }),
    });
    expect(shadowAll(element, '.subject-card__name').map((each) => each.textContent)).to.deep.equal(
      ['Maths'],
    );
    await fillForm(element, 'Chemistry', 'O', '4');
    const shownReads = atFirstShowing(element, 'Chemistry', () => [maths.reads(), other.reads()]);
    submitButton(element).click();
    expect(await shownReads).to.deep.equal(atPublish);
  });
});
