/**
 * Every approval tells the creator, with what it paid (docs/push.md "Events"): the owner's, the 72-hour rule's,
 * settlement's at the end or at an early close. Money moved is kind 'paid'; a voucher is 'approved'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGE_EVENT } from '@spruik/shared';
import { autoApproveStale, settleDueCampaigns } from '../../src/features/campaigns/settle.service';
import { campaignWorld, DAY, type Body, type CampaignWorld, type Person } from '../campaigns/helpers';
import { databaseKinds } from '../test-db';
import { expectKindsFitRoles, messagesOf } from './helpers';

describe.each(databaseKinds)('creators hear of every approval (%s)', (kind) => {
  let w: CampaignWorld;
  let biz: Person;
  let venue: Person;
  beforeAll(async () => {
    w = await campaignWorld(kind);
    biz = await w.business();
    venue = await w.venue();
    await w.fund(biz, 100_000);
    await w.fund(venue, 100_000);
  });
  afterAll(() => w.close());

  /** A live campaign with one creator (500 followers: factor 0.5) who has submitted. */
  async function submitted(owner: Person, type: number, overrides: Body = {}) {
    const id = await w.live(owner, type, overrides);
    const c = await w.customer();
    await w.setEnergy(c, 100);
    const act = await w.accept(c, id);
    const res = await w.submit(c, act, w.proof);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { id, c, act };
  }
  const mine = (c: Person) => messagesOf(w.t.db, c.user.id);

  it("the owner's approval: paid into the wallet (kind paid, event 1, the campaign)", async () => {
    const { id, c, act } = await submitted(biz, 4, { title: 'Latte art', participantsShare: '3.00' });
    expect((await w.decide(biz, id, act, true)).status).toBe(200);
    expect(await mine(c)).toEqual([
      {
        title: 'Your submission to "Latte art" was approved: $1.50 was added to your wallet.',
        kind: 'paid',
        event: MESSAGE_EVENT.verified,
        campaignId: id,
      },
    ]);
  });

  it("a credit campaign's approval names the pocket at the venue; a voucher's is kind approved", async () => {
    const credit = await submitted(venue, 6, { title: 'Brunch club', participantsShare: '4.00' });
    expect((await w.decide(venue, credit.id, credit.act, true)).status).toBe(200);
    expect(await mine(credit.c)).toEqual([
      {
        title: 'Your submission to "Brunch club" was approved: $4.00 was added to your pocket at Test Venue.',
        kind: 'paid',
        event: MESSAGE_EVENT.verified,
        campaignId: credit.id,
      },
    ]);
    const voucher = await submitted(venue, 7, { title: 'Free scone' });
    expect((await w.decide(venue, voucher.id, voucher.act, true)).status).toBe(200);
    expect(await mine(voucher.c)).toEqual([
      {
        title: 'Your submission to "Free scone" was approved: your voucher is in your rewards.',
        kind: 'approved',
        event: MESSAGE_EVENT.verified,
        campaignId: voucher.id,
      },
    ]);
  });

  it('a rejection is kind rejected and carries the reason', async () => {
    const { id, c, act } = await submitted(biz, 4, { title: 'No label' });
    expect(
      (await w.decide(biz, id, act, false, { reason: 'other', note: 'The post is private' })).status,
    ).toBe(200);
    expect(await mine(c)).toEqual([
      {
        title:
          'Your submission to "No label" was rejected: The post is private. You can appeal within 72 hours.',
        kind: 'rejected',
        event: MESSAGE_EVENT.rejectedOrEnded,
        campaignId: id,
      },
    ]);
  });

  it('the 72-hour rule tells each creator it approved and paid', async () => {
    const { id, c } = await submitted(biz, 4, { title: 'Slow owner', endDate: w.inDays(10) });
    w.t.clock.advance(LIMITS.autoApproveHours * 3_600_000 + 60_000);
    expect(await autoApproveStale(w.t.app.deps)).toBeGreaterThanOrEqual(1);
    expect(await mine(c)).toEqual([
      {
        title:
          'Your submission to "Slow owner" was approved automatically after 72 hours: $0.50 was added to your wallet.',
        kind: 'paid',
        event: MESSAGE_EVENT.verified,
        campaignId: id,
      },
    ]);
  });

  it("settlement's approvals at the end, and at an operator's close, tell each creator", async () => {
    const ending = await submitted(biz, 4, { title: 'Ends soon', endDate: w.inDays(1) });
    const second = w.customer();
    const c2 = await second;
    await w.setEnergy(c2, 100);
    const act2 = await w.accept(c2, ending.id);
    expect((await w.submit(c2, act2, w.proof)).status).toBe(200);
    const closing = await submitted(biz, 4, { title: 'Closed early', endDate: w.inDays(20) });
    expect((await w.post(`/api/admin/campaigns/${closing.id}/close`, await w.admin())).status).toBe(200);
    expect(await mine(closing.c)).toEqual([
      {
        title:
          'Your submission to "Closed early" was approved when the campaign closed: $0.50 was added to your wallet.',
        kind: 'paid',
        event: MESSAGE_EVENT.verified,
        campaignId: closing.id,
      },
    ]);

    w.t.clock.advance(DAY + 60_000);
    const settled = await settleDueCampaigns(w.t.app.deps);
    const mineSettled = settled.find((r) => r.campaignId === ending.id)!;
    // The owner's message, then one per creator: all pushed after the commit.
    expect(mineSettled.messages.map((m) => m.userId).sort()).toEqual(
      [biz.user.id, ending.c.user.id, c2.user.id].sort(),
    );
    for (const c of [ending.c, c2])
      expect(await mine(c)).toEqual([
        {
          title:
            'Your submission to "Ends soon" was approved when the campaign ended: $0.50 was added to your wallet.',
          kind: 'paid',
          event: MESSAGE_EVENT.verified,
          campaignId: ending.id,
        },
      ]);
    await w.expectLedgerOk();
  });

  it("every message written here has a kind its recipient's role may receive", async () => {
    await expectKindsFitRoles(w.t.db);
  });
});
