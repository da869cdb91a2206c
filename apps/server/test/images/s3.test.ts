/** Uploads in S3-compatible storage (s3rver standing in for S3): stored through the AWS SDK, served by a signed URL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { App } from '../../src/app';
import { createImageStore } from '../../src/features/images/image-store';
import { deleteUnreferencedImages } from '../../src/features/images/unreferenced-images';
import { s3Store } from '../../src/features/images/s3-store';
import { startS3 } from '../support/s3';
import { createTestApp, type TestApp } from '../test-app';
import { imageUpload, servingApp, solid } from './helpers';

describe('uploads in an S3 bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let t: TestApp;
  let app: App;
  beforeAll(async () => {
    s3 = await startS3();
    t = await createTestApp({ config: { s3: s3.config } });
    app = await servingApp(t);
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    await s3.close();
  });

  const upload = async (bytes: Buffer) => {
    const { auth } = await t.createUser(2);
    const { payload, headers } = imageUpload(bytes);
    const res = await app.inject({
      method: 'POST',
      url: '/api/images',
      payload,
      headers: { ...headers, ...auth },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.filename as string;
  };

  it('stores the re-encoded image in the bucket and redirects /uploads to a short-lived signed URL', async () => {
    const name = await upload(await solid(40, 20).png().toBuffer());
    expect(name).toMatch(/^[0-9a-f-]{36}\.webp$/);
    const res = await app.inject({ method: 'GET', url: `/uploads/${name}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    const location = new URL(res.headers.location as string);
    expect(location.origin).toBe(s3.config.endpoint);
    expect(location.pathname).toBe(`/${s3.config.bucket}/uploads/${name}`);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('900');

    const image = await fetch(location);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 40, 20]);
    // Nothing was written to the local disk.
    expect(await createImageStore({ uploadDir: t.config.uploadDir }).list()).toEqual([]);
  });

  it('still serves objects stored as .png and .jpg before WebP, with the type they were stored with', async () => {
    const store = createImageStore(t.config);
    const old = [
      ['5b3e1c1a-8f0e-4c1e-9a43-0d2f5d6c7e81.png', await solid(6, 4).png().toBuffer(), 'image/png'],
      ['5b3e1c1a-8f0e-4c1e-9a43-0d2f5d6c7e82.jpg', await solid(6, 4).jpeg().toBuffer(), 'image/jpeg'],
    ] as const;
    for (const [name, bytes, type] of old) {
      await store.put(name, bytes);
      const res = await app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect(res.statusCode, name).toBe(302);
      const image = await fetch(res.headers.location as string);
      expect(image.headers.get('content-type')).toBe(type);
      expect(Buffer.from(await image.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('answers 404 for names that are not ours, and lets the page load images from the bucket', async () => {
    for (const url of ['/uploads/secret.txt', '/uploads/..%2Fjwt-secret', '/uploads/abc.png']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    const page = await app.inject({ method: 'GET', url: '/api/health' });
    expect(page.headers['content-security-policy']).toContain(`img-src 'self' data: blob:`);
    expect(page.headers['content-security-policy']).toContain(s3.config.endpoint!);
  });

  it('lists, reads and deletes in the bucket: the daily clean-up works there too', async () => {
    const keep = await upload(await solid(8, 8).png().toBuffer());
    const drop = await upload(await solid(9, 9).png().toBuffer());
    const { auth } = await t.createUser(2);
    const me = await app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: auth,
      payload: {
        name: 'Keeper',
        country: 'Australia',
        city: 'Melbourne',
        instagramId: 'keeper',
        details: { name: 'Keeper Co', logo: keep },
      },
    });
    expect(me.statusCode, me.body).toBe(200);
    const store = createImageStore(t.config);
    expect((await store.list()).map((i) => i.name)).toEqual(expect.arrayContaining([keep, drop]));
    // Everything in the bucket counts as old here; only the referenced logo stays.
    const deleted = await deleteUnreferencedImages(t.db, store, new Date(Date.now() + 60_000));
    expect(deleted).toContain(drop);
    expect(deleted).not.toContain(keep);
    expect(await store.get(drop)).toBeNull();
    expect(await store.get(keep)).not.toBeNull();
  });
});

describe('a bucket behind an internal address', () => {
  it('signs browser URLs for S3_PUBLIC_ENDPOINT, the host browsers reach', async () => {
    const store = s3Store({
      bucket: 'b',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      publicEndpoint: 'https://files.example.com',
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
    });
    const url = new URL(await store.signedUrl!('0f8fad5b-d9cb-469f-a165-70867728950e.png'));
    expect(url.origin).toBe('https://files.example.com');
    expect(url.pathname).toBe('/b/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png');
  });
});
