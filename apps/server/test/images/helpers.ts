import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { expect } from 'vitest';
import { buildApp, type App } from '../../src/app';
import type { TestApp } from '../test-app';

/** A body for POST /api/images with one file in field "image". */
export function imageUpload(bytes: Buffer, filename = 'photo.png') {
  const boundary = '----spruik-images';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * The whole app with /uploads served (as server.ts builds it), on the test app's database and upload folder.
 * createTestApp leaves static files out; tokens from t.createUser work here too (same secret).
 */
export async function servingApp(t: TestApp): Promise<App> {
  const app = await buildApp({
    config: t.config,
    database: {
      db: t.db,
      kind: t.kind,
      executeSql: t.executeSql,
      close: async () => {},
      poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    },
    clock: t.clock,
    serveStatic: true,
  });
  await app.ready();
  return app;
}

export const solid = (width: number, height: number, background = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background } });

/** Inserts a PNG chunk right after IHDR (a text comment, an animation control...). */
export function withPngChunk(png: Buffer, type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  const afterIhdr = 8 + 25;
  return Buffer.concat([png.subarray(0, afterIhdr), len, body, crc, png.subarray(afterIhdr)]);
}

/** A real PNG whose header claims width x height: a few hundred bytes that would decode to a huge canvas. */
export async function pixelBombPng(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(16, 16).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A PNG with an alpha channel: a filled circle on a transparent square (a logo), so the corners are clear. */
export const transparentLogoPng = (size = 64) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.4}" fill="#d9531e"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

/** Noise on a gradient, like a photo: flat-colour tests would let lossless WebP win every time. */
export const photoLike = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  }).blur(0.8);

/** How a WebP file is coded: 'lossless' (a VP8L chunk) or 'lossy' (VP8, with ALPH for alpha). */
export function webpCoding(webp: Buffer): 'lossless' | 'lossy' {
  expect(webp.toString('ascii', 0, 4)).toBe('RIFF');
  expect(webp.toString('ascii', 8, 12)).toBe('WEBP');
  for (
    let at = 12;
    at + 8 <= webp.length;
    at += 8 + webp.readUInt32LE(at + 4) + (webp.readUInt32LE(at + 4) % 2)
  ) {
    const chunk = webp.toString('ascii', at, at + 4);
    if (chunk === 'VP8L') return 'lossless';
    if (chunk === 'VP8 ') return 'lossy';
  }
  throw new Error('no image chunk in the WebP file');
}
