import { screen, within } from '@testing-library/react';
import { makeOrder } from '../test-utils/test-orders';
import { fakeApi, findDialog, renderOrders, rowById, slow } from '../test-utils/test-orders-page';

// A customer's phone dials itself and opens WhatsApp beside it, in the list and in the popup.
describe("the customer's phone on the orders desk", () => {
  it('is a tel: link with a WhatsApp link beside it, in the row and in the popup', async () => {
    const order = makeOrder({ customer: { name: 'Noura Al-Zaid', phone: '+96551234567' } });
    fakeApi({ NEW: [order] });
    const { user } = renderOrders();
    const row = await rowById(order.id);
    expect(within(row).getByRole('link', { name: 'Call +96551234567' })).toHaveAttribute('href', 'tel:+96551234567');
    expect(within(row).getByRole('link', { name: 'WhatsApp +96551234567' })).toHaveAttribute('href', 'https://wa.me/96551234567');

    await user.click(within(row).getByRole('button', { name: 'View' }));
    const dialog = await findDialog('dialog', `Order #${order.id}`);
    expect(within(dialog).getByRole('link', { name: 'Call +96551234567', hidden: true })).toHaveAttribute('href', 'tel:+96551234567');
    expect(within(dialog).getByRole('link', { name: 'WhatsApp +96551234567', hidden: true })).toHaveAttribute('href', 'https://wa.me/96551234567');
    expect(screen.queryAllByRole('link', { name: /^WhatsApp/, hidden: true })).toHaveLength(2);
  }, slow.timeout * 4);

  it("lets the keyboard reach the popup's scrolling details: a named region in the tab order", async () => {
    const order = makeOrder({ customer: { name: 'Noura Al-Zaid', phone: null } });
    fakeApi({ NEW: [order] });
    const { user } = renderOrders();
    await user.click(within(await rowById(order.id)).getByRole('button', { name: 'View' }));
    const dialog = await findDialog('dialog', `Order #${order.id}`);
    const region = within(dialog).getByRole('region', { name: `Details of order #${order.id}`, hidden: true });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveTextContent('Noura Al-Zaid');
  }, slow.timeout * 4);
});
