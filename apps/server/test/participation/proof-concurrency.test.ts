/**
 * On PostgreSQL: the same proof checked twice at once, and a check racing the owner's approval, pay once
 * (the verdict is stored under the campaign's then the activity's lock, only while still submitted and pending).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACTIVITY_STATUS } from '@spruik/shared';
import { checkProof } from '../../src/features/participation/proof/check-proof';
import { describeWith } from '../support/describe-with';
import { proofWorld } from './helpers';

describeWith('postgres')('proof checks under concurrency (postgres)', () => {
  let w: Awaited<ReturnType<typeof proofWorld>>;
  beforeAll(async () => {
    w = await proofWorld('postgres');
  });
  afterAll(() => w.close());

  it('two checks of the same proof at once approve and pay it once', async () => {
    const campaignId = await w.live(w.owner, 4, { participantsCount: 5 });
    for (let round = 0; round < 5; round++) {
      const maya = await w.creator();
      const activityId = await w.joinAndSubmit(maya, campaignId, w.post(maya).permalink);
      // Both runs reach the platform before either stores its verdict.
      let open!: () => void;
      w.fake.gate = new Promise((r) => (open = r));
      const runs = Promise.all([checkProof(w.t.app.deps, activityId), checkProof(w.t.app.deps, activityId)]);
      while (w.fake.calls.findPost < 2 * (round + 1)) await new Promise((r) => setTimeout(r, 5));
      w.fake.gate = null;
      open();
      await runs;
      const row = await w.activity(activityId);
      expect(row).toMatchObject({
        status: ACTIVITY_STATUS.approved,
        proofState: 'verified',
        autoApproved: true,
      });
      expect(await w.wallet(maya)).toBe(row.payoutCents);
      const told = (await w.messages(maya)).filter((m) => /verified by Instagram/.test(m));
      expect(told).toHaveLength(1);
    }
    await w.drain(); // the submissions' own jobs find nothing left to do
    await w.expectLedgerOk();
  });

  it("a check racing the owner's approval pays once, whichever wins", async () => {
    const campaignId = await w.live(w.owner, 4, { participantsCount: 6 });
    for (let round = 0; round < 6; round++) {
      const maya = await w.creator();
      const activityId = await w.joinAndSubmit(maya, campaignId, w.post(maya).permalink);
      const [, owner] = await Promise.all([
        checkProof(w.t.app.deps, activityId),
        w.decide(w.owner, campaignId, activityId, true),
      ]);
      expect([200, 409]).toContain(owner.status);
      const row = await w.activity(activityId);
      expect(row.status).toBe(ACTIVITY_STATUS.approved);
      // Approved by the owner (the check then stored nothing) or by the check (the owner got a 409).
      expect(row.autoApproved).toBe(owner.status === 409);
      expect(await w.wallet(maya)).toBe(row.payoutCents);
    }
    await w.drain();
    await w.expectLedgerOk();
  });
});
