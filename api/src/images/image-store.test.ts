import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { products } from '../db/schema';
import { removeUnclaimedImages } from '../modules/uploads/image-lifecycle';
import { createCatalog, createOrder, makeLocation, makeShop } from '../test/fixtures';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { tinyPng } from '../test/upload-forms';

// The image store over both places it keeps files (architecture §8): the folder a single process
// serves, and the S3 bucket every replica shares (a local s3rver here). Same behaviour for both.

const photo = () => ({ buffer: tinyPng(12, [200, 120, 20]), filename: 'photo.png' });

describe.each([
  ['a folder (the embedded default)', false],
  ['an S3 bucket (S3_* settings)', true],
])('images kept in %s', (_where, inS3) => {
  let s3: TestS3Server | null = null;
  let t: TestApp;

  /** GET of a stored file the way a browser would load it: from the API, or from the bucket. */
  async function load(url: string): Promise<{ status: number; type: string | undefined; bytes: Buffer }> {
    if (inS3) {
      const res = await fetch(url);
      return { status: res.status, type: res.headers.get('content-type') ?? undefined, bytes: Buffer.from(await res.arrayBuffer()) };
    }
    const res = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    return { status: res.statusCode, type: res.headers['content-type'] as string | undefined, bytes: res.rawPayload };
  }

  beforeAll(async () => {
    s3 = inS3 ? await startS3Server() : null;
    t = await createTestApp(s3?.env ?? {});
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('stores the picture, a thumbnail and a preview, each loadable at its URL', async () => {
    const name = await t.app.images.save(photo());
    const urls = t.app.images.urls(name);
    if (inS3) expect(urls.image).toMatch(new RegExp(`^${s3?.env.S3_ENDPOINT}/dukkan-images/[0-9a-f-]{36}\\.png$`));
    else expect(urls.image).toMatch(/^http:\/\/localhost:4000\/uploads\/[0-9a-f-]{36}\.png$/);
    const picture = await load(urls.image as string);
    expect([picture.status, picture.type, (await sharp(picture.bytes).metadata()).width]).toEqual([200, 'image/png', 12]);
    for (const url of [urls.imageThumbnail, urls.imagePreview]) {
      const copy = await load(url as string);
      expect([copy.status, copy.type, (await sharp(copy.bytes).metadata()).format]).toEqual([200, 'image/webp', 'webp']);
    }
  });

  it('removes a picture with its copies', async () => {
    const name = await t.app.images.save(photo());
    await t.app.images.remove(name);
    const urls = t.app.images.urls(name);
    for (const url of Object.values(urls)) expect((await load(url as string)).status).toBe(404);
    expect((await t.app.images.stored()).some((stored) => stored.name === name)).toBe(false);
  });

  it('removes files no row came to show once they are old enough, and keeps every picture a shop, product or order shows', async () => {
    const images = t.app.images;
    const forShop = await images.save(photo());
    const forOrder = await images.save(photo());
    const unclaimed = await images.save(photo());
    const shop = await makeShop(t.db, await makeLocation(t.db), { image: forShop });
    // An order keeps its product's picture after the product took a new one.
    const catalog = await createCatalog(t.db, 'sweep');
    catalog.products[0] = { ...catalog.products[0], image: forOrder };
    await t.db.update(products).set({ image: forOrder }).where(eq(products.id, catalog.products[0].id));
    await createOrder(t.db, catalog, 'NEW', [1]);
    await t.db.update(products).set({ image: null }).where(eq(products.id, catalog.products[0].id));

    // Too young: a request may still be writing its row.
    expect(await removeUnclaimedImages(t.db, images, new Date(Date.now() - 60_000))).toBe(0);
    const names = async () => (await images.stored()).map((stored) => stored.name);
    expect(await names()).toEqual(expect.arrayContaining([forShop, forOrder, unclaimed]));

    expect(await removeUnclaimedImages(t.db, images, new Date(Date.now() + 1_000))).toBeGreaterThanOrEqual(1);
    const left = await names();
    expect(left).toEqual(expect.arrayContaining([forShop, forOrder]));
    expect(left).not.toContain(unclaimed);
    expect(shop.image).toBe(forShop);
  });

  it('gives a picture from before copies existed its thumbnail and preview', async () => {
    const name = await t.app.images.save(photo());
    const { imageThumbnail, imagePreview } = t.app.images.urls(name);
    const keys = (await t.app.images.stored()).find((stored) => stored.name === name)?.keys ?? [];
    await t.app.images.removeKeys(keys.filter((key) => key !== name));
    expect((await load(imageThumbnail as string)).status).toBe(404);
    expect(await t.app.images.addMissingSizes()).toBe(1);
    expect((await load(imageThumbnail as string)).type).toBe('image/webp');
    expect((await load(imagePreview as string)).type).toBe('image/webp');
  });

  it('removes copies left without their picture (a save cut short)', async () => {
    const name = await t.app.images.save(photo());
    await t.app.images.blobs.delete(name);
    await removeUnclaimedImages(t.db, t.app.images, new Date(Date.now() + 1_000));
    expect((await t.app.images.stored()).some((stored) => stored.keys.some((key) => key.startsWith(name.slice(0, 36))))).toBe(false);
  });
});
