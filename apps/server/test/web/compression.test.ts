/**
 * What goes over the wire: API answers over 1 KB compressed when the client accepts it (@fastify/compress), and
 * the built web app's files sent from their build-time brotli and gzip copies with the caching rules of
 * plugins/static.ts (hashed /assets immutable for a year, index.html and deep links revalidated).
 */
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { testConfig } from '../../src/config/env';
import type { Database } from '../../src/db/client';
import { IMMUTABLE, REVALIDATE, webDistDir } from '../../src/plugins/static';
import { createTestApp, type TestApp } from '../test-app';
import { freshDatabase } from '../test-db';

type Inject = Awaited<ReturnType<App['inject']>>;
const decode = (res: Inject) => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return gunzipSync(res.rawPayload);
  return res.rawPayload;
};

describe('JSON answers', () => {
  let t: TestApp;
  let customer: Awaited<ReturnType<TestApp['createUser']>>;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.createUser(4);
    customer = await t.createUser(3);
    // Enough banners for the list to pass 1 KB.
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/announcements',
        headers: admin.auth,
        payload: { imageUrl: '0f8fad5b-d9cb-469f-a165-70867728950e.png', link: `example.com/promo-${i}` },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(() => t.close());

  const list = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/announcements',
      headers: { ...customer.auth, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('over 1 KB: brotli or gzip as the client asks, the same JSON once decoded', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const announcements = plain.json().data.announcements;
    expect(announcements).toHaveLength(12);

    const br = await list('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(decode(br).toString()).data.announcements).toEqual(announcements);

    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(gzip).toString()).data.announcements).toEqual(announcements);
  });

  it('not when the client does not ask for it, nor under 1 KB', async () => {
    expect((await list('identity')).headers['content-encoding']).toBeUndefined();
    // A new customer's withdrawals: a short answer (the profile grew past 1 KB with the payout account).
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/withdraws',
      headers: { ...customer.auth, 'accept-encoding': 'br, gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().data.withdraws).toEqual([]);
  });
});

/** A built web app as vite-plugin-compression2 leaves it: every file with its .br and .gz beside it. */
function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'spruik-web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  const files = {
    'index.html':
      '<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'assets/index-AbC123.js': `console.log(${JSON.stringify('spruik '.repeat(500))});`,
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), text);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  }
  return { dir, files };
}

async function startWebApp(webDir?: string) {
  const database: Database = await freshDatabase('pglite');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spruik-web-'));
  const config = testConfig({ dataDir, uploadDir: path.join(dataDir, 'uploads') });
  const app: App = await buildApp({ config, database, serveStatic: true, webDir });
  await app.ready();
  return { app, close: async () => (await app.close(), await database.close()) };
}

describe('the built web app', () => {
  const build = fakeBuild();
  let s: Awaited<ReturnType<typeof startWebApp>>;
  beforeAll(async () => {
    s = await startWebApp(build.dir);
  });
  afterAll(() => s.close());

  const get = (url: string, acceptEncoding?: string) =>
    s.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });
  const script = build.files['assets/index-AbC123.js'];

  it('sends a hashed asset from its brotli copy, cached for a year', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.rawPayload).toEqual(readFileSync(path.join(build.dir, 'assets/index-AbC123.js.br')));
    expect(decode(res).toString()).toBe(script);
  });

  it('sends the gzip copy to a client without brotli, and the file itself to one that accepts neither', async () => {
    const gzip = await get('/assets/index-AbC123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip).toString()).toBe(script);
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('revalidates index.html on every load, at / and at a deep link alike, compressed too', async () => {
    for (const url of ['/', '/index.html', '/home', '/business_campaigns']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['cache-control'], url).toBe(REVALIDATE);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(decode(res).toString(), url).toBe(build.files['index.html']);
    }
    expect((await get('/favicon.svg', 'br')).headers['cache-control']).toBe(REVALIDATE);
  });

  it('does not serve the compressed copies by name, nor index.html for a missing asset', async () => {
    expect((await get('/assets/index-AbC123.js.br')).statusCode).toBe(404);
    expect((await get('/assets/index-Missing.js')).statusCode).toBe(404);
    expect((await get('/api/no-such-thing', 'br')).json().code).toBe('NOT_FOUND');
  });
});

const built = existsSync(path.join(webDistDir, 'index.html'));
describe.skipIf(!built)('the real build (apps/web/dist)', () => {
  let s: Awaited<ReturnType<typeof startWebApp>>;
  beforeAll(async () => {
    s = await startWebApp();
  });
  afterAll(() => s.close());

  // Below a few hundred bytes compressing does not pay, and the build keeps no copy (the file itself answers).
  it('has a brotli and a gzip copy of every script and style over 1 KB', () => {
    const assets = readdirSync(path.join(webDistDir, 'assets'))
      .filter((f) => /\.(js|css)$/.test(f))
      .filter((f) => statSync(path.join(webDistDir, 'assets', f)).size > 1024);
    expect(assets.length).toBeGreaterThan(0);
    const missing = assets.filter(
      (f) =>
        !existsSync(path.join(webDistDir, 'assets', `${f}.br`)) ||
        !existsSync(path.join(webDistDir, 'assets', `${f}.gz`)),
    );
    expect(missing).toEqual([]);
  });

  it('answers its entry script in brotli, immutable, and index.html revalidated', async () => {
    const index = await s.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(index.headers['cache-control']).toBe(REVALIDATE);
    const entry = /src="(\/assets\/[^"]+\.js)"/.exec(decode(index).toString())?.[1];
    expect(entry).toBeTruthy();
    const res = await s.app.inject({
      method: 'GET',
      url: entry!,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(decode(res).toString()).toBe(readFileSync(path.join(webDistDir, entry!.slice(1)), 'utf8'));
  });
});
