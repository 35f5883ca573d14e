import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { users } from '../db/schema';
import { pngChunk } from '../seed/png';
import { makeLocation, makeShop } from '../test/fixtures';
import { migratedPglite, TEST_JWT_SECRET } from '../test/test-app';
import { multipart, uploadedFiles } from '../test/upload-forms';

// REQUEST_TIMEOUT_MS bounds the whole request, body included, so it must be longer than the
// slowest upload the panel is meant for: a 5 MB image over a 1.6 Mbit/s phone link takes ~26 s
// of the default 30 s. Scaled down (a 4 s deadline), a ~4.7 MB image sent steadily over 87 % of it
// (as 26 s is of 30 s) is stored; slowloris-style dribbling is refused (slow-clients.test.ts).
jest.setTimeout(60_000);

const REQUEST_TIMEOUT_MS = 4_000;
const SEND_OVER_MS = Math.round((REQUEST_TIMEOUT_MS * 26.2) / 30);

/** A photo-sized PNG of noise (noise does not compress, so the file is as big as its pixels). */
function noisePng(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  const rows = Array.from({ length: side }, () => Buffer.concat([Buffer.from([0]), randomBytes(side * 3)]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows), { level: 1 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

let app: FastifyInstance;
let port: number;
let dataDir: string;
let shopId: number;
let authorization: string;
beforeAll(async () => {
  const database = await migratedPglite();
  dataDir = mkdtempSync(path.join(tmpdir(), 'dukkan-slow-upload-'));
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) });
  app = await buildApp({ config, database, closeDatabase: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  shopId = (await makeShop(database.db, await makeLocation(database.db))).id;
  const [staff] = await database.db
    .insert(users)
    .values({ name: 'Uploader', email: 'uploader@test.kw', role: 'owner', passwordHash: 'not used' })
    .returning({ id: users.id });
  authorization = `Bearer ${app.jwt.sign({ sub: staff.id, role: 'owner', email: 'uploader@test.kw' })}`;
}, 60_000);
afterAll(() => app.close(), 60_000);

it(`stores a ~4.7 MB image sent steadily over ${SEND_OVER_MS} ms of a ${REQUEST_TIMEOUT_MS} ms request deadline`, async () => {
  const image = noisePng(1260);
  expect(image.length).toBeGreaterThan(4.5 * 1024 * 1024);
  const form = await multipart({ name: 'Slow link', name_ar: 'بطيء', shopId }, { buffer: image, filename: 'photo.png' });
  const head = `POST /api/categories HTTP/1.1\r\nHost: x\r\nAuthorization: ${authorization}\r\nContent-Type: ${form.headers['content-type']}\r\nContent-Length: ${form.payload.length}\r\nConnection: close\r\n\r\n`;

  const started = Date.now();
  let lastWrite = 0;
  const answer = await new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(head);
      // The same number of bytes every 1/50 of the time, on a fixed schedule (no drift).
      const pieces = 50;
      const size = Math.ceil(form.payload.length / pieces);
      for (let i = 0; i < pieces; i++) {
        setTimeout(
          () => {
            socket.write(form.payload.subarray(i * size, (i + 1) * size));
            lastWrite = Date.now() - started;
          },
          Math.round(((i + 1) * SEND_OVER_MS) / pieces),
        );
      }
    });
    let received = '';
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', () => {});
    socket.on('close', () => resolve(received));
  });

  expect(lastWrite).toBeGreaterThanOrEqual(SEND_OVER_MS - 50); // it really was slow
  expect(answer).toMatch(/^HTTP\/1\.1 201/);
  const stored = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).data.image.split('/').pop();
  expect(uploadedFiles(dataDir)).toContain(stored);
});
