/**
 * A top-up start that fails on a transient database error leaves its Idempotency-Key free: the retry with the
 * same key opens the checkout at once instead of answering 409 busy for the 2-minute stale window.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { idempotencyKeys } from '../../src/db/schema';
import * as keysRepo from '../../src/plugins/idempotency/idempotency.repository';
import * as topUpsRepo from '../../src/features/top-ups/top-ups.repository';
import { idempotencyWorld, type IdempotencyWorld } from '../idempotency/helpers';

/** What node-postgres throws when the server goes away mid-query. */
const connectionLost = () => new Error('Connection terminated unexpectedly');

describe('top-up start keys after a transient database error', () => {
  let w: IdempotencyWorld;
  beforeAll(async () => {
    w = await idempotencyWorld();
  }, 180_000);
  afterAll(() => w.close());

  const keyRow = (userId: string, key: string) =>
    w.t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));

  it('the start and the release both fail: the retry with the same key proceeds at once', async () => {
    const biz = await w.business();
    const key = randomUUID();
    const insert = vi.spyOn(topUpsRepo, 'insertTopUp').mockRejectedValueOnce(connectionLost());
    const release = vi.spyOn(keysRepo, 'releaseKey').mockRejectedValueOnce(connectionLost());
    try {
      const failed = await w.send(biz, '/api/transaction/stripe', { amount: 20 }, key);
      expect(failed.status).toBeGreaterThanOrEqual(500);
      const retried = await w.send(biz, '/api/transaction/stripe', { amount: 20 }, key);
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      expect(retried.replayed).toBe(false);
      expect(await w.send(biz, '/api/transaction/stripe', { amount: 20 }, key)).toEqual({
        ...retried,
        replayed: true,
      });
    } finally {
      insert.mockRestore();
      release.mockRestore();
    }
  });

  it('the answer cannot be stored: the key is released, and the retry opens a checkout', async () => {
    const biz = await w.business();
    const key = randomUUID();
    const save = vi.spyOn(keysRepo, 'saveAnswer').mockRejectedValueOnce(connectionLost());
    try {
      expect((await w.send(biz, '/api/transaction', { amount: 20 }, key)).status).toBeGreaterThanOrEqual(500);
      const retried = await w.send(biz, '/api/transaction', { amount: 20 }, key);
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      expect(retried.replayed).toBe(false);
    } finally {
      save.mockRestore();
    }
  });

  it('with no retry, the release lands in the background once the database answers again', async () => {
    const biz = await w.business();
    const key = randomUUID();
    const insert = vi.spyOn(topUpsRepo, 'insertTopUp').mockRejectedValueOnce(connectionLost());
    const release = vi
      .spyOn(keysRepo, 'releaseKey')
      .mockRejectedValueOnce(connectionLost())
      .mockRejectedValueOnce(connectionLost());
    try {
      expect(
        (await w.send(biz, '/api/transaction/stripe', { amount: 20 }, key)).status,
      ).toBeGreaterThanOrEqual(500);
      expect(await keyRow(biz.user.id, key)).toHaveLength(1);
      await vi.waitFor(async () => expect(await keyRow(biz.user.id, key)).toHaveLength(0), {
        timeout: 5_000,
        interval: 100,
      });
    } finally {
      insert.mockRestore();
      release.mockRestore();
    }
  });
});
