/**
 * Runs a model test sequence against the real product: every step goes through the HTTP API (app.inject) or,
 * for what time does, the campaign job itself with the test clock moved. Before each step the model says
 * whether the product must accept it; after each step every modelled balance, the ledger check, the
 * reconciliation and every statement must agree.
 */
import { expect } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { toCents } from '@spruik/shared';
import { appeals, topUps, users, vouchers, withdrawals } from '../../../src/db/schema';
import { runCampaignSettlement } from '../../../src/jobs/campaign-settlement';
import { accountKeys, balancesOf } from '../../../src/ledger';
import type { TestApp } from '../../test-app';
import { expectSumsToBalance, readWholeStatement } from '../../statements/helpers';
import { expectLedgerOk, sessionIdOf } from '../helpers';
import { latestCode } from '../../support/sign-up';
import { amountOf, type Action, type Sequence } from './actions';
import { MoneyModel, type ModelTopUp, type ModelWithdrawal, type Plan, type WithdrawalState } from './model';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const JOB_HOLDER = 'money-model-test';
const MELBOURNE = { latitude: -37.8136, longitude: 144.9631 };

type Person = { user: typeof users.$inferSelect; auth: Record<string, string> };
// Response bodies are read by path; their shapes are the contracts' and asserted, not typed here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Res = { status: number; body: { data?: Record<string, any>; errors?: string; code?: string } };

/** What the runs did, per action type: done, refused by the product as the model said, or nothing to act on. */
export type Tally = Record<string, { ok: number; refused: number; skipped: number }>;

export function newTally(): Tally {
  return {};
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

export async function runSequence(t: TestApp, admin: Person, seq: Sequence, tally: Tally, run: number) {
  const api = async (method: 'GET' | 'POST' | 'PUT', url: string, who: Person | null, payload?: object) => {
    const res = await t.app.inject({
      method,
      url,
      headers: who ? who.auth : {},
      ...(payload ? { payload } : {}),
    });
    let body: Res['body'] = {};
    try {
      body = res.json();
    } catch {
      // redirects and HTML pages
    }
    return { status: res.statusCode, body };
  };
  const now = () => t.clock.now().getTime();

  // Earlier sequences on this database may leave a campaign held by an appeal window with an escrow claim; its
  // settlement would move platform:loss during this sequence, which this model knows nothing of. Let time pass
  // beyond every end and appeal window and run the job first, so the platform accounts move only by this sequence.
  t.clock.advance(10 * DAY);
  const flushed = await runCampaignSettlement(t.app.deps, { holder: JOB_HOLDER });
  expect(flushed.ran, `run ${run}: the job before the sequence`).toBe(true);
  // Payouts an earlier sequence left queued would be paid during this one (external:payouts, platform:revenue).
  await t.app.deps.queue.drain({ all: true });

  // ---- the people of this sequence ----
  const bankNumber = () => String(10_000_000 + Math.floor(Math.random() * 89_999_999));
  const owners: Person[] = [
    await t.createUser(2, { tiktokId: 'https://www.tiktok.com/@modelbiz' }),
    // Venues on the map: the operator can only switch a venue with coordinates back on.
    await t.createUser(1, { tiktokId: 'https://www.tiktok.com/@modelvenue1', ...MELBOURNE }),
    await t.createUser(1, { tiktokId: 'https://www.tiktok.com/@modelvenue2', ...MELBOURNE }),
  ];
  const customers: Person[] = [];
  for (const [ig, tt] of seq.followers) {
    customers.push(
      await t.createUser(3, {
        instagramFollowers: ig,
        tiktokFollowers: tt,
        tiktokId: 'https://www.tiktok.com/@modelcreator',
      }),
    );
  }
  const m = new MoneyModel(seq.followers);
  m.instantFeePercent = t.config.payouts.instantFeePercent;
  m.feeBasisPoints = t.config.finance.feeBasisPoints;
  // Each its own bank account, so the self-dealing guard never matches; customer 2 has none.
  for (const p of [owners[1], owners[2], customers[0], customers[1]]) {
    const res = await api('POST', '/api/users/bank', p, {
      accountName: 'Casey Jones',
      BSB: '063-000',
      accountNumber: bankNumber(),
    });
    expect(res.status).toBe(200);
  }

  const platformKeys = [
    accountKeys.externalTopUps(),
    accountKeys.externalPayouts(),
    accountKeys.externalRefunds(),
    accountKeys.platformLoss(),
    accountKeys.platformAdjustments(),
    accountKeys.platformRevenue(),
  ];
  const start = await balancesOf(t.db, platformKeys);

  // ---- helpers for the steps ----
  const count = (type: string, what: 'ok' | 'refused' | 'skipped') => {
    tally[type] ??= { ok: 0, refused: 0, skipped: 0 };
    tally[type][what]++;
  };
  /** The product answers 200 exactly when the model accepts (or `okStatus`), else a 4xx (or `refusedStatus`). */
  const expectAnswer = (
    res: { status: number; body: unknown },
    plan: Plan,
    where: string,
    opts: { refusedStatus?: number; okStatus?: number } = {},
  ) => {
    const detail = `${where}: ${JSON.stringify(res.body)}`;
    if (plan.ok) expect(res.status, detail).toBe(opts.okStatus ?? 200);
    else if (opts.refusedStatus) expect(res.status, detail).toBe(opts.refusedStatus);
    else {
      expect(res.status, detail).toBeGreaterThanOrEqual(400);
      expect(res.status, detail).toBeLessThan(500);
    }
  };
  /**
   * Mostly an item the step can act on, so chains (accept, submit, reject, appeal, overturn) happen within short
   * sequences; every fourth pick is any item, so the refusals are drawn too. -1: nothing to pick.
   */
  const choose = <T>(list: T[], pick: number, useful: (x: T) => boolean): number => {
    if (!list.length) return -1;
    const good = list.flatMap((x, i) => (useful(x) ? [i] : []));
    return pick % 4 === 0 || !good.length ? pick % list.length : good[pick % good.length];
  };
  /** A new session after the operator switches a suspended account back on (its old tokens were ended). */
  const signIn = async (p: Person) => {
    const [user] = await t.db.select().from(users).where(eq(users.id, p.user.id));
    p.user = user;
    p.auth = { authorization: `Bearer ${await t.app.deps.tokens.sign(user)}` };
  };

  /** The states of withdrawals as their rows hold them (for a payee who cannot sign in). */
  const statesOf = async (ws: ModelWithdrawal[]) =>
    (
      await t.db
        .select({ id: withdrawals.id, state: withdrawals.state })
        .from(withdrawals)
        .where(
          inArray(
            withdrawals.id,
            ws.map((w) => w.id),
          ),
        )
    ).map((r) => ({ id: r.id, state: r.state as WithdrawalState }));

  const verifyTopUp = async (top: ModelTopUp, where: string) => {
    const expected = m.verify(top);
    const res = await api(
      'GET',
      `/api/transaction/verify?transactionId=${top.id}&session_id=${top.sessionId}`,
      owners[top.owner],
    );
    expect(res.status, `${where} verify: ${JSON.stringify(res.body)}`).toBe(expected);
  };
  const checkout = async (top: ModelTopUp, decision: 'paid' | 'cancelled', where: string) => {
    const expected = m.decide(top, decision);
    const res = await api(
      'POST',
      `/sandbox/checkout/${top.sessionId}/${decision === 'paid' ? 'complete' : 'cancel'}`,
      null,
    );
    expect(res.status, `${where} checkout ${decision}`).toBe(expected);
  };

  async function step(a: Action, where: string): Promise<'ok' | 'refused' | 'skipped'> {
    switch (a.type) {
      case 'topUp': {
        const plan = m.planStart(a.owner, a.cents);
        const res = await api('POST', '/api/transaction/stripe', owners[a.owner], {
          amount: dollars(a.cents),
        });
        expectAnswer(res, plan, where);
        if (!plan.ok) return 'refused';
        const sessionId = sessionIdOf(res.body.data!.url as string);
        const [row] = await t.db.select().from(topUps).where(eq(topUps.providerSessionId, sessionId));
        const top: ModelTopUp = {
          id: row!.id,
          sessionId,
          owner: a.owner,
          cents: a.cents,
          decision: null,
          status: 'pending',
          remaining: a.cents,
          open: null,
        };
        m.topUps.push(top);
        if (a.outcome !== 'none') await checkout(top, a.outcome === 'pay' ? 'paid' : 'cancelled', where);
        await verifyTopUp(top, where);
        if (a.replay) {
          // The provider's confirmation arrives again, and the payer's page verifies again: nothing more moves.
          await checkout(top, 'paid', where);
          await verifyTopUp(top, where);
        }
        return top.status === 'paid' ? 'ok' : 'refused';
      }
      case 'confirmLater': {
        const top = m.topUps[choose(m.topUps, a.pick, (x) => x.status === 'pending')];
        if (!top) return 'skipped';
        const before = top.status;
        await checkout(top, 'paid', where);
        await verifyTopUp(top, where);
        return before !== 'paid' && top.status === 'paid' ? 'ok' : 'refused';
      }
      case 'createCampaign': {
        const o = m.owners[a.owner];
        const type = o.kind === 'business' ? (a.kind % 5) + 1 : (a.kind % 2) + 6;
        const platform = type !== 1 && type !== 3 && a.tiktok ? 'tiktok' : 'instagram';
        const end = now() + a.days * DAY;
        const body: Record<string, unknown> = {
          type,
          title: `Model campaign ${m.campaigns.length + 1}`,
          conditions: 'Tag us and keep the post up for a week.',
          participantsCount: a.count,
          endDate: new Date(end).toISOString(),
          link: 'www.example.com/page',
          platform,
        };
        if (type === 7) Object.assign(body, a.kind % 4 < 2 ? { discount: 15 } : { item: 'A free coffee' });
        else body.participantsShare = dollars(a.shareCents);
        // The model moves money; whether a creator came in first is test/visits/visit-gate.test.ts's.
        if (type >= 6) body.requiresVisit = false;
        const plan = m.planCreate(a.owner, type, a.shareCents, a.count);
        const res = await api('POST', '/api/campaigns', owners[a.owner], body);
        expectAnswer(res, plan, where);
        if (!plan.ok) return 'refused';
        plan.apply();
        const ci = m.campaigns.length;
        m.campaigns.push({
          id: res.body.data!.campaign.id as string,
          owner: a.owner,
          type,
          shareCents: type === 7 ? 0 : a.shareCents,
          count: a.count,
          platform,
          end,
          verified: false,
          settled: false,
          escrow: m.reserveOf(type, a.shareCents, a.count),
          feeBp: type === 7 ? 0 : m.feeBasisPoints,
          paid: 0,
          created: now(),
          claims: [],
        });
        if (a.review !== 'leave') {
          const verify = a.review === 'verify';
          const decided = await api('POST', `/api/admin/campaigns/${m.campaigns[ci].id}/verify`, admin, {
            approve: verify,
            ...(verify ? {} : { reason: 'Not for this platform.' }),
          });
          expect(decided.status, `${where} review ${JSON.stringify(decided.body)}`).toBe(200);
          if (verify) m.campaigns[ci].verified = true;
          else m.rejectCampaign(ci, now());
        }
        return 'ok';
      }
      case 'accept': {
        const joined = (ci: number) =>
          m.activities.some((x) => x.campaign === ci && x.customer === a.customer);
        const ci = choose(
          m.campaigns,
          a.campaign,
          (c) => m.live(c, now()) && !joined(m.campaigns.indexOf(c)),
        );
        if (ci < 0) return 'skipped';
        const c = m.campaigns[ci];
        // Energy is not money: every join starts with enough, so the money rules decide.
        await t.db.update(users).set({ energy: 100 }).where(eq(users.id, customers[a.customer].user.id));
        const plan = m.planAccept(a.customer, ci, now());
        const res = await api('POST', `/api/campaigns/${c.id}/accept`, customers[a.customer]);
        expectAnswer(res, plan, where);
        if (!plan.ok) return 'refused';
        plan.apply();
        m.addActivity(res.body.data!.activity.id as string, ci, a.customer, now());
        return 'ok';
      }
      case 'submit': {
        const ai = choose(m.activities, a.activity, (x) => x.status === 1);
        if (ai < 0) return 'skipped';
        const act = m.activities[ai];
        const plan = m.planSubmit(ai, now());
        const res = await api('POST', `/api/activities/${act.id}/submit`, customers[act.customer], {
          link: 'instagram.com/p/model',
          disclosed: true,
        });
        expectAnswer(res, plan, where);
        plan.apply();
        return plan.ok ? 'ok' : 'refused';
      }
      case 'decide': {
        const ai = choose(m.activities, a.activity, (x) => x.status === 4);
        if (ai < 0) return 'skipped';
        const act = m.activities[ai];
        const c = m.campaigns[act.campaign];
        const plan = m.planDecide(ai, a.approve, now());
        const res = await api('POST', `/api/campaigns/${c.id}/${act.id}`, owners[c.owner], {
          approve: a.approve,
          ...(a.approve ? {} : { reason: 'notLabelled' }),
        });
        expectAnswer(res, plan, where);
        plan.apply();
        return plan.ok ? 'ok' : 'refused';
      }
      case 'appeal': {
        const ai = choose(m.activities, a.activity, (x) => x.status === 3 && x.appeal === 'none');
        if (ai < 0) return 'skipped';
        const act = m.activities[ai];
        const plan = m.planAppeal(ai, now());
        const res = await api('POST', `/api/activities/${act.id}/appeal`, customers[act.customer], {
          note: 'Please look again: the post is up.',
        });
        expectAnswer(res, plan, where);
        plan.apply();
        return plan.ok ? 'ok' : 'refused';
      }
      case 'decideAppeal': {
        const ai = choose(m.activities, a.activity, (x) => x.appeal === 'open');
        if (ai < 0) return 'skipped';
        const act = m.activities[ai];
        const [row] = await t.db.select().from(appeals).where(eq(appeals.activityId, act.id));
        expect(Boolean(row), `${where} appeal row`).toBe(act.appeal !== 'none');
        if (!row) return 'skipped';
        const plan = m.planAppealDecision(ai, a.overturn, now());
        const res = await api('POST', `/api/admin/appeals/${row.id}`, admin, { overturn: a.overturn });
        expectAnswer(res, plan, where, { refusedStatus: 409 });
        plan.apply();
        return plan.ok ? 'ok' : 'refused';
      }
      case 'end': {
        const ci = choose(m.campaigns, a.campaign, (x) => !x.settled);
        if (ci < 0) return 'skipped';
        const c = m.campaigns[ci];
        const plan = m.planEnd(ci, a.byOperator, now());
        const res = a.byOperator
          ? await api('POST', `/api/admin/campaigns/${c.id}/close`, admin, {})
          : await api('POST', `/api/campaigns/${c.id}/end`, owners[c.owner], {});
        expectAnswer(res, plan, where);
        plan.apply();
        return plan.ok ? 'ok' : 'refused';
      }
      case 'wait':
        t.clock.advance(a.hours * HOUR);
        return 'ok';
      case 'job': {
        m.runJob(now());
        const r = await runCampaignSettlement(t.app.deps, { holder: JOB_HOLDER });
        expect(r.ran, `${where} job lease`).toBe(true);
        return 'ok';
      }
      case 'pay': {
        const usable = (v: (typeof m.vouchers)[number]) =>
          !v.used && v.customer === a.customer && v.venue === a.venue;
        const voucher =
          a.voucher === null ? null : (m.vouchers[choose(m.vouchers, a.voucher, usable)] ?? null);
        const walletCents = amountOf(m.wallet[a.customer], a.wallet);
        const pocketCents = amountOf(m.pocket[a.customer][a.venue], a.pocket);
        const plan = m.planPay(a.customer, a.venue, walletCents, pocketCents, voucher);
        const res = await api('POST', '/api/payments', customers[a.customer], {
          wallet: dollars(walletCents),
          pocket: dollars(pocketCents),
          venueID: owners[a.venue].user.id,
          ...(voucher ? { redeemID: voucher.id } : {}),
        });
        expectAnswer(res, plan, where, { refusedStatus: plan.status });
        plan.apply();
        return plan.ok ? 'ok' : 'refused';
      }
      case 'withdraw': {
        const isCustomer = a.who < 3;
        const owner = a.who - 2; // 3 → venue 1, 4 → venue 2
        let cents = amountOf(isCustomer ? m.wallet[a.who] : m.owners[owner].earnings, a.part);
        if (a.fails) cents = Math.floor(cents / 100) * 100 + 13;
        const plan = isCustomer
          ? m.planCustomerWithdraw(a.who, cents, a.instant)
          : m.planVenueWithdraw(owner, cents, a.instant);
        const body = { amount: dollars(cents), instant: a.instant };
        const res = isCustomer
          ? await api('POST', '/api/users/withdraw', customers[a.who], body)
          : await api('POST', '/api/withdraws', owners[owner], body);
        expectAnswer(res, plan, where);
        if (!plan.ok) return 'refused';
        plan.apply();
        const item = res.body.data!.withdraw;
        const rail = m.payees[a.who].rail;
        expect([item.rail, toCents(item.fee), item.instant], `${where}: rail, fee, instant`).toEqual([
          rail,
          plan.fee,
          a.instant,
        ]);
        // The rules decide waiting or queued (not modelled); never anything else, and a bank one always waits.
        expect(rail === 'bank' ? ['waiting'] : ['waiting', 'queued'], `${where}: state`).toContain(
          item.state,
        );
        m.withdrawals.push({
          id: item.id as string,
          from: isCustomer ? { customer: a.who } : { owner },
          cents,
          fee: plan.fee ?? 0,
          rail,
          decided: false,
          state: item.state as WithdrawalState,
        });
        return 'ok';
      }
      case 'decideWithdrawal': {
        const w = m.withdrawals[choose(m.withdrawals, a.pick, (x) => x.state === 'waiting')];
        if (!w) return 'skipped';
        const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.id, w.id));
        const plan = m.planWithdrawalDecision(w, a.approve, Boolean(row?.heldAt));
        const res = await api('POST', `/api/admin/withdraws/${w.id}`, admin, {
          approve: a.approve,
          ...(a.approve ? {} : { reason: 'Details do not match.' }),
        });
        expectAnswer(res, plan, where, { refusedStatus: 409 });
        plan.apply();
        if (plan.ok) expect(res.body.data!.withdraw.state, `${where}: decided`).toBe(w.state);
        return plan.ok ? 'ok' : 'refused';
      }
      case 'payoutAccount': {
        const person = a.who < 3 ? customers[a.who] : owners[a.who - 2];
        const email = `payouts-${person.user.id}@example.com`;
        const plan = m.planPayoutAccount(a.who, a.rail);
        const res = await api('POST', '/api/payouts/account', person, {
          rail: a.rail,
          ...(a.rail === 'paypal' ? { email } : {}),
        });
        expectAnswer(res, plan, where);
        if (!plan.ok) return 'refused';
        plan.apply();
        const payee = m.payees[a.who];
        if (a.rail === 'stripe' && a.finish) {
          // The TEST MODE onboarding page's Finish button.
          const accountId = String(res.body.data!.url).split('/sandbox/payouts/')[1];
          const done = await api('POST', `/sandbox/payouts/${accountId}/complete`, null);
          expect(done.status, `${where}: onboarding finished`).toBe(303);
          payee.stripeReady = true;
        }
        if (a.rail === 'paypal' && plan.codeMailed) {
          const confirmed = await api('POST', '/api/payouts/account/confirm', person, {
            code: await latestCode(t, email),
          });
          expect(confirmed.status, `${where}: code ${JSON.stringify(confirmed.body)}`).toBe(200);
          payee.paypalConfirmed = true;
        }
        const me = await api('GET', '/api/users/me', person);
        const ready =
          a.rail === 'stripe' ? payee.stripeReady : a.rail === 'paypal' ? payee.paypalConfirmed : true;
        expect(me.body.data!.user.payoutAccount, `${where}: payout account`).toMatchObject({
          rail: a.rail,
          ready,
        });
        return 'ok';
      }
      case 'settlePayouts': {
        t.clock.advance(a.seconds * 1000);
        await t.app.deps.queue.drain({ all: true });
        // What each payee's list says now, applied to the model: paid or failed move the money, once.
        const payees = new Map<Person, ModelWithdrawal[]>();
        for (const w of m.withdrawals) {
          const who = 'customer' in w.from ? customers[w.from.customer] : owners[w.from.owner];
          payees.set(who, [...(payees.get(who) ?? []), w]);
        }
        for (const [who, mine] of payees) {
          const list = await api('GET', '/api/withdraws', who);
          // A suspended venue cannot sign in: the operator reads the same rows.
          const items: Array<{ id: string; state: WithdrawalState }> =
            list.status === 200 ? list.body.data!.withdraws : await statesOf(mine);
          for (const w of mine) {
            const item = items.find((x) => x.id === w.id);
            expect(item, `${where}: ${w.id} listed`).toBeDefined();
            const problem = m.observe(w, item!.state);
            expect(problem, `${where}: ${problem}`).toBeNull();
          }
        }
        return 'ok';
      }
      case 'refund':
      case 'dispute': {
        const closing = a.type === 'dispute' && a.event !== 'dispute_opened';
        const top =
          m.topUps[
            choose(m.topUps, a.pick, (x) =>
              closing ? x.open !== null : x.status === 'paid' && x.remaining > 0 && !x.open,
            )
          ];
        if (!top) return 'skipped';
        const event = a.type === 'refund' ? 'refund' : a.event;
        // The simulator takes an amount above $0 (without one, all that is left).
        const cents = a.part === null ? null : Math.max(1, amountOf(top.remaining, a.part));
        const plan =
          a.type === 'refund' ? m.planRefund(top, cents, now()) : m.planDispute(top, a.event, cents, now());
        const res = await api('POST', `/api/admin/top-ups/${top.id}/simulate`, admin, {
          event,
          ...(cents !== null && (event === 'refund' || event === 'dispute_opened')
            ? { amount: dollars(cents) }
            : {}),
        });
        const conflict = 'conflict' in plan && plan.conflict;
        expectAnswer(res, plan, where, conflict ? { refusedStatus: 409 } : {});
        plan.apply();
        return plan.ok ? 'ok' : 'refused';
      }
      case 'adjust': {
        const person = a.who < 3 ? owners[a.who] : customers[a.who - 3];
        const balance = a.who < 3 ? m.owners[a.who].credit : m.wallet[a.who - 3];
        // A debit is above $0 (the form's rule): of an empty balance, 1 cent, which the product must refuse.
        const cents = a.credit ? a.cents : Math.max(1, amountOf(balance, a.part));
        const plan = m.planAdjust(a.who, a.credit, cents);
        const res = await api('POST', `/api/admin/users/${person.user.id}/adjustments`, admin, {
          direction: a.credit ? 'credit' : 'debit',
          amount: dollars(cents),
          reason: `Model test ${where}`.slice(0, 300),
        });
        expectAnswer(res, plan, where);
        plan.apply();
        return plan.ok ? 'ok' : 'refused';
      }
      case 'reactivate': {
        const oi = choose(m.owners, a.owner, (x) => !x.active);
        const o = m.owners[oi];
        if (o.active) return 'skipped';
        const res = await api('PUT', `/api/admin/users/${owners[oi].user.id}`, admin, { isActive: true });
        expect(res.status, `${where} ${JSON.stringify(res.body)}`).toBe(200);
        o.active = true;
        await signIn(owners[oi]);
        return 'ok';
      }
    }
  }

  // ---- the comparison after every step ----
  /** The balance each statement showed when it was last read. */
  const shown = new Map<string, number>();
  async function compare(where: string, all: boolean) {
    await expectLedgerOk(t);

    const keys: Array<[string, number]> = [];
    m.owners.forEach((o, i) => {
      const id = owners[i].user.id;
      if (o.kind === 'business') keys.push([accountKeys.businessCredit(id), o.credit]);
      else {
        keys.push([accountKeys.venueCredit(id), o.credit]);
        keys.push([accountKeys.venueEarnings(id), o.earnings]);
      }
    });
    customers.forEach((c, i) => {
      keys.push([accountKeys.wallet(c.user.id), m.wallet[i]]);
      for (const v of [1, 2]) keys.push([accountKeys.pocket(c.user.id, owners[v].user.id), m.pocket[i][v]]);
    });
    for (const c of m.campaigns) keys.push([accountKeys.escrow(c.id), c.escrow]);
    for (const w of m.withdrawals) keys.push([accountKeys.withdrawal(w.id), w.decided ? 0 : w.cents]);
    const p = m.platform;
    [p.topUps, p.payouts, p.refunds, p.loss, p.adjustments, p.revenue].forEach((delta, i) =>
      keys.push([platformKeys[i], (start.get(platformKeys[i]) ?? 0) + delta]),
    );
    const actual = await balancesOf(
      t.db,
      keys.map(([k]) => k),
    );
    const got = Object.fromEntries(keys.map(([k]) => [k, actual.get(k) ?? 0]));
    const want = Object.fromEntries(keys);
    expect(got, `${where}: every balance as the model has it`).toEqual(want);

    // Vouchers: one per approved type 7 place, for its creator at its venue, used exactly when the model says.
    const ids = m.campaigns.filter((c) => c.type === 7).map((c) => c.id);
    const rows = ids.length
      ? await t.db.select().from(vouchers).where(inArray(vouchers.campaignId, ids))
      : [];
    expect(rows.length, `${where}: vouchers issued`).toBe(m.vouchers.length);
    for (const v of m.vouchers) {
      const row = rows.find((r) => r.activityId === v.activity);
      expect(row, `${where}: voucher of ${v.activity}`).toBeDefined();
      expect([row!.customerId, row!.venueId, row!.isUsed], `${where}: voucher ${row!.id}`).toEqual([
        customers[v.customer].user.id,
        owners[v.venue].user.id,
        v.used,
      ]);
      v.id = row!.id;
    }

    // Each statement's lines sum to the balance it shows, and that balance is the model's. Read for every
    // balance that moved in this step (an unmoved one has the same lines; the check above proves their sums),
    // and for all of them at the end of the sequence.
    const views: Array<[Person, string, number, boolean]> = [];
    m.owners.forEach((o, i) => {
      views.push([owners[i], 'credit', o.credit + o.earnings, o.active]);
      if (o.kind === 'venue') views.push([owners[i], 'earnings', o.earnings, o.active]);
    });
    customers.forEach((c, i) => {
      views.push([c, 'wallet', m.wallet[i], true]);
      for (const v of [1, 2])
        if (m.pocket[i][v] > 0) views.push([c, `pocket:${owners[v].user.id}`, m.pocket[i][v], true]);
    });
    for (const [person, account, balance, active] of views) {
      const key = `${person.user.id}/${account}`;
      if (!all && shown.get(key) === balance) continue;
      // A suspended account cannot sign in: the operator reads the same statement.
      const s = active
        ? await readWholeStatement(t, person.auth, { account })
        : await readWholeStatement(t, admin.auth, {
            account,
            url: `/api/admin/users/${person.user.id}/statement`,
          });
      expect(toCents(s.account.balance), `${where}: ${account} statement of ${person.user.role}`).toBe(
        balance,
      );
      expectSumsToBalance(s);
      shown.set(key, balance);
    }
  }

  // Every sequence starts with money on each owner's side and a live campaign of each (the business's of a
  // drawn type, a venue credit campaign paying pockets, a voucher campaign), so short sequences reach the
  // chains behind them: joins, proofs, decisions, appeals, pockets and vouchers spent at the counter.
  const opening = { count: 3, days: 3, review: 'verify' as const };
  const prelude: Action[] = [
    { type: 'topUp', owner: 0, cents: 6000, outcome: 'pay', replay: false },
    { type: 'topUp', owner: 1, cents: 4000, outcome: 'pay', replay: false },
    { type: 'topUp', owner: 2, cents: 2500, outcome: 'pay', replay: false },
    { type: 'createCampaign', owner: 0, shareCents: 700, ...seq.opening, ...opening },
    { type: 'createCampaign', owner: 1, kind: 0, shareCents: 500, tiktok: false, ...opening },
    { type: 'createCampaign', owner: 2, kind: 1, shareCents: 0, tiktok: true, ...opening },
    // The operator credits two creators' wallets, so counter payments and withdrawals can happen at once.
    { type: 'adjust', who: 3, credit: true, cents: 3000, part: 0 },
    { type: 'adjust', who: 4, credit: true, cents: 1500, part: 0 },
    // The first creator is paid through Stripe (TEST MODE onboarding); the others stay on the bank rail.
    { type: 'payoutAccount', who: 0, rail: 'stripe', finish: true },
    // And each creator holds a place on one opening campaign: proofs, decisions and appeals are a step away.
    { type: 'accept', customer: 0, campaign: 0 },
    { type: 'accept', customer: 1, campaign: 1 },
    { type: 'accept', customer: 2, campaign: 2 },
    // The venues' creators send their proofs (type 6 and 7 wait for the owner's decision).
    { type: 'submit', activity: 1 },
    { type: 'submit', activity: 1 },
  ];
  for (const a of prelude) count(a.type, await step(a, `run ${run} prelude ${JSON.stringify(a)}`));
  await compare(`run ${run} after the prelude`, true);
  for (const [i, a] of seq.actions.entries()) {
    const where = `run ${run} step ${i} ${JSON.stringify(a)}`;
    const outcome = await step(a, where);
    count(a.type, outcome);
    // A skipped step sent nothing (there was nothing to act on), so there is nothing new to compare.
    const last = i === seq.actions.length - 1;
    if (outcome !== 'skipped' || last) await compare(where, last);
  }
}
