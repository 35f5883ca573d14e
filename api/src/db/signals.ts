import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import type { Database, Db } from './client';
import type { ClaimStreamEvent, DeliveryStreamEvent, DueStreamEvent, EscalationStreamEvent, LinesStreamEvent, NoteStreamEvent } from '../modules/order-stream/order-stream-schemas';
import { CLAIM_ACTIONS, DELIVERY_ACTIONS, ORDER_STATUSES, type OrderStatus } from './schema';

// Cross-process signals (architecture §8): a user deleted or changed, and the live order events. Every API process on one database hears every signal, its own included, through
// PostgreSQL LISTEN/NOTIFY — PGlite's listen() when embedded, one dedicated client per process on
// a server. This file owns the channel and the payloads; nothing else speaks NOTIFY.

/** The one PostgreSQL channel every signal travels on. */
export const SIGNALS_CHANNEL = 'dukkan_signals';

/** Each signal's name and payload. A new signal is a line here and a check in PAYLOAD_CHECKS. */
export interface SignalPayloads {
  /** A user's row changed (created, renamed, role changed): whoever keeps a copy forgets it. */
  'user-changed': { userId: number };
  /** A user was deleted: whoever keeps a copy forgets it, so their token stops working at once. */
  'user-deleted': { userId: number };
  /** An order was placed (from null) or moved: a step of its timeline (order_events), by its id. */
  'order-event': { id: number; orderId: number; from: OrderStatus | null; to: OrderStatus; at: string; shopId?: number | null };
  /** decisions/order-workspace.md: an order's claim changed, a step of its log by its id. */
  'order-claim': ClaimStreamEvent;
  /** decisions/order-workspace.md: an internal note was written on an order, a step of its log by its id. */
  'order-note': NoteStreamEvent;
  /** decisions/order-workspace.md: the desk escalated a NEW order left unanswered, a step of its log by its id. */
  'order-escalation': EscalationStreamEvent;
  /** decisions/picking.md: an order's lines changed, a step of its log by its id. */
  'order-lines': LinesStreamEvent;
  /** decisions/delivery-slots.md: a scheduled order's preparation time came, a step of its log by its id. */
  'order-due': DueStreamEvent;
  /** decisions/dispatch.md: an order's delivery changed, a step of its log by its id. */
  'order-delivery': DeliveryStreamEvent;
  /** decisions/dispatch.md: a driver's profile or shift changed (what the board shows of them). */
  'driver-changed': { driverId: number };
  /** decisions/order-workspace.md: an owner saved the desk's settings; every desk reads them again. */
  'desk-settings': { at: string };
}

export type SignalName = keyof SignalPayloads;

/** A signal as it travels: the JSON text of `{ signal, data }`. */
export interface SignalMessage<N extends SignalName = SignalName> {
  signal: N;
  data: SignalPayloads[N];
}

const isId = (value: unknown) => Number.isSafeInteger(value) && (value as number) > 0;
const isUserPayload = (data: unknown): data is { userId: number } =>
  typeof data === 'object' && data !== null && isId((data as { userId?: unknown }).userId);

const isStatus = (value: unknown): value is OrderStatus => ORDER_STATUSES.includes(value as OrderStatus);
const isOrderEventPayload = (data: unknown): data is SignalPayloads['order-event'] => {
  if (typeof data !== 'object' || data === null) return false;
  const { id, orderId, from, to, at, shopId } = data as Record<string, unknown>;
  return isId(id) && isId(orderId) && (from === null || isStatus(from)) && isStatus(to) && typeof at === 'string' && (shopId === undefined || shopId === null || isId(shopId));
};

/** The fields every step of the order log carries (its id, order, time — `at`, an escalation's `escalatedAt`, a due step's `prepareAt` — and shop). */
const isLogStep = (data: unknown, time: 'at' | 'escalatedAt' | 'prepareAt' = 'at'): data is Record<string, unknown> => {
  if (typeof data !== 'object' || data === null) return false;
  const step = data as Record<string, unknown>;
  return isId(step.id) && isId(step.orderId) && typeof step[time] === 'string' && (step.shopId === undefined || step.shopId === null || isId(step.shopId));
};
const isPerson = (value: unknown) => typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';
const isClaimPayload = (data: unknown): data is ClaimStreamEvent =>
  isLogStep(data) && (CLAIM_ACTIONS as readonly unknown[]).includes(data.action) && (data.holder === null || isPerson(data.holder)) && isPerson(data.by);
const isNotePayload = (data: unknown): data is NoteStreamEvent => isLogStep(data) && isPerson(data.author);
const isEscalationPayload = (data: unknown): data is EscalationStreamEvent => isLogStep(data, 'escalatedAt') && Number.isSafeInteger(data.minutes);
const isLinesPayload = (data: unknown): data is LinesStreamEvent => isLogStep(data) && Number.isSafeInteger(data.version);
const isDuePayload = (data: unknown): data is DueStreamEvent => isLogStep(data, 'prepareAt');
const isDeliveryPayload = (data: unknown): data is DeliveryStreamEvent =>
  isLogStep(data) && isId(data.deliveryId) && (DELIVERY_ACTIONS as readonly unknown[]).includes(data.action) && (data.driver === null || isPerson(data.driver));
const isSettingsPayload = (data: unknown): data is { at: string } => typeof data === 'object' && data !== null && typeof (data as { at?: unknown }).at === 'string';

/** What a process accepts of each signal: a payload that fails its check is dropped and logged. */
const PAYLOAD_CHECKS: { [N in SignalName]: (data: unknown) => data is SignalPayloads[N] } = {
  'user-changed': isUserPayload,
  'user-deleted': isUserPayload,
  'order-event': isOrderEventPayload,
  'order-claim': isClaimPayload,
  'order-note': isNotePayload,
  'order-escalation': isEscalationPayload,
  'order-lines': isLinesPayload,
  'order-due': isDuePayload,
  'order-delivery': isDeliveryPayload,
  'driver-changed': (data: unknown): data is { driverId: number } =>
    typeof data === 'object' && data !== null && isId((data as { driverId?: unknown }).driverId),
  'desk-settings': isSettingsPayload,
};

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7999;

export function encodeSignal<N extends SignalName>(signal: N, data: SignalPayloads[N]): string {
  const text = JSON.stringify({ signal, data });
  if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
    throw new Error(`Signal ${signal} is ${Buffer.byteLength(text)} bytes; NOTIFY carries at most ${MAX_PAYLOAD_BYTES}`);
  }
  return text;
}

/**
 * The signal a payload carries, or null when it is not one this process knows: malformed, or a
 * signal only a newer process sends (during a rolling deploy old and new processes share the channel).
 */
export function decodeSignal(text: string): SignalMessage | null {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  const { signal, data } = message as { signal?: unknown; data?: unknown };
  if (typeof signal !== 'string' || !Object.hasOwn(PAYLOAD_CHECKS, signal)) return null;
  return PAYLOAD_CHECKS[signal as SignalName](data) ? ({ signal, data } as SignalMessage) : null;
}

/**
 * Sends a signal through `db`. Inside a transaction (`db` is its `tx`) PostgreSQL holds it until
 * the commit and drops it on a rollback, so no process hears of a change that did not happen.
 */
export async function notifySignal<N extends SignalName>(db: Db, signal: N, data: SignalPayloads[N]): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${SIGNALS_CHANNEL}, ${encodeSignal(signal, data)})`);
}

export interface SignalsLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface SignalsOptions {
  log?: SignalsLog;
  /** Waits between attempts to re-establish a dropped listening connection: doubling, capped. */
  reconnect?: { firstMs: number; maxMs: number };
  /** Where `publish` sends by default: the app's `db` (a write request's transaction while one runs). */
  publishDb?: Db;
}

export interface Signals {
  /**
   * True while this process is sure to hear every signal. False between a dropped listening
   * connection and its return: signals sent meanwhile are lost, so a cache must not be trusted.
   */
  readonly listening: boolean;
  /** The listening connection's server process id (PostgreSQL), null when embedded or down. */
  readonly backendPid: number | null;
  /** Sends a signal to every process, this one included; pass a transaction's `tx` to send it on commit. */
  publish<N extends SignalName>(signal: N, data: SignalPayloads[N], db?: Db): Promise<void>;
  /** Calls `handler` for each `signal` from any process; returns a function that stops it. */
  on<N extends SignalName>(signal: N, handler: (data: SignalPayloads[N]) => void): () => void;
  /** Calls `handler` when `listening` changes: on false signals may be missed, on true they flow again. */
  onListeningChange(handler: (listening: boolean) => void): () => void;
  close(): Promise<void>;
}

const DEFAULT_RECONNECT = { firstMs: 100, maxMs: 5_000 };
const silent: SignalsLog = { info: () => {}, warn: () => {} };

/**
 * Starts listening on `database` (one connection for this process) and answers once the first
 * attempt is over: on a server that cannot be reached it keeps trying in the background, with
 * `listening` false meanwhile.
 */
export async function startSignals(database: Database, options: SignalsOptions = {}): Promise<Signals> {
  const log = options.log ?? silent;
  const reconnect = options.reconnect ?? DEFAULT_RECONNECT;
  const handlers = new Map<SignalName, Set<(data: never) => void>>();
  const listeningHandlers = new Set<(listening: boolean) => void>();
  let listening = false;
  let backendPid: number | null = null;
  let closed = false;

  const safely = (what: string, run: () => void) => {
    try {
      run();
    } catch (error) {
      log.warn(`A handler of ${what} failed: ${(error as Error).message}`);
    }
  };
  const deliver = (text: string) => {
    const message = decodeSignal(text);
    if (!message) {
      log.warn(`Ignored a signal this process does not know: ${text.slice(0, 200)}`);
      return;
    }
    for (const handler of handlers.get(message.signal) ?? []) safely(message.signal, () => handler(message.data as never));
  };
  const setListening = (next: boolean) => {
    if (listening === next) return;
    listening = next;
    for (const handler of listeningHandlers) safely('listening', () => handler(next));
  };

  let stop: () => Promise<void>;
  if (database.listener.kind === 'pglite') {
    // One in-process database: no connection to lose.
    const unlisten = await database.listener.pglite.listen(SIGNALS_CHANNEL, deliver);
    setListening(true);
    stop = () => unlisten().catch(() => {});
  } else {
    const { url } = database.listener;
    let client: Client | null = null;
    let timer: NodeJS.Timeout | null = null;
    let wait = reconnect.firstMs;

    const scheduleConnect = () => {
      if (closed || timer) return;
      timer = setTimeout(() => {
        timer = null;
        void connect();
      }, wait);
      timer.unref();
      wait = Math.min(wait * 2, reconnect.maxMs);
    };

    const connect = async () => {
      // Its own client, not one of the pool's: LISTEN belongs to a session, which a pool would
      // hand to other queries and might close while idle.
      const candidate = new Client({ connectionString: url, application_name: 'dukkan-signals', keepAlive: true, connectionTimeoutMillis: 10_000 });
      let dropped = false;
      const drop = (error?: Error) => {
        if (dropped) return;
        dropped = true;
        if (client === candidate) {
          client = null;
          backendPid = null;
          log.warn(`Signals: the listening connection dropped${error ? ` (${error.message})` : ''}; reconnecting`);
          setListening(false);
        }
        candidate.end().catch(() => {});
        scheduleConnect();
      };
      candidate.on('notification', (message) => {
        if (message.channel === SIGNALS_CHANNEL && message.payload !== undefined) deliver(message.payload);
      });
      candidate.on('error', drop);
      candidate.on('end', () => drop());
      try {
        await candidate.connect();
        await candidate.query(`LISTEN ${SIGNALS_CHANNEL}`);
        const { rows } = await candidate.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        if (closed || dropped) {
          if (!dropped) await candidate.end().catch(() => {});
          return;
        }
        client = candidate;
        backendPid = rows[0].pid;
        wait = reconnect.firstMs;
        setListening(true);
      } catch (error) {
        if (!dropped) log.warn(`Signals: cannot listen (${(error as Error).message}); trying again`);
        drop();
      }
    };

    await connect();
    stop = async () => {
      if (timer) clearTimeout(timer);
      timer = null;
      const current = client;
      client = null;
      backendPid = null;
      await current?.end().catch(() => {});
    };
  }

  return {
    get listening() {
      return listening;
    },
    get backendPid() {
      return backendPid;
    },
    publish: (signal, data, db = options.publishDb ?? database.db) => notifySignal(db, signal, data),
    on(signal, handler) {
      const set = handlers.get(signal) ?? new Set();
      handlers.set(signal, set);
      set.add(handler as (data: never) => void);
      return () => void set.delete(handler as (data: never) => void);
    },
    onListeningChange(handler) {
      listeningHandlers.add(handler);
      return () => void listeningHandlers.delete(handler);
    },
    async close() {
      if (closed) return;
      closed = true;
      await stop();
      listening = false;
      handlers.clear();
      listeningHandlers.clear();
    },
  };
}
