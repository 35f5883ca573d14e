import type { ServerResponse } from 'node:http';
import { errorResponses } from '../../http/schemas';
import { shopInScope, shopScope } from '../../auth/shop-scope';
import type { RoutesPlugin } from '../../http/type-provider';
import { toDeskSettingsAnswer } from '../desk-settings/desk-settings';
import { createOrderStreamHub, type DeskState, readDesk, type StreamSettings } from './order-stream-hub';
import { orderStreamRepository } from './order-stream-repository';
import { type LoggedEvent, type OrderStreamMessages, streamHeadersSchema, streamResponseSchema } from './order-stream-schemas';

export interface OrderStreamOptions {
  /** A `ping` event this often keeps proxies from dropping an idle stream, and tells the client it still lives. */
  heartbeatMs: number;
}

/** A client further behind than this starts over (`reset`: reload the lists) instead of replaying. */
export const MAX_REPLAY = 500;
/** A client that reads slower than events come is cut off once this much waits for it; it reconnects and resumes. */
const MAX_UNREAD_BYTES = 1024 * 1024;
/** How long a browser waits before reconnecting a dropped stream (the SSE `retry` field). */
const RETRY_MS = 2000;

/** One SSE message; `data` is JSON on one line. */
const message = <Name extends keyof OrderStreamMessages>(event: Name, data: OrderStreamMessages[Name], id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A step of the order log as its message, its log id as the event id (a client resumes every kind alike). */
function loggedMessage(event: LoggedEvent): string {
  if (event.type === 'order') return message('order', event.data, event.data.id);
  if (event.type === 'claim') return message('claim', event.data, event.data.id);
  if (event.type === 'note') return message('note', event.data, event.data.id);
  if (event.type === 'lines') return message('lines', event.data, event.data.id);
  if (event.type === 'due') return message('due', event.data, event.data.id);
  if (event.type === 'delivery') return message('delivery', event.data, event.data.id);
  return message('escalation', event.data, event.data.id);
}

/**
 * The hub hands the same event and desk objects to every stream: each is written as text once and
 * that one string goes to all of them (decisions/phone-speed.md: 200 streams had 200 copies of every message,
 * the desk's 100 waiting orders included, in memory and in their sockets' buffers).
 */
const written = new WeakMap<object, string>();
function once(key: object, write: () => string): string {
  let text = written.get(key);
  if (text === undefined) {
    text = write();
    written.set(key, text);
  }
  return text;
}

/**
 * `send` for a state each of which replaces the last: at once, or, while `response` is past its
 * buffer (a client reading slower than the states change), only the newest once it has drained,
 * not every state in between piled up in memory (decisions/phone-speed.md).
 */
export function newestWhenDrained<T>(
  response: { readonly writableNeedDrain: boolean; once(event: 'drain', listener: () => void): unknown },
  send: (state: T) => void,
): (state: T) => void {
  let held: { state: T } | null = null;
  const sendHeld = () => {
    const newest = held;
    held = null;
    if (newest) send(newest.state);
  };
  return (state) => {
    if (!response.writableNeedDrain) return send(state);
    if (held === null) response.once('drain', sendHeld);
    held = { state };
  };
}

/**
 * The live order desk's stream (decisions/live-desk.md): Server-Sent Events of every order placed or moved
 * (`order`, with its timeline step's id as the event id), the tab counts after them (`counts`), and
 * the NEW orders waiting longest (`waiting`) and placed last (`recent`): with the NEW count they give
 * the desk the exact number of NEW orders past its red age, whatever that age is,
 * for staff, on the bearer token like every call. A client that reconnects with `Last-Event-ID`
 * gets the steps it missed, in order, none twice (order_events is the log: its ids commit in
 * order); one too far behind gets `reset`. The stream ends when the token expires or the account
 * is deleted (the reconnect then meets the spec's 401), and when the process stops (the client
 * reconnects to another and resumes).
 */
export const orderStreamRoutes: RoutesPlugin<OrderStreamOptions> = async (app, { heartbeatMs }) => {
  // decisions/order-workspace.md: the desk's settings as every stream is told them (JSON: dates as ISO text).
  const readSettings = async (): Promise<StreamSettings> => JSON.parse(JSON.stringify(toDeskSettingsAnswer(await app.deskSettings.read())));
  const hub = createOrderStreamHub(app.signals, app.db, { readSettings });
  const repo = orderStreamRepository(app.db);
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
    hub.close();
  });

  app.get(
    '/orders/stream',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags: ['orders'],
        summary:
          'Live order events (text/event-stream): `order` {id, orderId, from, to, at} with the step id as event id, `claim` {id, orderId, action, holder, by, at}, `note` {id, orderId, noteId, author, at} and `escalation` {id, orderId, escalatedAt, minutes} (decisions/order-workspace.md), `lines` {id, orderId, version, at} (decisions/picking.md: the lines changed; read the order again), `due` {id, orderId, prepareAt} (decisions/delivery-slots.md: a scheduled order needs the desk now; ring), `delivery` {id, orderId, deliveryId, action, driver, at} (decisions/dispatch.md: an order’s delivery changed; the board reads again), their step ids as event ids, `settings` (the desk settings, on connecting and after each change), `counts` {NEW: n, …, SCHEDULED: n}, `waiting` [{id, at, escalated?}] (the 100 NEW orders waiting longest, from placing or a slot order’s preparation time; scheduled ones never), `recent` [{id, at}] (the 100 placed last, newest first), `ready`, `reset`; send Last-Event-ID to resume',
        headers: streamHeadersSchema,
        response: { 200: streamResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const lastEventId = request.headers['last-event-id'];
      const userId = request.user.sub;
      // decisions/roles-and-audit.md: a shop-scoped account hears of its shops' orders only, and counts only them.
      const shopIds = shopScope(request);
      const expiresAt = (request.user as { exp?: number }).exp ?? 0;

      // From here on the answer is written by hand: the headers Fastify's hooks set (CORS, security) go along.
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        // nginx and other buffering proxies pass each event on at once.
        'x-accel-buffering': 'no',
      });
      response.socket?.setNoDelay(true);
      response.write(`retry: ${RETRY_MS}\n\n`);

      let sentId = 0;
      let replaying = true;
      const held: LoggedEvent[] = [];
      let closed = false;
      const write = (text: string) => {
        if (closed) return;
        response.write(text);
        if (response.writableLength > MAX_UNREAD_BYTES) response.destroy();
      };
      const send = (event: LoggedEvent) => {
        if (event.data.id <= sentId) return;
        sentId = event.data.id;
        if (shopInScope(shopIds, event.data.shopId)) write(once(event, () => loggedMessage(event)));
      };
      const sendSettings = (settings: StreamSettings) => write(once(settings, () => message('settings', settings)));
      const sendDesk = (state: DeskState) => {
        write(once(state.counts, () => message('counts', state.counts)));
        write(once(state.waiting, () => message('waiting', state.waiting)));
        write(once(state.recent, () => message('recent', state.recent)));
      };
      // The desk is a state, each one replacing the last (order events are all sent).
      const offerDesk = newestWhenDrained(response, sendDesk);

      // Listen first, then read: a step committed while the replay is read is held, not lost.
      const stopListening = hub.subscribe({
        event: (event) => (replaying ? held.push(event) : send(event)),
        desk: (state) => {
          if (replaying) return;
          if (shopIds === null) offerDesk(state);
          else readDesk(app.db, shopIds).then(offerDesk, () => {});
        },
        settings: (settings) => {
          if (!replaying) sendSettings(settings);
        },
      });
      // An event, not a comment: a client sees it, so it can tell a silent dead connection from a quiet desk.
      const heartbeat = setInterval(() => write(message('ping', {})), heartbeatMs);
      const expiry = setTimeout(() => response.end(), Math.max(0, expiresAt * 1000 - Date.now()));
      const stopHearingDeletion = app.signals.on('user-deleted', (deleted) => {
        if (deleted.userId === userId) response.end();
      });
      // decisions/roles-and-audit.md: a role or shops changed: the stream ends, and its reconnect is judged anew (403
      // when the role may no longer read orders, the new shops' events when it may).
      const stopHearingChange = app.signals.on('user-changed', (changed) => {
        if (changed.userId === userId) response.end();
      });
      open.add(response);
      const finish = () => {
        closed = true;
        open.delete(response);
        stopListening();
        stopHearingDeletion();
        stopHearingChange();
        clearInterval(heartbeat);
        clearTimeout(expiry);
      };
      response.on('close', finish);

      try {
        if (lastEventId === undefined) {
          sentId = await repo.latestEventId();
          write(message('ready', {}, sentId));
        } else {
          const missed = await repo.eventsAfter(Number(lastEventId), MAX_REPLAY + 1);
          if (missed.length > MAX_REPLAY) {
            sentId = await repo.latestEventId();
            write(message('reset', {}, sentId));
          } else {
            sentId = Number(lastEventId);
            for (const event of missed) send(event);
          }
        }
        replaying = false;
        for (const event of held) send(event);
        hub.seen(sentId);
        sendDesk(await readDesk(app.db, shopIds));
        sendSettings(await readSettings());
      } catch (error) {
        request.log.warn({ err: error }, 'The order stream could not start; the client reconnects');
        response.destroy();
      }
    },
  );
};
