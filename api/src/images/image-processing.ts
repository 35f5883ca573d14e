import { HttpError, unsupportedMedia } from '../http/errors';
import { detectImageType } from './image-type';

export const NOT_AN_IMAGE = 'Only image files are allowed (JPEG, PNG, WebP, GIF or AVIF)';
export const tooManyPixels = (maxPixels: number) =>
  new HttpError(413, 'IMAGE_TOO_LARGE', `The image is larger than ${Math.floor(maxPixels / 1_000_000)} megapixels`);

/** The sizes the panel shows besides the stored picture: a table thumbnail and a form preview. */
export const IMAGE_SIZES = {
  thumbnail: { box: 160, quality: 75 },
  preview: { box: 640, quality: 80 },
} as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

/** The longest side a stored picture keeps; larger photos are scaled down (a phone photo is 4000+). */
const STORED_BOX = 2048;

export interface ProcessedImage {
  /** The stored picture's extension: JPEG and PNG stay as they came, everything else becomes WebP. */
  ext: 'jpg' | 'png' | 'webp';
  mime: string;
  main: Buffer;
  /** WebP copies, each fitted inside its box. */
  sizes: Record<ImageSize, Buffer>;
}

/**
 * Decodes an upload and makes the copies the API stores: never the uploaded bytes themselves.
 * The first bytes must name an accepted format (so sharp never parses SVG, PDF or TIFF for us);
 * then the whole image must decode (a truncated or corrupt file is refused), and its pixel count
 * is checked from the header before any pixel is decoded (a 107 KB "pixel bomb" of 30000×30000 is
 * refused without allocating 3.6 GB). Re-encoding drops everything that is not a pixel: EXIF (a
 * shop's GPS position), comments, and whatever was appended after the image data.
 */
export async function processImage(bytes: Buffer, maxPixels: number): Promise<ProcessedImage> {
  const declared = detectImageType(bytes);
  if (!declared) throw unsupportedMedia(NOT_AN_IMAGE);
  // Loaded on the first upload, not at start: libvips costs a process tens of MB it never needs
  // until someone uploads a picture.
  const { default: sharp } = await import('sharp');
  const input = () => sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error', animated: false });
  let width: number;
  let height: number;
  try {
    // The header alone (no pixel is decoded), so the pixel count can be judged before decoding.
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw unsupportedMedia(NOT_AN_IMAGE);
  }
  if (!width || !height) throw unsupportedMedia(NOT_AN_IMAGE);
  if (width * height > maxPixels) throw tooManyPixels(maxPixels);
  try {
    // Decoded once (with the photo's EXIF orientation applied), then encoded per copy.
    const { data, info } = await input().rotate().raw().toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const fitInside = (box: number) => pixels().resize({ width: box, height: box, fit: 'inside', withoutEnlargement: true });
    const ext = declared.ext === 'jpg' || declared.ext === 'png' ? declared.ext : 'webp';
    const stored = fitInside(STORED_BOX);
    const main =
      ext === 'jpg'
        ? await stored.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
        : ext === 'png'
          ? await stored.png().toBuffer()
          : await stored.webp({ quality: 85 }).toBuffer();
    const [thumbnail, preview] = await Promise.all(
      (['thumbnail', 'preview'] as const).map((size) =>
        fitInside(IMAGE_SIZES[size].box).webp({ quality: IMAGE_SIZES[size].quality }).toBuffer(),
      ),
    );
    const mime = ext === 'jpg' ? 'image/jpeg' : ext === 'png' ? 'image/png' : 'image/webp';
    return { ext, mime, main, sizes: { thumbnail, preview } };
  } catch {
    // Headers that promise an image whose data then fails to decode (cut short, corrupt).
    throw unsupportedMedia(NOT_AN_IMAGE);
  }
}
