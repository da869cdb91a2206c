/**
 * The venue's counter events (docs/push.md "Events"): a check-in or a payment at the counter becomes a message
 * (kind 'counter') only when the venue has no tab of the app open; an open tab sees it live already.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MESSAGE_EVENT } from '@spruik/shared';
import { users } from '../../src/db/schema';
import { noRealtime } from '../../src/plugins/realtime';
import type { Person } from '../campaigns/helpers';
import { payWorld, type PayWorld } from '../pay-at-venue/helpers';
import { databaseKinds } from '../test-db';
import { expectKindsFitRoles, messagesOf } from './helpers';

describe.each(databaseKinds)('counter messages for a venue (%s)', (kind) => {
  let w: PayWorld;
  let venue: Person;
  /** The users with a tab open, as the test realtime answers isConnected. */
  const connected = new Set<string>();
  const emitted: Array<{ userId: string; event: string; payload: unknown }> = [];
  beforeAll(async () => {
    w = await payWorld(kind);
    venue = await w.venue();
    w.t.app.deps.realtime = {
      ...noRealtime,
      emitToUser: (userId, event, payload) => void emitted.push({ userId, event, payload }),
      isConnected: async (userId) => connected.has(userId),
    };
  });
  afterAll(() => w.close());
  beforeEach(() => {
    connected.clear();
    emitted.length = 0;
    // 4 hours on: one test's visit never stands in another's way (one visit per 3 hours).
    w.t.clock.advance(4 * 3_600_000);
  });

  const counterMessages = async () =>
    (await messagesOf(w.t.db, venue.user.id)).filter((m) => m.kind === 'counter');
  const sam = () => w.customer({ name: 'Sam' });

  async function checkIn(c: Person) {
    const issued = await w.post(`/api/venues/${venue.user.id}/check-in`, c);
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const res = await w.post('/api/check-ins', venue, { code: issued.body.data.code });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  it('a check-in while the venue has no tab open is a message, pushed after the commit', async () => {
    await checkIn(await sam());
    expect(await counterMessages()).toEqual([
      { title: 'Sam checked in', kind: 'counter', event: MESSAGE_EVENT.verified, campaignId: null },
    ]);
    expect(emitted).toContainEqual(
      expect.objectContaining({
        userId: venue.user.id,
        event: 'message',
        payload: expect.objectContaining({ title: 'Sam checked in' }),
      }),
    );
  });

  it('a check-in while a tab is open writes no message (the tab shows it live)', async () => {
    const before = (await counterMessages()).length;
    connected.add(venue.user.id);
    await checkIn(await sam());
    expect(await counterMessages()).toHaveLength(before);
    expect(emitted.filter((e) => e.event === 'checkIn' && e.userId === venue.user.id)).toHaveLength(1);
  });

  it('a payment at the counter with no tab open: the amount and the code; a repeat writes nothing more', async () => {
    const c = await sam();
    await w.giveWallet(c, 5000);
    const before = (await counterMessages()).length;
    const body = { wallet: '12', venueID: venue.user.id, requestId: randomUUID() };
    const res = await w.pay(c, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const code = res.body.data.payment.confirmationCode as string;
    const now = await counterMessages();
    expect(now.slice(before)).toEqual([
      {
        title: `Sam paid $12.00 at the counter, code ${code}`,
        kind: 'counter',
        event: MESSAGE_EVENT.topUp,
        campaignId: null,
      },
    ]);
    // The same requestId again is the same payment: no second message.
    expect((await w.pay(c, body)).status).toBe(200);
    expect(await counterMessages()).toHaveLength(now.length);
  });

  it('a voucher alone says so; a payment while a tab is open writes nothing', async () => {
    const c = await sam();
    const { voucherId } = await w.giveVoucher(venue, c, { discount: 20 });
    const before = (await counterMessages()).length;
    const res = await w.pay(c, { venueID: venue.user.id, redeemID: voucherId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const code = res.body.data.payment.confirmationCode as string;
    expect((await counterMessages()).slice(before)).toEqual([
      {
        title: `Sam used a voucher at the counter, code ${code}`,
        kind: 'counter',
        event: MESSAGE_EVENT.topUp,
        campaignId: null,
      },
    ]);

    connected.add(venue.user.id);
    await w.giveWallet(c, 1000);
    const count = (await counterMessages()).length;
    emitted.length = 0;
    expect((await w.pay(c, { wallet: 3, venueID: venue.user.id })).status).toBe(200);
    expect(await counterMessages()).toHaveLength(count);
    expect(emitted.filter((e) => e.event === 'payment' && e.userId === venue.user.id)).toHaveLength(1);
  });

  it('a customer without a name is "A customer"', async () => {
    const c = await sam();
    await w.t.db.update(users).set({ name: '' }).where(eq(users.id, c.user.id));
    await checkIn(c);
    expect((await counterMessages()).at(-1)?.title).toBe('A customer checked in');
  });

  it("every message written here has a kind its recipient's role may receive", async () => {
    await expectKindsFitRoles(w.t.db);
  });
});
