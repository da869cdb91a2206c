/**
 * The Finance reports (docs/finance.md "Reports") on a hand-built world: top-ups, a campaign with a 10% fee paying
 * two creators, a venue credit campaign paying pockets, a counter payment, a withdrawal paid on each rail (bank by
 * the operator, Stripe instant, PayPal), a credit note giving a fee back, a refunded top-up that leaves a platform
 * loss, and adjustments. Every figure below is worked out by hand, month by month, and the sums are held to the
 * ledger's balances.
 *
 * Times: a journal entry's created_at is its transaction's start time in the database (not the test clock), so
 * after each step the test moves the entries that step made to a chosen Melbourne time by updating
 * journal_entries.created_at directly (`at`), and gives the tax documents their issued_at. The month boundary is
 * 31 December 23:59 against 1 January 00:00 (also a half-year's), and the financial year's 30 June 23:59 against
 * 1 July 00:00.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { FINANCE_REPORTS_MSG } from '@spruik/shared';
import {
  journalEntries,
  taxDeclarations,
  taxDocuments,
  topUpReversals,
  withdrawals,
} from '../../src/db/schema';
import { accountKeys, balanceOf, postEntry, PLATFORM_REVENUE, reconcile } from '../../src/ledger';
import { campaignWorld, type CampaignWorld, type Person } from '../campaigns/helpers';
import { addBank, topUp } from '../money/helpers';
import { latestCode } from '../support/sign-up';
import { databaseKinds } from '../test-db';
import { approve, readySandboxStripe, row, runPayoutJobs, withdraw } from '../withdrawals/payout-helpers';

const MELBOURNE = 'Australia/Melbourne';
const ABN = '51824753556';

/** Reads a report CSV (every cell quoted, CRLF) into rows of cells. */
export function parseCsv(text: string): string[][] {
  return text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1].replace(/""/g, '"')));
}

describe.each(databaseKinds)('Finance reports on a hand-built world (%s)', (kind) => {
  let w: CampaignWorld;
  let owner: Person;
  let finance: Person;
  let support: Person;
  let biz: Person;
  let venue: Person;
  let c1: Person;
  let c2: Person;
  const ids: Record<string, string> = {};

  const seen = new Set<string>();
  /** Moves every journal entry made since the last call to a Melbourne wall-clock time; answers how many. */
  async function at(local: string) {
    const all = await w.t.db.select({ id: journalEntries.id }).from(journalEntries);
    const fresh = all.map((r) => r.id).filter((id) => !seen.has(id));
    if (fresh.length)
      await w.t.db
        .update(journalEntries)
        .set({ createdAt: sql`(${local}::timestamp at time zone ${MELBOURNE})` })
        .where(inArray(journalEntries.id, fresh));
    for (const id of fresh) seen.add(id);
    return fresh.length;
  }
  const melbourne = (local: string) => sql`(${local}::timestamp at time zone ${MELBOURNE})`;

  async function declare(p: Person, kind: 'abn' | 'statement', legalName: string, madeAt: string) {
    // createUser gave every payee the shared test ABN (dated now); this world states its own, dated earlier.
    await w.t.db.delete(taxDeclarations).where(eq(taxDeclarations.userId, p.user.id));
    await w.t.db.insert(taxDeclarations).values({
      userId: p.user.id,
      kind,
      abn: kind === 'abn' ? ABN : null,
      legalName,
      address: `${legalName}, 1 Test St, Melbourne VIC 3000`,
      wordingVersion: kind === 'statement' ? '2026-1' : null,
      wording: kind === 'statement' ? 'I am not carrying on an enterprise (a hobby).' : null,
      madeAt: new Date(madeAt),
    });
  }

  const get = (url: string, who: Person) => w.t.app.inject({ method: 'GET', url, headers: who.auth });
  const json = async (url: string, who: Person = finance) => {
    const res = await get(url, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const csv = async (url: string, who: Person = finance) => {
    const res = await get(url, who);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    return { rows: parseCsv(res.body), filename: res.headers['content-disposition'] };
  };

  beforeAll(async () => {
    w = await campaignWorld(kind);
    // The service fee of 10% and GST registration (docs/finance.md); read by the services at each call.
    w.t.config.finance.feeBasisPoints = 1000;
    w.t.config.finance.gstRegistered = true;
    expect(w.t.config.payouts.instantFeePercent).toBe(1);
    owner = await w.admin();
    finance = await w.t.createUser(4, { operatorRole: 'finance' });
    support = await w.t.createUser(4, { operatorRole: 'support' });
    biz = await w.business();
    venue = await w.venue();
    c1 = await w.customer({ name: 'Casey One', instagramFollowers: 10_000 });
    c2 = await w.customer({ name: 'Casey Two', instagramFollowers: 10_000 });
    // Tax details before the payouts (the rule "no payout without tax details").
    await declare(c1, 'abn', 'Casey One', '2025-11-01T00:00:00Z');
    await declare(c2, 'statement', 'Casey Two', '2025-12-15T01:00:00Z');
    await declare(venue, 'abn', 'Test Venue Pty Ltd', '2025-11-01T00:00:00Z');
    await at('2025-11-01 00:00:00');

    // The business tops up $100 on 5 December 2025.
    ids.bizTopUp = (await topUp(w.t, biz.auth, 100)).transactionId;
    expect(await at('2025-12-05 10:00:00')).toBe(1);
    // A campaign of 2 places at $20 (type 1 pays on submission): $40 reserved and its 10% fee, $4.
    const campaign = await w.live(biz, 1, { participantsCount: 2, participantsShare: '20.00' });
    await at('2025-12-06 10:00:00');
    expect(await w.escrow(campaign)).toBe(4400);
    // Each creator is paid $20 and the platform takes $2: creator 1 at 23:59 on 31 December, creator 2 at
    // midnight, 1 January.
    for (const [c, when] of [
      [c1, '2025-12-31 23:59:00'],
      [c2, '2026-01-01 00:00:00'],
    ] as const) {
      await w.setEnergy(c, 100);
      const act = await w.accept(c, campaign);
      expect((await w.submit(c, act, {})).status).toBe(200);
      expect(await at(when)).toBe(1);
    }
    expect(await w.wallet(c1)).toBe(2000);
    expect(await balanceOf(w.t.db, PLATFORM_REVENUE)).toBe(400);

    // Creator 1 pays $10 at the venue from the wallet, then withdraws the other $10 by bank transfer, which the
    // finance operator pays at 23:59:59 on 31 December (the second half of 2025).
    const paid = await w.post('/api/payments', c1, { wallet: '10', pocket: '', venueID: venue.user.id });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await at('2025-12-31 23:59:30');
    await addBank(w.t, c1.auth, '12345678');
    ids.bank = (await withdraw(w.t, c1, 10)).id;
    await at('2025-12-31 23:59:40');
    const decided = await w.post(`/api/admin/withdraws/${ids.bank}`, finance, { approve: true });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect((await row(w.t, ids.bank)).state).toBe('paid');
    expect(await at('2025-12-31 23:59:59')).toBe(1);

    // Creator 2 withdraws all $20 by Stripe, instant: a 1% fee, 20 cents; paid at 00:00:30 on 1 January.
    ids.stripeAccount = await readySandboxStripe(w.t, c2);
    ids.stripe = (await withdraw(w.t, c2, 20, true)).id;
    await at('2026-01-01 00:00:10');
    await approve(w.t, finance, ids.stripe);
    await runPayoutJobs(w.t);
    expect((await row(w.t, ids.stripe)).state).toBe('paid');
    expect((await row(w.t, ids.stripe)).feeCents).toBe(20);
    expect(await at('2026-01-01 00:00:30')).toBe(1);

    // The venue withdraws its $10 of counter payments by PayPal, paid on 10 February 2026.
    const email = `venue-payouts-${venue.user.id}@example.com`;
    expect((await w.post('/api/payouts/account', venue, { rail: 'paypal', email })).status).toBe(200);
    const code = await latestCode(w.t, email);
    expect((await w.post('/api/payouts/account/confirm', venue, { code })).status).toBe(200);
    const venueWithdraw = await w.post('/api/withdraws', venue, { amount: 10 });
    expect(venueWithdraw.status, JSON.stringify(venueWithdraw.body)).toBe(200);
    ids.paypal = venueWithdraw.body.data.withdraw.id;
    await at('2026-02-10 11:00:00');
    await approve(w.t, finance, ids.paypal);
    await runPayoutJobs(w.t);
    expect((await row(w.t, ids.paypal)).state).toBe('paid');
    expect(await at('2026-02-10 12:00:00')).toBe(1);
    // A payee paid before tax details were asked for: the report says "none".
    await w.t.db.delete(taxDeclarations).where(eq(taxDeclarations.userId, venue.user.id));

    // December's fee ($2 on creator 1's payout) is invoiced on 1 January: GST 1/11 of $2.00 = 18 cents. A credit
    // note gives $1 of it back on 5 February (GST 9 cents): a fee_refund entry, platform:revenue −$1, as the
    // documents' code posts it.
    const [invoice] = await w.t.db
      .insert(taxDocuments)
      .values({
        number: 1,
        kind: 'invoice',
        ownerId: biz.user.id,
        periodStart: new Date('2025-11-30T13:00:00Z'),
        periodEnd: new Date('2025-12-31T13:00:00Z'),
        feeCents: 200,
        gstCents: 18,
        details: {},
        issuedAt: melbourne('2026-01-01 09:00:00') as unknown as Date,
      })
      .returning();
    const refund = await w.t.db.transaction((tx) =>
      postEntry(tx, {
        kind: 'fee_refund',
        idempotencyKey: `test:fee_refund:${invoice.id}`,
        memo: 'Credit note 2',
        lines: [
          { key: PLATFORM_REVENUE, amountCents: -100 },
          { key: accountKeys.businessCredit(biz.user.id), amountCents: 100 },
        ],
      }),
    );
    await w.t.db.insert(taxDocuments).values({
      number: 2,
      kind: 'credit_note',
      ownerId: biz.user.id,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      feeCents: 100,
      gstCents: 9,
      creditNoteOf: invoice.id,
      reason: 'A goodwill refund of part of the fee.',
      entryId: refund.entryId,
      details: {},
      issuedAt: melbourne('2026-02-05 10:00:00') as unknown as Date,
    });
    expect(await at('2026-02-05 10:00:00')).toBe(1);

    // The business's $100 top-up is refunded on 20 February: its credit then holds $100 − $44 + $1 = $57, so
    // $43 was already spent (paid to creators and fees): the platform's loss.
    const sim = await w.post(`/api/admin/top-ups/${ids.bizTopUp}/simulate`, finance, { event: 'refund' });
    expect(sim.status, JSON.stringify(sim.body)).toBe(200);
    const [reversal] = await w.t.db
      .select()
      .from(topUpReversals)
      .where(eq(topUpReversals.topUpId, ids.bizTopUp));
    expect([reversal.creditCents, reversal.lossCents]).toEqual([5700, 4300]);
    expect(await at('2026-02-20 10:00:00')).toBe(1);

    // The operator credits creator 1 $5 and debits $2 on 2 March.
    for (const [direction, amount, when] of [
      ['credit', '5', '2026-03-02 10:00:00'],
      ['debit', '2', '2026-03-02 11:00:00'],
    ] as const) {
      const res = await w.post(`/api/admin/users/${c1.user.id}/adjustments`, finance, {
        direction,
        amount,
        reason: 'Goodwill',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await at(when)).toBe(1);
    }

    // The venue tops up $50 on 1 June and runs a credit campaign of 2 places at $5 (fee 50 cents each) paying
    // pockets: creator 1 at 23:59 on 30 June (financial year 2025–26), creator 2 at midnight, 1 July (2026–27).
    await topUp(w.t, venue.auth, 50);
    await at('2026-06-01 10:00:00');
    const credit = await w.live(venue, 6, { participantsCount: 2, participantsShare: '5.00' });
    await at('2026-06-01 11:00:00');
    for (const [c, when] of [
      [c1, '2026-06-30 23:59:00'],
      [c2, '2026-07-01 00:00:00'],
    ] as const) {
      await w.setEnergy(c, 100);
      const act = await w.accept(c, credit);
      expect((await w.submit(c, act, w.proof)).status).toBe(200);
      const ok = await w.decide(venue, credit, act, true);
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(await at(when)).toBe(1);
    }
    await w.expectLedgerOk();
    expect((await reconcile(w.t.db)).ok).toBe(true);
    // Reports made on 15 August 2026 (the default periods).
    w.t.clock.set(new Date('2026-08-15T00:00:00Z'));
  }, 120_000);
  afterAll(() => w?.close());

  it('revenue by month: fees by kind, refunds of fees, net, GST; the months add up to platform:revenue', async () => {
    const r = await json('/api/admin/finance/revenue?from=2025-11&to=2026-07');
    const zero = { campaignFees: 0, instantFees: 0, feeRefunds: 0, net: 0, gst: 0 };
    expect(r.months).toEqual([
      { month: '2025-11', ...zero },
      // 23:59 on 31 December is December's ...
      { month: '2025-12', ...zero, campaignFees: 2, net: 2 },
      // ... midnight is January's; the instant fee of 1 January 00:00:30; the invoice's GST.
      { month: '2026-01', ...zero, campaignFees: 2, instantFees: 0.2, net: 2.2, gst: 0.18 },
      // The credit note: $1 back, its GST off.
      { month: '2026-02', ...zero, feeRefunds: 1, net: -1, gst: -0.09 },
      { month: '2026-03', ...zero },
      { month: '2026-04', ...zero },
      { month: '2026-05', ...zero },
      { month: '2026-06', ...zero, campaignFees: 0.5, net: 0.5 },
      { month: '2026-07', ...zero, campaignFees: 0.5, net: 0.5 },
    ]);
    expect(r.totals).toEqual({ campaignFees: 5, instantFees: 0.2, feeRefunds: 1, net: 4.2, gst: 0.09 });
    expect(r.revenueBalance).toBe(4.2);
    expect(await balanceOf(w.t.db, PLATFORM_REVENUE)).toBe(420);
    // Without a range: the 12 months to this one (August 2026).
    const dflt = await json('/api/admin/finance/revenue');
    expect([dflt.from, dflt.to, dflt.months.length]).toEqual(['2025-09', '2026-08', 12]);
    // One month alone: the boundary month.
    const dec = await json('/api/admin/finance/revenue?from=2025-12&to=2025-12');
    expect(dec.totals.campaignFees).toBe(2);
  });

  it('revenue as CSV: one row a month and the Total, dollars with 2 decimals, a negative month as a number', async () => {
    const { rows, filename } = await csv('/api/admin/finance/revenue.csv?from=2025-12&to=2026-02');
    expect(filename).toBe('attachment; filename="revenue-2025-12-to-2026-02.csv"');
    expect(rows).toEqual([
      [
        'Month',
        'Campaign service fees',
        'Instant payout fees',
        'Refunds of fees (credit notes)',
        'Net revenue',
        'GST on tax documents issued',
      ],
      ['2025-12', '2.00', '0.00', '0.00', '2.00', '0.00'],
      ['2026-01', '2.00', '0.20', '0.00', '2.20', '0.18'],
      ['2026-02', '0.00', '0.00', '1.00', '-1.00', '-0.09'],
      ['Total', '4.00', '0.20', '1.00', '3.20', '0.09'],
    ]);
  });

  it('money in and out by month; the months add up to the external and platform accounts', async () => {
    const r = await json('/api/admin/finance/money?from=2025-12&to=2026-07');
    const zero = {
      topUps: 0,
      reversals: 0,
      platformLosses: 0,
      adjustments: 0,
      payoutsStripe: 0,
      payoutsPaypal: 0,
      payoutsBank: 0,
      payouts: 0,
      heldChange: 0,
    };
    expect(r.months).toEqual([
      // $100 in; creator 1's bank payout at 23:59:59 on 31 December.
      { month: '2025-12', ...zero, topUps: 100, payoutsBank: 10, payouts: 10, heldChange: 90 },
      // Creator 2's Stripe payout: $20 less the 20-cent fee, which stays with the platform.
      { month: '2026-01', ...zero, payoutsStripe: 19.8, payouts: 19.8, heldChange: -19.8 },
      // The venue's PayPal payout; the $100 refund, $43 of it the platform's loss.
      {
        month: '2026-02',
        ...zero,
        reversals: 100,
        platformLosses: 43,
        payoutsPaypal: 10,
        payouts: 10,
        heldChange: -110,
      },
      // $5 given, $2 taken: the platform's money moved inside, nothing crossed the edge.
      { month: '2026-03', ...zero, adjustments: 3 },
      { month: '2026-04', ...zero },
      { month: '2026-05', ...zero },
      { month: '2026-06', ...zero, topUps: 50, heldChange: 50 },
      { month: '2026-07', ...zero },
    ]);
    const totals = {
      topUps: 150,
      reversals: 100,
      platformLosses: 43,
      adjustments: 3,
      payoutsStripe: 19.8,
      payoutsPaypal: 10,
      payoutsBank: 10,
      payouts: 39.8,
      heldChange: 10.2,
    };
    expect(r.totals).toEqual(totals);
    // Every month since the first is in this range, so the totals are the balances.
    expect(r.balances).toEqual(totals);
    const ledger = async (key: string) => balanceOf(w.t.db, key);
    expect(await ledger(accountKeys.externalTopUps())).toBe(-15000);
    expect(await ledger(accountKeys.externalRefunds())).toBe(10000);
    expect(await ledger(accountKeys.platformLoss())).toBe(-4300);
    expect(await ledger(accountKeys.platformAdjustments())).toBe(-300);
    expect(await ledger(accountKeys.externalPayouts())).toBe(3980);
    // What the platform holds: creator 1 $3 + $5 pocket, creator 2 $5 pocket, the venue's credit $50 − $11,
    // revenue $4.20, loss −$43, adjustments −$3: $10.20.
    expect((await reconcile(w.t.db)).heldCents).toBe(1020);
  });

  it('money in and out as CSV', async () => {
    const { rows } = await csv('/api/admin/finance/money.csv?from=2025-12&to=2026-03');
    expect(rows).toEqual([
      [
        'Month',
        'Top-ups',
        'Reversals (refunds and chargebacks less won disputes)',
        'Platform losses',
        'Adjustments given (net)',
        'Payouts Stripe',
        'Payouts PayPal',
        'Payouts bank transfer',
        'Payouts total',
        'Change in money held',
      ],
      ['2025-12', '100.00', '0.00', '0.00', '0.00', '0.00', '0.00', '10.00', '10.00', '90.00'],
      ['2026-01', '0.00', '0.00', '0.00', '0.00', '19.80', '0.00', '0.00', '19.80', '-19.80'],
      ['2026-02', '0.00', '100.00', '43.00', '0.00', '0.00', '10.00', '0.00', '10.00', '-110.00'],
      ['2026-03', '0.00', '0.00', '0.00', '3.00', '0.00', '0.00', '0.00', '0.00', '0.00'],
      ['Total', '100.00', '100.00', '43.00', '3.00', '19.80', '10.00', '10.00', '39.80', '-39.80'],
    ]);
  });

  it('payees by half-year: 23:59:59 on 31 December is the second half, midnight the first of the next', async () => {
    const h2 = await json('/api/admin/finance/payees?half=2025-H2');
    expect(h2.label).toBe('1 July – 31 December 2025');
    expect(h2.payees).toEqual([
      {
        _id: c1.user.id,
        userId: c1.user.id,
        role: 'customer',
        name: 'Casey One',
        email: c1.user.email,
        taxDetails: 'ABN 51 824 753 556',
        abn: '51 824 753 556',
        legalName: 'Casey One',
        address: 'Casey One, 1 Test St, Melbourne VIC 3000',
        rail: 'bank',
        destination: 'BSB 063000 account 12345678 (Casey Jones)',
        gross: 10,
        instantFees: 0,
        net: 10,
        payouts: 1,
      },
    ]);
    const h1 = await json('/api/admin/finance/payees?half=2026-H1');
    expect(h1.label).toBe('1 January – 30 June 2026');
    expect(h1.payees).toEqual([
      expect.objectContaining({
        name: 'Casey Two',
        role: 'customer',
        // 15 December 2025 01:00 UTC is 12:00 in Melbourne.
        taxDetails: 'Statement by a supplier (version 2026-1, 15/12/2025)',
        abn: null,
        legalName: 'Casey Two',
        rail: 'stripe',
        destination: ids.stripeAccount,
        gross: 20,
        instantFees: 0.2,
        net: 19.8,
        payouts: 1,
      }),
      expect.objectContaining({
        name: 'Test Venue',
        role: 'venue',
        taxDetails: 'none',
        abn: null,
        legalName: null,
        address: null,
        rail: 'paypal',
        destination: `venue-payouts-${venue.user.id}@example.com`,
        gross: 10,
        instantFees: 0,
        net: 10,
        payouts: 1,
      }),
    ]);
    expect(h1.totals).toEqual({ gross: 30, instantFees: 0.2, net: 29.8, payouts: 2 });
    expect((await json('/api/admin/finance/payees?half=2026-H2')).payees).toEqual([]);
    // Every half-year's gross: what external:payouts received plus the instant fees of those withdrawals.
    const paid = await w.t.db.select().from(withdrawals).where(eq(withdrawals.status, 2));
    expect(paid.reduce((s, x) => s + x.amountCents, 0)).toBe(1000 + 2000 + 1000);
    expect((await balanceOf(w.t.db, accountKeys.externalPayouts())) + 20).toBe(4000);
    // The default half-year is this one (15 August 2026: the second half of 2026).
    expect((await json('/api/admin/finance/payees')).half).toBe('2026-H2');
  });

  it('payees as CSV: one row per payee', async () => {
    const { rows, filename } = await csv('/api/admin/finance/payees.csv?half=2026-h1');
    expect(filename).toBe('attachment; filename="payees-2026-H1.csv"');
    expect(rows[0]).toEqual([
      'Name',
      'Payee',
      'E-mail',
      'Tax details',
      'ABN',
      'Legal name',
      'Address',
      'Payout rail',
      'Payout destination',
      'Gross paid',
      'Instant fees',
      'Net paid',
      'Number of payouts',
      'User ID',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        'Casey Two',
        'customer',
        c2.user.email,
        'Statement by a supplier (version 2026-1, 15/12/2025)',
        '',
        'Casey Two',
        'Casey Two, 1 Test St, Melbourne VIC 3000',
        'stripe',
        ids.stripeAccount,
        '20.00',
        '0.20',
        '19.80',
        '1',
        c2.user.id,
      ],
      [
        'Test Venue',
        'venue',
        venue.user.email,
        'none',
        '',
        '',
        '',
        'paypal',
        `venue-payouts-${venue.user.id}@example.com`,
        '10.00',
        '0.00',
        '10.00',
        '1',
        venue.user.id,
      ],
    ]);
  });

  it("a customer's earnings statement: payouts into wallet and pockets by month, withdrawals and fees", async () => {
    const fy26 = await json('/api/finance/earnings?year=2026', c1);
    expect([fy26.year, fy26.label, fy26.span, fy26.role, fy26.name]).toEqual([
      2026,
      '2025–26',
      '1 July 2025 – 30 June 2026',
      'customer',
      'Casey One',
    ]);
    expect(fy26.months.map((m: { month: string }) => m.month)).toEqual([
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
    const zero = {
      intoWallet: 0,
      intoPockets: 0,
      counterPayments: 0,
      withdrawalsPaid: 0,
      instantFees: 0,
      withdrawals: 0,
    };
    expect(fy26.months[5]).toEqual({
      month: '2025-12',
      ...zero,
      intoWallet: 20,
      withdrawalsPaid: 10,
      withdrawals: 1,
    });
    expect(fy26.months[11]).toEqual({ month: '2026-06', ...zero, intoPockets: 5 });
    expect(fy26.totals).toEqual({
      ...zero,
      intoWallet: 20,
      intoPockets: 5,
      withdrawalsPaid: 10,
      withdrawals: 1,
    });
    // Creator 2: paid at midnight on 1 January; the pocket payout at midnight on 1 July is the next year's.
    const c2fy26 = await json('/api/finance/earnings?year=2026', c2);
    expect(c2fy26.totals).toEqual({
      ...zero,
      intoWallet: 20,
      withdrawalsPaid: 20,
      instantFees: 0.2,
      withdrawals: 1,
    });
    expect(c2fy26.months[6]).toEqual({
      month: '2026-01',
      ...zero,
      intoWallet: 20,
      withdrawalsPaid: 20,
      instantFees: 0.2,
      withdrawals: 1,
    });
    const c2fy27 = await json('/api/finance/earnings?year=2027', c2);
    expect(c2fy27.totals).toEqual({ ...zero, intoPockets: 5 });
    // Without a year: the one we are in (15 August 2026 is in 2026–27).
    expect((await json('/api/finance/earnings', c2)).year).toBe(2027);
  });

  it("a venue's earnings statement: counter payments into earnings and withdrawals", async () => {
    const fy = await json('/api/finance/earnings?year=2026', venue);
    expect([fy.role, fy.name]).toEqual(['venue', 'Test Venue']);
    expect(fy.totals).toEqual({
      intoWallet: 0,
      intoPockets: 0,
      counterPayments: 10,
      withdrawalsPaid: 10,
      instantFees: 0,
      withdrawals: 1,
    });
    expect(fy.months[5].counterPayments).toBe(10);
    expect(fy.months[7].withdrawalsPaid).toBe(10);
  });

  it('the earnings statement as CSV: a heading, then a row a month and the Total', async () => {
    const { rows, filename } = await csv('/api/finance/earnings.csv?year=2026', c1);
    expect(filename).toBe('attachment; filename="earnings-2025-26.csv"');
    expect(rows.slice(0, 4)).toEqual([
      ['Spruik earnings statement'],
      ['Name', 'Casey One'],
      ['Financial year', '2025–26 (1 July 2025 – 30 June 2026)'],
      ['Made', '15/08/2026'],
    ]);
    expect(rows[4]).toEqual([
      'Month',
      'Campaign payouts into wallet',
      'Campaign payouts into pockets',
      'Campaign payouts total',
      'Withdrawals paid',
      'Instant payout fees',
      'Number of withdrawals',
    ]);
    expect(rows[5]).toEqual(['2025-07', '0.00', '0.00', '0.00', '0.00', '0.00', '0']);
    expect(rows[10]).toEqual(['2025-12', '20.00', '0.00', '20.00', '10.00', '0.00', '1']);
    expect(rows[16]).toEqual(['2026-06', '0.00', '5.00', '5.00', '0.00', '0.00', '0']);
    expect(rows[17]).toEqual(['Total', '20.00', '5.00', '25.00', '10.00', '0.00', '1']);
    expect(rows).toHaveLength(18);
    const v = await csv('/api/finance/earnings.csv?year=2026', venue);
    expect(v.rows[4]).toEqual([
      'Month',
      'Counter payments into earnings',
      'Withdrawals paid',
      'Instant payout fees',
      'Number of withdrawals',
    ]);
    expect(v.rows[17]).toEqual(['Total', '10.00', '10.00', '0.00', '1']);
  });

  it('the reports are for the owner and finance operators; the statement for customers and venues', async () => {
    // The business whose top-up was refunded is suspended (signed out): another one asks.
    const business = await w.business();
    const admin = [
      '/api/admin/finance/revenue',
      '/api/admin/finance/revenue.csv',
      '/api/admin/finance/money',
      '/api/admin/finance/money.csv',
      '/api/admin/finance/payees',
      '/api/admin/finance/payees.csv',
    ];
    for (const url of admin) {
      for (const who of [c1, business, venue, support])
        expect((await get(url, who)).statusCode, url).toBe(403);
      for (const who of [owner, finance]) expect((await get(url, who)).statusCode, url).toBe(200);
    }
    for (const url of ['/api/finance/earnings', '/api/finance/earnings.csv']) {
      for (const who of [business, owner, finance]) expect((await get(url, who)).statusCode, url).toBe(403);
      for (const who of [c1, venue]) expect((await get(url, who)).statusCode, url).toBe(200);
    }
  });

  it('refuses periods that are not periods', async () => {
    const refused = async (url: string, who: Person, message: string) => {
      const res = await get(url, who);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors).toBe(message);
    };
    await refused('/api/admin/finance/revenue?from=2026-13', finance, FINANCE_REPORTS_MSG.monthInvalid);
    await refused('/api/admin/finance/money?to=June', finance, FINANCE_REPORTS_MSG.monthInvalid);
    await refused(
      '/api/admin/finance/money?from=2026-05&to=2026-04',
      finance,
      FINANCE_REPORTS_MSG.rangeInvalid,
    );
    await refused(
      '/api/admin/finance/revenue?from=2000-01&to=2026-01',
      finance,
      FINANCE_REPORTS_MSG.rangeTooLong,
    );
    await refused('/api/admin/finance/payees?half=2026-H3', finance, FINANCE_REPORTS_MSG.halfInvalid);
    await refused('/api/admin/finance/payees.csv?half=2026', finance, FINANCE_REPORTS_MSG.halfInvalid);
    await refused('/api/finance/earnings?year=26', c1, FINANCE_REPORTS_MSG.yearInvalid);
    await refused('/api/finance/earnings.csv?year=2026-27', c1, FINANCE_REPORTS_MSG.yearInvalid);
  });
});
