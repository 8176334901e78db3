import { expect } from 'chai';
import type { Profile, Subject } from '#core/gpa/model.ts';
import { PRESETS, presetById } from '#core/gpa/scales/presets/index.ts';
import {
  atPhoneSize,
  captureConsoleErrors,
  expectNoAxeViolations,
  pickOption,
  shadow,
  shadowAll,
  typeInto,
  until,
} from '#ui/testing/widget-testing.ts';
import { EARLIER_SAVED_PROFILES } from '../profiles/earlier-saved-profiles';
import type { GpaChangeDetail } from '../gpa-calculator';
import {
  dialogOpens,
  openInfo,
  addSubject,
  answerDialog,
  card,
  circle,
  click,
  counts,
  clickButton,
  clickLabelled,
  addProfile,
  fillForm,
  formValues,
  freshKey,
  gradeSelect,
  loaded,
  memoryStore,
  mount,
  mountPrepared,
  mountWithStore,
  openDialogTitles,
  pickByLabel,
  profile,
  profileName,
  semesterPicker,
  shared,
  submitButton,
  tables,
  textOf,
  texts,
  topDialog,
} from '../gpa-testing';
import { subject } from '#core/gpa/scales/test-subjects.ts';

/** A profile on `preset` with one semester of these subjects. */
const onScale = (preset: string | null, subjects: Subject[], changes: Partial<Profile> = {}) =>
  profile('p1', 'Mine', {
    ...(preset === null ? {} : { scale: { preset } }),
    semesters: [{ id: 's1', name: 'Semester 1', subjects }],
    ...changes,
  });

const mountProfile = (...args: Parameters<typeof onScale>) => {
  const data = memoryStore({ profiles: [onScale(...args)], activeProfileId: 'p1' });
  return mountWithStore(data.store).then((element) => ({ element, ...data }));
};

const optionTexts = (select: HTMLSelectElement) => [...select.options].map((option) => option.text);
const scaleName = (element: Element) => textOf(element, '.scale-row__name');
const percentageCard = (element: Element) => shadow(element, "[part~='percentage']");
const dialogText = (element: Element) => topDialog(element).textContent!.replace(/\s+/g, ' ');
const badges = (element: Element) =>
  shadowAll(element, "[part~='subject']").map((item) =>
    [...item.querySelectorAll('.attempt-badge')].map((badge) => badge.textContent).join(', '),
  );

/** Opens the picker of a profile on the scale named `from` and chooses the one named `to`. */
async function chooseScale(element: Element, from: string, to: string) {
  await clickLabelled(element, `Change grade scale (${from})`);
  await dialogOpens(element, 'Grade scale');
  await click(
    [...topDialog(element).querySelectorAll<HTMLElement>('.scale-option')].find(
      (option) => option.textContent === to,
    )!,
  );
}

describe('gpa-calculator: grade scales', () => {
  describe('the subject form', () => {
    it("offers the profile's scale's grades with their points, by code, and KTU's A counts 8.5", async () => {
      const { element } = await mountProfile('ktu-2019', []);
      // Every KTU grade, in its order (scale-view.test.ts has each label).
      const options = optionTexts(gradeSelect(element));
      expect([options.length, options[0], options[3], options.at(-1)]).to.deep.equal([
        11,
        'Select grade',
        'A (8.5)',
        'I (Incomplete)',
      ]);
      await addSubject(element, 'Maths', 'A (8.5)', '4');
      await addSubject(element, 'Physics', 'B+ (8)', '2');
      expect(card(element).slice(1)).to.deep.equal([
        'Maths: Grade A · 4 credits · 34.00 points',
        'Physics: Grade B+ · 2 credits · 16.00 points',
      ]);
      // (34 + 16) / 6 = 8.333...
      expect(circle(element)).to.equal('8.33');
      await clickLabelled(element, 'Edit Maths');
      expect(formValues(element)).to.deep.equal(['Maths', 'A', '4']);
      expect(gradeSelect(element).selectedOptions[0]!.text).to.equal('A (8.5)');
    });

    it("keeps SPEC's option labels on the default scale and preselects a failed grade by its code", async () => {
      const { element } = await mountProfile(null, [subject('Lab', 0, 1, { gradeCode: 'G' })]);
      expect(optionTexts(gradeSelect(element)).slice(-3)).to.deep.equal([
        'E (Reappear)',
        'F (Fail)',
        'G (Backlog)',
      ]);
      expect(card(element).slice(1)).to.deep.equal(['Lab: Grade G · 1 credit · 0.00 points']);
      await clickLabelled(element, 'Edit Lab');
      expect(gradeSelect(element).selectedOptions[0]!.text).to.equal('G (Backlog)');
    });

    it("shows the scale's table, name, sources and disputes in the grade info", async () => {
      const { element } = await mountProfile('ktu-2019', []);
      await openInfo(element, 'About grades');
      expect(openDialogTitles(element)).to.deep.equal(['Grade points']);
      const dialog = topDialog(element);
      const rows = [...dialog.querySelectorAll('tbody tr')].map((row) =>
        [...row.children].map((cell) => cell.textContent).join(' | '),
      );
      expect(rows.slice(2, 3)).to.deep.equal(['A | 8.5 | Very Good']);
      expect(rows.at(-1)).to.equal('I | 0 | Incomplete, not in the GPA');
      expect(dialog.querySelector('.scale-reference__name')!.textContent).to.equal(
        'KTU 2019 scheme',
      );
      const links = [...dialog.querySelectorAll<HTMLAnchorElement>('.scale-sources a')];
      expect(links.map((link) => [link.href, link.target, link.rel])).to.deep.equal(
        presetById('ktu-2019')!.sources.map((source) => [
          source.url,
          '_blank',
          'noopener noreferrer',
        ]),
      );
      expect(dialogText(element)).to.contain('Sources disagree: The percentage conversion');
      await answerDialog(element, 'Close');
    });
  });

  describe('the scale picker', () => {
    it('lists the presets and changes the scale after showing what changes, keeping every subject', async () => {
      const { element, calls } = await mountProfile('ktu-2019-r2', [
        subject('Maths', 8.5, 4),
        subject('Physics', 10, 2),
      ]);
      expect(scaleName(element)).to.equal('KTU 2019 scheme');
      // (34 + 20) / 6 = 9.00
      expect(circle(element)).to.equal('9.00');
      await clickLabelled(element, 'Change grade scale (KTU 2019 scheme)');
      await dialogOpens(element, 'Grade scale');
      expect(openDialogTitles(element)).to.deep.equal(['Grade scale']);
      const options = [...topDialog(element).querySelectorAll('.scale-option')];
      expect(options.map((option) => option.textContent)).to.deep.equal([
        ...PRESETS.map((preset) => preset.name),
        'Custom scale…',
      ]);
      expect(
        options.filter((option) => option.getAttribute('aria-pressed') === 'true').length,
      ).to.equal(1);
      await click(
        options.find(
          (option) => option.textContent === 'GTU (Gujarat Technological University)',
        ) as HTMLElement,
      );
      expect(openDialogTitles(element)).to.deep.equal(['Change grade scale']);
      const summary = dialogText(element);
      expect(summary).to.contain('Maths: A (8.5) → BB (8)');
      expect(summary).to.contain('Physics: S (10) → AA (10)');
      // GTU: (32 + 20) / 6 = 8.666... → 8.67.
      expect(summary).to.contain('CGPA: 9.00 → 8.67');
      expect(summary).to.contain('All 2 subjects stay');

      await answerDialog(element, 'Change scale');
      expect(calls.at(-1)).to.equal('applyEdit p1 changeScale');
      expect(scaleName(element)).to.equal('GTU (Gujarat Technological University)');
      expect(circle(element)).to.equal('8.67');
      expect(card(element).slice(1)).to.deep.equal([
        'Maths: Grade BB · 4 credits · 32.00 points',
        'Physics: Grade AA · 2 credits · 20.00 points',
      ]);
    });

    it("changes E, F and G to Anna University's RA and back to E, F and G, saying so first", async () => {
      const { element } = await mountProfile(null, [
        subject('Maths', 0, 4, { gradeCode: 'E' }),
        subject('Physics', 0, 3, { gradeCode: 'F' }),
        subject('Lab', 0, 2, { gradeCode: 'G' }),
        subject('Art', 9, 1),
      ]);
      const before = card(element).slice(1);
      await chooseScale(element, 'CampusCalc default (10-point)', 'Anna University R2021');
      const summary = dialogText(element);
      expect(summary).to.contain('Maths: E (0) → RA (0)');
      expect(summary).to.contain('Physics: F (0) → RA (0)');
      expect(summary).to.contain('Lab: G (0) → RA (0)');
      // Anna University has one reappear grade for all three: each remembers its own.
      expect(summary).to.contain(
        'Changing back to CampusCalc default (10-point) restores each grade as it was, unless you edit it first.',
      );
      expect(summary).not.to.contain('would not restore');
      await answerDialog(element, 'Change scale');
      expect(
        card(element)
          .slice(1, 4)
          .map((line) => line.split(':')[1]!.trim()),
      ).to.deep.equal([
        'Grade RA · 4 credits · 0.00 points',
        'Grade RA · 3 credits · 0.00 points',
        'Grade RA · 2 credits · 0.00 points',
      ]);

      await chooseScale(element, 'Anna University R2021', 'CampusCalc default (10-point)');
      const back = dialogText(element);
      expect(back).to.contain('Physics: RA (0) → F (0)');
      expect(back).to.contain('Lab: RA (0) → G (0)');
      expect(back).not.to.contain('restores each grade');
      await answerDialog(element, 'Change scale');
      expect(scaleName(element)).to.equal('CampusCalc default (10-point)');
      expect(card(element).slice(1)).to.deep.equal(before);
      expect(before[1]).to.contain('Grade F');
    });

    it('changes nothing when cancelled', async () => {
      const { element, calls } = await mountProfile(null, [subject('Maths', 8, 4)]);
      expect(scaleName(element)).to.equal('CampusCalc default (10-point)');
      await chooseScale(element, 'CampusCalc default (10-point)', 'KTU 2019 scheme');
      // The marksheet's A stays an A, worth 8.5 on KTU's scale.
      expect(dialogText(element)).to.contain('Maths: A (8) → A (8.5)');
      await answerDialog(element, 'Cancel');
      expect(openDialogTitles(element)).to.deep.equal([]);
      expect(calls.filter((call) => call.startsWith('applyEdit'))).to.deep.equal([]);
      expect(scaleName(element)).to.equal('CampusCalc default (10-point)');
    });

    it('puts a device profile on a scale in saved data, and the saved earlier shape keeps its GPA', async () => {
      const key = freshKey();
      localStorage.setItem(`${key}.gpaProfiles`, JSON.stringify(EARLIER_SAVED_PROFILES));
      const element = await mount('', key);
      // (36 + 0 + 21) / 8.5 = 6.705... as before.
      expect(circle(element)).to.equal('6.71');
      expect(scaleName(element)).to.equal('CampusCalc default (10-point)');
      await chooseScale(element, 'CampusCalc default (10-point)', 'VTU 2022 scheme');
      await answerDialog(element, 'Change scale');
      const [saved] = JSON.parse(localStorage.getItem(`${key}.gpaProfiles`)!) as Profile[];
      expect(saved!.scale).to.deep.equal({ preset: 'vtu-2022-r2' });
      expect(saved!.semesters[0]!.subjects.map(({ grade }) => grade)).to.deep.equal([9, 0, 7]);
      expect(scaleName(element)).to.equal('VTU 2022 scheme');
    });

    it('shows the scale of a read-only shared profile without a way to change it', async () => {
      const { store } = memoryStore({
        profiles: [profile('mine', 'Mine')],
        sharedWithMe: [
          shared('theirs', 'Theirs', {
            scale: { preset: 'anna-r2021' },
            semesters: [
              {
                id: 't1',
                name: 'Semester 1',
                subjects: [subject('Maths', 0, 4, { gradeCode: 'RA' })],
              },
            ],
          }),
        ],
        activeProfileId: 'theirs',
      });
      const element = await mountWithStore(store);
      expect(scaleName(element)).to.equal('Anna University R2021');
      expect(shadowAll(element, '.scale-row__change')).to.have.length(0);
      expect(tables(element)[0]!.slice(2)).to.deep.equal(['Maths Backlog | RA | 4 | 0.00']);
    });
  });

  describe('the percentage card', () => {
    // O x 4 + A+ x 3 + B x 3 = 85 / 10 = 8.50 on VTU's and KTU's tables.
    const eightAndAHalf = [subject('a', 10, 4), subject('b', 9, 3), subject('c', 6, 3)];

    it("converts by the scale's rule, names it and whose, and links its sources", async () => {
      const { element } = await mountProfile('vtu-2022', eightAndAHalf);
      const card = percentageCard(element);
      expect(card.querySelector('.percentage-card__value')!.textContent).to.equal('77.50%');
      expect(card.querySelector('.percentage-card__rule')!.textContent).to.equal(
        'Rule: (CGPA − 0.75) × 10, VTU 2022 scheme',
      );
      expect(card.querySelectorAll('.scale-sources a')).to.have.length(3);
      expect(card.querySelector('select'), 'no scheme picker').to.equal(null);
      expect(card.querySelector('.percentage-card__class'), 'VTU has no classes').to.equal(null);
    });

    it("says where sources disagree with each alternative's result, and gives the class", async () => {
      const { element } = await mountProfile('ktu-2019', eightAndAHalf);
      const card = percentageCard(element);
      expect(card.querySelector('.percentage-card__value')!.textContent).to.equal('81.25%');
      expect(card.querySelector('.percentage-card__rule')!.textContent).to.equal(
        'Rule: 10 × CGPA − 3.75, KTU 2019 scheme',
      );
      expect(card.querySelector('.scale-dispute')!.textContent).to.match(
        /^Sources disagree: The percentage conversionCGPA × 9.5: 80.75%/,
      );
      expect(card.querySelector('.percentage-card__class')!.textContent).to.equal(
        'Class: First Class with Distinction',
      );
    });

    it('says a scale has no conversion, without NaN', async () => {
      const { element } = await mountProfile('iit-gandhinagar', eightAndAHalf);
      const card = percentageCard(element);
      expect(card.querySelector('.percentage-card__result')!.textContent).to.equal(
        'IIT Gandhinagar gives no conversion to percentage.',
      );
      expect(card.textContent).not.to.contain('NaN');
    });

    it("keeps SPEC's scheme picker on the default scale", async () => {
      const { element } = await mountProfile(null, eightAndAHalf);
      const card = percentageCard(element);
      expect(card.querySelector('label')!.textContent).to.equal('Conversion');
      expect(card.querySelector('.percentage-card__value')!.textContent).to.equal('80.75%');
    });

    it('gives the 4-point conversion named by its method', async () => {
      const { element } = await mountProfile('vtu-2022', eightAndAHalf);
      expect(texts(element, "[part~='four-point'] .percentage-card__result span")).to.deep.equal([
        '3.40',
        'Proportional: CGPA ÷ 10 × 4',
      ]);
      const empty = await mountProfile('vtu-2022', []);
      expect(texts(empty.element, "[part~='four-point'] .percentage-card__value")).to.deep.equal([
        '—',
      ]);
    });

    it('fits a 390 px phone, with no sideways scrolling, and passes axe', async () => {
      await atPhoneSize(async () => {
        const { element } = await mountProfile('ktu-2019', eightAndAHalf);
        for (const part of ['percentage', 'four-point', 'scale']) {
          const box = shadow(element, `[part~='${part}']`);
          expect(box.scrollWidth, part).to.be.at.most(box.clientWidth);
          expect(box.getBoundingClientRect().right, part).to.be.at.most(innerWidth);
        }
        await expectNoAxeViolations(element);
      });
    });
  });

  describe('backlogs and attempts', () => {
    it('records a later attempt in a new semester; the backlog counts once, cleared', async () => {
      const key = freshKey();
      const element = await mount('', key);
      await addSubject(element, 'Maths', 'O', '4');
      await addSubject(element, 'Chemistry', 'F (Fail)', '3');
      expect(badges(element)).to.deep.equal(['', 'Backlog']);
      expect(textOf(element, "[part~='backlogs']")).to.equal('Backlogs: 1 active, 0 cleared');
      // 40 / 7 = 5.71
      expect(circle(element)).to.equal('5.71');

      await clickButton(element, 'Record later attempt');
      await dialogOpens(element, 'Later attempt of Chemistry');
      expect(openDialogTitles(element)).to.deep.equal(['Later attempt of Chemistry']);
      const [semesterSelect, gradeChoice] = [
        ...topDialog(element).querySelectorAll('select'),
      ] as HTMLSelectElement[];
      expect(optionTexts(semesterSelect!)).to.deep.equal(['New semester: Semester 2']);
      await answerDialog(element, 'Save attempt');
      expect(textOf(element, '.retake-dialog__problem')).to.equal('Please fill in all fields');
      await pickByLabel(gradeChoice!, 'B');
      await answerDialog(element, 'Save attempt');
      expect(openDialogTitles(element)).to.deep.equal([]);

      expect(card(element)).to.deep.equal([
        'Semester 2',
        'Chemistry: Grade B · 3 credits · 18.00 points',
      ]);
      expect(badges(element)).to.deep.equal(['Attempt 2 of Chemistry']);
      expect(textOf(element, "[part~='backlogs']")).to.equal('Backlogs: 0 active, 1 cleared');
      // Counted once, with the clearing grade: (40 + 18) / 7 = 8.29.
      expect(circle(element)).to.equal('8.29');
    });

    it('marks the earlier attempt cleared and not counted, and keeps the link on an edit', async () => {
      const { element } = await mountProfile(null, [subject('Maths', 0, 4, { gradeCode: 'F' })], {
        semesters: [
          { id: 's1', name: 'Semester 1', subjects: [subject('Maths', 0, 4, { gradeCode: 'F' })] },
          {
            id: 's2',
            name: 'Semester 2',
            subjects: [subject('Maths again', 8, 4, { retakeOf: 'Maths' })],
          },
        ],
      });
      expect(card(element)[0]).to.equal('Semester 2');
      expect(badges(element)).to.deep.equal(['Attempt 2 of Maths']);
      await clickLabelled(element, 'Edit Maths again');
      await fillForm(element, 'Maths again', 'A+', '4');
      await click(submitButton(element));
      expect(badges(element)).to.deep.equal(['Attempt 2 of Maths']);
      expect(circle(element)).to.equal('9.00');

      await pickOption(semesterPicker(element), 's1');
      expect(badges(element)).to.deep.equal(['Cleared in Semester 2, not counted']);
      expect(
        shadow(element, "[part~='subject']").classList.contains('subject-card--not-counted'),
      ).to.equal(true);
      expect(shadowAll(element, '.subject-card__retake')).to.have.length(0);
      // The semester's own GPA is its marksheet's; the CGPA counts the course once.
      expect(textOf(element, '.semester-card__gpa')).to.equal('GPA 0.00 · 4 credits');
    });

    it('offers a later attempt on a phone, a touch target of at least 44 px', async () => {
      await atPhoneSize(async () => {
        const { element } = await mountProfile('anna-r2021', [
          subject('Maths', 0, 4, { gradeCode: 'RA' }),
        ]);
        const button = shadow(element, '.subject-card__retake');
        expect(button.getBoundingClientRect().height).to.be.at.least(44);
        expect(badges(element)).to.deep.equal(['Backlog']);
        await click(button);
        const dialog = topDialog(element).getBoundingClientRect();
        expect(dialog.right).to.be.at.most(innerWidth);
        await typeInto(topDialog(element).querySelector('input')!, '4');
      });
    });
  });

  describe('the gpa-change event', () => {
    /** The detail of the last gpa-change raised for a profile on `preset`. */
    async function lastDetail(preset: string, subjects: Subject[]) {
      const details: GpaChangeDetail[] = [];
      const { store } = memoryStore({
        profiles: [onScale(preset, subjects)],
        activeProfileId: 'p1',
      });
      await mountPrepared((prepared) => {
        prepared.addEventListener('gpa-change', (event) =>
          details.push((event as CustomEvent<GpaChangeDetail>).detail),
        );
        prepared.store = store;
      });
      return details.at(-1)!;
    }

    it('counts a failed subject cleared later once, in the summary and the event', async () => {
      const details: GpaChangeDetail[] = [];
      const { store } = memoryStore({
        profiles: [
          profile('p1', 'Mine', {
            semesters: [
              {
                id: 's1',
                name: 'Semester 1',
                subjects: [subject('Maths', 0, 3, { gradeCode: 'F' }), subject('Physics', 8, 4)],
              },
              {
                id: 's2',
                name: 'Semester 2',
                subjects: [
                  subject('Maths again', 6, 3, { retakeOf: 'Maths' }),
                  subject('Chemistry', 9, 4),
                ],
              },
            ],
          }),
        ],
        activeProfileId: 'p1',
      });
      const element = await mountPrepared((prepared) => {
        prepared.addEventListener('gpa-change', (event) =>
          details.push((event as CustomEvent<GpaChangeDetail>).detail),
        );
        prepared.store = store;
      });
      await loaded(element);
      // Maths counts once, as B: (32 + 18 + 36) / 11 = 7.82; 14 credits were attempted.
      expect(circle(element)).to.equal('7.82');
      expect(counts(element)).to.deep.equal([2, 3, 11]);
      expect(details.at(-1)).to.deep.include({
        cumulativeGpa: '7.82',
        totalCredits: 11,
        totalSubjects: 3,
        creditsAttempted: 14,
      });
      // Each semester's credits are what its own GPA divides: Semester 1's marksheet had the F.
      expect(
        details.at(-1)!.semesters.map(({ gpa, credits }) => `${gpa} ${credits}`),
      ).to.deep.equal(['4.57 7', '7.71 7']);
    });

    it('names the scale and carries the percentage and the class', async () => {
      const subjects = [subject('a', 10, 4), subject('b', 9, 3), subject('c', 6, 3)];
      expect(await lastDetail('ktu-2019', subjects)).to.deep.include({
        cumulativeGpa: '8.50',
        scale: { id: 'ktu-2019', name: 'KTU 2019 scheme' },
        percentage: '81.25',
        classification: 'First Class with Distinction',
      });
    });

    it('gives null percentage and class where the scale has none', async () => {
      expect(await lastDetail('iit-gandhinagar', [subject('a', 10, 4)])).to.deep.include({
        scale: { id: 'iit-gandhinagar', name: 'IIT Gandhinagar' },
        percentage: null,
        classification: null,
      });
    });
  });

  describe('for college portals', () => {
    const changeButton = (element: Element) =>
      shadowAll<HTMLButtonElement>(element, 'button').filter(
        (button) => button.textContent === 'Change',
      );

    it("preset starts a visitor's first profile, and every new one, on that scale", async () => {
      const element = await mount('preset="vtu-2022"');
      expect(scaleName(element)).to.equal('VTU 2022 scheme');
      expect(optionTexts(gradeSelect(element))).to.include('B (6)');
      await addProfile(element, 'Second');
      expect(profileName(element)).to.equal('Second');
      expect(scaleName(element)).to.equal('VTU 2022 scheme');
    });

    it('lock-scale shows the scale but offers no change of it', async () => {
      const element = await mount('preset="ktu-2019" lock-scale');
      expect(scaleName(element)).to.equal('KTU 2019 scheme');
      expect(changeButton(element)).to.have.length(0);
      const unlocked = await mount('preset="ktu-2019"');
      expect(changeButton(unlocked)).to.have.length(1);
    });

    it('the scale property gives a custom scale, checked, before preset', async () => {
      const ours = { ...presetById('ktu-2019')!, id: 'our-college', name: 'Our college' };
      const element = await mountPrepared((prepared) => {
        prepared.storageKey = freshKey();
        prepared.preset = 'vtu-2022';
        prepared.scale = ours;
      });
      await loaded(element);
      expect(scaleName(element)).to.equal('Our college');
      expect(optionTexts(gradeSelect(element))).to.include('A (8.5)');
    });

    it('tells the page author what it refused, and falls back', async () => {
      const logged = captureConsoleErrors();
      const element = await mountPrepared((prepared) => {
        prepared.storageKey = freshKey();
        prepared.preset = 'vtu';
        prepared.scale = { name: 'Broken' };
      });
      await loaded(element);
      expect(scaleName(element)).to.equal('CampusCalc default (10-point)');
      // Said once the words of a refusal have loaded (scale-file.ts).
      await until(() => logged.length === 2, 'the refusals in the console');
      expect(logged.map(String)).to.deep.equal([
        '<gpa-calculator> scale: Id must be a non-empty text',
        `<gpa-calculator> preset: no grade scale 'vtu'; the presets are ${PRESETS.map((preset) => preset.id).join(', ')}`,
      ]);
      expect(circle(element)).to.equal('0.00');
    });
  });
});
