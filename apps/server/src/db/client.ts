import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * Both drivers (PGlite and node-postgres) give this one type, so services never know which runs. No schema is
 * handed to Drizzle: it only feeds the relational `db.query` API, which the app does not use, and with it every
 * transaction (and savepoint) built a query builder per table (31) on each request.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type PoolStats = { total: number; idle: number; waiting: number };
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Connections open, idle, and requests waiting for one (PGlite: one connection, never waiting). */
  poolStats: () => PoolStats;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens the database named by the config: PostgreSQL when a URL is given, else PGlite files in dataDir (or memory). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string | null;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
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
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // bigint (int8) sums come back as strings by default; our amounts fit in a JS number.
  pg.types.setTypeParser(20, (v: string) => Number(v));
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // An idle connection dropped by the server (restart, failover) emits here; unheard, it would crash the process.
  // The pool replaces it on the next checkout.
  pool.on('error', (err) => console.error(`postgres: idle connection lost (${err.message})`));
  const db = drizzle({ client: pool });
  // Several processes may start at once: one migrates, the others wait on the advisory lock.
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock(724001)');
    await migrate(db, { migrationsFolder });
  } finally {
    await conn.query('select pg_advisory_unlock(724001)').catch(() => undefined);
    conn.release();
  }
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
