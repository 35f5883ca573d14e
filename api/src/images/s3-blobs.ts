import type * as S3 from '@aws-sdk/client-s3';
import type { Blobs, StoredBlob } from './blobs';

/** The S3_* settings (config.ts): an S3-compatible bucket that every API process shares. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server other than AWS (MinIO, R2, a test server); unset for AWS itself. */
  endpoint: string | null;
  /** Unset: the AWS SDK's own credential chain (an instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
  /** Where browsers load the files from (a CDN in front of the bucket, or the bucket itself). */
  publicUrl: string;
}

/**
 * Files in an S3 bucket. Each object carries its type and a year-long immutable cache header:
 * names are never reused, so a browser or CDN may keep a file forever.
 */
export class S3Blobs implements Blobs {
  private readonly client: S3.S3Client;

  /** Loads the AWS SDK only when a bucket is configured: the embedded default never pays for it. */
  static async connect(settings: S3Settings): Promise<S3Blobs> {
    return new S3Blobs(settings, await import('@aws-sdk/client-s3'));
  }

  private constructor(
    private readonly settings: S3Settings,
    private readonly sdk: typeof S3,
  ) {
    this.client = new sdk.S3Client({
      region: settings.region,
      endpoint: settings.endpoint ?? undefined,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials ?? undefined,
      // Checksums only where S3 requires them: S3-compatible servers (MinIO, R2, s3rver) differ
      // in which of the SDK's newer default checksum headers they understand.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof this.sdk.NoSuchKey) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async *list(): AsyncIterable<StoredBlob> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new this.sdk.ListObjectsV2Command({ Bucket: this.settings.bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date() };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  url(key: string): string {
    return `${this.settings.publicUrl}/${encodeURIComponent(key)}`;
  }

  close(): void {
    this.client.destroy();
  }
}
