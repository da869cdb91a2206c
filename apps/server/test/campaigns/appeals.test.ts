/**
 * Appeals: a rejected creator appeals once, within 72 hours, with a short note; settlement waits
 * (the place's escrow stays held); the operator upholds or overturns, and overturning pays as an approval would,
 * once. Both sides are messaged and every step is audited. The ledger check stays green after each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { APPEAL_LIMITS, APPEAL_MSG } from '@spruik/shared';
import { appeals, auditLog, messages, vouchers } from '../../src/db/schema';
import { runCampaignSettlement } from '../../src/jobs/campaign-settlement';
import { databaseKinds } from '../test-db';
import { campaignWorld, DAY, type CampaignWorld, type Person } from './helpers';

const HOUR = 3_600_000;

describe.each(databaseKinds)('appeals (%s)', (kind) => {
  let w: CampaignWorld;
  let owner: Person;
  beforeAll(async () => {
    w = await campaignWorld(kind);
    owner = await w.business();
    await w.fund(owner, 1_000_000);
  });
  afterAll(() => w.close());

  const appeal = (who: Person, activityId: string, note: unknown = 'My post is live and tagged.') =>
    w.post(`/api/activities/${activityId}/appeal`, who, { note } as never);
  const decideAppeal = async (appealId: string, overturn: boolean, who?: Person) =>
    w.post(`/api/admin/appeals/${appealId}`, who ?? (await w.admin()), { overturn });
  const appealOf = async (activityId: string) =>
    (await w.t.db.select().from(appeals).where(eq(appeals.activityId, activityId)))[0];
  const messagesOf = (p: Person) => w.t.db.select().from(messages).where(eq(messages.userId, p.user.id));
  const auditOf = (appealId: string) =>
    w.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'appeal'), eq(auditLog.targetId, appealId)));
  const job = () => runCampaignSettlement(w.t.app.deps, {});

  /** A live campaign of the type with one creator, submitted and rejected by the owner. */
  async function rejected(type = 4, overrides: Record<string, unknown> = {}, by: Person = owner) {
    const id = await w.live(by, type, { participantsShare: '2.00', participantsCount: 2, ...overrides });
    const c = await w.customer({ instagramFollowers: 1500 });
    const act = await w.accept(c, id);
    expect((await w.submit(c, act, w.proof)).status).toBe(200);
    expect((await w.decide(by, id, act, false)).status).toBe(200);
    return { id, c, act };
  }

  describe('POST /api/activities/{id}/appeal', () => {
    it('opens an appeal with the note, messages the owner, audits it, and shows on the activity', async () => {
      const { id, c, act } = await rejected(4, { title: 'Brunch post' });
      const res = await appeal(c, act, '  The post is up with #ad.  ');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({
        message: APPEAL_MSG.sent,
        appeal: { status: 1, note: 'The post is up with #ad.', decidedAt: null },
      });
      expect(await appealOf(act)).toMatchObject({ status: 1, campaignId: id, userId: c.user.id });
      expect((await messagesOf(owner)).map((m) => m.title)).toContain(
        'A creator appealed your rejection on "Brunch post". The operator will decide.',
      );
      const audit = await auditOf((await appealOf(act)).id);
      expect(audit).toMatchObject([{ action: 'appeal.open', actorId: c.user.id }]);

      const prev = await w.get('/api/activities/prev', c);
      const item = prev.body.data.activities.find((a: { id: string }) => a.id === act);
      expect(item).toMatchObject({ status: 3, appeal: { status: 1 }, appealUntil: null });
      await w.expectLedgerOk();
    });

    it('a rejection not yet appealed shows until when it may be appealed (72 hours after it)', async () => {
      const { c, act } = await rejected();
      const prev = await w.get('/api/activities/prev', c);
      const item = prev.body.data.activities.find((a: { id: string }) => a.id === act);
      expect(item.appeal).toBeNull();
      expect(new Date(item.appealUntil).getTime() - new Date(item.decidedAt).getTime()).toBe(72 * HOUR);
    });

    it('once only: a second appeal is refused (409), also when two race', async () => {
      const { c, act } = await rejected();
      const [r1, r2] = await Promise.all([appeal(c, act), appeal(c, act)]);
      expect([r1.status, r2.status].sort()).toEqual([200, 409]);
      const again = await appeal(c, act);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ errors: APPEAL_MSG.alreadyAppealed, code: 'ALREADY_APPEALED' });
      expect(await w.t.db.select().from(appeals).where(eq(appeals.activityId, act))).toHaveLength(1);
    });

    it('within 72 hours of the rejection only', async () => {
      const { c, act } = await rejected(4, { endDate: w.inDays(10) });
      w.t.clock.advance(72 * HOUR + 1000);
      const res = await appeal(c, act);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errors: APPEAL_MSG.windowClosed, code: 'APPEAL_WINDOW_CLOSED' });
      expect(await appealOf(act)).toBeUndefined();
    });

    it('only a rejected activity: to do, submitted or approved ones cannot be appealed', async () => {
      const id = await w.live(owner, 4, { participantsCount: 3 });
      const [a, b, d] = [await w.customer(), await w.customer(), await w.customer()];
      const [actA, actB, actD] = [await w.accept(a, id), await w.accept(b, id), await w.accept(d, id)];
      await w.submit(b, actB, w.proof);
      await w.submit(d, actD, w.proof);
      await w.decide(owner, id, actD, true);
      for (const [who, act] of [
        [a, actA],
        [b, actB],
        [d, actD],
      ] as const) {
        const res = await appeal(who, act);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ errors: APPEAL_MSG.notRejected, code: 'NOT_REJECTED' });
      }
    });

    it("someone else's activity is not found, and only customers may appeal", async () => {
      const { act } = await rejected();
      const stranger = await w.customer();
      expect(await appeal(stranger, act)).toMatchObject({
        status: 404,
        body: { errors: APPEAL_MSG.activityNotFound },
      });
      expect((await appeal(owner, act)).status).toBe(403);
      expect((await appeal(await w.admin(), act)).status).toBe(403);
      expect((await w.post(`/api/activities/${act}/appeal`, null, { note: 'x' })).status).toBe(401);
    });

    it('the note: required, at most 500 characters, no control characters', async () => {
      const { c, act } = await rejected();
      for (const [note, text] of [
        ['', APPEAL_MSG.noteRequired],
        ['   ', APPEAL_MSG.noteRequired],
        [null, APPEAL_MSG.noteRequired],
        ['x'.repeat(APPEAL_LIMITS.noteMax + 1), APPEAL_MSG.noteLong],
      ] as const) {
        const res = await appeal(c, act, note);
        expect(res.status, String(note)).toBe(400);
        expect(res.body.errors).toBe(text);
      }
      expect((await appeal(c, act, 'bad\u0000note')).status).toBe(400);
      expect((await appeal(c, act, 'x'.repeat(APPEAL_LIMITS.noteMax))).status).toBe(200);
    });
  });

  describe('the operator: GET /api/admin/appeals, POST /api/admin/appeals/{id}', () => {
    it('the queue shows the proof link, the owner decision and the note; admins only', async () => {
      const { act, c } = await rejected(4, { title: 'Queue check' });
      await appeal(c, act, 'Please look again.');
      const res = await w.get('/api/admin/appeals', await w.admin());
      expect(res.status).toBe(200);
      const item = res.body.data.appeals.find((a: { activity: { _id: string } }) => a.activity._id === act);
      expect(item).toMatchObject({
        status: 1,
        note: 'Please look again.',
        activity: { status: 3, link: 'https://instagram.com/p/abc', disclosed: true, followers: 1500 },
        campaign: { title: 'Queue check', type: 4, share: 2 },
        creator: { _id: c.user.id },
        owner: { _id: owner.user.id },
      });
      expect(item.activity.rejectedAt).toEqual(expect.any(String));
      expect((await w.get('/api/admin/appeals', c)).status).toBe(403);
      expect((await w.get('/api/admin/appeals', owner)).status).toBe(403);
      expect((await w.get('/api/admin/appeals?status=nope', await w.admin())).status).toBe(400);
    });

    it('uphold: nothing is paid, both sides are messaged, audited, and a second decision is refused', async () => {
      const { id, c, act } = await rejected(4, { title: 'Uphold me' });
      await appeal(c, act);
      const appealId = (await appealOf(act)).id;
      const escrowBefore = await w.escrow(id);
      const res = await decideAppeal(appealId, false);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ message: APPEAL_MSG.upheld, paid: null, appeal: { status: 2 } });
      expect(await w.activity(act)).toMatchObject({ status: 3 });
      expect(await w.wallet(c)).toBe(0);
      expect(await w.escrow(id)).toBe(escrowBefore);
      expect((await messagesOf(c)).map((m) => m.title)).toContain(
        'Your appeal on "Uphold me" was declined: the rejection stands.',
      );
      expect((await messagesOf(owner)).map((m) => m.title)).toContain(
        'The operator upheld your rejection on "Uphold me".',
      );
      expect((await auditOf(appealId)).map((a) => a.action).sort()).toEqual(['appeal.open', 'appeal.uphold']);
      const again = await decideAppeal(appealId, true);
      expect(again).toMatchObject({ status: 409, body: { errors: APPEAL_MSG.decided } });
      expect(await w.wallet(c)).toBe(0);
      await w.expectLedgerOk();
    });

    it('overturn pays exactly as an approval (share x follower factor, floored), once, even when repeated', async () => {
      const { id, c, act } = await rejected(4, { title: 'Overturn me', participantsShare: '2.05' });
      await appeal(c, act);
      const appealId = (await appealOf(act)).id;
      const escrowBefore = await w.escrow(id);
      const res = await decideAppeal(appealId, true);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // 1,500 followers: factor 0.75; $2.05 x 0.75 = 153.75 cents, floored to 153.
      expect(res.body.data).toMatchObject({
        message: APPEAL_MSG.overturned,
        paid: 1.53,
        appeal: { status: 3 },
      });
      expect(await w.wallet(c)).toBe(153);
      expect(await w.escrow(id)).toBe(escrowBefore - 153);
      expect(await w.activity(act)).toMatchObject({ status: 2, payoutCents: 153, autoApproved: false });
      const [r2, r3] = await Promise.all([decideAppeal(appealId, true), decideAppeal(appealId, false)]);
      expect([r2.status, r3.status]).toEqual([409, 409]);
      expect(await w.wallet(c)).toBe(153);
      // Money reached the creator: a 'paid' message, which quiet hours never hold (docs/push.md "Events").
      expect(await messagesOf(c)).toContainEqual(
        expect.objectContaining({
          title: 'Your appeal on "Overturn me" was accepted: $1.53 was added to your wallet.',
          kind: 'paid',
          campaignId: id,
        }),
      );
      expect((await messagesOf(owner)).map((m) => m.title)).toContain(
        'The operator overturned your rejection on "Overturn me"; the creator was paid from the campaign.',
      );
      const [decision] = (await auditOf(appealId)).filter((a) => a.action === 'appeal.overturn');
      expect(decision).toMatchObject({ after: { status: 3, activityStatus: 2, paid: 1.53 } });
      await w.expectLedgerOk();
    });

    it('overturn pays a type 6 into the pocket at the venue and issues a type 7 voucher', async () => {
      const venue = await w.venue();
      await w.fund(venue, 100_000);
      const six = await rejected(6, { participantsShare: '3.00' }, venue);
      await appeal(six.c, six.act);
      expect((await decideAppeal((await appealOf(six.act)).id, true)).status).toBe(200);
      expect(await w.pocket(six.c, venue.user.id)).toBe(300);
      const seven = await rejected(7, {}, venue);
      await appeal(seven.c, seven.act);
      expect((await decideAppeal((await appealOf(seven.act)).id, true)).status).toBe(200);
      const vs = await w.t.db.select().from(vouchers).where(eq(vouchers.activityId, seven.act));
      expect(vs).toHaveLength(1);
      expect(vs[0]).toMatchObject({ customerId: seven.c.user.id, discount: 20 });
      await w.expectLedgerOk();
    });

    it('only the operator decides; an unknown appeal is not found', async () => {
      const { c, act } = await rejected();
      await appeal(c, act);
      const appealId = (await appealOf(act)).id;
      expect((await decideAppeal(appealId, true, c)).status).toBe(403);
      expect((await decideAppeal(appealId, true, owner)).status).toBe(403);
      expect((await decideAppeal('00000000-0000-4000-8000-000000000000', true)).status).toBe(404);
      expect((await w.post(`/api/admin/appeals/${appealId}`, await w.admin(), {})).status).toBe(400);
      expect((await appealOf(act)).status).toBe(1);
    });
  });

  describe('settlement waits', () => {
    it('while an appeal is open the job skips the campaign and the place stays held; after the decision it settles', async () => {
      const o = await w.business();
      await w.fund(o, 10_000);
      const { id, c, act } = await rejected(
        4,
        { participantsShare: '2.00', participantsCount: 2, endDate: w.inDays(1) },
        o,
      );
      await appeal(c, act);
      w.t.clock.advance(DAY + 1000);
      await job();
      expect((await w.campaignRow(id)).settledAt).toBeNull();
      expect(await w.escrow(id)).toBe(400);
      // Even past the 72-hour window an open appeal holds it.
      w.t.clock.advance(3 * DAY);
      await job();
      expect((await w.campaignRow(id)).settledAt).toBeNull();
      // The owner's or operator's close is refused with a clear text.
      const close = await w.post(`/api/admin/campaigns/${id}/close`, await w.admin());
      expect(close).toMatchObject({
        status: 409,
        body: { errors: APPEAL_MSG.pending, code: 'APPEALS_PENDING' },
      });

      expect((await decideAppeal((await appealOf(act)).id, true)).status).toBe(200);
      expect(await w.wallet(c)).toBe(150);
      await job();
      expect(await w.credit(o)).toBe(10_000 - 150);
      expect((await w.campaignRow(id)).settledAt).not.toBeNull();
      expect(await w.escrow(id)).toBe(0);
      await w.expectLedgerOk();
    });

    it('a rejection still inside its window holds settlement; once the window passes unappealed it settles', async () => {
      const o = await w.business();
      await w.fund(o, 10_000);
      const { id, c, act } = await rejected(4, { endDate: w.inDays(1) }, o);
      w.t.clock.advance(DAY + 1000);
      await job();
      expect((await w.campaignRow(id)).settledAt).toBeNull();
      w.t.clock.advance(2 * DAY);
      await job();
      expect((await w.campaignRow(id)).settledAt).not.toBeNull();
      expect(await w.escrow(id)).toBe(0);
      expect(await w.credit(o)).toBe(10_000);
      // Too late now: the window passed and the escrow went back.
      expect((await appeal(c, act)).status).toBe(400);
      await w.expectLedgerOk();
    });
  });
});
