/**
 * The Finance reports reconcile with the ledger for any ledger (docs/finance.md "Reports"). fast-check draws short
 * sequences of real movements, each through the API (app.inject): top-ups, campaigns with a random fee rate,
 * creators joining and being approved, counter payments, withdrawals on every rail paid or rejected, refunds of
 * top-ups and adjustments, each at a random Melbourne time over four years (often the first or last second of a
 * month). After each sequence the reports over every period add up to the ledger's balances to the cent:
 * - Σ months' net revenue = platform:revenue, and each month's net = its fees less its refunds of fees;
 * - Σ months of money in and out = external:topups, external:refunds, platform:loss, platform:adjustments,
 *   external:payouts (and each month's rails add up to its payouts), and Σ change in money held = what the
 *   reconciliation finds held;
 * - Σ payees' gross over every half-year = paid withdrawals = external:payouts + their instant fees, per payee too;
 * - Σ each payee's earnings statements over every financial year = their campaign payout lines, counter payment
 *   lines and paid withdrawals.
 *
 * Times: an entry's created_at is its transaction's start in the database, so after each step the entries it made
 * are moved to the step's drawn time by updating journal_entries.created_at (`stamp`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, inArray, sql } from 'drizzle-orm';
import { addMonths, lastDayOf, toCents } from '@spruik/shared';
import { journalEntries, taxDeclarations, users, withdrawals } from '../../src/db/schema';
import { accountKeys, balanceOf, balancesOf, reconcile } from '../../src/ledger';
import { campaignWorld, type CampaignWorld, type Person } from '../campaigns/helpers';
import { addBank, expectLedgerOk, topUp } from '../money/helpers';
import { latestCode } from '../support/sign-up';
import { readySandboxStripe, row, runPayoutJobs } from '../withdrawals/payout-helpers';

const RUNS = Number(process.env.REPORTS_RUNS ?? 30);
const STEPS = 8;
const FIRST_MONTH = '2024-01';
const MONTHS = 48;
const LAST_MONTH = addMonths(FIRST_MONTH, MONTHS - 1);
const HALVES = ['2024-H1', '2024-H2', '2025-H1', '2025-H2', '2026-H1', '2026-H2', '2027-H1', '2027-H2'];
/** The financial years the months fall in (July 2023 to June 2028). */
const YEARS = [2024, 2025, 2026, 2027, 2028];
const MELBOURNE = 'Australia/Melbourne';

type When = { month: number; edge: 'start' | 'end' | 'mid' };
type Step =
  | { type: 'topUp'; owner: number; cents: number }
  | { type: 'campaign'; owner: number; feeBasisPoints: number; shareCents: number; count: number }
  | { type: 'join'; customer: number; pick: number }
  | { type: 'approve'; pick: number }
  | { type: 'pay'; customer: number; part: number }
  | { type: 'withdraw'; who: number; part: number; instant: boolean; approve: boolean }
  | { type: 'refund'; pick: number; part: number | null }
  | { type: 'adjust'; who: number; credit: boolean; part: number };
type Timed = { step: Step; when: When };

const when: fc.Arbitrary<When> = fc.record({
  month: fc.integer({ min: 0, max: MONTHS - 1 }),
  edge: fc.constantFrom<When['edge']>('start', 'end', 'end', 'mid'),
});
const owner = fc.integer({ min: 0, max: 1 });
const customer = fc.integer({ min: 0, max: 1 });
const part = fc.integer({ min: 1, max: 1000 });
const pick = fc.nat(20);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ type: fc.constant('topUp' as const), owner, cents: fc.integer({ min: 2000, max: 8000 }) }),
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('campaign' as const),
      owner,
      feeBasisPoints: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2500 })),
      shareCents: fc.integer({ min: 2, max: 1500 }),
      count: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('join' as const), customer, pick }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('approve' as const), pick }) },
  fc.record({ type: fc.constant('pay' as const), customer, part }),
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('withdraw' as const),
      who: fc.integer({ min: 0, max: 2 }),
      part,
      instant: fc.boolean(),
      approve: fc.constantFrom(true, true, false),
    }),
  },
  fc.record({ type: fc.constant('refund' as const), pick, part: fc.option(part, { nil: null }) }),
  fc.record({
    type: fc.constant('adjust' as const),
    who: fc.integer({ min: 0, max: 3 }),
    credit: fc.boolean(),
    part,
  }),
);
const sequence = fc.record({
  prelude: fc.array(when, { minLength: 9, maxLength: 9 }),
  steps: fc.array(fc.record({ step, when }), { minLength: 1, maxLength: STEPS }),
});

/** A drawn time as Melbourne wall-clock time. */
function localTime(w: When): string {
  const month = addMonths(FIRST_MONTH, w.month);
  if (w.edge === 'start') return `${month}-01 00:00:00`;
  if (w.edge === 'end') return `${lastDayOf(month)} 23:59:59`;
  return `${month}-15 12:00:00`;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

describe('the Finance reports add up to the ledger (fast-check)', () => {
  let w: CampaignWorld;
  let admin: Person;
  let finance: Person;
  const seen = new Set<string>();
  /** What the runs did: the sequences must reach what the reports add up, or they prove little. */
  const tally: Record<string, number> = {};
  const count = (what: string) => void (tally[what] = (tally[what] ?? 0) + 1);
  beforeAll(async () => {
    w = await campaignWorld();
    admin = await w.admin();
    finance = await w.t.createUser(4, { operatorRole: 'finance' });
  });
  afterAll(() => w?.close());

  /** Moves the journal entries made since the last call to a Melbourne wall-clock time. */
  async function stamp(local: string) {
    const all = await w.t.db.select({ id: journalEntries.id }).from(journalEntries);
    const fresh = all.map((r) => r.id).filter((id) => !seen.has(id));
    if (fresh.length)
      await w.t.db
        .update(journalEntries)
        .set({ createdAt: sql`(${local}::timestamp at time zone ${MELBOURNE})` })
        .where(inArray(journalEntries.id, fresh));
    for (const id of fresh) seen.add(id);
  }

  const api = async (method: 'GET' | 'POST' | 'PUT', url: string, who: Person, payload?: object) => {
    const res = await w.t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are read by path and asserted
    let body: any = {};
    try {
      body = res.json();
    } catch {
      // a CSV
    }
    return { status: res.statusCode, body };
  };
  const data = async (url: string, who: Person = finance) => {
    const res = await api('GET', url, who);
    expect(res.status, url).toBe(200);
    return res.body.data;
  };

  async function run(seq: { prelude: When[]; steps: Timed[] }) {
    // ---- the people of this run: a business, a venue (paid by PayPal), creator 0 (bank), creator 1 (Stripe) ----
    // A venue on the map: the operator can only switch a venue with coordinates back on.
    const owners = [await w.business(), await w.venue({ latitude: -37.8136, longitude: 144.9631 })];
    const creators = [
      await w.customer({ instagramFollowers: 10_000 }),
      await w.customer({ instagramFollowers: 10_000 }),
    ];
    /** Creator 0, creator 1, the venue (whose session a reactivation renews). */
    const payees = () => [creators[0], creators[1], owners[1]];
    for (const p of payees())
      await w.t.db.insert(taxDeclarations).values({
        userId: p.user.id,
        kind: 'abn',
        abn: '51824753556',
        legalName: 'Payee',
        address: '1 Test St, Melbourne VIC 3000',
        madeAt: new Date('2023-01-01T00:00:00Z'),
      });
    await addBank(w.t, creators[0].auth, String(10_000_000 + Math.floor(Math.random() * 89_999_999)));
    await readySandboxStripe(w.t, creators[1]);
    const email = `payouts-${owners[1].user.id}@example.com`;
    expect((await api('POST', '/api/payouts/account', owners[1], { rail: 'paypal', email })).status).toBe(
      200,
    );
    const code = await latestCode(w.t, email);
    expect((await api('POST', '/api/payouts/account/confirm', owners[1], { code })).status).toBe(200);

    const topUps: Array<{ id: string; owner: number }> = [];
    const campaigns: Array<{ id: string; owner: number; type: number }> = [];
    const activities: Array<{ id: string; campaign: number; customer: number; waiting: boolean }> = [];

    /** After a refund suspended an owner: the operator switches it back on, and it signs in again. */
    async function reactivate(i: number) {
      const [u] = await w.t.db.select().from(users).where(eq(users.id, owners[i].user.id));
      if (u.isActive) return;
      const on = await api('PUT', `/api/admin/users/${u.id}`, admin, { isActive: true });
      expect(on.status, JSON.stringify(on.body)).toBe(200);
      const [again] = await w.t.db.select().from(users).where(eq(users.id, u.id));
      owners[i] = {
        ...owners[i],
        user: again,
        auth: { authorization: `Bearer ${await w.t.app.deps.tokens.sign(again)}` },
      };
    }
    const walletOf = (c: Person) => balanceOf(w.t.db, accountKeys.wallet(c.user.id));
    const amountOf = (balance: number, p: number) => Math.floor((balance * p) / 1000);

    async function act(s: Step) {
      switch (s.type) {
        case 'topUp': {
          topUps.push({
            id: (await topUp(w.t, owners[s.owner].auth, dollars(s.cents) as never)).transactionId,
            owner: s.owner,
          });
          return;
        }
        case 'campaign': {
          const type = s.owner === 0 ? 1 : 6;
          w.t.config.finance.feeBasisPoints = s.feeBasisPoints;
          const res = await api(
            'POST',
            '/api/campaigns',
            owners[s.owner],
            w.body(type, {
              participantsCount: s.count,
              participantsShare: dollars(s.shareCents),
            }),
          );
          if (res.status !== 200) return; // not enough credit
          const id = res.body.data.campaign.id as string;
          count(s.feeBasisPoints > 0 ? 'campaign with a fee' : 'campaign without a fee');
          await w.verify(id);
          campaigns.push({ id, owner: s.owner, type });
          return;
        }
        case 'join': {
          if (!campaigns.length) return;
          const ci = s.pick % campaigns.length;
          const c = creators[s.customer];
          await w.setEnergy(c, 100);
          const joined = await api('POST', `/api/campaigns/${campaigns[ci].id}/accept`, c);
          if (joined.status !== 200) return; // full, ended or joined before
          const id = joined.body.data.activity.id as string;
          const type = campaigns[ci].type;
          const sent = await api('POST', `/api/activities/${id}/submit`, c, type === 1 ? {} : w.proof);
          expect(sent.status, JSON.stringify(sent.body)).toBe(200);
          activities.push({ id, campaign: ci, customer: s.customer, waiting: type !== 1 });
          return;
        }
        case 'approve': {
          const waiting = activities.filter((a) => a.waiting);
          if (!waiting.length) return;
          const a = waiting[s.pick % waiting.length];
          const c = campaigns[a.campaign];
          await reactivate(c.owner);
          const res = await api('POST', `/api/campaigns/${c.id}/${a.id}`, owners[c.owner], { approve: true });
          if (res.status === 200) a.waiting = false;
          if (res.status === 200) count('approved');
          return;
        }
        case 'pay': {
          const c = creators[s.customer];
          const cents = amountOf(await walletOf(c), s.part);
          if (cents <= 0) return;
          const res = await api('POST', '/api/payments', c, {
            wallet: dollars(cents),
            pocket: '',
            venueID: owners[1].user.id,
          });
          if (res.status === 200) count('counter payment');
          return;
        }
        case 'withdraw': {
          if (s.who === 2) await reactivate(1);
          const who = payees()[s.who];
          const balance =
            s.who < 2 ? await walletOf(who) : await balanceOf(w.t.db, accountKeys.venueEarnings(who.user.id));
          const cents = Math.max(1000, amountOf(balance, s.part));
          const res =
            s.who < 2
              ? await api('POST', '/api/users/withdraw', who, {
                  amount: dollars(cents),
                  instant: s.who === 1 && s.instant,
                })
              : await api('POST', '/api/withdraws', who, { amount: dollars(cents) });
          if (res.status !== 200) return; // below the minimum or above the balance
          const id = res.body.data.withdraw.id as string;
          const r = await row(w.t, id);
          if (r.state === 'waiting') {
            if (r.heldAt) await api('POST', `/api/admin/withdraws/${id}/release`, finance);
            const decided = await api(
              'POST',
              `/api/admin/withdraws/${id}`,
              finance,
              s.approve ? { approve: true } : { approve: false, reason: 'Not this time.' },
            );
            expect(decided.status, JSON.stringify(decided.body)).toBe(200);
          }
          await runPayoutJobs(w.t);
          const done = await row(w.t, id);
          count(`withdrawal ${done.rail} ${done.state}${done.feeCents > 0 ? ' instant' : ''}`);
          return;
        }
        case 'refund': {
          if (!topUps.length) return;
          const top = topUps[s.pick % topUps.length];
          const body =
            s.part === null ? { event: 'refund' } : { event: 'refund', amount: dollars(Math.max(1, s.part)) };
          const res = await api('POST', `/api/admin/top-ups/${top.id}/simulate`, finance, body);
          if (res.status === 200) count('refund');
          await reactivate(top.owner);
          return;
        }
        case 'adjust': {
          const who = s.who < 2 ? owners[s.who] : creators[s.who - 2];
          const balance = await balanceOf(
            w.t.db,
            s.who < 2 ? accountKeys.creditOf(who.user) : accountKeys.wallet(who.user.id),
          );
          const cents = s.credit ? s.part * 3 : Math.max(1, amountOf(balance, s.part));
          const res = await api('POST', `/api/admin/users/${who.user.id}/adjustments`, finance, {
            direction: s.credit ? 'credit' : 'debit',
            amount: dollars(cents),
            reason: 'Property test',
          });
          if (res.status === 200) count(`adjustment ${s.credit ? 'credit' : 'debit'}`);
          return;
        }
      }
    }

    // Every run has money in on both sides, a campaign of each owner with a fee, both creators paid and the venue
    // paid at the counter enough to withdraw ($10 at least), so short sequences reach fees, payouts and refunds.
    const prelude: Step[] = [
      { type: 'topUp', owner: 0, cents: 10_000 },
      { type: 'topUp', owner: 1, cents: 4000 },
      { type: 'campaign', owner: 0, feeBasisPoints: 1000, shareCents: 2500, count: 3 },
      { type: 'campaign', owner: 1, feeBasisPoints: 1250, shareCents: 500, count: 3 },
      { type: 'join', customer: 0, pick: 0 },
      { type: 'join', customer: 1, pick: 0 },
      { type: 'join', customer: 1, pick: 1 },
      { type: 'pay', customer: 0, part: 500 },
      { type: 'adjust', who: 3, credit: true, part: 500 },
    ];
    const timed: Timed[] = [...prelude.map((s, i) => ({ step: s, when: seq.prelude[i] })), ...seq.steps];
    for (const t of timed) {
      await act(t.step);
      await stamp(localTime(t.when));
      count(`time: ${t.when.edge} of a month`);
    }
    await w.t.app.deps.queue.drain({ all: true });
    await stamp(localTime(timed[timed.length - 1].when));
    w.t.config.finance.feeBasisPoints = 0;
    await expectLedgerOk(w.t);

    // ---- the reports against the ledger ----
    const keys = [
      accountKeys.platformRevenue(),
      accountKeys.externalTopUps(),
      accountKeys.externalRefunds(),
      accountKeys.platformLoss(),
      accountKeys.platformAdjustments(),
      accountKeys.externalPayouts(),
    ];
    const b = await balancesOf(w.t.db, keys);
    const balance = (key: string) => b.get(key) ?? 0;
    const minus = (cents: number) => 0 - cents;
    const range = `from=${FIRST_MONTH}&to=${LAST_MONTH}`;

    const revenue = await data(`/api/admin/finance/revenue?${range}`);
    type Rev = { campaignFees: number; instantFees: number; feeRefunds: number; net: number };
    const c = toCents;
    for (const m of revenue.months as Rev[])
      expect(c(m.net), JSON.stringify(m)).toBe(c(m.campaignFees) + c(m.instantFees) - c(m.feeRefunds));
    expect(revenue.months.reduce((s: number, m: Rev) => s + c(m.net), 0)).toBe(balance(keys[0]));
    expect(c(revenue.totals.net)).toBe(balance(keys[0]));
    expect(c(revenue.revenueBalance)).toBe(balance(keys[0]));

    const money = await data(`/api/admin/finance/money?${range}`);
    const total = (field: string) =>
      (money.months as Array<Record<string, number>>).reduce((s, m) => s + c(m[field]), 0);
    for (const m of money.months as Array<Record<string, number>>)
      expect(c(m.payoutsStripe) + c(m.payoutsPaypal) + c(m.payoutsBank), m.month as never).toBe(c(m.payouts));
    expect(total('topUps')).toBe(minus(balance(accountKeys.externalTopUps())));
    expect(total('reversals')).toBe(balance(accountKeys.externalRefunds()));
    expect(total('platformLosses')).toBe(minus(balance(accountKeys.platformLoss())));
    expect(total('adjustments')).toBe(minus(balance(accountKeys.platformAdjustments())));
    expect(total('payouts')).toBe(balance(accountKeys.externalPayouts()));
    expect(total('heldChange')).toBe((await reconcile(w.t.db)).heldCents);
    expect(money.totals).toEqual(money.balances);

    const paid = await w.t.db.select().from(withdrawals).where(eq(withdrawals.status, 2));
    const paidCents = paid.reduce((s, x) => s + x.amountCents, 0);
    const feeCents = paid.reduce((s, x) => s + x.feeCents, 0);
    const grossOf = new Map<string, number>();
    let gross = 0;
    let fees = 0;
    for (const half of HALVES) {
      const r = await data(`/api/admin/finance/payees?half=${half}`);
      for (const p of r.payees as Array<{ userId: string; gross: number; instantFees: number }>) {
        grossOf.set(p.userId, (grossOf.get(p.userId) ?? 0) + c(p.gross));
        gross += c(p.gross);
        fees += c(p.instantFees);
      }
    }
    expect(gross).toBe(paidCents);
    expect(fees).toBe(feeCents);
    expect(gross - fees).toBe(balance(accountKeys.externalPayouts()));
    await reactivate(1);
    for (const p of payees())
      expect(grossOf.get(p.user.id) ?? 0).toBe(
        paid.filter((x) => x.userId === p.user.id).reduce((s, x) => s + x.amountCents, 0),
      );

    // Each payee's statements over every financial year against their own ledger lines.
    for (const p of payees()) {
      const [lines] = (
        (await w.t.db.execute(sql`
          select coalesce(sum(l.amount_cents) filter (where a.kind in ('wallet', 'pocket') and e.kind = 'customer_payout'), 0)::bigint as payouts,
                 coalesce(sum(l.amount_cents) filter (where a.kind = 'venue_earnings' and e.kind = 'venue_payment'), 0)::bigint as counter
          from ledger_accounts a join journal_lines l on l.account_id = a.id join journal_entries e on e.id = l.entry_id
          where a.owner_id = ${p.user.id}`)) as unknown as { rows: Array<Record<string, unknown>> }
      ).rows;
      let payouts = 0;
      let counter = 0;
      let withdrawn = 0;
      for (const year of YEARS) {
        const s = await data(`/api/finance/earnings?year=${year}`, p);
        payouts += c(s.totals.intoWallet) + c(s.totals.intoPockets);
        counter += c(s.totals.counterPayments);
        withdrawn += c(s.totals.withdrawalsPaid);
      }
      expect(payouts).toBe(Number(lines.payouts));
      expect(counter).toBe(Number(lines.counter));
      expect(withdrawn).toBe(grossOf.get(p.user.id) ?? 0);
    }
  }

  it(`${RUNS} random ledgers of up to ${STEPS} steps: every report adds up to the ledger's balances`, async () => {
    await fc.assert(
      fc.asyncProperty(sequence, async (seq) => run(seq)),
      { numRuns: RUNS },
    );
    console.table(tally);
    // Drawn often enough in 30 runs that each is certain in practice (the prelude makes the money to move).
    for (const what of [
      'campaign with a fee',
      'approved',
      'refund',
      'time: start of a month',
      'time: end of a month',
    ])
      expect(tally[what] ?? 0, what).toBeGreaterThan(0);
    const withdrawals = Object.keys(tally).filter((k) => k.startsWith('withdrawal'));
    expect(withdrawals.some((k) => k.endsWith('paid') || k.endsWith('paid instant'))).toBe(true);
    expect(withdrawals.some((k) => k.endsWith('rejected'))).toBe(true);
  }, 300_000);
});
