import { orderEscalationHeard } from '@dukkan/shared';
import { act, within } from '@testing-library/react';
import { makeOrder } from '../test-utils/test-orders';
import { fakeApi, renderOrders, rowById, rowOf, slow } from '../test-utils/test-orders-page';

// decisions/order-workspace.md: the unanswered rule's escalation on the list: a badge on a NEW row the desk
// escalated, written live into the cached rows by the stream's `escalation` (no request).

describe('escalated orders on the orders list (decisions/order-workspace.md)', () => {
  it("marks a NEW row whose escalatedAt is set 'Escalated'; an answered order keeps it as history only", async () => {
    const escalated = makeOrder({ status: 'NEW', escalatedAt: '2025-03-05T08:20:00.000Z' });
    const waiting = makeOrder({ status: 'NEW', escalatedAt: null });
    const accepted = makeOrder({ status: 'ACCEPTED', escalatedAt: '2025-03-05T08:20:00.000Z' });
    fakeApi({ NEW: [escalated, waiting], ACCEPTED: [accepted] });
    renderOrders();
    expect(within(await rowOf(escalated.id)).getByText('Escalated')).toBeInTheDocument();
    expect(within(await rowOf(waiting.id)).queryByText('Escalated')).toBeNull();

    renderOrders('/orders?status=ACCEPTED');
    expect(within(await rowById(accepted.id)).queryByText('Escalated')).toBeNull();
  });

  it("writes the stream's escalation into the row at once, asking nothing again", async () => {
    const order = makeOrder({ status: 'NEW', escalatedAt: null });
    const other = makeOrder({ status: 'NEW', escalatedAt: null });
    const api = fakeApi({ NEW: [order, other] });
    const { store } = renderOrders();
    expect(within(await rowOf(order.id)).queryByText('Escalated')).toBeNull();
    const loads = api.calls.length;

    act(() => void store.dispatch(orderEscalationHeard({ id: 60, orderId: order.id, escalatedAt: '2025-03-05T08:20:00.000Z', minutes: 10, shopId: null })));
    expect(await within(await rowOf(order.id)).findByText('Escalated', undefined, slow)).toBeInTheDocument();
    expect(within(await rowOf(other.id)).queryByText('Escalated')).toBeNull();
    expect(api.calls).toHaveLength(loads);
  });
});
