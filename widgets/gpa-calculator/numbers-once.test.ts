import { expect } from 'chai';
import type { Semester } from '../../packages/core/src/gpa/model';
import { subject } from '../../packages/core/src/gpa/scales/test-subjects';
import { cleanupFixtures, settle, typeInto } from '../../packages/ui/src/testing/widget-testing';
import { circle, memoryStore, mountWithStore, nameInput, profile } from './gpa-testing';

/**
 * A semester that counts each read of its subjects: how often the calculator looks at them, which
 * tells whether it counted the profile's numbers again or rendered again, without a clock.
 */
function watched(id: string, name: string, grade: number) {
  let reads = 0;
  const subjects = [subject(`${id}-maths`, grade, 4), subject(`${id}-physics`, grade, 3)];
  const semester = { id, name } as Semester;
  Object.defineProperty(semester, 'subjects', {
    enumerable: true,
    get: () => {
      reads += 1;
      return subjects;
    },
  });
  return { semester, reads: () => reads };
}

async function mountWatched() {
  // Semester 1 is not shown: only the numbers read it. Semester 2, shown, is read by its card too.
  const first = watched('s1', 'Semester 1', 8);
  const shown = watched('s2', 'Semester 2', 9);
  const data = memoryStore({
    profiles: [profile('p1', 'Mine', { semesters: [first.semester, shown.semester] })],
    activeProfileId: 'p1',
  });
  const element = await mountWithStore(data.store);
  return { element, first, shown, publish: data.publish };
}

describe("gpa-calculator: a profile's numbers, once per change", () => {
  afterEach(cleanupFixtures);

  it('are not counted again while a subject name is typed', async () => {
    const { element, first } = await mountWatched();
    expect(circle(element)).to.equal('8.50');
    const counted = first.reads();
    expect(counted).to.be.greaterThan(0);
    for (const text of ['C', 'Ch', 'Chemistry']) await typeInto(nameInput(element), text);
    expect(first.reads()).to.equal(counted);
  });

  it('render once for each change of the data, as for a keystroke', async () => {
    const { element, shown, publish } = await mountWatched();
    let before = shown.reads();
    await typeInto(nameInput(element), 'C');
    const perRender = shown.reads() - before;
    expect(perRender).to.be.greaterThan(0);
    // A change of the store's data that leaves the profile as it was: the calculator renders it
    // once, not again when a deferred copy of the data catches up.
    before = shown.reads();
    publish({ saving: true });
    await settle();
    expect(shown.reads() - before).to.equal(perRender);
  });
});
