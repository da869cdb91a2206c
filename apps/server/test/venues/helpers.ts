import { randomUUID } from 'node:crypto';
import { accountKeys, transfer } from '../../src/ledger';
import { topUp } from '../money/helpers';
import type { TestApp } from '../test-app';

export type Headers = Record<string, string>;

/** Small inject wrappers: every venues test reads status and JSON. */
export function client(t: TestApp) {
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers = {},
    payload?: unknown,
  ) => {
    const res = await t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json() };
  };
  return {
    get: (url: string, headers?: Headers) => call('GET', url, headers),
    post: (url: string, payload: unknown, headers?: Headers) => call('POST', url, headers, payload),
    put: (url: string, payload: unknown, headers?: Headers) => call('PUT', url, headers, payload),
    del: (url: string, headers?: Headers) => call('DELETE', url, headers),
  };
}

/** A live venue on the map (Melbourne CBD unless told). */
export const liveVenue = (
  t: TestApp,
  name: string,
  extra: { latitude?: number; longitude?: number; membership?: number } = {},
) =>
  t.createUser(1, {
    name,
    latitude: extra.latitude ?? -37.8136,
    longitude: extra.longitude ?? 144.9631,
    membership: extra.membership ?? 3,
  });

/** Funds a balance the way money really arrives: a business tops up (sandbox) and the ledger moves it. */
export async function setBalance(t: TestApp, key: string, cents: number) {
  const business = await t.createUser(2);
  await topUp(t, business.auth, Math.max(20, Math.ceil(cents / 100)), 'paypal');
  await t.db.transaction((tx) =>
    transfer(tx, {
      kind: 'test_funding',
      idempotencyKey: `test:fund:${key}:${randomUUID()}`,
      fromKey: accountKeys.businessCredit(business.user.id),
      toKey: key,
      amountCents: cents,
      memo: 'Test Business',
    }),
  );
}
