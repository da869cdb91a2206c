import { describe, expect, it } from 'vitest';
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
