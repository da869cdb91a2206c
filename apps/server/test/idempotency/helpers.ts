/**
 * Set-up for the Idempotency-Key tests: one "money action" per route, each ready to be sent, with a second
 * body that means another request, and a read of what the action changes (balances, rows).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { campaigns, messages, topUps, withdrawals } from '../../src/db/schema';
import { accountKeys } from '../../src/ledger/accounts';
import { balanceOf } from '../../src/ledger/balances';
import type { Body, Person } from '../campaigns/helpers';
import { addBank } from '../money/helpers';
import { payWorld } from '../pay-at-venue/helpers';

export type Sent = { status: number; body: unknown; replayed: boolean };

/** One prepared money action: who sends what where, a different body, and a snapshot of its effect. */
export type MoneyAction = {
  who: Person;
  url: string;
  body: Body;
  otherBody: Body;
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
        otherBody: { approve: false },
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
  };

  return { ...w, send, actions, customerWithMoney, pendingWithdrawal, withdrawalsOf, newKey: randomUUID };
}

export type IdempotencyWorld = Awaited<ReturnType<typeof idempotencyWorld>>;
