import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { unsupportedMedia } from '../http/errors';
import type { UploadedFile } from '../http/multipart';
import { detectImageType } from './image-type';

/** Where uploaded images live. Local disk today; the interface leaves room for S3-compatible storage. */
export interface ImageStore {
  /** Checks the bytes are an accepted image (else 415) and stores it under a new random name. */
  save(file: UploadedFile): Promise<string>;
  /** Removes a stored image; a missing file is not an error. */
  remove(name: string | null | undefined): Promise<void>;
  /** The URL a browser loads the image from. */
  url(name: string | null | undefined): string | null;
}

export const NOT_AN_IMAGE = 'Only image files are allowed (JPEG, PNG, WebP, GIF or AVIF)';
const STORED_NAME = /^[0-9a-f-]{36}\.(jpg|png|webp|gif|avif)$/;

export class LocalImageStore implements ImageStore {
  constructor(
    readonly dir: string,
    private readonly publicBase: string,
  ) {}

  async save(file: UploadedFile): Promise<string> {
    const type = detectImageType(file.buffer);
    if (!type) throw unsupportedMedia(NOT_AN_IMAGE);
    const name = `${randomUUID()}.${type.ext}`;
    await mkdir(this.dir, { recursive: true });
    await writeFile(path.join(this.dir, name), file.buffer, { flag: 'wx' });
    return name;
  }

  async remove(name: string | null | undefined): Promise<void> {
    // Only names this store made are ever touched: no path from the database reaches the disk.
    if (!name || !STORED_NAME.test(name)) return;
    await rm(path.join(this.dir, name), { force: true });
  }

  url(name: string | null | undefined): string | null {
    if (!name) return null;
    if (/^https?:\/\//.test(name)) return name;
    return `${this.publicBase}/uploads/${name}`;
  }
}
