import type { Locator, Page } from 'playwright-core';
import { atWidth, HOST_URL, screenshot, tableOverflow, found } from '../support/browser';
import { browserEachTest, PHONE } from '../support/journey-helpers';
import { apiCall } from '../support/customer';
import { ADMIN, apiGet, apiLogin, keepRecoveryCodes, setUpSecondFactor, signIn } from '../support/session';

// Journeys of the users remote (spec §2 /users and /users/add, §5 Add user, §8): against the real
// API on the demo database, in English and in Arabic.

interface UserRow {
  id: number;
  name: string;
  email: string;
  role: string;
}
interface UsersPage {
  items: UserRow[];
  total: number;
  pages: number;
}

const browser = browserEachTest();

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function openUsers(page: Page, search = '') {
  await page.goto(`${HOST_URL}/users${search}`);
  await page.getByRole('heading', { name: 'User Management' }).waitFor();
  await usersTable(page).waitFor();
}

/**
 * At a small laptop's 1024 px the table fits beside the navigation (an email wraps before its '@'),
 * so no row's Delete sits cut at the table's edge; the window is 1280 px again after.
 */
async function expectTableFitsAt1024(page: Page, table: Locator) {
  expect(await atWidth(page, 1024, () => tableOverflow(table))).toBeLessThanOrEqual(1);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
}

describe('users (spec §2 /users, /users/add)', () => {
  it('registers a user who then signs in, and deletes them again', async () => {
    const { page } = browser;
    const stamp = Date.now();
    const name = `Journey User ${stamp}`;
    const email = `journey.${stamp}@dukkan.kw`;

    await signIn(page);
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /Users/ }).click();
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    await usersTable(page).waitFor();
    await screenshot(page, 'users-list-en');

    await page.getByRole('button', { name: 'Add User' }).click();
    await page.getByRole('heading', { name: 'Add New User' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/users/add');

    // The password starts as the default the hint names (configured, else generated for this form).
    const password = await page.getByLabel(/^Password/).inputValue();
    expect(password.length).toBeGreaterThanOrEqual(12);
    await page.getByText(`The default password is ${password}`).waitFor();
    await screenshot(page, 'users-add-en');

    // spec §5: each message, cleared when its field is edited.
    await page.getByLabel(/^Password/).fill('');
    await page.getByRole('button', { name: 'Register User' }).click();
    for (const message of ['Name is required', 'Email is required', 'Password is required']) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await screenshot(page, 'users-add-errors-en');
    await page.getByLabel(/^Full Name/).fill(name);
    await page.getByText('Name is required', { exact: true }).waitFor({ state: 'detached' });
    await page.getByLabel(/^Email/).fill('not-an-email');
    await page.getByRole('button', { name: 'Register User' }).click();
    await page.getByText('Please enter a valid email address', { exact: true }).waitFor();
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    // A new account starts as shop staff (least privilege): this one is made an owner on purpose.
    await page.getByRole('combobox', { name: /^Role/ }).selectOption('owner');

    await page.getByRole('button', { name: 'Register User' }).click();
    await page.getByText('User registered successfully', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/users');

    // Newest first: the new user is on the first page, a staff account.
    const row = rowOf(page, email);
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(name);
    await expect(row.textContent()).resolves.toContain('Owner'); // the role picked above
    await screenshot(page, 'users-list-registered-en');

    // The new account opens the panel (users registered here are staff); an owner sets a second factor up on the way
    // in (decisions/staff-access.md).
    await signOut(page);
    await signIn(page, email, password);
    const { codes } = await setUpSecondFactor(page);
    expect(codes).toHaveLength(10);
    await keepRecoveryCodes(page);
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await page.getByText(`Welcome, ${name}`).waitFor();

    // Back as the demo staff account, who deletes them.
    await signOut(page);
    await signIn(page);
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await openUsers(page);
    await rowOf(page, email).getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete User' });
    await dialog
      .getByText(
        'Are you sure you want to delete this user? All data related to this user will be permanently removed. This action cannot be undone.',
      )
      .waitFor();
    await screenshot(page, 'users-delete-en');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`User "${name}" deleted successfully`, { exact: true }).waitFor();
    await rowOf(page, email).waitFor({ state: 'detached' });

    const { token } = await apiLogin();
    const firstPage = await apiGet<UsersPage>('user?role=staff&page=1&limit=9', token);
    expect(firstPage.items.map((u) => u.email)).not.toContain(email);
    expect(browser.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });

  it("shows the server's message for an email that is already registered", async () => {
    const { page } = browser;
    await signIn(page);
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await page.goto(`${HOST_URL}/users/add`);
    await page.getByRole('heading', { name: 'Add New User' }).waitFor();
    await page.getByLabel(/^Full Name/).fill('Someone Else');
    await page.getByLabel(/^Email/).fill(ADMIN.email);
    await page.getByRole('combobox', { name: /^Role/ }).selectOption('owner');
    await page.getByRole('button', { name: 'Register User' }).click();
    await page.getByText('A user with this email already exists', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/users/add');
    await screenshot(page, 'users-add-taken-en');
  });

  it('pages through all staff nine at a time; deleting yourself is refused with the reason', async () => {
    const { page } = browser;
    const { token } = await apiLogin();
    // The screen lists staff, customers having their own (decisions/customers.md): enough staff for a second page.
    const staff = () => apiGet<UsersPage>('user?role=staff&page=1&limit=9', token);
    for (let n = (await staff()).total; n < 10; n += 1) {
      const stamp = `${Date.now()}.${n}`;
      await apiCall('POST', 'user/register', token, { name: `Staff member ${stamp}`, email: `staff.${stamp}@dukkan.kw`, password: 'Staff-Pass-2024', role: 'operations' });
    }
    const first = await staff();
    expect(first.pages).toBeGreaterThan(1);

    await signIn(page);
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await openUsers(page);
    const pager = page.getByRole('navigation', { name: 'Pages of users' });
    await pager.getByRole('button', { name: 'Page 1' }).waitFor();
    expect(await pager.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    await page.getByText(`Showing 1–9 of ${first.total} users`).waitFor();
    await expectTableFitsAt1024(page, usersTable(page));

    await pager.getByRole('button', { name: 'Next' }).click();
    const second = await apiGet<UsersPage>('user?role=staff&page=2&limit=9', token);
    await rowOf(page, second.items[0].email).waitFor();
    expect(new URL(page.url()).search).toBe('?page=2');
    expect(await pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    // Serial numbers continue: the second page starts at 10.
    expect((await rowOf(page, second.items[0].email).getByRole('cell').first().textContent())?.trim()).toBe('10');

    // The demo staff account is the oldest user: on the last page.
    await pager.getByRole('button', { name: `Page ${first.pages}` }).click();
    await rowOf(page, ADMIN.email).waitFor();
    await screenshot(page, 'users-list-last-page-en');
    await rowOf(page, ADMIN.email).getByRole('button', { name: /^Delete / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('You cannot delete your own account', { exact: true }).waitFor();
    await rowOf(page, ADMIN.email).waitFor();
  });

  it('speaks Arabic right-to-left: the list, the form and the delete question', async () => {
    const { page } = browser;
    await signIn(page);
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await page.evaluate(() => localStorage.setItem('dukkan.lang', 'ar'));
    await page.goto(`${HOST_URL}/users`);
    await page.getByRole('heading', { name: 'إدارة المستخدمين' }).waitFor();
    await page.getByRole('table', { name: 'المستخدمون' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    for (const header of ['الاسم', 'البريد الإلكتروني', 'الهاتف', 'الدور', 'الإجراءات']) {
      await page.getByRole('columnheader', { name: header }).waitFor();
    }
    await page.getByRole('navigation', { name: 'صفحات المستخدمين' }).waitFor();
    // The header's action sits at the inline end: on the left in right-to-left.
    const add = await page.getByRole('button', { name: 'إضافة مستخدم' }).boundingBox();
    const title = await page.getByRole('heading', { name: 'إدارة المستخدمين' }).boundingBox();
    expect(found(add, 'Add User').x).toBeLessThan(found(title, 'the title').x);
    await expectTableFitsAt1024(page, page.getByRole('table', { name: 'المستخدمون' }));
    await screenshot(page, 'users-list-ar');

    await page.getByRole('row').nth(1).getByRole('button', { name: /^حذف / }).click();
    await page
      .getByRole('alertdialog', { name: 'حذف المستخدم' })
      .getByText('هل أنت متأكد من حذف هذا المستخدم؟', { exact: false })
      .waitFor();
    await screenshot(page, 'users-delete-ar');
    await page.getByRole('alertdialog').getByRole('button', { name: 'إلغاء' }).click();

    await page.getByRole('button', { name: 'إضافة مستخدم' }).click();
    await page.getByRole('heading', { name: 'إضافة مستخدم جديد' }).waitFor();
    await page.getByText(/كلمة المرور الافتراضية هي/).waitFor();
    await screenshot(page, 'users-add-ar');
    await page.getByRole('button', { name: 'تسجيل المستخدم' }).click();
    await page.getByText('الاسم مطلوب', { exact: true }).waitFor();
    await page.getByText('البريد الإلكتروني مطلوب', { exact: true }).waitFor();
    await screenshot(page, 'users-add-errors-ar');
  });

  it('fits a phone screen', async () => {
    const page = await browser.reopen({ viewport: PHONE });
    await signIn(page);
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    // On a phone the users are cards (decisions/phone-speed.md), in a list of the same name.
    await page.goto(`${HOST_URL}/users`);
    await page.getByRole('list', { name: 'Users' }).getByRole('listitem').first().waitFor();
    await screenshot(page, 'users-list-phone-en');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto(`${HOST_URL}/users/add`);
    await page.getByRole('heading', { name: 'Add New User' }).waitFor();
    await screenshot(page, 'users-add-phone-en');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
