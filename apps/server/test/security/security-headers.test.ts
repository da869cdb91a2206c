import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { testConfig, type Config } from '../../src/config/env';
import type { Database } from '../../src/db/client';
import { webDistDir } from '../../src/plugins/static';
import { tileSources } from '../../src/plugins/security-headers';
import { inlineScriptHashes, webAppScriptHashes } from '../../src/plugins/inline-scripts';
import { createTestApp, type TestApp } from '../test-app';
import { freshDatabase } from '../test-db';

const OSM = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
type Headers = Record<string, string | string[] | number | undefined>;

/** The CSP as directive -> sources. */
const csp = (headers: Headers) =>
  Object.fromEntries(
    String(headers['content-security-policy'] ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  ) as Record<string, string[]>;

/**
 * What every response must carry, whatever it is. Scripts: our own files, and, from a server that serves the web
 * app (`webApp`), its page's one inline script (the early reads) by its hash, when the app is built.
 */
function expectSecurityHeaders(headers: Headers, what: string, webApp = true) {
  const policy = csp(headers);
  expect(policy['default-src'], what).toEqual(["'self'"]);
  expect(policy['script-src'], what).toEqual(["'self'", ...(webApp ? webAppScriptHashes(webDistDir) : [])]);
  expect(policy['frame-ancestors'], what).toEqual(["'none'"]);
  expect(policy['object-src'], what).toEqual(["'none'"]);
  // The installable app's service worker and manifest, from our own host only.
  expect(policy['worker-src'], what).toEqual(["'self'"]);
  expect(policy['manifest-src'], what).toEqual(["'self'"]);
  expect(policy['base-uri'], what).toEqual(["'self'"]);
  expect(policy['form-action'], what).toEqual(["'self'"]);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
}

/** The whole app as `npm start` builds it (static files too), on a fresh database. */
async function startApp(overrides: Partial<Config>) {
  const database: Database = await freshDatabase('pglite');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spruik-headers-'));
  const config = testConfig({ dataDir, uploadDir: path.join(dataDir, 'uploads'), ...overrides });
  const app: App = await buildApp({ config, database, serveStatic: true });
  await app.ready();
  return { app, config, close: async () => (await app.close(), await database.close()) };
}

describe('security headers on every response (http PUBLIC_URL)', () => {
  let s: Awaited<ReturnType<typeof startApp>>;
  let t: TestApp;
  beforeAll(async () => {
    s = await startApp({ publicUrl: 'http://localhost:3000', mapTileUrl: OSM });
    t = await createTestApp({ config: { rateLimit: { windowSeconds: 600, perEmail: 1, perIp: 1000 } } });
  });
  afterAll(async () => {
    await s.close();
    await t.close();
  });

  it('API answers: JSON, 401, 404, invalid JSON, too large, and a 429 from the limiter', async () => {
    const user = await t.createUser(3);
    const answers = {
      json: await t.app.inject({ method: 'GET', url: '/api/health' }),
      signedIn: await t.app.inject({ method: 'GET', url: '/api/users/me', headers: user.auth }),
      unauthorized: await t.app.inject({ method: 'GET', url: '/api/users/me' }),
      notFound: await t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      badJson: await t.app.inject({
        method: 'POST',
        url: '/api/signin',
        payload: '{"email":',
        headers: { 'content-type': 'application/json' },
      }),
      tooLarge: await t.app.inject({
        method: 'POST',
        url: '/api/signin',
        payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
      }),
    };
    const signin = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/signin',
        payload: { email: 'h@example.com', password: 'x' },
      });
    await signin();
    const limited = await signin();
    expect(limited.statusCode).toBe(429);

    expect(
      Object.fromEntries(Object.entries({ ...answers, limited }).map(([k, r]) => [k, r.statusCode])),
    ).toEqual({
      json: 200,
      signedIn: 200,
      unauthorized: 401,
      notFound: 404,
      badJson: 400,
      tooLarge: 413,
      limited: 429,
    });
    // (A server without the web app: no inline script to allow.)
    for (const [what, res] of Object.entries({ ...answers, limited }))
      expectSecurityHeaders(res.headers, what, false);
  });

  it('the server-rendered pages (sandbox checkout, dev outbox) carry the CSP, which lets their own <style> apply', async () => {
    const missing = await s.app.inject({ method: 'GET', url: '/sandbox/checkout/no-such-session' });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing.headers, 'sandbox page');

    const outbox = await s.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.body).toContain('<style>');
    expectSecurityHeaders(outbox.headers, 'outbox');
    // No inline script anywhere; inline style (these pages, MUI's Emotion) is allowed.
    expect(csp(outbox.headers)['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp(outbox.headers)['script-src-attr']).toEqual(["'none'"]);
  });

  it('uploaded files and page 404s', async () => {
    mkdirSync(s.config.uploadDir, { recursive: true });
    // Only names the server generates are served (a uuid and the image's type).
    const name = `${randomUUID()}.png`;
    writeFileSync(path.join(s.config.uploadDir, name), Buffer.from('89504e470d0a1a0a', 'hex'));
    const upload = await s.app.inject({ method: 'GET', url: `/uploads/${name}` });
    expect(upload.statusCode).toBe(200);
    // The uploads helper may narrow the CSP of uploads further (sandbox); the rest stays.
    expect(upload.headers['content-security-policy']).toBeTruthy();
    expect(upload.headers['x-content-type-options']).toBe('nosniff');
    expect(upload.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    const missing = await s.app.inject({ method: 'GET', url: `/uploads/${randomUUID()}.png` });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing.headers, 'missing upload');
  });

  it.skipIf(!existsSync(path.join(webDistDir, 'index.html')))(
    'the web app: index.html, a deep link and a built asset',
    async () => {
      const index = await s.app.inject({ method: 'GET', url: '/' });
      const deepLink = await s.app.inject({ method: 'GET', url: '/venues' });
      expect([index.statusCode, deepLink.statusCode]).toEqual([200, 200]);
      expect(deepLink.body).toContain('<div id="root">');
      const asset = index.body.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
      expect(asset).toBeTruthy();
      const script = await s.app.inject({ method: 'GET', url: asset! });
      expect(script.statusCode).toBe(200);
      for (const [what, res] of Object.entries({ index, deepLink, script }))
        expectSecurityHeaders(res.headers, what);
      // The built page's one inline script (the early reads) is allowed by its hash, and nothing else inline is:
      // the same script with one character changed would be blocked.
      const inline = index.body.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? '';
      expect(inline).toContain('/api/users/me');
      const hashes = inlineScriptHashes(index.body);
      expect(hashes).toHaveLength(1);
      expect(csp(index.headers)['script-src']).toEqual(["'self'", hashes[0]]);
      const tampered = inlineScriptHashes(
        `<script>${inline.replace('/api/users/me', '/api/users/me2')}</script>`,
      );
      expect(csp(index.headers)['script-src']).not.toContain(tampered[0]);
    },
  );

  it('lets the map tiles in, and the realtime socket on our own host', () => {
    return s.app.inject({ method: 'GET', url: '/api/health' }).then((res) => {
      expect(csp(res.headers)['img-src']).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://*.tile.openstreetmap.org',
      ]);
      expect(csp(res.headers)['connect-src']).toEqual(["'self'", 'ws://localhost:3000']);
    });
  });

  it('sends no HSTS and no upgrade-insecure-requests on an http address', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(csp(res.headers)).not.toHaveProperty('upgrade-insecure-requests');
  });
});

if (!existsSync(path.join(webDistDir, 'index.html'))) {
  console.log('apps/web/dist is not built: skipping the web app header test (the e2e fixture checks pages).');
}

describe('an https PUBLIC_URL', () => {
  let s: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    s = await startApp({ publicUrl: 'https://spruik.example', mapTileUrl: '' });
  });
  afterAll(() => s.close());

  it('adds HSTS for a year and upgrades insecure requests, on API answers and 404s alike', async () => {
    for (const url of ['/api/health', '/api/no-such-thing']) {
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(csp(res.headers)['upgrade-insecure-requests'], url).toEqual([]);
      expect(csp(res.headers)['connect-src'], url).toEqual(["'self'", 'wss://spruik.example']);
      expectSecurityHeaders(res.headers, url);
    }
  });
});

describe('tile sources from MAP_TILE_URL', () => {
  it('turns a Leaflet template into the CSP source of its host', () => {
    expect(tileSources(OSM)).toEqual(['https://*.tile.openstreetmap.org']);
    expect(tileSources('https://tiles.example.com/{z}/{x}/{y}.png?key=abc')).toEqual([
      'https://tiles.example.com',
    ]);
    expect(tileSources('http://localhost:8080/{z}/{x}/{y}.png')).toEqual(['http://localhost:8080']);
    expect(tileSources('https://tiles{s}.example.com/{z}/{x}/{y}.png')).toEqual(['https:']);
    expect(tileSources('/tiles/{z}/{x}/{y}.png')).toEqual([]);
    expect(tileSources('')).toEqual([]);
  });
});

describe("socket.io's own HTTP answers (handshake, long-polling, errors)", () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ realtime: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  });
  afterAll(() => t.close());

  const headersOf = (res: Response) => {
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => (headers[name] = value));
    return headers;
  };

  it('carry the same security headers as every other answer', async () => {
    const handshake = await fetch(`${base}/socket.io/?EIO=4&transport=polling`);
    expect(handshake.status).toBe(200);
    expectSecurityHeaders(headersOf(handshake), 'handshake', false);
    const sid = JSON.parse((await handshake.text()).slice(1)).sid as string;
    // A poll waits for something to send: the client's "connect" packet gets an answer at once.
    const post = await fetch(`${base}/socket.io/?EIO=4&transport=polling&sid=${sid}`, {
      method: 'POST',
      body: '40',
    });
    expect(post.status).toBe(200);
    expectSecurityHeaders(headersOf(post), 'polling POST', false);
    const poll = await fetch(`${base}/socket.io/?EIO=4&transport=polling&sid=${sid}`);
    expect(poll.status).toBe(200);
    expectSecurityHeaders(headersOf(poll), 'polling GET', false);
    const unknown = await fetch(`${base}/socket.io/?EIO=4&transport=polling&sid=no-such-session`);
    expect(unknown.status).toBe(400);
    expectSecurityHeaders(headersOf(unknown), 'unknown session', false);
  });
});
