/**
 * One Idempotency-Key per intended money action. The same values (the form as sent, or the row and decision)
 * get the same key until that action succeeds, so a retry after a lost answer or a double click is answered
 * with the first result instead of moving the money again. Changed values are another action with a new key.
 * A refused attempt keeps its key: the server kept nothing, so the retry is checked afresh.
 */
import { useState } from 'react';

/** A v4 uuid (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export type IdempotencyKeys = {
  /** The key for these values: the same until they succeed. */
  keyFor: (values: unknown) => string;
  /** The action with these values is done: the next one is new. */
  succeeded: (values: unknown) => void;
};

export function idempotencyKeys(newKey: () => string = newIdempotencyKey): IdempotencyKeys {
  const keys = new Map<string, string>();
  const fingerprint = (values: unknown) => JSON.stringify(values) ?? '';
  return {
    keyFor(values) {
      const f = fingerprint(values);
      let key = keys.get(f);
      if (!key) {
        key = newKey();
        keys.set(f, key);
      }
      return key;
    },
    succeeded: (values) => void keys.delete(fingerprint(values)),
  };
}

/** The keys of one form or list, kept while it is on screen. */
export const useIdempotencyKeys = (): IdempotencyKeys => useState(() => idempotencyKeys())[0];
