import type { Page } from 'playwright-core';
import { escapeRegExp, HOST_URL, screenshot } from '../support/browser';
import { adminSession, browserEachTest } from '../support/journey-helpers';
import { apiGet, signIn, startSignedIn } from '../support/session';
import { picture } from '../support/images';

// Journeys of the catalog remote's products screens (spec §2 /products, §4 Product
// status, §5 Product form), against the real API on the demo data.

interface Category {
  id: number;
  name: string;
  name_ar: string;
  shop: { name: string; name_ar: string };
}
interface ProductAnswer {
  id: number;
  name: string;
  price: number;
  stock: number;
  status: 'active' | 'inactive';
  categoryId: number;
}


const browser = browserEachTest();
const session = adminSession();
/** A demo category on the first page of /categories, so its link is on screen. */
let category: Category;

beforeAll(async () => {
  const page = await apiGet<{ items: Category[] }>('categories?page=1&limit=10', session.token);
  category = page.items[0];
  expect(category).toBeDefined();
});

/** Starts signed in, in the given language (the sign-in screen has journeys of its own). */
async function seedSession(language: 'en' | 'ar') {
  await startSignedIn(browser.context, session, language);
}

const productRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function productByName(name: string): Promise<ProductAnswer | undefined> {
  const list = await apiGet<{ items: ProductAnswer[] }>(`products/category/${category.id}?page=1&limit=50`, session.token);
  return list.items.find((product) => product.name === name);
}

interface FormTexts {
  name: RegExp;
  nameAr: RegExp;
  category: RegExp;
  price: RegExp;
  stock: RegExp;
  image: RegExp;
  submit: string;
}

async function fillProductForm(page: Page, texts: FormTexts, values: { name: string; nameAr: string; price: string; stock: string }) {
  await page.getByLabel(texts.name).fill(values.name);
  await page.getByLabel(texts.nameAr).fill(values.nameAr);
  // The picker searches: part of the name typed, the option naming this category's shop picked
  // (two shops may both have a 'Vegetables').
  const arabic = texts.submit !== ENGLISH.submit;
  const [first, other, shop] = arabic ? [category.name_ar, category.name, category.shop.name_ar] : [category.name, category.name_ar, category.shop.name];
  // The options are the answer to the typed text's search: clicking one of an earlier answer as the list is replaced
  // by this one (a busy machine) picks nothing.
  const typed = first.slice(0, 5);
  const searched = page.waitForResponse((response) => {
    const url = new URL(response.url());
    // The picker asks for the typed text trimmed ('قهوة ' asks 'قهوة').
    return url.pathname.endsWith('/api/categories') && url.searchParams.get('q') === typed.trim();
  });
  await page.getByRole('combobox', { name: texts.category }).fill(typed);
  await searched;
  await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(`${first} — ${other}`)}\\s*${escapeRegExp(shop)}$`) }).first().click();
  await page.getByLabel(texts.price).fill(values.price);
  await page.getByLabel(texts.stock).fill(values.stock);
  await page.getByLabel(texts.image).setInputFiles(picture('product.png'));
  await page.getByRole('img', { name: /Image preview|معاينة/ }).waitFor();
}

const ENGLISH: FormTexts = {
  name: /^Product Name/,
  nameAr: /^Arabic Name/,
  category: /^Category/,
  price: /^Price \(KWD\)/,
  stock: /^Stock/,
  image: /^Product Image/,
  submit: 'Create Product',
};

describe('products (spec §2 /products, §4 Product status, §5 Product form)', () => {
  it('creates a product, finds it through its category, toggles it off and on, edits and deletes it', async () => {
    const { page } = browser;
    const name = `E2E Fresh Milk ${Date.now()}`;

    await signIn(page);
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await page.goto(`${HOST_URL}/products`);
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await page.getByRole('button', { name: 'Create Product' }).click();

    // The empty form, then every spec §5 message on an empty submit.
    await page.getByRole('heading', { level: 1, name: 'Create New Product' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/products/add');
    await page.getByRole('combobox', { name: ENGLISH.category }).waitFor();
    await screenshot(page, 'catalog-products-form-empty-en');
    await page.getByRole('button', { name: 'Create Product' }).click();
    for (const message of ['Product name is required', 'Category is required', 'Price is required', 'Stock is required', 'Product image is required']) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByText('Please fix the errors before submitting', { exact: true }).waitFor();
    await page.getByLabel(ENGLISH.price).fill('0');
    await page.getByText('Enter a valid price', { exact: true }).waitFor();
    await screenshot(page, 'catalog-products-form-errors-en');

    // Image files only (spec §5 Images).
    await page.getByLabel(ENGLISH.image).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByText('Please choose an image file.', { exact: true }).waitFor();

    await fillProductForm(page, ENGLISH, { name, nameAr: 'حليب طازج تجريبي', price: '1.250', stock: '12' });
    // The chosen category shows the English and the Arabic name, and its shop.
    await page.getByRole('listbox', { name: /^Chosen: Category/ }).getByRole('option', { name: `${category.name} — ${category.name_ar} — ${category.shop.name}` }).waitFor();
    await page.getByRole('button', { name: 'Create Product' }).click();
    await page.getByText('Product created successfully', { exact: true }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/products');

    // Newest first: the new product is on the first page, price in KWD with 3 decimals.
    const row = productRow(page, name);
    await row.waitFor();
    await row.getByText('KWD 1.250').waitFor();
    await row.getByText(category.name).waitFor();
    const created = await productByName(name);
    expect(created).toMatchObject({ price: 1.25, stock: 12, status: 'active', categoryId: category.id });
    await screenshot(page, 'catalog-products-list-en');

    // /categories: the category's name leads to its products.
    await page.goto(`${HOST_URL}/categories`);
    await page.locator(`a[href="/products/category/${category.id}"]`).click();
    await page.getByRole('heading', { level: 1, name: `Products in Category #${category.id}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/products/category/${category.id}`);
    const inCategory = productRow(page, name);
    await inCategory.waitFor();
    await screenshot(page, 'catalog-products-category-en');

    // spec §4: deactivating asks first; activating is immediate.
    const toggle = inCategory.getByRole('switch', { name: `Status of ${name}` });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`Are you sure you want to make "${name}" inactive?`).waitFor();
    await screenshot(page, 'catalog-products-deactivate-en');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('Status updated to inactive', { exact: true }).waitFor();
    expect(await toggle.isChecked()).toBe(false);
    expect((await productByName(name))?.status).toBe('inactive');

    await toggle.click();
    await page.getByText('Status updated to active', { exact: true }).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await toggle.isChecked()).toBe(true);
    expect((await productByName(name))?.status).toBe('active');

    // Edit: the form comes filled in; the image is kept without sending a new one.
    await inCategory.getByRole('button', { name: `Edit ${name}` }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Product' }).waitFor();
    // The form shows once the product is loaded, so its fields are filled when the button is there.
    await page.getByRole('button', { name: 'Update Product' }).waitFor();
    const priceField = page.getByLabel(ENGLISH.price);
    expect(await page.getByLabel(ENGLISH.name).inputValue()).toBe(name);
    expect(await priceField.inputValue()).toBe('1.25');
    // The product's category is named, with its shop, before any search.
    await page.getByRole('listbox', { name: /^Chosen: Category/ }).getByRole('option', { name: `${category.name} — ${category.name_ar} — ${category.shop.name}` }).waitFor();
    await page.getByRole('img', { name: 'Image preview' }).waitFor();
    await priceField.fill('2.5');
    // decisions/availability.md: editing adjusts the stock by an amount with a reason, and the ledger says so.
    await page.getByText('In stock now: 12 items').waitFor();
    await page.getByLabel(/^Adjust stock by/).fill('-12');
    await page.getByRole('combobox', { name: /^Reason/ }).selectOption('damaged');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await page.getByText('Product updated successfully', { exact: true }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    const edited = productRow(page, name);
    await edited.getByText('KWD 2.500').waitFor();
    expect(await productByName(name)).toMatchObject({ price: 2.5, stock: 0 });
    const ledger = await apiGet<{ items: { change: number; reason: string }[] }>(`products/${(await productByName(name))?.id}/stock`, session.token);
    expect(ledger.items.map((row) => [row.change, row.reason])).toEqual([
      [-12, 'damaged'],
      [12, 'received'],
    ]);

    // Delete through the confirm dialog.
    await edited.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`Product "${name}" deleted successfully`, { exact: true }).waitFor();
    await productRow(page, name).waitFor({ state: 'detached' });
    expect(await productByName(name)).toBeUndefined();
    expect(browser.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });

  it('creates a product in Arabic, right-to-left', async () => {
    const { page } = browser;
    const name = `E2E Arabic Dates ${Date.now()}`;
    const arabicName = 'تمور تجريبية';
    await seedSession('ar');
    await page.goto(`${HOST_URL}/products/add`);

    await page.getByRole('heading', { level: 1, name: 'إنشاء منتج جديد' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('combobox', { name: /^الفئة/ }).waitFor();
    await screenshot(page, 'catalog-products-form-empty-ar');
    await page.getByRole('button', { name: 'إنشاء المنتج' }).click();
    for (const message of ['اسم المنتج مطلوب', 'الفئة مطلوبة', 'السعر مطلوب', 'المخزون مطلوب', 'صورة المنتج مطلوبة']) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByText('يرجى تصحيح الأخطاء قبل الإرسال', { exact: true }).waitFor();
    await screenshot(page, 'catalog-products-form-errors-ar');

    await fillProductForm(
      page,
      {
        name: /^اسم المنتج/,
        nameAr: /^الاسم بالعربية/,
        category: /^الفئة/,
        price: /^السعر/,
        stock: /^المخزون/,
        image: /^صورة المنتج/,
        submit: 'إنشاء المنتج',
      },
      { name, nameAr: arabicName, price: '0.750', stock: '30' },
    );
    // In Arabic the chosen category shows the Arabic name first.
    await page.getByRole('option', { name: `${category.name_ar} — ${category.name} — ${category.shop.name_ar}` }).waitFor();
    await page.getByRole('button', { name: 'إنشاء المنتج' }).click();
    await page.getByText('تم إنشاء المنتج بنجاح', { exact: true }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'المنتجات' }).waitFor();

    // The list names the product in Arabic; the price stays 'KWD 0.750', left to right.
    const row = productRow(page, arabicName);
    await row.waitFor();
    await row.getByText('KWD 0.750').waitFor();
    await row.getByText(category.name_ar).waitFor();
    expect(await productByName(name)).toMatchObject({ price: 0.75, stock: 30, categoryId: category.id });
    await screenshot(page, 'catalog-products-list-ar');

    await page.goto(`${HOST_URL}/products/category/${category.id}`);
    await page.getByRole('heading', { level: 1, name: `المنتجات في الفئة #${category.id}` }).waitFor();
    await productRow(page, arabicName).waitFor();
    await screenshot(page, 'catalog-products-category-ar');

    // Clean up through the screen, in Arabic.
    await productRow(page, arabicName).getByRole('button', { name: `حذف ${arabicName}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'حذف' }).click();
    await page.getByText(`تم حذف المنتج "${arabicName}" بنجاح`, { exact: true }).waitFor();
    expect(await productByName(name)).toBeUndefined();
  });
});
