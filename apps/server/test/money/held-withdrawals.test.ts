/**
 * Held withdrawals (docs/business-rules.md "Held withdrawals"): a refund or chargeback of a campaign owner's top-up
 * holds the pending withdrawals of the creators its campaigns paid in the last 30 days. The operator sees them held
 * in the desk and releases them (audited); neither a single nor a bulk "mark paid" pays a held one.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MONEY_MSG, WITHDRAW_STATUS } from '@spruik/shared';
import { auditLog, withdrawals } from '../../src/db/schema';
import { campaignWorld, type CampaignWorld, type Person } from '../campaigns/helpers';
import { databaseKinds } from '../test-db';
import { addBank, client, expectLedgerOk, fundCustomer, topUp } from './helpers';

describe.each(databaseKinds)('held withdrawals after a refund (%s)', (kind) => {
  let w: CampaignWorld;
  let admin: Person;

  beforeAll(async () => {
    w = await campaignWorld(kind);
    admin = await w.admin();
  });
  afterAll(() => w?.close());

  const withdraw = async (c: Person, dollars: number) => {
    const res = await client(w.t).post(
      '/api/users/withdraw',
      { amount: dollars },
      { ...c.auth, 'idempotency-key': randomUUID() },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.withdraw.id as string;
  };
  const row = async (id: string) =>
    (await w.t.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0];
  const desk = async (id: string) => {
    const res = await w.get(`/api/admin/withdraws?q=${id}`, admin);
    expect(res.status).toBe(200);
    return (res.body.data.withdraws as Array<{ id: string; held: unknown }>).find((x) => x.id === id);
  };
  const pay = (id: string) => w.post(`/api/admin/withdraws/${id}`, admin, { approve: true });

  it("holds the paid creators' pending withdrawals; only the operator's release lets them be paid", async () => {
    const b = await w.business();
    const { transactionId } = await topUp(w.t, b.auth, 100);
    const campaignId = await w.live(b, 1, { participantsCount: 3, participantsShare: '30.00' });
    // A creator this owner's campaign paid, with a pending withdrawal; another creator it never paid.
    const paid = await w.customer();
    await addBank(w.t, paid.auth, '87654321');
    const activityId = await w.accept(paid, campaignId);
    expect((await w.submit(paid, activityId, w.proof)).status).toBe(200);
    const heldId = await withdraw(paid, 10);
    const other = await w.customer();
    await fundCustomer(w.t, other.user.id, 2000);
    await addBank(w.t, other.auth, '11112222');
    const freeId = await withdraw(other, 10);

    const refund = await w.post(`/api/admin/top-ups/${transactionId}/simulate`, admin, { event: 'refund' });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);

    expect((await row(heldId)).heldAt).not.toBeNull();
    expect((await row(freeId)).heldAt).toBeNull();
    expect(await desk(heldId)).toMatchObject({
      held: { reason: expect.stringContaining('refunded or charged back') },
    });
    expect(await desk(freeId)).toMatchObject({ held: null });

    // Neither the single decision nor the bulk "mark paid" pays it; the other one is paid.
    const single = await pay(heldId);
    expect(single.status).toBe(409);
    expect(single.body.errors).toBe(MONEY_MSG.withdrawHeld);
    const bulk = await w.post('/api/admin/withdraws/pay', admin, { ids: [heldId, freeId] });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    expect(bulk.body.data.paid.map((x: { id: string }) => x.id)).toEqual([freeId]);
    expect(bulk.body.data.refused).toEqual([{ id: heldId, reason: MONEY_MSG.withdrawHeld }]);
    expect((await row(heldId)).status).toBe(WITHDRAW_STATUS.pending);

    // The operator releases it (audited), and then it can be paid.
    const released = await w.post(`/api/admin/withdraws/${heldId}/release`, admin);
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body.data.withdraw).toMatchObject({
      id: heldId,
      held: null,
      status: WITHDRAW_STATUS.pending,
    });
    const audit = await w.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, heldId), eq(auditLog.action, 'withdrawal.release')));
    expect(audit.map((a) => a.actorId)).toEqual([admin.user.id]);
    expect((await w.post(`/api/admin/withdraws/${heldId}/release`, admin)).status).toBe(409);
    expect((await pay(heldId)).status).toBe(200);
    expect((await row(heldId)).status).toBe(WITHDRAW_STATUS.verified);
    await expectLedgerOk(w.t);
  });

  it('a held withdrawal can still be rejected (the money returns to the wallet)', async () => {
    const b = await w.business();
    const { transactionId } = await topUp(w.t, b.auth, 100);
    const campaignId = await w.live(b, 1, { participantsCount: 3, participantsShare: '30.00' });
    const c = await w.customer();
    await addBank(w.t, c.auth, '87654322');
    const activityId = await w.accept(c, campaignId);
    expect((await w.submit(c, activityId, w.proof)).status).toBe(200);
    const id = await withdraw(c, 10);
    expect(
      (await w.post(`/api/admin/top-ups/${transactionId}/simulate`, admin, { event: 'dispute_opened' }))
        .status,
    ).toBe(200);
    expect((await row(id)).heldAt).not.toBeNull();
    const rejected = await w.post(`/api/admin/withdraws/${id}`, admin, {
      approve: false,
      reason: 'Under review',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect((await row(id)).status).toBe(WITHDRAW_STATUS.rejected);
    await expectLedgerOk(w.t);
  });
});
