/**
 * Queries built once. Drizzle assembles a query's SQL text, parameters and result mapping on every call; for a
 * statement whose shape never changes (the access check's, the offers', the money path's) that is CPU spent on
 * every request for nothing. Unnamed (prepare('')): the wire
 * protocol is the same as an ad hoc query's, PostgreSQL parses it as before, and the SQL text is identical.
 *
 * A prepared query belongs to the connection it was built on. A pool's handle keeps its own; a transaction
 * (its own connection, short-lived) gets a copy of the same query aimed at its connection, which costs an
 * object copy instead of a build.
 */
import { sql } from 'drizzle-orm';
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
  const one = preparedByShape((db, _shape: 0) => build(db));
  return (db) => one(db, 0);
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

// ---- placeholders for a shape of n values or n rows, and the values that fill them ----

/** `name0` .. `name<n-1>`: an IN list of n values. */
export const placeholderList = (name: string, n: number) =>
  Array.from({ length: n }, (_, i) => sql.placeholder(`${name}${i}`));

/** n rows of placeholders for `insert().values()`: row i's field f is `f<i>`. */
export const placeholderRows = <F extends string>(fields: readonly F[], n: number) =>
  Array.from(
    { length: n },
    (_, i) => Object.fromEntries(fields.map((f) => [f, sql.placeholder(`${f}${i}`)])) as Record<F, unknown>,
  );

/** The values for placeholderList: `{ name0: values[0], .. }`. */
export const listValues = (name: string, values: readonly unknown[]) =>
  Object.fromEntries(values.map((v, i) => [`${name}${i}`, v]));

/** The values for placeholderRows: `{ key0: .., kind0: .., key1: .. }`. */
export function rowValues(rows: ReadonlyArray<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  rows.forEach((row, i) => {
    for (const [name, value] of Object.entries(row)) out[`${name}${i}`] = value;
  });
  return out;
}
