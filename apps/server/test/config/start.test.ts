import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env';
import { users } from '../../src/db/schema';
import { demoEmails } from '../../src/db/seed/index';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-data';
import { verifyPassword } from '../../src/lib/crypto';
import { startServer } from '../../src/start';

/** Production settings as a deploy that follows the README would have them, on an empty embedded database. */
const production = (extra: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'spruik-start-')),
    PORT: '0',
    HOST: '127.0.0.1',
    JWT_SECRET: 'j'.repeat(40),
    TOKEN_PEPPER: 'p'.repeat(40),
    PUBLIC_URL: 'https://spruik.example.com',
    LOG_LEVEL: 'silent',
    ...extra,
  });

/** The real start path (server.ts runs the same function), with what it prints captured. */
async function start(config: ReturnType<typeof loadConfig>) {
  const printed: string[] = [];
  const warned: string[] = [];
  const server = await startServer(config, { print: (t) => printed.push(t), warn: (t) => warned.push(t) });
  running.push(server);
  const signIn = (email: string, password: string) =>
    server.app.inject({ method: 'POST', url: '/api/signin', payload: { email, password } });
  return { server, printed, warned, signIn, accounts: () => server.app.deps.db.select().from(users) };
}
const running: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  while (running.length) await running.pop()!.close();
});

// The real start path on a file database: slower than the in-memory tests, more so on a busy machine.
describe('production start on an empty database', { timeout: 120_000 }, () => {
  it('seeds no account at all, so no known password signs in, and warns about the embedded database', async () => {
    const s = await start(production());
    expect(await s.accounts()).toEqual([]);
    expect((await s.signIn('admin@spruik.app', DEMO_PASSWORD)).statusCode).toBe(401);
    expect(s.printed).toEqual([]);
    expect(s.warned[0]).toMatch(/^WARNING: production is running on the EMBEDDED database/);
  });

  it('with SEED_DEMO explicitly allowed, gives every demo account a random password shown once', async () => {
    const s = await start(
      production({
        SEED_DEMO: 'true',
        SEED_DEMO_ALLOW_PRODUCTION: 'true',
        ADMIN_EMAIL: 'ops@example.com',
        ADMIN_PASSWORD: 'a long operator passphrase',
      }),
    );
    const accounts = await s.accounts();
    expect(accounts.map((a) => a.email).sort()).toEqual([...demoEmails(), 'ops@example.com'].sort());
    for (const a of accounts) {
      expect(await verifyPassword(a.passwordHash, DEMO_PASSWORD), a.email).toBe(false);
    }
    for (const email of demoEmails()) {
      expect((await s.signIn(email, DEMO_PASSWORD)).statusCode, email).toBe(401);
    }

    // The notice lists each demo e-mail with its own password, and that password works.
    expect(s.printed).toHaveLength(1);
    const shown = new Map(
      [...s.printed[0].matchAll(/^\s+(\S+@\S+)\s+(\S+)$/gm)].map((m) => [m[1], m[2]] as const),
    );
    expect([...shown.keys()].sort()).toEqual(demoEmails().sort());
    expect(new Set(shown.values()).size).toBe(shown.size);
    expect((await s.signIn('admin@spruik.app', shown.get('admin@spruik.app')!)).statusCode).toBe(200);
    expect((await s.signIn('ops@example.com', 'a long operator passphrase')).statusCode).toBe(200);

    // A restart finds the world seeded and shows nothing again.
    await running.pop()!.close();
    const again = await start(s.server.app.deps.config);
    expect(again.printed).toEqual([]);
  });
});
