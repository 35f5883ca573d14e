import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { ApiConfig } from '../config';
import { DiskBlobs } from '../images/blobs';
import { ImageStore } from '../images/image-store';
import { S3Blobs } from '../images/s3-blobs';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStore;
  }
}

/**
 * Multipart parsing with the upload limit, and the image store: in the S3 bucket when one is
 * configured (every replica links the same URLs), else in `dir`, served safely under /uploads.
 */
export const imagesPlugin = fp<{ dir: string; publicUrl: string; uploadLimitBytes: number; images: ApiConfig['images'] }>(
  async (app, { dir, publicUrl, uploadLimitBytes, images }) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: uploadLimitBytes, files: 1, fields: 30, fieldSize: 16 * 1024, parts: 32 },
    });
    if (images.s3) {
      const bucket = await S3Blobs.connect(images.s3);
      app.decorate('images', new ImageStore(bucket, images.maxPixels));
      app.addHook('onClose', async () => bucket.close());
      return;
    }
    const disk = new DiskBlobs(dir, publicUrl);
    app.decorate('images', new ImageStore(disk, images.maxPixels));
    await app.register(fastifyStatic, {
      root: disk.dir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      maxAge: '365d',
      immutable: true,
      // Every stored file was encoded by the API itself, so its extension's Content-Type is right; never sniff.
      setHeaders: (res) => {
        res.header('X-Content-Type-Options', 'nosniff');
        res.header('Content-Security-Policy', "default-src 'none'");
      },
    });
  },
  { name: 'images' },
);
