import type { Locator, Page } from 'playwright-core';
import { SAVE_ERROR_MESSAGE } from '../../packages/core/src/gpa/profiles';
import { describe, expect, it } from 'vitest';
import {
  clearEmulators,
  firestoreDocuments,
  signInWithPassword,
  signUpOnSite,
} from './accounts-helpers';
import {
  browserForFile,
  consoleErrors,
  contextPerTest,
  expectInViewport,
  picture,
  press,
} from './browser';
import { addSubject, expectNoSidewaysScroll } from './gpa-helpers';
import {
  NO_RETRY,
  POLL,
  calculator,
  closeShareDialog,
  openCalculator,
  openDrawer,
  openShareDialog,
  readOnlyState,
  section,
  selectShared,
  shareWith,
  student,
  saved,
  studentsClosedAfterEach,
  toasts,
  type Student,
} from './sharing-helpers';

// Grade scales where students meet them: a signed-in student puts their profile on
// their university's scale and it stays there (Firestore, not the page's memory); a collaborator,
// a read-only recipient and a visitor with a public link see the same scale and the same numbers.
// Every number below is worked by hand from KTU's preset (packages/core's presets/ktu-2019-r2.ts:
// S 10, A+ 9, A 8.5, B+ 8, B 7.5, C+ 7, C 6.5, D 6, P 5.5; percentage 10 × CGPA − 3.75 of the CGPA
// as shown; First Class with Distinction from 8, First Class from 6.5).
const browser = browserForFile();
const { context, errors } = contextPerTest(browser, { before: clearEmulators });

const KTU = 'KTU 2019 scheme';
const DEFAULT = 'CampusCalc default (10-point)';
const ASHA_PROFILE = 'Asha Rao (Default)';

/** What a calculator shows of its profile's scale and numbers, each part's text ('' if none). */
async function shownScale(view: Locator) {
  const text = async (selector: string) =>
    (await view.locator(selector).allTextContents()).join(' | ');
  return {
    scale: await text('.scale-row__name'),
    cgpa: await text('.gpa-circle__value'),
    percentage: await text('[part~=percentage] .percentage-card__value'),
    rule: await text('.percentage-card__rule'),
    classification: await text('.percentage-card__class'),
  };
}

const onKtu = (cgpa: string, percentage: string, classification: string) => ({
  scale: KTU,
  cgpa,
  percentage: `${percentage}%`,
  rule: `Rule: 10 × CGPA − 3.75, ${KTU}`,
  classification: `Class: ${classification}`,
});

/** Asha's profile in every journey but the first: (8.5 × 4 + 10 × 2) / 6 = 9.00; 90.0 − 3.75. */
const ASHA_ON_KTU = onKtu('9.00', '86.25', 'First Class with Distinction');

const changeButton = (view: Locator) => view.getByRole('button', { name: /^Change grade scale/ });

/**
 * Changes the shown profile's scale from `from` to `to` through the picker, checks that both
 * dialogs fit the screen (pictured as `pictures`-picker and -confirmation when named), and gives
 * the confirmation's text before confirming it.
 */
async function changeScale(
  view: Locator,
  from: string,
  to: string,
  pictures?: string,
): Promise<string> {
  await press(view.getByRole('button', { name: `Change grade scale (${from})` }));
  const picker = view.getByRole('dialog', { name: 'Grade scale' });
  await expect.poll(() => picker.isVisible()).toBe(true);
  await expectInViewport(picker);
  if (pictures) await picture(view.page(), `${pictures}-picker`);
  await press(picker.getByRole('button', { name: to, exact: true }));
  const confirmation = view.getByRole('alertdialog', { name: 'Change grade scale' });
  await expect.poll(() => confirmation.isVisible()).toBe(true);
  await expectInViewport(confirmation);
  if (pictures) await picture(view.page(), `${pictures}-confirmation`);
  const summary = (await confirmation.textContent())!.replace(/\s+/g, ' ');
  await press(confirmation.getByRole('button', { name: 'Change scale' }));
  await expect.poll(() => confirmation.count()).toBe(0);
  return summary;
}

/** The scale field of each of the user's stored profiles (a preset id; absent on SPEC's). */
const storedScales = async (uid: string) =>
  (await firestoreDocuments(`users/${uid}/profiles`)).map((profile) => profile.scale?.stringValue);

const students = studentsClosedAfterEach();

interface TwoStudents {
  asha: Student;
  ravi: Student;
  ashaPage: Page;
  raviPage: Page;
}

/** Asha and Ravi, verified and signed in; Asha's profile on KTU's scale with two subjects. */
async function ashaOnKtu(): Promise<TwoStudents> {
  const [asha, ravi] = await Promise.all([
    student(browser(), 'asha@example.com', 'Asha Rao'),
    student(browser(), 'ravi@example.com', 'Ravi Kumar'),
  ]);
  students.push(asha, ravi);
  const [ashaPage, raviPage] = await Promise.all([openCalculator(asha), openCalculator(ravi)]);
  const view = calculator(ashaPage);
  expect(await changeScale(view, DEFAULT, KTU)).toContain('CGPA: 0.00 → 0.00');
  await addSubject(view, 'Mathematics', 'A (8.5)', '4');
  await addSubject(view, 'Physics', 'S (10)', '2');
  await expect.poll(() => shownScale(view), POLL).toEqual(ASHA_ON_KTU);
  await saved(view).toBe(0);
  return { asha, ravi, ashaPage, raviPage };
}

/**
 * Asha shares her profile with Ravi as `permission`; his page shows it, read-only or editable as
 * shared, with her scale and numbers. Gives his calculator.
 */
async function sharedWithRavi(
  { ashaPage, ravi, raviPage }: TwoStudents,
  permission: 'Read Only' | 'Edit Access',
): Promise<Locator> {
  await openShareDialog(ashaPage, ASHA_PROFILE);
  await shareWith(ashaPage, ravi.account.email, permission);
  await closeShareDialog(ashaPage);
  await selectShared(raviPage, ASHA_PROFILE);
  await expect
    .poll(() => readOnlyState(raviPage), POLL)
    .toBe(permission === 'Read Only' ? 'read-only' : 'editable');
  const raviView = calculator(raviPage);
  await expect.poll(() => shownScale(raviView), POLL).toEqual(ASHA_ON_KTU);
  return raviView;
}

describe('grade scales, signed in', NO_RETRY, () => {
  it('puts a new account’s profile on KTU’s scale, computes by it, keeps it across a reload, and back', async () => {
    const page = await context().newPage();
    await signUpOnSite(page, {
      name: 'Meera Iyer',
      email: 'meera@example.com',
      password: 'secret1',
    });
    const view = calculator(page);
    await expect.poll(() => toasts(page), POLL).toContain('Welcome! Created your first profile.');
    expect((await shownScale(view)).scale).toBe(DEFAULT);
    await addSubject(view, 'Mathematics', 'O', '4');
    await addSubject(view, 'Physics', 'D', '3');
    // SPEC's scale: (10 × 4 + 4 × 3) / 7 = 7.428... → 7.43.
    await expect.poll(() => shownScale(view)).toMatchObject({ scale: DEFAULT, cgpa: '7.43' });

    // Each grade keeps its letter where KTU has it: Physics' D is KTU's D, 6 points; O, which KTU
    // calls S, keeps its 10. (40 + 6 × 3) / 7 = 8.285... → 8.29.
    const summary = await changeScale(view, DEFAULT, KTU, 'change-scale');
    expect(summary).toContain(`From ${DEFAULT} to ${KTU}. All 2 subjects stay`);
    expect(summary).toContain('Physics: D (4) → D (6)');
    expect(summary).toContain('Mathematics: O (10) → S (10)');
    expect(summary).toContain('CGPA: 7.43 → 8.29');
    // 82.9 − 3.75; from 8.
    const afterOne = onKtu('8.29', '79.15', 'First Class with Distinction');
    await expect.poll(() => shownScale(view), POLL).toEqual(afterOne);

    // A second semester in KTU's grades: (8.5 × 3 + 8 × 2) / 5 = 8.30; the CGPA
    // (58 + 25.5 + 16) / 12 = 8.291... → 8.29, converted as shown: 82.9 − 3.75 = 79.15.
    await press(view.locator('[part~=add-semester]'));
    await expect
      .poll(() => view.locator('[part~=semester] .section-heading').textContent())
      .toBe('Semester 2');
    const gradeOptions = () => view.getByLabel('Grade', { exact: true }).locator('option');
    expect(await gradeOptions().allTextContents()).toEqual(
      expect.arrayContaining(['A (8.5)', 'B+ (8)', 'B (7.5)', 'P (5.5)', 'F (0)']),
    );
    await addSubject(view, 'Chemistry', 'A (8.5)', '3');
    await addSubject(view, 'Electronics', 'B+ (8)', '2');
    const afterTwo = onKtu('8.29', '79.15', 'First Class with Distinction');
    const semesterGpas = () => view.locator('.semester-tab__gpa').allTextContents();
    await expect.poll(() => shownScale(view)).toEqual(afterTwo);
    expect(await semesterGpas()).toEqual(['8.29', '8.30']);
    await expectNoSidewaysScroll(page);

    // From Firestore: the document names the scale, and a reload shows what it holds.
    await saved(view).toBe(0);
    const { uid } = await signInWithPassword('meera@example.com', 'secret1');
    expect(await storedScales(uid)).toEqual(['ktu-2019-r2']);
    await page.reload();
    await expect.poll(() => shownScale(view), POLL).toEqual(afterTwo);
    expect(await semesterGpas()).toEqual(['8.29', '8.30']);
    expect(await gradeOptions().allTextContents()).toContain('A (8.5)');

    // Marks to grade on the account's profile, by KTU's bands (B+ 75–79), as on the device.
    await press(view.getByRole('button', { name: 'Marks tools' }));
    const tools = view.getByRole('dialog', { name: 'Marks tools' });
    await expect.poll(() => tools.isVisible()).toBe(true);
    await tools.getByLabel('Marks (out of 100)').fill('77');
    await expect
      .poll(() => tools.getByRole('status').first().textContent())
      .toBe('77 marks: B+ (Good), 75–79.');
    await press(tools.getByRole('button', { name: 'Close' }).first());
    await expect.poll(() => tools.count()).toBe(0);

    // And back: every grade keeps its letter, at SPEC's points: Physics' D 4, Mathematics' S is
    // SPEC's O, Chemistry's A 8 and Electronics' B+ 7. (40 + 4 × 3 + 8 × 3 + 7 × 2) / 12 = 7.50.
    const back = await changeScale(view, KTU, DEFAULT);
    expect(back).toContain('Physics: D (6) → D (4)');
    expect(back).toContain('CGPA: 8.29 → 7.50');
    await expect.poll(() => shownScale(view), POLL).toMatchObject({ scale: DEFAULT, cgpa: '7.50' });
    await saved(view).toBe(0);
    await page.reload();
    await expect.poll(() => shownScale(view), POLL).toMatchObject({ scale: DEFAULT, cgpa: '7.50' });
    expect(await storedScales(uid)).toEqual([undefined]);
    expect(errors()).toEqual([]);
  });
});

describe('a custom grade scale, signed in', NO_RETRY, () => {
  it('is made in the editor, accepted by Firestore’s rules as the editor made it, and kept', async () => {
    const meera = await student(browser(), 'meera@example.com', 'Meera Iyer');
    students.push(meera);
    const page = await openCalculator(meera);
    const view = calculator(page);
    await addSubject(view, 'Mathematics', 'A', '4');
    await expect.poll(() => shownScale(view)).toMatchObject({ scale: DEFAULT, cgpa: '8.00' });

    await press(view.getByRole('button', { name: `Change grade scale (${DEFAULT})` }));
    const picker = view.getByRole('dialog', { name: 'Grade scale' });
    await press(picker.getByRole('button', { name: 'Custom scale…' }));
    const editor = view.getByRole('dialog', { name: 'Custom grade scale' });
    await expect.poll(() => editor.isVisible()).toBe(true);
    await editor.getByLabel('Scale name').fill('Our college 2024');
    // The college's A is 8.5 (a decimal, as KTU's), and Mathematics' A stays an A:
    // (8.5 × 4) / 4 = 8.50.
    await editor.getByLabel('Points of grade 3 (A)').fill('8.5');
    await press(editor.getByRole('button', { name: 'Save scale' }));
    const confirmation = view.getByRole('alertdialog', { name: 'Change grade scale' });
    await expect.poll(() => confirmation.isVisible()).toBe(true);
    await expectInViewport(confirmation);
    const summary = (await confirmation.textContent())!.replace(/\s+/g, ' ');
    expect(summary).toContain('Mathematics: A (8) → A (8.5)');
    expect(summary).toContain('CGPA: 8.00 → 8.50');
    await press(confirmation.getByRole('button', { name: 'Change scale' }));
    await expect
      .poll(() => shownScale(view), POLL)
      .toMatchObject({
        scale: 'Our college 2024',
        cgpa: '8.50',
      });

    // Written whole (the rules refuse a scale they cannot check), and read back after a reload.
    await saved(view).toBe(0);
    expect(await storedScales(meera.account.uid)).toEqual(['custom']);
    expect(await toasts(page)).not.toContain(SAVE_ERROR_MESSAGE);
    await page.reload();
    await expect
      .poll(() => shownScale(view), POLL)
      .toMatchObject({
        scale: 'Our college 2024',
        cgpa: '8.50',
      });
    expect(
      await view.getByLabel('Grade', { exact: true }).locator('option').allTextContents(),
    ).toContain('A (8.5)');
    await expect
      .poll(() =>
        view.getByRole('button', { name: 'Edit custom grade scale (Our college 2024)' }).count(),
      )
      .toBe(1);
    expect(meera.errors).toEqual([]);
  });
});

describe('grade scales, shared', NO_RETRY, () => {
  it('shows a collaborator with edit access the same scale and numbers, and the owner their edit', async () => {
    const students = await ashaOnKtu();
    const { asha, ravi, ashaPage, raviPage } = students;
    const raviView = await sharedWithRavi(students, 'Edit Access');
    expect(
      await raviView.getByLabel('Grade', { exact: true }).locator('option').allTextContents(),
    ).toContain('A (8.5)');
    await picture(raviPage, 'collaborator-edit', true);
    await expectNoSidewaysScroll(raviPage);

    // (34 + 20 + 8 × 3) / 9 = 8.666... → 8.67; 86.7 − 3.75. The owner's page follows live.
    await addSubject(raviView, 'Chemistry', 'B+ (8)', '3');
    const afterRavi = onKtu('8.67', '82.95', 'First Class with Distinction');
    await expect.poll(() => shownScale(raviView)).toEqual(afterRavi);
    await expect.poll(() => shownScale(calculator(ashaPage)), POLL).toEqual(afterRavi);
    // The collaborator's write keeps the profile's scale.
    await saved(raviView).toBe(0);
    await expect.poll(() => storedScales(asha.account.uid), POLL).toEqual(['ktu-2019-r2']);

    // An editor may put the profile on another scale (firestore.rules), and the owner sees it.
    // VTU 2022 (presets/vtu-2022-r2.ts: O 10, A 8, B+ 7; (CGPA − 0.75) × 10; First Class with
    // Distinction from 7.75): each grade keeps its letter, at VTU's points: A (8.5) is VTU's A (8),
    // B+ (8) VTU's B+ (7), and S (10) VTU's O (10).
    // (8 × 4 + 10 × 2 + 7 × 3) / 9 = 8.111... → 8.11; (8.11 − 0.75) × 10 = 73.60.
    const summary = await changeScale(raviView, KTU, 'VTU 2022 scheme');
    expect(summary).toContain('Mathematics: A (8.5) → A (8)');
    expect(summary).toContain('Chemistry: B+ (8) → B+ (7)');
    expect(summary).toContain('CGPA: 8.67 → 8.11');
    const onVtu = {
      scale: 'VTU 2022 scheme',
      cgpa: '8.11',
      percentage: '73.60%',
      rule: 'Rule: (CGPA − 0.75) × 10, VTU 2022 scheme',
      classification: 'Class: First Class with Distinction',
    };
    await expect.poll(() => shownScale(calculator(ashaPage)), POLL).toEqual(onVtu);
    await saved(raviView).toBe(0);
    await expect.poll(() => storedScales(asha.account.uid), POLL).toEqual(['vtu-2022-r2']);
    await ashaPage.reload();
    await expect.poll(() => shownScale(calculator(ashaPage)), POLL).toEqual(onVtu);
    expect([...asha.errors, ...ravi.errors]).toEqual([]);
  });

  it('shows a read-only recipient the scale, with no way to change it', async () => {
    const students = await ashaOnKtu();
    const { asha, ravi, ashaPage, raviPage } = students;
    const raviView = await sharedWithRavi(students, 'Read Only');
    expect(await changeButton(raviView).count()).toBe(0);
    // The table names KTU's grades with KTU's points: A is 8.5 × 4 = 34.
    expect(await raviView.locator('.subject-table').getByRole('row').allInnerTexts()).toEqual([
      expect.stringMatching(/^Subject\s+Grade\s+Credits\s+Points$/),
      expect.stringMatching(/^Mathematics\s+A\s+4\s+34\.00$/),
      expect.stringMatching(/^Physics\s+S\s+2\s+20\.00$/),
    ]);
    await picture(raviPage, 'collaborator-read-only', true);
    await expectNoSidewaysScroll(raviPage);
    // The owner's own page offers the change.
    expect(await changeButton(calculator(ashaPage)).count()).toBe(1);

    // Copied, it stays on KTU's scale with the same numbers, and is Ravi's to change.
    await press(raviView.getByRole('button', { name: 'Copy to My Account' }));
    await expect
      .poll(() => toasts(raviPage), POLL)
      .toContain(`Copied to your account as "Copy of ${ASHA_PROFILE}".`);
    await openDrawer(raviPage);
    await press(
      section(raviPage, 'My Profiles').locator('.profile-item__select', {
        hasText: `Copy of ${ASHA_PROFILE}`,
      }),
    );
    await expect.poll(() => readOnlyState(raviPage), POLL).toBe('editable');
    expect(await shownScale(raviView)).toEqual(ASHA_ON_KTU);
    expect(await changeButton(raviView).count()).toBe(1);
    const scales = await storedScales(ravi.account.uid);
    expect(scales).toHaveLength(2);
    expect(scales).toEqual(expect.arrayContaining([undefined, 'ktu-2019-r2']));
    await picture(raviPage, 'read-only-copy', true);
    expect([...asha.errors, ...ravi.errors]).toEqual([]);
  });
});

describe('grade scales, public links', NO_RETRY, () => {
  /** Creates a link in the open share dialog, with `password` if given; its address. */
  async function createLink(links: Locator, password = ''): Promise<string> {
    const addresses = links.getByLabel('Link address');
    const before = await addresses.evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).value),
    );
    await links.getByLabel('Password (optional)').fill(password);
    await press(links.getByRole('button', { name: 'Create Link' }));
    await expect.poll(() => addresses.count(), POLL).toBe(before.length + 1);
    const after = await addresses.evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).value),
    );
    return after.find((address) => !before.includes(address))!;
  }

  it('shows a signed-out visitor the scale and numbers, by a plain and by a password link', async () => {
    const { asha, ashaPage } = await ashaOnKtu();
    const dialog = await openShareDialog(ashaPage, ASHA_PROFILE);
    const links = dialog.getByRole('region', { name: 'Public Link' });
    const plain = await createLink(links);
    const encrypted = await createLink(links, 'open sesame');

    const visitorContext = await browser().newContext();
    const visitorErrors = consoleErrors(visitorContext);
    try {
      const visitor = await visitorContext.newPage();
      const view = visitor.locator('gpa-calculator');
      await visitor.goto(plain);
      await expect.poll(() => shownScale(view), POLL).toEqual(ASHA_ON_KTU);
      expect(await visitor.getByRole('heading', { level: 1 }).textContent()).toBe(ASHA_PROFILE);
      expect(await changeButton(view).count()).toBe(0);
      await picture(visitor, 'public-link', true);
      await expectNoSidewaysScroll(visitor);

      await visitor.goto(encrypted);
      const password = visitor.getByLabel('Password', { exact: true });
      await expect.poll(() => password.isVisible(), POLL).toBe(true);
      await password.fill('open sesame');
      await press(visitor.getByRole('button', { name: 'Open' }));
      await expect.poll(() => shownScale(view), POLL).toEqual(ASHA_ON_KTU);
      await picture(visitor, 'public-link-password', true);
      await expectNoSidewaysScroll(visitor);
      expect(visitorErrors).toEqual([]);
    } finally {
      await visitorContext.close();
    }
    expect(asha.errors).toEqual([]);
  });
});
