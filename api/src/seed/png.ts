import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

/** One PNG chunk: length, type, data and its CRC (the tests build their odd PNGs from it too). */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A real PNG (8-bit RGB) filled with a diagonal gradient from `from` to `to`, made in code so
 * the demo's images pass the image store's byte check and need no files in the repository.
 */
export function gradientPng(from: Rgb, to: Rgb, width = 96, height = 96): Buffer {
  const rowLength = 1 + width * 3; // each row starts with its filter byte (0: none)
  const pixels = Buffer.alloc(rowLength * height);
  const span = Math.max(1, width + height - 2);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x + y) / span;
      const offset = y * rowLength + 1 + x * 3;
      for (let c = 0; c < 3; c++) pixels[offset + c] = Math.round(from[c] + (to[c] - from[c]) * t);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
