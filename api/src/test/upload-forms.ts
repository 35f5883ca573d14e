import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { pngChunk } from '../seed/png';

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
}

/** A multipart/form-data body, encoded the way browsers encode FormData. */
export async function multipart(fields: Record<string, string | number | boolean>, file?: FormFile) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  if (file) form.append('file', new Blob([file.buffer], { type: file.type ?? 'image/png' }), file.filename);
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
