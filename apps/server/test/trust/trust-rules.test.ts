/** The trust rules: verified creators, 72-hour places, suspension pauses campaigns, owners end campaigns. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, messages, users } from '../../src/db/schema';
import { expireStaleActivities } from '../../src/features/campaigns/expiry.service';
import { settleDueCampaigns } from '../../src/features/campaigns/settle.service';
import { campaignWorld, type CampaignWorld, type Person } from '../campaigns/helpers';

const HOUR = 3_600_000;

describe('trust rules (pglite)', () => {
  let w: CampaignWorld;
  let biz: Person;
  beforeAll(async () => {
    w = await campaignWorld();
    biz = await w.business();
    await w.fund(biz, 1_000_000);
  });
  afterAll(() => w.close());

  const messagesOf = async (p: Person) =>
    (await w.t.db.select().from(messages).where(eq(messages.userId, p.user.id))).map((m) => m.title);
  const me = async (p: Person) => (await w.get('/api/users/me', p)).body.data.user;
  const setActive = async (p: Person, isActive: boolean) => {
    const res = await w.t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${p.user.id}`,
      headers: (await w.admin()).auth,
      payload: { isActive },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  describe('verified creators', () => {
    it('a new customer is not offered Instagram campaigns, is told why, is verified by the operator, then joins', async () => {
      const id = await w.live(biz, 1, { endDate: w.inDays(20) });
      const newbie = await w.t.createUser(3, { name: 'Nina New' }); // as sign-up leaves them: counts null
      const offers = await w.get('/api/campaigns', newbie);
      expect(offers.body.data.campaigns.map((c: { id: string }) => c.id)).not.toContain(id);
      expect((await me(newbie)).socialAccounts[0]).toMatchObject({
        platform: 'instagram',
        state: 'unverified',
        followers: null,
        minimum: 100,
      });
      const refused = await w.post(`/api/campaigns/${id}/accept`, newbie);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('NOT_VERIFIED');
      expect(refused.body.errors).toMatch(/not verified yet/);

      // The operator's queue lists them; entering the count verifies and messages them.
      const admin = await w.admin();
      const queue = await w.get('/api/admin/users?status=unverified&limit=100', admin);
      expect(queue.body.data.users.map((u: { id: string }) => u.id)).toContain(newbie.user.id);
      const put = await w.t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${newbie.user.id}`,
        headers: admin.auth,
        payload: { instagramFollowers: 150 },
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(await messagesOf(newbie)).toContain(
        'Your Instagram account is verified with 150 followers. You can now join Instagram campaigns.',
      );
      const after = await w.get('/api/admin/users?status=unverified&limit=100', admin);
      expect(after.body.data.users.map((u: { id: string }) => u.id)).not.toContain(newbie.user.id);
      expect((await me(newbie)).socialAccounts[0].state).toBe('verified');
      await w.accept(newbie, id);
    });

    it('below the minimum is refused with the minimums; a verified YouTube channel needs none', async () => {
      const few = await w.customer({
        instagramFollowers: 99,
        tiktokId: 'https://www.tiktok.com/@few',
        tiktokFollowers: 49,
      });
      const insta = await w.live(biz, 1, { endDate: w.inDays(20) });
      const tiktok = await w.live(biz, 4, { endDate: w.inDays(20), platform: 'tiktok' });
      for (const id of [insta, tiktok]) {
        const res = await w.post(`/api/campaigns/${id}/accept`, few);
        expect(res.status).toBe(400);
        expect(res.body.errors).toBe(
          'You need at least 100 Instagram or 50 TikTok followers to join this campaign.',
        );
      }
      expect((await me(few)).socialAccounts.map((a: { state: string }) => a.state)).toEqual([
        'belowMinimum',
        'belowMinimum',
        'verified',
      ]);
      const yt = await w.live(biz, 2, { endDate: w.inDays(20), platform: 'youtube', link: undefined });
      await w.accept(few, yt); // a checked channel with any number of subscribers
    });

    it('YouTube campaigns are neither offered to nor joinable by a creator whose channel is not verified', async () => {
      const yt = await w.live(biz, 2, { endDate: w.inDays(20), platform: 'youtube', link: undefined });
      const offered = async (p: Person) =>
        (await w.get('/api/campaigns?limit=50', p)).body.data.campaigns.map((c: { id: string }) => c.id);
      // A fresh sock: no channel on the profile.
      const sock = await w.t.createUser(3, { name: 'Sam Sock', instagramFollowers: 500 });
      expect(await offered(sock)).not.toContain(yt);
      const none = await w.post(`/api/campaigns/${yt}/accept`, sock);
      expect([none.status, none.body.code]).toEqual([400, 'PLATFORM_MISSING']);
      // A channel named but not checked yet: in the operator's queue, still refused.
      await w.t.db
        .update(users)
        .set({ youtubeId: 'https://www.youtube.com/@samsock' })
        .where(eq(users.id, sock.user.id));
      expect((await me(sock)).socialAccounts[2]).toMatchObject({ platform: 'youtube', state: 'unverified' });
      const waiting = await w.post(`/api/campaigns/${yt}/accept`, sock);
      expect([waiting.status, waiting.body.code]).toEqual([400, 'NOT_VERIFIED']);
      const admin = await w.admin();
      const queue = await w.get('/api/admin/users?status=unverified&limit=100', admin);
      expect(queue.body.data.users.map((u: { id: string }) => u.id)).toContain(sock.user.id);
      // The operator checks the channel: messaged, offered, joins.
      const put = await w.t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${sock.user.id}`,
        headers: admin.auth,
        payload: { youtubeFollowers: 12 },
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(await messagesOf(sock)).toContain(
        'Your YouTube account is verified with 12 followers. You can now join YouTube campaigns.',
      );
      expect(await offered(sock)).toContain(yt);
      await w.accept(sock, yt);
    });

    it('the operator declines with a reason: the customer is messaged and leaves the queue until the profile changes', async () => {
      const admin = await w.admin();
      const c = await w.t.createUser(3, { name: 'Dee Declined' });
      const empty = await w.post(`/api/admin/users/${c.user.id}/decline-social`, admin, { reason: '' });
      expect(empty.status).toBe(400);
      const res = await w.post(`/api/admin/users/${c.user.id}/decline-social`, admin, {
        reason: 'The profile is private.',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await messagesOf(c)).toContain(
        'We could not verify your social accounts: The profile is private. Update your profile to try again.',
      );
      expect((await me(c)).socialAccounts[0]).toMatchObject({
        state: 'declined',
        declinedReason: 'The profile is private.',
      });
      const queue = await w.get('/api/admin/users?status=unverified&limit=100', admin);
      expect(queue.body.data.users.map((u: { id: string }) => u.id)).not.toContain(c.user.id);
      const again = await w.post(`/api/admin/users/${c.user.id}/decline-social`, admin, { reason: 'x' });
      expect(again.status).toBe(409);
      const notCustomer = await w.post(`/api/admin/users/${biz.user.id}/decline-social`, c, { reason: 'x' });
      expect(notCustomer.status).toBe(403);
    });
  });

  describe('72-hour places', () => {
    it('a to-do expires after 72 hours, frees its place, and an expired place can be taken again', async () => {
      const id = await w.live(biz, 4, { endDate: w.inDays(20), participantsCount: 2 });
      const [a, b, c] = [await w.customer(), await w.customer(), await w.customer()];
      const actA = await w.accept(a, id);
      await w.accept(b, id);
      const full = await w.post(`/api/campaigns/${id}/accept`, c);
      expect(full.status).toBe(409);

      const current = await w.get('/api/activities/current', a);
      const item = current.body.data.activities.find((x: { id: string }) => x.id === actA);
      expect(new Date(item.expiresAt).getTime() - new Date(item.createdAt).getTime()).toBe(72 * HOUR);

      w.t.clock.advance(72 * HOUR + 1000);
      // Before any job ran, the submit is refused; offers read the places counter, which the job updates.
      const late = await w.submit(a, actA, w.proof);
      expect(late.status).toBe(400);
      expect(late.body.code).toBe('ACTIVITY_EXPIRED');
      const offered = async () =>
        (await w.get('/api/campaigns', c)).body.data.campaigns.map((x: { id: string }) => x.id);
      expect(await offered()).not.toContain(id);

      expect(await expireStaleActivities(w.t.app.deps)).toBeGreaterThanOrEqual(2);
      expect(await offered()).toContain(id);
      expect((await w.activity(actA)).status).toBe(5);
      // The customer's list says why: time ran out (their place went to someone else).
      const prev = await w.get('/api/activities/prev', a);
      const expired = prev.body.data.activities.find((x: { id: string }) => x.id === actA);
      expect(expired).toMatchObject({ status: 5, expiresAt: null, expiredReason: 'timeUp' });
      const again = await w.submit(a, actA, w.proof);
      expect(again.body.errors).toBe(
        'This activity expired: it was not submitted within 72 hours of joining.',
      );
      const energyBefore = (await w.t.reload(c.user.id)).energy;
      await w.accept(c, id);
      expect((await w.t.reload(c.user.id)).energy).toBe(energyBefore - 10);
      // The expired customer cannot take the place back: one go per campaign.
      expect((await w.post(`/api/campaigns/${id}/accept`, a)).status).toBe(409);
      await w.expectLedgerOk();
    });

    it('a to-do left when the campaign reaches its end date expires as "campaign ended", energy not back', async () => {
      const id = await w.live(biz, 4, { endDate: w.inDays(1) });
      const a = await w.customer();
      const act = await w.accept(a, id);
      const energy = (await w.t.reload(a.user.id)).energy;
      w.t.clock.advance(60 * HOUR); // past the end date (at most 2 days away), not yet 72 hours
      await settleDueCampaigns(w.t.app.deps);
      expect((await w.activity(act)).status).toBe(5);
      const prev = await w.get('/api/activities/prev', a);
      expect(prev.body.data.activities.find((x: { id: string }) => x.id === act)).toMatchObject({
        expiredReason: 'campaignEnded',
      });
      expect((await w.t.reload(a.user.id)).energy).toBe(energy);
    });

    it('accept frees places past 72 hours itself when the job has not run', async () => {
      const id = await w.live(biz, 1, { endDate: w.inDays(20), participantsCount: 1 });
      const [a, b] = [await w.customer(), await w.customer()];
      const actA = await w.accept(a, id);
      w.t.clock.advance(73 * HOUR);
      await w.accept(b, id);
      expect((await w.activity(actA)).status).toBe(5);
    });
  });

  describe('suspension pauses campaigns', () => {
    it('a deactivated owner’s campaigns are not offered and refuse accept and submit; reactivation resumes; the end settles', async () => {
      const owner = await w.business();
      await w.fund(owner, 100_000);
      const id = await w.live(owner, 4, { endDate: w.inDays(5) });
      const short = await w.live(owner, 4, {
        endDate: w.inDays(1),
        participantsCount: 2,
        participantsShare: '2.00',
      });
      const [c1, c2] = [await w.customer(), await w.customer()];
      const act = await w.accept(c1, id);
      await w.accept(c1, short);

      await setActive(owner, false);
      const offers = (await w.get('/api/campaigns?limit=50', c2)).body.data.campaigns.map(
        (x: { id: string }) => x.id,
      );
      expect(offers).not.toContain(id);
      const acc = await w.post(`/api/campaigns/${id}/accept`, c2);
      expect(acc.status).toBe(400);
      expect(acc.body.errors).toBe(
        "This campaign is paused because its owner's account is suspended. Please try again later.",
      );
      const sub = await w.submit(c1, act, w.proof);
      expect(sub.status).toBe(400);
      expect(sub.body.code).toBe('CAMPAIGN_PAUSED');

      // The short one ends during the suspension and settles as usual: its $4.00 escrow goes back.
      const creditBefore = await w.credit(owner);
      w.t.clock.advance(25 * HOUR);
      const { settleDueCampaigns } = await import('../../src/features/campaigns/settle.service');
      await settleDueCampaigns(w.t.app.deps);
      expect((await w.campaignRow(short)).settledAt).not.toBeNull();
      expect((await w.credit(owner)) - creditBefore).toBe(400);

      await setActive(owner, true);
      expect(
        (await w.get('/api/campaigns?limit=50', c2)).body.data.campaigns.map((x: { id: string }) => x.id),
      ).toContain(id);
      expect((await w.submit(c1, act, w.proof)).status).toBe(200);
      await w.expectLedgerOk();
    });
  });

  describe('owners end their own campaigns', () => {
    it('settles like the operator’s close: submissions approved, to-dos expire with energy back, escrow refunded once', async () => {
      const owner = await w.business();
      await w.fund(owner, 100_000);
      const id = await w.live(owner, 4, {
        endDate: w.inDays(10),
        participantsCount: 5,
        participantsShare: '2.00',
      });
      const [s, todo] = [await w.customer({ instagramFollowers: 20_000 }), await w.customer()];
      const actS = await w.accept(s, id);
      const actT = await w.accept(todo, id);
      expect((await w.submit(s, actS, w.proof)).status).toBe(200);
      const energy = (await w.t.reload(todo.user.id)).energy;
      const creditBefore = await w.credit(owner);

      const other = await w.business();
      expect((await w.post(`/api/campaigns/${id}/end`, other)).status).toBe(404);
      expect((await w.post(`/api/campaigns/${id}/end`, s)).status).toBe(403);

      const res = await w.post(`/api/campaigns/${id}/end`, owner);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // $10.00 reserved, $2.00 paid to the submission (factor 1.0), $8.00 back.
      expect(res.body.data).toMatchObject({
        refunded: 8,
        autoApproved: 1,
        expired: 1,
        message: 'Campaign ended.',
      });
      expect((await w.credit(owner)) - creditBefore).toBe(800);
      expect(res.body.data.credit).toBe((await w.credit(owner)) / 100);
      expect((await w.activity(actS)).status).toBe(2);
      expect(await w.wallet(s)).toBeGreaterThanOrEqual(200);
      expect((await w.activity(actT)).status).toBe(5);
      expect((await w.t.reload(todo.user.id)).energy).toBe(Math.min(100, energy + 10));
      // The creator still to do is told the campaign closed early (and so the energy came back).
      const prev = await w.get('/api/activities/prev', todo);
      expect(prev.body.data.activities.find((x: { id: string }) => x.id === actT)).toMatchObject({
        status: 5,
        expiredReason: 'closedEarly',
      });
      expect(await messagesOf(owner)).toContain(
        'You ended your campaign "Campaign type 4". $8.00 was returned to your credit.',
      );

      // One audit row, written by the close the operator uses too (close.service.ts), as the owner.
      const audits = await w.t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'campaign.end')));
      expect(audits).toHaveLength(1);
      expect(audits[0].actorId).toBe(owner.user.id);
      expect(audits[0].after).toMatchObject({ refunded: 8, autoApproved: 1, expired: 1, escrow: 0 });

      const again = await w.post(`/api/campaigns/${id}/end`, owner);
      expect(again.status).toBe(409);
      expect(await w.credit(owner)).toBe(creditBefore + 800);
      await w.expectLedgerOk();
    });

    it('a pending campaign ends with the whole escrow back', async () => {
      const owner = await w.venue();
      await w.fund(owner, 10_000);
      const id = await w.create(owner, 6, { participantsShare: '1.50', participantsCount: 2 });
      const before = await w.credit(owner);
      const res = await w.post(`/api/campaigns/${id}/end`, owner);
      expect(res.body.data.refunded).toBe(3);
      expect((await w.credit(owner)) - before).toBe(300);
      const row = (
        await w.t.db
          .select()
          .from(users)
          .where(and(eq(users.id, owner.user.id)))
      )[0];
      expect(row.isActive).toBe(true);
      await w.expectLedgerOk();
    });
  });
});
