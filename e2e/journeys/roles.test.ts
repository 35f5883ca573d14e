import type { Page as BrowserPage } from 'playwright-core';
import { API_URL, found, HOST_URL, openBrowser, screenshot, type Browser } from '../support/browser';
import { apiGet, apiLogin, signIn, startSignedIn } from '../support/session';

// decisions/roles-and-audit.md: roles with shop scope, and the audit log, against the real API on the demo database:
// shop staff see only their shop's orders and products, without Users, Activity or location
// editing; an owner changes a product's price and sees the change in its History and in Activity,
// in English and in Arabic. Screenshots of each role's view go to e2e/artifacts.

interface Named {
  id: number;
  name: string;
}
interface ProductRow extends Named {
  name_ar?: string | null;
  price: number;
  category: Named;
}
interface Page<T> {
  items: T[];
  total: number;
}

let browser: Browser;
afterEach(async () => {
  await browser?.close();
});

async function apiSend<T>(method: string, pathname: string, token: string, body: unknown): Promise<T> {
  const response = await fetch(`${API_URL}/${pathname}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

/** A shop-staff account of the first demo shop, made by the owner through the API. */
async function shopStaff() {
  const owner = await apiLogin();
  const shops = await apiGet<Page<Named>>('shop?page=1&limit=2', owner.token);
  const [mine, other] = shops.items;
  const stamp = Date.now();
  const account = { name: `Shop Staff ${stamp}`, email: `shop.staff.${stamp}@dukkan.kw`, password: 'Shop-Staff-2024' };
  await apiSend('POST', 'user/register', owner.token, { ...account, role: 'shop_staff', shopIds: [mine.id] });
  const otherProducts = await apiGet<Page<ProductRow>>(`products?shopId=${other.id}&limit=1`, owner.token);
  return { owner, mine, other, account, otherProduct: otherProducts.items[0] };
}

/** Waits (5 s at most) for the page to fit the window's width: after a resize the cards replace the table on the next render. */
const noSidewaysScroll = (page: BrowserPage) => page.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth + 1, null, { timeout: 5000 });

describe('roles and shop scope (decisions/roles-and-audit.md)', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`shop staff see only their shop's orders and products, and no Users, Activity or location editing (${language})`, async () => {
      const { mine, account, otherProduct } = await shopStaff();
      browser = await openBrowser();
      const { page } = browser;
      await signIn(page, account.email, account.password);
      await page.getByRole('navigation').first().waitFor();
      await page.evaluate((lang) => localStorage.setItem('dukkan.lang', lang), language);
      await page.goto(`${HOST_URL}/`);
      const nav = page.getByRole('navigation', { name: language === 'en' ? 'Main navigation' : /./ }).first();
      await nav.getByRole('link', { name: language === 'en' ? /Orders/ : /الطلبات/ }).waitFor();
      for (const hidden of language === 'en' ? [/Users/, /Activity/] : [/المستخدمون/, /النشاط/]) {
        expect(await nav.getByRole('link', { name: hidden }).count()).toBe(0);
      }
      await screenshot(page, `roles-shop-staff-dashboard-${language}`);

      // Their orders only: every row the API gives them is of their shop.
      const staffLogin = await fetch(`${API_URL}/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(account) });
      const staffToken = ((await staffLogin.json()) as { data: { token: string } }).data.token;
      const orders = await apiGet<Page<{ id: number; shop?: { id: number } | null; shopId?: number | null }>>('orders?limit=100', staffToken);
      const owner = await apiLogin();
      const everyOrder = await apiGet<Page<{ id: number }>>(`orders?shopId=${mine.id}&limit=100`, owner.token);
      expect(orders.items.map((order) => order.id).sort()).toEqual(everyOrder.items.map((order) => order.id).sort());
      await page.goto(`${HOST_URL}/orders`);
      await page.getByRole('tablist').first().waitFor();
      await screenshot(page, `roles-shop-staff-orders-${language}`);

      // Another shop's product is not there for them, by search or by address.
      await page.goto(`${HOST_URL}/products?q=${encodeURIComponent(otherProduct.name)}`);
      await page.getByText(language === 'en' ? 'No products match these filters' : 'لا توجد منتجات تطابق هذه التصفية').first().waitFor();
      await page.goto(`${HOST_URL}/products`);
      await page.getByRole('heading', { name: language === 'en' ? 'Products' : 'المنتجات' }).first().waitFor();
      await screenshot(page, `roles-shop-staff-products-${language}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await noSidewaysScroll(page);
      await screenshot(page, `roles-shop-staff-products-${language}-390`);
      await page.setViewportSize({ width: 1280, height: 900 });

      // Locations are read-only for them: no Add or Edit.
      await page.goto(`${HOST_URL}/locations`);
      await page.getByRole('tree').first().waitFor();
      expect(await page.getByRole('button', { name: language === 'en' ? /Add Governorate/ : /إضافة محافظة/ }).count()).toBe(0);
      await screenshot(page, `roles-shop-staff-locations-${language}`);
    });

    it(`an owner changes a product's price and sees the change in its History and in Activity (${language})`, async () => {
      const owner = await apiLogin();
      // A product with a picture: the edit form asks for one when a product has none (the import
      // journey's products get theirs later), and this journey changes only the price.
      const products = await apiGet<Page<ProductRow & { image: string | null }>>('products?limit=50', owner.token);
      const product = found(products.items.find((candidate) => candidate.image), 'a product with a picture');
      const newPrice = (Math.round(product.price * 1000) + 125) / 1000;
      browser = await openBrowser();
      const { page } = browser;
      await startSignedIn(browser.context, owner, language);
      await page.goto(`${HOST_URL}/products/edit/${product.id}`);
      const price = page.getByLabel(language === 'en' ? /^Price \(KWD\)/ : /^السعر/);
      await price.waitFor();
      await price.fill(newPrice.toFixed(3));
      await page.getByRole('button', { name: language === 'en' ? 'Update Product' : /تحديث المنتج/ }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/products/edit'));

      await page.goto(`${HOST_URL}/products/edit/${product.id}`);
      const history = page.getByRole('region', { name: language === 'en' ? 'History' : 'السجل', exact: true });
      await history.waitFor();
      await history.getByRole('button', { name: language === 'en' ? /Show \d+ change/ : /عرض/ }).first().click();
      await history.getByText(newPrice.toFixed(3).replace(/0+$/, '')).first().waitFor();
      await history.scrollIntoViewIfNeeded();
      await screenshot(page, `roles-owner-history-${language}`);

      await page.goto(`${HOST_URL}/activity?entity=product`);
      await page.getByRole('heading', { name: language === 'en' ? 'Activity' : 'النشاط' }).waitFor();
      // Each record by its name in the reader's language, not its number.
      const productName = language === 'ar' ? product.name_ar || product.name : product.name;
      const first = page.getByRole('row').nth(1);
      await first.getByText(productName, { exact: true }).waitFor();
      expect(await first.getByText(`#${product.id}`).count()).toBe(0);
      await first.getByRole('button', { name: language === 'en' ? /Show \d+ change/ : /عرض/ }).click();
      await first.getByText(newPrice.toFixed(3).replace(/0+$/, '')).first().waitFor();
      await screenshot(page, `roles-owner-activity-${language}`);

      // The same log and History on a phone: entries as cards, nothing scrolling sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByText(productName, { exact: true }).first().waitFor();
      await noSidewaysScroll(page);
      await screenshot(page, `roles-owner-activity-${language}-390`);
      await page.goto(`${HOST_URL}/products/edit/${product.id}`);
      await history.waitFor();
      await noSidewaysScroll(page);
      await screenshot(page, `roles-owner-history-${language}-390`);
    });
  }

  // A screen the role cannot use says so, instead of a form that cannot be saved or a list refused
  // with Retry and a "no permission" toast for every call.
  for (const language of ['en', 'ar'] as const) {
    it(`a screen the role cannot use says so plainly, with no form, no Retry and no toast (${language})`, async () => {
      const owner = await apiLogin();
      const shops = await apiGet<Page<Named>>('shop?page=1&limit=1', owner.token);
      const products = await apiGet<Page<Named>>('products?limit=1', owner.token);
      const refused: Record<string, string[]> = {
        operations: ['/users', '/users/add', '/activity', '/shops/add', `/products/edit/${products.items[0].id}`, '/products/import'],
        catalogue: ['/users', `/users/edit/${owner.user.id}`, '/activity', '/reports/sales'],
        shop_staff: ['/users/add', `/shops/edit/${shops.items[0].id}`, '/shops/calendar', '/activity'],
      };
      const title = language === 'en' ? "You don't have permission to use this screen" : 'ليست لديك صلاحية لاستخدام هذه الشاشة';
      for (const [role, paths] of Object.entries(refused)) {
        const stamp = `${Date.now()}${Math.round(Math.random() * 1000)}`;
        const account = { name: `No Permission ${role} ${stamp}`, email: `no.permission.${role}.${stamp}@dukkan.kw`, password: 'No-Permission-2024' };
        await apiSend('POST', 'user/register', owner.token, { ...account, role, ...(role === 'shop_staff' ? { shopIds: [shops.items[0].id] } : {}) });
        const login = await fetch(`${API_URL}/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(account) });
        const { data } = (await login.json()) as { data: { token: string; user: { id: number; name: string; email: string; role: string } } };
        browser = await openBrowser();
        const { page } = browser;
        await startSignedIn(browser.context, { token: data.token, user: data.user }, language);
        for (const path of paths) {
          await page.goto(`${HOST_URL}${path}`);
          const main = page.getByRole('main');
          await main.getByRole('heading', { name: title }).waitFor();
          expect(await main.getByRole('textbox').count()).toBe(0);
          expect(await main.getByRole('button', { name: language === 'en' ? 'Retry' : /إعادة/ }).count()).toBe(0);
          // Nothing was asked of the API that it refuses: no toast.
          await page.waitForTimeout(300);
          expect(await page.getByRole('status').filter({ hasText: language === 'en' ? /permission/i : /صلاحية/ }).count()).toBe(0);
          expect(await page.getByRole('alert').filter({ hasText: language === 'en' ? /permission/i : /صلاحية/ }).count()).toBe(0);
        }
        if (role === 'operations') {
          await page.goto(`${HOST_URL}/users/add`);
          await page.getByRole('main').getByRole('heading', { name: title }).waitFor();
          await screenshot(page, `roles-no-permission-${language}`);
          await page.setViewportSize({ width: 390, height: 844 });
          await noSidewaysScroll(page);
          await screenshot(page, `roles-no-permission-${language}-390`);
        }
        await browser.close();
      }
    });
  }
});
