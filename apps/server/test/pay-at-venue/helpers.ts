/** Set-up for the pay-at-venue tests: every balance and voucher comes through the real money paths. */
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { organisations, payments, vouchers } from '../../src/db/schema';
import { accountKeys, venueBalances } from '../../src/ledger';
import { campaignWorld, type Body, type Person } from '../campaigns/helpers';
import { fundCustomer } from '../money/helpers';

export async function payWorld(kind: 'pglite' | 'postgres' = 'pglite') {
  const w = await campaignWorld(kind);

  /** Wallet money: a business tops up through the sandbox and the ledger pays the customer from its credit. */
  const giveWallet = (c: Person, cents: number) => fundCustomer(w.t, c.user.id, cents);

  /** Runs a venue campaign for one customer up to the owner's approval: returns the campaign id. */
  async function joinAndApprove(venue: Person, c: Person, type: 6 | 7, overrides: Body) {
    const id = await w.live(venue, type, { participantsCount: 1, ...overrides });
    await w.setEnergy(c, 100);
    const act = await w.accept(c, id);
    const sub = await w.submit(c, act, w.proof);
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    const res = await w.decide(venue, id, act, true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return id;
  }

  /** Pocket money at a venue: the venue tops up, runs a credit campaign (type 6) and approves the customer. */
  async function givePocket(venue: Person, c: Person, cents: number) {
    await w.fund(venue, cents);
    return joinAndApprove(venue, c, 6, { participantsShare: (cents / 100).toFixed(2) });
  }

  /** A voucher at a venue through a voucher campaign (type 7): returns the voucher id and the campaign id. */
  async function giveVoucher(venue: Person, c: Person, offer: Body = { discount: 20 }) {
    const campaignId = await joinAndApprove(venue, c, 7, offer);
    const [v] = await w.t.db.select().from(vouchers).where(eq(vouchers.campaignId, campaignId));
    return { voucherId: v.id, campaignId };
  }

  const pay = (c: Person, body: Body) => w.post('/api/payments', c, body);
  /** What the venue can spend on campaigns: its credit plus its earnings. */
  const venueCredit = async (v: Person) => (await venueBalances(w.t.db, v.user.id)).creditCents;
  /** What the venue can withdraw: only its earnings. */
  const venueEarnings = (v: Person) => w.balance(accountKeys.venueEarnings(v.user.id));
  const income = async (v: Person) =>
    (await w.t.db.select().from(organisations).where(eq(organisations.userId, v.user.id)))[0]
      .totalIncomeCents;
  const voucher = async (id: string) => (await w.t.db.select().from(vouchers).where(eq(vouchers.id, id)))[0];
  const paymentsOf = (c: Person) => w.t.db.select().from(payments).where(eq(payments.customerId, c.user.id));

  return {
    ...w,
    giveWallet,
    givePocket,
    giveVoucher,
    pay,
    venueCredit,
    venueEarnings,
    income,
    voucher,
    paymentsOf,
  };
}

export type PayWorld = Awaited<ReturnType<typeof payWorld>>;
