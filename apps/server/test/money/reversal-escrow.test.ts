/**
 * Reversals never create money (docs/ledger.md "Refunds and chargebacks"): a refund or lost chargeback takes the
 * payer's free credit, then the escrow of its live campaigns (closed, their escrow back to the reversal, not to the
 * owner); only what creators were already paid is the platform's loss. A won dispute gives it all back. And the
 * ledger check's invariant goes red on the old split (credit only, the rest as loss, escrow left to the owner).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { escrowClaims, topUpReversals } from '../../src/db/schema';
import { accountKeys, balanceOf, checkLedger, PLATFORM_LOSS, reverseTopUp } from '../../src/ledger';
import { insertReversal, setReversalEntry } from '../../src/features/top-ups/reversals/reversals.repository';
import { campaignWorld, type CampaignWorld, type Person } from '../campaigns/helpers';
import { databaseKinds } from '../test-db';
import { expectLedgerOk, topUp } from './helpers';

describe.each(databaseKinds)('reversals with live escrow (%s)', (kind) => {
  let w: CampaignWorld;
  let admin: Person;

  beforeAll(async () => {
    w = await campaignWorld(kind);
    admin = await w.admin();
  });
  afterAll(() => w?.close());

  const loss = () => balanceOf(w.t.db, PLATFORM_LOSS);
  const simulate = (topUpId: string, body: Record<string, unknown>) =>
    w.post(`/api/admin/top-ups/${topUpId}/simulate`, admin, body);
  const reactivate = async (p: Person) => {
    const res = await w.t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${p.user.id}`,
      headers: admin.auth,
      payload: { isActive: true },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const closeByOperator = (id: string) => w.post(`/api/admin/campaigns/${id}/close`, admin);

  /** A business that topped up $100 and reserved $90 in one live campaign (3 places at $30). */
  async function ownerWithEscrow() {
    const b = await w.business();
    const { transactionId } = await topUp(w.t, b.auth, 100);
    const campaignId = await w.live(b, 1, { participantsCount: 3, participantsShare: '30.00' });
    expect(await w.credit(b)).toBe(1000);
    expect(await w.escrow(campaignId)).toBe(9000);
    return { b, topUpId: transactionId, campaignId };
  }

  /** A creator joins and submits (type 1 pays at once): part of the escrow is paid out; answers how much. */
  async function payOneCreator(campaignId: string) {
    const c = await w.customer();
    const activityId = await w.accept(c, campaignId);
    expect((await w.submit(c, activityId, w.proof)).status).toBe(200);
    const paid = await w.wallet(c);
    expect(paid).toBeGreaterThan(0);
    expect(await w.escrow(campaignId)).toBe(9000 - paid);
    return paid;
  }

  for (const how of ['dispute lost', 'refund'] as const) {
    it(`${how}: $100 top-up, $90 in escrow, campaign closed, owner reactivated: no credit is left and nothing was lost`, async () => {
      const { b, topUpId, campaignId } = await ownerWithEscrow();
      const loss0 = await loss();
      const events =
        how === 'refund' ? [{ event: 'refund' }] : [{ event: 'dispute_opened' }, { event: 'dispute_lost' }];
      for (const e of events) {
        const res = await simulate(topUpId, e);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
      // The reversal closed the campaign: its escrow went back to cover the refund, not to the owner.
      expect((await w.campaignRow(campaignId)).settledAt).not.toBeNull();
      expect((await closeByOperator(campaignId)).status).toBe(409);
      await reactivate(b);
      expect(await w.credit(b)).toBe(0);
      expect(await w.escrow(campaignId)).toBe(0);
      expect((await loss()) - loss0).toBe(0);
      await expectLedgerOk(w.t);
      await w.expectLedgerOk();
    });
  }

  it('a chargeback after creators were paid part of the escrow: only that part is the platform loss', async () => {
    const { b, topUpId, campaignId } = await ownerWithEscrow();
    const paid = await payOneCreator(campaignId);
    const loss0 = await loss();
    expect((await simulate(topUpId, { event: 'dispute_opened' })).status).toBe(200);
    expect((await simulate(topUpId, { event: 'dispute_lost' })).status).toBe(200);
    await reactivate(b);
    expect(await w.credit(b)).toBe(0);
    expect((await loss()) - loss0).toBe(-paid);
    const [row] = await w.t.db.select().from(topUpReversals).where(eq(topUpReversals.topUpId, topUpId));
    const claims = await w.t.db.select().from(escrowClaims).where(eq(escrowClaims.reversalId, row.id));
    expect(claims.map((c) => [c.campaignId, c.amountCents, c.status, c.recoveredCents])).toEqual([
      [campaignId, 9000 - paid, 'recovered', 9000 - paid],
    ]);
    await expectLedgerOk(w.t);
  });

  it('a won dispute after such a chargeback gives back everything it took, to the credit', async () => {
    const { b, topUpId, campaignId } = await ownerWithEscrow();
    const paid = await payOneCreator(campaignId);
    const loss0 = await loss();
    expect((await simulate(topUpId, { event: 'dispute_opened' })).status).toBe(200);
    expect(await w.credit(b)).toBe(0);
    expect((await loss()) - loss0).toBe(-paid);
    expect((await simulate(topUpId, { event: 'dispute_won' })).status).toBe(200);
    // $100 less what the creator was paid: the free $10 and the escrow the chargeback took back.
    expect(await w.credit(b)).toBe(10000 - paid);
    expect(await loss()).toBe(loss0);
    await expectLedgerOk(w.t);
  });

  it('a won dispute with nothing paid out gives back the whole top-up to the credit', async () => {
    const { b, topUpId, campaignId } = await ownerWithEscrow();
    const loss0 = await loss();
    expect((await simulate(topUpId, { event: 'dispute_opened' })).status).toBe(200);
    const [row] = await w.t.db.select().from(topUpReversals).where(eq(topUpReversals.topUpId, topUpId));
    expect(row.lossCents).toBe(9000);
    expect((await simulate(topUpId, { event: 'dispute_won' })).status).toBe(200);
    expect(await w.credit(b)).toBe(10000);
    expect(await loss()).toBe(loss0);
    expect(await w.escrow(campaignId)).toBe(0);
    await expectLedgerOk(w.t);
  });

  it('the invariant goes red on the old split: credit only, the rest as loss, the escrow refunded to the owner', async () => {
    const { b, topUpId, campaignId } = await ownerWithEscrow();
    // The old reversal: $10 from the credit, $90 on platform:loss, no claim on the $90 still in escrow.
    await w.t.db.transaction(async (tx) => {
      const row = await insertReversal(tx, {
        topUpId,
        provider: 'sandbox',
        providerRef: `old-${randomUUID()}`,
        kind: 'chargeback',
        amountCents: 10000,
        creditCents: 1000,
        lossCents: 9000,
        createdAt: w.t.clock.now(),
      });
      const entry = await reverseTopUp(tx, {
        kind: 'chargeback',
        reversalId: row.id,
        creditKey: accountKeys.creditOf(b.user),
        creditCents: 1000,
        lossCents: 9000,
        memo: 'old split',
      });
      await setReversalEntry(tx, row.id, entry.entryId);
    });
    // The old settlement then refunds the escrow to the owner: $90 of credit that no money backs.
    expect((await closeByOperator(campaignId)).status).toBe(200);
    expect(await w.credit(b)).toBe(9000);
    const check = await checkLedger(w.t.db);
    expect(check.ok).toBe(false);
    expect(check.problems.join('\n')).toContain(`booked a loss while campaign ${campaignId} held 9000 cents`);
  });
});
