import { mkdtempSync } from 'node:fs';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { migratedPglite, TEST_JWT_SECRET } from '../test/test-app';

// Slow and hostile clients are cut off (slowloris): with the deadlines shortened for the test, an
// idle connection, headers dribbled a byte at a time, a body dribbled a byte at a time and an idle
// keep-alive connection are all closed by the server, while a steady request gets its answer.
// The deadlines are 0.5-2 s; Jest's 20 s timeout is what a connection left open runs into.
jest.setTimeout(20_000);

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  const database = await migratedPglite();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'dukkan-slow-')),
    JWT_SECRET: TEST_JWT_SECRET,
    REQUEST_TIMEOUT_MS: '2000',
    HEADERS_TIMEOUT_MS: '1000',
    KEEP_ALIVE_TIMEOUT_MS: '500',
  });
  app = await buildApp({ config, database, closeDatabase: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(() => app.close(), 60_000);

/**
 * Opens a connection and resolves, once the server closes it, with what it answered. A server
 * that keeps the connection open never resolves: the test fails on Jest's timeout (no stopwatch).
 */
function session(drive: (socket: Socket) => void): Promise<{ answer: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => drive(socket));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => {});
    socket.on('close', () => resolve({ answer }));
  });
}

/** Writes `text` one byte every `everyMs` until the socket closes. */
function dribble(socket: Socket, text: string, everyMs: number) {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= text.length) return clearInterval(timer);
    socket.write(text[i++]);
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

it('closes an idle connection that never sends a request', async () => {
  await session(() => {});
});

it('closes a connection whose headers arrive a byte at a time', async () => {
  await session((socket) => dribble(socket, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ${'a'.repeat(200)}\r\n\r\n`, 200));
});

it('closes a connection whose body arrives a byte at a time', async () => {
  const { answer } = await session((socket) => {
    socket.write('POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n');
    dribble(socket, `{"email":"${'a'.repeat(380)}"}`, 200);
  });
  expect(answer).not.toMatch(/HTTP\/1\.1 200/);
});

it('closes an idle keep-alive connection after its answer', async () => {
  const { answer } = await session((socket) => socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n'));
  expect(answer).toMatch(/^HTTP\/1\.1 200/);
});

it('answers a steady request that takes a while to send', async () => {
  const body = JSON.stringify({ email: 'nobody@dukkan.kw', password: 'x'.repeat(2000) });
  const { answer } = await session((socket) => {
    socket.write(`POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`);
    // ~1 s in 10 pieces: slow, but inside the request deadline.
    const pieces = body.match(/.{1,210}/gs) ?? [];
    for (const [i, piece] of pieces.entries()) setTimeout(() => socket.write(piece), 100 * i);
  });
  expect(answer).toMatch(/^HTTP\/1\.1 (401|400) /);
});

it('cuts slow clients off within 30 s by default', () => {
  const { timeouts } = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'dukkan-slow-')), JWT_SECRET: TEST_JWT_SECRET });
  expect(Math.max(timeouts.requestMs, timeouts.headersMs, timeouts.keepAliveMs)).toBeLessThanOrEqual(30_000);
});
