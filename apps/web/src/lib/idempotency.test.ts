import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR, NETWORK_ERROR_CODE } from './api';
import { idempotencyKeys, newIdempotencyKey } from './idempotency';

describe('idempotencyKeys', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('keeps one key for the same values, also from a new but equal object', () => {
    const keys = idempotencyKeys(counter());
    const first = keys.keyFor({ wallet: '5.00', venueID: 'v1' });
    expect(keys.keyFor({ wallet: '5.00', venueID: 'v1' })).toBe(first);
    expect(keys.keyFor({ wallet: '5.00', venueID: 'v1' })).toBe('key-1');
  });

  it('gives changed values another key', () => {
    const keys = idempotencyKeys(counter());
    expect(keys.keyFor({ wallet: '5.00' })).toBe('key-1');
    expect(keys.keyFor({ wallet: '6.00' })).toBe('key-2');
    expect(keys.keyFor('20')).toBe('key-3');
    expect(keys.keyFor({ id: 'w1', approve: true })).not.toBe(keys.keyFor({ id: 'w1', approve: false }));
  });

  it('starts a new key once the action succeeded; other actions keep theirs', () => {
    const keys = idempotencyKeys(counter());
    const a = keys.keyFor({ id: 'a' });
    const b = keys.keyFor({ id: 'b' });
    keys.succeeded({ id: 'a' });
    expect(keys.keyFor({ id: 'a' })).not.toBe(a);
    expect(keys.keyFor({ id: 'b' })).toBe(b);
  });

  it('makes random v4 uuids, which the server takes as keys and as pay-at-venue requestIds', () => {
    const made = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(made.size).toBe(50);
    for (const k of made)
      expect(k).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('idempotencyKeys.send', () => {
  const lostAnswer = () => Promise.reject(new ApiError(NETWORK_ERROR, 0, NETWORK_ERROR_CODE));

  it('after a lost answer, retries with the same key and tells a replayed answer apart', async () => {
    const keys = idempotencyKeys(() => 'k-1');
    const seen: string[] = [];
    await expect(
      keys.send('50.00', (o) => {
        seen.push(o.idempotencyKey);
        return lostAnswer();
      }),
    ).rejects.toThrow(NETWORK_ERROR);
    expect(keys.inDoubt()).toBe(true);

    const sent = await keys.send('50.00', (o) => {
      seen.push(o.idempotencyKey);
      o.onReplayed(); // the server answered with the first answer
      return Promise.resolve({ message: 'Success' });
    });
    expect(sent).toEqual({ data: { message: 'Success' }, replayed: true });
    expect(seen).toEqual(['k-1', 'k-1']);
    expect(keys.inDoubt()).toBe(false);
  });

  it('a first answer is not a replay, and the next action gets a new key', async () => {
    let n = 0;
    const keys = idempotencyKeys(() => `k-${++n}`);
    expect(await keys.send('10.00', () => Promise.resolve(1))).toEqual({ data: 1, replayed: false });
    expect(keys.keyFor('10.00')).toBe('k-2');
  });

  it('a refusal settles the doubt: the server answered', async () => {
    const keys = idempotencyKeys();
    await expect(keys.send('a', lostAnswer)).rejects.toThrow();
    expect(keys.inDoubt()).toBe(true);
    await expect(
      keys.send('a', () =>
        Promise.reject(new ApiError('You cannot withdraw more than your wallet balance.', 400)),
      ),
    ).rejects.toThrow();
    expect(keys.inDoubt()).toBe(false);
  });
});
