import { expect } from 'chai';
import type { Profile, Semester, Subject } from '#core/gpa/model.ts';
import { subject } from '#core/gpa/scales/test-subjects.ts';
import { shownSemesterName } from '#core/gpa/shown-names.ts';
import { englishLeft } from '#ui/testing/language-testing.ts';
import {
  pickOption,
  settle,
  shadow,
  shadowAll,
  toastMessages,
  typeInto,
  until,
} from '#ui/testing/widget-testing.ts';
import { dialogField, memoryStore, mountWithStore, profile } from '../gpa-testing';
import {
  KEPT_IN_LATIN,
  describeEachLanguage,
  dialog,
  present,
  press,
  watchEnglish,
} from '../in-language-testing';

// Planning in each language: what if, Plan ahead, the marks tools, a quick semester's SGPA and a
// later attempt, each screen and each refusal driven by the language's words, with no English left.

const mine = (changes: Partial<Profile>) =>
  memoryStore({ profiles: [profile('p1', 'मेरी प्रोफ़ाइल', changes)], activeProfileId: 'p1' });

const named = (id: string, name: string, subjects: Subject[]): Semester => ({
  id,
  name,
  subjects,
});

/** The texts of `root` (in the element's shadow root) not marked as data, as the watch reads them. */
function ownTexts(root: Element): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('style, [translate="no"]')) texts.push(node.textContent ?? '');
  }
  for (const node of root.querySelectorAll('[aria-label], [placeholder], [title]')) {
    if (node.closest('[translate="no"]')) continue;
    for (const name of ['aria-label', 'placeholder', 'title']) {
      const value = node.getAttribute(name);
      if (value !== null) texts.push(value);
    }
  }
  return texts.map((text) => text.trim()).filter((text) => text !== '');
}

/** What `root` leaves in English, once data is marked: a student's names typed in Latin script. */
const englishIn = (root: Element) =>
  ownTexts(root).filter((text) => englishLeft([text], KEPT_IN_LATIN).length > 0);

/** The planning's own parts on screen: what if, the dialog open on top, and what they toast. */
const OURS = '[part~="what-if"], dialog[open], .toast__message';

/**
 * The whole element watched for English (`seen`), and our parts alone (`ours`): where `seen` holds
 * more than `ours`, the English is another part's, on the screen behind ours.
 */
function watch(element: Element) {
  const whole = watchEnglish(element);
  const ours: string[] = [];
  const look = (screen: string) => {
    whole.look(screen);
    for (const text of shadowAll(element, OURS).flatMap(englishIn)) {
      if (!ours.includes(`${screen}: ${text}`)) ours.push(`${screen}: ${text}`);
    }
  };
  return { look, ours, seen: whole.seen };
}

const whatIfLabel = (element: Element, label: string) =>
  shadowAll<HTMLLabelElement>(element, '.what-if label').find(
    (each) => each.textContent?.trim() === label,
  )!.control as HTMLInputElement & HTMLSelectElement;

async function openWhatIf(element: Element) {
  shadow(element, '[part~="what-if-toggle"]').click();
  await until(() => present(element, '[part~="what-if"]'), 'what if');
  await settle();
}

const statuses = (root: Element) =>
  [...root.querySelectorAll('[role="status"]')].map((each) => each.textContent ?? '');

describeEachLanguage('planning', (T, locale) => {
  const whatIf = T['gpa-what-if'];
  const plan = T['gpa-plan'];
  const marks = T['gpa-marks'];
  const tools = T['gpa-marks-tools'];
  const semesters = T['gpa-semesters'];
  const semesterN = (number: number) => shownSemesterName(`Semester ${number}`, T['gpa-view']);

  async function inLanguage(store: ReturnType<typeof memoryStore>['store'], readonly = false) {
    const element = await mountWithStore(store, {
      lang: locale,
      ...(readonly ? { readonly: '' } : {}),
    });
    await until(() => shadow(element, '[part~="title"]').textContent === T.gpa.title, 'its words');
    await settle();
    return element;
  }

  it('what if: grades tried, a backlog cleared, an SGPA tried and refused, the changes kept', async () => {
    const store = mine({
      semesters: [
        named('s1', 'Semester 1', [
          subject('गणित', 10, 4, { gradeCode: 'O' }),
          subject('भौतिकी', 0, 3, { gradeCode: 'F' }),
        ]),
        named('s2', 'Semester 2', [subject('रसायन', 8, 4, { gradeCode: 'A' })]),
        named('s3', 'Semester 3', [subject('योग', 10, 0, { gradeCode: 'O' })]),
      ],
    }).store;
    const element = await inLanguage(store);
    const { look, ours, seen } = watch(element);
    await openWhatIf(element);
    expect(
      shadowAll(element, '.what-if .section-heading').map((each) => each.textContent),
    ).to.deep.equal([semesterN(1), semesterN(2), semesterN(3)]);
    look('what if');

    await pickOption(whatIfLabel(element, whatIf.gradeOf('रसायन')), 'O');
    await pickOption(whatIfLabel(element, whatIf.clearLabel('भौतिकी')), 'A');
    expect(shadowAll(element, '.what-if__badge')).to.have.length(2);
    look('a grade tried and a backlog cleared');

    const sgpa = whatIfLabel(element, whatIf.trySgpa(semesterN(1)));
    await typeInto(sgpa, '11');
    expect(shadowAll(element, '.what-if__error')).to.have.length(1);
    look('an SGPA refused');
    await typeInto(sgpa, '7.5');
    expect(shadowAll(element, '.what-if__error')).to.have.length(0);
    look('an SGPA tried, which cannot be kept');
    await typeInto(sgpa, '');

    await typeInto(whatIfLabel(element, whatIf.trySgpa(semesterN(3))), '8');
    expect(shadowAll(element, '.what-if__error').map((each) => each.textContent)).to.deep.equal([
      whatIf.noCredits(semesterN(3)),
    ]);
    look('an SGPA of a semester without graded credits');
    await typeInto(whatIfLabel(element, whatIf.trySgpa(semesterN(3))), '');

    shadow(element, '[part~="what-if-keep"]').click();
    await until(() => toastMessages(element).includes(whatIf.kept), 'the changes kept');
    look('the changes kept');
    expect(ours).to.deep.equal([]);
    expect(seen).to.deep.equal([]);
  });

  it('what if: a backlog that cannot be cleared, for a read-only viewer, on a university scale', async () => {
    const many = Array.from({ length: 49 }, (_, index) =>
      named(`e${index}`, `Semester ${index + 1}`, []),
    );
    const store = mine({
      scale: { preset: 'sppu-2019' },
      semesters: [
        ...many,
        named('last', 'Semester 50', [
          subject('गणित', 10, 4, { gradeCode: 'O' }),
          subject('भौतिकी', 0, 3, { gradeCode: 'F' }),
        ]),
      ],
    }).store;
    const element = await inLanguage(store, true);
    const { look, ours, seen } = watch(element);
    await openWhatIf(element);
    expect(shadow(element, '.what-if__note').textContent).to.equal(whatIf.readOnlyNote);
    look('what if, read-only, on SPPU');
    await pickOption(whatIfLabel(element, whatIf.clearLabel('भौतिकी')), 'A');
    await until(() => toastMessages(element).length > 0, 'the refusal');
    expect(toastMessages(element)).to.deep.equal([T['gpa-limits'].tooManySems('50')]);
    look('a 51st semester refused');
    expect(ours).to.deep.equal([]);
    expect(seen).to.deep.equal([]);
  });

  it('what if shows a student’s own names as they are, marked as data', async () => {
    const store = mine({
      scale: { preset: 'sppu-2019' },
      semesters: [
        named('s1', 'Summer term', [
          subject('Maths', 10, 4, { gradeCode: 'O' }),
          subject('Physics', 0, 3, { gradeCode: 'F' }),
          subject('भौतिकी', 0, 3, { gradeCode: 'F' }),
        ]),
        named('s2', 'Winter term', [subject('Yoga', 10, 0, { gradeCode: 'O' })]),
        // Where the backlog is cleared: a semester's note names it (the semesters' words).
        named('s3', 'Semester 3', [subject('Chemistry', 8, 4, { gradeCode: 'A' })]),
      ],
    }).store;
    const element = await inLanguage(store);
    await openWhatIf(element);
    const part = shadow(element, '[part~="what-if"]');
    expect(englishIn(part)).to.deep.equal([]);
    // A later attempt's note names its subject (the semesters' words): cleared here in the language.
    await pickOption(whatIfLabel(element, whatIf.clearLabel('भौतिकी')), 'A');
    await typeInto(whatIfLabel(element, whatIf.trySgpa('Summer term')), '11');
    await typeInto(whatIfLabel(element, whatIf.trySgpa('Winter term')), '8');
    expect(shadowAll(element, '.what-if__error').map((each) => each.textContent)).to.deep.equal([
      T['gpa-limits'].sgpaRange('10', '2'),
      whatIf.noCredits('Winter term'),
    ]);
    expect(englishIn(part)).to.deep.equal([]);
  });

  it('Plan ahead: every answer and refusal, and marks to grade', async () => {
    const store = mine({
      scale: { preset: 'sppu-2019' },
      semesters: [
        named('s1', 'Semester 1', [subject('क', 8, 20, { gradeCode: 'A' })]),
        named('s2', 'Semester 2', [subject('ख', 7, 20, { gradeCode: 'B+' })]),
      ],
    }).store;
    const element = await inLanguage(store);
    const { look, ours, seen } = watch(element);
    shadow(element, '[part~="plan"]').click();
    const box = await dialog(element, T.gpa.plan);
    expect(box.querySelector('h3')!.textContent).to.equal(plan.heading);
    look('the plan');
    const target = dialogField(box, plan.target);
    // 7.50 after 40 credits; six more semesters of 20 credits each.
    for (const [typed, said, screen] of [
      ['8', plan.reachable('8.00', '8.17', 6), 'a target reachable'],
      ['7', plan.reached('7.00', '7.50'), 'a target reached'],
      ['9.9', plan.beyond('9.90', 10, 6, '9.38'), 'a target beyond the maximum'],
      ['8.123', plan.targetBad(10, 2), 'a target refused'],
    ]) {
      await typeInto(target, typed!);
      expect(statuses(box)[0]).to.contain(said);
      look(screen!);
    }
    await typeInto(target, '8');
    await typeInto(dialogField(box, plan.credits(semesterN(4))), '0.3');
    expect(statuses(box)[0]).to.equal(plan.creditsBad(semesterN(4), 0.5, 100));
    look('credits refused');
    await typeInto(dialogField(box, plan.remaining), '0');
    expect(statuses(box)[0]).to.contain(plan.countBad(20));
    look('a count refused');

    const marksField = dialogField(box, marks.marks);
    for (const [typed, said, screen] of [
      ['73', marks.inBand(73, 'A+', 'Excellent', 70, 79), 'marks in a band'],
      ['35', marks.below(35, 'F', 'Fail', 40), 'marks below every band'],
      ['72.5', marks.problem(100), 'marks refused'],
    ] as const) {
      await typeInto(marksField, typed);
      expect(statuses(box)[1]).to.equal(said);
      look(screen);
    }
    await pickOption(dialogField(box, marks.neededFor), 'B+');
    expect(statuses(box).at(-1)).to.equal(marks.needs('B+', 55, 59));
    look('the marks a grade needs');
    expect(ours).to.deep.equal([]);
    expect(seen).to.deep.equal([]);
  });

  it('Plan ahead with no CGPA yet, on SPEC’s scale and on scales not weighted by credits', async () => {
    const ours: string[] = [];
    const seen: string[] = [];
    for (const [preset, remaining, said] of [
      [null, '6', plan.reachable('8.00', '8.00', 6)],
      ['mumbai-cbcs', '6', plan.equalWeight],
      ['gtu', '6', plan.lastOnly(4)],
      ['makaut-dgpa', '6', plan.yearWeighted(2)],
      ['makaut-dgpa', '12', plan.tooManyYears],
    ] as const) {
      const element = await inLanguage(mine(preset === null ? {} : { scale: { preset } }).store);
      const watched = watch(element);
      shadow(element, '[part~="plan"]').click();
      const box = await dialog(element, T.gpa.plan);
      expect(box.querySelector('.plan-dialog__note')!.textContent).to.equal(plan.noCgpa);
      await typeInto(dialogField(box, plan.remaining), remaining);
      await typeInto(dialogField(box, plan.target), '8');
      expect(box.textContent).to.contain(said);
      if (preset === 'gtu') {
        // The class a target gives, as GTU names it: data in our sentence.
        const data = [...box.querySelectorAll('[role="status"] [translate="no"]')];
        expect(data.map((each) => each.textContent)).to.deep.equal(['First Class']);
      }
      watched.look(`the plan on ${preset ?? 'SPEC'}, ${remaining} semesters`);
      ours.push(...watched.ours);
      seen.push(...watched.seen);
    }
    expect(ours).to.deep.equal([]);
    expect(seen).to.deep.equal([]);
  });

  it('the marks tools: the marks each grade needs, their working, and every refusal', async () => {
    const store = mine({
      scale: { preset: 'sppu-2019' },
      semesters: [named('s1', 'Semester 1', [subject('क', 8, 20, { gradeCode: 'A' })])],
    }).store;
    const element = await inLanguage(store);
    const { look, ours, seen } = watch(element);
    shadow(element, '[part~="marks-tools"]').click();
    const box = await dialog(element, T.gpa.marks);
    look('the marks tools');
    await typeInto(dialogField(box, tools.internal), '30');
    await typeInto(dialogField(box, tools.external), '70');
    await typeInto(dialogField(box, tools.obtained('30')), '23');
    expect(box.querySelectorAll('.marks-tools__needs li')).to.have.length(7);
    look('the marks each grade needs');
    await typeInto(dialogField(box, tools.paper), '100');
    await typeInto(dialogField(box, tools.minimum('70')), '24.5');
    look('a paper scaled, with a minimum');
    box.querySelector('summary')!.click();
    await until(() => box.querySelector('table') !== null, 'the working');
    look('the working');

    await typeInto(dialogField(box, tools.obtained('30')), '5');
    expect(box.querySelectorAll('.marks-tools__need--unreachable').length).to.be.above(0);
    look('grades not reachable');
    // Half the marks internal, 45 of them obtained: the lower grades are secured.
    await typeInto(dialogField(box, tools.internal), '50');
    await typeInto(dialogField(box, tools.external), '50');
    await typeInto(dialogField(box, tools.paper), '');
    await typeInto(dialogField(box, tools.obtained('50')), '45');
    expect(box.querySelectorAll('.marks-tools__need--secured').length).to.be.above(0);
    look('grades already secured');
    await typeInto(dialogField(box, tools.obtained('50')), '51');
    await typeInto(dialogField(box, tools.minimum('50')), '99');
    await typeInto(dialogField(box, tools.paper), 'x');
    const refusals = () => [...box.querySelectorAll('[role="status"] p')].map((p) => p.textContent);
    expect(refusals()).to.deep.equal([
      tools.obtainedBad(50),
      tools.paperBad(1000),
      tools.minimumBad(50),
    ]);
    look('internal marks, a minimum and a paper refused');
    await typeInto(dialogField(box, tools.external), 'x');
    await typeInto(dialogField(box, tools.internal), 'x');
    expect(refusals()).to.deep.equal([
      tools.internalBad(1000),
      tools.externalBad(1000),
      tools.paperBad(1000),
    ]);
    look('the maximums refused');
    expect(ours).to.deep.equal([]);
    expect(seen).to.deep.equal([]);
  });

  it('a quick semester’s SGPA: the dialog and each refusal', async () => {
    const store = mine({ semesters: [named('s1', 'Semester 1', [])] }).store;
    const element = await inLanguage(store);
    const { look, ours, seen } = watch(element);
    await press(element, semesters.enterSgpa);
    const box = await dialog(element, T['gpa-quick-sgpa'].title(semesterN(1)));
    look('the quick SGPA dialog');
    const save = T['gpa-quick-sgpa'].save;
    const problem = () => box.querySelector('[role="alert"]')!.textContent;
    await press(element, save, box);
    expect(problem()).to.equal(T['gpa-sgpa-form'].fillBoth);
    look('nothing entered');
    const [sgpa, credits] = [...box.querySelectorAll('input')];
    await typeInto(sgpa!, '10.5');
    await typeInto(credits!, '22');
    await press(element, save, box);
    expect(problem()).to.equal(T['gpa-limits'].sgpaRange('10', '2'));
    look('an SGPA refused');
    await typeInto(sgpa!, '8');
    await typeInto(credits!, '0');
    await press(element, save, box);
    expect(problem()).to.equal(T['gpa-limits'].semCredits('100'));
    look('credits refused');
    expect(ours).to.deep.equal([]);
    expect(seen).to.deep.equal([]);
  });

  it('a later attempt: the dialog, its refusals, and a 51st semester refused', async () => {
    const store = mine({
      semesters: [
        ...Array.from({ length: 49 }, (_, index) =>
          named(`e${index}`, `Semester ${index + 1}`, []),
        ),
        named('last', 'Semester 50', [subject('भौतिकी', 0, 3, { gradeCode: 'F' })]),
      ],
    }).store;
    const element = await inLanguage(store);
    const { look, ours, seen } = watch(element);
    await press(element, semesters.laterTry);
    const box = await dialog(element, T['gpa-retake'].title('भौतिकी'));
    look('the later attempt');
    const save = T['gpa-retake'].save;
    const problem = () => box.querySelector('[role="alert"]')!.textContent;
    await press(element, save, box);
    expect(problem()).to.equal(T['gpa-subject-form'].fillAll);
    look('nothing picked');
    await pickOption(dialogField(box, T['gpa-scale'].grade), 'A');
    await press(element, save, box);
    expect(problem()).to.equal(T['gpa-limits'].tooManySems('50'));
    look('a 51st semester refused');
    expect(ours).to.deep.equal([]);
    expect(seen).to.deep.equal([]);
  });
});
