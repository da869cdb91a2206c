import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MSG } from '@spruik/shared';
import type { App } from '../../src/app';
import { IMAGE_MSG } from '../../src/features/images/reencode';
import { serveUploads } from '../../src/features/images';
import { createTestApp, type TestApp } from '../test-app';
import {
  imageUpload,
  photoLike,
  pixelBombPng,
  servingApp,
  solid,
  transparentLogoPng,
  webpCoding,
  withPngChunk,
} from './helpers';

const HTML = '<html><body><script>fetch("/api/users/me")</script></body></html>';
const JS = ';alert(document.cookie)//';

const STORED_NAME = /^[0-9a-f-]{36}\.webp$/;

describe('POST /api/images re-encodes every upload to WebP', () => {
  let t: TestApp;
  let app: App;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    app = await servingApp(t);
    auth = (await t.createUser(1)).auth;
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const upload = async (bytes: Buffer) => {
    const body = imageUpload(bytes);
    const res = await app.inject({
      method: 'POST',
      url: '/api/images',
      payload: body.payload,
      headers: { ...auth, ...body.headers },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const uploaded = async (bytes: Buffer) => {
    const res = await upload(bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const name: string = res.body.data.filename;
    const served = await app.inject({ method: 'GET', url: `/uploads/${name}` });
    expect(served.statusCode).toBe(200);
    return { name, bytes: served.rawPayload, headers: served.headers };
  };

  it('drops HTML appended to a PNG: what is served is only the image, same size', async () => {
    const png = await solid(40, 20).png().toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from(HTML)]);
    const stored = await uploaded(polyglot);
    expect(stored.name).toMatch(STORED_NAME);
    expect(stored.bytes.includes('<script')).toBe(false);
    expect(stored.bytes.includes('<html')).toBe(false);
    const meta = await sharp(stored.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 40, height: 20 });
  });

  it('drops a script appended to a JPEG', async () => {
    const jpeg = await solid(64, 48).jpeg().toBuffer();
    const stored = await uploaded(Buffer.concat([jpeg, Buffer.from(JS)]));
    expect(stored.name).toMatch(STORED_NAME);
    expect(stored.bytes.includes('alert(document.cookie)')).toBe(false);
    const meta = await sharp(stored.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 64, height: 48 });
  });

  it('turns a JPEG upright by its EXIF orientation, then strips EXIF and every other metadata', async () => {
    // 60 x 30 pixels stored sideways: orientation 6 means "rotate 90 degrees to view".
    const jpeg = await solid(60, 30)
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Person', Copyright: 'GPS 37.81S 144.96E' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.orientation).toBe(6);
    expect(jpeg.includes('Secret Person')).toBe(true);

    const stored = await uploaded(jpeg);
    const meta = await sharp(stored.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 30, height: 60 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.bytes.includes('Secret Person')).toBe(false);
  });

  it('strips PNG text chunks and EXIF', async () => {
    const png = await solid(32, 32)
      .png()
      .withExif({ IFD0: { Artist: 'Secret Person' } })
      .toBuffer();
    const tagged = withPngChunk(png, 'tEXt', Buffer.from('Comment\0<script>alert(1)</script>', 'latin1'));
    const stored = await uploaded(tagged);
    const meta = await sharp(stored.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 32, height: 32 });
    expect(meta.exif).toBeUndefined();
    expect(meta.comments ?? []).toEqual([]);
    expect(stored.bytes.includes('Secret Person')).toBe(false);
    expect(stored.bytes.includes('<script')).toBe(false);
  });

  it('fits a 4000 x 3000 photo within 1600 px, keeping its shape', async () => {
    const stored = await uploaded(await solid(4000, 3000).jpeg().toBuffer());
    const meta = await sharp(stored.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
  });

  it('stores a photo lossy, in fewer bytes than the JPEG, close to its pixels', async () => {
    const jpeg = await photoLike(800, 600).jpeg({ quality: 90 }).toBuffer();
    const stored = await uploaded(jpeg);
    expect(webpCoding(stored.bytes)).toBe('lossy');
    expect(stored.bytes.length).toBeLessThan(jpeg.length);
    expect(await sharp(stored.bytes).metadata()).toMatchObject({ width: 800, height: 600, hasAlpha: false });
    expect(await meanDifference(jpeg, stored.bytes)).toBeLessThan(6);
  });

  it('stores a photo saved as PNG lossy too (much smaller than the PNG)', async () => {
    const png = await photoLike(400, 300).png().toBuffer();
    const stored = await uploaded(png);
    expect(webpCoding(stored.bytes)).toBe('lossy');
    expect(stored.bytes.length).toBeLessThan(png.length / 2);
  });

  it("keeps a PNG logo's transparency: clear corners stay clear, the mark stays opaque", async () => {
    const png = await transparentLogoPng(64);
    const stored = await uploaded(png);
    expect(stored.name).toMatch(STORED_NAME);
    const { data, info } = await sharp(stored.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 64, height: 64, channels: 4 });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
    expect(alphaAt(0, 0)).toBe(0);
    expect(alphaAt(63, 63)).toBe(0);
    expect(alphaAt(32, 32)).toBe(255);
    const [r, g, b] = data.subarray((32 * info.width + 32) * 4);
    expect([r, g, b]).toEqual([0xd9, 0x53, 0x1e]);
  });

  it('keeps transparency when a PNG is stored lossy too (a cut-out photo): the alpha is exact', async () => {
    const mask = await transparentLogoPng(200);
    const png = await photoLike(200, 200)
      .ensureAlpha()
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer();
    const stored = await uploaded(png);
    expect(webpCoding(stored.bytes)).toBe('lossy');
    const alpha = async (bytes: Buffer) => sharp(bytes).extractChannel('alpha').raw().toBuffer();
    const [before, after] = [await alpha(png), await alpha(stored.bytes)];
    expect(before[0]).toBe(0);
    expect(after.equals(before)).toBe(true);
  });

  it('stores drawn flat-colour PNGs lossless when that is smaller: every pixel as uploaded', async () => {
    for (const png of [await transparentLogoPng(128), await solid(50, 30, '#1a237e').png().toBuffer()]) {
      const stored = await uploaded(png);
      expect(webpCoding(stored.bytes)).toBe('lossless');
      const before = await sharp(png).ensureAlpha().raw().toBuffer();
      const after = await sharp(stored.bytes).ensureAlpha().raw().toBuffer();
      // Fully transparent pixels may drop their (invisible) colour; every visible pixel is exact.
      for (let i = 0; i < before.length; i += 4)
        if (before[i + 3] > 0) expect([...after.subarray(i, i + 4)]).toEqual([...before.subarray(i, i + 4)]);
    }
  });

  it('stores a JPEG lossy even when it is flat colour (it was lossy already)', async () => {
    const stored = await uploaded(await solid(50, 30).jpeg().toBuffer());
    expect(webpCoding(stored.bytes)).toBe('lossy');
  });

  it('fits a tall PNG within 1600 px too, and never enlarges a small one', async () => {
    const tall = await uploaded(await solid(1000, 2400).png().toBuffer());
    expect(await sharp(tall.bytes).metadata()).toMatchObject({ format: 'webp', width: 667, height: 1600 });
    const small = await uploaded(await solid(5, 3).png().toBuffer());
    expect(await sharp(small.bytes).metadata()).toMatchObject({ width: 5, height: 3 });
  });

  it('refuses a decompression bomb (a tiny PNG claiming 30,000 x 30,000 pixels) with 400', async () => {
    const bomb = await pixelBombPng(30_000, 30_000);
    expect(bomb.length).toBeLessThan(1000);
    const res = await upload(bomb);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: IMAGE_MSG.tooManyPixels, code: 'IMAGE_PIXELS' });
  });

  it('refuses an animated PNG', async () => {
    const png = await solid(8, 8).png().toBuffer();
    const actl = Buffer.alloc(8);
    actl.writeUInt32BE(2, 0); // two frames
    const res = await upload(withPngChunk(png, 'acTL', actl));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: IMAGE_MSG.animated, code: 'IMAGE_ANIMATED' });
  });

  it('refuses images it cannot decode: a PNG with garbage pixel data, a cut-off JPEG', async () => {
    // A real PNG header and IHDR, then pixel data overwritten with garbage.
    const garbage = Buffer.from(await solid(50, 50, '#808080').png().toBuffer());
    garbage.fill(7, 41, garbage.length - 12);
    const jpeg = await solid(300, 200).jpeg().toBuffer();
    for (const bytes of [garbage, jpeg.subarray(0, Math.floor(jpeg.length / 2))]) {
      const res = await upload(bytes);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ errors: IMAGE_MSG.unreadable, code: 'IMAGE_UNREADABLE' });
    }
  });

  it('refuses other formats sharp could read (GIF, WebP) with the png/jpeg message', async () => {
    for (const bytes of [await solid(8, 8).gif().toBuffer(), await solid(8, 8).webp().toBuffer()]) {
      const res = await upload(bytes);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ errors: MSG.imageType, code: 'IMAGE_TYPE' });
    }
  });

  it('refuses a file over 5 MB with the size message, and an empty file with empty', async () => {
    const big = Buffer.concat([await solid(8, 8).png().toBuffer(), Buffer.alloc(LIMITS.maxImageBytes)]);
    const res = await upload(big);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: MSG.imageSize, code: 'TOO_LARGE' });
    const empty = await upload(Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toBe(MSG.imageEmpty);
  });

  describe('GET /uploads/<name>', () => {
    it('serves uploads (PNG or JPEG) as image/webp, nosniff, sandboxed, cached for a year', async () => {
      const png = await uploaded(await solid(10, 10).png().toBuffer());
      const jpg = await uploaded(await solid(10, 10).jpeg().toBuffer());
      for (const file of [png, jpg]) {
        expect(file.name).toMatch(STORED_NAME);
        expect(file.headers['content-type']).toBe('image/webp');
        expect(file.headers['x-content-type-options']).toBe('nosniff');
        expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
        expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    });

    it('still serves images stored as .png and .jpg before WebP, as they are, with the same headers', async () => {
      const png = await solid(6, 4).png().toBuffer();
      const jpg = await solid(6, 4).jpeg().toBuffer();
      const old = [
        ['5b3e1c1a-8f0e-4c1e-9a43-0d2f5d6c7e81.png', png, 'image/png'],
        ['5b3e1c1a-8f0e-4c1e-9a43-0d2f5d6c7e82.jpg', jpg, 'image/jpeg'],
      ] as const;
      for (const [name, bytes] of old) await writeFile(path.join(t.config.uploadDir, name), bytes);
      for (const [name, bytes, type] of old) {
        const res = await app.inject({ method: 'GET', url: `/uploads/${name}` });
        expect(res.statusCode, name).toBe(200);
        expect(res.rawPayload.equals(bytes)).toBe(true);
        expect(res.headers['content-type']).toBe(type);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    });

    it('answers 404 for names that are not ours, even when such a file sits in the folder', async () => {
      await writeFile(path.join(t.config.uploadDir, 'page.html'), HTML);
      await writeFile(path.join(t.config.uploadDir, 'ABC.png'), await solid(2, 2).png().toBuffer());
      const gif = '0f8fad5b-d9cb-469f-a165-70867728950e.gif';
      await writeFile(path.join(t.config.uploadDir, gif), await solid(2, 2).gif().toBuffer());
      await writeFile(path.join(t.config.dataDir, 'jwt-secret'), 'not for you');
      for (const url of [
        '/uploads/page.html',
        '/uploads/ABC.png',
        `/uploads/${gif}`,
        '/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.webp',
        '/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png',
        '/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png/x',
        '/uploads/',
      ]) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain('not for you');
        expect(res.body).not.toContain('<script');
      }
      // '..' (even encoded) is resolved before routing: it leaves /uploads (to the web app when it is built).
      for (const url of ['/uploads/../jwt-secret', '/uploads/%2e%2e/jwt-secret']) {
        expect((await app.inject({ method: 'GET', url })).body).not.toContain('not for you');
      }
    });
  });
});

describe('the /uploads headers win over app-wide headers', () => {
  it('replaces a CSP and type set earlier on the raw response (as helmet does)', async () => {
    const t = await createTestApp();
    const app = Fastify();
    app.addHook('onRequest', (_req, reply, done) => {
      reply.raw.setHeader('Content-Security-Policy', "default-src 'self'");
      reply.raw.setHeader('Cache-Control', 'no-store');
      done();
    });
    await serveUploads(app, t.config);
    const name = '0f8fad5b-d9cb-469f-a165-70867728950e.jpg';
    await writeFile(path.join(t.config.uploadDir, name), await solid(4, 4).jpeg().toBuffer());
    const res = await app.inject({ method: 'GET', url: `/uploads/${name}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await app.close();
    await t.close();
  });
});

/** The mean absolute difference of two images' RGB values (0-255). */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((bytes) => sharp(bytes).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
}
