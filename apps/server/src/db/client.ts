import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type PgBoss from 'pg-boss';
import type { DatabaseBounds } from '../config/env';

/**
 * Both drivers (PGlite and node-postgres) give this one type, so services never know which runs. No schema is
 * handed to Drizzle: it only feeds the relational `db.query` API, which the app does not use, and with it every
 * transaction (and savepoint) built a query builder per table (31) on each request.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type PoolStats = { total: number; idle: number; waiting: number };
/** Rows of the last statement. */
export type SqlRows = { rows: Array<Record<string, unknown>> };
/**
 * Raw SQL for the job queue (pg-boss's `db` adapter, jobs/queue.ts): with values, one statement; without, a script
 * (several statements, in one round trip). PostgreSQL: on the pool, under the same timeouts as every request.
 */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<SqlRows>;
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  close: () => Promise<void>;
  /** Connections open, idle, and requests waiting for one (PGlite: one connection, never waiting). */
  poolStats: () => PoolStats;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens the database named by the config: PostgreSQL when a URL is given, else PGlite files in dataDir (or memory). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string | null;
  /** PostgreSQL's statement, lock and pool-acquire timeouts (the server's settings); unset: none (CLIs, tests). */
  bounds?: DatabaseBounds;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.bounds);
  return openPglite(opts.dataDir ?? null);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = dir ? new PGlite(dir) : new PGlite();
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder });
  const executeSql: ExecuteSql = async (text, values) => {
    if (values && values.length > 0)
      return { rows: (await client.query(text, values)).rows as SqlRows['rows'] };
    try {
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as SqlRows['rows'] };
    } catch (err) {
      // A script that failed after its BEGIN leaves the one connection in an aborted transaction. exec waits
      // for any Drizzle transaction to end, so this rollback can only end the script's own.
      await client.exec('rollback').catch(() => undefined);
      throw err;
    }
  };
  await installQueueSchema(executeSql);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    executeSql,
    close: () => client.close(),
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
  };
}

async function openPostgres(url: string, bounds?: DatabaseBounds): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // bigint (int8) sums come back as strings by default; our amounts fit in a JS number.
  pg.types.setTypeParser(20, (v: string) => Number(v));
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    // Sent at connect time, so they hold on every connection: no statement or lock wait is endless, and a
    // request waits for a free connection only so long (docs/deploy.md "Bounded waits").
    ...(bounds && {
      statement_timeout: bounds.statementTimeoutMs,
      lock_timeout: bounds.lockTimeoutMs,
      connectionTimeoutMillis: bounds.acquireTimeoutMs,
    }),
  });
  // A connection the server drops (restart, failover, pg_terminate_backend) emits 'error'; unheard, it would
  // crash the process. Idle ones emit on the pool; checked-out ones on the client, whose query then fails
  // (the request answers 503 or its transaction runs again) and whose release drops it from the pool.
  // The pool re-emits an idle connection's error, which its own listener below has already logged.
  pool.on('error', () => undefined);
  pool.on('connect', (client) =>
    client.on('error', (err) => console.error(`postgres: connection lost (${err.message})`)),
  );
  try {
    await migrateOnce(pool, migrate, drizzle);
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw err;
  }
  const db = drizzle({ client: pool });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    executeSql: poolExecuteSql(pool),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * Several processes may start at once: one migrates, the others wait on the advisory lock. On one connection
 * without the statement and lock timeouts (a migration may take long, and so may waiting for another's), which
 * is then closed rather than returned to the pool with its settings changed.
 */
async function migrateOnce(
  pool: import('pg').Pool,
  migrate: typeof import('drizzle-orm/node-postgres/migrator').migrate,
  drizzle: typeof import('drizzle-orm/node-postgres').drizzle,
) {
  const conn = await pool.connect();
  try {
    await conn.query('set statement_timeout = 0; set lock_timeout = 0');
    await conn.query('select pg_advisory_lock(724001)');
    await migrate(drizzle({ client: conn }), { migrationsFolder });
    await installQueueSchema(async (text, values) => lastRows(await conn.query(text, values)));
    await conn.query('select pg_advisory_unlock(724001)');
  } finally {
    conn.release(true);
  }
}

/**
 * A script (no values) gets a connection of its own: should it fail after its BEGIN, that connection is dropped
 * rather than handed back to the pool inside an aborted transaction.
 */
function poolExecuteSql(pool: import('pg').Pool): ExecuteSql {
  return async (text, values) => {
    if (values && values.length > 0) return lastRows(await pool.query(text, values));
    const conn = await pool.connect();
    try {
      const result = lastRows(await conn.query(text));
      conn.release();
      return result;
    } catch (err) {
      conn.release(true);
      throw err;
    }
  };
}

/** node-postgres answers a script with one result per statement. */
function lastRows(result: unknown): SqlRows {
  const last = (Array.isArray(result) ? result.at(-1) : result) as SqlRows | undefined;
  return { rows: last?.rows ?? [] };
}

/** The job queue's own schema (docs/adr/0017-job-queue.md), beside the app's tables: pg-boss creates or migrates it. */
export const QUEUE_SCHEMA = 'pgboss';

async function installQueueSchema(executeSql: ExecuteSql) {
  const { default: PgBoss } = await import('pg-boss');
  const boss = new PgBoss({
    db: { executeSql: executeSql as PgBoss.Db['executeSql'] },
    schema: QUEUE_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false });
}
