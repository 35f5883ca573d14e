import { Agent, createServer, type IncomingMessage, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A tiny load balancer for the replica tests: round robin over the backends whose readiness
// (`/api/health/ready`) answered 200 at the last check, pooled keep-alive connections to them, and
// a retry on another backend only where nothing can have been processed (connection refused, or a
// pooled connection the backend had already closed). Anything else is a 502, as a real balancer
// answers: the client loop counts it as not acknowledged.

export interface Backend {
  name: string;
  origin: string;
}

export interface RoundRobinProxy {
  origin: string;
  /** Replaces a backend's address (a restarted replica), keeping its name. */
  setBackend(backend: Backend): void;
  /** Answers each backend gave through the proxy, by name. */
  served: Record<string, number>;
  /** Requests a backend refused or dropped unread, so the proxy sent them elsewhere. */
  retried: string[];
  /** Which backends the last readiness check found ready. */
  ready(): string[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(backends: Backend[], checkEveryMs = 100): Promise<RoundRobinProxy> {
  const list = backends.map((b) => ({ ...b }));
  const readyNow = new Set<string>();
  const served: Record<string, number> = Object.fromEntries(list.map((b) => [b.name, 0]));
  const retried: string[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  let turn = 0;

  const check = async () => {
    await Promise.all(
      list.map(async (backend) => {
        try {
          const res = await fetch(`${backend.origin}/api/health/ready`, { signal: AbortSignal.timeout(1000) });
          await res.arrayBuffer();
          if (res.ok) readyNow.add(backend.name);
          else readyNow.delete(backend.name);
        } catch {
          readyNow.delete(backend.name);
        }
      }),
    );
  };
  await check();
  let checking = true;
  const loop = (async () => {
    while (checking) {
      await new Promise((resolve) => setTimeout(resolve, checkEveryMs));
      await check();
    }
  })();

  const pick = (exclude: Set<string>) => {
    const candidates = list.filter((b) => readyNow.has(b.name) && !exclude.has(b.name));
    if (candidates.length === 0) return null;
    turn = (turn + 1) % candidates.length;
    return candidates[turn];
  };

  const forward = (incoming: IncomingMessage, body: Buffer, backend: Backend) =>
    new Promise<{ status: number; headers: Record<string, string>; body: Buffer } | { retry: boolean; error: string }>((resolve) => {
      const url = new URL(incoming.url ?? '/', backend.origin);
      const headers = { ...incoming.headers, host: url.host, 'content-length': String(body.length) };
      delete headers.connection;
      const outgoing = httpRequest(url, { method: incoming.method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const kept: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined && !['connection', 'keep-alive', 'transfer-encoding'].includes(name)) kept[name] = String(value);
          }
          resolve({ status: res.statusCode ?? 502, headers: kept, body: Buffer.concat(chunks) });
        });
        res.on('error', (error) => resolve({ retry: false, error: error.message }));
      });
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        // Refused: nothing reached the backend. Reset on a reused pooled connection: the backend
        // closed it while idle, before reading this request (Node's documented retry case).
        const retry = error.code === 'ECONNREFUSED' || (error.code === 'ECONNRESET' && outgoing.reusedSocket);
        resolve({ retry, error: `${error.code ?? ''} ${error.message}` });
      });
      outgoing.end(body);
    });

  const server: Server = createServer(async (incoming, reply) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const tried = new Set<string>();
    let lastError = 'no backend is ready';
    for (let attempt = 0; attempt < 4; attempt++) {
      const backend = pick(tried) ?? pick(new Set());
      if (!backend) break;
      const answer = await forward(incoming, body, backend);
      if ('status' in answer) {
        served[backend.name] += 1;
        reply.writeHead(answer.status, { ...answer.headers, 'x-backend': backend.name });
        reply.end(answer.body);
        return;
      }
      lastError = answer.error;
      if (!answer.retry) break;
      retried.push(`${incoming.method} ${incoming.url} on ${backend.name}: ${answer.error}`);
      tried.add(backend.name);
    }
    reply.writeHead(502, { 'content-type': 'text/plain' });
    reply.end(`proxy: ${lastError}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    retried,
    ready: () => [...readyNow].sort(),
    setBackend(backend) {
      const index = list.findIndex((b) => b.name === backend.name);
      list[index] = { ...backend };
    },
    async close() {
      checking = false;
      await loop;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
