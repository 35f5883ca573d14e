import type { Page } from 'playwright-core';
import { HOST_URL, screenshot } from '../support/browser';
import { apiCall, type Customer, prepareCustomer } from '../support/customer';
import { adminSession, PHONE, signedInPages } from '../support/journey-helpers';
import { apiGet } from '../support/session';

// decisions/delivery-slots.md: staff give a shop a weekly timetable of delivery slots on its page; a customer orders for
// a slot through the customers' API; the order waits in the desk's Scheduled tab, out of New, until its preparation time
// (the slot's start less the shop's lead), when every open desk rings and it moves to New. One wait, watched by an
// English desk at 1280 px and an Arabic one at 390 px.

const owner = adminSession();
const signedIn = signedInPages(owner);
let customer: Customer;

beforeAll(async () => {
  customer = await prepareCustomer(owner, 'Fahad Al-Mutairi', '99112233');
});

/** Kuwait's wall clock (UTC+3, no daylight saving) of an instant: its weekday (0 = Sunday) and 'HH:MM'. */
function kuwaitClock(at: Date): { weekday: number; time: string } {
  const kuwait = new Date(at.getTime() + 3 * 3_600_000);
  return { weekday: kuwait.getUTCDay(), time: kuwait.toISOString().slice(11, 16) };
}

const LEAD_MINUTES = 60;

/**
 * A slot whose preparation time (its start less the lead) is the first whole minute at least 10 s away: the journey
 * sees the order scheduled, then due, within about a minute. The slot lasts 30 minutes (to 23:59 at the latest).
 */
function slotPreparedSoon(): { prepareAt: Date; startsAt: Date; template: { weekday: number; startsAt: string; endsAt: string } } {
  const prepareAt = new Date(Math.ceil((Date.now() + 10_000) / 60_000) * 60_000);
  const startsAt = new Date(prepareAt.getTime() + LEAD_MINUTES * 60_000);
  const start = kuwaitClock(startsAt);
  const end = kuwaitClock(new Date(startsAt.getTime() + 30 * 60_000));
  const endsAt = end.weekday === start.weekday ? end.time : '23:59';
  return { prepareAt, startsAt, template: { weekday: start.weekday, startsAt: start.time, endsAt } };
}

/** A desk allowed to ring (a click on the page, as a person gives it), on the Scheduled tab. */
async function openDesk(language: 'en' | 'ar', width?: number): Promise<Page> {
  const page = await signedIn(language, width);
  await page.goto(`${HOST_URL}/orders?status=SCHEDULED`);
  await page.getByRole('tab', { selected: true }).waitFor();
  return page;
}

const timesRung = (page: Page) =>
  page.evaluate(() => Number(document.querySelector<HTMLAudioElement>('audio[data-sound="new-order"]')?.dataset.played ?? 0));

describe('delivery slots (decisions/delivery-slots.md)', () => {
  it("sets a shop's weekly slots on its page, offered to customers by the catalogue", async () => {
    const page = await signedIn('en');
    await page.goto(`${HOST_URL}/shops/edit/${customer.shopId}`);
    await page.getByRole('heading', { name: 'Delivery slots' }).waitFor();
    const offer = page.getByRole('switch', { name: 'Offer delivery slots' });
    if (!(await offer.isChecked())) await offer.click();
    await page.getByRole('textbox', { name: 'Cutoff (minutes before a slot)' }).fill('30');
    await page.getByRole('textbox', { name: 'Preparation lead (minutes)' }).fill(String(LEAD_MINUTES));
    // Sunday 18:00–19:00 for 10 orders, copied to every day.
    await page.getByRole('button', { name: 'Add a slot on Sunday' }).click();
    await page.getByLabel('Sunday slot 1 starts').fill('18:00');
    await page.getByLabel('Sunday slot 1 ends').fill('19:00');
    await page.getByLabel('Sunday slot 1 capacity').fill('10');
    await page.getByRole('button', { name: 'Copy the slots of Sunday to all days' }).click();
    await page.getByRole('button', { name: 'Save slots' }).click();
    await page.getByText('Delivery slots saved', { exact: true }).waitFor();
    await screenshot(page, 'delivery-slots-en-1280');

    const saved = await apiGet<{ enabled: boolean; leadMinutes: number; templates: { weekday: number; startsAt: string; capacity: number }[] }>(
      `shop/${customer.shopId}/slots`,
      owner.token,
    );
    expect(saved.enabled).toBe(true);
    expect(saved.leadMinutes).toBe(LEAD_MINUTES);
    expect(saved.templates.filter((slot) => slot.startsAt === '18:00' && slot.capacity === 10).map((slot) => slot.weekday).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    // The customers' catalogue (no token) offers them with the places left.
    const offered = await apiCall<{ slots: { startsAt: string; remaining: number }[] }>('GET', `catalog/shops/${customer.shopId}/slots`, null);
    expect(offered.slots.length).toBeGreaterThan(0);
    expect(offered.slots.every((slot) => slot.remaining <= 10)).toBe(true);
  });

  it('a scheduled order waits in Scheduled, then rings on every desk and moves to New when its preparation starts', async () => {
    const soon = slotPreparedSoon();
    await apiCall('PUT', `shop/${customer.shopId}/slots`, owner.token, {
      enabled: true,
      cutoffMinutes: 0,
      leadMinutes: LEAD_MINUTES,
      daysAhead: 2,
      templates: [{ timetable: 'regular', ...soon.template, capacity: 10 }],
    });
    const english = await openDesk('en');
    const arabic = await openDesk('ar', PHONE.width);
    // A click on each page lets it ring (browsers refuse sound before one).
    for (const page of [english, arabic]) await page.getByRole('main').click({ position: { x: 5, y: 5 } });

    const placed = await customer.placeOrder(1, {}, { slot: { startsAt: soon.startsAt.toISOString() } });
    const order = await apiGet<{ scheduled: boolean; prepareAt: string; slot: { startsAt: string } }>(`orders/${placed.id}`, owner.token);
    expect(order).toMatchObject({ scheduled: true, prepareAt: soon.prepareAt.toISOString(), slot: { startsAt: soon.startsAt.toISOString() } });

    // Listed in Scheduled (English, desktop; Arabic, phone) with when to prepare, and not waiting on New.
    await english.getByRole('row').filter({ hasText: `#${placed.id}` }).waitFor({ timeout: 15_000 });
    await arabic.getByText(`#${placed.id}`).first().waitFor({ timeout: 15_000 });
    const stats = await apiGet<Record<string, number>>('orders/stats', owner.token);
    expect(stats.SCHEDULED).toBeGreaterThanOrEqual(1);
    const waitingNew = await apiGet<{ items: { id: number }[] }>('orders?status=NEW&limit=100', owner.token);
    expect(waitingNew.items.some((item) => item.id === placed.id)).toBe(false);
    await screenshot(english, 'delivery-slots-scheduled-en-1280');
    await screenshot(arabic, 'delivery-slots-scheduled-ar-390');
    const rungBefore = await Promise.all([english, arabic].map(timesRung));

    // Its time comes: each desk says so and rings; the order is New now.
    await english.getByText(`Scheduled order #${placed.id} is due for preparation`).first().waitFor({ timeout: 100_000 });
    await arabic.getByText(`#${placed.id}`).first().waitFor();
    await english.waitForFunction((before) => Number(document.querySelector<HTMLAudioElement>('audio[data-sound="new-order"]')?.dataset.played ?? 0) > before, rungBefore[0], { timeout: 15_000 });
    await arabic.waitForFunction((before) => Number(document.querySelector<HTMLAudioElement>('audio[data-sound="new-order"]')?.dataset.played ?? 0) > before, rungBefore[1], { timeout: 15_000 });
    const due = await apiGet<{ scheduled: boolean; status: string }>(`orders/${placed.id}`, owner.token);
    expect(due).toMatchObject({ scheduled: false, status: 'NEW' });
    await screenshot(english, 'delivery-slots-due-en-1280');
    await screenshot(arabic, 'delivery-slots-due-ar-390');

    // The customer changes their mind before the shop accepts: cancelled, and the slot's place is free again.
    await customer.cancelOrder(placed.id);
    expect((await apiGet<{ status: string }>(`orders/${placed.id}`, owner.token)).status).toBe('CANCELLED');
  }, 180_000);
});

afterAll(async () => {
  await apiCall('PUT', `shop/${customer.shopId}/slots`, owner.token, { enabled: false, cutoffMinutes: 60, leadMinutes: 60, daysAhead: 3, templates: [] });
});
