import { apiCall } from '../support/customer';
import type { Page } from 'playwright-core';
import { HOST_URL, screenshot } from '../support/browser';
import { adminSession, signedInPages } from '../support/journey-helpers';
import { apiGet } from '../support/session';

// decisions/search.md: every list searches on the server, in the language the staff type. Each list is opened
// from a filtered address (as a shared link or a saved view opens it), in English with an English
// name and in Arabic with an Arabic one, at desktop and phone width: the row searched for is there,
// another row is not, the search box holds the search, and nothing on the page scrolls sideways.

interface Named {
  id: number;
  name: string;
  name_ar?: string | null;
  email?: string;
}

interface ListCase {
  /** The screen's path, and the API list its rows come from. */
  path: string;
  api: string;
}

const LISTS: ListCase[] = [
  { path: '/products', api: 'products?limit=20' },
  { path: '/shops', api: 'shop?limit=20' },
  { path: '/categories', api: 'categories?limit=20' },
  // The Users screen lists staff (decisions/customers.md): its rows come from the staff accounts.
  { path: '/users', api: 'user?role=staff&limit=20' },
];

const session = adminSession();
const signedInPage = signedInPages(session);

beforeAll(async () => {
  // A second staff account: the Users screen lists staff only, and a fresh database has one.
  const stamp = Date.now();
  await apiCall('POST', 'user/register', session.token, { name: `Search Staff ${stamp}`, email: `search.staff.${stamp}@dukkan.kw`, password: 'Staff-Pass-2024', role: 'operations' });
});

/** Two rows of the list whose names (in the language searched) do not contain one another. */
async function twoRows(list: ListCase, language: 'en' | 'ar'): Promise<{ wanted: string; other: string }> {
  const { items } = await apiGet<{ items: Named[] }>(list.api, session.token);
  // Users have no Arabic name: they are searched by e-mail in both languages.
  const nameOf = (row: Named) => (row.email ? row.email : language === 'ar' ? row.name_ar || '' : row.name);
  const names = [...new Set(items.map(nameOf).filter((name) => name.length >= 4))];
  for (const wanted of names) {
    const other = names.find((name) => !name.includes(wanted) && !wanted.includes(name));
    if (other) return { wanted, other };
  }
  throw new Error(`${list.api}: no two distinct names to search between`);
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

describe.each([
  ['en', 1280],
  ['en', 390],
  ['ar', 1280],
  ['ar', 390],
] as const)('every list searched from its address (%s, %i px)', (language, width) => {
  it.each(LISTS.map((list) => [list.path, list] as const))('%s shows the row searched for and not another', async (_path, list) => {
    const { wanted, other } = await twoRows(list, language);
    const page = await signedInPage(language, width);
    await page.goto(`${HOST_URL}${list.path}?q=${encodeURIComponent(wanted)}`);

    const main = page.getByRole('main');
    await main.getByText(wanted, { exact: false }).first().waitFor();
    await expect(page.getByRole('searchbox').first().inputValue()).resolves.toBe(wanted);
    await expect(main.getByText(other, { exact: true }).count()).resolves.toBe(0);
    await expect(scrollsSideways(page)).resolves.toBe(false);
    await screenshot(page, `list-filters${list.path.replace(/\//g, '-')}-${language}-${width}`);
  });
});

describe.each([
  ['en', 'Low stock (5 or fewer)'],
  ['ar', 'مخزون منخفض (5 أو أقل)'],
] as const)('low stock (%s)', (language, lowStock) => {
  it('narrows the products to 5 or fewer in stock from the filter bar, in the address', async () => {
    type Stocked = Named & { stock: number };
    const nameOf = (product: Stocked) => (language === 'ar' ? product.name_ar || product.name : product.name);
    // A product of the first page with plenty in stock, and one the API counts as low (the demo's onions have none).
    const firstPage = await apiGet<{ items: Stocked[] }>('products?limit=10', session.token);
    const plenty = nameOf(firstPage.items.find((product) => product.stock > 5) ?? firstPage.items[0]);
    const low = await apiGet<{ items: Stocked[] }>('products?stockAtMost=5&limit=100', session.token);
    expect(low.items.length).toBeGreaterThan(0);
    expect(low.items.every((product) => product.stock <= 5)).toBe(true);

    const page = await signedInPage(language);
    await page.goto(`${HOST_URL}/products`);
    const main = page.getByRole('main');
    await main.getByText(plenty).first().waitFor();

    await page.getByRole('checkbox', { name: lowStock }).click();
    await page.waitForURL((url) => url.searchParams.get('stockAtMost') === '5');
    await main.getByText(nameOf(low.items[0])).first().waitFor();
    await main.getByText(plenty).first().waitFor({ state: 'detached' });
    await screenshot(page, `list-filters-products-low-stock-${language}`);
  });
});
