/**
 * A chargeback racing the campaign it claims, on PostgreSQL (real row locks), with the transaction retry off: the
 * reversal, creators' instant payouts and the operator's close run at once. Whatever order the locks give them,
 * the owner ends with no credit, platform:loss is exactly what creators were paid, nothing deadlocks or answers
 * 5xx, and the ledger check and the reconciliation stay green.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setMaxTransactionAttempts } from '../../src/db/transaction';
import { balanceOf, PLATFORM_LOSS } from '../../src/ledger';
import { campaignWorld, type CampaignWorld, type Person } from '../campaigns/helpers';
import { expectLedgerOk, topUp } from './helpers';
import { describeWith } from '../support/describe-with';

describeWith('postgres')('a chargeback racing payouts and the close of its campaign (PostgreSQL)', () => {
  let w: CampaignWorld;
  let admin: Person;
  let attempts: number;

  beforeAll(async () => {
    attempts = setMaxTransactionAttempts(1);
    w = await campaignWorld('postgres');
    admin = await w.admin();
  });
  afterAll(async () => {
    setMaxTransactionAttempts(attempts);
    await w?.close();
  });

  it('exact money in every interleaving of 8 rounds', { timeout: 180_000 }, async () => {
    const outcomes = new Set<number>();
    for (let round = 0; round < 8; round++) {
      const b = await w.business();
      const { transactionId } = await topUp(w.t, b.auth, 100);
      const campaignId = await w.live(b, 1, { participantsCount: 3, participantsShare: '30.00' });
      const creators = [await w.customer(), await w.customer(), await w.customer()];
      const activities = await Promise.all(creators.map((c) => w.accept(c, campaignId)));
      const loss0 = await balanceOf(w.t.db, PLATFORM_LOSS);

      const answers = await Promise.all([
        w.post(`/api/admin/top-ups/${transactionId}/simulate`, admin, { event: 'dispute_opened' }),
        ...creators.slice(0, 2).map((c, i) => w.submit(c, activities[i], w.proof)),
        w.post(`/api/admin/campaigns/${campaignId}/close`, admin),
        w.submit(creators[2], activities[2], w.proof),
      ]);
      for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBeLessThan(500);
      expect(answers[0].status, JSON.stringify(answers[0].body)).toBe(200);

      let paid = 0;
      for (const c of creators) paid += await w.wallet(c);
      expect(await w.credit(b), `round ${round}`).toBe(0);
      expect(await w.escrow(campaignId)).toBe(0);
      expect((await w.campaignRow(campaignId)).settledAt).not.toBeNull();
      expect((await balanceOf(w.t.db, PLATFORM_LOSS)) - loss0 + paid, `round ${round}`).toBe(0);
      outcomes.add(paid);
    }
    await expectLedgerOk(w.t);
    await w.expectLedgerOk();
  });
});
