// Outside production a page opened as http://127.0.0.1:3000 while PUBLIC_URL says http://localhost:3000 moves to
// PUBLIC_URL first: the session, payment returns and e-mailed links all live there (plugins/canonical-host.ts).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { testConfig, type Config } from '../../src/config/env';
import { freshDatabase } from '../test-db';

const opened: App[] = [];
afterEach(async () => {
  for (const app of opened.splice(0)) await app.close();
});

async function webApp(overrides: Partial<Config>) {
  const webDir = mkdtempSync(path.join(tmpdir(), 'spruik-canonical-'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spruik-canonical-data-'));
  const config = testConfig({ dataDir, uploadDir: path.join(dataDir, 'uploads'), ...overrides });
  const database = await freshDatabase('pglite');
  const app = await buildApp({ config, database, serveStatic: true, webDir });
  app.addHook('onClose', () => database.close());
  opened.push(app);
  return app;
}

const page = (app: App, host: string, url = '/wallet?tab=pockets') =>
  app.inject({ method: 'GET', url, headers: { host, accept: 'text/html,application/xhtml+xml' } });

describe('one name for the app outside production', () => {
  it('sends a page opened under another name to PUBLIC_URL, path and query kept', async () => {
    const app = await webApp({ publicUrl: 'http://localhost:3000' });
    const res = await page(app, '127.0.0.1:3000');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://localhost:3000/wallet?tab=pockets');
  });

  it('serves the page under PUBLIC_URL, and never redirects an API call', async () => {
    const app = await webApp({ publicUrl: 'http://localhost:3000' });
    expect((await page(app, 'localhost:3000')).statusCode).toBe(200);
    const api = await app.inject({ method: 'GET', url: '/api/health', headers: { host: '127.0.0.1:3000' } });
    expect(api.statusCode).toBe(200);
  });

  it('leaves production alone (one name behind its proxy)', async () => {
    const app = await webApp({ publicUrl: 'https://spruik.example.com', isProduction: true });
    expect((await page(app, '10.0.0.5:3000')).statusCode).toBe(200);
  });
});
