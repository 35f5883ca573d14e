import { screen, waitFor, within } from '@testing-library/react';
import { makeOrder } from '../test-utils/test-orders';
import { fakeApi, findDialog, renderOrders, rowById, slow, tabNamed } from '../test-utils/test-orders-page';

// WCAG 2.4.3: after Accept or Reject the order leaves its tab with its buttons; the focus goes on
// to the same action of the row that takes its place (or the row before, when it was the last),
// and to the tab once the list is empty, never to the top of the page. Table and cards alike.

const focused = () => document.activeElement as HTMLElement;
/** The action button of order `id`'s row or card, found by the row's actions group. */
const actionOf = (id: number, name: string) =>
  within(screen.getByRole('group', { name: `Actions for order #${id}`, hidden: true })).getByRole('button', { name, hidden: true });

describe('the focus after an order leaves its tab', () => {
  it('moves to the next row\'s Accept, to the row before from the last row, then to the tab', async () => {
    const [a, b, c] = [makeOrder(), makeOrder(), makeOrder()];
    fakeApi({ NEW: [a, b, c] });
    const { user } = renderOrders();
    await rowById(c.id);

    await user.click(actionOf(b.id, 'Accept'));
    await waitFor(() => expect(focused()).toBe(actionOf(c.id, 'Accept')), slow);
    expect(screen.queryByText(`#${b.id}`)).toBeNull();

    // Enter on the focused button: the desk goes on by keyboard alone.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(focused()).toBe(actionOf(a.id, 'Accept')), slow);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(focused()).toBe(tabNamed(/^New Orders/)), slow);
  });

  it('moves to the next row\'s Reject after a confirmed reject', async () => {
    const [a, b] = [makeOrder(), makeOrder()];
    fakeApi({ NEW: [a, b] });
    const { user } = renderOrders();
    await rowById(b.id);
    await user.click(actionOf(a.id, 'Reject'));
    const dialog = await findDialog('alertdialog', 'Reject order');
    await user.click(within(dialog).getByRole('button', { name: 'Reject', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), slow);
    await waitFor(() => expect(focused()).toBe(actionOf(b.id, 'Reject')), slow);
  });

  describe('on a phone, where the orders are cards', () => {
    const original = window.matchMedia;
    beforeEach(() => {
      // A 390 px window: every max-width query of the kit matches.
      window.matchMedia = (query: string) =>
        ({ matches: /max-width/.test(query), media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
    });
    afterEach(() => {
      window.matchMedia = original;
    });

    it("moves to the next card's Accept", async () => {
      const [a, b] = [makeOrder(), makeOrder()];
      fakeApi({ NEW: [a, b] });
      const { user } = renderOrders();
      await screen.findAllByRole('listitem', undefined, slow);
      expect(screen.queryByRole('table')).toBeNull();
      await user.click(actionOf(a.id, 'Accept'));
      await waitFor(() => expect(focused()).toBe(actionOf(b.id, 'Accept')), slow);
    });
  });
});
