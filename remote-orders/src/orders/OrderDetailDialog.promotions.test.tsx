import { setLanguage } from '@dukkan/shared';
import { ok, renderWithProviders, signedInState, stubFetch } from '@dukkan/shared/test-utils';
import { act, within } from '@testing-library/react';
import type { Order } from '../common/order-types';
import { makeOrder } from '../test-utils/test-orders';
import { findDialog } from '../test-utils/test-orders-page';
import { OrderDetailDialog } from './OrderDetailDialog';

// decisions/promotions.md in the popup: the delivery fee and the promotion's discount, just above the amount.

const ISOLATES = /[\u2066-\u2069]/g;
const EID = { id: 3, name: 'Eid 10', nameAr: 'عيد 10', code: 'EID10', fundedBy: 'platform' as const, discount: 0.178 };
const DISCOUNTED = { totalAmount: 2.097, deliveryFee: 0.5, discount: 0.178, promotion: EID };

async function openPopup(order: Order, title = `Order #${order.id}`) {
  stubFetch({ 'GET orders/:id/notes': ok({ items: [] }), 'GET orders/:id/events': ok({ items: [] }) });
  renderWithProviders(<OrderDetailDialog order={order} onClose={() => {}} />, { preloadedState: signedInState() });
  const dialog = await findDialog('dialog', title);
  const terms = () => within(dialog).getAllByRole('term').map((term) => (term.textContent ?? '').replace(ISOLATES, ''));
  const value = (term: RegExp) => within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
  return { dialog, terms, value };
}

describe('the order popup: a promotion’s discount (decisions/promotions.md)', () => {
  it("shows 'Discount — Eid 10 (EID10)' as −KWD 0.178 beside the delivery fee, above the amount", async () => {
    const { terms, value } = await openPopup(makeOrder(DISCOUNTED));
    const listed = terms();
    expect(listed.slice(listed.indexOf('Total Quantity'), listed.indexOf('Order Amount') + 1)).toEqual(['Total Quantity', 'Delivery fee', 'Discount — Eid 10 (EID10)', 'Order Amount']);
    expect(value(/^Delivery fee$/)).toHaveTextContent(/^KWD 0\.500$/);
    const discount = value(/^Discount/);
    expect(discount).toHaveTextContent(/^\u2212KWD 0\.178$/);
    expect(within(discount).getByText('\u2212KWD 0.178')).toHaveAttribute('dir', 'ltr');
    // The amount is what the customer pays, the discount taken off: no 'Ordered' beside it.
    expect(value(/^Order Amount$/)).toHaveTextContent(/^KWD 2\.097$/);
  });

  it('shows neither line for an order without a fee or a promotion', async () => {
    const { terms } = await openPopup(makeOrder({ deliveryFee: 0, discount: 0, promotion: null }));
    expect(terms()).not.toContain('Delivery fee');
    expect(terms().some((term) => term.startsWith('Discount'))).toBe(false);
  });

  it('names the promotion in Arabic to an Arabic reader', async () => {
    await act(() => setLanguage('ar'));
    try {
      const order = makeOrder(DISCOUNTED);
      const { value } = await openPopup(order, `الطلب رقم ${order.id}`);
      const discount = value(/^خصم — /);
      expect((discount.previousElementSibling?.textContent ?? '').replace(ISOLATES, '')).toBe('خصم — عيد 10 (EID10)');
      expect(discount).toHaveTextContent(/^\u2212KWD 0\.178$/);
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
