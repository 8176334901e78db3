import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NO_BLOCKED_SENDERS,
  SHOW_BLOCKED_LABEL,
  unblockedMessage,
} from '../../packages/core/src/gpa/blocked-senders-texts.ts';
import {
  BLOCKED_SENDER_MESSAGE,
  acceptedShareMessage,
  blockedMessage,
  invitationText,
} from '../../packages/core/src/gpa/sharing-texts.ts';
import { clearEmulators, firestoreDocuments } from './accounts-helpers';
import { browserForFile, expectInViewport, expectNotCovering, press } from './browser';
import { addSubject } from './gpa-helpers';
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
  shareDialog,
  shareWith,
  sharedWithMe,
  student,
  studentsClosedAfterEach,
  subjectNames,
  toasts,
  type Student,
} from './sharing-helpers';

// Consent to shares (docs/decisions.md "Consent to shares") between two students signed in at
// once: once Ravi left one of Asha's shares, her next one reaches him only as an invitation, which
// he accepts, declines or answers by blocking her; he unblocks her on his profile page.
const browser = browserForFile();

vi.setConfig({ testTimeout: 120_000 });
const ASHA_PROFILE = 'Asha Rao (Default)';

const students = studentsClosedAfterEach();
let asha: Student;
let ravi: Student;
beforeEach(async () => {
  await clearEmulators();
  [asha, ravi] = await Promise.all([
    student(browser(), 'asha@example.com', 'Asha Rao'),
    student(browser(), 'ravi@example.com', 'Ravi Kumar'),
  ]);
  students.push(asha, ravi);
});

/** The invitations in the recipient's drawer, as their texts. */
const invitations = (page: Page) =>
  section(page, 'Shared With Me').locator('.share-item--invitation').allTextContents();

const invitation = (page: Page) =>
  section(page, 'Shared With Me').locator('.share-item--invitation');

const incomingRecords = async (uid: string) =>
  (await firestoreDocuments(`userShares/${uid}/incoming`)).length;

/**
 * Asha shares her profile (with Mathematics in it) with Ravi, who leaves it from his drawer; Asha
 * shares it again, and it waits in Ravi's drawer as an invitation, not as the profile.
 */
async function invitedAfterLeaving(
  permission: 'Read Only' | 'Edit Access',
): Promise<{ ashaPage: Page; raviPage: Page; row: Locator }> {
  const ashaPage = await openCalculator(asha);
  await addSubject(calculator(ashaPage), 'Mathematics', 'O', '4');
  const raviPage = await openCalculator(ravi);
  await openShareDialog(ashaPage, ASHA_PROFILE);
  await shareWith(ashaPage, 'ravi@example.com', permission);
  await openDrawer(raviPage);
  await expect
    .poll(() => sharedWithMe(raviPage), POLL)
    .toEqual([`${ASHA_PROFILE}: ${permission}, Shared by asha@example.com`]);
  await press(
    section(raviPage, 'Shared With Me').getByRole('button', { name: `Leave ${ASHA_PROFILE}` }),
  );
  const asked = calculator(raviPage).getByRole('alertdialog', { name: 'Leave shared profile' });
  await press(asked.getByRole('button', { name: 'Leave' }));
  await expect.poll(() => sharedWithMe(raviPage), POLL).toEqual([]);
  await expect
    .poll(() => shareDialog(ashaPage).textContent(), POLL)
    .toContain('Not shared with anyone yet');

  // Shared again: the dialog says Invited; Ravi's drawer holds an invitation and no profile.
  await shareWith(ashaPage, 'ravi@example.com', permission);
  await expect.poll(() => shareDialog(ashaPage).textContent(), POLL).toContain('Invited');
  await closeShareDialog(ashaPage);
  await expect
    .poll(() => invitations(raviPage), POLL)
    .toEqual([expect.stringContaining(invitationText('asha@example.com'))]);
  expect(await sharedWithMe(raviPage)).toEqual([]);
  const row = invitation(raviPage);
  await row.scrollIntoViewIfNeeded();
  await expectInViewport(row);
  // Its answers beside or below its text, never over it (at a phone's width they wrap below), and
  // its text fits its box (squeezed by them, the sender's e-mail ran on under them).
  await expectNotCovering(row.locator('.share-item__actions'), row.locator('.share-item__text'));
  const overflowing = await row
    .locator('.share-item__text, .share-item__text > *')
    .evaluateAll((boxes) => boxes.filter((box) => box.scrollWidth > box.clientWidth + 1).length);
  expect(overflowing).toBe(0);
  return { ashaPage, raviPage, row };
}

describe('consent to shares between two students', NO_RETRY, () => {
  it('brings a left share back only as an invitation; accepted, the profile is back and editable', async () => {
    const { ashaPage, raviPage, row } = await invitedAfterLeaving('Edit Access');
    // Nothing of the profile reaches Ravi's screen before he accepts.
    expect(await subjectNames(raviPage)).not.toContain('Mathematics');
    expect(await row.locator('.profile-item__select').count()).toBe(0);

    await press(row.getByRole('button', { name: 'Accept' }));
    await expect.poll(() => toasts(raviPage), POLL).toContain(acceptedShareMessage(ASHA_PROFILE));
    await expect
      .poll(() => sharedWithMe(raviPage), POLL)
      .toEqual([`${ASHA_PROFILE}: Edit Access, Shared by asha@example.com`]);
    expect(await invitations(raviPage)).toEqual([]);
    await selectShared(raviPage, ASHA_PROFILE);
    await expect.poll(() => readOnlyState(raviPage), POLL).toBe('editable');
    expect(await subjectNames(raviPage)).toEqual(['Mathematics']);
    await addSubject(calculator(raviPage), 'Physics', 'A', '3');
    await expect.poll(() => subjectNames(ashaPage), POLL).toEqual(['Mathematics', 'Physics']);
    // Asha's drawer no longer says Invited.
    await openDrawer(ashaPage);
    await expect
      .poll(() => section(ashaPage, 'Shared Profiles').textContent(), POLL)
      .not.toContain('Invited');
    expect(asha.errors).toEqual([]);
    expect(ravi.errors).toEqual([]);
  });

  it('blocks a sender: her next share does not reach him, until he unblocks her on his profile page', async () => {
    const { ashaPage, raviPage, row } = await invitedAfterLeaving('Read Only');
    await press(row.getByRole('button', { name: 'Block sender' }));
    const asked = calculator(raviPage).getByRole('alertdialog', { name: 'Block sender' });
    await expect.poll(() => asked.isVisible()).toBe(true);
    await expectInViewport(asked);
    await press(asked.getByRole('button', { name: 'Block sender' }));
    await expect.poll(() => toasts(raviPage), POLL).toContain(blockedMessage('asha@example.com'));
    await expect.poll(() => invitations(raviPage), POLL).toEqual([]);

    // Asha's next share is refused, in words, and writes nothing at Ravi's.
    await openShareDialog(ashaPage, ASHA_PROFILE);
    await expect
      .poll(() => shareDialog(ashaPage).textContent(), POLL)
      .toContain('Not shared with anyone yet');
    const dialog = shareDialog(ashaPage);
    await dialog.getByLabel('User Email').fill('ravi@example.com');
    await dialog.getByRole('button', { name: 'Share Profile', exact: true }).click();
    await expect.poll(() => toasts(ashaPage), POLL).toContain(BLOCKED_SENDER_MESSAGE);
    expect(await incomingRecords(ravi.account.uid)).toBe(0);
    expect(await invitations(raviPage)).toEqual([]);
    expect(await sharedWithMe(raviPage)).toEqual([]);

    // Ravi unblocks her on his profile page.
    const profilePage = await ravi.context.newPage();
    await profilePage.goto(new URL('/profile', raviPage.url()).href);
    const card = profilePage.getByRole('region', { name: 'Blocked Senders' });
    await press(card.getByRole('button', { name: SHOW_BLOCKED_LABEL }));
    const unblock = card.getByRole('button', { name: 'Unblock asha@example.com' });
    await expect.poll(() => unblock.isVisible(), POLL).toBe(true);
    await unblock.scrollIntoViewIfNeeded();
    await expectInViewport(unblock);
    await press(unblock);
    await expect
      .poll(() => card.getByRole('alert').textContent(), POLL)
      .toBe(unblockedMessage('asha@example.com'));
    expect(await card.textContent()).toContain(NO_BLOCKED_SENDERS);
    await profilePage.close();

    // Her next share asks him first.
    await dialog.getByRole('button', { name: 'Share Profile', exact: true }).click();
    await expect
      .poll(() => toasts(ashaPage), POLL)
      .toContain('Profile shared with ravi@example.com');
    await expect
      .poll(() => invitations(raviPage), POLL)
      .toEqual([expect.stringContaining(invitationText('asha@example.com'))]);
    expect(await sharedWithMe(raviPage)).toEqual([]);
    // Asha's refused share was logged as the failed call it is.
    expect(asha.errors.filter((error) => !error.includes(BLOCKED_SENDER_MESSAGE))).toEqual([]);
    expect(ravi.errors).toEqual([]);
  });
});
