import { deleteApp } from 'firebase/app';
import { signInWithEmailAndPassword } from 'firebase/auth';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNVERIFIED_USER_MESSAGE } from '../../packages/core/src/gpa/sharing-texts.ts';
import {
  authUser,
  clearEmulators,
  createEmailAccount,
  firestoreDocument,
  firestoreDocuments,
  signInAs,
  verifyAccount,
} from './accounts-helpers';
import { createCloud } from '../../packages/cloud/src/app';
import { cloudAuth } from '../../packages/cloud/src/auth';
import { cloudConfigFromEnv } from '../../packages/cloud/src/config';
import { addProfile, shareProfile } from '../../packages/cloud/test/sharing';
import { MAX_SENT_SHARES } from '../../packages/core/src/gpa/sharing';
import { browserForFile, consoleErrors, expectInViewport, press, waitForPath } from './browser';
import { addSubject } from './gpa-helpers';
import {
  PASSWORD,
  NO_RETRY,
  POLL,
  calculator,
  closeDrawer,
  closeShareDialog,
  drawer,
  openCalculator,
  openDrawer,
  openShareDialog,
  readOnlyState,
  section,
  selectShared,
  selectedProfile,
  shareDialog,
  shareWith,
  sharedWithMe,
  student,
  subjectNames,
  toasts,
  type Student,
} from './sharing-helpers';

// Sharing GPA profiles between two students (SPEC §2 "Profile drawer", "Share dialog", §4 "Share
// permission", §6), each signed in in a browser context of their own: Asha shares, Ravi receives,
// and each sees the other's changes live, without a reload. Firestore is checked through the
// emulator's REST API.
const browser = browserForFile();

vi.setConfig({ testTimeout: 120_000 });
const ASHA_PROFILE = 'Asha Rao (Default)';
const RAVI_PROFILE = 'Ravi Kumar (Default)';

let asha: Student;
let ravi: Student;
beforeEach(async () => {
  await clearEmulators();
  asha = await student(browser(), 'asha@example.com', 'Asha Rao');
  ravi = await student(browser(), 'ravi@example.com', 'Ravi Kumar');
});
afterEach(async () => {
  await Promise.all([asha.context.close(), ravi.context.close()]);
});

/** The dialog's 'Currently Shared With' entries as "e-mail: badge" lines. */
const currentShares = (page: Page) =>
  shareDialog(page)
    .getByRole('region', { name: 'Currently Shared With' })
    .locator('.share-entry')
    .evaluateAll((entries) =>
      entries.map(
        (entry) =>
          `${entry.querySelector('.share-entry__title')?.textContent}: ${entry.querySelector('.badge')?.textContent}`,
      ),
    );

const ownProfileNames = (page: Page) =>
  section(page, 'My Profiles').locator('.profile-item__name').allTextContents();

/** The drawer's 'Shared Profiles' entries as "name → e-mail" lines. */
const outgoingShares = (page: Page) =>
  section(page, 'Shared Profiles')
    .locator('.share-item')
    .evaluateAll((items) =>
      items.map(
        (item) =>
          `${item.querySelector('.profile-item__name')?.textContent} → ${item.querySelector('.badge')?.parentElement?.firstChild?.textContent}`,
      ),
    );

type Fields = Record<string, Record<string, unknown>>;

/** One of the user's profiles as Firestore holds it, by name. */
async function storedProfile(uid: string, name: string): Promise<Fields | undefined> {
  const profiles = await firestoreDocuments(`users/${uid}/profiles`);
  return profiles.find((profile) => profile.name?.stringValue === name);
}

/** Who a stored profile's `permissions` name, as "uid: role" lines, and its `collaborators`. */
function access(profile: Fields | undefined): { permissions: string[]; collaborators: string[] } {
  const permissions = (profile?.permissions?.mapValue as { fields?: Fields } | undefined)?.fields;
  const collaborators = (profile?.collaborators?.arrayValue as { values?: Fields[] } | undefined)
    ?.values;
  return {
    permissions: Object.entries(permissions ?? {})
      .map(([uid, role]) => `${uid}: ${String(role.stringValue)}`)
      .sort(),
    collaborators: (collaborators ?? []).map((value) => String(value.stringValue)).sort(),
  };
}

const shareRecords = async (uid: string, direction: 'outgoing' | 'incoming') =>
  (await firestoreDocuments(`userShares/${uid}/${direction}`)).map(
    (share) =>
      `${String(share.profileName?.stringValue)}: ${String(share.permission?.stringValue)}`,
  );

/** Asha shares her profile with Ravi for editing; resolves once Ravi's open drawer lists it. */
async function sharedForEditing(): Promise<{ ashaPage: Page; raviPage: Page }> {
  const ashaPage = await openCalculator(asha);
  const raviPage = await openCalculator(ravi);
  await openShareDialog(ashaPage, ASHA_PROFILE);
  await shareWith(ashaPage, 'ravi@example.com', 'Edit Access');
  await openDrawer(raviPage);
  await expect
    .poll(() => sharedWithMe(raviPage), POLL)
    .toEqual([`${ASHA_PROFILE}: Edit Access, Shared by asha@example.com`]);
  return { ashaPage, raviPage };
}

describe('sharing a profile with another student', NO_RETRY, () => {
  it('shares read-only by e-mail; the recipient sees it live, read-only, and copies it', async () => {
    const ashaPage = await openCalculator(asha);
    await addSubject(calculator(ashaPage), 'Mathematics', 'O', '4');
    const raviPage = await openCalculator(ravi);
    await openDrawer(raviPage);
    expect(await section(raviPage, 'Shared With Me').textContent()).toContain(
      'No profiles are shared with you yet',
    );

    const dialog = await openShareDialog(ashaPage, ASHA_PROFILE);
    expect(await dialog.textContent()).toContain(`Share ${ASHA_PROFILE} with another user`);
    expect(await dialog.getByLabel('Permission', { exact: true }).inputValue()).toBe('read');
    // Checked in the dialog first, then by the store against the e-mail lookup records.
    await dialog.getByLabel('User Email').fill('not an e-mail');
    await dialog.getByRole('button', { name: 'Share Profile', exact: true }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe(
      'Please enter a valid email address',
    );
    await dialog.getByLabel('User Email').fill('nobody@example.com');
    await dialog.getByRole('button', { name: 'Share Profile', exact: true }).click();
    await expect.poll(() => toasts(ashaPage), POLL).toContain('User not found');
    expect(await currentShares(ashaPage)).toEqual([]);

    await shareWith(ashaPage, 'ravi@example.com');
    expect(await dialog.getByLabel('User Email').inputValue()).toBe('');
    await expect.poll(() => currentShares(ashaPage), POLL).toEqual(['ravi@example.com: Read Only']);
    expect(await dialog.textContent()).toMatch(/Shared on [A-Z][a-z]+ \d{1,2}, \d{4}/);
    // Once shared, the same e-mail is refused (SPEC §5).
    await dialog.getByLabel('User Email').fill('Ravi@Example.com');
    await dialog.getByRole('button', { name: 'Share Profile', exact: true }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe(
      'Profile is already shared with this user',
    );
    await closeShareDialog(ashaPage);
    expect(await outgoingShares(ashaPage)).toEqual([`${ASHA_PROFILE} → ravi@example.com`]);
    expect(await section(ashaPage, 'My Profiles').locator('.badge').allTextContents()).toEqual([
      'Shared (1)',
    ]);

    // Ravi's open drawer lists it without a reload.
    await expect
      .poll(() => sharedWithMe(raviPage), POLL)
      .toEqual([`${ASHA_PROFILE}: Read Only, Shared by asha@example.com`]);
    await selectShared(raviPage, ASHA_PROFILE);
    await expect.poll(() => subjectNames(raviPage), POLL).toEqual(['Mathematics']);
    expect(await readOnlyState(raviPage)).toBe('read-only');
    expect(await calculator(raviPage).locator('[part~=gpa-circle]').textContent()).toContain(
      '10.00',
    );
    // A clean view: who shared it, the semester as a table that fits the screen.
    expect(await calculator(raviPage).getByText('Shared by asha@example.com').isVisible()).toBe(
      true,
    );
    const table = calculator(raviPage).locator('.subject-table');
    const box = (await table.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(raviPage.viewportSize()!.width);
    expect(await table.getByRole('row').allInnerTexts()).toEqual([
      expect.stringMatching(/^Subject\s+Grade\s+Credits\s+Points$/),
      expect.stringMatching(/^Mathematics\s+O\s+4\s+40\.00$/),
    ]);
    // No deleting someone else's profile, nor sharing it on.
    const raviDrawer = await openDrawer(raviPage);
    const shared = raviDrawer.getByRole('region', { name: 'Shared With Me' });
    expect(await shared.getByRole('button', { name: /^(Delete|Share) / }).count()).toBe(0);
    await closeDrawer(raviPage);

    // Copied from the view itself.
    await press(calculator(raviPage).getByRole('button', { name: 'Copy to My Account' }));
    await expect
      .poll(() => toasts(raviPage), POLL)
      .toContain(`Copied to your account as "Copy of ${ASHA_PROFILE}".`);
    await openDrawer(raviPage);
    await expect
      .poll(() => ownProfileNames(raviPage), POLL)
      .toEqual([RAVI_PROFILE, `Copy of ${ASHA_PROFILE}`]);
    const original = await storedProfile(asha.account.uid, ASHA_PROFILE);
    const [incoming] = await firestoreDocuments(`userShares/${ravi.account.uid}/incoming`);
    await expect
      .poll(() => storedProfile(ravi.account.uid, `Copy of ${ASHA_PROFILE}`), POLL)
      .toMatchObject({
        userId: { stringValue: ravi.account.uid },
        isDefault: { booleanValue: false },
        copiedFrom: {
          mapValue: {
            fields: {
              shareId: incoming!.shareId,
              originalUserId: { stringValue: asha.account.uid },
              originalProfileId: original!.id,
            },
          },
        },
      });
    expect(
      JSON.stringify(await storedProfile(ravi.account.uid, `Copy of ${ASHA_PROFILE}`)),
    ).toContain('Mathematics');
    // The copy is Ravi's own: editable.
    await section(raviPage, 'My Profiles')
      .locator('.profile-item__select', { hasText: `Copy of ${ASHA_PROFILE}` })
      .click();
    await expect.poll(() => readOnlyState(raviPage)).toBe('editable');
    expect(await subjectNames(raviPage)).toEqual(['Mathematics']);

    // The only error: the refused share, logged by the dialog (SPEC §8).
    expect(asha.errors).toEqual([expect.stringContaining('User not found')]);
    expect(ravi.errors).toEqual([]);
  });

  it('keeps the recipient on the shared profile they selected across a reload (SPEC §4)', async () => {
    const ashaPage = await openCalculator(asha);
    await addSubject(calculator(ashaPage), 'Mathematics', 'O', '4');
    const raviPage = await openCalculator(ravi);
    await openShareDialog(ashaPage, ASHA_PROFILE);
    await shareWith(ashaPage, 'ravi@example.com', 'Edit Access');
    await closeShareDialog(ashaPage);
    await openDrawer(raviPage);
    await expect.poll(() => sharedWithMe(raviPage), POLL).toHaveLength(1);
    await selectShared(raviPage, ASHA_PROFILE);

    await raviPage.reload();
    await expect.poll(() => subjectNames(raviPage), POLL).toEqual(['Mathematics']);
    expect(await selectedProfile(raviPage)).toBe(ASHA_PROFILE);
    // Their own profile is one tap away, and chosen, it is what the next visit shows.
    await (
      await openDrawer(raviPage)
    )
      .getByRole('region', { name: 'My Profiles' })
      .locator('.profile-item__select', { hasText: RAVI_PROFILE })
      .click();
    await expect.poll(() => selectedProfile(raviPage)).toBe(RAVI_PROFILE);
    await raviPage.reload();
    await expect.poll(() => selectedProfile(raviPage), POLL).toBe(RAVI_PROFILE);
    expect([...asha.errors, ...ravi.errors]).toEqual([]);
  });

  it("grants edit and takes it back, and each sees the other's edits live", async () => {
    const ashaPage = await openCalculator(asha);
    await addSubject(calculator(ashaPage), 'Mathematics', 'O', '4');
    const raviPage = await openCalculator(ravi);
    await openShareDialog(ashaPage, ASHA_PROFILE);
    await shareWith(ashaPage, 'ravi@example.com');
    await selectShared(raviPage, ASHA_PROFILE);
    await expect.poll(() => readOnlyState(raviPage), POLL).toBe('read-only');
    await openDrawer(raviPage);

    await shareDialog(ashaPage).getByRole('button', { name: 'Grant Edit' }).click();
    await expect.poll(() => toasts(ashaPage), POLL).toContain('Permission updated');
    await expect
      .poll(() => currentShares(ashaPage), POLL)
      .toEqual(['ravi@example.com: Edit Access']);
    await expect
      .poll(() => sharedWithMe(raviPage), POLL)
      .toEqual([`${ASHA_PROFILE}: Edit Access, Shared by asha@example.com`]);
    // An editor may not copy: that is for read-only shares.
    expect(
      await section(raviPage, 'Shared With Me')
        .getByRole('button', { name: `Copy ${ASHA_PROFILE} to my account` })
        .count(),
    ).toBe(0);
    expect(access(await storedProfile(asha.account.uid, ASHA_PROFILE))).toEqual({
      permissions: [`${asha.account.uid}: owner`, `${ravi.account.uid}: edit`].sort(),
      collaborators: [asha.account.uid, ravi.account.uid].sort(),
    });
    await closeDrawer(raviPage);
    await expect.poll(() => readOnlyState(raviPage), POLL).toBe('editable');
    await closeShareDialog(ashaPage);
    await closeDrawer(ashaPage);

    // Ravi edits Asha's profile, and Asha sees it; then the other way round.
    await addSubject(calculator(raviPage), 'Physics', 'A', '3');
    await expect.poll(() => subjectNames(ashaPage), POLL).toEqual(['Mathematics', 'Physics']);
    // An editor renames a semester too (firestore.rules let them write its name).
    await press(calculator(raviPage).getByRole('button', { name: 'Rename Semester 1' }));
    const rename = calculator(raviPage).getByRole('dialog', { name: 'Rename semester' });
    await rename.getByLabel('Semester name').fill('Term 1');
    await press(rename.getByRole('button', { name: 'Rename' }));
    await expect
      .poll(
        () => calculator(ashaPage).locator('[part~=semester] .section-heading').textContent(),
        POLL,
      )
      .toBe('Term 1');
    await addSubject(calculator(ashaPage), 'Chemistry', 'B', '2');
    await expect
      .poll(() => subjectNames(raviPage), POLL)
      .toEqual(['Chemistry', 'Mathematics', 'Physics']);
    await expect
      .poll(() => calculator(ashaPage).locator('[part~=gpa-circle]').textContent(), POLL)
      .toContain('8.44');
    expect(await calculator(raviPage).locator('[part~=gpa-circle]').textContent()).toContain(
      '8.44',
    );

    await openShareDialog(ashaPage, ASHA_PROFILE);
    await shareDialog(ashaPage).getByRole('button', { name: 'Make Read-Only' }).click();
    await expect.poll(() => currentShares(ashaPage), POLL).toEqual(['ravi@example.com: Read Only']);
    await expect.poll(() => readOnlyState(raviPage), POLL).toBe('read-only');
    expect(await subjectNames(raviPage)).toEqual(['Chemistry', 'Mathematics', 'Physics']);
    expect(access(await storedProfile(asha.account.uid, ASHA_PROFILE)).permissions).toContain(
      `${ravi.account.uid}: read`,
    );
    expect(asha.errors).toEqual([]);
    expect(ravi.errors).toEqual([]);
  });

  it('unshares from the dialog and from the drawer; the profile leaves the recipient live', async () => {
    const { ashaPage, raviPage } = await sharedForEditing();
    expect(await shareRecords(asha.account.uid, 'outgoing')).toEqual([`${ASHA_PROFILE}: edit`]);
    expect(await shareRecords(ravi.account.uid, 'incoming')).toEqual([`${ASHA_PROFILE}: edit`]);

    // Remove, in the share dialog, while Ravi's drawer lists the profile.
    await shareDialog(ashaPage).getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => toasts(ashaPage), POLL).toContain('Share removed');
    await expect.poll(() => currentShares(ashaPage)).toEqual([]);
    expect(await shareDialog(ashaPage).textContent()).toContain('Not shared with anyone yet');
    await expect
      .poll(() => section(raviPage, 'Shared With Me').textContent(), POLL)
      .toContain('No profiles are shared with you yet');
    expect(await shareRecords(asha.account.uid, 'outgoing')).toEqual([]);
    expect(await shareRecords(ravi.account.uid, 'incoming')).toEqual([]);
    expect(access(await storedProfile(asha.account.uid, ASHA_PROFILE))).toEqual({
      permissions: [`${asha.account.uid}: owner`],
      collaborators: [asha.account.uid],
    });

    // Shared again; Stop sharing, in the drawer, while Ravi has the profile on screen.
    await shareWith(ashaPage, 'ravi@example.com');
    await closeShareDialog(ashaPage);
    await selectShared(raviPage, ASHA_PROFILE);
    await expect.poll(() => readOnlyState(raviPage), POLL).toBe('read-only');
    await section(ashaPage, 'Shared Profiles')
      .getByRole('button', { name: `Stop sharing ${ASHA_PROFILE} with ravi@example.com` })
      .click();
    await expect
      .poll(() => section(ashaPage, 'Shared Profiles').textContent(), POLL)
      .toContain('You have not shared any profiles');
    expect(await section(ashaPage, 'My Profiles').locator('.badge').count()).toBe(0);
    // Ravi's screen goes back to his own profile.
    await expect.poll(() => selectedProfile(raviPage), POLL).toBe(RAVI_PROFILE);
    expect(await readOnlyState(raviPage)).toBe('editable');
    await openDrawer(raviPage);
    expect(await sharedWithMe(raviPage)).toEqual([]);
    expect(await shareRecords(asha.account.uid, 'outgoing')).toEqual([]);
    expect(await shareRecords(ravi.account.uid, 'incoming')).toEqual([]);
    expect(access(await storedProfile(asha.account.uid, ASHA_PROFILE)).permissions).toEqual([
      `${asha.account.uid}: owner`,
    ]);
    expect(asha.errors).toEqual([]);
    expect(ravi.errors).toEqual([]);
  });

  it('lets the recipient leave a shared profile from the drawer; the owner sees the share end live', async () => {
    const { ashaPage, raviPage } = await sharedForEditing();
    await closeShareDialog(ashaPage);
    await expect
      .poll(() => outgoingShares(ashaPage), POLL)
      .toEqual([`${ASHA_PROFILE} → ravi@example.com`]);

    const leave = section(raviPage, 'Shared With Me').getByRole('button', {
      name: `Leave ${ASHA_PROFILE}`,
    });
    // Below the drawer's own profiles: scrolled to, it shows whole, at the phone's width too.
    await leave.scrollIntoViewIfNeeded();
    await expectInViewport(leave);
    await press(leave);
    const asked = calculator(raviPage).getByRole('alertdialog', { name: 'Leave shared profile' });
    await expect.poll(() => asked.isVisible()).toBe(true);
    await expectInViewport(asked);
    await press(asked.getByRole('button', { name: 'Leave' }));
    await expect.poll(() => toasts(raviPage), POLL).toContain(`You left "${ASHA_PROFILE}".`);
    await expect.poll(() => sharedWithMe(raviPage), POLL).toEqual([]);
    // The owner's drawer follows, and nothing is left that would keep Ravi's access.
    await expect.poll(() => outgoingShares(ashaPage), POLL).toEqual([]);
    expect(await shareRecords(asha.account.uid, 'outgoing')).toEqual([]);
    expect(await shareRecords(ravi.account.uid, 'incoming')).toEqual([]);
    expect(access(await storedProfile(asha.account.uid, ASHA_PROFILE))).toEqual({
      permissions: [`${asha.account.uid}: owner`],
      collaborators: [asha.account.uid],
    });
    expect(asha.errors).toEqual([]);
    expect(ravi.errors).toEqual([]);
  });

  it('makes a public link with an expiry that a visitor opens, until it is revoked', async () => {
    const ashaPage = await openCalculator(asha);
    await addSubject(calculator(ashaPage), 'Mathematics', 'O', '4');
    await addSubject(calculator(ashaPage), 'Physics', 'A', '3');
    const dialog = await openShareDialog(ashaPage, ASHA_PROFILE);
    const links = dialog.getByRole('region', { name: 'Public Link' });
    expect(await links.textContent()).toContain('No public links yet');
    expect(await links.getByLabel('Allow copying').isChecked()).toBe(true);
    await links.getByLabel('Expires', { exact: true }).selectOption({ label: '7 days' });
    const before = Date.now();
    await links.getByRole('button', { name: 'Create Link' }).click();
    await expect.poll(() => toasts(ashaPage), POLL).toContain('Link created');
    const address = links.getByLabel('Link address');
    await expect.poll(() => address.count(), POLL).toBe(1);
    // The dialog shows the new link with the focus on its Copy Link, the next step, rather than
    // jump back to the e-mail field at its top (a phone's dialog scrolls): on screen, uncovered.
    const copy = links.getByRole('button', { name: 'Copy Link' });
    const focusedAndHit = () =>
      copy.evaluate((button) => {
        const root = button.getRootNode() as ShadowRoot;
        const box = button.getBoundingClientRect();
        const hit = root.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return [root.activeElement === button, hit === button];
      });
    await expect.poll(focusedAndHit, POLL).toEqual([true, true]);
    await expectInViewport(address);
    const url = await address.inputValue();
    const shareId = new URL(url).pathname.replace('/shared/', '');
    expect(url).toBe(new URL(`/shared/${shareId}`, ashaPage.url()).href);
    expect(await links.locator('.share-entry__meta').textContent()).toMatch(
      /^Expires [A-Z][a-z]+ \d{1,2}, \d{4}.*Copy allowed$/,
    );
    const stored = await firestoreDocument(`sharedProfiles/${shareId}`);
    const options = (stored?.shareOptions?.mapValue as { fields: Fields }).fields;
    const expiresAt = Number(options.expiresAt?.integerValue);
    const week = 7 * 24 * 60 * 60 * 1000;
    expect(expiresAt).toBeGreaterThanOrEqual(before + week);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + week);
    expect(options.allowCopy).toEqual({ booleanValue: true });

    // Someone with the link and no account.
    const visitorContext = await browser().newContext();
    const visitorErrors = consoleErrors(visitorContext);
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto(url);
      await expect
        .poll(() => visitor.locator('.subject-table').getByText('Physics').isVisible(), POLL)
        .toBe(true);
      expect(await visitor.getByRole('heading', { level: 1 }).textContent()).toBe(ASHA_PROFILE);
      const shown = visitor.locator('gpa-calculator');
      expect(await shown.getAttribute('readonly')).toBe('true');
      expect(await shown.locator('[part="read-only"]').isVisible()).toBe(true);
      expect(await shown.locator('.gpa-circle__value').textContent()).toBe('9.14');
      expect(await shown.locator('[part~=semester-table]').count()).toBe(1);
      expect(await shown.locator('[part~=subject-form]').count()).toBe(0);
      expect(
        await visitor.getByText(/^A read-only snapshot of this GPA profile, taken on /).isVisible(),
      ).toBe(true);

      await links.getByRole('button', { name: 'Revoke' }).click();
      await expect.poll(() => toasts(ashaPage), POLL).toContain('Link revoked');
      await expect.poll(() => links.textContent(), POLL).toContain('No public links yet');
      expect(await firestoreDocument(`sharedProfiles/${shareId}`)).toBeNull();
      await visitor.reload();
      await expect
        .poll(() => visitor.getByRole('alert').filter({ hasText: /\S/ }).allTextContents(), POLL)
        .toEqual(['Shared profile not found']);
      expect(await visitor.getByText('Physics').count()).toBe(0);
      expect(visitorErrors).toEqual([]);
    } finally {
      await visitorContext.close();
    }
    expect(asha.errors).toEqual([]);
  });

  it('deletes a second profile only once it is no longer shared', async () => {
    const ashaPage = await openCalculator(asha);
    const raviPage = await openCalculator(ravi);
    await (await openDrawer(ashaPage)).getByRole('button', { name: 'Add Profile' }).click();
    const naming = calculator(ashaPage).getByRole('dialog', { name: 'New profile' });
    await naming.getByLabel('Profile name').fill('Electives');
    await naming.getByRole('button', { name: 'Create' }).click();
    // The new profile is selected, and the drawer closes.
    await expect.poll(() => selectedProfile(ashaPage), POLL).toBe('Electives');
    let ashaDrawer = await openDrawer(ashaPage);
    expect(await ownProfileNames(ashaPage)).toEqual([ASHA_PROFILE, 'Electives']);
    // Never the default profile; the other one while it is not shared (SPEC §2).
    expect(await ashaDrawer.getByRole('button', { name: `Delete ${ASHA_PROFILE}` }).count()).toBe(
      0,
    );
    expect(await ashaDrawer.getByRole('button', { name: 'Delete Electives' }).isVisible()).toBe(
      true,
    );

    await openShareDialog(ashaPage, 'Electives');
    await shareWith(ashaPage, 'ravi@example.com');
    await closeShareDialog(ashaPage);
    ashaDrawer = drawer(ashaPage);
    await expect
      .poll(() => section(ashaPage, 'My Profiles').locator('.badge').allTextContents(), POLL)
      .toEqual(['Shared (1)']);
    expect(await ashaDrawer.getByRole('button', { name: 'Delete Electives' }).count()).toBe(0);
    await openDrawer(raviPage);
    await expect
      .poll(() => sharedWithMe(raviPage), POLL)
      .toEqual(['Electives: Read Only, Shared by asha@example.com']);

    await section(ashaPage, 'Shared Profiles')
      .getByRole('button', { name: 'Stop sharing Electives with ravi@example.com' })
      .click();
    await expect.poll(() => sharedWithMe(raviPage), POLL).toEqual([]);
    const deleteButton = ashaDrawer.getByRole('button', { name: 'Delete Electives' });
    await expect.poll(() => deleteButton.isVisible(), POLL).toBe(true);
    await deleteButton.click();
    const confirmation = calculator(ashaPage).getByRole('alertdialog', { name: 'Delete profile' });
    expect(await confirmation.textContent()).toContain('Delete Electives with its 1 semester?');
    await confirmation.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => ownProfileNames(ashaPage), POLL).toEqual([ASHA_PROFILE]);
    await expect.poll(() => selectedProfile(ashaPage), POLL).toBe(ASHA_PROFILE);
    // Applied on the page at once, on the server soon after.
    await expect
      .poll(
        async () =>
          (await firestoreDocuments(`users/${asha.account.uid}/profiles`)).map(
            (profile) => profile.name?.stringValue,
          ),
        POLL,
      )
      .toEqual([ASHA_PROFILE]);
    expect(await shareRecords(asha.account.uid, 'outgoing')).toEqual([]);
    expect(await shareRecords(ravi.account.uid, 'incoming')).toEqual([]);
    expect(await sharedWithMe(raviPage)).toEqual([]);
    expect(asha.errors).toEqual([]);
    expect(ravi.errors).toEqual([]);
  });

  it('takes the recipient out of the shared profile when they delete their account', async () => {
    const ashaPage = await openCalculator(asha);
    const raviPage = await openCalculator(ravi);
    await openShareDialog(ashaPage, ASHA_PROFILE);
    await shareWith(ashaPage, 'ravi@example.com', 'Edit Access');
    await closeShareDialog(ashaPage);
    await selectShared(raviPage, ASHA_PROFILE);
    await expect.poll(() => readOnlyState(raviPage), POLL).toBe('editable');
    await addSubject(calculator(raviPage), 'Physics', 'A', '3');
    // Asha sees it before Ravi leaves the page: the server has the edit that his account's
    // deletion must leave in place.
    await expect.poll(() => subjectNames(ashaPage), POLL).toEqual(['Physics']);
    expect(access(await storedProfile(asha.account.uid, ASHA_PROFILE))).toEqual({
      permissions: [`${asha.account.uid}: owner`, `${ravi.account.uid}: edit`].sort(),
      collaborators: [asha.account.uid, ravi.account.uid].sort(),
    });

    // Ravi deletes his account on /profile, with his password (SPEC §2 "Deletion flow").
    await raviPage.goto(new URL('/profile', raviPage.url()).href);
    await raviPage.getByRole('button', { name: 'Delete Account & All Data' }).click();
    await raviPage
      .getByRole('dialog', { name: 'Delete Account & All Data' })
      .getByRole('button', { name: 'Delete Everything' })
      .click();
    const passwordDialog = raviPage.getByRole('dialog', { name: 'Confirm Account Deletion' });
    await expect.poll(() => passwordDialog.isVisible(), POLL).toBe(true);
    await passwordDialog.getByLabel('Enter your password to delete your account').fill(PASSWORD);
    await passwordDialog.getByRole('button', { name: 'Delete Account' }).click();
    await waitForPath(raviPage, '/login');

    // Asha's open drawer follows: nothing shared any more.
    await expect
      .poll(() => section(ashaPage, 'Shared Profiles').textContent(), POLL)
      .toContain('You have not shared any profiles');
    expect(await section(ashaPage, 'My Profiles').locator('.badge').count()).toBe(0);
    expect(await authUser(ravi.account.uid)).toBeNull();
    const profile = await storedProfile(asha.account.uid, ASHA_PROFILE);
    expect(access(profile)).toEqual({
      permissions: [`${asha.account.uid}: owner`],
      collaborators: [asha.account.uid],
    });
    // What Ravi added stays: it is Asha's profile.
    expect(JSON.stringify(profile)).toContain('Physics');
    expect(await shareRecords(asha.account.uid, 'outgoing')).toEqual([]);
    expect(await firestoreDocuments(`userShares/${ravi.account.uid}/incoming`)).toEqual([]);
    expect(await firestoreDocuments(`users/${ravi.account.uid}/profiles`)).toEqual([]);
    expect(await firestoreDocument(`userEmails/${ravi.account.email}`)).toBeNull();
    // And Asha's share dialog can no longer find him.
    await closeDrawer(ashaPage);
    await openShareDialog(ashaPage, ASHA_PROFILE);
    expect(await currentShares(ashaPage)).toEqual([]);
    await shareDialog(ashaPage).getByLabel('User Email').fill('ravi@example.com');
    await shareDialog(ashaPage).getByRole('button', { name: 'Share Profile', exact: true }).click();
    await expect.poll(() => toasts(ashaPage), POLL).toContain('User not found');
    expect(asha.errors).toEqual([expect.stringContaining('User not found')]);
    expect(ravi.errors).toEqual([]);
  });

  // A stranger shares profile after profile with Ravi, to fill his page: the rules stop each
  // sender at MAX_SENT_SHARES records, so it takes three strangers to reach a second page.
  it("lists strangers' many shares a page at a time, stops each at the bound, and loads one only once it is selected", async () => {
    const target = { uid: ravi.account.uid, email: ravi.account.email };
    const strangers = [
      { name: 'mallory', count: MAX_SENT_SHARES },
      { name: 'trudy', count: MAX_SENT_SHARES },
      { name: 'oscar', count: 55 - 2 * MAX_SENT_SHARES },
    ];
    let planted = 0;
    for (const { name, count } of strangers) {
      const account = await createEmailAccount({
        email: `${name}@example.com`,
        password: PASSWORD,
        emailVerified: true,
      });
      const cloud = createCloud(cloudConfigFromEnv(process.env), name);
      try {
        await signInWithEmailAndPassword(cloudAuth(cloud), account.email, PASSWORD);
        const stranger = { cloud, uid: account.uid, email: account.email };
        for (let index = 1; index <= count; index += 1) {
          planted += 1;
          await addProfile(stranger, `planted${planted}`);
          await shareProfile(stranger, `planted${planted}`, target, 'read');
        }
        if (name === 'mallory') {
          // One more from the same sender is refused: the bound holds.
          await addProfile(stranger, 'one-too-many');
          await expect(shareProfile(stranger, 'one-too-many', target, 'read')).rejects.toThrow(
            /permission/i,
          );
        }
      } finally {
        await deleteApp(cloud.app);
      }
    }
    const raviPage = await openCalculator(ravi);
    // Whichever profile the page shows first (on a first visit, perhaps a shared one), it loads.
    await expect
      .poll(() => calculator(raviPage).locator('.gpa-calculator__loading').count(), POLL)
      .toBe(0);
    const shared = (await openDrawer(raviPage)).getByRole('region', { name: 'Shared With Me' });
    const names = () => shared.locator('.profile-item__name').allTextContents();
    await expect.poll(async () => (await names()).length, POLL).toBe(50);
    // Listed from their share records: no semester count but for the one shown, if any.
    const meta = await shared.locator('.profile-item__meta').allTextContents();
    expect(meta.filter((text) => text.includes('semester')).length).toBeLessThanOrEqual(1);
    expect(meta).toContain('Read OnlyShared by mallory@example.com');
    await press(shared.getByRole('button', { name: 'Show more' }));
    await expect.poll(async () => (await names()).length, POLL).toBe(55);
    expect(await names()).not.toContainEqual(expect.stringContaining('one-too-many'));
    expect(await shared.getByRole('button', { name: 'Show more' }).count()).toBe(0);
    await selectShared(raviPage, 'Profile planted7');
    await expect.poll(() => readOnlyState(raviPage), POLL).toBe('read-only');
    expect(await calculator(raviPage).locator('[part~=semester-table]').allTextContents()).toEqual([
      expect.stringContaining('No subjects added yet'),
    ]);
    expect(ravi.errors).toEqual([]);
  });
});

describe('sharing only with verified e-mail addresses', NO_RETRY, () => {
  const lookupVerified = async (email: string) =>
    (await firestoreDocument(`userEmails/${email}`))?.verified;

  it('refuses an account whose e-mail is not verified, saying so, and shares once it is', async () => {
    // Sam signed up with the address but has not opened the verification link: whoever did so may
    // not own the address, so nothing shared with it may reach them.
    const sam = await student(browser(), 'sam@example.com', 'Sam Lee', false);
    try {
      const samPage = await signInAs(sam.context, sam.account, '/gpa-calculator');
      await expect
        .poll(() => lookupVerified('sam@example.com'), POLL)
        .toEqual({ booleanValue: false });
      const ashaPage = await openCalculator(asha);
      const dialog = await openShareDialog(ashaPage, ASHA_PROFILE);
      await dialog.getByLabel('User Email').fill('sam@example.com');
      await press(dialog.getByRole('button', { name: 'Share Profile', exact: true }));
      await expect.poll(() => toasts(ashaPage), POLL).toContain(UNVERIFIED_USER_MESSAGE);
      await expectInViewport(
        calculator(ashaPage).locator('.toast', { hasText: UNVERIFIED_USER_MESSAGE }),
      );
      expect(await currentShares(ashaPage)).toEqual([]);
      expect(await shareRecords(asha.account.uid, 'outgoing')).toEqual([]);
      // The address stays in the field, to share again once Sam has verified it.
      expect(await dialog.getByLabel('User Email').inputValue()).toBe('sam@example.com');

      // Sam opens the link (the emulator marks the address verified) and comes back to the site.
      await verifyAccount(sam.account.uid);
      await samPage.reload();
      await expect
        .poll(() => lookupVerified('sam@example.com'), POLL)
        .toEqual({ booleanValue: true });
      await shareWith(ashaPage, 'sam@example.com');
      await expect
        .poll(() => currentShares(ashaPage), POLL)
        .toEqual(['sam@example.com: Read Only']);
      expect(asha.errors).toEqual([expect.stringContaining(UNVERIFIED_USER_MESSAGE)]);
      expect(sam.errors).toEqual([]);
    } finally {
      await sam.context.close();
    }
  });
});
