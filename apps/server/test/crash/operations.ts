/**
 * The money operations one crash-test client sends, each over real HTTP with an Idempotency-Key on every write,
 * each applied to the model only once its answer is in. A client owns its own world (a business, a venue, three
 * customers, two refund payers), so its operations on those balances happen in the order it sends them and the
 * model knows every balance exactly; the operator and the shared platform accounts are where clients meet.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { accountKeys } from '../../src/ledger/accounts';
import type { Answer, CrashHttp } from './http';
import { TAX_DETAILS_BODY } from '../support/tax-details';
import {
  creditKey,
  type Actor,
  type Model,
  type ModelActivity,
  type ModelCampaign,
  type ModelTopUp,
  type PayoutRailName,
  instantFee,
} from './model';

export type World = {
  business: Actor;
  venue: Actor;
  customers: Actor[];
  /** Businesses whose top-ups the operator refunds (a refund suspends its payer, so they do nothing else). */
  payers: Actor[];
};
export type Context = {
  http: CrashHttp;
  model: Model;
  db: Database['db'];
  admin: Actor;
  rand: () => number;
};
type Op = { name: string; weight: () => number; run: () => Promise<void> };

const dollars = (cents: number) => (cents / 100).toFixed(2);
const DAY = 86_400_000;
const PROOF = { link: 'instagram.com/p/crash', disclosed: true };
/** PAYOUT_INSTANT_FEE_PERCENT of the crash server (the default). */
const INSTANT_FEE_PERCENT = 1;
/** The customers' payout rails, by index: Stripe (TEST MODE onboarding), PayPal (a mailed code), the bank. */
const CUSTOMER_RAILS: PayoutRailName[] = ['stripe', 'paypal', 'bank'];

export function operations(ctx: Context, world: World) {
  const { http, model, rand } = ctx;
  const campaigns: ModelCampaign[] = [];
  const payerTopUps: ModelTopUp[] = [];
  const between = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)];

  /** A write with a fresh key, sent until answered; a 2xx is recorded, anything else is a refusal. */
  async function write(who: Actor, op: string, path: string, body: unknown, route: string) {
    const key = randomUUID();
    const answer = await http.send('POST', path, who.auth, body, key);
    if (answer.status >= 200 && answer.status < 300) model.keys.push({ userId: who.id, key, route });
    else refuse(op, answer);
    return answer;
  }
  const ok = (a: Answer) => a.status >= 200 && a.status < 300;
  const refuse = (op: string, a: Answer): undefined => {
    model.refusals.push(`${op}: ${a.status} ${JSON.stringify(a.body).slice(0, 300)}`);
  };

  /** Start (card or PayPal endpoint), pay on the sandbox's page, verify: the credit comes once. */
  async function topUp(owner: Actor, cents: number) {
    const card = rand() < 0.5;
    const path = card ? '/api/transaction/stripe' : '/api/transaction';
    const route = card ? 'POST /api/transaction/stripe' : 'POST /api/transaction';
    let start: Answer;
    for (;;) {
      const key = randomUUID();
      start = await http.send('POST', path, owner.auth, { amount: dollars(cents) }, key);
      // A start killed between claiming its key and answering leaves the key busy for 2 minutes
      // (docs/idempotency.md): it reserved no money, so the client starts again under a new key.
      if (start.status === 409 && start.body?.code === 'IDEMPOTENCY_KEY_BUSY') {
        model.abandonedStarts++;
        continue;
      }
      if (ok(start)) model.keys.push({ userId: owner.id, key, route });
      break;
    }
    if (!ok(start)) return refuse('top-up start', start);
    const url: string = card ? start.body.data.url : start.body.data.redirectLink.href;
    const sessionId = url.split('/sandbox/checkout/')[1];
    const paid = await http.send('POST', `/sandbox/checkout/${sessionId}/complete`, {});
    if (paid.status !== 303) return refuse('sandbox pay', paid);
    const topUpId = new URL(paid.location!, 'http://x').searchParams.get('token')!;
    const verified = await http.send(
      'GET',
      `/api/transaction/verify?transactionId=${topUpId}&session_id=${sessionId}`,
      owner.auth,
    );
    if (!ok(verified)) return refuse('top-up verify', verified);
    model.post([
      [creditKey(owner), cents],
      [accountKeys.externalTopUps(), -cents],
    ]);
    const t = { id: topUpId, owner, cents, refundedCents: 0, refunds: 0 };
    model.topUps.set(topUpId, t);
    model.count('top-up');
    return t;
  }

  /** Create (the escrow is reserved) and the operator's approval, so customers can join. */
  async function launch(owner: Actor, type: number, count: number, shareCents: number) {
    const body: Record<string, unknown> = {
      type,
      title: `Crash campaign ${type}`,
      conditions: 'Tag us and keep the post up for a week.',
      participantsCount: count,
      endDate: new Date(Date.now() + 3 * DAY).toISOString(),
      link: 'www.example.com/crash',
      platform: 'instagram',
      ...(type === 7 ? { discount: 20 } : { participantsShare: dollars(shareCents) }),
      // Crashes are about money; the visit gate has its own tests (test/visits/visit-gate.test.ts).
      requiresVisit: false,
    };
    const created = await write(owner, 'campaign create', '/api/campaigns', body, 'POST /api/campaigns');
    if (!ok(created)) return null;
    const id: string = created.body.data.campaign.id;
    const reservedCents = type === 7 ? 0 : count * shareCents;
    if (reservedCents > 0) model.reserve(owner, id, reservedCents);
    const c: ModelCampaign = {
      id,
      owner,
      type,
      shareCents: type === 7 ? 0 : shareCents,
      count,
      reservedCents,
      settled: false,
      activities: [],
    };
    model.campaigns.set(id, c);
    model.count('campaign create');
    return c;
  }

  async function verifyCampaign(c: ModelCampaign) {
    const res = await write(
      ctx.admin,
      'campaign verify',
      `/api/admin/campaigns/${c.id}/verify`,
      { approve: true },
      'POST /api/admin/campaigns/:id/verify',
    );
    if (ok(res)) campaigns.push(c);
  }

  /** Accept (energy, no money: a retry after a lost answer finds it joined) and submit (types 1, 3 pay now). */
  async function join(c: ModelCampaign, customer: Actor) {
    await ctx.db.execute(sql`update users set energy = 100 where id = ${customer.id}`);
    const accepted = await http.send(
      'POST',
      `/api/campaigns/${c.id}/accept`,
      customer.auth,
      {},
      randomUUID(),
    );
    let activityId: string | undefined = accepted.body?.data?.activity?.id;
    if (accepted.status === 409 && accepted.body?.code === 'ALREADY_JOINED') {
      const { rows } = (await ctx.db.execute(
        sql`select id from activities where campaign_id = ${c.id} and user_id = ${customer.id}`,
      )) as unknown as { rows: Array<{ id: string }> };
      activityId = rows[0]?.id;
    } else if (!ok(accepted)) return refuse('accept', accepted);
    if (!activityId) return refuse('accept', accepted);
    const a: ModelActivity = { id: activityId, customer, state: 'todo', payoutCents: null, voucherId: null };
    c.activities.push(a);
    const submitted = await write(
      customer,
      'submit',
      `/api/activities/${activityId}/submit`,
      [1, 3].includes(c.type) ? {} : PROOF,
      'POST /api/activities/:id/submit',
    );
    if (!ok(submitted)) return;
    if ([1, 3].includes(c.type)) model.pay(c, a);
    else a.state = 'submitted';
    model.count('accept + submit');
  }

  const voucherOf = async (activityId: string) => {
    const { rows } = (await ctx.db.execute(
      sql`select id from vouchers where activity_id = ${activityId}`,
    )) as unknown as { rows: Array<{ id: string }> };
    return rows[0]?.id ?? null;
  };

  const open = () => campaigns.filter((c) => !c.settled);
  const joinable = () =>
    open().flatMap((c) =>
      c.activities.length >= c.count
        ? []
        : world.customers
            .filter((p) => !c.activities.some((a) => a.customer.id === p.id))
            .map((p) => ({ c, p })),
    );
  const awaiting = () =>
    open().flatMap((c) => c.activities.filter((a) => a.state === 'submitted').map((a) => ({ c, a })));
  const wallet = (p: Actor) => model.bal(accountKeys.wallet(p.id));
  const pocket = (p: Actor) => model.bal(accountKeys.pocket(p.id, world.venue.id));
  const vouchers = (p: Actor) =>
    campaigns.flatMap((c) =>
      c.owner.id === world.venue.id
        ? c.activities.filter((a) => a.customer.id === p.id && a.voucherId).map((a) => a.voucherId!)
        : [],
    );
  const usedVouchers = new Set<string>();
  const pendingWithdrawals = () =>
    [...model.withdrawals.values()].filter(
      (w) => w.state === 'waiting' && (w.user.id === world.venue.id || world.customers.includes(w.user)),
    );

  const ops: Op[] = [
    {
      name: 'top-up',
      weight: () => (model.bal(creditKey(world.business)) < 5_000 ? 4 : 1.5),
      run: async () =>
        void (await topUp(rand() < 0.6 ? world.business : world.venue, between(20, 150) * 100)),
    },
    {
      name: 'campaign create',
      weight: () => (open().length < 6 ? 2.5 : 0),
      run: async () => {
        const venue = rand() < 0.4;
        const owner = venue ? world.venue : world.business;
        const type = venue ? pick([6, 7]) : pick([1, 4]);
        const count = between(2, 3);
        const share = between(100, 400);
        const spendable = venue ? model.venueSpendable(owner) : model.bal(creditKey(owner));
        if (type !== 7 && spendable < count * share) return void (await topUp(owner, 20_000));
        const c = await launch(owner, type, count, share);
        if (c) await verifyCampaign(c);
      },
    },
    {
      name: 'accept + submit',
      weight: () => (joinable().length ? 4 : 0),
      run: async () => {
        const { c, p } = pick(joinable());
        await join(c, p);
      },
    },
    {
      name: 'owner approval',
      weight: () => (awaiting().length ? 3 : 0),
      run: async () => {
        const { c, a } = pick(awaiting());
        const res = await write(
          c.owner,
          'approve',
          `/api/campaigns/${c.id}/${a.id}`,
          { approve: true },
          'POST /api/campaigns/:id/:participantId',
        );
        if (!ok(res)) return;
        model.pay(c, a);
        if (c.type === 7) a.voucherId = await voucherOf(a.id);
        model.count('owner approval');
      },
    },
    {
      name: 'pay at venue',
      weight: () => (world.customers.some((p) => wallet(p) + pocket(p) > 0) ? 3 : 0),
      run: async () => {
        const payer = pick(world.customers.filter((p) => wallet(p) + pocket(p) > 0));
        const w = rand() < 0.8 ? between(0, Math.min(wallet(payer), 800)) : 0;
        const pk = rand() < 0.6 ? between(0, Math.min(pocket(payer), 500)) : 0;
        const voucher = vouchers(payer).find((v) => !usedVouchers.has(v));
        const redeem = voucher && rand() < 0.7 ? voucher : undefined;
        if (w + pk === 0 && !redeem) return;
        const requestId = randomUUID();
        const body = {
          wallet: w ? dollars(w) : '',
          pocket: pk ? dollars(pk) : '',
          venueID: world.venue.id,
          requestId,
          ...(redeem ? { redeemID: redeem } : {}),
        };
        const res = await http.send('POST', '/api/payments', payer.auth, body, requestId);
        if (!ok(res)) return refuse('pay at venue', res);
        model.keys.push({ userId: payer.id, key: requestId, route: 'POST /api/payments' });
        model.post([
          [accountKeys.wallet(payer.id), -w],
          [accountKeys.pocket(payer.id, world.venue.id), -pk],
          [accountKeys.venueEarnings(world.venue.id), w],
          [accountKeys.venueCredit(world.venue.id), pk],
        ]);
        if (redeem) usedVouchers.add(redeem);
        const id: string = res.body.data.payment.id;
        model.payments.set(id, {
          id,
          customerId: payer.id,
          venueId: world.venue.id,
          walletCents: w,
          pocketCents: pk,
          voucherId: redeem ?? null,
        });
        model.count(redeem ? 'pay at venue with voucher' : 'pay at venue');
      },
    },
    {
      name: 'customer withdrawal',
      weight: () => (world.customers.some((p) => wallet(p) >= 1000) ? 3 : 0),
      run: async () => {
        const p = pick(world.customers.filter((c) => wallet(c) >= 1000));
        const cents = failing(between(1000, Math.min(wallet(p), 3000)), 1000, wallet(p));
        const rail = CUSTOMER_RAILS[world.customers.indexOf(p)];
        // A Stripe payee asks for an instant payout now and then: the fee is the platform's when it is paid.
        const instant = rail === 'stripe' && rand() < 0.4;
        const res = await write(
          p,
          'withdraw',
          '/api/users/withdraw',
          { amount: dollars(cents), instant },
          'POST /api/users/withdraw',
        );
        if (!ok(res)) return;
        withdrawn(res.body.data.withdraw, p, cents, accountKeys.wallet(p.id), {
          rail,
          feeCents: instant ? instantFee(cents, INSTANT_FEE_PERCENT) : 0,
        });
      },
    },
    {
      name: 'venue withdrawal',
      weight: () => (model.bal(accountKeys.venueEarnings(world.venue.id)) > 0 ? 1 : 0),
      run: async () => {
        const v = world.venue;
        const cents = between(1, Math.min(model.bal(accountKeys.venueEarnings(v.id)), 2000));
        const res = await write(
          v,
          'venue withdraw',
          '/api/withdraws',
          { amount: dollars(cents) },
          'POST /api/withdraws',
        );
        if (!ok(res)) return;
        withdrawn(res.body.data.withdraw, v, cents, accountKeys.venueEarnings(v.id), {
          rail: 'bank',
          feeCents: 0,
        });
      },
    },
    {
      name: 'withdrawal decision',
      weight: () => (pendingWithdrawals().length ? 2 : 0),
      run: async () => {
        const w = pick(pendingWithdrawals());
        const approve = rand() < 0.7;
        const res = await write(
          ctx.admin,
          'withdrawal decision',
          `/api/admin/withdraws/${w.id}`,
          approve ? { approve } : { approve, reason: 'Crash test says no.' },
          'POST /api/admin/withdraws/:id',
        );
        if (!ok(res)) return;
        if (approve && w.rail !== 'bank') {
          // Released to its rail: queued, sent by the job queue, paid or failed when the rail says so.
          w.state = 'queued';
          if (res.body.data.withdraw.state !== 'queued') refuse('release to rail', res);
          return model.count(`withdrawal released to ${w.rail}`);
        }
        model.settleWithdrawal(w, approve ? 'paid' : 'rejected');
        model.count(approve ? 'withdrawal paid' : 'withdrawal rejected');
      },
    },
    {
      name: 'adjustment',
      weight: () => 1,
      run: async () => {
        const target = pick([world.business, world.venue, ...world.customers]);
        const key = target.role === 3 ? accountKeys.wallet(target.id) : creditKey(target);
        const debit = rand() < 0.4 && model.bal(key) >= 100;
        const cents = debit ? between(1, Math.min(model.bal(key), 1000)) : between(1, 1000);
        const res = await write(
          ctx.admin,
          'adjustment',
          `/api/admin/users/${target.id}/adjustments`,
          { direction: debit ? 'debit' : 'credit', amount: dollars(cents), reason: 'Crash test adjustment' },
          'POST /api/admin/users/:id/adjustments',
        );
        if (!ok(res)) return;
        model.adjust(key, debit ? -cents : cents);
        model.count('adjustment');
      },
    },
    {
      name: 'refund',
      weight: () => (payerTopUps.some((t) => t.cents > t.refundedCents) ? 0.8 : 0),
      run: async () => {
        const t = pick(payerTopUps.filter((x) => x.cents > x.refundedCents));
        const cents = between(1, Math.min(t.cents - t.refundedCents, 2500));
        const res = await write(
          ctx.admin,
          'refund',
          `/api/admin/top-ups/${t.id}/simulate`,
          { event: 'refund', amount: dollars(cents) },
          'POST /api/admin/top-ups/:id/simulate',
        );
        if (!ok(res)) return;
        model.refund(t, cents);
        model.count('refund');
      },
    },
    {
      name: 'chargeback',
      weight: () => (payerTopUps.some((t) => t.cents > t.refundedCents && !t.disputed) ? 0.5 : 0),
      run: async () => {
        const t = pick(payerTopUps.filter((x) => x.cents > x.refundedCents && !x.disputed));
        const cents = between(1, Math.min(t.cents - t.refundedCents, 2500));
        const res = await write(
          ctx.admin,
          'chargeback',
          `/api/admin/top-ups/${t.id}/simulate`,
          { event: 'dispute_opened', amount: dollars(cents) },
          'POST /api/admin/top-ups/:id/simulate',
        );
        if (!ok(res)) return;
        t.disputed = true;
        model.refund(t, cents);
        model.count('chargeback');
      },
    },
    {
      name: 'campaign close',
      weight: () => (open().filter((c) => c.activities.length).length >= 3 ? 1.5 : 0.3),
      run: async () => {
        const c = pick(open().filter((x) => x.activities.length));
        if (!c) return;
        const res = await write(
          ctx.admin,
          'campaign close',
          `/api/admin/campaigns/${c.id}/close`,
          {},
          'POST /api/admin/campaigns/:id/close',
        );
        if (!ok(res)) return;
        const submitted = c.activities.filter((a) => a.state === 'submitted');
        model.settle(c);
        if (c.type === 7) for (const a of submitted) a.voucherId = await voucherOf(a.id);
        model.count('campaign close');
      },
    },
  ];

  /** A quarter of the amounts end in .13, which the TEST MODE rails fail (kept within lo..hi). */
  function failing(cents: number, lo: number, hi: number) {
    if (rand() >= 0.25) return cents;
    const c = Math.floor(cents / 100) * 100 + 13;
    return c >= lo && c <= hi ? c : cents;
  }

  function withdrawn(
    item: { id: string; state: string; rail: string; fee: number },
    user: Actor,
    cents: number,
    sourceKey: string,
    expected: { rail: PayoutRailName; feeCents: number },
  ) {
    model.post([
      [sourceKey, -cents],
      [accountKeys.withdrawal(item.id), cents],
    ]);
    model.withdrawals.set(item.id, {
      id: item.id,
      user,
      cents,
      sourceKey,
      status: 1,
      ...expected,
      state: item.state,
    });
    if (item.rail !== expected.rail || Math.round(item.fee * 100) !== expected.feeCents)
      model.refusals.push(
        `withdrawal ${item.id}: rail ${item.rail} fee ${item.fee}, model ${JSON.stringify(expected)}`,
      );
    model.count(user.role === 1 ? 'venue withdrawal' : `customer withdrawal (${expected.rail})`);
  }

  /** The customers' payout accounts: Stripe through the TEST MODE onboarding page, PayPal by the mailed code. */
  async function payoutAccounts() {
    const [stripe, paypal] = world.customers;
    const chosen = await http.send('POST', '/api/payouts/account', stripe.auth, { rail: 'stripe' });
    if (!ok(chosen)) return refuse('stripe payout account', chosen);
    const accountId = String(chosen.body.data.url).split('/sandbox/payouts/')[1];
    const done = await http.send('POST', `/sandbox/payouts/${accountId}/complete`, {});
    if (done.status !== 303) refuse('stripe onboarding page', done);
    const email = `crash-paypal-${paypal.id}@example.com`;
    const asked = await http.send('POST', '/api/payouts/account', paypal.auth, { rail: 'paypal', email });
    if (!ok(asked)) return refuse('paypal payout account', asked);
    const { rows } = (await ctx.db.execute(
      sql`select text from mail_outbox where "to" = ${email} order by created_at desc limit 1`,
    )) as unknown as { rows: Array<{ text: string }> };
    const code = rows[0]?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    const confirmed = await http.send('POST', '/api/payouts/account/confirm', paypal.auth, { code });
    if (!ok(confirmed)) refuse('paypal code', confirmed);
  }

  /** The world's start, through the same paths: credit, bank and tax details, the payers' top-ups and a reserve each. */
  async function setUp() {
    await topUp(world.business, 30_000);
    await topUp(world.venue, 20_000);
    // Each its own account number, so the trust rule (a shared bank account) does not hold every payout back.
    for (const who of [world.venue, ...world.customers]) {
      const res = await http.send('POST', '/api/users/bank', who.auth, {
        accountName: 'Casey Jones',
        BSB: '063-000',
        accountNumber: String(10_000_000 + Math.floor(rand() * 89_999_999)),
      });
      if (!ok(res)) refuse('bank details', res);
      // No payout leaves without tax details (docs/finance.md): each payee gives an ABN first.
      const tax = await http.send('POST', '/api/payouts/tax-details', who.auth, { ...TAX_DETAILS_BODY });
      if (!ok(tax)) refuse('tax details', tax);
    }
    await payoutAccounts();
    // The operator credits each customer's wallet, so withdrawals (on every rail) come from the first steps.
    for (const c of world.customers) {
      const res = await write(
        ctx.admin,
        'adjustment',
        `/api/admin/users/${c.id}/adjustments`,
        { direction: 'credit', amount: dollars(6_000), reason: 'Crash test: money to withdraw' },
        'POST /api/admin/users/:id/adjustments',
      );
      if (ok(res)) model.adjust(accountKeys.wallet(c.id), 6_000);
    }
    for (const payer of world.payers) {
      const t = await topUp(payer, 6_000);
      if (t) payerTopUps.push(t);
      // Spent in part, so a large enough refund reaches the platform's loss.
      await launch(payer, 1, 5, 500);
    }
  }

  /** One operation chosen by weight among those the model says can succeed now. */
  async function step() {
    const able = ops.map((o) => ({ o, w: o.weight() })).filter((x) => x.w > 0);
    let r = rand() * able.reduce((s, x) => s + x.w, 0);
    const chosen = able.find((x) => (r -= x.w) < 0) ?? able[able.length - 1];
    await chosen.o.run();
  }

  return { setUp, step };
}
