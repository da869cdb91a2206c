/** withTransaction: bounded retries of deadlock/serialization failures, nesting, and afterCommit. */
import { ERROR_CODE } from '@spruik/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../src/db/client';
import { providerEvents } from '../../src/db/schema';
import {
  afterCommit,
  MAX_TRANSACTION_ATTEMPTS,
  setMaxTransactionAttempts,
  sqlState,
  withTransaction,
} from '../../src/db/transaction';
import { AppError } from '../../src/lib/app-error';
import { freshDatabase } from '../test-db';
import { describeWith } from '../support/describe-with';

/** What the pg driver throws, wrapped the way Drizzle wraps it. */
const pgError = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(code), { code }) });

describe('withTransaction (PGlite)', () => {
  let database: Database;
  let db: Db;
  beforeAll(async () => {
    database = await freshDatabase('pglite');
    db = database.db;
  });
  afterAll(() => database.close());

  const ids = async () => (await db.select().from(providerEvents)).map((r) => r.id).sort();
  const write = (tx: Db | Parameters<Parameters<Db['transaction']>[0]>[0], id: string) =>
    tx.insert(providerEvents).values({ id, provider: 'test', type: 'test' });
  const clear = () => db.delete(providerEvents);

  it('reads the SQLSTATE through a wrapped driver error', () => {
    expect(sqlState(pgError('40P01'))).toBe('40P01');
    expect(sqlState(new Error('plain'))).toBeUndefined();
  });

  it('retries a deadlock victim and then succeeds; the failed attempt left nothing behind', async () => {
    await clear();
    let calls = 0;
    const result = await withTransaction(db, async (tx) => {
      calls++;
      await write(tx, `attempt-${calls}`);
      if (calls === 1) throw pgError('40P01');
      return 'done';
    });
    expect(result).toBe('done');
    expect(calls).toBe(2);
    expect(await ids()).toEqual(['attempt-2']);
  });

  it('retries a serialization failure too', async () => {
    let calls = 0;
    await withTransaction(db, async () => {
      if (++calls < 3) throw pgError('40001');
    });
    expect(calls).toBe(3);
  });

  it(`gives up after ${MAX_TRANSACTION_ATTEMPTS} attempts with the last error`, async () => {
    let calls = 0;
    const run = withTransaction(db, async () => {
      calls++;
      throw pgError('40P01');
    });
    await expect(run).rejects.toMatchObject({ cause: { code: '40P01' } });
    expect(calls).toBe(MAX_TRANSACTION_ATTEMPTS);
  });

  it('runs once when the attempts are set to 1 (the tests that prove the lock order)', async () => {
    const previous = setMaxTransactionAttempts(1);
    try {
      let calls = 0;
      const run = withTransaction(db, async () => {
        calls++;
        throw pgError('40P01');
      });
      await expect(run).rejects.toMatchObject({ cause: { code: '40P01' } });
      expect(calls).toBe(1);
    } finally {
      setMaxTransactionAttempts(previous);
    }
    expect(() => setMaxTransactionAttempts(0)).toThrow();
  });

  it('never retries other errors: an AppError, a unique violation, a plain Error', async () => {
    for (const error of [
      new AppError(400, ERROR_CODE.BAD_REQUEST, 'No.'),
      pgError('23505'),
      new Error('bug'),
    ]) {
      let calls = 0;
      const run = withTransaction(db, async () => {
        calls++;
        throw error;
      });
      await expect(run).rejects.toBe(error);
      expect(calls).toBe(1);
    }
  });

  it('a nested call runs inside the outer transaction: same handle, rolled back with it', async () => {
    await clear();
    const run = withTransaction(db, async (outer) => {
      await withTransaction(outer, async (inner) => {
        expect(inner).toBe(outer);
        await write(inner, 'inner');
      });
      expect(await outer.select().from(providerEvents)).toHaveLength(1);
      throw new Error('outer fails');
    });
    await expect(run).rejects.toThrow('outer fails');
    expect(await ids()).toEqual([]);
  });

  it('a retryable failure inside a nested call reruns the whole outer transaction, not the inner part', async () => {
    await clear();
    let outerCalls = 0;
    let innerCalls = 0;
    await withTransaction(db, async (outer) => {
      outerCalls++;
      await write(outer, `outer-${outerCalls}`);
      await withTransaction(outer, async () => {
        if (++innerCalls === 1) throw pgError('40P01');
      });
    });
    expect({ outerCalls, innerCalls }).toEqual({ outerCalls: 2, innerCalls: 2 });
    expect(await ids()).toEqual(['outer-2']);
  });

  it('afterCommit runs after the outermost commit with the root handle, once, and never after a rollback', async () => {
    await clear();
    const seen: string[][] = [];
    let calls = 0;
    await withTransaction(db, async (outer) => {
      calls++;
      await withTransaction(outer, async (inner) => {
        afterCommit(inner, async (root) => {
          expect(root).toBe(db);
          seen.push((await root.select().from(providerEvents)).map((r) => r.id));
        });
      });
      await write(outer, `committed-${calls}`);
      // The first attempt's queued work is dropped with it.
      if (calls === 1) throw pgError('40P01');
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([['committed-2']]);

    let ran = false;
    const failing = withTransaction(db, async (tx) => {
      afterCommit(tx, async () => {
        ran = true;
      });
      throw new Error('rolled back');
    });
    await expect(failing).rejects.toThrow('rolled back');
    expect(ran).toBe(false);
  });

  it('afterCommit refuses a transaction it did not open', async () => {
    await expect(db.transaction(async (tx) => afterCommit(tx, async () => undefined))).rejects.toThrow(
      /withTransaction/,
    );
  });
});

describeWith('postgres')('withTransaction on PostgreSQL: a real deadlock', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase('postgres');
    await database.db.insert(providerEvents).values([
      { id: 'a', provider: 'test', type: '0' },
      { id: 'b', provider: 'test', type: '0' },
    ]);
  });
  afterAll(() => database?.close());

  /** Locks one row, waits until the other transaction holds its row, then wants that one. */
  const crossing = (db: Db, first: string, second: string, bothHoldOne: Promise<void>, holds: () => void) =>
    withTransaction(db, async (tx) => {
      await tx.execute(sql`update provider_events set type = type || '+' where id = ${first}`);
      holds();
      await Promise.race([bothHoldOne, new Promise((r) => setTimeout(r, 500))]);
      await tx.execute(sql`update provider_events set type = type || '+' where id = ${second}`);
    });

  it('two transactions locking two rows in opposite orders: one is the victim, is rerun, and both commit', async () => {
    let held = 0;
    let release!: () => void;
    const bothHoldOne = new Promise<void>((r) => (release = r));
    const holds = () => {
      if (++held === 2) release();
    };
    await Promise.all([
      crossing(database.db, 'a', 'b', bothHoldOne, holds),
      crossing(database.db, 'b', 'a', bothHoldOne, holds),
    ]);
    // A deadlock did happen: a third attempt started (2 first attempts + the victim's rerun). On a loaded
    // machine a rerun can cross the survivor again and be rerun once more; either way each row moved once.
    expect(held).toBeGreaterThanOrEqual(3);
    const rows = await database.db.select().from(providerEvents);
    expect(rows.map((r) => r.type).sort()).toEqual(['0++', '0++']);
  });

  it('with the retry off the same race answers 40P01', async () => {
    const previous = setMaxTransactionAttempts(1);
    try {
      let held = 0;
      let release!: () => void;
      const bothHoldOne = new Promise<void>((r) => (release = r));
      const holds = () => {
        if (++held === 2) release();
      };
      const results = await Promise.allSettled([
        crossing(database.db, 'a', 'b', bothHoldOne, holds),
        crossing(database.db, 'b', 'a', bothHoldOne, holds),
      ]);
      const failed = results.filter((r) => r.status === 'rejected');
      expect(failed).toHaveLength(1);
      expect(sqlState((failed[0] as PromiseRejectedResult).reason)).toBe('40P01');
    } finally {
      setMaxTransactionAttempts(previous);
    }
  });
});
