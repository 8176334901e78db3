import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { MAX_SEMESTERS } from '#core/gpa/limits.ts';
import type { Profile, Semester } from '#core/gpa/model.ts';
import { shownSemesterName } from '#core/gpa/shown-names.ts';
import { localDigits } from '#core/i18n/numbers.ts';
import { subject } from '#core/gpa/scales/test-subjects.ts';
import {
  pickOption,
  settle,
  shadow,
  shadowAll,
  toastMessages,
  typeInto,
  until,
} from '#ui/testing/widget-testing.ts';
import { openWorking } from '#ui/working/working-testing.ts';
import { memoryStore, mountWithStore, openInfo, profile, topDialog } from '../gpa-testing';
import {
  describeEachLanguage,
  dialog,
  field,
  press,
  present,
  watchEnglish,
} from '../in-language-testing';

// The semesters, the summary, the cards below them, the working and the Add Semester refusal in
// each language: every screen of them driven by the language's words, with no English left on any. Profiles of
// a student who named them herself (the first profile's name is the drawer's to show), on SPEC's
// scale and on universities'.

/** A subject the student named (data, in any language), with its grade's code and points on the profile's scale. */
const namedSubject = (
  id: string,
  name: string,
  [code, points]: [string, number],
  credit: number,
  retakeOf?: string,
) => subject(id, points, credit, { subjectName: name, gradeCode: code, retakeOf });

/** The product's 'Semester N'. */
const semester = (number: number, changes: Partial<Semester> = {}): Semester => ({
  id: `s${number}`,
  name: `Semester ${number}`,
  subjects: [],
  ...changes,
});

/**
 * Three semesters: a fail cleared in the next, an active backlog, and one entered from its grade
 * card; on SPEC's scale, CGPA 8.07 (above VTU's First Class with Distinction).
 */
const studies = (changes: Partial<Profile> = {}): Profile =>
  profile('p1', 'आशा', {
    semesters: [
      semester(1, {
        subjects: [
          namedSubject('m1', 'गणित', ['A+', 9], 4),
          namedSubject('p1', 'भौतिकी', ['F', 0], 3),
        ],
      }),
      semester(2, {
        subjects: [
          namedSubject('c1', 'रसायन', ['O', 10], 3),
          namedSubject('p2', 'भौतिकी', ['B+', 7], 3, 'p1'),
          namedSubject('d1', 'चित्रकला', ['F', 0], 1),
        ],
      }),
      semester(3, { entered: { sgpa: 8.25, credits: 22 } }),
    ],
    ...changes,
  });

const selectTab = async (element: Element, index: number) => {
  shadowAll(element, "[part~='semester-tab']")[index]!.click();
  await settle();
};

/** Closes the info popup on top by its one button. */
const closeInfo = async (element: Element) => {
  topDialog(element).querySelector<HTMLButtonElement>('.dialog__actions button')!.click();
  await settle();
};

const newToast = async (element: Element, before: number) => {
  await until(() => toastMessages(element).length > before, 'a message');
  return toastMessages(element).at(-1)!;
};

const textOf = (element: Element, selector: string) => shadow(element, selector).textContent;

describeEachLanguage('semesters, summary, cards and working', (T, locale) => {
  const semesters = T['gpa-semesters'];
  const cards = T['gpa-cards'];
  const semesterOne = shownSemesterName('Semester 1', T['gpa-view']);

  /** The element in the language on a store of `profiles`, once its words have arrived. */
  async function mountInLanguage(profiles: Profile[], attributes: Record<string, string> = {}) {
    const { store } = memoryStore({ profiles, activeProfileId: profiles[0]!.id });
    const element = await mountWithStore(store, { lang: locale, ...attributes });
    await until(
      () => shadow(element, "[part~='add-semester']").textContent?.trim() === semesters.addSemester,
      'its words',
    );
    await settle();
    return element;
  }

  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('the tabs, a semester and its subjects, the form and its popups, dialogs and messages', async () => {
    const element = await mountInLanguage([studies()]);
    const { look, seen } = watchEnglish(element);
    expect(textOf(element, "[part~='backlogs']")).to.equal(T['gpa-view'].backlogs(1, 1));
    look('the first screen');
    await selectTab(element, 1);
    await until(() => shadowAll(element, "[part~='subject']").length === 3, 'semester 2');
    look('a semester with a backlog and a later attempt');

    await selectTab(element, 0);
    await until(() => shadowAll(element, "[part~='subject']").length === 2, 'semester 1');
    look('a semester with a fail cleared later');

    await openInfo(element, semesters.aboutGrades);
    look('the grades popup');
    await closeInfo(element);
    await openInfo(element, semesters.aboutCredits);
    look('the credits popup');
    await closeInfo(element);

    await press(element, semesters.editNamed('गणित'));
    expect(present(element, '.subject-card--editing')).to.equal(true);
    look('a subject being edited');
    await press(element, semesters.cancel, shadow(element, "[part~='subject-form']"));

    let toasts = toastMessages(element).length;
    await press(element, semesters.addSubject);
    expect(await newToast(element, toasts)).to.equal(T['gpa-subject-form'].fillAll);
    look('an empty subject refused');

    await press(element, semesters.renameNamed(semesterOne));
    const rename = await dialog(element, semesters.renameSem);
    look('the rename dialog');
    await typeInto(rename.querySelector('input')!, 'क'.repeat(201));
    toasts = toastMessages(element).length;
    await press(element, semesters.rename, rename);
    expect(await newToast(element, toasts)).to.equal(T['gpa-limits'].semNameLong('200'));
    look('a name too long refused');

    await press(element, semesters.deleteNamed(semesterOne));
    const remove = await dialog(element, semesters.deleteSem);
    look('the delete dialog');
    await press(element, semesters.cancel, remove);

    toasts = toastMessages(element).length;
    await press(element, semesters.deleteNamed('गणित'));
    expect(await newToast(element, toasts)).to.equal(semesters.subjectGone('गणित'));
    look('a subject deleted, with undo');

    await selectTab(element, 2);
    await until(() => present(element, "[part~='entered']"), 'the quick semester');
    look('a semester entered from its grade card');
    await press(element, semesters.changeSgpa);
    const quick = await dialog(element);
    await typeInto(quick.querySelector('input')!, '12');
    await press(element, T['gpa-quick-sgpa'].save, quick);
    await until(() => quick.querySelector('[role="alert"]') !== null, 'the refusal');
    look('an SGPA above the scale refused');
    await press(element, semesters.cancel, quick);

    await press(element, semesters.addSemester);
    await until(() => shadowAll(element, "[part~='semester-tab']").length === 4, 'semester 4');
    expect(present(element, "[part~='semester'] [part~='empty']")).to.equal(true);
    look('a new semester without subjects');
    expect(seen).to.deep.equal([]);
  });

  it('the cards below, each conversion, and the working on SPEC’s scale', async () => {
    const element = await mountInLanguage([studies()]);
    const { look, seen } = watchEnglish(element);
    await until(() => present(element, "[part~='trend']"), 'the trend');
    expect(present(element, "[part~='four-point']")).to.equal(true);
    look('the trend, the percentage and the 4-point cards');
    const conversion = field(element, cards.conversion);
    for (const option of [...conversion.options]) {
      await pickOption(conversion, option.value);
      look(`the percentage by ${option.value}`);
    }
    await typeInto(field(element, cards.multiplier), '20');
    expect(textOf(element, '.percentage-card__formula')).to.contain('100.00%');
    look('a percentage past 100');
    await typeInto(field(element, cards.offset), '');
    expect(textOf(element, '.percentage-card__error')).to.equal(T['gpa-percentage'].customNumbers);
    look('a conversion without its numbers');

    await openWorking(element);
    look('the working');
    expect(seen).to.deep.equal([]);
  });

  it('a university’s scale: its grades, rule and class, and the working', async () => {
    const element = await mountInLanguage([studies({ scale: { preset: 'vtu-2022-r2' } })]);
    const { look, seen } = watchEnglish(element);
    await until(() => present(element, '.percentage-card__class'), 'the class');
    look('the subject form and the cards on VTU');
    await openWorking(element);
    look('the working on VTU');
    expect(seen).to.deep.equal([]);
  });

  it('a CGPA under every class, and a scale without a percentage', async () => {
    const low = profile('p1', 'आशा', {
      scale: { preset: 'vtu-2022-r2' },
      semesters: [semester(1, { subjects: [namedSubject('m1', 'गणित', ['C', 5], 4)] })],
    });
    const vtu = await mountInLanguage([low]);
    const { look, seen } = watchEnglish(vtu);
    await until(() => present(vtu, '.percentage-card__class'), 'the class');
    look('below every class');
    const iit = await mountInLanguage([{ ...low, scale: { preset: 'iit-gandhinagar' }, id: 'p2' }]);
    const other = watchEnglish(iit);
    await until(() => present(iit, '.percentage-card__none'), 'no conversion');
    other.look('a scale without a percentage, and grades kept out of the GPA');
    await openWorking(iit);
    other.look('its working');
    expect([...seen, ...other.seen]).to.deep.equal([]);
  });

  it('the phone’s semester select, and the refusal at the limit in the element’s digits', async () => {
    await setViewport({ width: 390, height: 844 });
    const full = Array.from({ length: MAX_SEMESTERS }, (_, index) => semester(index + 1));
    const element = await mountInLanguage([profile('p1', 'आशा', { semesters: full })], {
      digits: 'native',
    });
    const { look, seen } = watchEnglish(element);
    expect(shadow(element, "[part~='semester-picker']").checkVisibility()).to.equal(true);
    look('the semester select');
    shadow(element, "[part~='add-semester']").click();
    expect(await newToast(element, 0)).to.equal(
      T['gpa-limits'].tooManySems(localDigits('50', locale, 'native')),
    );
    look('the refusal');
    expect(seen).to.deep.equal([]);
  });
});
