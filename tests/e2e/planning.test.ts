import type { Locator, Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import {
  clearEmulators,
  firestoreDocuments,
  signInWithPassword,
  signUpOnSite,
} from './accounts-helpers';
import { browserForFile, contextPerTest, expectInViewport, press } from './browser';
import { addSubject, expectNoSidewaysScroll } from './gpa-helpers';
import {
  NO_RETRY,
  POLL,
  calculator,
  closeShareDialog,
  openCalculator,
  openShareDialog,
  readOnlyState,
  selectShared,
  shareWith,
  student,
  saved,
  studentsClosedAfterEach,
  toasts,
  type Student,
} from './sharing-helpers';

// Planning and learning on the built site with the Auth and Firestore emulators:
// semesters entered from grade cards beside one of subjects, kept in Firestore; the working behind
// 'Show working'; 'Plan ahead'; and 'What if…' for a read-only recipient (who writes nothing) and
// for the owner (who keeps a change). Every number is worked by hand on SPEC's default 10-point
// scale (O 10, A+ 9, A 8, B+ 7; credit-weighted, 2 decimals; percentage 9.5 × CGPA).
const browser = browserForFile();
const { context, errors } = contextPerTest(browser, { before: clearEmulators });
vi.setConfig({ testTimeout: 120_000 });

const ASHA_PROFILE = 'Asha Rao (Default)';

const students = studentsClosedAfterEach();

type Fields = Record<string, Record<string, unknown>>;

const cgpa = (view: Locator) => view.locator('.gpa-circle__value').textContent();

/** The semesters as the picker lists them, 'Semester 1 · 8.25' (on a phone and a desktop alike). */
const semesterList = (view: Locator) =>
  view.locator('[part~=semester-picker] option').allTextContents();

/** The summary's counts: semesters, subjects, credits. */
const counts = (view: Locator) => view.locator('.gpa-summary__counts dd').allTextContents();

/** Enters the shown semester as its grade card's SGPA and credits, through its form. */
async function enterSgpa(view: Locator, sgpa: string, credits: string): Promise<void> {
  const semester = await view.locator('[part~=semester] .section-heading').textContent();
  await press(view.getByRole('button', { name: 'Enter SGPA instead' }));
  const dialog = view.getByRole('dialog', { name: `SGPA of ${semester}` });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await expectInViewport(dialog);
  await dialog.getByLabel('SGPA (0 to 10)').fill(sgpa);
  await dialog.getByLabel('Credits').fill(credits);
  await press(dialog.getByRole('button', { name: 'Save SGPA' }));
  await expect.poll(() => dialog.count()).toBe(0);
  // Saved: the semester shows its grade card in place of its subjects.
  await expect.poll(() => view.locator('[part~=entered]').count(), POLL).toBe(1);
}

async function addSemester(view: Locator, name: string): Promise<void> {
  // Straight after the last edit, as a student does: the new semester shows, whatever the
  // server's confirmation of that edit does meanwhile.
  await press(view.locator('[part~=add-semester]'));
  await expect
    .poll(() => view.locator('[part~=semester] .section-heading').textContent(), POLL)
    .toBe(name);
}

/** The stored profile's quick semesters as 'semester name: sgpa|credits' lines. */
function storedQuickSemesters(profile: Fields): string[] {
  const entries = (field: string) =>
    Object.entries(
      (profile[field]?.mapValue as { fields?: Record<string, { stringValue: string }> } | undefined)
        ?.fields ?? {},
    ).map(([key, value]) => [key, value.stringValue] as const);
  const names = new Map(
    entries('semesterEntries').map(([key, entry]) => [key, entry.split('|')[1]]),
  );
  return entries('sgpaEntries')
    .map(([key, entry]) => `${names.get(key)}: ${entry}`)
    .sort();
}

/** The user's profiles as the emulator holds them, as one text: equal texts, equal documents. */
const storedText = async (uid: string) =>
  JSON.stringify(await firestoreDocuments(`users/${uid}/profiles`));

/** The lines of the open working that are lines, not tables or groups. */
const workingLines = (view: Locator) =>
  view
    .locator('[part~=working] li')
    .evaluateAll((items) =>
      items.filter((item) => item.children.length === 0).map((item) => item.textContent ?? ''),
    );

/** The what-if bar's figures as 'label | saved | what-if'. */
const whatIfFigures = (view: Locator) =>
  view
    .locator('.what-if__figures tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => cell.textContent).join(' | ')),
    );

async function openWhatIf(view: Locator): Promise<Locator> {
  await press(view.getByRole('button', { name: 'What if…' }));
  const panel = view.locator('[part~=what-if]');
  await expect.poll(() => panel.isVisible(), POLL).toBe(true);
  return panel;
}

/**
 * Asha's profile, signed in: Semester 1 from its grade card (SGPA 8.25 × 22 credits = 181.5),
 * Semester 2 of subjects (Mathematics A 8 × 4 = 32, Physics O 10 × 3 = 30). CGPA
 * (181.5 + 62) / 29 = 243.5 / 29 = 8.3965... → 8.40.
 */
async function ashaWithQuickSemester(): Promise<{ asha: Student; page: Page }> {
  const asha = await student(browser(), 'asha@example.com', 'Asha Rao');
  students.push(asha);
  const page = await openCalculator(asha);
  const view = calculator(page);
  await enterSgpa(view, '8.25', '22');
  await addSemester(view, 'Semester 2');
  await addSubject(view, 'Mathematics', 'A', '4');
  await addSubject(view, 'Physics', 'O', '3');
  await expect.poll(() => cgpa(view)).toBe('8.40');
  await saved(view).toBe(0);
  return { asha, page };
}

describe('quick semesters, the working and the plan, signed in', NO_RETRY, () => {
  it('keeps two grade-card semesters beside one of subjects in Firestore, shows their working, and plans a target', async () => {
    const page = await context().newPage();
    await signUpOnSite(page, {
      name: 'Meera Iyer',
      email: 'meera@example.com',
      password: 'secret1',
    });
    const view = calculator(page);
    await expect.poll(() => toasts(page), POLL).toContain('Welcome! Created your first profile.');

    await enterSgpa(view, '8.25', '22');
    expect(await view.locator('[part~=entered]').textContent()).toBe(
      'SGPA 8.25 × 22 credits (from the grade card)',
    );
    await addSemester(view, 'Semester 2');
    await enterSgpa(view, '7.5', '20');
    await addSemester(view, 'Semester 3');
    await addSubject(view, 'Mathematics', 'A', '4');
    await addSubject(view, 'Physics', 'O', '3');
    // Semester 3: (8 × 4 + 10 × 3) / 7 = 62 / 7 = 8.857... → 8.86. The CGPA pools the grade
    // cards' points with the subjects': (8.25 × 22 + 7.5 × 20 + 62) / (22 + 20 + 7)
    // = (181.5 + 150 + 62) / 49 = 393.5 / 49 = 8.0306... → 8.03.
    const semesters = ['Semester 1 · 8.25', 'Semester 2 · 7.50', 'Semester 3 · 8.86'];
    await expect.poll(() => cgpa(view)).toBe('8.03');
    expect(await semesterList(view)).toEqual(semesters);
    expect(await counts(view)).toEqual(['3', '2', '49']);
    await expectNoSidewaysScroll(page);

    // From Firestore: the grade cards are `sgpaEntries` beside their semesters' entries, and a
    // reload shows what the document holds.
    await saved(view).toBe(0);
    const { uid } = await signInWithPassword('meera@example.com', 'secret1');
    const [stored] = await firestoreDocuments(`users/${uid}/profiles`);
    expect(storedQuickSemesters(stored!)).toEqual(['Semester 1: 8.25|22', 'Semester 2: 7.5|20']);
    expect(JSON.stringify(stored!.subjectEntries)).toContain('Mathematics');
    await page.reload();
    await expect.poll(() => cgpa(view), POLL).toBe('8.03');
    expect(await semesterList(view)).toEqual(semesters);
    expect(await counts(view)).toEqual(['3', '2', '49']);

    // The working: each grade card's SGPA × credits, then the CGPA ending on the one shown.
    await press(view.getByRole('button', { name: 'Show working' }));
    await expect.poll(() => view.locator('[part~=working]').isVisible(), POLL).toBe(true);
    const lines = await workingLines(view);
    expect(lines).toEqual(
      expect.arrayContaining([
        'SGPA 8.25 × 22 credits (from the grade card)',
        'Points × credits = 8.25 × 22 = 181.5',
        'SGPA 7.50 × 20 credits (from the grade card)',
        'Points × credits = 7.5 × 20 = 150',
        'SGPA = 62 ÷ 7 = 8.8571… → 8.86 (rounded to 2 decimal places)',
        'Total credits = 22 + 20 + 7 = 49',
        'Total points × credits = 181.5 + 150 + 62 = 393.5',
      ]),
    );
    const cgpaLine = lines.find((line) => line.startsWith('CGPA = '));
    expect(cgpaLine).toBe('CGPA = 393.5 ÷ 49 = 8.0306… → 8.03 (rounded to 2 decimal places)');
    expect(cgpaLine!.endsWith(`→ ${await cgpa(view)} (rounded to 2 decimal places)`)).toBe(true);
    await expectNoSidewaysScroll(page);

    // The plan: 5 semesters left of 8, each at the mean credits so far, 49 / 3 = 16.33... → 16.5.
    // Two of 16.5 for 8.50: (8.5 × (49 + 33) − 393.5) / 33 = 303.5 / 33 = 9.1969..., up to 9.20
    // (9.19 gives 696.77 / 82 = 8.497...; 9.20 gives 697.1 / 82 = 8.501...); 9.5 × 8.5 = 80.75%.
    await press(view.getByRole('button', { name: 'Plan ahead' }));
    const plan = view.getByRole('dialog', { name: 'Plan ahead' });
    await expect.poll(() => plan.isVisible(), POLL).toBe(true);
    expect(await plan.locator('.plan-dialog__note').first().textContent()).toBe(
      'Your CGPA now: 8.03, after 3 semesters.',
    );
    expect(await plan.getByLabel('Remaining semesters').inputValue()).toBe('5');
    expect(await plan.getByLabel('Semester 4 credits').inputValue()).toBe('16.5');
    await plan.getByLabel('Remaining semesters').fill('2');
    await plan.getByLabel('Target CGPA').fill('8.5');
    const answer = plan.locator('.plan-dialog__result').first().locator('p');
    await expect
      .poll(() => answer.allTextContents())
      .toEqual([
        'To reach 8.50, score an SGPA of at least 9.20 in each of the 2 remaining semesters.',
        'A CGPA of 8.50 is 80.75%.',
      ]);
    await expectInViewport(plan);
    await expectNoSidewaysScroll(page);
    await press(plan.getByRole('button', { name: 'Close' }));
    await expect.poll(() => plan.count()).toBe(0);
    expect(await cgpa(view)).toBe('8.03');
    expect(errors()).toEqual([]);
  });
});

describe('what if…, in the cloud', NO_RETRY, () => {
  it('lets a read-only recipient try grades and an SGPA, writing nothing', async () => {
    const { asha, page: ashaPage } = await ashaWithQuickSemester();
    const ravi = await student(browser(), 'ravi@example.com', 'Ravi Kumar');
    students.push(ravi);
    const raviPage = await openCalculator(ravi);
    await openShareDialog(ashaPage, ASHA_PROFILE);
    await shareWith(ashaPage, ravi.account.email, 'Read Only');
    await closeShareDialog(ashaPage);
    await selectShared(raviPage, ASHA_PROFILE);
    await expect.poll(() => readOnlyState(raviPage), POLL).toBe('read-only');
    const raviView = calculator(raviPage);
    await expect.poll(() => cgpa(raviView), POLL).toBe('8.40');
    expect(await raviView.locator('[part~=entered]').textContent()).toBe(
      'SGPA 8.25 × 22 credits (from the grade card)',
    );
    const before = await storedText(asha.account.uid);

    const panel = await openWhatIf(raviView);
    expect(await panel.locator('.what-if__note').allTextContents()).toEqual([
      'Try grades here: nothing you change is saved.',
    ]);
    expect(await panel.getByRole('button', { name: 'Keep changes' }).count()).toBe(0);
    // Mathematics at O: (181.5 + 10 × 4 + 30) / 29 = 251.5 / 29 = 8.672... → 8.67; 9.5 × 8.67.
    await panel.getByLabel('Grade of Mathematics').selectOption({ label: 'O' });
    await expect
      .poll(() => whatIfFigures(raviView))
      .toEqual(expect.arrayContaining(['CGPA | 8.40 | 8.67']));
    // And Semester 1's grade card at 9: (198 + 70) / 29 = 268 / 29 = 9.241... → 9.24.
    await panel.getByLabel('Try an SGPA for Semester 1').fill('9');
    await expect
      .poll(() => whatIfFigures(raviView))
      .toEqual(expect.arrayContaining(['CGPA | 8.40 | 9.24']));
    expect(await cgpa(raviView)).toBe('8.40');
    await expectNoSidewaysScroll(raviPage);

    await press(panel.getByRole('button', { name: 'Discard' }));
    await expect.poll(() => panel.count()).toBe(0);
    expect(await cgpa(raviView)).toBe('8.40');
    expect(await readOnlyState(raviPage)).toBe('read-only');
    // Nothing was written: the document is as it was, and Asha's page shows her CGPA.
    expect(await storedText(asha.account.uid)).toBe(before);
    expect(await cgpa(calculator(ashaPage))).toBe('8.40');
    await ashaPage.reload();
    await expect.poll(() => cgpa(calculator(ashaPage)), POLL).toBe('8.40');
    expect(await storedText(asha.account.uid)).toBe(before);
    expect([...asha.errors, ...ravi.errors]).toEqual([]);
  });

  it('keeps the owner’s what-if grade and SGPA in Firestore', async () => {
    const { asha, page } = await ashaWithQuickSemester();
    const view = calculator(page);
    const panel = await openWhatIf(view);
    expect(await panel.locator('.what-if__note').first().textContent()).toBe(
      'Try grades here: nothing is saved until you keep the changes.',
    );
    // Physics at A+ and Semester 1's grade card at 8.5: (8.5 × 22 + 32 + 9 × 3) / 29
    // = (187 + 32 + 27) / 29 = 246 / 29 = 8.482... → 8.48.
    await panel.getByLabel('Grade of Physics').selectOption({ label: 'A+' });
    await panel.getByLabel('Try an SGPA for Semester 1').fill('8.5');
    await expect
      .poll(() => whatIfFigures(view))
      .toEqual(expect.arrayContaining(['CGPA | 8.40 | 8.48']));
    await expectNoSidewaysScroll(page);
    await press(panel.getByRole('button', { name: 'Keep changes' }));
    await expect.poll(() => panel.count(), POLL).toBe(0);
    expect(await toasts(page)).toContain('What-if changes saved');
    await expect.poll(() => cgpa(view)).toBe('8.48');
    await saved(view).toBe(0);

    const [stored] = await firestoreDocuments(`users/${asha.account.uid}/profiles`);
    expect(storedQuickSemesters(stored!)).toEqual(['Semester 1: 8.5|22']);
    await page.reload();
    await expect.poll(() => cgpa(view), POLL).toBe('8.48');
    expect(await semesterList(view)).toEqual(['Semester 1 · 8.50', 'Semester 2 · 8.43']);
    await expectNoSidewaysScroll(page);
    expect(asha.errors).toEqual([]);
  });
});
