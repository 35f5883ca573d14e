import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { ImageStore } from '../images/image-store';
import { LocalImageStore } from '../images/image-store';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStore;
  }
}

/** Multipart parsing with the upload limit, the image store, and /uploads served safely. */
export const imagesPlugin = fp<{ dir: string; publicUrl: string; uploadLimitBytes: number }>(
  async (app, { dir, publicUrl, uploadLimitBytes }) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: uploadLimitBytes, files: 1, fields: 30, fieldSize: 16 * 1024, parts: 32 },
    });
    const store = new LocalImageStore(dir, publicUrl);
    app.decorate('images', store);
    await app.register(fastifyStatic, {
      root: store.dir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      maxAge: '365d',
      immutable: true,
      // The stored name's extension came from the bytes, so the Content-Type is safe; never sniff.
      setHeaders: (res) => {
        res.header('X-Content-Type-Options', 'nosniff');
        res.header('Content-Security-Policy', "default-src 'none'");
      },
    });
  },
  { name: 'images' },
);
