import { Client } from 'pg';

// `pnpm bench:api`, the live order desk (decisions/live-desk.md): how long an order's move takes to reach every
// connected stream. 200 streams are held open on the API, orders move at 50 per second through
// the API, and each `order` event's arrival on each stream is timed from the moment its PATCH was
// sent. It prints figures and never fails on them.

export interface StreamLatency {
  streams: number;
  moves: number;
  /** Moves the API did not answer 200 to (they send no event). */
  refused: number;
  /** The rate the moves were really sent at. */
  movesPerSecond: number;
  delivered: number;
  expected: number;
  p50: number;
  p99: number;
  max: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : Number.NaN);

/** One held stream: calls `onOrder(orderId)` when an `order` event arrives (or `eventType`'s); `ready` once the API said so. */
export async function holdStream(url: string, authorization: string, signal: AbortSignal, onOrder: (orderId: number) => void, eventType = 'order'): Promise<void> {
  const response = await fetch(url, { headers: { authorization, accept: 'text/event-stream' }, signal });
  if (response.status !== 200 || !response.body) throw new Error(`the stream answered ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  let ready: () => void = () => {};
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffered += decoder.decode(value, { stream: true });
        // Events end with a blank line; the last piece may be half an event.
        const events = buffered.split('\n\n');
        buffered = events.pop() ?? '';
        for (const event of events) {
          const type = /^event: (.+)$/m.exec(event)?.[1];
          if (type === 'ready') ready();
          if (type === eventType) onOrder((JSON.parse(/^data: (.+)$/m.exec(event)?.[1] ?? '{}') as { orderId: number }).orderId);
        }
      }
    } catch {
      // Aborted at the end of the run.
    }
  })();
  await isReady;
}

export async function measureStreamLatency(options: {
  base: string;
  authorization: string;
  databaseUrl: string;
  streams?: number;
  movesPerSecond?: number;
  seconds: number;
}): Promise<StreamLatency> {
  const streams = options.streams ?? 200;
  const movesPerSecond = options.movesPerSecond ?? 50;
  const client = new Client({ connectionString: options.databaseUrl });
  await client.connect();
  const wanted = movesPerSecond * options.seconds;
  const { rows } = await client.query<{ id: number }>(`SELECT id FROM orders WHERE status = 'NEW' ORDER BY id DESC LIMIT $1`, [wanted]);
  await client.end();

  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  const controller = new AbortController();
  const heard = (orderId: number) => {
    const sent = sentAt.get(orderId);
    if (sent !== undefined) latencies.push(performance.now() - sent);
  };
  await Promise.all(Array.from({ length: streams }, () => holdStream(`${options.base}/orders/stream`, options.authorization, controller.signal, heard)));

  // A steady rate: a batch every 100 ms, each move sent without waiting for the one before.
  const perTick = Math.max(1, Math.round(movesPerSecond / 10));
  const moves: Promise<unknown>[] = [];
  let next = 0;
  let refused = 0;
  const started = performance.now();
  while (next < rows.length) {
    const tickStart = performance.now();
    for (let i = 0; i < perTick && next < rows.length; i++, next++) {
      const { id } = rows[next];
      sentAt.set(id, performance.now());
      moves.push(
        fetch(`${options.base}/orders/${id}/status`, {
          method: 'PATCH',
          headers: { authorization: options.authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ status: 'ACCEPTED' }),
        }).then(async (response) => {
          await response.arrayBuffer();
          // A move the API refused sends no event: it must not count as one missing.
          if (response.status !== 200) refused++;
        }),
      );
    }
    await sleep(Math.max(0, 100 - (performance.now() - tickStart)));
  }
  await Promise.allSettled(moves);
  const sendingSeconds = (performance.now() - started) / 1000;
  // Stragglers: the last events are on their way.
  const expected = (rows.length - refused) * streams;
  for (let waited = 0; latencies.length < expected && waited < 5000; waited += 100) await sleep(100);
  controller.abort();

  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    streams,
    moves: rows.length - refused,
    refused,
    movesPerSecond: rows.length / sendingSeconds,
    delivered: latencies.length,
    expected,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}
