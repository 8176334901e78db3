import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import {
  createEmailAccount,
  firestoreDocument,
  signInAs,
  type TestAccount,
} from './accounts-helpers';
import { consoleErrors } from './browser';

/**
 * Students who share GPA profiles, each signed in in a browser context of their own, and the
 * account calculator's drawer and share dialog as they use them (sharing.test.ts,
 * grade-scales.test.ts).
 */

// Live updates cross two browsers and the emulator: generous, as on a busy machine.
export const POLL = { timeout: 15_000 };
/**
 * For the journeys of two students signed in at once: no retry, as a retry could hide a live update
 * that did not arrive, a student still editing what she may no longer edit.
 */
export const NO_RETRY = { retry: 0 };
export const PASSWORD = 'secret1';

/** A student with a browser context of their own, and its console errors. */
export interface Student {
  account: TestAccount;
  context: BrowserContext;
  /** Console errors and uncaught exceptions: a failed call is logged there (SPEC §8). */
  errors: string[];
}

/** Verified unless told: sharing by e-mail reaches only a verified address (sharing.test.ts). */
export async function student(
  browser: Browser,
  email: string,
  displayName: string,
  emailVerified = true,
): Promise<Student> {
  const account = await createEmailAccount({
    email,
    password: PASSWORD,
    displayName,
    emailVerified,
  });
  const context = await browser.newContext();
  return { account, context, errors: consoleErrors(context) };
}

/** The students a test file signs in: each test's are closed after it. */
export function studentsClosedAfterEach(): Student[] {
  const students: Student[] = [];
  afterEach(() => Promise.all(students.splice(0).map((who) => who.context.close())));
  return students;
}

/** Polls the count of a calculator's 'Saving...': 0 once what it wrote has reached Firestore. */
export const saved = (view: Locator) =>
  expect.poll(() => view.locator('[part~=saving]').count(), POLL);

export const calculator = (page: Page) => page.locator('section.account gpa-calculator');
export const toasts = (page: Page) => calculator(page).locator('.toast__message').allTextContents();
export const selectedProfile = (page: Page) =>
  calculator(page).locator('[part~=profile-selector] .profile-selector__name').textContent();

/**
 * Signs the student in on the GPA page and waits for their first profile. The session start has
 * then also written the student's e-mail lookup record, by which others find them to share with.
 */
export async function openCalculator(who: Student): Promise<Page> {
  const page = await signInAs(who.context, who.account, '/gpa-calculator');
  await expect.poll(() => toasts(page), POLL).toContain('Welcome! Created your first profile.');
  await expect
    .poll(async () => (await firestoreDocument(`userEmails/${who.account.email}`))?.uid, POLL)
    .toEqual({ stringValue: who.account.uid });
  return page;
}

export const drawer = (page: Page) => calculator(page).getByRole('dialog', { name: 'Profiles' });
export const shareDialog = (page: Page) =>
  calculator(page).getByRole('dialog', { name: 'Share Profile' });
export const section = (page: Page, name: string) => drawer(page).getByRole('region', { name });

export async function openDrawer(page: Page): Promise<Locator> {
  if (!(await drawer(page).isVisible())) {
    await calculator(page).locator('[part~=profile-selector]').click();
  }
  await expect.poll(() => drawer(page).isVisible()).toBe(true);
  return drawer(page);
}

export async function closeDrawer(page: Page): Promise<void> {
  // The drawer's own Close (its toasts have theirs).
  await drawer(page).locator('.gpa-drawer__close').click();
  await expect.poll(() => drawer(page).isVisible()).toBe(false);
}

/** Opens the share dialog of one of the user's own profiles, from the drawer. */
export async function openShareDialog(page: Page, profileName: string): Promise<Locator> {
  await (await openDrawer(page)).getByRole('button', { name: `Share ${profileName}` }).click();
  await expect.poll(() => shareDialog(page).isVisible()).toBe(true);
  return shareDialog(page);
}

export async function closeShareDialog(page: Page): Promise<void> {
  await shareDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => shareDialog(page).isVisible()).toBe(false);
}

/** Shares by e-mail in the open share dialog, and waits for the success toast. */
export async function shareWith(
  page: Page,
  email: string,
  permission: 'Read Only' | 'Edit Access' = 'Read Only',
): Promise<void> {
  const dialog = shareDialog(page);
  await dialog.getByLabel('User Email').fill(email);
  await dialog.getByLabel('Permission', { exact: true }).selectOption({ label: permission });
  await dialog.getByRole('button', { name: 'Share Profile', exact: true }).click();
  await expect.poll(() => toasts(page), POLL).toContain(`Profile shared with ${email}`);
}

/** The shown profile's subjects, from the editor's cards or the read-only view's tables. */
export const subjectNames = async (page: Page) =>
  (
    await calculator(page).locator('.subject-card__name, .subject-table tbody th').allTextContents()
  ).sort();

/** The drawer's 'Shared With Me' entries as "name: badge, Shared by ..." lines. */
export const sharedWithMe = (page: Page) =>
  section(page, 'Shared With Me')
    .locator('.profile-item')
    .evaluateAll((items) =>
      items.map(
        (item) =>
          `${item.querySelector('.profile-item__name')?.textContent}: ${item.querySelector('.badge')?.textContent}, ${item.querySelector('.profile-item__owner')?.textContent}`,
      ),
    );

/** Selects a profile shared with the user, from the drawer. */
export async function selectShared(page: Page, profileName: string): Promise<void> {
  await (
    await openDrawer(page)
  )
    .getByRole('region', { name: 'Shared With Me' })
    .locator('.profile-item__select', { hasText: profileName })
    .click();
  await expect.poll(() => selectedProfile(page)).toBe(profileName);
}

/**
 * Whether the shown profile is read-only (SPEC §6: it says Read-Only, and shows a view of tables,
 * no editor) or editable (no badge, no tables, the editor's controls enabled).
 */
export async function readOnlyState(page: Page): Promise<string> {
  const view = calculator(page);
  // A shared profile just selected is loading: neither yet.
  if ((await view.locator('.gpa-calculator__loading').count()) > 0) return 'loading';
  const badge = await view.locator('[part~=read-only]').count();
  const tables = await view.locator('[part~=semester-table]').count();
  const editors = await view.locator('[part~=subject-form], [part~=semester-tabs]').count();
  const controls = [
    view.locator('[part~=add-semester]'),
    view.getByLabel('Subject name'),
    view.getByRole('button', { name: /^(Add Subject|Update Subject)$/ }),
  ];
  if (badge === 1 && tables > 0 && editors === 0) return 'read-only';
  // Read without waiting: the view may change between these reads (a live update), and
  // `isDisabled` would wait for a control that went, past the poll's timeout, so the poll never
  // looked again. A control that went counts as disabled, and the poll reads the view once more.
  const disabled = await Promise.all(
    controls.map((control) =>
      control.evaluateAll(
        (found) =>
          found.length === 0 ||
          found.some(
            (each) =>
              each.matches(':disabled') ||
              each.hasAttribute('disabled') ||
              each.getAttribute('aria-disabled') === 'true',
          ),
      ),
    ),
  );
  if (badge === 0 && tables === 0 && editors === 2 && !disabled.some(Boolean)) return 'editable';
  return `mixed: badge ${badge}, tables ${tables}, editors ${editors}, disabled ${disabled.join()}`;
}
