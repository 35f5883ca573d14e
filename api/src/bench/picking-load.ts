import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { holdStream, percentile } from './live-stream-latency';

// `pnpm bench:api`, picking (decisions/picking.md): how fast a picker's change answers while the live desk is open.
// Accepted orders are picked line by line by `pickers` clients at once (each reads the order's
// picking, then sends one change per line naming the version it saw: most lines picked, every fifth
// removed), while `streams` desks hold the order stream open and hear every change as a `lines`
// event. It prints figures and never fails on them.

export interface PickingLoad {
  orders: number;
  changes: number;
  /** Changes answered other than 200 (a 409 would mean two pickers met on one order: they never share one here). */
  refused: number;
  seconds: number;
  streams: number;
  /** `lines` events heard on the streams, of changes × streams. */
  heard: number;
  p50: number;
  p99: number;
  max: number;
  readP99: number;
}

interface PickingAnswer {
  version: number;
  lines: { id: number; state: string; unit: string; estimatedWeight: number | null; quantity: number }[];
}

const unwrap = async <T>(response: Response): Promise<T> => ((await response.json()) as { data: T }).data;

export async function measurePicking(options: { base: string; authorization: string; databaseUrl: string; customerEmail: string; orders?: number; pickers?: number; streams?: number }): Promise<PickingLoad> {
  const wanted = options.orders ?? 300;
  const pickers = options.pickers ?? 20;
  const streams = options.streams ?? 50;
  const { base, authorization } = options;
  const json = { authorization, 'content-type': 'application/json' };

  // The orders the ordering figure placed (its customer's, NEW), accepted here: picking starts there.
  const client = new Client({ connectionString: options.databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: number }>(
    "SELECT id FROM orders WHERE status = 'NEW' AND user_id = (SELECT id FROM users WHERE email = $1) ORDER BY id DESC LIMIT $2",
    [options.customerEmail, wanted],
  );
  await client.end();
  if (rows.length === 0) throw new Error('no order of the ordering figure to pick');
  for (const { id } of rows) {
    const accepted = await fetch(`${base}/orders/${id}/status`, { method: 'PATCH', headers: json, body: JSON.stringify({ status: 'ACCEPTED' }) });
    await accepted.arrayBuffer();
  }

  const controller = new AbortController();
  let heard = 0;
  await Promise.all(Array.from({ length: streams }, () => holdStream(`${base}/orders/stream`, authorization, controller.signal, () => heard++, 'lines')));

  const changeTimes: number[] = [];
  const readTimes: number[] = [];
  let refused = 0;
  let changes = 0;
  const queue = rows.map((row) => row.id);
  const started = performance.now();
  const picker = async () => {
    for (let orderId = queue.pop(); orderId !== undefined; orderId = queue.pop()) {
      const readStart = performance.now();
      let picking = await unwrap<PickingAnswer>(await fetch(`${base}/orders/${orderId}/picking`, { headers: { authorization } }));
      readTimes.push(performance.now() - readStart);
      for (const [index, line] of picking.lines.entries()) {
        if (line.state !== 'pending') continue;
        const body =
          index % 5 === 4
            ? { version: picking.version, action: 'remove', reason: 'out_of_stock' }
            : line.unit === 'weight'
              ? { version: picking.version, action: 'pick', weight: Number(((line.estimatedWeight ?? 1) * line.quantity * 1.05).toFixed(3)) }
              : { version: picking.version, action: 'pick' };
        const changeStart = performance.now();
        const response = await fetch(`${base}/orders/${orderId}/picking/lines/${line.id}`, {
          method: 'POST',
          headers: { ...json, 'idempotency-key': randomUUID() },
          body: JSON.stringify(body),
        });
        changeTimes.push(performance.now() - changeStart);
        changes++;
        if (response.status !== 200) {
          refused++;
          await response.arrayBuffer();
          break;
        }
        picking = await unwrap<PickingAnswer>(response);
      }
    }
  };
  await Promise.all(Array.from({ length: pickers }, picker));
  const seconds = (performance.now() - started) / 1000;
  // The last events are on their way.
  const expected = (changes - refused) * streams;
  for (let waited = 0; heard < expected && waited < 5000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  controller.abort();

  const sorted = [...changeTimes].sort((a, b) => a - b);
  const reads = [...readTimes].sort((a, b) => a - b);
  return {
    orders: rows.length,
    changes,
    refused,
    seconds,
    streams,
    heard,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    readP99: percentile(reads, 0.99),
  };
}
