/**
 * Set-up for the Idempotency-Key tests: one "money action" per route, each ready to be sent, with a second
 * body that means another request, and a read of what the action changes (balances, rows).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { appeals, campaigns, messages, taxDocuments, topUps, withdrawals } from '../../src/db/schema';
import { accountKeys } from '../../src/ledger/accounts';
import { balanceOf } from '../../src/ledger/balances';
import type { Body, Person } from '../campaigns/helpers';
import { addBank, startSandboxTopUp, topUp } from '../money/helpers';
import { payWorld } from '../pay-at-venue/helpers';

export type Sent = { status: number; body: unknown; replayed: boolean };

/** One prepared money action: who sends what where, a different body, and a snapshot of its effect. */
export type MoneyAction = {
  who: Person;
  url: string;
  body: Body;
  otherBody: Body;
  /**
   * Where the other request goes when the route's input is its path alone (the body is not part of the
   * request): the same key on another id is another request.
   */
  otherUrl?: string;
  effect: () => Promise<unknown>;
};

export async function idempotencyWorld(kind: 'pglite' | 'postgres' = 'pglite') {
  const w = await payWorld(kind);
  const { t } = w;

  /** POST with an optional Idempotency-Key header. */
  async function send(who: Person, url: string, body: Body, key?: string): Promise<Sent> {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...who.auth, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: body,
    });
    return {
      status: res.statusCode,
      body: res.json(),
      replayed: res.headers['idempotent-replayed'] === 'true',
    };
  }

  const withdrawalsOf = async (p: Person) =>
    (await t.db.select().from(withdrawals).where(eq(withdrawals.userId, p.user.id))).map((r) => r.status);
  const campaignsOf = async (p: Person) =>
    (await t.db.select().from(campaigns).where(eq(campaigns.ownerId, p.user.id))).length;
  const topUpsOf = async (p: Person) =>
    (await t.db.select().from(topUps).where(eq(topUps.userId, p.user.id))).length;

  /** A customer with $50 in the wallet and bank details saved. */
  async function customerWithMoney() {
    const c = await w.customer();
    await w.giveWallet(c, 5000);
    await addBank(t, c.auth);
    return c;
  }

  /** A customer's pending $20 withdrawal: returns its id. */
  async function pendingWithdrawal(c: Person) {
    const res = await send(c, '/api/users/withdraw', { amount: 20 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { data: { withdraw: { id: string } } }).data.withdraw.id;
  }

  const topUpStatus = async (id: string) =>
    (await t.db.select().from(topUps).where(eq(topUps.id, id)))[0].status;
  const withdrawn = (id: string) => balanceOf(t.db, accountKeys.withdrawal(id));

  /** A live campaign with one creator who submitted, was rejected and appealed: returns the appeal. */
  async function openAppeal() {
    const biz = await w.business();
    await w.fund(biz, 10_000);
    const id = await w.live(biz, 4, { participantsShare: '2.00', participantsCount: 2 });
    const c = await w.customer({ instagramFollowers: 20_000 });
    const act = await w.accept(c, id);
    expect((await w.submit(c, act, w.proof)).status).toBe(200);
    expect((await w.decide(biz, id, act, false)).status).toBe(200);
    const appealed = await send(c, `/api/activities/${act}/appeal`, { note: 'The post is up.' });
    expect(appealed.status, JSON.stringify(appealed.body)).toBe(200);
    const [row] = await t.db.select().from(appeals).where(eq(appeals.activityId, act));
    return { id, c, act, appealId: row.id };
  }

  /**
   * A business whose campaign charged a service fee (10%): one creator paid $1.00 from a one-place campaign, so the
   * escrow is spent and 10 cents wait for an invoice. The fee is switched on only while the campaign is created.
   */
  async function ownerWithFees() {
    const saved = t.config.finance;
    t.config.finance = { ...saved, feeBasisPoints: 1000 };
    try {
      const biz = await w.business();
      await w.fund(biz, 10_000);
      const id = await w.live(biz, 1, { participantsShare: '1.00', participantsCount: 1 });
      const c = await w.customer({ instagramFollowers: 20_000 });
      expect((await w.submit(c, await w.accept(c, id), {})).status).toBe(200);
      return biz;
    } finally {
      t.config.finance = saved;
    }
  }
  const taxDocumentsOf = async (p: Person) =>
    (await t.db.select().from(taxDocuments).where(eq(taxDocuments.ownerId, p.user.id))).map((d) => d.kind);

  /** Each pending withdrawal exported alone: its own request day, so no other test's withdrawal joins. */
  let exportDay = 0;
  async function exportedBatch(withdrawalId: string) {
    const day = new Date(Date.UTC(2001, 0, 1, 1) + exportDay++ * 86_400_000);
    await t.db.update(withdrawals).set({ createdAt: day }).where(eq(withdrawals.id, withdrawalId));
    const date = day.toISOString().slice(0, 10); // 01:00 UTC is noon in Melbourne: the same day
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/admin/withdraws/export.csv?from=${date}&to=${date}`,
      headers: (await w.admin()).auth,
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.body).toContain(withdrawalId);
    return file.headers['x-payout-batch'] as string;
  }

  /** Each money route, freshly prepared. */
  const actions: Record<string, () => Promise<MoneyAction>> = {
    'POST /api/payments': async () => {
      const c = await customerWithMoney();
      const venue = await w.venue();
      return {
        who: c,
        url: '/api/payments',
        body: { wallet: '5', venueID: venue.user.id },
        otherBody: { wallet: '6', venueID: venue.user.id },
        effect: async () => [await w.wallet(c), (await w.paymentsOf(c)).length, await w.venueCredit(venue)],
      };
    },
    'POST /api/users/withdraw': async () => {
      const c = await customerWithMoney();
      return {
        who: c,
        url: '/api/users/withdraw',
        body: { amount: 20 },
        otherBody: { amount: 21 },
        effect: async () => [await w.wallet(c), await withdrawalsOf(c)],
      };
    },
    'POST /api/withdraws': async () => {
      // A venue withdraws its earnings (customers' counter payments) to its saved bank details.
      const venue = await w.venue();
      await addBank(t, venue.auth);
      const payer = await customerWithMoney();
      const paid = await send(payer, '/api/payments', { wallet: '30', venueID: venue.user.id });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      return {
        who: venue,
        url: '/api/withdraws',
        body: { amount: 10 },
        otherBody: { amount: 11 },
        effect: async () => [
          await balanceOf(t.db, accountKeys.venueEarnings(venue.user.id)),
          await withdrawalsOf(venue),
        ],
      };
    },
    'POST /api/campaigns': async () => {
      const biz = await w.business();
      await w.fund(biz, 10_000);
      return {
        who: biz,
        url: '/api/campaigns',
        body: w.body(1),
        otherBody: w.body(1, { title: 'Another campaign' }),
        effect: async () => [await w.credit(biz), await campaignsOf(biz)],
      };
    },
    'POST /api/transaction/stripe': async () => {
      const biz = await w.business();
      return {
        who: biz,
        url: '/api/transaction/stripe',
        body: { amount: 20 },
        otherBody: { amount: 21 },
        effect: () => topUpsOf(biz),
      };
    },
    'POST /api/transaction': async () => {
      const biz = await w.business();
      return {
        who: biz,
        url: '/api/transaction',
        body: { amount: 20 },
        otherBody: { amount: 21 },
        effect: () => topUpsOf(biz),
      };
    },
    'POST /api/campaigns/:id/:participantId': async () => {
      const biz = await w.business();
      await w.fund(biz, 10_000);
      const id = await w.live(biz, 2, { participantsShare: '2.00' });
      const c = await w.customer({ instagramFollowers: 20_000 });
      const act = await w.accept(c, id);
      const submitted = await w.submit(c, act, w.proof);
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
      return {
        who: biz,
        url: `/api/campaigns/${id}/${act}`,
        body: { approve: true },
        otherBody: { approve: false, reason: 'notLabelled' },
        effect: async () => [await w.wallet(c), await w.escrow(id), (await w.activity(act)).status],
      };
    },
    'POST /api/activities/:id/submit': async () => {
      const biz = await w.business();
      await w.fund(biz, 10_000);
      const id = await w.live(biz, 1, { participantsShare: '1.00' });
      const c = await w.customer({ instagramFollowers: 20_000 });
      const act = await w.accept(c, id);
      return {
        who: c,
        url: `/api/activities/${act}/submit`,
        body: {},
        otherBody: { link: 'instagram.com/p/other' },
        effect: async () => [await w.wallet(c), await w.escrow(id), (await w.activity(act)).status],
      };
    },
    'POST /api/admin/withdraws/:id': async () => {
      const c = await customerWithMoney();
      const id = await pendingWithdrawal(c);
      return {
        who: await w.admin(),
        url: `/api/admin/withdraws/${id}`,
        body: { approve: false, reason: 'Wrong account.' },
        otherBody: { approve: true },
        effect: async () => [await w.wallet(c), await withdrawalsOf(c)],
      };
    },
    'POST /api/admin/campaigns/:id/verify': async () => {
      const biz = await w.business();
      await w.fund(biz, 10_000);
      const id = await w.create(biz, 1);
      return {
        who: await w.admin(),
        url: `/api/admin/campaigns/${id}/verify`,
        body: { approve: false, reason: 'Not a real offer' },
        otherBody: { approve: false, reason: 'Another reason' },
        effect: async () => [await w.credit(biz), await w.escrow(id), (await w.campaignRow(id)).settledAt],
      };
    },
    'POST /api/admin/campaigns/:id/close': async () => {
      const biz = await w.business();
      await w.fund(biz, 10_000);
      const id = await w.live(biz, 1);
      return {
        who: await w.admin(),
        url: `/api/admin/campaigns/${id}/close`,
        body: {},
        otherBody: { note: 'another request' },
        effect: async () => [await w.credit(biz), await w.escrow(id), (await w.campaignRow(id)).settledAt],
      };
    },
    'POST /api/admin/users/:id/adjustments': async () => {
      // A manual adjustment of a customer's wallet against platform:adjustments.
      const c = await customerWithMoney();
      return {
        who: await w.admin(),
        url: `/api/admin/users/${c.user.id}/adjustments`,
        body: { direction: 'debit', amount: '5', reason: 'Duplicate payout' },
        otherBody: { direction: 'debit', amount: '6', reason: 'Duplicate payout' },
        effect: async () => [
          await w.wallet(c),
          (await t.db.select().from(messages).where(eq(messages.userId, c.user.id))).length,
        ],
      };
    },
    'POST /api/campaigns/:id/end': async () => {
      // The owner ends a live campaign nobody joined: the whole escrow comes back, once.
      const biz = await w.business();
      await w.fund(biz, 10_000);
      const id = await w.live(biz, 1);
      return {
        who: biz,
        url: `/api/campaigns/${id}/end`,
        body: {},
        otherBody: { note: 'another request' },
        effect: async () => [await w.credit(biz), await w.escrow(id), (await w.campaignRow(id)).settledAt],
      };
    },
    'POST /api/admin/appeals/:id': async () => {
      // The operator overturns an appeal: the creator is paid from the escrow, once.
      const { id, c, act, appealId } = await openAppeal();
      return {
        who: await w.admin(),
        url: `/api/admin/appeals/${appealId}`,
        body: { overturn: true },
        otherBody: { overturn: false },
        effect: async () => [await w.wallet(c), await w.escrow(id), (await w.activity(act)).status],
      };
    },
    'POST /api/admin/top-ups/:id/simulate': async () => {
      // TEST MODE: a $5 refund of a paid $20 sandbox top-up, taken back from the credit once.
      const biz = await w.business();
      const { transactionId } = await topUp(t, biz.auth, 20);
      return {
        who: await w.admin(),
        url: `/api/admin/top-ups/${transactionId}/simulate`,
        body: { event: 'refund', amount: 5 },
        otherBody: { event: 'refund', amount: 6 },
        effect: async () => [await w.credit(biz), await topUpStatus(transactionId)],
      };
    },
    'POST /api/admin/top-ups/:id/check': async () => {
      // Paid at the provider, never verified on our side: the check credits it once.
      const biz = await w.business();
      const s = await startSandboxTopUp(t, biz.auth, 25);
      await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${s.sessionId}/complete` });
      return {
        who: await w.admin(),
        url: `/api/admin/top-ups/${s.transactionId}/check`,
        body: {},
        otherBody: {},
        otherUrl: `/api/admin/top-ups/${randomUUID()}/check`,
        effect: async () => [await w.credit(biz), await topUpStatus(s.transactionId)],
      };
    },
    'POST /api/admin/withdraws/pay': async () => {
      const c = await customerWithMoney();
      const [one, two] = [await pendingWithdrawal(c), await pendingWithdrawal(c)];
      return {
        who: await w.admin(),
        url: '/api/admin/withdraws/pay',
        body: { ids: [one] },
        otherBody: { ids: [two] },
        effect: async () => [await withdrawalsOf(c), await withdrawn(one), await withdrawn(two)],
      };
    },
    'POST /api/finance/invoices': async () => {
      // The owner's invoice for the fees so far: issued once; without fees a new request answers 409.
      const biz = await ownerWithFees();
      return {
        who: biz,
        url: '/api/finance/invoices',
        body: {},
        otherBody: { note: 'another request' },
        effect: async () => taxDocumentsOf(biz),
      };
    },
    'POST /api/admin/finance/invoices/:id/credit-notes': async () => {
      // A credit note gives 5 cents of the invoiced fee back to the owner's credit, once.
      const biz = await ownerWithFees();
      const invoice = await send(biz, '/api/finance/invoices', {});
      expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
      const id = (invoice.body as { data: { invoice: { id: string } } }).data.invoice.id;
      return {
        who: await w.admin(),
        url: `/api/admin/finance/invoices/${id}/credit-notes`,
        body: { amount: '0.05', reason: 'Charged twice' },
        otherBody: { amount: '0.06', reason: 'Charged twice' },
        effect: async () => [await w.credit(biz), await taxDocumentsOf(biz)],
      };
    },
    'POST /api/admin/withdraws/batches/:id/pay': async () => {
      const c = await customerWithMoney();
      const id = await pendingWithdrawal(c);
      const batch = await exportedBatch(id);
      return {
        who: await w.admin(),
        url: `/api/admin/withdraws/batches/${batch}/pay`,
        body: {},
        otherBody: {},
        otherUrl: `/api/admin/withdraws/batches/${randomUUID()}/pay`,
        effect: async () => [await withdrawalsOf(c), await withdrawn(id)],
      };
    },
  };

  return { ...w, send, actions, customerWithMoney, pendingWithdrawal, withdrawalsOf, newKey: randomUUID };
}

export type IdempotencyWorld = Awaited<ReturnType<typeof idempotencyWorld>>;
