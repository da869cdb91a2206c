import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { CAMPAIGN_MSG } from '@spruik/shared';
import { auditLog, journalEntries, messages } from '../../src/db/schema';
import { runCampaignSettlement } from '../../src/jobs/campaign-settlement';
import { databaseKinds } from '../test-db';
import { campaignWorld, DAY, type CampaignWorld, type Person } from './helpers';

const HOUR = 3_600_000;

describe.each(databaseKinds)('settlement, the 72-hour rule, the operator, messages (%s)', (kind) => {
  let w: CampaignWorld;
  beforeAll(async () => {
    w = await campaignWorld(kind);
  });
  afterAll(() => w.close());

  const ownerMessages = (owner: Person) =>
    w.t.db.select().from(messages).where(eq(messages.userId, owner.user.id));
  const entries = (key: string) =>
    w.t.db.select().from(journalEntries).where(like(journalEntries.idempotencyKey, key));
  const job = (holder?: string) => runCampaignSettlement(w.t.app.deps, { holder });

  describe('ending a campaign', () => {
    it('auto-approves submissions, expires to-dos, refunds the unspent escrow once, moves it to previous', async () => {
      const owner = await w.business();
      await w.fund(owner, 1_000);
      const id = await w.live(owner, 4, {
        title: 'Brunch',
        participantsShare: '1.00',
        participantsCount: 4,
        endDate: w.inDays(2),
      });
      expect(await w.credit(owner)).toBe(600);
      const [a, b, c, d] = await Promise.all([
        w.customer({ instagramFollowers: 1500 }),
        w.customer(),
        w.customer({ instagramFollowers: 20_000 }),
        w.customer(),
      ]);
      const [actA, actB, actC, actD] = [
        await w.accept(a, id),
        await w.accept(b, id),
        await w.accept(c, id),
        await w.accept(d, id),
      ];
      await w.submit(a, actA, w.proof);
      await w.submit(c, actC, w.proof);
      await w.submit(d, actD, w.proof);
      await w.decide(owner, id, actC, true);
      await w.decide(owner, id, actD, false);

      expect(await job()).toMatchObject({ ran: true, settled: 0 });
      expect((await w.campaignRow(id)).settledAt).toBeNull();

      // Ended, but D's rejection may still be appealed for 72 hours: settlement waits for that.
      w.t.clock.advance(2 * DAY + 1000);
      expect(await job()).toMatchObject({ ran: true, settled: 0 });
      w.t.clock.advance(DAY);
      const r = await job();
      expect(r).toMatchObject({ ran: true, settled: 1, refundedCents: 225 });
      expect(await w.activity(actA)).toMatchObject({ status: 2, autoApproved: true, payoutCents: 75 });
      expect(await w.activity(actB)).toMatchObject({ status: 5 });
      expect(await w.activity(actC)).toMatchObject({ status: 2, autoApproved: false, payoutCents: 100 });
      expect(await w.activity(actD)).toMatchObject({ status: 3 });
      expect(await w.wallet(a)).toBe(75);
      expect(await w.escrow(id)).toBe(0);
      expect(await w.credit(owner)).toBe(600 + 225);
      const row = await w.campaignRow(id);
      expect(row.isActive).toBe(false);
      expect(row.settledAt).not.toBeNull();
      const ended = (await ownerMessages(owner)).filter((m) => m.event === 4);
      expect(ended.map((m) => m.title)).toEqual([
        'Your campaign "Brunch" has ended. $2.25 was returned to your credit.',
      ]);

      // Again: nothing moves.
      w.t.clock.advance(HOUR);
      expect(await job()).toMatchObject({ ran: true, settled: 0, refundedCents: 0 });
      expect(await w.credit(owner)).toBe(825);
      expect(await entries(`campaign:refund:${id}`)).toHaveLength(1);
      expect((await ownerMessages(owner)).filter((m) => m.event === 4)).toHaveLength(1);
      const prev = await w.get('/api/campaigns/prev', owner);
      expect(prev.body.data.campaigns.map((x: { id: string }) => x.id)).toContain(id);
      expect(prev.body.data.campaigns[0]).toMatchObject({ status: 'ended', escrow: 0, budgetSpent: 1.75 });
      await w.expectLedgerOk();
    });
    it('a campaign that reaches its end unverified is settled and refunded too', async () => {
      const owner = await w.business();
      await w.fund(owner, 500);
      const id = await w.create(owner, 1, {
        participantsShare: '1',
        participantsCount: 5,
        endDate: w.inDays(2),
      });
      expect(await w.credit(owner)).toBe(0);
      w.t.clock.advance(2 * DAY + 1000);
      await job();
      expect(await w.credit(owner)).toBe(500);
      expect((await w.campaignRow(id)).settledAt).not.toBeNull();
      await w.expectLedgerOk();
    });
    it('the lease: a second holder does not run until the first lease expires', async () => {
      const ttl = 2 * w.t.config.schedulerIntervalSeconds * 1000;
      expect(await job('holder-a')).toEqual({ ran: false }); // this process's holder ran just now
      w.t.clock.advance(ttl + 1000);
      expect(await job('holder-a')).toMatchObject({ ran: true });
      expect(await job('holder-b')).toEqual({ ran: false });
      expect(await job('holder-a')).toMatchObject({ ran: true });
      w.t.clock.advance(ttl - 2000);
      expect(await job('holder-b')).toEqual({ ran: false });
      w.t.clock.advance(3000);
      expect(await job('holder-b')).toMatchObject({ ran: true });
      w.t.clock.advance(ttl + 1000); // leave the lease free for the tests below
    });
  });

  describe('the 72-hour rule', () => {
    it('a submission undecided for 72 hours is approved and paid automatically', async () => {
      const owner = await w.business();
      await w.fund(owner, 1_000);
      const id = await w.live(owner, 5, { participantsShare: '2', endDate: w.inDays(10) });
      const c = await w.customer({ instagramFollowers: 5_000 });
      const act = await w.accept(c, id);
      await w.submit(c, act, w.proof);
      w.t.clock.advance(71 * HOUR);
      await job();
      expect(await w.activity(act)).toMatchObject({ status: 4 });
      w.t.clock.advance(HOUR + 1000);
      await job();
      expect(await w.activity(act)).toMatchObject({ status: 2, autoApproved: true, payoutCents: 150 });
      expect(await w.wallet(c)).toBe(150);
      expect((await w.decide(owner, id, act, false)).status).toBe(409);
      await job();
      expect(await w.wallet(c)).toBe(150);
      expect((await w.campaignRow(id)).settledAt).toBeNull();
      await w.expectLedgerOk();
    });
  });

  describe('operator', () => {
    it('admin only: anonymous 401, roles 1-3 403', async () => {
      const id = await w.create(await fundedBusiness(), 1);
      for (const [url, method] of [
        ['/api/admin/campaigns', 'GET'],
        [`/api/admin/campaigns/${id}/verify`, 'POST'],
        [`/api/admin/campaigns/${id}/close`, 'POST'],
      ] as const) {
        const call = (who: Person | null) =>
          method === 'GET' ? w.get(url, who) : w.post(url, who, { approve: true });
        expect((await call(null)).status).toBe(401);
        for (const who of [await w.venue(), await w.business(), await w.customer()])
          expect((await call(who)).status).toBe(403);
      }
    });
    it('the pending queue, and every campaign with a search', async () => {
      const owner = await fundedBusiness();
      const pending = await w.create(owner, 1, { title: 'Zebra crossing promo' });
      const live = await w.live(owner, 1, { title: 'Zebra live' });
      const admin = await w.admin();
      const res = await w.get('/api/admin/campaigns?status=pending&limit=100', admin);
      const ids = res.body.data.campaigns.map((c: { id: string }) => c.id);
      expect(ids).toContain(pending);
      expect(ids).not.toContain(live);
      expect(res.body.data.campaigns.find((c: { id: string }) => c.id === pending)).toMatchObject({
        status: 'pending',
        ownerEmail: owner.user.email,
      });
      const all = await w.get('/api/admin/campaigns?status=all&q=zebra', admin);
      expect(all.body.data.campaigns.map((c: { id: string }) => c.id).sort()).toEqual([pending, live].sort());
      expect((await w.get('/api/admin/campaigns?status=nope', admin)).body.errors).toBe(
        CAMPAIGN_MSG.statusInvalid,
      );
    });
    it('verify: isVerified and verifiedAt, the owner is messaged (event 1), audited, once', async () => {
      const owner = await fundedBusiness();
      const id = await w.create(owner, 1, { title: 'Launch' });
      const admin = await w.admin();
      const res = await w.post(`/api/admin/campaigns/${id}/verify`, admin, { approve: true });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        message: CAMPAIGN_MSG.verified,
        campaign: { isVerified: true, status: 'live' },
      });
      expect((await w.campaignRow(id)).verifiedAt?.getTime()).toBe(w.t.clock.now().getTime());
      expect((await ownerMessages(owner)).map((m) => [m.event, m.title])).toEqual([
        [1, 'Your campaign "Launch" was verified and is now live.'],
      ]);
      const again = await w.post(`/api/admin/campaigns/${id}/verify`, admin, { approve: false, reason: 'x' });
      expect(again.status).toBe(409);
      expect(again.body.errors).toBe('This campaign has already been decided.');
      const [audit] = await w.t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
      expect(audit).toMatchObject({
        actorId: admin.user.id,
        action: 'campaign.verify',
        targetType: 'campaign',
        before: expect.objectContaining({ isVerified: false }),
        after: expect.objectContaining({ isVerified: true }),
      });
    });
    it('reject: reason required, the whole escrow refunded, inactive and settled, event 4, once', async () => {
      const owner = await w.business();
      await w.fund(owner, 900);
      const id = await w.create(owner, 2, { title: 'Spam', participantsShare: '3', participantsCount: 3 });
      const admin = await w.admin();
      const noReason = await w.post(`/api/admin/campaigns/${id}/verify`, admin, {
        approve: false,
        reason: ' ',
      });
      expect(noReason.status).toBe(400);
      expect(noReason.body.errors).toBe('Please give a reason.');
      expect((await w.post(`/api/admin/campaigns/${id}/verify`, admin, {})).body.errors).toBe(
        CAMPAIGN_MSG.decisionRequired,
      );
      const res = await w.post(`/api/admin/campaigns/${id}/verify`, admin, {
        approve: false,
        reason: 'Misleading offer.',
      });
      expect(res.status).toBe(200);
      expect(res.body.data.campaign).toMatchObject({
        status: 'rejected',
        isActive: false,
        rejectedReason: 'Misleading offer.',
      });
      expect(await w.credit(owner)).toBe(900);
      expect(await w.escrow(id)).toBe(0);
      const msg = (await ownerMessages(owner)).find((m) => m.event === 4);
      expect(msg?.title).toBe(
        'Your campaign "Spam" was rejected: Misleading offer. $9.00 was returned to your credit.',
      );
      expect((await w.post(`/api/admin/campaigns/${id}/verify`, admin, { approve: true })).status).toBe(409);
      expect((await w.post(`/api/admin/campaigns/${id}/close`, admin)).status).toBe(409);
      await job();
      expect(await entries(`campaign:refund:${id}`)).toHaveLength(1);
      const [audit] = await w.t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'campaign.reject')));
      expect(audit.after).toMatchObject({ settledAt: expect.any(String), escrow: 0, refunded: 9 });
      await w.expectLedgerOk();
    });
    it('close: settles at once (auto-approve, expire, refund), audited, once', async () => {
      const owner = await w.business();
      await w.fund(owner, 1_000);
      const id = await w.live(owner, 4, { title: 'Early', participantsShare: '1', participantsCount: 3 });
      const a = await w.customer({ instagramFollowers: 100 });
      const b = await w.customer();
      const actA = await w.accept(a, id);
      const actB = await w.accept(b, id);
      await w.submit(a, actA, w.proof);
      const admin = await w.admin();
      const res = await w.post(`/api/admin/campaigns/${id}/close`, admin);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        refunded: 2.5,
        autoApproved: 1,
        expired: 1,
        campaign: { status: 'closed' },
      });
      expect(await w.activity(actA)).toMatchObject({ status: 2, payoutCents: 50, autoApproved: true });
      expect(await w.activity(actB)).toMatchObject({ status: 5 });
      expect(await w.credit(owner)).toBe(700 + 250);
      const again = await w.post(`/api/admin/campaigns/${id}/close`, admin);
      expect(again.status).toBe(409);
      expect(again.body.errors).toBe(CAMPAIGN_MSG.campaignAlreadyEnded);
      expect((await ownerMessages(owner)).filter((m) => m.event === 4).map((m) => m.title)).toEqual([
        'Your campaign "Early" was closed by the operator. $2.50 was returned to your credit.',
      ]);
      const audits = await w.t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'campaign.close')));
      expect(audits).toHaveLength(1);
      await w.expectLedgerOk();
    });
  });

  describe('GET /api/messages', () => {
    it('newest first, as they were, then marked seen; the unseen count on /api/users/me drops', async () => {
      const owner = await fundedBusiness();
      const first = await w.live(owner, 1, { title: 'One' });
      w.t.clock.advance(1000);
      await w.live(owner, 1, { title: 'Two' });
      expect((await w.get('/api/users/me', owner)).body.data.user.unseenMessages).toBe(2);
      const res = await w.get('/api/messages', owner);
      expect(res.status).toBe(200);
      expect(res.body.data.messages).toEqual([
        expect.objectContaining({
          title: 'Your campaign "Two" was verified and is now live.',
          event: 1,
          isSeen: false,
        }),
        expect.objectContaining({
          title: 'Your campaign "One" was verified and is now live.',
          event: 1,
          isSeen: false,
          campaignId: first,
        }),
      ]);
      const m = res.body.data.messages[0];
      expect(m).toMatchObject({ _id: m.id, createdAt: expect.any(String) });
      expect(
        (await w.get('/api/messages', owner)).body.data.messages.every((x: { isSeen: boolean }) => x.isSeen),
      ).toBe(true);
      expect((await w.get('/api/users/me', owner)).body.data.user.unseenMessages).toBe(0);
      expect((await w.get('/api/messages', await w.customer())).body.data.messages).toEqual([]);
      expect((await w.get('/api/messages', null)).status).toBe(401);
    });
  });

  async function fundedBusiness() {
    const b = await w.business();
    await w.fund(b, 100_000);
    return b;
  }
});
