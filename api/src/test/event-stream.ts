import { EventSource } from 'eventsource';

// The live order stream as a client holds it: the same `eventsource` package the panel's client
// uses (shared/src/live), on Node's fetch, with the bearer token on every (re)connection.

export interface ReceivedEvent {
  type: string;
  id: string;
  data: unknown;
}

export interface HeldStream {
  /** Everything received so far, in order. */
  events: ReceivedEvent[];
  /**
   * Waits until an event matching `match` has arrived (also one that arrived before) and returns it.
   * 20 s by default: on a busy 2-core CI machine PGlite has taken over 10 s before a stream's first events.
   */
  next(match: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  /** The `order` events' data, in order. */
  orders(): { id: number; orderId: number; from: string | null; to: string; at: string }[];
  /** Resolves with the HTTP status once the stream fails for good (e.g. 401 on a reconnect). */
  failed: Promise<number | undefined>;
  /** How many times the connection opened. */
  opens(): number;
  close(): void;
}

/** Opens `url` (…/api/orders/stream) as `authorization`, resuming after `lastEventId` when given. */
export function holdStream(url: string, authorization: string, lastEventId?: number): HeldStream {
  const events: ReceivedEvent[] = [];
  const waiting = new Set<() => void>();
  let opened = 0;
  const source = new EventSource(url, {
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: {
          ...init.headers,
          authorization,
          ...(lastEventId !== undefined && !('Last-Event-ID' in (init.headers ?? {})) ? { 'last-event-id': String(lastEventId) } : {}),
        },
      }),
  });
  const received = (type: string) => (event: MessageEvent) => {
    events.push({ type, id: event.lastEventId, data: JSON.parse(event.data) });
    for (const wake of waiting) wake();
  };
  for (const type of ['order', 'claim', 'note', 'escalation', 'lines', 'due', 'delivery', 'settings', 'counts', 'waiting', 'recent', 'ready', 'reset']) source.addEventListener(type, received(type));
  source.addEventListener('open', () => {
    opened += 1;
  });
  const failed = new Promise<number | undefined>((resolve) => {
    source.addEventListener('error', (event) => {
      if (source.readyState === source.CLOSED) resolve((event as { code?: number }).code);
    });
  });

  return {
    events,
    next(match, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; received ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!check()) waiting.add(check);
      });
    },
    orders: () => events.filter((event) => event.type === 'order').map((event) => event.data as ReturnType<HeldStream['orders']>[number]),
    failed,
    opens: () => opened,
    close: () => source.close(),
  };
}
