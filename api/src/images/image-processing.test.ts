import sharp from 'sharp';
import { HttpError } from '../http/errors';
import { pixelBombPng, pngWithHtml, tinyPng, truncatedPng } from '../test/upload-forms';
import { NOT_AN_IMAGE, processImage } from './image-processing';

const FORTY_MEGAPIXELS = 40_000_000;

async function refusal(bytes: Buffer, maxPixels = FORTY_MEGAPIXELS): Promise<HttpError> {
  const error = await processImage(bytes, maxPixels).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

/** A JPEG photo that carries the shop's GPS position and a camera comment in its EXIF. */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Dukkan test camera', ImageDescription: 'Shop front, Salmiya' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '29/1 20/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '48/1 5/1 0/1' },
    })
    .toBuffer();
}

describe('uploads are decoded and re-encoded, never stored as sent', () => {
  it('the test photo really carries GPS EXIF (so the next test means something)', async () => {
    const exif = (await sharp(await jpegWithGps()).metadata()).exif;
    expect(exif?.toString('latin1')).toContain('Shop front, Salmiya');
  });

  it('stores a JPEG as a JPEG without its EXIF (no GPS position, no camera)', async () => {
    const image = await processImage(await jpegWithGps(), FORTY_MEGAPIXELS);
    expect(image.ext).toBe('jpg');
    const stored = await sharp(image.main).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    expect(image.main.toString('latin1')).not.toContain('Salmiya');
    expect([stored.width, stored.height]).toEqual([1200, 800]);
  });

  it('drops whatever follows the image data (a PNG with an HTML page appended)', async () => {
    const upload = pngWithHtml();
    const image = await processImage(upload, FORTY_MEGAPIXELS);
    expect(image.ext).toBe('png');
    expect(image.main.toString('latin1')).not.toContain('<script>');
    expect((await sharp(image.main).metadata()).width).toBe(8);
  });

  it('makes a WebP thumbnail (≤ 160 px) and preview (≤ 640 px), keeping the shape and never enlarging', async () => {
    const image = await processImage(await jpegWithGps(), FORTY_MEGAPIXELS);
    const thumbnail = await sharp(image.sizes.thumbnail).metadata();
    const preview = await sharp(image.sizes.preview).metadata();
    expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(['webp', 160, 107]);
    expect([preview.format, preview.width, preview.height]).toEqual(['webp', 640, 427]);
    const small = await processImage(tinyPng(8), FORTY_MEGAPIXELS);
    expect((await sharp(small.sizes.preview).metadata()).width).toBe(8);
  });

  it('scales a photo larger than 2048 px down to 2048 on its longest side', async () => {
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#c33' } }).png().toBuffer();
    const stored = await sharp((await processImage(big, FORTY_MEGAPIXELS)).main).metadata();
    expect([stored.width, stored.height]).toEqual([2048, 1536]);
  });

  it('stores WebP, GIF and AVIF uploads as WebP', async () => {
    const base = sharp({ create: { width: 20, height: 10, channels: 3, background: '#36c' } });
    for (const bytes of [await base.clone().webp().toBuffer(), await base.clone().gif().toBuffer(), await base.clone().avif().toBuffer()]) {
      const image = await processImage(bytes, FORTY_MEGAPIXELS);
      expect([image.ext, image.mime, (await sharp(image.main).metadata()).format]).toEqual(['webp', 'image/webp', 'webp']);
    }
  });

  it('refuses a truncated image with 415 and the upload message', async () => {
    const error = await refusal(truncatedPng());
    expect([error.statusCode, error.message]).toEqual([415, NOT_AN_IMAGE]);
  });

  it('refuses a pixel bomb (30000 × 30000 in a few KB) with 413, before decoding it', async () => {
    const bomb = pixelBombPng();
    expect(bomb.length).toBeLessThan(200 * 1024);
    const error = await refusal(bomb);
    expect([error.statusCode, error.message]).toEqual([413, 'The image is larger than 40 megapixels']);
  });

  it('refuses what only starts like an image, and formats it does not accept (SVG, TIFF)', async () => {
    expect((await refusal(Buffer.concat([tinyPng().subarray(0, 8), Buffer.from('<html></html>')]))).statusCode).toBe(415);
    const tiff = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).tiff().toBuffer();
    expect((await refusal(tiff)).statusCode).toBe(415);
    expect((await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).statusCode).toBe(415);
  });
});
