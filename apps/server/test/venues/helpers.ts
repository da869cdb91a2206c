import { ledgerAccounts } from '../../src/db/schema';
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

/** Writes a balance row as the ledger would (these tests only read balances). */
export async function setBalance(t: TestApp, key: string, cents: number) {
  const [kind, ownerId, venueId] = key.split(':');
  await t.db
    .insert(ledgerAccounts)
    .values({ key, kind, ownerId, venueId: venueId ?? null, balanceCents: cents });
}
