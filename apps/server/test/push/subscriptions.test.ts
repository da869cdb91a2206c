/** A device's subscription: stored for its person, sealed, limited, validated (docs/push.md, "Subscriptions"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_CODE } from '@spruik/shared';
import { pushSubscriptions } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../test-app';
import { client } from '../admin/helpers';
import { device } from '../support/push-service';
import { pushWorld, pushWorldForEachTest } from './helpers';

const PATH = '/api/push/subscriptions';

describe('push subscriptions', () => {
  const w = pushWorldForEachTest();
  const rowsOf = (userId: string) =>
    w.t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

  it('stores the device for the caller, its auth secret sealed, and answers the same when sent again', async () => {
    const creator = await w.customer();
    const d = w.service.device();
    for (let i = 0; i < 2; i++) {
      const res = await w.api.post(PATH, { endpoint: d.endpoint, keys: d.keys }, creator.auth);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ subscribed: true });
    }
    const rows = await rowsOf(creator.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].p256dh).toBe(d.keys.p256dh);
    expect(rows[0].authSecret).not.toContain(d.keys.auth);
    expect(rows[0].authSecret).not.toContain(Buffer.from(d.keys.auth, 'base64url').toString('hex'));
    expect(rows[0].authSecret).toMatch(/^v1\./);
  });

  it('moves a device signed in as someone else to them', async () => {
    const [first, second] = [await w.customer(), await w.customer()];
    const d = await w.subscribe(first);
    await w.subscribe(second, d);
    expect(await rowsOf(first.user.id)).toEqual([]);
    expect((await rowsOf(second.user.id)).map((r) => r.endpoint)).toEqual([d.endpoint]);
    await w.message(first, 'approved', 'For the first');
    await w.message(second, 'approved', 'For the second');
    await w.drain();
    expect(w.received(d).map((p) => p.body)).toEqual(['For the second']);
  });

  it('keeps at most 10 devices a person, the least recently subscribed going first', async () => {
    const creator = await w.customer();
    const devices = [];
    for (let i = 0; i < 11; i++) {
      devices.push(await w.subscribe(creator));
      w.t.clock.advance(1000);
    }
    const kept = (await rowsOf(creator.user.id)).map((r) => r.endpoint).sort();
    expect(kept).toEqual(
      devices
        .slice(1)
        .map((d) => d.endpoint)
        .sort(),
    );
  });

  it('deletes only the caller’s own device, answering the same whether or not it was theirs', async () => {
    const [owner, other] = [await w.customer(), await w.customer()];
    const d = await w.subscribe(owner);
    const theirs = await w.api.call('DELETE', PATH, other.auth, { endpoint: d.endpoint });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toEqual({ subscribed: false });
    expect(await rowsOf(owner.user.id)).toHaveLength(1);
    const mine = await w.api.call('DELETE', PATH, owner.auth, { endpoint: d.endpoint });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual(theirs.body);
    expect(await rowsOf(owner.user.id)).toEqual([]);
    const again = await w.api.call('DELETE', PATH, owner.auth, { endpoint: d.endpoint });
    expect(again.body).toEqual(theirs.body);
  });

  it.each([
    ['no endpoint', { keys: { p256dh: 'BAAA', auth: 'AAAA' } }],
    ['an endpoint not a URL', { endpoint: 'push me', keys: { p256dh: 'BAAA', auth: 'AAAA' } }],
    ['no keys', { endpoint: 'https://push.example/x' }],
    ['keys not base64url', { endpoint: 'https://push.example/x', keys: { p256dh: 'a+b/c', auth: 'AAAA' } }],
    ['an empty auth', { endpoint: 'https://push.example/x', keys: { p256dh: 'BAAA', auth: '' } }],
    [
      'a huge endpoint',
      { endpoint: `https://push.example/${'x'.repeat(3000)}`, keys: { p256dh: 'B', auth: 'A' } },
    ],
  ])('refuses %s with 400', async (_name, body) => {
    const creator = await w.customer();
    const res = await w.api.post(PATH, body, creator.auth);
    expect(res.status).toBe(400);
    expect(res.body.errors).toBeTruthy();
    expect(await rowsOf(creator.user.id)).toEqual([]);
  });

  it('refuses a non-http endpoint even without a list of push services', async () => {
    const creator = await w.customer();
    const d = device('ftp://127.0.0.1/push/x');
    const res = await w.api.post(PATH, { endpoint: d.endpoint, keys: d.keys }, creator.auth);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ERROR_CODE.PUSH_ENDPOINT_REFUSED);
  });

  it('answers 401 to a caller signed out, and 400 to a delete without an endpoint', async () => {
    const d = w.service.device();
    expect((await w.api.post(PATH, { endpoint: d.endpoint, keys: d.keys })).status).toBe(401);
    expect((await w.api.call('DELETE', PATH, {}, { endpoint: d.endpoint })).status).toBe(401);
    const creator = await w.customer();
    expect((await w.api.call('DELETE', PATH, creator.auth, {})).status).toBe(400);
  });
});

describe('push subscriptions with a list of push services', () => {
  let w: Awaited<ReturnType<typeof pushWorld>>;
  beforeAll(async () => {
    w = await pushWorld(['fcm.googleapis.com', 'push.services.mozilla.com']);
  }, 120_000);
  afterAll(() => w?.close());

  it.each([
    'http://127.0.0.1:8080/push/x',
    'https://127.0.0.1/push/x',
    'http://fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com.attacker.example/x',
    'https://metadata.google.internal/computeMetadata/v1/',
  ])('refuses %s with PUSH_ENDPOINT_REFUSED, storing nothing', async (endpoint) => {
    const creator = await w.customer();
    const d = device(endpoint);
    const res = await w.api.post(PATH, { endpoint, keys: d.keys }, creator.auth);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ERROR_CODE.PUSH_ENDPOINT_REFUSED);
    expect(await w.subscriptionRows(endpoint)).toEqual([]);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/x',
  ])('stores %s', async (endpoint) => {
    const creator = await w.customer();
    const d = device(endpoint);
    expect((await w.api.post(PATH, { endpoint, keys: d.keys }, creator.auth)).status).toBe(200);
    expect(await w.subscriptionRows(endpoint)).toHaveLength(1);
  });
});

describe('push switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t?.close());

  it('refuses a subscription with 409 PUSH_OFF, and still answers preferences and deletes', async () => {
    expect(t.config.push).toBeNull();
    const api = client(t);
    const creator = await t.createUser(3);
    const d = device('https://push.example/x');
    const res = await api.post(PATH, { endpoint: d.endpoint, keys: d.keys }, creator.auth);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(ERROR_CODE.PUSH_OFF);
    expect((await api.call('DELETE', PATH, creator.auth, { endpoint: d.endpoint })).status).toBe(200);
    expect((await api.get('/api/push/preferences', creator.auth)).status).toBe(200);
  });
});
