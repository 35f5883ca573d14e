import type { EventSource } from 'eventsource';
import { useEffect } from 'react';
import { baseApi } from '../api/base-api';
import { idTag, listTag } from '../api/cache-tags';
import { takeEarlyStream } from '../api/early-fetch';
import { selectToken, sessionEnded } from '../auth/auth-slice';
import { isTokenExpired } from '../auth/token';
import { apiBaseUrl } from '../config/runtime-config';
import { useAppSelector, useAppStore } from '../store/hooks';
import {
  deskConnectionChanged,
  deskCountsReceived,
  deskRecentReceived,
  deskReplayLost,
  deskWaitingReceived,
  teamSettingsReceived,
  type LiveOrderEvent,
  type OrderDeskState,
  orderEventsReceived,
  ordersDueReceived,
  selectStreamWritesOrders,
} from './order-desk-slice';
import { orderClaimHeard, orderEscalationHeard, orderNotesTag } from './order-workspace';
import type { OrderDueEvent, OrderStreamMessages } from '../wire/api-contract';

/** Events of one burst are handed to the store together, and the lists asked again once. */
const BATCH_MS = 250;
/** After the stream failed for good (a 5xx, a proxy's error page), a new one starts after this, doubling. */
const REOPEN_MS = { first: 1000, max: 30_000 };
/**
 * The API pings every 15 s. Silence for longer than this means a dead connection that never said
 * so (a phone between cells): the stream is dropped and opened again, resuming.
 */
const SILENCE_MS = 40_000;

type Store = ReturnType<typeof useAppStore>;

/**
 * The `eventsource` package, fetched when the first stream opens (signed in), never on the sign-in
 * page, which has no stream (decisions/phone-speed.md: only what sign-in needs loads before it).
 */
let eventSourcePackage: Promise<typeof import('eventsource')> | null = null;
const loadEventSource = () => {
  eventSourcePackage ??= import(/* webpackChunkName: "order-stream" */ 'eventsource').catch((error: unknown) => {
    eventSourcePackage = null; // a failed download is tried again with the next stream
    throw error;
  });
  return eventSourcePackage;
};

/**
 * Holds the live order stream (GET orders/stream, Server-Sent Events) for as long as a session
 * lasts, and feeds the order desk slice: the counts, both ends of the NEW orders, every order placed, come due or
 * moved. It is the one writer of the orders' cache while it is live (architecture §7): a step
 * invalidates the orders' cache tags, so every order list on screen is asked again (a burst once),
 * in the tab that made the change too, which only takes the moved rows out of its lists at once and
 * does not ask again itself (`refreshOrdersUnlessLive`);
 * the counts it sends are the tabs' and the badge's alike. `EventSource` cannot send a bearer token; the `eventsource` package
 * is the standard one on fetch, which can. It reconnects by itself after a dropped connection
 * (phone signal, API restart) with Last-Event-ID, and the API replays what was missed; a 401
 * ends the session under the spec's rules; any other refusal starts a new stream later, from the
 * last id seen. Mount once, in the signed-in shell.
 */
export function useOrderStream(): void {
  const store = useAppStore();
  const token = useAppSelector(selectToken);
  useEffect(() => {
    if (!token) return;
    return openOrderStream(store, token);
  }, [store, token]);
}

/**
 * What a change of orders makes stale: every order list and count (the orders' LIST tag, which
 * the sales report and the dashboard's trends provide too), the tab counts, the dashboard, and each
 * order changed.
 */
export const orderChangeTags = (orderIds: readonly number[]) => [
  listTag('Order'),
  'OrderStats' as const,
  'Dashboard' as const,
  ...orderIds.map((id) => idTag('Order', id)),
];

/** What a burst of order steps makes stale (`orderChangeTags` of the orders moved). */
export const orderEventTags = (events: readonly LiveOrderEvent[]) => orderChangeTags(events.map((event) => event.orderId));

/**
 * What a change of orders' lines makes stale: each of those orders — its page, money, timeline and picking (all carry
 * its id tag), and the list rows showing it (their totals) — and nothing else: a picker's many changes do not ask
 * every list and count again, as a status change does.
 */
export const orderLinesTags = (orderIds: Iterable<number>) => [...new Set(orderIds)].map((id) => idTag('Order', id));

/**
 * For an order mutation's `onQueryStarted`: once the change is made, the lists and counts are asked
 * again exactly once. While the stream is live its event does it in every tab, this one included
 * (asking here as well fetched each list twice per click, the second time 250 ms later); without a
 * live stream (not yet, offline, a remote running on its own) nothing else would, so it is done here.
 * `orderIds` names the orders the answer says were changed; none, nothing is asked here.
 */
export async function refreshOrdersUnlessLive<Result>(
  { dispatch, getState, queryFulfilled }: {
    dispatch: (action: ReturnType<typeof baseApi.util.invalidateTags>) => unknown;
    getState: () => unknown;
    queryFulfilled: Promise<{ data: Result }>;
  },
  orderIds: (result: Result) => readonly number[],
): Promise<void> {
  let ids: readonly number[];
  try {
    ids = orderIds((await queryFulfilled).data);
  } catch {
    return; // refused: nothing changed (what a 409 makes stale is the mutation's own rule)
  }
  if (ids.length > 0 && !selectStreamWritesOrders(getState() as { orderDesk: OrderDeskState })) dispatch(baseApi.util.invalidateTags(orderChangeTags(ids)));
}

/** Opens the stream for `token`; returns the function that closes it. */
export function openOrderStream(store: Store, token: string): () => void {
  let source: EventSource | null = null;
  let lastEventId: string | null = null;
  let reopenTimer: ReturnType<typeof setTimeout> | null = null;
  let reopenWait = REOPEN_MS.first;
  let closed = false;
  let pending: LiveOrderEvent[] = [];
  // decisions/delivery-slots.md: the scheduled orders come due in this burst (many shops' slots start on the hour).
  let pendingDue: OrderDueEvent[] = [];
  // The orders whose lines changed in this burst: asked again once each.
  const linesChanged = new Set<number>();
  // decisions/dispatch.md: the orders whose delivery changed in this burst (assigned, picked up, delivered, failed…).
  const deliveriesChanged = new Set<number>();
  let flushTimer: ReturnType<typeof setTimeout> | null = null;
  let silenceTimer: ReturnType<typeof setTimeout> | null = null;
  let attempts = 0;

  const flush = () => {
    flushTimer = null;
    const events = pending;
    pending = [];
    const due = pendingDue;
    pendingDue = [];
    const lines = [...linesChanged];
    linesChanged.clear();
    const deliveries = [...deliveriesChanged];
    deliveriesChanged.clear();
    if (events.length > 0) store.dispatch(orderEventsReceived(events));
    if (due.length > 0) store.dispatch(ordersDueReceived(due));
    // An order come due moves from Scheduled to New: its lists and the tab counts are asked again, as for a step.
    if (events.length > 0 || due.length > 0) {
      store.dispatch(baseApi.util.invalidateTags(orderChangeTags([...events, ...due].map((event) => event.orderId))));
    }
    if (lines.length > 0) store.dispatch(baseApi.util.invalidateTags(orderLinesTags(lines)));
    // A delivery's change is the order's: its lists (the dispatch board's among them) and its page are asked again.
    if (deliveries.length > 0) store.dispatch(baseApi.util.invalidateTags(orderChangeTags(deliveries)));
  };
  const listAgain = () => store.dispatch(baseApi.util.invalidateTags(orderEventTags([])));

  const reopen = (wait: number) => {
    source?.close();
    if (silenceTimer) clearTimeout(silenceTimer);
    if (reopenTimer) clearTimeout(reopenTimer);
    reopenTimer = setTimeout(open, wait);
  };
  // After a failure: a new stream later, each wait twice the last.
  const retryLater = () => {
    reopen(reopenWait);
    reopenWait = Math.min(reopenWait * 2, REOPEN_MS.max);
  };
  // Anything heard proves the connection lives.
  const heard = () => {
    if (silenceTimer) clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => {
      store.dispatch(deskConnectionChanged('offline'));
      reopen(0);
    }, SILENCE_MS);
  };
  // The device says it lost the network: the stream cannot live, say so now rather than after
  // the silence runs out. Back online: reconnect at once (resuming) instead of waiting out a delay.
  const offline = () => {
    if (closed) return;
    source?.close();
    if (silenceTimer) clearTimeout(silenceTimer);
    store.dispatch(deskConnectionChanged('offline'));
  };
  const online = () => {
    if (!closed && store.getState().orderDesk?.connection !== 'live') reopen(0);
  };
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);

  function open() {
    reopenTimer = null;
    if (closed) return;
    if (isTokenExpired(token)) {
      store.dispatch(sessionEnded({ reason: 'expired' }));
      return;
    }
    store.dispatch(deskConnectionChanged('connecting'));
    // Only the newest attempt connects: another may have started while the package downloaded.
    const attempt = ++attempts;
    loadEventSource().then((eventSource) => {
      if (!closed && attempt === attempts) connect(eventSource);
    }, () => {
      if (closed || attempt !== attempts) return;
      store.dispatch(deskConnectionChanged('offline'));
      retryLater();
    });
  }

  function connect({ EventSource }: typeof import('eventsource')) {
    const current = new EventSource(`${apiBaseUrl()}/orders/stream`, {
      fetch: (input, init) =>
        // The page's first stream is the one index.html's inline script opened while the bundles downloaded (its
        // first events are already here: the banners and counts draw from them); a stream after it resumes by id.
        (lastEventId === null ? takeEarlyStream(String(input), `Bearer ${token}`, init.signal) : undefined) ??
        fetch(input, {
          ...init,
          headers: {
            ...init.headers,
            Authorization: `Bearer ${token}`,
            // A new stream after a failure resumes where the last one stopped.
            ...(lastEventId && !('Last-Event-ID' in (init.headers ?? {})) ? { 'Last-Event-ID': lastEventId } : {}),
          },
        }),
    });
    source = current;
    const remember = (event: MessageEvent) => {
      heard();
      if (event.lastEventId) lastEventId = event.lastEventId;
    };
    current.addEventListener('open', () => {
      reopenWait = REOPEN_MS.first;
      heard();
      store.dispatch(deskConnectionChanged('live'));
    });
    current.addEventListener('ready', remember);
    current.addEventListener('ping', heard);
    // Each message's data is the JSON the API's contract names for its event.
    const dataOf = <Name extends keyof OrderStreamMessages>(_name: Name, event: MessageEvent) => JSON.parse(event.data) as OrderStreamMessages[Name];
    current.addEventListener('order', (event) => {
      remember(event);
      pending.push(dataOf('order', event));
      flushTimer ??= setTimeout(flush, BATCH_MS);
    });
    // decisions/order-workspace.md: a claim's change is written into the cached orders (the orders remote's one
    // cache writer hears the action); a note makes that order's notes stale, asked again only where they are shown.
    current.addEventListener('claim', (event) => {
      remember(event);
      store.dispatch(orderClaimHeard(dataOf('claim', event)));
    });
    current.addEventListener('note', (event) => {
      remember(event);
      store.dispatch(baseApi.util.invalidateTags([orderNotesTag(dataOf('note', event).orderId)]));
    });
    // decisions/picking.md: an order's lines changed (a picker's change, a customer's answer, an ask run out): that
    // order is asked again where it is shown — the picking screen, the order page with its money and history, the rows
    // of the lists — once per burst, like the steps.
    current.addEventListener('lines', (event) => {
      remember(event);
      linesChanged.add(dataOf('lines', event).orderId);
      flushTimer ??= setTimeout(flush, BATCH_MS);
    });
    // decisions/dispatch.md: an order was handed to a driver or courier, picked up, delivered, failed or returned.
    current.addEventListener('delivery', (event) => {
      remember(event);
      deliveriesChanged.add(dataOf('delivery', event).orderId);
      flushTimer ??= setTimeout(flush, BATCH_MS);
    });
    // decisions/delivery-slots.md: a scheduled order's preparation time came: the desk rings for it as for a new order,
    // and its lists are asked again with the burst's steps.
    current.addEventListener('due', (event) => {
      remember(event);
      pendingDue.push(dataOf('due', event));
      flushTimer ??= setTimeout(flush, BATCH_MS);
    });
    // An escalation goes to the desk (raised until the order leaves NEW) and, like a claim, into the cached orders.
    current.addEventListener('escalation', (event) => {
      remember(event);
      store.dispatch(orderEscalationHeard(dataOf('escalation', event)));
    });
    current.addEventListener('reset', (event) => {
      // Too far behind to replay: every list is asked again instead, and the desk's escalations come again with its waiting orders.
      remember(event);
      store.dispatch(deskReplayLost());
      listAgain();
    });
    current.addEventListener('counts', (event) => {
      heard();
      store.dispatch(deskCountsReceived(dataOf('counts', event)));
    });
    current.addEventListener('waiting', (event) => {
      heard();
      store.dispatch(deskWaitingReceived(dataOf('waiting', event)));
    });
    // decisions/order-workspace.md: the team's settings, on connecting and after an owner saves them.
    current.addEventListener('settings', (event) => {
      heard();
      store.dispatch(teamSettingsReceived(dataOf('settings', event)));
    });
    current.addEventListener('recent', (event) => {
      heard();
      store.dispatch(deskRecentReceived(dataOf('recent', event)));
    });
    current.addEventListener('error', (event) => {
      if (closed) return;
      // The API ends the stream when the token runs out: the session ends as the spec says, at once.
      if (isTokenExpired(token)) {
        current.close();
        if (selectToken(store.getState()) === token) store.dispatch(sessionEnded({ reason: 'expired' }));
        return;
      }
      store.dispatch(deskConnectionChanged('offline'));
      if (current.readyState !== current.CLOSED) return; // it reconnects by itself
      const status = (event as { code?: number }).code;
      if (status === 401) {
        // The session's own rule: only the session that was refused ends.
        if (selectToken(store.getState()) === token) store.dispatch(sessionEnded({ reason: 'unauthorized' }));
        return;
      }
      retryLater();
    });
  }

  open();
  return () => {
    closed = true;
    source?.close();
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
    for (const timer of [reopenTimer, flushTimer, silenceTimer]) if (timer) clearTimeout(timer);
    pending = [];
    pendingDue = [];
    linesChanged.clear();
    deliveriesChanged.clear();
  };
}
