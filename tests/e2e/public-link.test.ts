import { deleteApp } from 'firebase/app';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { createCloud, type Cloud } from '../../packages/cloud/src/app';
import { cloudAuth } from '../../packages/cloud/src/auth';
import { cloudConfigFromEnv } from '../../packages/cloud/src/config';
import { cloudFirestore } from '../../packages/cloud/src/firestore';
import { createPublicLink } from '../../packages/cloud/src/public-links';
import type { Profile, PublicLinkOptions } from '../../packages/core/src/gpa/model';
import { documentFromProfile } from '../../packages/core/src/gpa/profile-document';
import { linkedProfile } from '../../packages/cloud/test/sharing';
import { clearEmulators, createEmailAccount, signInAs, type TestAccount } from './accounts-helpers';
import { axeViolations, browserForFile, contextPerTest, siteUrl } from './browser';

// Public share links (SPEC §3 "Legacy public share", §4, §5) on /shared/{shareId}: Asha's link is
// made in Node with packages/cloud as her store makes it; visitors open it in the browser.
// The context's console errors: the page logs only unexpected failures.
const { context, errors } = contextPerTest(browserForFile(), { before: clearEmulators });
const clouds: Cloud[] = [];
afterEach(() => Promise.all(clouds.splice(0).map((cloud) => deleteApp(cloud.app))));

vi.setConfig({ testTimeout: 60_000 });
const POLL = { timeout: 15_000 };

const PASSWORD = 'secret1';

/** Asha signed in with packages/cloud in Node, her profile stored. */
async function ownerWithProfile(): Promise<{ cloud: Cloud; uid: string; profile: Profile }> {
  const account = await createEmailAccount({ email: 'asha@example.com', password: PASSWORD });
  const cloud = createCloud(cloudConfigFromEnv(process.env), `owner-${clouds.length}`);
  clouds.push(cloud);
  await signInWithEmailAndPassword(cloudAuth(cloud), account.email, PASSWORD);
  const profile = linkedProfile(account.uid);
  await setDoc(
    doc(cloudFirestore(cloud), 'users', account.uid, 'profiles', profile.id),
    documentFromProfile(profile, account.uid, () => serverTimestamp()),
  );
  return { cloud, uid: account.uid, profile };
}

/** A link to Asha's profile; its id. */
async function linkWith(options: Partial<PublicLinkOptions> = {}): Promise<string> {
  const owner = await ownerWithProfile();
  const link = await createPublicLink(
    owner.cloud,
    owner.uid,
    owner.profile,
    { allowCopy: true, expiresAt: null, password: null, ...options },
    siteUrl(),
  );
  return link.shareId;
}

async function visit(path: string): Promise<Page> {
  const page = await context().newPage();
  await page.goto(new URL(path, siteUrl()).href);
  return page;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const alertText = (page: Page) =>
  page
    .getByRole('alert')
    .evaluateAll((elements) => elements.map((element) => element.textContent?.trim() ?? ''))
    .then((texts) => texts.filter(Boolean).join(' | '));

/**
 * Waits until the read-only calculator shows the shared profile: a clean view (a table of the
 * subjects, the GPA, no greyed-out form) that says when the snapshot was taken and by whom not.
 */
async function expectProfileShown(page: Page): Promise<void> {
  // The subjects' table: the course-by-course 4-point table, which arrives after the first render,
  // names the subjects too.
  await expect
    .poll(() => page.locator('.subject-table').getByText('Thermodynamics').isVisible(), POLL)
    .toBe(true);
  expect(await heading(page).textContent()).toBe('Asha (Default)');
  const calculator = page.locator('gpa-calculator');
  expect(await calculator.getAttribute('readonly')).toBe('true');
  expect(await calculator.locator('[part="read-only"]').isVisible()).toBe(true);
  expect(await calculator.locator('.gpa-circle__value').textContent()).toBe('8.33');
  const table = calculator.locator('.subject-table');
  expect(
    await table
      .getByRole('row')
      .evaluateAll((rows) =>
        rows.map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent)),
      ),
  ).toEqual([
    ['Subject', 'Grade', 'Credits', 'Points'],
    ['Thermodynamics', 'A+', '4', '36.00'],
    ['Organic Chemistry', 'B+', '2', '14.00'],
  ]);
  const box = (await table.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  expect(await calculator.getByLabel('Subject name').count()).toBe(0);
  expect(await calculator.getByRole('button', { name: /Semester|Read-Only Profile/ }).count()).toBe(
    0,
  );
  expect(await page.locator('[data-snapshot]').textContent()).toMatch(
    /^A read-only snapshot of this GPA profile, taken on [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M\. Later changes by its owner do not show here\.$/,
  );
  // A link keeps its owner private.
  expect(await page.locator('body').textContent()).not.toContain('asha@example.com');
}

/** The user's profiles as Firestore holds them (the emulator's REST API, as the owner). */
async function storedProfiles(uid: string): Promise<Record<string, Record<string, unknown>>[]> {
  const response = await fetch(
    `http://${inject('firestoreHost')}/v1/projects/${inject('projectId')}/databases/(default)/documents/users/${uid}/profiles`,
    { headers: { authorization: 'Bearer owner' } },
  );
  const body = (await response.json()) as {
    documents?: { fields: Record<string, Record<string, unknown>> }[];
  };
  return (body.documents ?? []).map((document) => document.fields);
}

describe('/shared/{shareId}', () => {
  it('shows a visitor the profile read-only, and copying asks them to log in', async () => {
    const shareId = await linkWith();
    const page = await visit(`/shared/${shareId}`);
    await expectProfileShown(page);
    expect(await page.title()).toBe('Asha (Default) · CampusCalc');
    const copy = page.getByRole('link', { name: 'Copy to My Account' });
    expect(await copy.getAttribute('href')).toBe(`/login?from=/shared/${shareId}`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors()).toEqual([]);
  });

  it("says 'Share link has expired' after the expiry", async () => {
    const shareId = await linkWith({ expiresAt: Date.now() - 1_000 });
    const page = await visit(`/shared/${shareId}`);
    await expect.poll(() => alertText(page), POLL).toBe('Share link has expired');
    expect(await page.getByText('Thermodynamics').count()).toBe(0);
    expect(errors()).toEqual([]);
  });

  it("says 'Shared profile not found' for a link that does not exist", async () => {
    for (const path of ['/shared/nosuchlink', '/shared/a/b', '/shared']) {
      const page = await visit(path);
      await expect.poll(() => alertText(page), POLL).toBe('Shared profile not found');
      await page.close();
    }
    expect(errors()).toEqual([]);
  });

  it('opens a protected link with its password only', async () => {
    const shareId = await linkWith({ password: 'open sesame' });
    const page = await visit(`/shared/${shareId}`);
    const password = page.getByLabel('Password', { exact: true });
    await expect.poll(() => password.isVisible(), POLL).toBe(true);
    expect(await heading(page).textContent()).toBe('Asha (Default)');
    expect(await page.getByText('Thermodynamics').count()).toBe(0);

    const open = page.getByRole('button', { name: 'Open' });
    await open.click();
    await expect.poll(() => alertText(page), POLL).toBe('Please enter the password');
    await password.fill('Open sesame');
    await open.click();
    await expect.poll(() => alertText(page), POLL).toBe('Incorrect password');
    await password.fill('open sesame');
    await open.click();
    await expectProfileShown(page);
  });
});

describe('Copy to My Account', () => {
  /** Ravi, signed in, on the link's page. */
  async function signedInVisitor(shareId: string): Promise<{ ravi: TestAccount; page: Page }> {
    const ravi = await createEmailAccount({ email: 'ravi@example.com', password: PASSWORD });
    return { ravi, page: await signInAs(context(), ravi, `/shared/${shareId}`) };
  }

  it("copies the profile into the signed-in user's own profiles", async () => {
    const shareId = await linkWith({ password: 'pw' });
    const { ravi, page } = await signedInVisitor(shareId);
    await expect
      .poll(() => page.getByLabel('Password', { exact: true }).isVisible(), POLL)
      .toBe(true);
    await page.getByLabel('Password', { exact: true }).fill('pw');
    await page.getByRole('button', { name: 'Open' }).click();
    await expectProfileShown(page);

    await page.getByRole('button', { name: 'Copy to My Account' }).click();
    await expect
      .poll(() => alertText(page), POLL)
      .toBe('Copied to your account as "Copy of Asha (Default)".');
    expect(await page.getByRole('link', { name: 'Open GPA Calculator' }).getAttribute('href')).toBe(
      '/gpa-calculator',
    );
    const [copy, ...others] = await storedProfiles(ravi.uid);
    expect(others).toEqual([]);
    expect(copy).toMatchObject({
      name: { stringValue: 'Copy of Asha (Default)' },
      userId: { stringValue: ravi.uid },
      isDefault: { booleanValue: false },
      copiedFrom: { mapValue: { fields: { shareId: { stringValue: shareId } } } },
    });
    expect(JSON.stringify(copy)).toContain('Organic Chemistry');
    expect(errors()).toEqual([]);
  });

  it('is refused when the owner did not allow copying', async () => {
    const shareId = await linkWith({ allowCopy: false });
    const { ravi, page } = await signedInVisitor(shareId);
    await expectProfileShown(page);
    expect(await page.getByText('Copying is not allowed for this profile').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Copy to My Account' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Copy to My Account' }).isVisible()).toBe(false);
    expect(await storedProfiles(ravi.uid)).toEqual([]);
  });
});
