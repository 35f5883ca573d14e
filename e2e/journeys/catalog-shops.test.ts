import type { Page } from 'playwright-core';
import { API_URL, HOST_URL, screenshot, escapeRegExp, found } from '../support/browser';
import { browserEachTest } from '../support/journey-helpers';
import { apiGet, apiLogin, signIn } from '../support/session';
import { picture } from '../support/images';

// Journeys of the catalog remote's shops and categories screens (spec §2 /shops,
// /categories, §5 'Shop form', 'Category form', §8), against the real API on the demo data.

interface ShopAnswer {
  id: number;
  name: string;
  phone: string;
  image: string | null;
  closeTime: string | null;
}
interface CategoryAnswer {
  id: number;
  name: string;
  shopId: number;
}


const browser = browserEachTest();

/** A control by its label, whatever required mark Fluent adds after it. */
const labelled = (text: string) => new RegExp(`^${escapeRegExp(text)}\\s*\\*?$`);

async function allShops(token: string) {
  return (await apiGet<{ items: ShopAnswer[] }>('shop', token)).items;
}

/** Picks the first real option of a location select once its options have loaded. */
async function pickFirst(page: Page, label: string) {
  const select = page.getByRole('combobox', { name: labelled(label) });
  await page.waitForFunction(
    (element) => !(element as HTMLSelectElement).disabled && (element as HTMLSelectElement).options.length > 1,
    await select.elementHandle(),
  );
  await select.selectOption({ index: 1 });
}

interface ShopFormTexts {
  name: string;
  nameAr: string;
  phone: string;
  governorate: string;
  area: string;
  block: string;
  openTime: string;
  image: string;
}
const EN: ShopFormTexts = {
  name: 'Shop Name',
  nameAr: 'Shop Name (Arabic)',
  phone: 'Phone Number',
  governorate: 'Governorate',
  area: 'Area',
  block: 'Block',
  openTime: 'Open Time',
  image: 'Shop Image',
};
const AR: ShopFormTexts = {
  name: 'اسم المتجر',
  nameAr: 'اسم المتجر (بالعربية)',
  phone: 'رقم الهاتف',
  governorate: 'المحافظة',
  area: 'المنطقة',
  block: 'القطعة',
  openTime: 'وقت الفتح',
  image: 'صورة المتجر',
};

/** Fills a new shop: names, a phone typed with its country code, the first location, hours, a picture. */
async function fillShop(page: Page, texts: ShopFormTexts, name: string) {
  await page.getByRole('textbox', { name: labelled(texts.name) }).fill(name);
  await page.getByRole('textbox', { name: labelled(texts.nameAr) }).fill('متجر الاختبار');
  const phone = page.getByRole('textbox', { name: labelled(texts.phone) });
  // spec §5: non-digits are stripped and the input capped at 8; a pasted +965 is dropped first.
  await phone.fill('+965 5555-1234');
  expect(await phone.inputValue()).toBe('55551234');
  await pickFirst(page, texts.governorate);
  await pickFirst(page, texts.area);
  await pickFirst(page, texts.block);
  await page.getByLabel(labelled(texts.openTime)).fill('08:00');
  await page.getByLabel(labelled(texts.image)).setInputFiles(picture('shop.png'));
  await page.locator('img[src^="blob:"]').waitFor();
}

describe('shops and categories (spec §2 /shops, /categories; §5)', () => {
  it('creates a shop with an image, edits it, refuses a non-image, adds a category for it, and deletes both', async () => {
    const { page } = browser;
    const { token } = await apiLogin();
    const shopName = `E2E Shop ${Date.now()}`;
    const categoryName = `E2E Category ${Date.now()}`;

    await signIn(page);
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await page.goto(`${HOST_URL}/shops`);
    const shops = page.getByRole('table', { name: 'Shops' });
    await shops.getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'Load More' }).or(page.getByText('No more shops to load')).first().waitFor();
    await screenshot(page, 'catalog-shops-list-en');

    // The empty form, then every rule's message at once.
    await page.getByRole('button', { name: 'Create Shop' }).click();
    await page.getByRole('heading', { name: 'Create New Shop' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/shops/add');
    await expect(page.getByRole('combobox', { name: labelled('Area') }).isDisabled()).resolves.toBe(true);
    await screenshot(page, 'catalog-shop-form-empty-en');
    await page.getByRole('button', { name: 'Create Shop' }).click();
    await page.getByText('Please fix the errors below before submitting', { exact: true }).waitFor();
    for (const text of ['Shop name is required', 'Phone number is required', 'Governorate is required', 'Area is required', 'Block is required', 'Open time is required', 'Shop image is required']) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    await screenshot(page, 'catalog-shop-form-errors-en');

    // spec §5 Images: a file that is not an image is refused, whatever the browser's dialog allowed.
    await page.getByLabel(labelled('Shop Image')).setInputFiles({ name: 'menu.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await page.getByText('Please choose an image file.', { exact: true }).waitFor();

    await fillShop(page, EN, shopName);
    await page.getByRole('button', { name: 'Create Shop' }).click();
    await page.getByText('Shop created successfully', { exact: true }).waitFor();
    await page.waitForURL(`${HOST_URL}/shops`);
    await shops.getByRole('row', { name: new RegExp(escapeRegExp(shopName)) }).waitFor();
    const created = found((await allShops(token)).find((shop) => shop.name === shopName), `shop ${shopName}`);
    expect(created.phone).toBe('+96555551234');
    expect(created.image).toMatch(/\/uploads\//);

    // Edit: loads the shop, keeps its picture, saves the change.
    await page.getByRole('button', { name: `Edit ${shopName}` }).click();
    await page.getByRole('heading', { name: 'Edit Shop' }).waitFor();
    const nameField = page.getByRole('textbox', { name: labelled('Shop Name') });
    await expect(nameField.inputValue()).resolves.toBe(shopName);
    await expect(page.getByRole('textbox', { name: labelled('Phone Number') }).inputValue()).resolves.toBe('55551234');
    await page.getByRole('img', { name: 'Image preview' }).waitFor();
    await nameField.fill(`${shopName} Edited`);
    await page.getByLabel(labelled('Close Time')).fill('22:30');
    await page.getByRole('button', { name: 'Update Shop' }).click();
    await page.getByText('Shop updated successfully', { exact: true }).waitFor();
    await page.waitForURL(`${HOST_URL}/shops`);
    const editedName = `${shopName} Edited`;
    await shops.getByRole('row', { name: new RegExp(escapeRegExp(editedName)) }).waitFor();
    const edited = found((await allShops(token)).find((shop) => shop.id === created.id), `shop ${created.id}`);
    expect([edited.name, edited.closeTime, edited.image]).toEqual([editedName, '22:30', created.image]);

    // A category for it, chosen from the full shop list.
    await page.goto(`${HOST_URL}/categories`);
    await page.getByRole('table', { name: 'Categories' }).getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'Create Category' }).click();
    await page.getByRole('heading', { name: 'Create New Category' }).waitFor();
    await screenshot(page, 'catalog-category-form-empty-en');
    await page.getByRole('button', { name: 'Create Category' }).click();
    for (const text of ['Category name is required', 'Please select a shop', 'Category image is required']) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    await screenshot(page, 'catalog-category-form-errors-en');
    await page.getByRole('textbox', { name: labelled('Category Name') }).fill(categoryName);
    await page.getByRole('textbox', { name: labelled('Category Name (Arabic)') }).fill('فئة الاختبار');
    // The shop picker searches the server: part of the name typed, the shop picked.
    await page.getByRole('combobox', { name: labelled('Shop') }).fill(editedName.slice(0, 12));
    await page.getByRole('option', { name: editedName, exact: true }).click();
    await page.getByLabel(labelled('Category Image')).setInputFiles(picture('category.png'));
    await page.getByRole('button', { name: 'Create Category' }).click();
    await page.getByText('Category created successfully', { exact: true }).waitFor();
    await page.waitForURL(`${HOST_URL}/categories`);
    const row = page.getByRole('table', { name: 'Categories' }).getByRole('row', { name: new RegExp(escapeRegExp(categoryName)) });
    await row.waitFor();
    await row.getByText(editedName).waitFor();
    const category = found((await apiGet<{ items: CategoryAnswer[] }>('categories', token)).items.find((c) => c.name === categoryName), `category ${categoryName}`);
    expect(category.shopId).toBe(created.id);
    expect(await row.getByRole('link', { name: categoryName }).getAttribute('href')).toBe(`/products/category/${category.id}`);
    await screenshot(page, 'catalog-categories-list-en');

    // The API refuses to delete a shop that still has a category, and the panel says why.
    await page.goto(`${HOST_URL}/shops`);
    await page.getByRole('button', { name: `Delete ${editedName}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete shop' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('This shop still has 1 category', { exact: true }).waitFor();

    // Delete what was created: the category, then the shop.
    await page.goto(`${HOST_URL}/categories`);
    await page.getByRole('button', { name: `Delete ${categoryName}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete category' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`Category "${categoryName}" deleted successfully`, { exact: true }).waitFor();
    await row.waitFor({ state: 'detached' });

    await page.goto(`${HOST_URL}/shops`);
    await page.getByRole('button', { name: `Delete ${editedName}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete shop' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`Shop "${editedName}" deleted successfully`, { exact: true }).waitFor();
    await shops.getByRole('row', { name: new RegExp(escapeRegExp(editedName)) }).waitFor({ state: 'detached' });
    expect((await allShops(token)).some((shop) => shop.id === created.id)).toBe(false);
    expect(browser.errors.filter((error) => !/status of (400|409)/.test(error))).toEqual([]);
  });

  it('creates a shop in Arabic, right to left, and removes it again', async () => {
    const { page } = browser;
    const { token } = await apiLogin();
    const shopName = `E2E Arabic Shop ${Date.now()}`;

    await signIn(page);
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await page.evaluate(() => localStorage.setItem('dukkan.lang', 'ar'));
    await page.goto(`${HOST_URL}/shops`);
    await page.getByRole('heading', { name: 'المتاجر', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const shops = page.getByRole('table', { name: 'المتاجر' });
    await shops.getByRole('row').nth(1).waitFor();
    await screenshot(page, 'catalog-shops-list-ar');

    await page.getByRole('button', { name: 'إنشاء متجر' }).click();
    await page.getByRole('heading', { name: 'إنشاء متجر جديد' }).waitFor();
    await screenshot(page, 'catalog-shop-form-empty-ar');
    await page.getByRole('button', { name: 'إنشاء المتجر' }).click();
    await page.getByText('يرجى تصحيح الأخطاء أدناه قبل الإرسال', { exact: true }).waitFor();
    await page.getByText('اسم المتجر مطلوب', { exact: true }).waitFor();
    await screenshot(page, 'catalog-shop-form-errors-ar');

    await fillShop(page, AR, shopName);
    await page.getByRole('button', { name: 'إنشاء المتجر' }).click();
    await page.getByText('تم إنشاء المتجر بنجاح', { exact: true }).waitFor();
    await page.waitForURL(`${HOST_URL}/shops`);
    // In Arabic the list shows the Arabic name.
    await shops.getByRole('row', { name: /متجر الاختبار/ }).first().waitFor();
    const created = found((await allShops(token)).find((shop) => shop.name === shopName), `shop ${shopName}`);
    expect(created.phone).toBe('+96555551234');

    await page.goto(`${HOST_URL}/categories`);
    await page.getByRole('table', { name: 'الفئات' }).getByRole('row').nth(1).waitFor();
    await screenshot(page, 'catalog-categories-list-ar');
    await page.getByRole('button', { name: 'إنشاء فئة' }).click();
    await page.getByRole('heading', { name: 'إنشاء فئة جديدة' }).waitFor();
    await page.getByRole('button', { name: 'إنشاء الفئة' }).click();
    await page.getByText('اسم الفئة مطلوب', { exact: true }).waitFor();
    await screenshot(page, 'catalog-category-form-ar');

    // Clean up through the API: this journey is about creating in Arabic.
    const response = await fetch(`${API_URL}/shop/${created.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
  });
});
