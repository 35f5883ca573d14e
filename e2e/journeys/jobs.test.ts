import type { Locator, Page } from 'playwright-core';
import { HOST_URL, screenshot } from '../support/browser';
import { adminSession, PHONE, signedInPages } from '../support/journey-helpers';

// decisions/scheduled-jobs.md: the API's scheduled work runs on its job engine. An owner opens the jobs view: the desk's
// upkeep has been running by itself (its chain, every 2 s here); they run the activity log's retention now in English
// on a desktop and see it done, by hand, among its runs; on a phone in Arabic, the image upkeep the same way.

const owner = adminSession();
const signedIn = signedInPages(owner);

/** The view polls every 10 s; `text` shows in `card` once the run a worker took has ended. */
async function untilIn(page: Page, card: Locator, text: string) {
  for (let attempt = 0; attempt < 30; attempt++) {
    if (await card.getByText(text, { exact: true }).first().isVisible()) return;
    await page.waitForTimeout(1000);
  }
  await card.getByText(text, { exact: true }).first().waitFor({ timeout: 1000 });
}

describe('jobs (decisions/scheduled-jobs.md)', () => {
  it('an owner sees the scheduled work running and runs the activity log retention now (English, desktop)', async () => {
    const page = await signedIn('en');
    await page.goto(`${HOST_URL}/jobs`);
    await page.getByRole('heading', { name: 'Jobs', exact: true }).waitFor();

    // The desk's upkeep ran by itself, every ORDER_DESK_UPKEEP_MS (2 s on this harness's API).
    const desk = page.getByRole('region', { name: 'Order desk upkeep' });
    await desk.getByText('Every 2 seconds', { exact: true }).waitFor();
    await untilIn(page, desk, 'Done');

    const retention = page.getByRole('region', { name: 'Activity log retention' });
    await retention.getByText('Every hour', { exact: true }).waitFor();
    await retention.getByRole('button', { name: 'Run now' }).click();
    await page.getByText('Activity log retention will run now', { exact: true }).waitFor();
    await retention.getByRole('button', { name: 'Show runs' }).click();
    await untilIn(page, retention, 'Run by hand');
    await untilIn(page, retention, 'Done');
    await screenshot(page, 'jobs-en-1280');

    // Messages to customers are a queue, not a schedule: nothing to run by hand.
    const messages = page.getByRole('region', { name: 'Messages to customers' });
    await messages.getByText('When there is work', { exact: true }).waitFor();
    expect(await messages.getByRole('button', { name: 'Run now' }).count()).toBe(0);
  });

  it('on a phone in Arabic, runs the image upkeep now and sees it done', async () => {
    const page = await signedIn('ar', PHONE.width);
    await page.goto(`${HOST_URL}/jobs`);
    await page.getByRole('heading', { name: 'المهام', exact: true }).waitFor();
    const images = page.getByRole('region', { name: 'صيانة الصور' });
    await images.getByRole('button', { name: 'تشغيل الآن' }).click();
    await page.getByText('سيعمل صيانة الصور الآن', { exact: true }).waitFor();
    await untilIn(page, images, 'تم');
    await images.getByRole('button', { name: 'عرض مرات التشغيل' }).click();
    await untilIn(page, images, 'تشغيل يدوي');
    await screenshot(page, 'jobs-ar-390');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
