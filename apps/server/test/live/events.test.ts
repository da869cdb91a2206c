/**
 * Live updates: what each change pushes to whose open tabs (packages/shared/src/live.ts), after it commits.
 * The realtime channel is replaced by a recorder; two-servers.test.ts proves delivery across servers.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { campaigns } from '../../src/db/schema';
import { settleDueCampaigns } from '../../src/features/campaigns/settle.service';
import { noRealtime } from '../../src/plugins/realtime';
import { addBank } from '../money/helpers';
import { payWorld, type PayWorld } from '../pay-at-venue/helpers';

type Push = { userId: string; event: string; payload: Record<string, unknown> };

describe('live updates', () => {
  let w: PayWorld;
  const pushed: Push[] = [];
  const to = (userId: string, event: string) =>
    pushed.filter((p) => p.userId === userId && p.event === event);
  beforeAll(async () => {
    w = await payWorld();
    w.t.app.deps.realtime = {
      ...noRealtime,
      emitToUser: (userId, event, payload) => void pushed.push({ userId, event, payload: payload as never }),
    };
  });
  beforeEach(() => void (pushed.length = 0));
  afterAll(() => w.t.close());

  it('tells the owner of a new submission, and the customer of the approval and the new wallet', async () => {
    const biz = await w.business();
    await w.fund(biz, 5000);
    const c = await w.customer();
    await w.setEnergy(c, 100);
    const id = await w.live(biz, 4, { participantsShare: '2.00' });
    const act = await w.accept(c, id);
    expect(to(c.user.id, 'balance').at(-1)?.payload).toMatchObject({ energy: 90 });

    pushed.length = 0;
    expect((await w.submit(c, act, w.proof)).status).toBe(200);
    expect(to(biz.user.id, 'participant')).toEqual([
      { userId: biz.user.id, event: 'participant', payload: { campaignId: id, activityId: act } },
    ]);
    expect(to(biz.user.id, 'message')).toHaveLength(1);

    pushed.length = 0;
    expect((await w.decide(biz, id, act, true)).status).toBe(200);
    expect(to(c.user.id, 'activity')).toEqual([
      {
        userId: c.user.id,
        event: 'activity',
        payload: { activityId: act, campaignId: id, status: 2, title: 'Campaign type 4' },
      },
    ]);
    // Under 1,000 followers: half the share.
    expect(to(c.user.id, 'balance').at(-1)?.payload).toEqual({ wallet: 1, pockets: 0, energy: 90 });
  });

  it('tells the customer of a rejection, and of activities that expire when the campaign ends', async () => {
    const biz = await w.business();
    await w.fund(biz, 5000);
    const [a, b] = [await w.customer(), await w.customer()];
    const id = await w.live(biz, 4, { participantsCount: 2 });
    const actA = await w.accept(a, id);
    const actB = await w.accept(b, id);
    await w.submit(a, actA, w.proof);
    pushed.length = 0;
    await w.decide(biz, id, actA, false);
    expect(to(a.user.id, 'activity').map((p) => p.payload.status)).toEqual([3]);
    expect(to(a.user.id, 'balance')).toEqual([]);

    await w.t.db
      .update(campaigns)
      .set({ endDate: sql`now() - interval '1 minute'` })
      .where(eq(campaigns.id, id));
    // Settlement waits out A's 72 hours to appeal the rejection.
    w.t.clock.advance(72 * 3_600_000 + 1000);
    await settleDueCampaigns(w.t.app.deps);
    expect(to(b.user.id, 'activity')).toEqual([
      {
        userId: b.user.id,
        event: 'activity',
        payload: { activityId: actB, campaignId: id, status: 5, title: 'Campaign type 4' },
      },
    ]);
  });

  it('tells a creator still to do that the campaign closed early (their energy came back)', async () => {
    const biz = await w.business();
    await w.fund(biz, 5000);
    const c = await w.customer();
    const id = await w.live(biz, 4, { participantsCount: 2, endDate: w.inDays(5) });
    const act = await w.accept(c, id);
    pushed.length = 0;
    expect((await w.post(`/api/campaigns/${id}/end`, biz)).status).toBe(200);
    expect(to(c.user.id, 'activity').map((p) => p.payload)).toEqual([
      { activityId: act, campaignId: id, status: 5, title: 'Campaign type 4', reason: 'closedEarly' },
    ]);
  });

  it('tells the venue of a payment with its confirmation code, and the customer of the new balances', async () => {
    const venue = await w.venue();
    const c = await w.customer({ instagramId: 'https://www.instagram.com/payer/' });
    await w.giveWallet(c, 1000);
    pushed.length = 0;
    const res = await w.pay(c, { venueID: venue.user.id, wallet: 2.5, pocket: 0 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const payment = res.body.data.payment;
    expect(to(venue.user.id, 'payment')).toEqual([
      {
        userId: venue.user.id,
        event: 'payment',
        payload: {
          paymentId: payment.id,
          total: 2.5,
          confirmationCode: payment.confirmationCode,
          customerInstagramID: 'https://www.instagram.com/payer/',
          createdAt: payment.createdAt,
        },
      },
    ]);
    expect(to(c.user.id, 'balance').at(-1)?.payload).toMatchObject({ wallet: 7.5 });
  });

  it("tells the account holder of a withdrawal decision, with the money's new place", async () => {
    const c = await w.customer();
    await w.giveWallet(c, 2000);
    await addBank(w.t, c.auth);
    const req = await w.post('/api/users/withdraw', c, { amount: 15 });
    expect(to(c.user.id, 'balance').at(-1)?.payload).toMatchObject({ wallet: 5 });
    pushed.length = 0;
    const admin = await w.admin();
    expect(
      (
        await w.post(`/api/admin/withdraws/${req.body.data.withdraw.id}`, admin, {
          approve: false,
          reason: 'Wrong account.',
        })
      ).status,
    ).toBe(200);
    expect(to(c.user.id, 'message').map((p) => p.payload.title)).toEqual([
      'Your withdrawal of $15.00 was rejected (Wrong account.). The money is back in your balance.',
    ]);
    expect(to(c.user.id, 'balance').at(-1)?.payload).toMatchObject({ wallet: 20 });
  });
});
