// Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of a build, at build
// time, so the static server sends compressed bytes without compressing per request
// (scripts/lib/static-server.mjs, `preCompressed`). Run after each front end's build:
// `node ../scripts/lib/precompress.mjs dist`.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
/** Below this the headers outweigh the saving. */
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** Compresses every file under `dir`; answers the totals, for the build's log. */
export async function precompress(dir) {
  let raw = 0;
  let br = 0;
  let count = 0;
  for await (const file of files(dir)) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const bytes = await readFile(file);
    const [brotlied, gzipped] = await Promise.all([
      brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      gz(bytes, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, brotlied), writeFile(`${file}.gz`, gzipped)]);
    raw += bytes.length;
    br += brotlied.length;
    count++;
  }
  return { count, raw, br };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  const { count, raw, br } = await precompress(dir);
  console.log(`precompressed ${count} files in ${path.relative(process.cwd(), dir) || '.'}: ${(raw / 1024).toFixed(0)} KiB → ${(br / 1024).toFixed(0)} KiB brotli`);
}
