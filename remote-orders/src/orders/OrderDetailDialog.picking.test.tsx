import { setLanguage } from '@dukkan/shared';
import { ok, renderWithProviders, signedInState, stubFetch } from '@dukkan/shared/test-utils';
import { act, within } from '@testing-library/react';
import type { Order } from '../common/order-types';
import { makeOrder, makePickedOrder } from '../test-utils/test-orders';
import { findDialog } from '../test-utils/test-orders-page';
import { OrderDetailDialog } from './OrderDetailDialog';

// decisions/picking.md in the popup: the final order, as on the order page.

const ISOLATES = /[\u2066-\u2069]/g;
const plain = (node: Element | null | undefined) => (node?.textContent ?? '').replace(ISOLATES, '');

async function openPopup(order: Order, title = `Order #${order.id}`) {
  stubFetch({ 'GET orders/:id/notes': ok({ items: [] }), 'GET orders/:id/events': ok({ items: [] }) });
  renderWithProviders(<OrderDetailDialog order={order} onClose={() => {}} />, { preloadedState: signedInState() });
  const dialog = await findDialog('dialog', title);
  const table = within(dialog).getByRole('table');
  // Each item row without its image: name, quantity, price, total.
  const rows = within(table)
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].slice(1).map(plain));
  const value = (term: string) => plain(within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling);
  return { dialog, table, rows, value };
}

describe('the order popup: the final order (decisions/picking.md)', () => {
  it('shows each line as it will be delivered and billed, and the total beside the one ordered', async () => {
    const { table, rows, value } = await openPopup(makePickedOrder());
    expect(rows).toEqual([
      ['fresh milk (1 l)', '1 of 2', 'KWD 0.450', 'KWD 0.450'],
      ['Labneh (400 g)Removed: Out of stock', '1', 'KWD 0.875', 'KWD 0.000'],
      ['Nido milk powder (400 g)Substituted', '1', 'KWD 1.550', 'KWD 0.000'],
      ['Almarai milk powder (400 g)Substitute for Nido milk powder (400 g)', '1', 'KWD 1.650', 'KWD 1.550'],
      ['Hamour fish', '1.130 kg', 'KWD 0.450 / kg', 'KWD 0.509'],
      ['Khalas dates (1 kg)Waiting for the customerIf unavailable: Remove it', '1', 'KWD 0.475', 'KWD 0.475'],
    ]);
    expect(within(table).getByText('Labneh (400 g)', { selector: 's' })).toBeInTheDocument();
    expect(value('Order Amount')).toBe('KWD 2.984Ordered: KWD 4.250');
  });

  it('shows the same in Arabic', async () => {
    await act(() => setLanguage('ar'));
    try {
      const order = makePickedOrder();
      const { rows, value } = await openPopup(order, `الطلب رقم ${order.id}`);
      expect(rows).toEqual([
        ['حليب طازج', '1 من 2', 'KWD 0.450', 'KWD 0.450'],
        ['لبنةمحذوف: نفدت الكمية', '1', 'KWD 0.875', 'KWD 0.000'],
        ['حليب نيدو مجففمستبدَل', '1', 'KWD 1.550', 'KWD 0.000'],
        ['حليب المراعي مجففبديل عن حليب نيدو مجفف', '1', 'KWD 1.650', 'KWD 1.550'],
        ['سمك هامور', '1.130 كغ', 'KWD 0.450 / كغ', 'KWD 0.509'],
        ['تمر خلاصبانتظار رد العميلإن لم يتوفر: إزالته', '1', 'KWD 0.475', 'KWD 0.475'],
      ]);
      expect(value('مبلغ الطلب')).toBe('KWD 2.984المبلغ عند الطلب: KWD 4.250');
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('shows an order from a server without picking as before', async () => {
    const { rows, value } = await openPopup(makeOrder());
    expect(rows).toEqual([
      ['fresh milk (1 l)', '2', 'KWD 0.450', 'KWD 0.900'],
      ['Labneh (400 g)', '1', 'KWD 0.875', 'KWD 0.875'],
    ]);
    expect(value('Order Amount')).toBe('KWD 1.775');
  });
});
