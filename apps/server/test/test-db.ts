import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseBounds } from '../src/config/env';
import { openDatabase, type Database } from '../src/db/client';

/** How a PostgreSQL test database is opened: the server's bounds, or through a proxy (test/faults/proxy.ts). */
export type OpenOptions = { bounds?: DatabaseBounds; via?: (url: string) => string };

/** The PostgreSQL server tests run against, when one is configured (TEST_DATABASE_URL, else DATABASE_URL). */
export const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new throwaway database on the
 * PostgreSQL server when `kind` is 'postgres' (dropped again by close()).
 */
export async function freshDatabase(
  kind: 'pglite' | 'postgres' = 'pglite',
  open: OpenOptions = {},
): Promise<Database> {
  if (kind === 'pglite') return openDatabase({});
  if (!postgresUrl) throw new Error('freshDatabase("postgres") needs TEST_DATABASE_URL or DATABASE_URL');
  const name = `spruik_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const databaseUrl = open.via ? open.via(url.toString()) : url.toString();
  const database = await openDatabase({ databaseUrl, bounds: open.bounds });
  return {
    ...database,
    close: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: postgresUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Both kinds when a server is configured, else PGlite only: use with describe.each. */
export const databaseKinds = (postgresUrl ? ['pglite', 'postgres'] : ['pglite']) as Array<
  'pglite' | 'postgres'
>;
