import { randomUUID } from 'node:crypto';
import type { UploadedFile } from '../http/multipart';
import type { Blobs } from './blobs';
import { IMAGE_SIZES, type ImageSize, processImage } from './image-processing';

/** An image field as the API answers it: the picture, and the smaller copies the panel shows. */
export interface ImageUrls {
  image: string | null;
  imageThumbnail: string | null;
  imagePreview: string | null;
}

/** Every stored picture this store made and everything kept for it, grouped by picture. */
export interface StoredImage {
  /** The picture's stored name (what rows hold), or null for copies whose picture is gone. */
  name: string | null;
  keys: string[];
  /** When the newest of its files was written. */
  modifiedAt: Date;
}

// `<uuid>.<ext>` is the picture (gif and avif only in folders from before pictures were re-encoded);
// `<uuid>.<size>.webp` are its copies. Nothing else is ever touched: no path from a row reaches storage.
const STORED_NAME = /^([0-9a-f-]{36})\.(jpg|png|webp|gif|avif)$/;
const SIZE_NAME = new RegExp(`^([0-9a-f-]{36})\\.(${Object.keys(IMAGE_SIZES).join('|')})\\.webp$`);
const SIZES = Object.keys(IMAGE_SIZES) as ImageSize[];
const sizeKey = (name: string, size: ImageSize) => `${name.slice(0, 36)}.${size}.webp`;
const keysOf = (name: string) => [name, ...SIZES.map((size) => sizeKey(name, size))];

/**
 * The uploaded pictures (architecture §8): decoded and re-encoded on the way in (never stored as
 * sent), kept with a thumbnail and a preview, in a folder or a bucket (`Blobs`).
 */
export class ImageStore {
  constructor(
    readonly blobs: Blobs,
    private readonly maxPixels: number,
  ) {}

  /** Decodes the upload (415 or 413 when it is not an accepted image) and stores it and its copies under a new name. */
  async save(file: UploadedFile): Promise<string> {
    const image = await processImage(file.buffer, this.maxPixels);
    const name = `${randomUUID()}.${image.ext}`;
    try {
      await Promise.all([
        this.blobs.put(name, image.main, image.mime),
        ...SIZES.map((size) => this.blobs.put(sizeKey(name, size), image.sizes[size], 'image/webp')),
      ]);
    } catch (error) {
      await this.remove(name).catch(() => {});
      throw error;
    }
    return name;
  }

  /** Removes a stored picture and its copies; missing files are not an error. */
  async remove(name: string | null | undefined): Promise<void> {
    if (!name || !STORED_NAME.test(name)) return;
    await Promise.all(keysOf(name).map((key) => this.blobs.delete(key)));
  }

  urls(name: string | null | undefined): ImageUrls {
    if (!name) return { image: null, imageThumbnail: null, imagePreview: null };
    // A full URL (a row written by hand or imported) has no copies: every size is the picture.
    if (/^https?:\/\//.test(name)) return { image: name, imageThumbnail: name, imagePreview: name };
    return {
      image: this.blobs.url(name),
      imageThumbnail: this.blobs.url(sizeKey(name, 'thumbnail')),
      imagePreview: this.blobs.url(sizeKey(name, 'preview')),
    };
  }

  /** Everything stored, grouped by picture (for the sweep of files no row ever came to show). */
  async stored(): Promise<StoredImage[]> {
    const groups = new Map<string, StoredImage>();
    for await (const blob of this.blobs.list()) {
      const picture = STORED_NAME.exec(blob.key);
      const id = picture?.[1] ?? SIZE_NAME.exec(blob.key)?.[1];
      if (!id) continue;
      const group = groups.get(id) ?? { name: null, keys: [], modifiedAt: blob.modifiedAt };
      group.keys.push(blob.key);
      if (picture) group.name = blob.key;
      if (blob.modifiedAt > group.modifiedAt) group.modifiedAt = blob.modifiedAt;
      groups.set(id, group);
    }
    return [...groups.values()];
  }

  /** Removes files of a group that has no picture (copies left by a save cut short). */
  async removeKeys(keys: string[]): Promise<void> {
    await Promise.all(keys.filter((key) => SIZE_NAME.test(key) || STORED_NAME.test(key)).map((key) => this.blobs.delete(key)));
  }

  /**
   * Makes the copies a picture lacks: pictures stored before copies existed (an older data folder
   * or a `pnpm db:export` move) get them on the next start. Pictures that no longer decode keep none.
   */
  async addMissingSizes(): Promise<number> {
    let made = 0;
    for (const group of await this.stored()) {
      if (!group.name || SIZES.every((size) => group.keys.includes(sizeKey(group.name as string, size)))) continue;
      const bytes = await this.blobs.read(group.name);
      if (!bytes) continue;
      const image = await processImage(bytes, this.maxPixels).catch(() => null);
      if (!image) continue;
      for (const size of SIZES) {
        if (!group.keys.includes(sizeKey(group.name, size))) await this.blobs.put(sizeKey(group.name, size), image.sizes[size], 'image/webp');
      }
      made++;
    }
    return made;
  }
}
