import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env';
import { openDatabase } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { demoEmails } from '../../src/db/seed/index';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-data';
import { ensureAdmin, resetPassword } from '../../src/features/accounts/admin-accounts';
import { verifyPassword } from '../../src/lib/crypto';
import { startServer } from '../../src/start';

const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'spruik-start-'));

/** Production settings as a deploy that follows the README would have them, on an empty embedded database. */
const production = (extra: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: newDataDir(),
    PORT: '0',
    HOST: '127.0.0.1',
    JWT_SECRET: 'kV3pX9qL2mZ7tR1wB8nC4yH6jD0sF5gA+eU/oI3lK7vQ2xM9bN1cT4rW6zY8hJ0d',
    TOKEN_PEPPER: 'Qm8Zr2Lx5Vt9Nc1Bw7Yk3Hs6Jd0Fg4Pa+Eu/Oi2Tl8Kv5Xq9Mb1Cn3Rw7Zy6Hj4s',
    CHECK_IN_KEY: 'Tz4Wn8Qc2Lp6Rv0Xm3Bk7Hy1Jf5Sd9Ga+Ne/Ou4Ki8Vb2Xq6Mc0Zr3Wl7Hp1Ys5d',
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
    expect(s.warned).toContain(
      "WARNING: SMTP_URL is not set: no e-mail is sent (sign-up codes and reset links stay in the operator console's outbox).",
    );
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

/** The ConfigError startServer throws (fails the test if the server starts instead). */
async function refusedStart(config: ReturnType<typeof loadConfig>): Promise<ConfigError> {
  try {
    running.push(await startServer(config, { print: () => undefined, warn: () => undefined }));
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error('production started on this database');
}

// README's `npm start` (development: the demo world, its activity through the sandbox), then production on the
// same DATA_DIR: the production checks must read the data, not only the environment.
describe('production start on a database a development run seeded', { timeout: 300_000 }, () => {
  it('is refused, naming the demo accounts and the reset command, until they are reset; sandbox credit needs SANDBOX_DATA_ALLOW_PRODUCTION', async () => {
    const dataDir = newDataDir();
    const development = loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
    const dev = await start(development);
    expect((await dev.signIn('admin@spruik.app', DEMO_PASSWORD)).statusCode).toBe(200);
    await running.pop()!.close();

    const inProduction = (extra: Record<string, string> = {}) => production({ DATA_DIR: dataDir, ...extra });
    const refused = await refusedStart(inProduction());
    expect(refused.problems).toHaveLength(2);
    const [accounts, sandbox] = refused.problems;
    expect(accounts).toMatch(/^\d+ account\(s\) have the published demo password/);
    for (const email of demoEmails()) expect(accounts).toContain(email);
    expect(accounts).toContain('npm run admin -- reset-password <email> <new password>');
    expect(sandbox).toMatch(/^The ledger holds \d+ paid TEST MODE \(sandbox\) top-up\(s\)/);
    expect(sandbox).toContain('SANDBOX_DATA_ALLOW_PRODUCTION=true');
    // The allow flag lets the sandbox credit through, never the known passwords.
    const stillRefused = await refusedStart(inProduction({ SANDBOX_DATA_ALLOW_PRODUCTION: 'true' }));
    expect(stillRefused.problems).toEqual([accounts]);

    // What the message says to do (the command's own function), for every account it named.
    const named = accounts.match(/[\w.+-]+@[\w.-]+\.\w+/g)!;
    const database = await openDatabase({ dataDir: inProduction().dataDir });
    for (const email of named) {
      expect(await resetPassword(database.db, email, `a fresh passphrase for ${email}`)).toBe(true);
    }
    await database.close();

    const sandboxOnly = await refusedStart(inProduction());
    expect(sandboxOnly.problems).toEqual([sandbox]);
    const s = await start(inProduction({ SANDBOX_DATA_ALLOW_PRODUCTION: 'true' }));
    expect((await s.signIn('admin@spruik.app', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await s.signIn('admin@spruik.app', 'a fresh passphrase for admin@spruik.app')).statusCode).toBe(
      200,
    );
  });

  it('is refused for an admin the demo password opens, whatever its e-mail', async () => {
    const dataDir = newDataDir();
    const database = await openDatabase({ dataDir });
    await ensureAdmin(database.db, 'ops@example.com', DEMO_PASSWORD);
    await database.close();
    const refused = await refusedStart(production({ DATA_DIR: dataDir }));
    expect(refused.problems).toEqual([
      expect.stringMatching(/^1 account\(s\) have the published demo password .*: ops@example\.com\. /),
    ]);
  });
});
