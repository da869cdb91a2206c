/**
 * Refunds and chargebacks on PostgreSQL (real row locks; PGlite is one connection behind a mutex): the same refund delivered ten
 * times at once is applied once, concurrent refunds never give back more than the top-up, and a refund racing a
 * campaign that spends the same credit takes back every cent (the credit, then that campaign's escrow). The transaction retry is
 * off: these pass on the lock order alone.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { escrowClaims, topUpReversals, topUps } from '../../src/db/schema';
import { setMaxTransactionAttempts } from '../../src/db/transaction';
import { accountKeys, balanceOf } from '../../src/ledger';
import type { TestApp } from '../test-app';
import { postStripeWebhook, stripeSignature, stripeTestApp, type StripeMock } from '../support/stripe-app';
import { client, expectLedgerOk, topUp } from './helpers';
import { describeWith } from '../support/describe-with';

describeWith('postgres')('refunds under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let stripe: StripeMock;
  let api: ReturnType<typeof client>;
  let close: (() => Promise<void>) | undefined;
  let admin: Awaited<ReturnType<TestApp['createUser']>>;
  let attempts: number;

  beforeAll(async () => {
    attempts = setMaxTransactionAttempts(1);
    ({ t, stripe, api, close } = await stripeTestApp('postgres'));
    admin = await t.createUser(4);
  });
  afterAll(async () => {
    setMaxTransactionAttempts(attempts);
    await close?.();
  });

  const credit = (id: string) => balanceOf(t.db, accountKeys.businessCredit(id));
  const reversals = (topUpId: string) =>
    t.db.select().from(topUpReversals).where(eq(topUpReversals.topUpId, topUpId));

  it('the same charge.refunded delivered 10 times at once refunds once', async () => {
    const b = await t.createUser(2);
    const res = await api.post('/api/transaction/stripe', { amount: 50 }, b.auth);
    const sessionId = String(res.body.data.url).split('/c/pay/')[1];
    stripe.pay(sessionId);
    const sign = (event: unknown) => {
      const payload = JSON.stringify(event);
      const signature = stripeSignature(t, payload);
      return () => postStripeWebhook(t, payload, signature);
    };
    expect((await sign(stripe.completedEvent(sessionId))()).statusCode).toBe(200);
    const deliver = sign(stripe.refundedEvent(sessionId, 3000));
    const answers = await Promise.all(Array.from({ length: 10 }, deliver));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => !a.json().duplicate)).toHaveLength(1);
    expect(await credit(b.user.id)).toBe(2000);
    const [row] = await t.db.select().from(topUps).where(eq(topUps.providerSessionId, sessionId));
    expect((await reversals(row.id)).map((r) => r.amountCents)).toEqual([3000]);
    await expectLedgerOk(t);
  });

  it('10 concurrent $10 refunds of a $50 top-up give back exactly $50', async () => {
    const b = await t.createUser(2);
    const s = await topUp(t, b.auth, 50, 'paypal'); // the sandbox: card goes to the Stripe mock here
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.post(
          `/api/admin/top-ups/${s.transactionId}/simulate`,
          { event: 'refund', amount: 10 },
          { ...admin.auth, 'idempotency-key': randomUUID() },
        ),
      ),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect((await reversals(s.transactionId)).reduce((sum, r) => sum + r.amountCents, 0)).toBe(5000);
    expect(await credit(b.user.id)).toBe(0);
    await expectLedgerOk(t);
  });

  it('a refund racing a campaign that spends the same credit: every cent accounted for, nothing negative', async () => {
    for (let round = 0; round < 6; round++) {
      const b = await t.createUser(2);
      const s = await topUp(t, b.auth, 50, 'paypal'); // the sandbox: card goes to the Stripe mock here
      const [refund, campaign] = await Promise.all([
        api.post(
          `/api/admin/top-ups/${s.transactionId}/simulate`,
          { event: 'refund' },
          { ...admin.auth, 'idempotency-key': randomUUID() },
        ),
        api.post(
          '/api/campaigns',
          {
            type: 1,
            title: `Race ${round}`,
            conditions: 'Tag us.',
            participantsCount: 4,
            participantsShare: '10.00',
            endDate: new Date(t.clock.now().getTime() + 3 * 86_400_000).toISOString(),
            link: 'www.example.com',
            platform: 'instagram',
          },
          b.auth,
        ),
      ]);
      expect(refund.status, JSON.stringify(refund.body)).toBe(200);
      // Either the campaign came first (created), or the refund did (no credit left, or the account was off).
      expect([200, 400, 401], JSON.stringify(campaign.body)).toContain(campaign.status);
      const [row] = await reversals(s.transactionId);
      const escrow = await t.db.execute(
        sql`select coalesce(sum(a.balance_cents), 0)::bigint as held from ledger_accounts a
            join campaigns c on a.key = 'escrow:' || c.id::text where c.owner_id = ${b.user.id}`,
      );
      const held = Number((escrow as unknown as { rows: Array<{ held: string }> }).rows[0].held);
      // $50 came in and all of it went back: the credit, then the campaign's escrow (claimed, the campaign
      // closed, its escrow recovered), never left to the owner.
      expect(await credit(b.user.id)).toBe(0);
      expect(held).toBe(0);
      expect(row.amountCents).toBe(5000);
      expect(row.lossCents).toBe(campaign.status === 200 ? 4000 : 0);
      const claims = await t.db.select().from(escrowClaims).where(eq(escrowClaims.reversalId, row.id));
      expect(claims.reduce((sum, c) => sum + c.recoveredCents, 0)).toBe(row.lossCents);
    }
    await expectLedgerOk(t);
  });
});
