import { type Permission, setLanguage } from '@dukkan/shared';
import { ok, signedInState, stubFetch, testUser } from '@dukkan/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../test-utils/render-app';

const stats = { totalShops: 1, totalCategories: 2, totalProducts: 3, totalOrders: 4, totalLocations: 5, totalUsers: 6 };

beforeEach(() => {
  stubFetch({ 'GET dashboard/stats': ok(stats) });
});

afterEach(async () => {
  await setLanguage('en');
});

describe('the guarded layout (spec §1)', () => {
  it('shows only the sections the signed-in role may see (decisions/roles-and-audit.md)', async () => {
    const permissions: Permission[] = ['dashboard.read', 'orders.read', 'orders.act', 'shops.read', 'catalog.read', 'catalog.write', 'locations.read'];
    await renderApp({ route: '/', preloadedState: signedInState({ ...testUser, role: 'shop_staff', permissions }) });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await within(nav).findByRole('link', { name: /Orders/ });
    const names = within(nav).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(names).toEqual(['/', '/shops', '/categories', '/products', '/orders', '/locations']);
  });

  it("shows the title 'Admin Panel' and welcomes the user by name", async () => {
    await renderApp({ route: '/', preloadedState: signedInState() });
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByText(`Welcome, ${testUser.name}`)).toBeInTheDocument();
  });

  it('welcomes a user without a name by email', async () => {
    await renderApp({ route: '/', preloadedState: signedInState({ ...testUser, name: '' }) });
    expect(await screen.findByText(`Welcome, ${testUser.email}`)).toBeInTheDocument();
  });

  it("lists the spec's seven sections with their English and Arabic labels, decisions/complaints.md's Complaints, decisions/customers.md's Customers, decisions/customer-messages.md's Messages, decisions/roles-and-audit.md's Activity and decisions/scheduled-jobs.md's Jobs", async () => {
    await renderApp({ route: '/', preloadedState: signedInState() });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const expected: [string, string, string][] = [
      ['Dashboard', 'لوحة التحكم', '/'],
      ['Shops', 'المتاجر', '/shops'],
      ['Categories', 'الفئات', '/categories'],
      ['Products', 'المنتجات', '/products'],
      ['Orders', 'الطلبات', '/orders'],
      ['Complaints', 'الشكاوى', '/complaints'],
      ['Locations', 'المواقع', '/locations'],
      ['Customers', 'العملاء', '/customers'],
      ['Messages', 'الرسائل', '/messages'],
      ['Users', 'المستخدمون', '/users'],
      ['Activity', 'النشاط', '/activity'],
      ['Jobs', 'المهام', '/jobs'],
    ];
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(expected.length);
    expected.forEach(([english, arabic, href], i) => {
      expect(links[i]).toHaveTextContent(english);
      expect(links[i]).toHaveTextContent(arabic);
      expect(links[i]).toHaveAttribute('href', href);
    });
    expect(within(nav).getByRole('link', { name: /Dashboard/ })).toHaveAttribute('aria-current', 'page');
  });

  it("logs out: 'You have been logged out successfully.', the session is gone and /auth shows", async () => {
    window.localStorage.setItem('dukkan.token', 'stored');
    const { user, router, store } = await renderApp({ route: '/', preloadedState: signedInState() });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('You have been logged out successfully.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(store.getState().auth.token).toBeNull();
    expect(window.localStorage.getItem('dukkan.token')).toBeNull();
  });

  it('switches to Arabic: right-to-left, Arabic labels, remembered', async () => {
    const { user } = await renderApp({ route: '/', preloadedState: signedInState() });
    await user.click(await screen.findByRole('button', { name: 'العربية' }));
    expect(await screen.findByRole('heading', { name: 'لوحة الإدارة' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'القائمة الرئيسية' })).toBeInTheDocument();
    expect(window.localStorage.getItem('dukkan.lang')).toBe('ar');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('opens and closes the navigation from the top bar on small screens', async () => {
    const { user } = await renderApp({ route: '/', preloadedState: signedInState() });
    const toggle = await screen.findByRole('button', { name: 'Open navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close navigation' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: /Shops/ }));
    expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers a skip link as the first stop of the keyboard, pointing at the page content (in both languages)', async () => {
    const { user } = await renderApp({ route: '/', preloadedState: signedInState() });
    const skip = await screen.findByRole('link', { name: 'Skip to content' });
    await user.tab();
    expect(skip).toHaveFocus();
    // The content can take the focus the link sends (a browser moves it there on the jump).
    const main = screen.getByRole('main');
    expect(skip.getAttribute('href')).toBe(`#${main.id}`);
    expect(main).toHaveAttribute('tabindex', '-1');
    await setLanguage('ar');
    expect(await screen.findByRole('link', { name: 'تخطَّ إلى المحتوى' })).toBeInTheDocument();
  });
});
