import { setLanguage, type Permission } from '@dukkan/shared';
import { ok, renderWithProviders, signedInState, stubFetch, testUser } from '@dukkan/shared/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Navigate } from 'react-router-dom';
import type { Order } from '../common/order-types';
import { makeOrder, makePickedOrder } from '../test-utils/test-orders';
import { slow } from '../test-utils/test-orders-page';
import { OrderItemsPage } from './OrderItemsPage';

// decisions/picking.md on the order page: the final order (what was removed and why, what replaced what, a short
// pick, a weighed line, a line waiting for the customer, each line's total, the total beside the one ordered), and
// 'Pick items' for an accepted order.

const ISOLATES = /[\u2066-\u2069]/g;

/** Arrives on the order page from the popup's link (the order in navigation state); the picking screen is a route of its own. */
function renderPage(order: Order, preloadedState = signedInState()) {
  stubFetch({ 'GET orders/:id/notes': ok({ items: [] }), 'GET orders/:id/events': ok({ items: [] }) });
  return renderWithProviders(<OrderItemsPage />, {
    route: '/from-popup',
    path: '/order-items/:id',
    preloadedState,
    otherRoutes: {
      '/order-items/:id/pick': <p>Picking screen</p>,
      '/from-popup': <Navigate to={`/order-items/${order.id}`} state={{ order }} />,
    },
  });
}

async function itemRows(name: RegExp) {
  const table = await screen.findByRole('table', { name }, slow);
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').replace(ISOLATES, '')));
  return { table, rows };
}

/** The order's details row named `term`, as it reads. */
const detail = (term: string) => (screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? '').replace(ISOLATES, '');

async function inArabic(test: () => Promise<void>) {
  await act(() => setLanguage('ar'));
  try {
    await test();
  } finally {
    await act(() => setLanguage('en'));
  }
}

describe('the order page: the final order (decisions/picking.md)', () => {
  it("shows each line as it will be delivered and billed, and the total beside the one ordered", async () => {
    renderPage(makePickedOrder({ id: 61 }));
    const { table, rows } = await itemRows(/^Items of order #61/);
    expect(rows).toEqual([
      ['1', 'fresh milk (1 l)', 'Grocery', '1 of 2', 'KWD 0.450', 'KWD 0.450'],
      ['2', 'Labneh (400 g)Removed: Out of stock', 'Grocery', '1', 'KWD 0.875', 'KWD 0.000'],
      ['3', 'Nido milk powder (400 g)Substituted', 'Grocery', '1', 'KWD 1.550', 'KWD 0.000'],
      ['4', 'Almarai milk powder (400 g)Substitute for Nido milk powder (400 g)', 'Grocery', '1', 'KWD 1.650', 'KWD 1.550'],
      ['5', 'Hamour fish', 'Grocery', '1.130 kg', 'KWD 0.450 / kg', 'KWD 0.509'],
      ['6', 'Khalas dates (1 kg)Waiting for the customerIf unavailable: Remove it', 'Grocery', '1', 'KWD 0.475', 'KWD 0.475'],
    ]);
    // Removed and replaced lines are struck through; their note says so in words.
    expect(within(table).getByText('Labneh (400 g)').tagName).toBe('S');
    expect(within(table).getByText('Nido milk powder (400 g)').tagName).toBe('S');
    expect(within(table).getByText('Almarai milk powder (400 g)').tagName).not.toBe('S');
    expect(detail('Order Amount')).toBe('KWD 2.984Ordered: KWD 4.250');
  });

  it('shows the same in Arabic', async () => {
    await inArabic(async () => {
      renderPage(makePickedOrder({ id: 62 }));
      const { rows } = await itemRows(/62/);
      expect(rows.map(([, product, , quantity, price, total]) => [product, quantity, price, total])).toEqual([
        ['حليب طازج', '1 من 2', 'KWD 0.450', 'KWD 0.450'],
        ['لبنةمحذوف: نفدت الكمية', '1', 'KWD 0.875', 'KWD 0.000'],
        ['حليب نيدو مجففمستبدَل', '1', 'KWD 1.550', 'KWD 0.000'],
        ['حليب المراعي مجففبديل عن حليب نيدو مجفف', '1', 'KWD 1.650', 'KWD 1.550'],
        ['سمك هامور', '1.130 كغ', 'KWD 0.450 / كغ', 'KWD 0.509'],
        ['تمر خلاصبانتظار رد العميلإن لم يتوفر: إزالته', '1', 'KWD 0.475', 'KWD 0.475'],
      ]);
      expect(detail('مبلغ الطلب')).toBe('KWD 2.984المبلغ عند الطلب: KWD 4.250');
    });
  });

  it('shows an order from a server without picking as before: no notes, no ordered total', async () => {
    renderPage(makeOrder({ id: 63 }));
    const { rows } = await itemRows(/^Items of order #63/);
    expect(rows).toEqual([
      ['1', 'fresh milk (1 l)', 'Dairy', '2', 'KWD 0.450', 'KWD 0.900'],
      ['2', 'Labneh (400 g)', 'Dairy', '1', 'KWD 0.875', 'KWD 0.875'],
    ]);
    expect(detail('Order Amount')).toBe('KWD 1.775');
  });
});

describe("the order page: 'Pick items' (decisions/picking.md)", () => {
  const actions = (id: number) => screen.findByRole('group', { name: `Actions for order #${id}` }, slow);

  it('links an accepted order to its picking screen, first among its moves', async () => {
    const { user, router } = renderPage(makeOrder({ id: 64, status: 'ACCEPTED' }));
    const group = await actions(64);
    const pick = within(group).getByRole('link', { name: 'Pick items' });
    expect(pick).toHaveAttribute('href', '/order-items/64/pick');
    expect(group.firstElementChild).toBe(pick);
    await user.click(pick);
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-items/64/pick'));
    expect(await screen.findByText('Picking screen')).toBeInTheDocument();
  });

  it('says it in Arabic', async () => {
    await inArabic(async () => {
      renderPage(makeOrder({ id: 65, status: 'ACCEPTED' }));
      const group = await screen.findByRole('group', { name: 'إجراءات الطلب رقم 65' }, slow);
      expect(within(group).getByRole('link', { name: 'تجهيز الأصناف' })).toHaveAttribute('href', '/order-items/65/pick');
    });
  });

  it.each(['NEW', 'INTRANSIT', 'DELIVERED'] as const)('is not offered while the order is %s', async (status) => {
    renderPage(makeOrder({ id: 66, status }));
    expect(within(await actions(66)).queryByRole('link', { name: 'Pick items' })).not.toBeInTheDocument();
  });

  it('is not offered to staff who may not act on orders', async () => {
    const readOnly: Permission[] = ['dashboard.read', 'orders.read'];
    renderPage(makeOrder({ id: 67, status: 'ACCEPTED' }), signedInState({ ...testUser, permissions: readOnly }));
    expect(within(await actions(67)).queryByRole('link')).not.toBeInTheDocument();
  });
});
