/** A push world: the app with push on (fresh VAPID keys, any http(s) endpoint), a local push service, people. */
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PushKind } from '@spruik/shared';
import type { PushSettings } from '../../src/config/push-settings';
import { messages, pushSubscriptions } from '../../src/db/schema';
import { withTransaction } from '../../src/db/transaction';
import { pushMessages, writeMessage } from '../../src/features/messages';
import { campaignWorld } from '../campaigns/helpers';
import { client, type Person } from '../admin/helpers';
import { startPushService, type Device } from '../support/push-service';

/** 13:00 in Melbourne (AEDT, UTC+11): outside quiet hours. */
export const MELBOURNE_1PM = new Date('2026-03-10T02:00:00Z');
/** 23:00 in Melbourne: inside; they end at 2026-03-11T08:00+11:00 = 2026-03-10T21:00Z. */
export const MELBOURNE_11PM = new Date('2026-03-10T12:00:00Z');
export const MELBOURNE_8AM_NEXT = new Date('2026-03-10T21:00:00Z');

export function testPushSettings(serviceHosts: string[] | null = null): PushSettings {
  return { vapid: { ...webpush.generateVAPIDKeys(), subject: 'mailto:push@test.spruik.app' }, serviceHosts };
}

export async function pushWorld(
  serviceHosts: string[] | null = null,
  kind: 'pglite' | 'postgres' = 'pglite',
) {
  const push = testPushSettings(serviceHosts);
  const w = await campaignWorld(kind, { push });
  w.t.clock.set(MELBOURNE_1PM);
  const service = await startPushService();
  const api = client(w.t);
  const deps = w.t.app.deps;

  /** The device subscribed for this person through the API. */
  async function subscribe(who: Person, d: Device = service.device()) {
    const res = await api.post('/api/push/subscriptions', { endpoint: d.endpoint, keys: d.keys }, who.auth);
    if (res.status !== 200) throw new Error(`subscribe: ${res.status} ${JSON.stringify(res.body)}`);
    return d;
  }

  /** A message committed for this person, then handed to pushMessages as every writer does. */
  async function message(who: Person, kind: PushKind, title = `A ${kind} message`, campaignId?: string) {
    const row = await withTransaction(deps.db, (tx) =>
      writeMessage(tx, deps, { userId: who.user.id, title, event: 1, kind, campaignId }),
    );
    pushMessages(deps, [row]);
    return row;
  }

  /** What each request to this device carried, decrypted. */
  const received = (d: Device) =>
    service.requests.filter((r) => r.path === d.path && r.status < 300).map((r) => d.read(r.body));
  const requestsTo = (d: Device) => service.requests.filter((r) => r.path === d.path);
  const drain = (all = false) => deps.queue.drain({ all });
  const subscriptionRows = (endpoint: string) =>
    w.t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  const messageRow = async (id: string) =>
    (await w.t.db.select().from(messages).where(eq(messages.id, id)))[0];

  return {
    ...w,
    push,
    service,
    api,
    deps,
    subscribe,
    message,
    received,
    requestsTo,
    drain,
    subscriptionRows,
    messageRow,
    close: async () => {
      await service.close();
      await w.close();
    },
  };
}

export type PushWorld = Awaited<ReturnType<typeof pushWorld>>;

/**
 * One push world for a describe block: built once, closed at the end, and before each test its jobs run out, the
 * push service forgets its requests and the clock is back at 13:00 Melbourne. Use it as the world itself.
 */
export function pushWorldForEachTest(serviceHosts: string[] | null = null): PushWorld {
  let world: PushWorld | undefined;
  beforeAll(async () => {
    world = await pushWorld(serviceHosts);
  }, 120_000);
  afterAll(() => world?.close());
  beforeEach(async () => {
    await world!.drain(true);
    world!.service.reset();
    world!.t.clock.set(MELBOURNE_1PM);
  });
  return new Proxy({} as PushWorld, { get: (_, key) => world![key as keyof PushWorld] });
}
