/**
 * Whether a file's first bytes are an image the API takes (architecture §3 Uploads: JPEG, PNG,
 * WebP, GIF, AVIF, never SVG). The server judges the bytes itself; this is the courtesy of saying
 * so at once, instead of a broken preview and a refused save. Same signatures as the API's check.
 */
export async function isSupportedImage(file: Blob): Promise<boolean> {
  const bytes = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const startsWith = (signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  return (
    startsWith([0xff, 0xd8, 0xff]) ||
    startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    ascii(0, 6) === 'GIF87a' ||
    ascii(0, 6) === 'GIF89a' ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') ||
    (ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12)))
  );
}

