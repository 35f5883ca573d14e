import { sessionEnded } from '../auth/auth-slice';
import { createAppStore } from '../store/create-app-store';
import { deskCountsReceived, orderAcknowledged, orderEventsReceived, selectFreshOrders, selectNewOrderCount } from './order-desk-slice';

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
});
