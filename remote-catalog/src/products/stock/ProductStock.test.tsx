import { ok, renderWithProviders, signedInState, stubFetch, type StubRequest } from '@dukkan/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { ProductsPage } from '../ProductsPage';
import type { Product, StockMovement } from '../products-api';
import { StockLedgerPanel } from './StockLedgerPanel';

// decisions/availability.md: "sold out for today" on the products list, and a product's stock ledger.

const slow = { timeout: 5000 };
const product = (id: number, fields: Partial<Product> = {}): Product => ({
  id,
  name: `Product ${id}`,
  name_ar: `منتج ${id}`,
  price: 1.25,
  stock: 10,
  status: 'active',
  active: true,
  categoryId: 1,
  category: { id: 1, name: 'Dairy', name_ar: 'ألبان' },
  ...fields,
});
const page = <T,>(items: T[], nextCursor: string | null = null) => ok({ items, total: items.length, page: 1, pages: 1, limit: 10, nextCursor });

describe('sold out for today (decisions/availability.md)', () => {
  it('marks a product sold out from its row, shows until when, and puts it back on sale', async () => {
    let milk = product(1);
    const api = stubFetch({
      'GET products': () => page([milk]),
      'POST products/:id/sold-out': () => {
        milk = { ...milk, soldOutUntil: new Date(Date.now() + 20 * 3_600_000).toISOString() };
        return ok(milk);
      },
      'DELETE products/:id/sold-out': () => {
        milk = { ...milk, soldOutUntil: null };
        return ok(milk);
      },
    });
    const { user } = renderWithProviders(<ProductsPage />, { route: '/products', preloadedState: signedInState() });
    await user.click(await screen.findByRole('button', { name: 'Mark Product 1 sold out for today' }, slow));
    await waitFor(() => expect(api.callsTo('POST products/:id/sold-out')).toHaveLength(1));
    expect(await screen.findByText(/^Sold out until /, undefined, slow)).toBeInTheDocument();
    expect(await screen.findByText('Product 1 is sold out until its shop next opens')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Put Product 1 back on sale' }));
    await waitFor(() => expect(api.callsTo('DELETE products/:id/sold-out')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Mark Product 1 sold out for today' }, slow)).toBeInTheDocument();
  });
});

describe('the stock ledger (decisions/availability.md)', () => {
  it('lists each change with why and who, newest first, and loads more', async () => {
    const movement = (id: number, fields: Partial<StockMovement>): StockMovement => ({
      id,
      change: -1,
      stockAfter: 9,
      reason: 'sold',
      orderId: null,
      actor: null,
      note: null,
      createdAt: '2026-11-26T09:00:00Z',
      ...fields,
    });
    const api = stubFetch({
      'GET products/:id/stock': (request: StubRequest) =>
        request.query.get('after')
          ? page([movement(1, { change: 10, stockAfter: 10, reason: 'received', actor: { id: 1, name: 'Dukkan Admin' } })])
          : page([movement(3, { change: -2, stockAfter: 7, reason: 'damaged', actor: { id: 1, name: 'Dukkan Admin' }, note: 'Dropped crate' }), movement(2, { orderId: 12 })], 'next'),
    });
    const { user } = renderWithProviders(<StockLedgerPanel productId={5} />, { preloadedState: signedInState() });
    const table = await screen.findByRole('table', { name: 'Stock history' }, slow);
    const rows = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(2).map((cell) => cell.textContent));
    expect(rows()).toEqual([
      ['−2', '7', 'Damaged', 'Dukkan Admin', 'Dropped crate'],
      ['−1', '9', 'Sold by order #12', 'The customer', '—'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[2]).toEqual(['+10', '10', 'Received', 'Dukkan Admin', '—']);
    expect(api.callsTo('GET products/:id/stock')[1].query.get('after')).toBe('next');
  });
});
