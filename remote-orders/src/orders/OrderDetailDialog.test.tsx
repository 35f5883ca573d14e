import { setLanguage } from '@dukkan/shared';
import { ok, renderWithProviders, signedInState, stubFetch } from '@dukkan/shared/test-utils';
import { act, within } from '@testing-library/react';
import type { Order } from '../common/order-types';
import { makeDeliveryAddress, makeOrder } from '../test-utils/test-orders';
import { findDialog } from '../test-utils/test-orders-page';
import { OrderDetailDialog } from './OrderDetailDialog';

// issue 34 in the popup: the Kuwaiti address with its PACI number, directions and pin; the status with an escalation.

async function openPopup(order: Order, title = `Order #${order.id}`) {
  stubFetch({ 'GET orders/:id/notes': ok({ items: [] }), 'GET orders/:id/events': ok({ items: [] }) });
  renderWithProviders(<OrderDetailDialog order={order} onClose={() => {}} />, { preloadedState: signedInState() });
  const dialog = await findDialog('dialog', title);
  /** The value beside the term `term`. */
  const value = (term: string) => within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
  return { dialog, value };
}

describe('the order popup (issue 34)', () => {
  it("shows the server's labelled line, the PACI number, the directions and the pin's map link", async () => {
    const { value } = await openPopup(makeOrder({ deliveryAddress: makeDeliveryAddress() }));
    const address = value('Address');
    expect(within(address).getByText('Block 2, Street 5, Building 12, Floor 2, Apt 4, Salmiya, Hawalli')).toBeInTheDocument();
    expect(address).toHaveTextContent('PACI number: 12345678');
    expect(within(address).getByText('12345678')).toHaveAttribute('dir', 'ltr');
    expect(within(address).getByText('Behind the co-op, blue gate')).toHaveAttribute('dir', 'auto');
    const map = within(address).getByRole('link', { name: 'Open in Maps', hidden: true });
    expect(map).toHaveAttribute('href', 'https://www.google.com/maps?q=29.3375,48.0758');
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('reads the Arabic line to an Arabic reader', async () => {
    await act(() => setLanguage('ar'));
    try {
      const order = makeOrder({ deliveryAddress: makeDeliveryAddress() });
      const { value } = await openPopup(order, `الطلب رقم ${order.id}`);
      expect(value('العنوان')).toHaveTextContent(/^قطعة 2، شارع 5، مبنى 12، الدور 2، شقة 4، السالمية، حولي/);
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it("keeps spec §2's reading for a server that sends no model", async () => {
    const { value } = await openPopup(makeOrder({ address: 'Salmiya, Block 1, Building 5' }));
    expect(value('Address')).toHaveTextContent(/^Salmiya, Block 1, Building 5$/);
  });

  it("shows the status, with 'Escalated' beside it for an escalated order", async () => {
    const { value } = await openPopup(makeOrder({ status: 'NEW', escalatedAt: '2025-03-05T11:22:00.000Z' }));
    expect(value('Status')).toHaveTextContent(/^NewEscalated$/);
  });

  it('shows no escalation for an order that is not, or no longer (answered since)', async () => {
    const { value } = await openPopup(makeOrder({ status: 'ACCEPTED', escalatedAt: '2025-03-05T11:22:00.000Z' }));
    expect(value('Status')).toHaveTextContent(/^Accepted$/);
  });

  it('shows the delivery slot in Kuwait time, or "As soon as possible" (decisions/delivery-slots.md)', async () => {
    const slot = { startsAt: '2026-11-27T15:00:00.000Z', endsAt: '2026-11-27T16:00:00.000Z' };
    const { value } = await openPopup(makeOrder({ slot, prepareAt: '2026-11-27T14:00:00.000Z', scheduled: true }));
    expect(value('Delivery slot')).toHaveTextContent(/^Fri 27 Nov, 18:00–19:00$/);
  });

  it('says "As soon as possible" for an order with no slot', async () => {
    const { value } = await openPopup(makeOrder({ slot: null, prepareAt: null }));
    expect(value('Delivery slot')).toHaveTextContent(/^As soon as possible$/);
  });
});
