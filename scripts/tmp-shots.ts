import { chromium } from 'playwright-core';
import { startStaticServer } from './static-server.ts';

const server = await startStaticServer(new URL('../dist/site/', import.meta.url).pathname);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, hasTouch: true, isMobile: true });
const page = await context.newPage();
const profile = {
  id: 'p1', name: 'Asha', isDefault: true, userId: null, createdAt: 1, updatedAt: 1,
  scale: { preset: 'ktu-2019' },
  semesters: [{ id: 's1', name: 'Semester 1', subjects: [
    { id: 'a', name: 'Maths', grade: 8.5, gradeCode: 'A', credit: 4 },
    { id: 'b', name: 'Physics', grade: 7, gradeCode: 'B', credit: 2 },
  ] }],
};
await page.goto(`${server.url}/gpa-calculator`);
await page.evaluate((p) => { localStorage.setItem('gpaProfiles', JSON.stringify([p])); localStorage.setItem('activeProfileId', 'p1'); }, profile);
await page.reload();
const view = page.locator('section.on-device gpa-calculator');
await view.locator('.scale-row').waitFor();
await page.waitForTimeout(1500);
await view.locator('.scale-row').scrollIntoViewIfNeeded();
await page.screenshot({ path: '/tmp/shots/1-notice.png' });
await view.getByRole('button', { name: /Review the correction/ }).click();
await page.waitForTimeout(800);
await page.screenshot({ path: '/tmp/shots/2-correction.png' });
await view.getByRole('button', { name: 'Cancel' }).click();
await view.getByRole('button', { name: /^Change grade scale/ }).click();
await page.waitForTimeout(800);
await page.screenshot({ path: '/tmp/shots/3-list.png' });
await view.getByLabel('Find your university').fill('kerala');
await page.waitForTimeout(300);
await page.screenshot({ path: '/tmp/shots/4-search.png' });
await view.getByRole('button', { name: 'Cancel' }).click();
await view.locator('[part~=percentage]').scrollIntoViewIfNeeded();
await page.screenshot({ path: '/tmp/shots/5-percentage.png' });
await browser.close();
await server.close();
