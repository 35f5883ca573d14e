import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pngChunk } from '../seed/png';
import type { TestApp } from './test-app';

// Helpers for the modules' route tests (no test framework inside): real image bytes, files that
// only pretend to be images, and multipart bodies the way a browser's FormData sends them.

/** A valid PNG of `size`×`size` RGB pixels (a browser decodes it). */
export function tinyPng(size = 1, rgb: [number, number, number] = [200, 40, 40]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG header that promises `size`×`size` pixels, with almost no data: a "pixel bomb" of a few bytes. */
export function pixelBombPng(size = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(100_000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid PNG with an HTML page appended after its end: a browser that sniffed it would run the page. */
export const pngWithHtml = () => Buffer.concat([tinyPng(8), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);

/** A valid PNG cut off in the middle of its pixel data. */
export function truncatedPng(): Buffer {
  const whole = tinyPng(64, [10, 120, 200]);
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}

export const textPretendingToBePng = () => Buffer.from('just some text, named as if it were a picture\n');
export const svgImage = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>');
/** A real PNG header followed by padding, past the 5 MB upload limit. */
export const oversizedPng = (bytes = 5 * 1024 * 1024 + 1024) => Buffer.concat([tinyPng(), Buffer.alloc(bytes)]);

export interface FormFile {
  buffer: Buffer;
  filename: string;
  type?: string;
  /** The form field it is sent as. @default 'file' (a delivery's photo is `photo`) */
  field?: string;
}

/** A multipart/form-data body, encoded the way browsers encode FormData. */
export async function multipart(fields: Record<string, string | number | boolean>, file?: FormFile) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  if (file) form.append(file.field ?? 'file', new Blob([file.buffer], { type: file.type ?? 'image/png' }), file.filename);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') as string },
  };
}

export const pngFile = (filename = 'photo.png'): FormFile => ({ buffer: tinyPng(), filename });

/** The names of the files in a test app's uploads folder. */
export function uploadedFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

/** The name a stored picture's URL ends in: its file in the uploads folder. */
export const storedName = (url: string) => url.split('/').pop() as string;

/** The fields of a multipart form, as the panel's forms send them. */
export type FormFields = Record<string, string | number>;

/** For the validation tables: the form without `field`. */
export const without = (field: string) => (fields: FormFields) => {
  const copy = { ...fields };
  delete copy[field];
  return copy;
};
/** For the validation tables: the form with `field` set to `value`. */
export const set = (field: string, value: string) => (fields: FormFields) => ({ ...fields, [field]: value });

/**
 * The requests of a picture-taking resource's route tests: `send` a multipart form (and a file)
 * with `POST`, `PUT` or `PATCH`, `get` a URL; both as the test app's staff account unless other
 * `headers` are given.
 */
export function formRequests(t: Pick<TestApp, 'app' | 'staffAuth'>) {
  return {
    async send(method: 'POST' | 'PUT' | 'PATCH', url: string, fields: FormFields, file?: FormFile, headers: Record<string, string> = t.staffAuth) {
      const body = await multipart(fields, file);
      return t.app.inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
    },
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: t.staffAuth }),
  };
}

/**
 * Runs `during` while the database refuses (raises on) every `events` of a `table` row named
 * `name`: a write that fails after its picture was stored.
 */
export async function whileDatabaseRefuses(db: Db, table: string, events: 'insert' | 'insert or update', name: string, during: () => Promise<void>) {
  const refuse = `refuse_${table}`;
  await db.execute(sql.raw(`create or replace function ${refuse}() returns trigger as $$
    begin if new.name = '${name.replaceAll("'", "''")}' then raise exception 'refused'; end if; return new; end; $$ language plpgsql`));
  await db.execute(sql.raw(`create trigger ${refuse} before ${events} on ${table} for each row execute function ${refuse}()`));
  try {
    await during();
  } finally {
    await db.execute(sql.raw(`drop trigger ${refuse} on ${table}`));
  }
}
