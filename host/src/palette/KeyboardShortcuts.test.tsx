import { setLanguage } from '@dukkan/shared';
import { ok, signedInState, stubFetch, type StubRequest } from '@dukkan/shared/test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../test-utils/render-app';
import { isTypingTarget } from './keyboard-shortcuts';

const stats = { totalShops: 1, totalCategories: 2, totalProducts: 3, totalOrders: 4, totalLocations: 5, totalUsers: 6 };
const page = (items: object[]) => ok({ items, total: items.length, page: 1, pages: 1, limit: 5, nextCursor: null });

beforeEach(() => {
  stubFetch({
    'GET dashboard/stats': ok(stats),
    'GET products': (request: StubRequest) => page(request.query.get('q') === 'milk' ? [{ id: 5, name: 'Fresh Milk', name_ar: 'حليب طازج' }] : []),
    'GET shop': () => page([]),
    'GET user': () => page([]),
    'GET orders': (request: StubRequest) =>
      page(request.query.get('q') === '144333' ? [{ id: 61, status: 'ACCEPTED', customer: { name: 'Aisha Al-Roumi', name_ar: 'عائشة الرومي', phone: '+96553144333' } }] : []),
  });
});
afterEach(async () => {
  await setLanguage('en');
});

const openPalette = async (user: Awaited<ReturnType<typeof renderApp>>['user']) => {
  await screen.findByRole('heading', { name: 'Admin Panel' });
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByRole('combobox', { name: 'Go to' }, { timeout: 3000 });
};

describe('decisions/search.md: the command palette (Ctrl+K)', () => {
  it('goes to a screen by its name with the keyboard', async () => {
    const { user, router } = await renderApp({ route: '/', preloadedState: signedInState() });
    const box = await openPalette(user);
    await user.type(box, 'ord');
    const listbox = screen.getByRole('listbox', { name: 'Results' });
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual([expect.stringContaining('Orders')]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(screen.queryByRole('combobox', { name: 'Go to' })).toBeNull();
  });

  it('opens an order by its id, typed as #48213', async () => {
    const { user, router } = await renderApp({ route: '/', preloadedState: signedInState() });
    await user.type(await openPalette(user), '#48213');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-items/48213'));
  });

  it('finds an order of any status by digits of its phone, named by its number and its customer', async () => {
    const { user, router } = await renderApp({ route: '/', preloadedState: signedInState() });
    await user.type(await openPalette(user), '144333');
    await user.click(await screen.findByRole('option', { name: /Order · Order #61 · Aisha Al-Roumi/ }, { timeout: 3000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-items/61'));
  });

  it('finds a product on the API as you type, and moves with the arrow keys', async () => {
    const { user, router } = await renderApp({ route: '/', preloadedState: signedInState() });
    await user.type(await openPalette(user), 'milk');
    const product = await screen.findByRole('option', { name: /Product · Fresh Milk/ }, { timeout: 3000 });
    const options = screen.getAllByRole('option');
    for (let i = 0; i < options.indexOf(product); i++) await user.keyboard('{ArrowDown}');
    expect(product).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/edit/5'));
  });

  it('speaks Arabic in the Arabic UI', async () => {
    await setLanguage('ar');
    const { user } = await renderApp({ route: '/', preloadedState: signedInState() });
    await screen.findByRole('heading', { name: 'لوحة الإدارة' });
    await user.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox', { name: 'انتقال إلى' }, { timeout: 3000 });
    await user.type(box, 'الطلبات');
    expect(screen.getByRole('option', { name: /شاشة · الطلبات/ })).toBeInTheDocument();
  });
});

describe('decisions/search.md: keyboard shortcuts', () => {
  it('goes to a screen with g then a letter, and lists the shortcuts with ?', async () => {
    const { user, router } = await renderApp({ route: '/', preloadedState: signedInState() });
    await screen.findByRole('heading', { name: 'Admin Panel' });
    await user.keyboard('go');
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }, { timeout: 3000 });
    expect(within(help).getByText('Go to Products')).toBeInTheDocument();
  });

  it('works on an Arabic keyboard layout, by the physical key: g o, Ctrl+K and ?', async () => {
    const { router } = await renderApp({ route: '/', preloadedState: signedInState() });
    await screen.findByRole('heading', { name: 'Admin Panel' });
    // The G and O keys type 'ل' and 'خ' on the Arabic layout.
    fireEvent.keyDown(document.body, { key: 'ل', code: 'KeyG' });
    fireEvent.keyDown(document.body, { key: 'خ', code: 'KeyO' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    fireEvent.keyDown(document.body, { key: 'ن', code: 'KeyK', ctrlKey: true });
    const palette = await screen.findByRole('combobox', { name: 'Go to' }, { timeout: 3000 });
    fireEvent.keyDown(palette, { key: 'ن', code: 'KeyK', ctrlKey: true });
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Go to' })).not.toBeInTheDocument());
    fireEvent.keyDown(document.body, { key: '؟', code: 'Slash', shiftKey: true });
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }, { timeout: 3000 })).toBeInTheDocument();
  });

  it('never fires while typing in a field', () => {
    const input = document.createElement('input');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    expect(isTypingTarget(input)).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(checkbox)).toBe(false);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
  });
});
