import type { Page } from 'playwright-core';
import { HOST_URL, screenshot } from '../support/browser';
import { apiCall, type Customer, prepareCustomer } from '../support/customer';
import { adminSession, signedInPages } from '../support/journey-helpers';

// decisions/availability.md: can this shop take orders now, and why not. Staff set Ramadan hours for every shop
// from the platform calendar and see them on the shops list; pause a shop for 30 minutes with a
// reason, and a customer's order is refused with that reason until they resume it; mark a product
// sold out for today, and it cannot be ordered until it is back on sale. English and Arabic,
// desktop and phone width.

const session = adminSession();
const signedInPage = signedInPages(session);
let customer: Customer;

beforeAll(async () => {
  customer = await prepareCustomer(session, 'Availability Customer', `5${String(Date.now()).slice(-7)}`);
});
afterEach(async () => {
  // Nothing this file sets may outlive it: the other journeys order from these shops.
  const overrides = await apiCall<{ id: number; reason: string }[]>('GET', 'availability/overrides', session.token);
  for (const override of overrides.filter((o) => o.reason.startsWith('E2E '))) await apiCall('DELETE', `availability/overrides/${override.id}`, session.token);
  await apiCall('POST', `shop/${customer.shopId}/resume`, session.token);
  await apiCall('DELETE', `products/${customer.product.id}/sold-out`, session.token);
});

const TEXT = {
  en: {
    calendar: 'Holidays & special hours',
    from: /^From/,
    to: /^To/,
    closedAllDay: 'Closed all day',
    opens: /^Opens/,
    closes: /^Closes/,
    reason: 'Reason',
    reasonAr: 'Reason (Arabic)',
    add: 'Add special dates',
    delete: (reason: string) => `Delete ${reason}`,
    confirmDelete: 'Delete',
    availability: 'Availability',
    pause30: '30 min',
    pausedUntil: /^Paused until/,
    resume: 'Resume orders',
    soldOut: (name: string) => `Mark ${name} sold out for today`,
    backOnSale: (name: string) => `Put ${name} back on sale`,
    soldOutUntil: /^Sold out until/,
    attention: /should be open now but (is|are) not taking orders/,
    hours: 'Advanced hours',
    day: (day: string, end: 'Opens' | 'Closes') => `${day} ${end}`,
    sunday: 'Sunday',
    monday: 'Monday',
    addTo: (day: string) => `Add an interval on ${day}`,
    copyWeekdays: 'Copy to weekdays (Sunday to Thursday) from Sunday',
    saveHours: 'Save hours',
    hoursSaved: 'Opening hours saved',
    weekdaysLine: 'Sun–Thu 08:00–13:00, 16:00–23:00',
    applies: 'The advanced hours below apply',
  },
  ar: {
    calendar: 'العطلات والساعات الخاصة',
    from: /^من/,
    to: /^إلى/,
    closedAllDay: 'مغلق طوال اليوم',
    opens: /^يفتح/,
    closes: /^يغلق/,
    reason: 'السبب',
    reasonAr: 'السبب (بالعربية)',
    add: 'إضافة تواريخ خاصة',
    delete: (reason: string) => `حذف ${reason}`,
    confirmDelete: 'حذف',
    availability: 'التوفر',
    pause30: '30 دقيقة',
    pausedUntil: /^متوقف حتى/,
    resume: 'استئناف الطلبات',
    soldOut: (name: string) => `تعيين ${name} كنافد لليوم`,
    backOnSale: (name: string) => `إعادة ${name} للبيع`,
    soldOutUntil: /^نافد حتى/,
    attention: /يجب أن (يكون|يكونا|تكون) مفتوح/,
    hours: 'ساعات متقدمة',
    day: (day: string, end: 'Opens' | 'Closes') => `${day} ${end === 'Opens' ? 'يفتح' : 'يغلق'}`,
    sunday: 'الأحد',
    monday: 'الاثنين',
    addTo: (day: string) => `إضافة فترة يوم ${day}`,
    copyWeekdays: 'نسخ إلى أيام العمل (من الأحد إلى الخميس) من الأحد',
    saveHours: 'حفظ الساعات',
    hoursSaved: 'تم حفظ ساعات العمل',
    weekdaysLine: 'من الأحد إلى الخميس 08:00–13:00، 16:00–23:00',
    applies: 'تُطبَّق الساعات المتقدمة أدناه',
  },
} as const;

/** Today in Kuwait, YYYY-MM-DD. */
const kuwaitToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuwait' }).format(new Date());

async function open(language: 'en' | 'ar', path: string, width = 1280): Promise<Page> {
  const page = await signedInPage(language, width);
  await page.goto(`${HOST_URL}${path}`);
  return page;
}

/** A shop with the plain open and close time, not the customer's. */
async function otherShop() {
  const shops = (await apiCall<{ items: { id: number; name: string; openTime: string; closeTime: string | null; hours: unknown[] }[] }>('GET', 'shop?limit=10', session.token)).items;
  const shop = shops.find((candidate) => candidate.id !== customer.shopId && candidate.hours.length === 0);
  if (!shop) throw new Error('e2e: no shop without advanced hours');
  return shop;
}

/** What the customers' app hears back, refused or not. */
const tryOrder = () => customer.placeOrder().then(() => 'placed', (error: Error) => error.message);

describe.each(['en', 'ar'] as const)('shop availability (%s)', (language) => {
  const say = TEXT[language];

  it('sets Ramadan hours for every shop from the platform calendar, shows them on the shops list, and removes them', async () => {
    const reason = `E2E Ramadan hours ${language}`;
    const reasonAr = `ساعات رمضان ${language}`;
    const page = await open(language, '/shops');
    await page.getByRole('button', { name: say.calendar }).click();
    await page.waitForURL('**/shops/calendar');
    // Today, open around the clock: every shop's hours change, none closes on the other journeys.
    await page.getByLabel(say.from).fill(kuwaitToday());
    await page.getByLabel(say.to).fill(kuwaitToday());
    await page.getByRole('checkbox', { name: say.closedAllDay }).uncheck();
    await page.getByLabel(say.opens).fill('00:00');
    await page.getByLabel(say.closes).fill('00:00');
    await page.getByRole('textbox', { name: new RegExp(`^${say.reason}\\s*\\*?$`) }).fill(reason);
    await page.getByRole('textbox', { name: say.reasonAr }).fill(reasonAr);
    await page.getByRole('button', { name: say.add }).click();
    const shown = language === 'ar' ? reasonAr : reason;
    await page.getByRole('listitem').filter({ hasText: shown }).waitFor();
    await screenshot(page, `shops-calendar-${language}`);

    await page.goto(`${HOST_URL}/shops`);
    await page.getByText(shown).first().waitFor();
    await screenshot(page, `shops-list-availability-${language}`);

    await page.goto(`${HOST_URL}/shops/calendar`);
    await page.getByRole('button', { name: say.delete(shown) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: say.confirmDelete }).click();
    await page.getByRole('listitem').filter({ hasText: shown }).waitFor({ state: 'detached' });
  });

  it('pauses a shop for 30 minutes with a reason: a customer’s order is refused with it until staff resume', async () => {
    const reason = `Oven broken ${language}`;
    const page = await open(language, `/shops/edit/${customer.shopId}`);
    const panel = page.getByRole('region', { name: say.availability });
    await panel.getByRole('textbox', { name: say.reason, exact: true }).fill(reason);
    await panel.getByRole('button', { name: say.pause30 }).click();
    await panel.getByText(say.pausedUntil).waitFor();
    await screenshot(page, `shop-paused-${language}`);

    // The dashboard counts it among the shops that should be open now but are not.
    await page.goto(`${HOST_URL}/`);
    await page.getByRole('link', { name: say.attention }).waitFor();
    await screenshot(page, `dashboard-attention-${language}`);
    await page.goBack();
    await panel.getByText(say.pausedUntil).waitFor();

    const refused = await tryOrder();
    // '00:07', or 'Fri 27 Nov 00:07' when the half hour runs past midnight in Kuwait.
    expect(refused).toMatch(/409 .* is paused until (\w{3} \d{1,2} \w{3} )?\d\d:\d\d\. /);
    expect(refused).toContain(reason);

    await panel.getByRole('button', { name: say.resume }).click();
    await panel.getByText(say.pausedUntil).waitFor({ state: 'detached' });
    expect(await tryOrder()).toBe('placed');
  });

  it('marks a product sold out for today: it cannot be ordered until it is back on sale', async () => {
    const name = language === 'ar' ? customer.product.nameAr : customer.product.name;
    const page = await open(language, `/products/edit/${customer.product.id}`);
    await page.getByRole('button', { name: say.soldOut(name) }).click();
    await page.getByText(say.soldOutUntil).first().waitFor();
    await screenshot(page, `product-sold-out-${language}`);
    expect(await tryOrder()).toMatch(/409 .* is sold out until /);

    await page.getByRole('button', { name: say.backOnSale(name) }).click();
    await page.getByRole('button', { name: say.soldOut(name) }).waitFor();
    expect(await tryOrder()).toBe('placed');
  });

  it('advanced hours: a Sunday split shift copied to the weekdays is saved, and the list, its phone card and the reopened form show it', async () => {
    // Another shop than the customer's: the other journeys order from that one at any hour.
    const shop = await otherShop();
    try {
      const page = await open(language, `/shops/edit/${shop.id}`);
      const hours = page.getByRole('region', { name: say.hours });
      await hours.getByLabel(say.day(say.sunday, 'Opens')).fill('08:00');
      await hours.getByLabel(say.day(say.sunday, 'Closes')).fill('13:00');
      await hours.getByRole('button', { name: say.addTo(say.sunday) }).click();
      await hours.getByLabel(say.day(say.sunday, 'Opens')).nth(1).fill('16:00');
      await hours.getByLabel(say.day(say.sunday, 'Closes')).nth(1).fill('23:00');
      await hours.getByRole('button', { name: say.copyWeekdays }).click();
      await hours.getByRole('button', { name: say.saveHours }).scrollIntoViewIfNeeded();
      await screenshot(page, `shop-hours-editor-${language}`, { fullPage: false });
      await page.setViewportSize({ width: 390, height: 900 });
      await hours.getByLabel(say.day(say.sunday, 'Opens')).first().scrollIntoViewIfNeeded();
      await screenshot(page, `shop-hours-editor-phone-${language}`, { fullPage: false });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.setViewportSize({ width: 1280, height: 900 });
      await hours.getByRole('button', { name: say.saveHours }).click();
      await page.getByText(say.hoursSaved).first().waitFor();

      // Saved as edited: Sunday to Thursday split, Friday and Saturday as they were.
      const saved = (await apiCall<{ hours: { weekday: number; opens: string; closes: string }[] }>('GET', `shop/${shop.id}`, session.token)).hours;
      expect(saved.filter((interval) => interval.weekday <= 4)).toHaveLength(10);
      expect(saved.filter((interval) => interval.weekday >= 5)).toEqual([
        { weekday: 5, opens: shop.openTime, closes: shop.closeTime ?? '00:00' },
        { weekday: 6, opens: shop.openTime, closes: shop.closeTime ?? '00:00' },
      ]);

      // Reopened: the form says the week applies and shows it; the editor holds it.
      await page.reload();
      await page.getByText(say.applies).waitFor();
      await page.getByRole('form').getByText(say.weekdaysLine).waitFor();
      await page.getByText(say.applies).scrollIntoViewIfNeeded();
      await screenshot(page, `shop-form-hours-${language}`, { fullPage: false });
      expect(await page.getByRole('region', { name: say.hours }).getByLabel(say.day(say.monday, 'Opens')).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(['08:00', '16:00']);

      await page.goto(`${HOST_URL}/shops?q=${encodeURIComponent(shop.name)}`);
      await page.getByRole('table').getByText(say.weekdaysLine).waitFor();
      await screenshot(page, `shops-list-hours-${language}`);
      await page.setViewportSize({ width: 390, height: 900 });
      await page.getByRole('list', { name: language === 'ar' ? 'المتاجر' : 'Shops' }).getByText(say.weekdaysLine).waitFor();
      await screenshot(page, `shops-card-hours-${language}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    } finally {
      await apiCall('PUT', `shop/${shop.id}/hours`, session.token, { hours: [] });
    }
  });

  it('fits a phone: the shop page’s availability and the calendar', async () => {
    const page = await open(language, `/shops/edit/${customer.shopId}`, 390);
    await page.getByRole('region', { name: say.availability }).waitFor();
    await page.getByRole('button', { name: say.pause30 }).waitFor();
    await screenshot(page, `shop-availability-phone-${language}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.goto(`${HOST_URL}/shops/calendar`);
    await page.getByRole('button', { name: say.add }).waitFor();
    await screenshot(page, `shops-calendar-phone-${language}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
