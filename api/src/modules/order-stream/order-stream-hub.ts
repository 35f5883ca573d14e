import type { Db } from '../../db/client';
import type { Signals } from '../../db/signals';
import { type OrderCounts, ordersRepository } from '../orders/orders-repository';
import { orderStreamRepository } from './order-stream-repository';
import type { LoggedEvent, OrderStreamMessages, WaitingOrder } from './order-stream-schemas';

/** The desk's settings as the stream sends them (decisions/order-workspace.md). */
export type StreamSettings = OrderStreamMessages['settings'];

/** The tab counts and both ends of the NEW orders (placed first, placed last), as they are after a burst of steps. */
export interface DeskState {
  counts: OrderCounts;
  waiting: WaitingOrder[];
  recent: WaitingOrder[];
}

/** What one connected stream is told: each step of the order log, the desk's state after them, and the desk's settings when they change. */
export interface StreamListener {
  event(event: LoggedEvent): void;
  desk(state: DeskState): void;
  settings(settings: StreamSettings): void;
}

export interface OrderStreamHub {
  /** Starts telling `listener`; returns the function that stops. */
  subscribe(listener: StreamListener): () => void;
  /** A stream has sent every step up to `id`: after a lost connection the hub catches up from there. */
  seen(id: number): void;
  /** The streams connected to this process. */
  readonly size: number;
  close(): void;
}

/** The desk as it is now: the tab counts and both ends of the NEW orders (decisions/roles-and-audit.md: of a shop-scoped account's shops). */
export async function readDesk(db: Db, shopIds: number[] | null = null): Promise<DeskState> {
  const stream = orderStreamRepository(db);
  const [counts, waiting, recent] = await Promise.all([ordersRepository(db).statusCounts(shopIds), stream.waiting(shopIds), stream.recent(shopIds)]);
  return { counts, waiting, recent };
}

/** How many steps a catch-up reads at most after the listening connection came back. */
const CATCH_UP_LIMIT = 1000;

/**
 * The one listener of this process on the `order-event` signal, fanned out to every connected
 * stream: 200 open streams cost one NOTIFY and one desk read per burst, not 200. The desk (counts,
 * waiting orders) is read once per burst of events (`deskDelayMs` after its first), the same answer
 * for everyone.
 * When the listening connection drops and comes back, the steps committed meanwhile are read from
 * the table and handed out (a stream drops an id it already sent), so a lost connection loses nothing.
 */
export function createOrderStreamHub(signals: Signals, db: Db, options: { deskDelayMs?: number; readSettings: () => Promise<StreamSettings> }): OrderStreamHub {
  const deskDelayMs = options.deskDelayMs ?? 50;
  const listeners = new Set<StreamListener>();
  const stream = orderStreamRepository(db);
  let lastId = 0;
  let deskTimer: NodeJS.Timeout | null = null;

  const each = (tell: (listener: StreamListener) => void) => {
    for (const listener of listeners) tell(listener);
  };
  const refreshDesk = () => {
    if (deskTimer) return;
    deskTimer = setTimeout(() => {
      deskTimer = null;
      if (listeners.size === 0) return;
      readDesk(db).then(
        (state) => each((listener) => listener.desk(state)),
        // The next event asks again; the streams keep the state they have.
        () => {},
      );
    }, deskDelayMs);
  };
  const deliver = (event: LoggedEvent) => {
    lastId = Math.max(lastId, event.data.id);
    each((listener) => listener.event(event));
    // Only a status change, or a scheduled order's time coming (decisions/delivery-slots.md), moves the counts and the waiting orders.
    if (event.type === 'order' || event.type === 'due') refreshDesk();
  };
  // decisions/order-workspace.md: the settings are read once per change, the same answer for every stream.
  const refreshSettings = () => {
    if (listeners.size === 0) return;
    options.readSettings().then((settings) => each((listener) => listener.settings(settings)), () => {});
  };

  const stops = [
    signals.on('order-event', (data) => deliver({ type: 'order', data })),
    signals.on('order-claim', (data) => deliver({ type: 'claim', data })),
    signals.on('order-note', (data) => deliver({ type: 'note', data })),
    signals.on('order-escalation', (data) => deliver({ type: 'escalation', data })),
    signals.on('order-lines', (data) => deliver({ type: 'lines', data })),
    signals.on('order-due', (data) => deliver({ type: 'due', data })),
    signals.on('order-delivery', (data) => deliver({ type: 'delivery', data })),
    signals.on('desk-settings', refreshSettings),
    signals.onListeningChange((listening) => {
      if (!listening || listeners.size === 0) return;
      // The settings are not in the log: read again, in case a change was missed meanwhile.
      refreshSettings();
      if (lastId === 0) return;
      stream.eventsAfter(lastId, CATCH_UP_LIMIT).then((missed) => missed.forEach(deliver), () => {});
    }),
  ];

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    seen(id) {
      lastId = Math.max(lastId, id);
    },
    get size() {
      return listeners.size;
    },
    close() {
      for (const stop of stops) stop();
      if (deskTimer) clearTimeout(deskTimer);
      listeners.clear();
    },
  };
}
