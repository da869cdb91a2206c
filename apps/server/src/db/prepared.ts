/**
 * Queries built once. Drizzle assembles a query's SQL text, parameters and result mapping on every call; for a
 * statement whose shape never changes (the access check's, the offers', the money path's) that was a measurable
 * part of the server's CPU (docs/performance.md "API against the floor"). Unnamed (prepare('')): the wire
 * protocol is the same as an ad hoc query's, PostgreSQL parses it as before, and the SQL text is identical.
 *
 * A prepared query belongs to the connection it was built on. A pool's handle keeps its own; a transaction
 * (its own connection, short-lived) gets a copy of the same query aimed at its connection, which costs an
 * object copy instead of a build.
 */
import type { DbOrTx } from './client';

type Prepared = { execute(values?: Record<string, unknown>): Promise<unknown> };
/** Drizzle's session of a handle: a pool's, or a transaction's with its checked-out connection. */
type Session = { client: unknown };
const sessionOf = (db: DbOrTx) => (db as unknown as { session: Session }).session;

/** The same prepared query, sent on `client` (both drivers' prepared queries keep their connection there). */
function aimedAt<Q>(q: Q, client: unknown): Q {
  if ((q as unknown as Session).client === client) return q;
  return Object.assign(Object.create(Object.getPrototypeOf(q) as object) as Q & object, q, { client });
}

/** `build(db)` once per driver (node-postgres, PGlite), then sent on whichever connection `db` is. */
export function preparedPer<Q extends Prepared>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const built = new Map<unknown, Q>();
  return (db) => {
    const session = sessionOf(db);
    let q = built.get(session.constructor);
    if (!q) built.set(session.constructor, (q = build(db)));
    return aimedAt(q, session.client);
  };
}

/**
 * Queries whose SQL has a few shapes (an IN list of 1-3 platforms, 2-4 ledger accounts): one prepared query per
 * shape key, built on first use. Keys must come from a small, fixed set; anything open-ended is built ad hoc.
 */
export function preparedByShape<K extends string | number, Q extends Prepared>(
  build: (db: DbOrTx, shape: K) => Q,
): (db: DbOrTx, shape: K) => Q {
  const built = new Map<unknown, Map<K, Q>>();
  return (db, shape) => {
    const session = sessionOf(db);
    let shapes = built.get(session.constructor);
    if (!shapes) built.set(session.constructor, (shapes = new Map()));
    let q = shapes.get(shape);
    if (!q) shapes.set(shape, (q = build(db, shape)));
    return aimedAt(q, session.client);
  };
}
