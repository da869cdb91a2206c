import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseBounds } from '../src/config/env';
import { openDatabase, type Database } from '../src/db/client';
import { serviceGate, serviceUrls } from './support/services';

/** How a PostgreSQL test database is opened: the server's bounds, or through a proxy (test/faults/proxy.ts). */
export type OpenOptions = { bounds?: DatabaseBounds; via?: (url: string) => string };

/** The PostgreSQL server tests run against, when one is configured (TEST_DATABASE_URL, else DATABASE_URL). */
export const postgresUrl = serviceUrls().postgres;

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new throwaway database on the
 * PostgreSQL server when `kind` is 'postgres' (dropped again by close()).
 */
export async function freshDatabase(
  kind: 'pglite' | 'postgres' = 'pglite',
  open: OpenOptions = {},
): Promise<Database> {
  if (kind === 'pglite') return openDatabase({});
  if (!postgresUrl) {
    const gate = serviceGate(['postgres']);
    throw new Error(gate.action === 'run' ? 'no PostgreSQL URL' : gate.message);
  }
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

/**
 * Both kinds when a server is configured, else PGlite only: use with describe.each. In CI both, so a missing
 * server fails the PostgreSQL half (freshDatabase says which variable to set) instead of dropping it.
 */
export const databaseKinds = (
  serviceGate(['postgres']).action === 'skip' ? ['pglite'] : ['pglite', 'postgres']
) as Array<'pglite' | 'postgres'>;
