import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** One stored file as a listing sees it. */
export interface StoredBlob {
  key: string;
  modifiedAt: Date;
}

/**
 * Where the image store keeps its files: a folder on this machine (the embedded default), or an
 * S3-compatible bucket that every API process shares (./s3-blobs.ts). Keys are flat file names.
 */
export interface Blobs {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** A missing key is not an error. */
  delete(key: string): Promise<void>;
  list(): AsyncIterable<StoredBlob>;
  /** The URL a browser loads the file from. */
  url(key: string): string;
}

/** Files in a folder, served by the API itself under `<publicUrl>/uploads/` (plugins/images.ts). */
export class DiskBlobs implements Blobs {
  constructor(
    readonly dir: string,
    private readonly publicUrl: string,
  ) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await writeFile(path.join(this.dir, key), bytes, { flag: 'wx' });
  }

  async read(key: string): Promise<Buffer | null> {
    return readFile(path.join(this.dir, key)).catch(() => null);
  }

  async delete(key: string): Promise<void> {
    await rm(path.join(this.dir, key), { force: true });
  }

  async *list(): AsyncIterable<StoredBlob> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    for (const key of names) {
      const info = await stat(path.join(this.dir, key)).catch(() => null);
      if (info?.isFile()) yield { key, modifiedAt: info.mtime };
    }
  }

  url(key: string): string {
    return `${this.publicUrl}/uploads/${key}`;
  }
}
