/**
 * A fleet for tests: N compiled servers (node dist/server.js, as production runs them) on one fresh PostgreSQL
 * database, one Redis and one S3-compatible store (s3rver), each on its own port and DATA_DIR, with no sticky
 * anything. Needs TEST_DATABASE_URL and TEST_REDIS_URL.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';
import { eq } from 'drizzle-orm';
import { organisations, topUps, users } from '../../src/db/schema';
import { withTransaction } from '../../src/db/transaction';
import { creditTopUp } from '../../src/ledger';
import { hashPassword } from '../../src/lib/crypto';
import { tokenService } from '../../src/plugins/auth';
import { startS3 } from '../support/s3';
import { withBuildLock } from '../support/build-lock';
import { freePort } from '../support/free-port';
import { serviceUrls } from '../support/services';
import { postgresUrl } from '../test-db';

export const redisUrl = serviceUrls().redis;
export const fleetPossible = Boolean(postgresUrl && redisUrl);

const serverDir = path.resolve(import.meta.dirname, '../..');
const JWT_SECRET = randomBytes(24).toString('hex');

async function waitReady(base: string, child: ChildProcess, log: string[], readyPath = '/api/ready') {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${log.join('')}`);
    const ok = await fetch(`${base}${readyPath}`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready: ${log.join('')}`);
}

/** One compiled server of the fleet; `kill` and `restart` keep its port, database and DATA_DIR. */
export type FleetServer = {
  base: string;
  child: ChildProcess;
  log: string[];
  kill: () => Promise<void>;
  /** Back up; waits for `readyPath` to answer 200 (/api/ready, or /api/health when a dependency is down). */
  restart: (readyPath?: string) => Promise<void>;
};

function spawnServer(env: NodeJS.ProcessEnv, log: string[]) {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => log.push(String(d)));
  child.stderr!.on('data', (d) => log.push(String(d)));
  return child;
}

/** The newest modification time of a file below `dir`. */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Builds dist/ unless it is newer than every source file. Fleet suites run in parallel workers, and the build
 * cleans dist/ first: one at a time (support/build-lock.ts), and never again under another suite's running servers.
 */
async function buildOnce() {
  await withBuildLock(() => {
    const built = statSync(path.join(serverDir, 'dist/server.js'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
    const sources = Math.max(
      newestMtime(path.join(serverDir, 'src')),
      newestMtime(path.join(serverDir, '../../packages/shared/src')),
    );
    if (built > sources) return;
    const build = spawnSync('npm', ['run', 'build'], { cwd: serverDir, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`server build failed: ${build.stdout}${build.stderr}`);
  });
}

export async function startFleet(size: number, env: Record<string, string> = {}) {
  await buildOnce();

  const name = `spruik_fleet_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const s3 = await startS3();
  const redisPrefix = `fleet-${randomUUID()}`;

  const servers: FleetServer[] = [];
  for (let i = 0; i < size; i++) {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), `spruik-fleet-${i}-`));
    const serverEnv: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      JWT_SECRET,
      TOKEN_PEPPER: `${JWT_SECRET}-pepper`,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SCHEDULER_INTERVAL_SECONDS: '1',
      S3_BUCKET: s3.config.bucket,
      S3_ENDPOINT: s3.config.endpoint!,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      // Unique per run, so two test runs on one Redis never share a count.
      REDIS_KEY_PREFIX: redisPrefix,
      ...env,
    };
    const log: string[] = [];
    const server: FleetServer = {
      base: `http://127.0.0.1:${port}`,
      child: spawnServer(serverEnv, log),
      log,
      // SIGKILL: no drain, no goodbye; open transactions die with their connections (the crash test).
      kill: () =>
        new Promise<void>((resolve) => {
          if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
          server.child.once('exit', () => resolve());
          server.child.kill('SIGKILL');
        }),
      // The same port, database, DATA_DIR and secrets: to clients it is the same server, back up.
      restart: async (readyPath) => {
        server.child = spawnServer(serverEnv, log);
        await waitReady(server.base, server.child, log, readyPath);
      },
    };
    servers.push(server);
  }
  await Promise.all(servers.map((s) => waitReady(s.base, s.child, s.log)));

  const database: Database = await openDatabase({ databaseUrl });
  const tokens = tokenService(JWT_SECRET);
  const passwordHash = await hashPassword('Password123!');

  /** An account made straight in the database, with a bearer header for any server of the fleet. */
  async function createUser(role: 1 | 2 | 3 | 4, overrides: Partial<typeof users.$inferInsert> = {}) {
    const [user] = await database.db
      .insert(users)
      .values({
        email: `fleet-${randomUUID()}@test.spruik.app`,
        passwordHash,
        role,
        name: `Fleet ${role}`,
        // Each account its own number: a shared one is the self-dealing guard's case.
        phone: `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
        instagramId: 'https://www.instagram.com/fleet/',
        isActive: true,
        membership: role === 1 ? 3 : null,
        // Operators are owners (every console role) unless a test gives another.
        operatorRole: role === 4 ? 'owner' : null,
        ...overrides,
      })
      .returning();
    if (role === 1 || role === 2) {
      await database.db
        .insert(organisations)
        .values({ userId: user.id, abn: '12345678901', name: 'Fleet Co' });
    }
    const token = await tokens.sign(user);
    return { user, token, auth: { authorization: `Bearer ${token}` } };
  }

  /** A confirmed top-up through the ledger (the top_ups row is what the ledger check matches money-in against). */
  async function fund(owner: { user: typeof users.$inferSelect }, cents: number) {
    await withTransaction(database.db, async (tx) => {
      const [topUp] = await tx
        .insert(topUps)
        .values({ userId: owner.user.id, provider: 'sandbox', method: 'card', amountCents: cents })
        .returning();
      const entry = await creditTopUp(tx, { topUpId: topUp.id, user: owner.user, amountCents: cents });
      await tx
        .update(topUps)
        .set({ status: 'paid', entryId: entry.entryId, paidAt: new Date() })
        .where(eq(topUps.id, topUp.id));
    });
  }

  return {
    servers,
    /** The fleet's PostgreSQL database (pg_stat_activity's datname). */
    databaseName: name,
    db: database.db,
    createUser,
    fund,
    close: async () => {
      await Promise.all(
        servers.map(
          (s) =>
            new Promise<void>((resolve) => {
              if (s.child.exitCode !== null || s.child.signalCode !== null) return resolve();
              s.child.once('exit', () => resolve());
              s.child.kill('SIGTERM');
            }),
        ),
      );
      await database.close();
      await s3.close().catch(() => undefined);
      const c = new pg.Client({ connectionString: postgresUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
