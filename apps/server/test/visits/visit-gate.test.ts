import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACTIVITY_STATUS, ERROR_CODE } from '@spruik/shared';
import { campaigns, organisations } from '../../src/db/schema';
import { recordVisit } from '../../src/features/visits';
import type { Person } from '../campaigns/helpers';
import { proofWorld, OWNER_HANDLE } from '../participation/helpers';

const HOUR = 3_600_000;
const REFUSAL = 'Visit The Laneway Bar and check in at the counter before you post.';

describe('campaigns that need a visit', () => {
  let w: Awaited<ReturnType<typeof proofWorld>>;
  let venue: Person;
  beforeAll(async () => {
    w = await proofWorld();
    venue = await w.venue({ instagramId: `https://www.instagram.com/${OWNER_HANDLE}/` });
    await w.t.db
      .update(organisations)
      .set({ name: 'The Laneway Bar' })
      .where(eq(organisations.userId, venue.user.id));
    await w.fund(venue, 100_000);
  });
  afterAll(() => w.close());

  /** A verified credit (6) or voucher (7) campaign of the venue; it needs a visit unless `requiresVisit` says no. */
  const venueCampaign = (type: 6 | 7, requiresVisit?: boolean) =>
    w.live(venue, type, { requiresVisit, participantsCount: 5 });
  // proofWorld's `post` makes a platform post; these are the API's.
  const call = async (url: string, who: Person, payload: object = {}) => {
    const res = await w.t.app.inject({ method: 'POST', url, headers: who.auth, payload });
    return { status: res.statusCode, body: res.json() };
  };
  /** The customer shows the check-in code, the venue's staff type it. */
  async function checkIn(who: Person) {
    const issued = await call(`/api/venues/${venue.user.id}/check-in`, who);
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const confirmed = await call('/api/check-ins', venue, { code: issued.body.data.code });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  }
  const proof = { link: 'instagram.com/p/laneway-night', disclosed: true };

  it('is on by default for types 6 and 7, shown on the offer; off for the other types whatever is sent', async () => {
    const credit = await venueCampaign(6);
    const voucher = await venueCampaign(7);
    const off = await venueCampaign(6, false);
    const business = await w.live(w.owner, 4, { requiresVisit: true });
    const customer = await w.customer();
    const seen = async (id: string) =>
      (await w.get(`/api/campaigns/${id}`, customer)).body.data.campaign.requiresVisit;
    expect([await seen(credit), await seen(voucher), await seen(off), await seen(business)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    const [row] = await w.t.db.select().from(campaigns).where(eq(campaigns.id, business));
    expect(row.requiresVisit).toBe(false);
  });

  it('refuses a submission without a visit, and accepts it after a check-in', async () => {
    const id = await venueCampaign(6);
    const cass = await w.customer();
    const activityId = await w.accept(cass, id);
    const refused = await w.submit(cass, activityId, proof);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: REFUSAL, code: ERROR_CODE.VISIT_REQUIRED });
    expect((await w.activity(activityId)).status).toBe(ACTIVITY_STATUS.todo);

    await checkIn(cass);
    const accepted = await w.submit(cass, activityId, proof);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect((await w.activity(activityId)).status).toBe(ACTIVITY_STATUS.submitted);
  });

  it('a payment at the counter is a visit too; a voucher campaign is gated the same way', async () => {
    const id = await venueCampaign(7);
    const dan = await w.customer();
    const activityId = await w.accept(dan, id);
    expect((await w.submit(dan, activityId, proof)).status).toBe(400);
    await w.t.db.transaction((tx) =>
      recordVisit(tx, {
        customerId: dan.user.id,
        venueId: venue.user.id,
        proof: 'payment',
        at: w.t.clock.now(),
      }),
    );
    expect((await w.submit(dan, activityId, proof)).status).toBe(200);
  });

  it('counts a visit from 24 hours before joining, not one from 25 hours before', async () => {
    const id = await venueCampaign(6);
    const early = await w.customer();
    const recent = await w.customer();
    await checkIn(early);
    w.t.clock.advance(HOUR);
    await checkIn(recent);
    w.t.clock.advance(24 * HOUR - 60_000);
    // early's visit is now 25 hours old, recent's 24 hours less a minute.
    const earlyActivity = await w.accept(early, id);
    const recentActivity = await w.accept(recent, id);
    expect((await w.submit(early, earlyActivity, proof)).body.code).toBe(ERROR_CODE.VISIT_REQUIRED);
    expect((await w.submit(recent, recentActivity, proof)).status).toBe(200);
  });

  it('with the gate off, a creator posts without visiting', async () => {
    const id = await venueCampaign(6, false);
    const eve = await w.customer();
    expect((await w.submit(eve, await w.accept(eve, id), proof)).status).toBe(200);
  });

  it('with a connected account the post must be published after the visit: one more check', async () => {
    const id = await venueCampaign(6);
    const before = await w.creator();
    const after = await w.creator();
    // `before` posts, then checks in; `after` checks in, then posts.
    const early = w.post(before, { caption: `#ad Friday at @${OWNER_HANDLE}` });
    w.t.clock.advance(5 * 60_000);
    await checkIn(before);
    await checkIn(after);
    const late = w.post(after, { caption: `#ad Friday at @${OWNER_HANDLE}` });
    const a = await w.accept(before, id);
    const b = await w.accept(after, id);
    w.t.clock.advance(10 * 60_000);
    expect((await w.submit(before, a, { link: early.permalink, disclosed: true })).status).toBe(200);
    expect((await w.submit(after, b, { link: late.permalink, disclosed: true })).status).toBe(200);
    await w.drain();

    const checks = async (activityId: string) =>
      (await w.mine(activityId === a ? before : after, activityId)).proof.checks.map(
        (c: { check: string; passed: boolean }) => [c.check, c.passed],
      );
    expect(await checks(b)).toEqual([
      ['found', true],
      ['ownAccount', true],
      ['afterJoining', true],
      ['afterVisit', true],
      ['public', true],
      ['mentionsOwner', true],
      ['adLabel', true],
    ]);
    const failed = await w.mine(before, a);
    expect(failed.proof).toMatchObject({ state: 'failed' });
    expect(await checks(a)).toContainEqual(['afterVisit', false]);
    expect(failed.proof.checks.find((c: { check: string }) => c.check === 'afterVisit').detail).toMatch(
      /before the visit/,
    );
  });
});
