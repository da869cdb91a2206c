/**
 * One Idempotency-Key per intended money action. The same values (the form as sent, or the row and decision)
 * get the same key until that action succeeds, so a retry after a lost answer or a double click is answered
 * with the first result instead of moving the money again. Changed values are another action with a new key.
 * A refused attempt keeps its key: the server kept nothing, so the retry is checked afresh.
 * An attempt whose answer was lost (a network error) leaves its action in doubt: it may have gone through, so the
 * balances already shown may include it. Until an answer comes, forms leave their balance checks to the server,
 * which replays the first answer for the key (the app then says the action was received) or checks afresh.
 */
import { useState } from 'react';
import { isApiError, NETWORK_ERROR_CODE } from './api';

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
  /** Sends the action with its key; done, the next one is new; no answer, it is in doubt (see inDoubt). */
  send: <T>(values: unknown, request: (key: MoneyCallOptions) => Promise<T>) => Promise<Sent<T>>;
  /** An attempt got no answer and none has come since: it may have gone through. */
  inDoubt: () => boolean;
};

/** What a money call passes on to `call` or `api`. */
export type MoneyCallOptions = { idempotencyKey: string; onReplayed: () => void };
/** The answer, and whether it was the first answer replayed: the action had gone through before (a lost answer). */
export type Sent<T> = { data: T; replayed: boolean };

export function idempotencyKeys(newKey: () => string = newIdempotencyKey): IdempotencyKeys {
  const keys = new Map<string, string>();
  const lost = new Set<string>();
  const fingerprint = (values: unknown) => JSON.stringify(values) ?? '';
  const keyFor = (values: unknown) => {
    const f = fingerprint(values);
    let key = keys.get(f);
    if (!key) {
      key = newKey();
      keys.set(f, key);
    }
    return key;
  };
  const succeeded = (values: unknown) => void keys.delete(fingerprint(values));
  return {
    keyFor,
    succeeded,
    async send(values, request) {
      const f = fingerprint(values);
      let replayed = false;
      try {
        const data = await request({ idempotencyKey: keyFor(values), onReplayed: () => (replayed = true) });
        lost.delete(f);
        succeeded(values);
        return { data, replayed };
      } catch (e) {
        // Any answer (a refusal too) settles the doubt; only a lost one raises it.
        if (isApiError(e) && e.code === NETWORK_ERROR_CODE) lost.add(f);
        else lost.delete(f);
        throw e;
      }
    },
    inDoubt: () => lost.size > 0,
  };
}

/** The keys of one form or list, kept while it is on screen. */
export const useIdempotencyKeys = (): IdempotencyKeys => useState(() => idempotencyKeys())[0];
