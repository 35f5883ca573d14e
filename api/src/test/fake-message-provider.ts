import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// decisions/customer-messages.md: a stand-in for the messaging providers, on a random port of 127.0.0.1. It speaks
// both HTTP providers' shapes — the SMS gateway (POST /sms: { to, text, sender, reference }, answer { id }) and
// WhatsApp's Cloud API (POST /whatsapp/{phone number id}/messages, answer { messages: [{ id }] }) — and records each
// message it accepted once per Idempotency-Key (or reference), as a real provider deduplicates, so a test counts what a
// customer would have received.

export type FakeProviderMode =
  | { kind: 'succeed' }
  /**
   * Fails `share` of the requests (500), spread evenly over each message's tries (with 0.5, every other try of each,
   * half of them failing first): a message meets no longer run of failures than the share makes, whatever the order.
   */
  | { kind: 'fail'; share: number }
  /** Never answers: the client's timeout ends the request. */
  | { kind: 'timeout' }
  /** 429 with Retry-After (seconds) to the next `times` requests, then succeeds. */
  | { kind: 'throttle'; retryAfterSeconds: number; times: number };

export interface AcceptedMessage {
  key: string;
  to: string;
  text: string;
  at: number;
}

export interface FakeMessageProvider {
  /** The SMS gateway's URL (SMS_API_URL), and WhatsApp's base (WHATSAPP_API_URL). */
  smsUrl: string;
  whatsappUrl: string;
  setMode(mode: FakeProviderMode): void;
  /** Every message accepted, once each (a retry of one already accepted is answered again, not recorded). */
  accepted: AcceptedMessage[];
  /** How many times a key was accepted (more than once would be a duplicate message). */
  acceptCounts: Map<string, number>;
  /** Every request received, with when and how it was answered. */
  requests: { key: string; at: number; status: number | 'none' }[];
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });

export async function startFakeMessageProvider(initial: FakeProviderMode = { kind: 'succeed' }): Promise<FakeMessageProvider> {
  let mode: FakeProviderMode = initial;
  let throttled = 0;
  /** Tries of each key since the mode was set. */
  const tries = new Map<string, number>();
  const accepted: AcceptedMessage[] = [];
  const acceptCounts = new Map<string, number>();
  const providerIds = new Map<string, string>();
  const requests: FakeMessageProvider['requests'] = [];
  const hanging = new Set<ServerResponse>();

  const server = createServer(async (request, response) => {
    const body = JSON.parse((await readBody(request)) || '{}') as { to?: string; text?: string | { body?: string }; reference?: string };
    const whatsapp = /^\/whatsapp\/[^/]+\/messages$/.test(request.url ?? '');
    const key = String(request.headers['idempotency-key'] ?? body.reference ?? '');
    const answer = (status: number, payload: object, headers: Record<string, string> = {}) => {
      requests.push({ key, at: Date.now(), status });
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(payload));
    };
    if (request.method !== 'POST' || (!whatsapp && request.url !== '/sms')) return answer(404, { message: 'Not found' });
    if (!request.headers.authorization?.startsWith('Bearer ')) return answer(401, { message: 'Missing token' });
    const tried = tries.get(key) ?? 0;
    tries.set(key, tried + 1);
    if (mode.kind === 'timeout') {
      requests.push({ key, at: Date.now(), status: 'none' });
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
      return;
    }
    // Where in its run of tries a key starts: spread by the key, so half the messages fail their first try.
    const offset = mode.kind === 'fail' ? (Number.parseInt(key, 10) || key.length) % 2 / 2 : 0;
    if (mode.kind === 'fail' && Math.floor((tried + 1) * mode.share + offset) !== Math.floor(tried * mode.share + offset)) {
      return answer(500, whatsapp ? { error: { message: 'Service temporarily unavailable' } } : { message: 'Service temporarily unavailable' });
    }
    if (mode.kind === 'throttle' && throttled < mode.times) {
      throttled += 1;
      return answer(429, whatsapp ? { error: { message: 'Too many requests' } } : { message: 'Too many requests' }, { 'retry-after': String(mode.retryAfterSeconds) });
    }
    let id = providerIds.get(key);
    if (!id) {
      id = `fake-${providerIds.size + 1}`;
      providerIds.set(key, id);
      const text = typeof body.text === 'string' ? body.text : (body.text?.body ?? '');
      accepted.push({ key, to: body.to ?? '', text, at: Date.now() });
    }
    acceptCounts.set(key, (acceptCounts.get(key) ?? 0) + 1);
    return answer(200, whatsapp ? { messaging_product: 'whatsapp', messages: [{ id }] } : { id });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    smsUrl: `http://127.0.0.1:${port}/sms`,
    whatsappUrl: `http://127.0.0.1:${port}/whatsapp`,
    setMode(next) {
      mode = next;
      tries.clear();
      throttled = 0;
    },
    accepted,
    acceptCounts,
    requests,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
