/**
 * Queries built once per database handle. Drizzle assembles a query's SQL text, parameters and result mapping on
 * every call; for a hot read whose shape never changes (the access check's, the venue map's) that was a
 * measurable part of its CPU (docs/performance.md "API against the floor"). Unnamed (prepare('')): the wire
 * protocol is the same as an ad hoc query's, PostgreSQL parses it as before.
 */
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './client';

/** `build(db)` once per pool handle; a transaction (short-lived) gets its own each time. */
export function preparedPer<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const cache = new WeakMap<Db, Q>();
  return (db) => {
    if (db instanceof PgTransaction) return build(db);
    let q = cache.get(db as Db);
    if (!q) cache.set(db as Db, (q = build(db)));
    return q;
  };
}
