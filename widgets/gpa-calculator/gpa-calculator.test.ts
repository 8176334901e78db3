import { expect } from 'chai';
import { GRADE_OPTIONS, GRADE_REFERENCE } from '#core/gpa/grades.ts';
import {
  captureConsoleErrors,
  cleanupFixtures,
  clickLikeUser,
  describeSharedWidgetRules,
  errorNames,
  expectToastsClearOf,
  settle,
  shadow,
  shadowAll,
  toastMessages,
  until,
} from '#ui/testing/widget-testing.ts';
import { KEPT_FOR_THE_VISIT_NOTICE, UNREADABLE_DATA_NOTICE } from './profiles/device-store';
import type { GpaChangeDetail } from './gpa-calculator';
import { gpaCalculatorWidget } from './gpa-calculator.widget';
import {
  openInfo,
  type Gpa,
  WELCOME,
  SAVE_ERROR,
  freshKey,
  loaded,
  mountMarkup,
  mount,
  mountPrepared,
  texts,
  textOf,
  circle,
  counts,
  profileName,
  tabs,
  card,
  emptyStates,
  nameInput,
  gradeSelect,
  creditInput,
  formValues,
  submitButton,
  lastToastType,
  typeInto,
  fillForm,
  click,
  clickButton,
  clickLabelled,
  addSubject,
  topDialog,
  openDialogTitles,
  answerDialog,
  addProfile,
  switchProfile,
  fillStorage,
  profile,
  memoryStore,
  mountWithStore,
} from './gpa-testing';

describe('gpa-calculator', () => {
  describe('screen', () => {
    it('starts with a default profile, Semester 1, an empty form and the welcome toast', async () => {
      const element = await mount('welcome');
      expect(textOf(element, 'h2')).to.equal('GPA Calculator');
      expect(textOf(element, '.gpa-calculator__subtitle')).to.equal(
        'Calculate your semester GPA and cumulative GPA',
      );
      expect(profileName(element)).to.equal('User (Default)');
      element.hideTitle = true;
      await settle();
      expect(shadowAll(element, '.gpa-calculator__subtitle')).to.have.length(0);
      element.hideTitle = false;
      await settle();
      expect(tabs(element)).to.deep.equal(['Semester 1 0.00 *']);
      expect([circle(element), counts(element)]).to.deep.equal(['0.00', [1, 0, 0]]);
      expect(texts(element, '.gpa-summary__counts dt')).to.deep.equal([
        'Semesters',
        'Total Subjects',
        'Total Credits',
      ]);
      expect(card(element)).to.deep.equal(['Semester 1']);
      expect(emptyStates(element)).to.deep.equal(['No subjects added yet']);
      expect(toastMessages(element)).to.deep.equal([WELCOME]);
      expect(lastToastType(element)).to.equal('success');
      // Clear of the profile selector, the first thing a new student reaches for.
      await expectToastsClearOf(element, shadow(element, "[part~='profile-selector']"));
      expect(textOf(element, "[part~='add-semester']")).to.equal('Add Semester');
      expect(submitButton(element).textContent).to.equal('Add Subject');
      expect(shadowAll(element, "[part~='saving'], [part~='read-only']")).to.have.length(0);
    });

    it('without welcome (an embed), creates the first profile without a toast', async () => {
      const element = await mount();
      expect(profileName(element)).to.equal('User (Default)');
      await settle();
      expect(toastMessages(element)).to.deep.equal([]);
    });

    it('labels the form: grade options in order, credits a decimal number >= 0 in steps of 0.5', async () => {
      const element = await mount();
      expect(texts(element, "[part~='subject-form'] label")).to.deep.equal([
        'Subject name',
        'Grade',
        'Credits',
      ]);
      expect([...gradeSelect(element).options].map((option) => option.text)).to.deep.equal([
        'Select grade',
        ...GRADE_OPTIONS.map((option) => option.label),
      ]);
      const credits = creditInput(element);
      expect([credits.type, credits.inputMode, credits.min, credits.step]).to.deep.equal([
        'number',
        'decimal',
        '0',
        '0.5',
      ]);
      expect(formValues(element)).to.deep.equal(['', '', '']);
    });

    it('opens the grade table and the credit-hour explanation from the labels', async () => {
      const element = await mount();
      await openInfo(element, 'About grades');
      expect(openDialogTitles(element)).to.deep.equal(['Grade points']);
      const rows = [...topDialog(element).querySelectorAll('tbody tr')].map((row) =>
        [...row.children].map((cell) => cell.textContent),
      );
      expect(rows).to.deep.equal(
        GRADE_REFERENCE.map(({ grade, points, meaning }) => [grade, String(points), meaning]),
      );
      expect(rows.map(([grade]) => grade).join(' ')).to.equal('O A+ A B+ B C P F G E I');
      await answerDialog(element, 'Close');
      expect(openDialogTitles(element)).to.deep.equal([]);
      await openInfo(element, 'About credits');
      expect(openDialogTitles(element)).to.deep.equal(['Credit hours']);
      expect(topDialog(element).textContent).to.contain('Credits (credit hours)');
      expect(topDialog(element).textContent).to.contain('from 0 to 30, in steps of 0.5');
    });

    it("shows 'Loading your GPA data...' until the store is ready", async () => {
      const { store, publish } = memoryStore({ status: 'loading' });
      const element = await mountWithStore(store);
      expect(textOf(element, '[role="status"]')).to.equal('Loading your GPA data...');
      expect(shadowAll(element, "[part~='summary']")).to.have.length(0);
      publish({ status: 'ready', profiles: [profile('p1', 'Mine')] });
      // Readiness renders deferred (use-gpa-store.ts), in slices that a busy machine stretches.
      await until(
        () => shadowAll(element, '.gpa-calculator__loading').length === 0,
        'the data replaces the loading line',
      );
      expect(profileName(element)).to.equal('Mine');
    });

    it("shows 'Saving...' while the store has unsaved writes", async () => {
      const { store, publish } = memoryStore({ profiles: [profile('p1', 'Mine')] });
      const element = await mountWithStore(store);
      publish({ saving: true });
      await settle();
      expect(texts(element, "[part~='saving']")).to.deep.equal(['Saving...']);
      publish({ saving: false });
      await settle();
      expect(texts(element, "[part~='saving']")).to.deep.equal([]);
    });
  });

  describe('storage', () => {
    it('keeps data and the chosen profile across a reload, without a second welcome', async () => {
      const key = freshKey();
      const element = await mount('', key);
      await addSubject(element, 'Mathematics', 'O', '4');
      await addProfile(element, 'Second');
      await addSubject(element, 'Physics', 'A', '3');
      await cleanupFixtures();
      const reloaded = await mount('', key);
      expect([profileName(reloaded), circle(reloaded), ...card(reloaded)]).to.deep.equal([
        'Second',
        '8.00',
        'Semester 1',
        'Physics: Grade A · 3 credits · 24.00 points',
      ]);
      expect(toastMessages(reloaded)).to.deep.equal([]);
      await switchProfile(reloaded, 'User (Default)');
      expect(card(reloaded).slice(1)).to.deep.equal([
        'Mathematics: Grade O · 4 credits · 40.00 points',
      ]);
    });

    it('works where the browser blocks storage, saying so at the first edit only', async () => {
      // As in an iframe on another site with third-party storage blocked: reading it throws.
      const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get: () => {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
      try {
        const element = await mount('', 'blocked-storage');
        expect(profileName(element)).to.equal('User (Default)');
        expect(toastMessages(element)).to.deep.equal([]);
        await addSubject(element, 'Mathematics', 'O', '4');
        await addSubject(element, 'Physics', 'A', '3');
        expect(circle(element)).to.equal('9.14');
        expect(toastMessages(element)).to.deep.equal([KEPT_FOR_THE_VISIT_NOTICE.message]);
      } finally {
        Object.defineProperty(window, 'localStorage', original);
      }
    });

    it('starts a fresh default profile when another tab clears the saved profiles', async () => {
      const key = freshKey();
      const element = await mount('welcome', key);
      await addSubject(element, 'Mathematics', 'O', '4');
      const otherTab = document.createElement('iframe');
      document.body.append(otherTab);
      const errors = captureConsoleErrors();
      try {
        otherTab.contentWindow!.localStorage.removeItem(`${key}.gpaProfiles`);
        await until(() => circle(element) === '0.00', 'a fresh profile shows');
        expect(profileName(element)).to.equal('User (Default)');
        expect(toastMessages(element)).to.include('Welcome! Created your first profile.');
        expect(localStorage.getItem(`${key}.gpaProfiles`)).to.not.equal(null);
        // Creating the profile publishes 'saving' while still empty: that must not ask again.
        expect(errors.map(String)).to.deep.equal([]);
      } finally {
        otherTab.remove();
      }
    });

    it('elements with the same storage-key share edits; other keys keep their own', async () => {
      const key = freshKey();
      const [first, second, other] = [await mount('', key), await mount('', key), await mount()];
      await addSubject(first, 'Mathematics', 'O', '4');
      expect(card(second).slice(1)).to.deep.equal([
        'Mathematics: Grade O · 4 credits · 40.00 points',
      ]);
      expect(circle(second)).to.equal('10.00');
      expect([circle(other), ...card(other)]).to.deep.equal(['0.00', 'Semester 1']);
      await clickButton(second, 'Add Semester');
      expect(tabs(first)).to.deep.equal(['Semester 1 10.00 *', 'Semester 2 0.00']);
      expect(tabs(other)).to.deep.equal(['Semester 1 0.00 *']);
    });

    it('keeps unreadable saved data as a backup, says so and starts with a fresh profile', async () => {
      localStorage.setItem('gpaProfiles', '{oops');
      const element = await mountMarkup('<gpa-calculator></gpa-calculator>');
      expect(toastMessages(element)).to.include(UNREADABLE_DATA_NOTICE.message);
      const warning = shadowAll(element, '.toast').find(
        (toast) => toast.textContent === UNREADABLE_DATA_NOTICE.message,
      );
      expect(warning!.dataset.type).to.equal('warning');
      expect(localStorage.getItem('gpaProfiles.backup')).to.equal('{oops');
      expect([profileName(element), ...tabs(element)]).to.deep.equal([
        'User (Default)',
        'Semester 1 0.00 *',
      ]);
      expect(JSON.parse(localStorage.getItem('gpaProfiles')!)).to.have.length(1);
    });

    it("says 'Error saving data. Please try again.' when storage is full and keeps the data shown", async () => {
      const logged = captureConsoleErrors();
      const element = await mount();
      await addSubject(element, 'Mathematics', 'O', '4');
      fillStorage();
      await addSubject(element, 'Physics', 'A', '3');
      expect(toastMessages(element).at(-1)).to.equal(SAVE_ERROR);
      expect(lastToastType(element)).to.equal('error');
      expect([circle(element), ...card(element)]).to.deep.equal([
        '10.00',
        'Semester 1',
        'Mathematics: Grade O · 4 credits · 40.00 points',
      ]);
      expect(formValues(element), 'nothing typed is lost').to.deep.equal(['Physics', 'A', '3']);
      await clickButton(element, 'Add Semester');
      expect(tabs(element)).to.deep.equal(['Semester 1 10.00 *']);
      expect(toastMessages(element).at(-1)).to.equal(SAVE_ERROR);
      expect(errorNames(logged)).to.deep.equal([
        'QuotaExceededError',
        'Error',
        'QuotaExceededError',
        'Error',
      ]);
    });
  });

  describe('gpa-change event', () => {
    it('reports the figures on load, after edits and on a profile switch, bubbling and composed', async () => {
      const details: GpaChangeDetail[] = [];
      const results: GpaChangeDetail[] = [];
      const flags: boolean[][] = [];
      const key = freshKey();
      const element = await mountPrepared((prepared) => {
        prepared.setAttribute('storage-key', key);
        prepared.addEventListener('gpa-change', (event) => {
          flags.push([event.bubbles, event.composed]);
          details.push((event as CustomEvent<GpaChangeDetail>).detail);
        });
        prepared.addEventListener('result-change', (event) =>
          results.push((event as CustomEvent<GpaChangeDetail>).detail),
        );
      });
      await loaded(element);
      await addSubject(element, 'Mathematics', 'O', '4');
      await addSubject(element, 'Physics', 'A', '3');
      await fillForm(element, 'Typing only', 'A', '1');
      await clickButton(element, 'Add Semester');
      await addProfile(element, 'Second');
      const defaultProfile = details[0]!;
      const semesterId = defaultProfile.semesters[0]!.id;
      expect(
        details.map(({ profileName: name, cumulativeGpa, totalCredits, semesters }) => [
          name,
          cumulativeGpa,
          totalCredits,
          semesters
            .map((semester) => `${semester.name} ${semester.gpa} ${semester.credits}`)
            .join(', '),
        ]),
      ).to.deep.equal([
        ['User (Default)', '0.00', 0, 'Semester 1 0.00 0'],
        ['User (Default)', '10.00', 4, 'Semester 1 10.00 4'],
        ['User (Default)', '9.14', 7, 'Semester 1 9.14 7'],
        ['User (Default)', '9.14', 7, 'Semester 1 9.14 7, Semester 2 0.00 0'],
        ['Second', '0.00', 0, 'Semester 1 0.00 0'],
      ]);
      expect(details[2]).to.deep.equal({
        profileId: defaultProfile.profileId,
        profileName: 'User (Default)',
        semesters: [{ id: semesterId, name: 'Semester 1', gpa: '9.14', credits: 7 }],
        cumulativeGpa: '9.14',
        totalCredits: 7,
        creditsAttempted: 7,
        totalSubjects: 2,
        // SPEC's scale converts as the percentage card does by default: 9.14 × 9.5.
        scale: { id: 'spec-default', name: 'CampusCalc default (10-point)' },
        percentage: '86.83',
        classification: null,
      });
      expect(results).to.deep.equal(details);
      expect(flags.every(([bubbles, composed]) => bubbles && composed)).to.equal(true);
    });
  });

  describe('attributes and properties', () => {
    it('storage-key picks the profile set; changing it loads the other set', async () => {
      const [keyA, keyB] = [freshKey(), freshKey()];
      const other = await mount('', keyB);
      await addSubject(other, 'Mathematics', 'O', '4');
      const element = await mount('', keyA);
      expect(element.storageKey).to.equal(keyA);
      expect(circle(element)).to.equal('0.00');
      element.storageKey = keyB;
      await loaded(element);
      await settle();
      expect(element.getAttribute('storage-key')).to.equal(keyB);
      expect(circle(element)).to.equal('10.00');
      element.removeAttribute('storage-key');
      // The summary of the previous set shows until the default set is created and read.
      await until(() => localStorage.getItem('gpaProfiles') !== null, 'the default set is saved');
      await until(() => circle(element) === '0.00', 'the default set shows');
      expect(localStorage.getItem('gpaProfiles')).not.to.equal(null);
      expect(circle(element)).to.equal('0.00');
    });

    it('takes a store from the store property, instead of the device', async () => {
      const { store } = memoryStore({ profiles: [profile('p1', 'From the store')] });
      const element = await mountWithStore(store);
      expect(element.store === store).to.equal(true);
      expect(profileName(element)).to.equal('From the store');
      expect(localStorage.length).to.equal(0);
    });
  });
});

describeSharedWidgetRules<Gpa>(gpaCalculatorWidget, {
  title: 'GPA Calculator',
  resultOf: (element) => shadow(element, "[part~='summary']"),
  toast: {
    // The first mount on an empty device also welcomes the user: that toast goes first.
    raise: async (element, elapse) => {
      await loaded(element);
      for (const close of shadowAll(element, '.toast__close')) close.click();
      await elapse(300);
      await click(submitButton(element));
    },
    message: 'Please fill in all fields',
  },
  hostileCss: {
    controlsOf: (element) => [
      shadow(element, "[part~='profile-selector']"),
      nameInput(element),
      gradeSelect(element),
      creditInput(element),
      submitButton(element),
      shadow(element, "[part~='add-semester']"),
      ...shadowAll(element, "[part~='semester-tab']"),
    ],
    operate: async (element) => {
      // A hydrated element starts from the build-time render, a first visit's empty profile.
      await loaded(element);
      await fillForm(element, 'Hostile', 'O', '2');
      await clickLikeUser(submitButton(element));
      expect(card(element).at(-1)).to.equal('Hostile: Grade O · 2 credits · 20.00 points');
    },
  },
  instances: {
    // The ten share the device's profiles, so the act stays within one element: a refused form.
    act: async (element) => {
      await loaded(element);
      await typeInto(nameInput(element), 'Only a name');
      await click(submitButton(element));
    },
    stateOf: (element) => formValues(element),
  },
  busy: {
    attributes: 'storage-key="busy"',
    prepare: async (element) => {
      await loaded(element);
      await addSubject(element, 'Mathematics', 'O', '4');
      await clickLabelled(element, 'Edit Mathematics');
    },
  },
});
