import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../src/app';
import { testConfig, type Config } from '../src/config/env';
import type { Database } from '../src/db/client';
import { organisations, users } from '../src/db/schema';
import { giveTaxDetails } from './support/tax-details';
import { fixedClock } from '../src/lib/clock';
import { hashPassword } from '../src/lib/crypto';
import { freshDatabase, type OpenOptions } from './test-db';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A real app on a fresh migrated database, with a movable clock. Call close() in afterAll. */
export async function createTestApp(
  opts: {
    kind?: 'pglite' | 'postgres';
    /** How the PostgreSQL database is opened (bounds, a proxy). */
    open?: OpenOptions;
    config?: Partial<Config>;
    /** The socket.io channel (then listen on a port to use it). */
    realtime?: boolean;
    /** Captures the app's log (set config.logLevel too). */
    logStream?: NodeJS.WritableStream;
  } = {},
) {
  const database: Database = await freshDatabase(opts.kind ?? 'pglite', opts.open);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spruik-test-'));
  const config = testConfig({ dataDir, uploadDir: path.join(dataDir, 'uploads'), ...opts.config });
  const clock = fixedClock(new Date());
  const app: App = await buildApp({
    config,
    database,
    clock,
    realtime: opts.realtime,
    logStream: opts.logStream,
  });
  await app.ready();

  const passwordHash = await hashPassword('Password123!');

  /**
   * Creates an account directly (no e-mail code) and returns it with a bearer header. A payee (customer or venue)
   * has given tax details, as every payee must before a payout (docs/finance.md), unless `taxDetails: false`.
   */
  async function createUser(
    role: 1 | 2 | 3 | 4,
    overrides: Partial<typeof users.$inferInsert> = {},
    opts: { taxDetails?: boolean } = {},
  ) {
    const email = overrides.email ?? `u-${randomUUID()}@test.spruik.app`;
    const [user] = await database.db
      .insert(users)
      .values({
        email,
        passwordHash,
        role,
        name: overrides.name ?? `User ${role}`,
        // Each account its own number: two accounts sharing one are the self-dealing guard's case.
        phone: `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
        instagramId: 'https://www.instagram.com/tester/',
        isActive: true,
        membership: role === 1 ? 3 : null,
        // Operators are owners unless a test gives another console role.
        operatorRole: role === 4 ? 'owner' : null,
        ...overrides,
      })
      .returning();
    if (role === 1 || role === 2) {
      await database.db.insert(organisations).values({
        userId: user.id,
        abn: '12345678901',
        name: role === 1 ? 'Test Venue' : 'Test Business',
        address: role === 1 ? '1 Test St, Melbourne' : null,
        websiteLink: role === 1 ? 'https://venue.example' : null,
      });
    }
    if ((role === 1 || role === 3) && opts.taxDetails !== false)
      await giveTaxDetails(database.db, user, clock.now());
    const token = await app.deps.tokens.sign(user);
    return { user, token, auth: { authorization: `Bearer ${token}` } };
  }

  const reload = async (id: string) => (await database.db.select().from(users).where(eq(users.id, id)))[0];

  return {
    app,
    db: database.db,
    kind: database.kind,
    /** Raw SQL on the same database (the job queue's tables). */
    executeSql: database.executeSql,
    clock,
    config,
    createUser,
    reload,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
