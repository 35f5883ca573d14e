import type { Page } from 'playwright-core';
import { API_URL, escapeRegExp, HOST_URL, openBrowser, screenshot, type Browser } from '../support/browser';
import { withPicture } from '../support/images';
import { apiGet, apiLogin, signIn, startSignedIn, type LoginAnswer } from '../support/session';

// Pickers at the size of a live marketplace (architecture §7): with 300 more shops than the demo
// data, Add User gives shop staff the shop picked by typing part of its name (the 200th made here)
// and that account then sees only it; Edit User names and changes the shops; the category form
// picks a shop and the product form a category (named with its shop) by typing, in English and
// Arabic. Screenshots of each picker, at 1280 and 390 px, go to e2e/artifacts.

interface Named {
  id: number;
  name: string;
  name_ar: string;
}
interface ShopRow extends Named {
  governorateId: number;
  areaId: number;
  blockId: number;
}
interface UserRow {
  id: number;
  role: string;
  shops: Named[];
}

const STAMP = Date.now().toString(36);
/** The 200th of the 300 shops: named so part of it, in either language, finds it alone. */
const TARGET = { name: `Jahra Dates House ${STAMP}`, name_ar: `بيت تمور الجهراء ${STAMP}` };
/** Two shops' categories of the same name, told apart only by their shop. */
const VEGETABLES = { name: `Vegetables ${STAMP}`, name_ar: `خضروات ${STAMP}` };

let owner: LoginAnswer;
/** Every shop made here: removed after, so the journeys that follow meet the demo data they expect. */
const made: Named[] = [];
let target: Named;
let other: Named;
let browser: Browser | undefined;

async function send<T>(method: string, pathname: string, body: FormData | object): Promise<T> {
  const form = body instanceof FormData;
  const response = await fetch(`${API_URL}/${pathname}`, {
    method,
    headers: { Authorization: `Bearer ${owner.token}`, ...(form ? {} : { 'Content-Type': 'application/json' }) },
    body: form ? body : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

beforeAll(async () => {
  owner = await apiLogin();
  const [place] = (await apiGet<{ items: ShopRow[] }>('shop?page=1&limit=1', owner.token)).items;
  const location = { governorateId: place.governorateId, areaId: place.areaId, blockId: place.blockId };
  // 300 shops, 10 at a time (the API makes each picture's thumbnails).
  for (let batch = 0; batch < 30; batch += 1) {
    const shops = Array.from({ length: 10 }, (_, i) => batch * 10 + i + 1).map((n) =>
      n === 200 ? TARGET : { name: `Scale Shop ${n} ${STAMP}`, name_ar: `متجر المقياس ${n} ${STAMP}` },
    );
    made.push(
      ...(await Promise.all(
        shops.map((shop, i) =>
          send<Named>('POST', 'shop', withPicture({ ...shop, phone: String(50000000 + batch * 10 + i), freeDelivery: false, isOpen: true, openTime: '08:00', closeTime: '23:00', ...location })),
        ),
      )),
    );
  }
  target = made[199];
  other = made[6];
  expect(target.name).toBe(TARGET.name);
  for (const shop of [target, other]) await send('POST', 'categories', withPicture({ ...VEGETABLES, shopId: shop.id }));
}, 240_000);

// The journeys share one database: the accounts, categories and shops made here go again (the
// accounts first, then what holds a shop, then the shops), as the next journeys expect the demo's.
afterAll(async () => {
  const users = await apiGet<{ items: { id: number }[] }>(`user?q=${STAMP}&page=1&limit=9`, owner.token);
  for (const user of users.items) await send('DELETE', `user/${user.id}`, {});
  const categories = await apiGet<{ items: { id: number }[] }>(`categories?q=${STAMP}&limit=100`, owner.token);
  for (const category of categories.items) await send('DELETE', `categories/${category.id}`, {});
  for (let start = 0; start < made.length; start += 10) {
    await Promise.all(made.slice(start, start + 10).map((shop) => send('DELETE', `shop/${shop.id}`, {})));
  }
}, 240_000);

afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function openAs(language: 'en' | 'ar', width = 1280) {
  browser = await openBrowser({ viewport: { width, height: 900 } });
  await startSignedIn(browser.context, owner, language);
  return browser.page;
}

/** Types into a picker and picks the option named `option` (a picker searches the server as typing pauses). */
async function pick(page: Page, label: RegExp, typed: string, option: RegExp | string) {
  await page.getByRole('combobox', { name: label }).fill(typed);
  const name = typeof option === 'string' ? new RegExp(`^${escapeRegExp(option)}$`) : option;
  await page.getByRole('option', { name }).click();
}

/** Waits (5 s at most) for the page to fit a phone's width: a closing list is measured a moment after. */
const fitsTheWidth = (page: Page) => page.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth + 1, null, { timeout: 5000 });

const TEXTS = {
  en: {
    fullName: /^Full Name/,
    email: /^Email/,
    shops: /^Shops/,
    chosenShops: /^Chosen: Shops/,
    register: 'Register User',
    shop: /^Shop/,
    chosenShop: /^Chosen: Shop/,
    category: /^Category/,
    chosenCategory: /^Chosen: Category/,
    typedShop: `Dates House ${STAMP}`,
    typedCategory: `Vegetables ${STAMP}`,
  },
  ar: {
    fullName: /^الاسم الكامل/,
    email: /^البريد الإلكتروني/,
    shops: /^المتاجر/,
    chosenShops: /^المختار: المتاجر/,
    register: 'تسجيل المستخدم',
    shop: /^المتجر/,
    chosenShop: /^المختار: المتجر/,
    category: /^الفئة/,
    chosenCategory: /^المختار: الفئة/,
    typedShop: `تمور الجهراء ${STAMP}`,
    typedCategory: `خضروات ${STAMP}`,
  },
} as const;

describe('pickers at 300 shops (architecture §7)', () => {
  for (const language of ['en', 'ar'] as const) {
    const texts = TEXTS[language];
    const targetName = language === 'en' ? TARGET.name : TARGET.name_ar;

    it(`gives shop staff the shop picked by typing, and that account sees only it (${language})`, async () => {
      const page = await openAs(language);
      await page.goto(`${HOST_URL}/users/add`);
      const email = `picked.${language}.${STAMP}@dukkan.kw`;
      await page.getByRole('textbox', { name: texts.fullName }).fill(`Picked ${language} ${STAMP}`);
      await page.getByRole('textbox', { name: texts.email }).fill(email);
      const password = await page.getByLabel(language === 'en' ? /^Password/ : /^كلمة المرور/).inputValue();
      // Shop staff is where a new account starts (least privilege).
      await pick(page, texts.shops, texts.typedShop, targetName);
      await page.getByRole('listbox', { name: texts.chosenShops }).getByRole('option', { name: targetName }).waitFor();
      await screenshot(page, `pickers-add-user-${language}`);
      await page.getByRole('button', { name: texts.register }).click();
      await page.waitForURL(`${HOST_URL}/users`);

      const users = await apiGet<{ items: (UserRow & { email: string })[] }>(`user?q=${encodeURIComponent(email)}&page=1&limit=9`, owner.token);
      const saved = users.items.find((user) => user.email === email);
      expect(saved?.role).toBe('shop_staff');
      const account = await apiGet<UserRow>(`user/${saved?.id}`, owner.token);
      expect(account.shops.map((shop) => shop.id)).toEqual([target.id]);

      // Edit: the tag names the saved shop; one added, the first removed.
      await page.goto(`${HOST_URL}/users/edit/${account.id}`);
      const chosen = page.getByRole('listbox', { name: texts.chosenShops });
      await chosen.getByRole('option', { name: targetName }).waitFor();
      const otherName = language === 'en' ? other.name : other.name_ar;
      await pick(page, texts.shops, otherName, otherName);
      await chosen.getByRole('option', { name: otherName }).waitFor();
      await screenshot(page, `pickers-edit-user-${language}`);
      await chosen.getByRole('option', { name: targetName }).click();
      await chosen.getByRole('option', { name: targetName }).waitFor({ state: 'detached' });
      await pick(page, texts.shops, texts.typedShop, targetName);
      await chosen.getByRole('option', { name: otherName }).click();
      await page.getByRole('button', { name: language === 'en' ? 'Save Changes' : /حفظ/ }).click();
      await page.waitForURL(`${HOST_URL}/users`);
      expect((await apiGet<UserRow>(`user/${account.id}`, owner.token)).shops.map((shop) => shop.id)).toEqual([target.id]);

      // Signed in as that account: the products list's shop filter offers that shop alone.
      await browser?.close();
      browser = await openBrowser();
      await signIn(browser.page, email, password);
      await browser.page.getByRole('navigation').first().waitFor();
      await browser.page.evaluate((lang) => localStorage.setItem('dukkan.lang', lang), language);
      await browser.page.goto(`${HOST_URL}/categories`);
      await browser.page.getByRole('combobox', { name: texts.shop }).click();
      await browser.page.getByRole('option', { name: targetName }).waitFor();
      expect(await browser.page.getByRole('listbox').last().getByRole('option').count()).toBe(1);
      await screenshot(browser.page, `pickers-staff-shop-filter-${language}`);
    }, 180_000);

    it(`picks a category's shop and a product's category by typing, each category named with its shop (${language})`, async () => {
      const page = await openAs(language);
      await page.goto(`${HOST_URL}/categories/add`);
      await pick(page, texts.shop, texts.typedShop, targetName);
      await page.getByRole('listbox', { name: texts.chosenShop }).getByRole('option', { name: targetName }).waitFor();
      await screenshot(page, `pickers-category-form-${language}`);

      await page.goto(`${HOST_URL}/products/add`);
      await page.getByRole('combobox', { name: texts.category }).fill(texts.typedCategory);
      const targetShop = new RegExp(`${escapeRegExp(targetName)}$`);
      // Two options of the same name, each naming its shop.
      await page.getByRole('option', { name: targetShop }).waitFor();
      expect(await page.getByRole('option', { name: new RegExp(escapeRegExp(texts.typedCategory)) }).count()).toBe(2);
      await screenshot(page, `pickers-product-form-open-${language}`);
      await page.getByRole('option', { name: targetShop }).click();
      await page.getByRole('listbox', { name: texts.chosenCategory }).getByRole('option', { name: targetShop }).waitFor();
      await screenshot(page, `pickers-product-form-${language}`);

      // The products list: shop and category filters search the same way, into the address.
      await page.goto(`${HOST_URL}/products`);
      await pick(page, texts.shop, texts.typedShop, targetName);
      await page.waitForURL(new RegExp(`shopId=${target.id}`));
      await page.getByRole('combobox', { name: texts.category }).click();
      // A category of that shop (the shop's own tag is an option of the chosen list too).
      await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(texts.typedCategory)}.*${escapeRegExp(targetName)}$`) }).waitFor();
      await screenshot(page, `pickers-products-filters-${language}`);
    }, 120_000);

    it(`fits a phone (${language})`, async () => {
      const page = await openAs(language, 390);
      await page.goto(`${HOST_URL}/users/add`);
      await pick(page, texts.shops, texts.typedShop, targetName);
      await screenshot(page, `pickers-add-user-phone-${language}`);
      await fitsTheWidth(page);
      await page.goto(`${HOST_URL}/products/add`);
      await page.getByRole('combobox', { name: texts.category }).fill(texts.typedCategory);
      await page.getByRole('option', { name: new RegExp(`${escapeRegExp(targetName)}$`) }).waitFor();
      await screenshot(page, `pickers-product-form-phone-${language}`, { fullPage: false });
      await page.getByRole('option', { name: new RegExp(`${escapeRegExp(targetName)}$`) }).click();
      await screenshot(page, `pickers-product-form-chosen-phone-${language}`);
      await fitsTheWidth(page);
      await page.goto(`${HOST_URL}/categories/add`);
      await pick(page, texts.shop, texts.typedShop, targetName);
      await screenshot(page, `pickers-category-form-phone-${language}`);
      // The products list's filters fold under one button on a phone; the pickers inside search alike.
      await page.goto(`${HOST_URL}/products`);
      await page.getByRole('button', { name: language === 'en' ? /^Filters/ : /^عوامل التصفية/ }).click();
      await pick(page, texts.shop, texts.typedShop, targetName);
      await page.getByRole('combobox', { name: texts.category }).click();
      await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(texts.typedCategory)}.*${escapeRegExp(targetName)}$`) }).waitFor();
      await screenshot(page, `pickers-products-filters-phone-${language}`);
      await page.keyboard.press('Escape');
      await fitsTheWidth(page);
    }, 120_000);
  }
});
