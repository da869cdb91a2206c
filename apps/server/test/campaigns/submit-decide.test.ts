import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CAMPAIGN_MSG } from '@spruik/shared';
import { messages, users, vouchers } from '../../src/db/schema';
import { databaseKinds } from '../test-db';
import { campaignWorld, type CampaignWorld, type Person } from './helpers';

describe.each(databaseKinds)('submitting, approving, rejecting (%s)', (kind) => {
  let w: CampaignWorld;
  let biz: Person;
  let venue: Person;
  const pushed: Array<{ userId: string; event: string; payload: { title?: string; event?: number } }> = [];
  beforeAll(async () => {
    w = await campaignWorld(kind);
    w.t.app.deps.realtime = {
      emitToUser: (userId, event, payload) => void pushed.push({ userId, event, payload: payload as never }),
      disconnectUser: () => undefined,
      socketCount: () => 0,
      isConnected: async () => false,
    };
    biz = await w.business();
    venue = await w.venue();
    await w.fund(biz, 1_000_000);
    await w.fund(venue, 1_000_000);
  });
  afterAll(() => w.close());

  describe('POST /api/activities/{id}/submit', () => {
    it('types 1 and 3 complete and pay at once: share x factor, floored ($0.05 x 0.75 = 3 cents)', async () => {
      for (const type of [1, 3]) {
        const id = await w.live(biz, type, { participantsShare: '0.05' });
        const c = await w.customer({ instagramFollowers: 1500 });
        const act = await w.accept(c, id);
        const res = await w.submit(c, act, {});
        expect(res.status).toBe(200);
        expect(res.body.data.message).toBe('Thank you for your participation.');
        expect(res.body.data.wallet).toBe(0.03);
        expect(await w.wallet(c)).toBe(3);
        expect(await w.activity(act)).toMatchObject({
          status: 2,
          payoutCents: 3,
          followers: 1500,
          autoApproved: false,
        });
        expect(await w.escrow(id)).toBe(15 - 3);
      }
      await w.expectLedgerOk();
    });
    it('follower factor: under 1,000 pays half, 10,000+ pays the full share, unknown counts as under 1,000', async () => {
      const id = await w.live(biz, 1, { participantsShare: '0.05', participantsCount: 3 });
      const cases: Array<[number | null, number]> = [
        [999, 2],
        [10_000, 5],
        [null, 2],
      ];
      for (const [followers, cents] of cases) {
        // Joining needs a verified count; "unknown" is a count cleared after joining (a new handle).
        const c = await w.customer({ instagramFollowers: followers ?? 500 });
        const act = await w.accept(c, id);
        if (followers === null)
          await w.t.db.update(users).set({ instagramFollowers: null }).where(eq(users.id, c.user.id));
        await w.submit(c, act, {});
        expect(await w.wallet(c)).toBe(cents);
      }
      await w.expectLedgerOk();
    });
    it('type 2 submits no link and waits for the owner (status 4); the owner is messaged (event 2) at once', async () => {
      const owner = await w.business();
      await w.fund(owner, 1_000);
      const id = await w.live(owner, 2, { title: 'Follow us' });
      const c = await w.customer();
      const act = await w.accept(c, id);
      pushed.length = 0;
      const res = await w.submit(c, act, {});
      expect(res.status).toBe(200);
      expect(res.body.data.wallet).toBe(0);
      expect(await w.activity(act)).toMatchObject({ status: 4, link: null });
      const [msg] = await w.t.db
        .select()
        .from(messages)
        .where(and(eq(messages.userId, owner.user.id), eq(messages.event, 2)));
      expect(msg).toMatchObject({
        event: 2,
        title: 'New submission to decide on "Follow us".',
        isSeen: false,
      });
      expect(pushed).toEqual([
        { userId: owner.user.id, event: 'participant', payload: { campaignId: id, activityId: act } },
        {
          userId: owner.user.id,
          event: 'message',
          payload: expect.objectContaining({ event: 2, title: msg.title }),
        },
      ]);
    });
    it('types 4-7: a proof link (valid, under 100 characters), stored with https://, and the ad tick when sent', async () => {
      for (const [owner, type] of [
        [biz, 4],
        [biz, 5],
        [venue, 6],
        [venue, 7],
      ] as const) {
        const id = await w.live(owner, type);
        const c = await w.customer();
        const act = await w.accept(c, id);
        const fail = async (payload: Record<string, unknown>, message: string) => {
          const res = await w.submit(c, act, payload);
          expect(res.status).toBe(400);
          expect(res.body.errors).toBe(message);
        };
        await fail({ disclosed: true }, 'Please enter a valid link.');
        await fail({ link: 'has space.com', disclosed: true }, 'Please enter a valid link.');
        await fail({ link: 'nodot', disclosed: true }, 'Please enter a valid link.');
        await fail(
          { link: `a.${'b'.repeat(98)}`, disclosed: true },
          'Link must contain less than 100 characters.',
        );
        const ok = await w.submit(c, act, { link: `https://a.${'b'.repeat(97)}`, disclosed: true });
        expect(ok.status).toBe(200);
        expect(await w.activity(act)).toMatchObject({
          status: 4,
          link: `https://a.${'b'.repeat(97)}`,
          disclosed: true,
        });
      }
    });
    it("the spec's body (link only) is accepted: disclosed is stored when sent, never required", async () => {
      const id = await w.live(biz, 4, { participantsCount: 3 });
      const bare = await w.customer();
      const bareAct = await w.accept(bare, id);
      const res = await w.submit(bare, bareAct, { link: 'instagram.com/p/1', youtubeId: null });
      expect(res.status).toBe(200);
      expect(await w.activity(bareAct)).toMatchObject({
        status: 4,
        link: 'https://instagram.com/p/1',
        disclosed: false,
      });
      const no = await w.customer();
      const noAct = await w.accept(no, id);
      expect((await w.submit(no, noAct, { link: 'instagram.com/p/2', disclosed: false })).status).toBe(200);
      expect(await w.activity(noAct)).toMatchObject({ status: 4, disclosed: false });
      const yes = await w.customer();
      const yesAct = await w.accept(yes, id);
      expect((await w.submit(yes, yesAct, { link: 'instagram.com/p/3', disclosed: true })).status).toBe(200);
      expect(await w.activity(yesAct)).toMatchObject({ status: 4, disclosed: true });
    });
    it('YouTube campaigns ask for the YouTube username (at most 100), stored as a YouTube address', async () => {
      const id = await w.live(biz, 2, { platform: 'youtube' });
      // The proof names the video's channel; joining needed the verified channel on the profile.
      const c = await w.customer({
        youtubeId: 'https://www.youtube.com/@verified',
        youtubeFollowers: 20_000,
      });
      const act = await w.accept(c, id);
      expect((await w.submit(c, act, {})).body.errors).toBe(CAMPAIGN_MSG.youtubeRequired);
      expect((await w.submit(c, act, { youtubeId: 'x'.repeat(101) })).body.errors).toBe(
        CAMPAIGN_MSG.youtubeLong,
      );
      expect((await w.submit(c, act, { youtubeId: 'my channel' })).body.errors).toBe(
        CAMPAIGN_MSG.youtubeInvalid,
      );
      expect((await w.submit(c, act, { youtubeId: '@mychannel' })).status).toBe(200);
      expect(await w.activity(act)).toMatchObject({
        status: 4,
        youtubeId: 'https://www.youtube.com/@mychannel',
        followers: 20_000,
      });
    });
    it("only the activity's owner, only once, only while the campaign is open", async () => {
      const id = await w.live(biz, 4, { endDate: w.inDays(2) });
      const c = await w.customer();
      const act = await w.accept(c, id);
      const other = await w.customer();
      expect((await w.submit(other, act, w.proof)).status).toBe(404);
      expect((await w.submit(biz, act, w.proof)).status).toBe(403);
      expect((await w.submit(c, 'nope', w.proof)).status).toBe(404);
      expect((await w.submit(c, act, w.proof)).status).toBe(200);
      const twice = await w.submit(c, act, w.proof);
      expect(twice.status).toBe(409);
      expect(twice.body.errors).toBe(CAMPAIGN_MSG.alreadySubmitted);
      const late = await w.accept(other, id);
      w.t.clock.advance(3 * 86_400_000);
      const res = await w.submit(other, late, w.proof);
      expect(res.status).toBe(400);
      expect(res.body.errors).toBe(CAMPAIGN_MSG.campaignEnded);
    });
  });

  describe('POST /api/campaigns/{id}/{participantId}', () => {
    it('approve pays share x factor floored from escrow (snapshot at submission); data.campaign is the owner view', async () => {
      const owner = await w.business();
      await w.fund(owner, 1_000);
      const id = await w.live(owner, 4, { participantsShare: '0.05', participantsCount: 2 });
      const c = await w.customer({ instagramFollowers: 1500 });
      const act = await w.accept(c, id);
      await w.submit(c, act, w.proof);
      // Followers change after submitting: the payout uses the count at submission.
      await w.t.db.update(users).set({ instagramFollowers: 50_000 }).where(eq(users.id, c.user.id));
      const res = await w.decide(owner, id, act, true);
      expect(res.status).toBe(200);
      expect(res.body.data.message).toBe(CAMPAIGN_MSG.approved);
      expect(res.body.data.campaign).toMatchObject({
        id,
        approvedParticipantsCount: 1,
        budgetSpent: 0.03,
        escrow: 0.07,
      });
      expect(res.body.data.campaign.participants[0]).toMatchObject({ id: act, status: 2, payout: 0.03 });
      expect(await w.wallet(c)).toBe(3);
      expect(await w.activity(act)).toMatchObject({ status: 2, payoutCents: 3, autoApproved: false });
      await w.expectLedgerOk();
    });
    it('each decision happens once: a second approve or a reject after it is 409, paid once', async () => {
      const id = await w.live(biz, 5, { participantsShare: '2' });
      const c = await w.customer({ instagramFollowers: 20_000 });
      const act = await w.accept(c, id);
      await w.submit(c, act, w.proof);
      expect((await w.decide(biz, id, act, true)).status).toBe(200);
      for (const approve of [true, false]) {
        const again = await w.decide(biz, id, act, approve);
        expect(again.status).toBe(409);
        expect(again.body.errors).toBe('This participant has already been decided.');
      }
      expect(await w.wallet(c)).toBe(200);
      await w.expectLedgerOk();
    });
    it('reject: status 3, the place stays taken, the money stays in escrow', async () => {
      const id = await w.live(biz, 4, { participantsShare: '1', participantsCount: 1 });
      const c = await w.customer();
      const act = await w.accept(c, id);
      await w.submit(c, act, w.proof);
      const res = await w.decide(biz, id, act, false);
      expect(res.status).toBe(200);
      expect(res.body.data.message).toBe(CAMPAIGN_MSG.rejected);
      expect(await w.activity(act)).toMatchObject({ status: 3, payoutCents: null });
      expect(await w.escrow(id)).toBe(100);
      expect(await w.wallet(c)).toBe(0);
      const next = await w.post(`/api/campaigns/${id}/accept`, await w.customer());
      expect(next.body.errors).toBe(CAMPAIGN_MSG.full);
      expect((await w.decide(biz, id, act, true)).status).toBe(409);
      await w.expectLedgerOk();
    });
    it('type 6 pays the full share into the pocket at that venue, not the wallet', async () => {
      const id = await w.live(venue, 6, { participantsShare: '4.00' });
      // 100 followers: verified yet under 1,000, so a factor would show; a pocket takes the full share.
      const c = await w.customer({ instagramFollowers: 100 });
      const act = await w.accept(c, id);
      await w.submit(c, act, w.proof);
      expect((await w.decide(venue, id, act, true)).status).toBe(200);
      expect(await w.pocket(c, venue.user.id)).toBe(400);
      expect(await w.wallet(c)).toBe(0);
      await w.expectLedgerOk();
    });
    it('type 7 issues a voucher at that venue (discount or free item), no money moves', async () => {
      const pct = await w.live(venue, 7, { discount: 25 });
      const free = await w.live(venue, 7, { discount: '', item: 'Free dessert' });
      const c = await w.customer();
      for (const id of [pct, free]) {
        const act = await w.accept(c, id);
        await w.submit(c, act, w.proof);
        expect((await w.decide(venue, id, act, true)).status).toBe(200);
      }
      const rows = await w.t.db.select().from(vouchers).where(eq(vouchers.customerId, c.user.id));
      expect(
        rows
          .map((v) => ({ venueId: v.venueId, discount: v.discount, prize: v.prize, isUsed: v.isUsed }))
          .sort((a, b) => (a.discount ?? 0) - (b.discount ?? 0)),
      ).toEqual([
        { venueId: venue.user.id, discount: null, prize: 'Free dessert', isUsed: false },
        { venueId: venue.user.id, discount: 25, prize: null, isUsed: false },
      ]);
      expect(await w.wallet(c)).toBe(0);
      await w.expectLedgerOk();
    });
    it('owner only; a to-do participant is not decided; after the end date approvals are closed', async () => {
      const id = await w.live(biz, 4, { endDate: w.inDays(2) });
      const c = await w.customer();
      const act = await w.accept(c, id);
      expect((await w.decide(biz, id, act, true)).body.errors).toBe(CAMPAIGN_MSG.notSubmitted);
      await w.submit(c, act, w.proof);
      expect((await w.decide(await w.business(), id, act, true)).status).toBe(404);
      expect((await w.decide(c, id, act, true)).status).toBe(403);
      expect((await w.post(`/api/campaigns/${id}/${act}`, biz, {})).body.errors).toBe(
        CAMPAIGN_MSG.decisionRequired,
      );
      expect((await w.decide(biz, id, crypto.randomUUID(), true)).status).toBe(404);
      w.t.clock.advance(3 * 86_400_000);
      const late = await w.decide(biz, id, act, true);
      expect(late.status).toBe(400);
      expect(late.body.errors).toBe(CAMPAIGN_MSG.approvalsClosed);
    });
    it('after 20 approved activities a customer becomes a Legend with a referral code', async () => {
      const owner = await w.business();
      await w.fund(owner, 10_000);
      const c = await w.customer();
      for (let i = 0; i < 20; i++) {
        await w.setEnergy(c, 100);
        const id = await w.live(owner, 1, { participantsShare: '0.10', participantsCount: 1 });
        await w.submit(c, await w.accept(c, id), {});
        const me = await w.t.reload(c.user.id);
        expect(me.level).toBe(i < 19 ? 1 : 2);
      }
      const legend = await w.t.reload(c.user.id);
      expect(legend.legendCode).toMatch(/^[A-Z2-9]{8}$/);
      const me = await w.get('/api/users/me', c);
      expect(me.body.data.user).toMatchObject({ level: 2, legendCode: legend.legendCode });
      await w.expectLedgerOk();
    });
  });

  describe('GET /api/activities/current and /prev', () => {
    it('current: to do and submitted on open campaigns; prev: decided, or the campaign ended', async () => {
      const c = await w.customer();
      const later = { endDate: w.inDays(10) };
      const todo = await w.accept(c, await w.live(biz, 4, later));
      const submittedCampaign = await w.live(biz, 4, later);
      const submitted = await w.accept(c, submittedCampaign);
      await w.submit(c, submitted, w.proof);
      const paid = await w.accept(c, await w.live(biz, 1, later));
      await w.submit(c, paid, {});
      const endingCampaign = await w.live(biz, 4, { endDate: w.inDays(2) });
      const ending = await w.accept(c, endingCampaign);

      const current = await w.get('/api/activities/current', c);
      expect(current.status).toBe(200);
      const cur = current.body.data.activities.map((a: { id: string }) => a.id);
      expect(cur.sort()).toEqual([todo, submitted, ending].sort());
      const item = current.body.data.activities.find((a: { id: string }) => a.id === submitted);
      expect(item).toMatchObject({
        _id: submitted,
        status: 4,
        link: 'https://instagram.com/p/abc',
        campaign: { id: submittedCampaign, type: 4, owner: { name: 'Test Business' } },
      });
      expect(item.campaign).not.toHaveProperty('participants');
      expect(
        (await w.get('/api/activities/prev', c)).body.data.activities.map((a: { id: string }) => a.id),
      ).toEqual([paid]);

      w.t.clock.advance(3 * 86_400_000);
      const prev = (await w.get('/api/activities/prev', c)).body.data.activities.map(
        (a: { id: string }) => a.id,
      );
      expect(prev.sort()).toEqual([paid, ending].sort());
      expect((await w.get('/api/activities/current', biz)).status).toBe(403);
    });
  });
});
