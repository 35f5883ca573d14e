import { sessionEnded } from '../auth/auth-slice';
import { createAppStore } from '../store/create-app-store';
import {
  deskCountsReceived,
  deskReplayLost,
  deskWaitingReceived,
  orderAcknowledged,
  orderEventsReceived,
  ordersDueReceived,
  selectDueOrders,
  selectEscalatedOrders,
  selectFreshOrders,
  selectNewOrderCount,
} from './order-desk-slice';
import { orderEscalationHeard } from './order-workspace';

const placed = (id: number, orderId: number) => ({ id, orderId, from: null, to: 'NEW' as const, at: '2026-11-24T10:00:00.000Z' });

describe('the order desk slice (decisions/live-desk.md)', () => {
  it('keeps orders placed live until acknowledged here or moved anywhere, each once', () => {
    const store = createAppStore();
    store.dispatch(orderEventsReceived([placed(1, 10), placed(2, 11), placed(3, 12), placed(4, 10)]));
    expect(selectFreshOrders(store.getState()).map((order) => order.id)).toEqual([10, 11, 12]);
    store.dispatch(orderAcknowledged(11));
    store.dispatch(orderEventsReceived([{ id: 5, orderId: 12, from: 'NEW', to: 'ACCEPTED', at: '2026-11-24T10:01:00.000Z' }]));
    expect(selectFreshOrders(store.getState())).toEqual([{ id: 10, at: '2026-11-24T10:00:00.000Z' }]);
  });

  it('counts NEW orders from the stream, and forgets everything on sign-out', () => {
    const store = createAppStore();
    expect(selectNewOrderCount(store.getState())).toBeNull();
    store.dispatch(deskCountsReceived({ NEW: 3, ACCEPTED: 1 }));
    store.dispatch(orderEventsReceived([placed(1, 10)]));
    expect(selectNewOrderCount(store.getState())).toBe(3);
    store.dispatch(sessionEnded({ reason: 'logout' }));
    expect(selectNewOrderCount(store.getState())).toBeNull();
    expect(selectFreshOrders(store.getState())).toEqual([]);
  });

  it('raises each escalation heard once, until the order leaves NEW; the ones from before it listened come with the waiting orders', () => {
    const store = createAppStore();
    const escalation = (id: number, orderId: number, minutes = 10) => orderEscalationHeard({ id, orderId, escalatedAt: '2026-11-24T10:10:00.000Z', minutes, shopId: null });
    store.dispatch(escalation(30, 12));
    store.dispatch(escalation(31, 9, 11));
    store.dispatch(escalation(30, 12));
    expect(selectEscalatedOrders(store.getState())).toEqual([
      { id: 9, at: '2026-11-24T10:10:00.000Z', minutes: 11 },
      { id: 12, at: '2026-11-24T10:10:00.000Z', minutes: 10 },
    ]);
    // Accepted: out of NEW, no longer raised.
    store.dispatch(orderEventsReceived([{ id: 32, orderId: 12, from: 'NEW', to: 'ACCEPTED', at: '2026-11-24T10:11:00.000Z' }]));
    expect(selectEscalatedOrders(store.getState()).map((order) => order.id)).toEqual([9]);

    // Escalated before this tab listened: the waiting orders say so.
    store.dispatch(deskWaitingReceived([{ id: 5, at: '2026-11-24T09:00:00.000Z', escalated: { at: '2026-11-24T09:20:00.000Z', minutes: 20 } }, { id: 9, at: '2026-11-24T10:00:00.000Z' }, { id: 13, at: '2026-11-24T10:05:00.000Z' }]));
    expect(selectEscalatedOrders(store.getState())).toEqual([
      { id: 5, at: '2026-11-24T09:20:00.000Z', minutes: 20 },
      { id: 9, at: '2026-11-24T10:10:00.000Z', minutes: 11 },
    ]);
    // Too far behind to replay: what was heard may be stale; the waiting orders sent next are the desk's word.
    store.dispatch(deskReplayLost());
    expect(selectEscalatedOrders(store.getState()).map((order) => order.id)).toEqual([5]);
    store.dispatch(deskWaitingReceived([]));
    expect(selectEscalatedOrders(store.getState())).toEqual([]);
    store.dispatch(escalation(33, 14));
    store.dispatch(sessionEnded({ reason: 'logout' }));
    expect(selectEscalatedOrders(store.getState())).toEqual([]);
  });

  it('keeps a scheduled order come due as a fresh one (it rings), named due, once, until acknowledged or moved (decisions/delivery-slots.md)', () => {
    const store = createAppStore();
    const due = (orderId: number) => ({ id: 40 + orderId, orderId, prepareAt: '2026-11-27T14:00:00.000Z', shopId: 3 });
    // Placed for a later slot: no ring until it comes due.
    store.dispatch(orderEventsReceived([placed(1, 10), { ...placed(2, 20), scheduled: true }]));
    expect(selectFreshOrders(store.getState()).map((order) => order.id)).toEqual([10]);
    store.dispatch(ordersDueReceived([due(20), due(21), due(20)]));
    expect(selectFreshOrders(store.getState())).toEqual([
      { id: 10, at: '2026-11-24T10:00:00.000Z' },
      { id: 20, at: '2026-11-27T14:00:00.000Z', due: true },
      { id: 21, at: '2026-11-27T14:00:00.000Z', due: true },
    ]);
    expect(selectDueOrders(store.getState()).map((order) => order.id)).toEqual([20, 21]);
    store.dispatch(orderAcknowledged(20));
    store.dispatch(orderEventsReceived([{ id: 50, orderId: 21, from: 'NEW', to: 'REJECTED', at: '2026-11-27T14:01:00.000Z' }]));
    expect(selectDueOrders(store.getState())).toEqual([]);
    expect(selectFreshOrders(store.getState()).map((order) => order.id)).toEqual([10]);
  });
});
