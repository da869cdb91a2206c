/**
 * After the crash run, the database against the model. Answers a list of problems (empty: all held):
 * - the ledger check and the reconciliation are green;
 * - every acknowledged operation happened exactly once: its rows exist once, its journal entry exists once,
 *   its Idempotency-Key has exactly one stored answer, and nothing exists that no answer acknowledged;
 * - nothing is half-done: every row has its entry and every entry its row, statuses match their entries,
 *   every escrow is what was reserved less what was paid and refunded;
 * - every balance equals the model's.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { checkLedger, reconcile } from '../../src/ledger';
import { accountKeys } from '../../src/ledger/accounts';
import type { Model } from './model';

type Db = Database['db'];
type Row = Record<string, unknown>;

const rows = async (db: Db, q: SQL) => ((await db.execute(q)) as unknown as { rows: Row[] }).rows;
const num = (v: unknown) => Number(v ?? 0);

function sameSet(problems: string[], what: string, actual: string[], expected: string[]) {
  const a = new Set(actual);
  const e = new Set(expected);
  const extra = actual.filter((x) => !e.has(x));
  const missing = expected.filter((x) => !a.has(x));
  if (a.size !== actual.length) problems.push(`${what}: duplicates in the database`);
  if (extra.length)
    problems.push(`${what}: ${extra.length} not acknowledged (${extra.slice(0, 3).join(', ')})`);
  if (missing.length)
    problems.push(`${what}: ${missing.length} acknowledged but missing (${missing.slice(0, 3).join(', ')})`);
}

/** How many entries carry each key, for keys of one prefix. */
async function entriesByKey(db: Db, prefix: string) {
  const found = await rows(
    db,
    sql`select e.idempotency_key as key, count(distinct e.id)::int as n,
          coalesce(sum(l.amount_cents) filter (where l.amount_cents > 0), 0)::bigint as moved
        from journal_entries e join journal_lines l on l.entry_id = e.id
        where e.idempotency_key like ${prefix + '%'} group by e.idempotency_key`,
  );
  return new Map(found.map((r) => [String(r.key), { n: num(r.n), moved: num(r.moved) }]));
}

export async function verify(db: Db, model: Model): Promise<string[]> {
  const problems: string[] = [];

  const check = await checkLedger(db);
  if (!check.ok) problems.push(`ledger check: ${check.problems.join('; ')}`);
  const rec = await reconcile(db);
  if (rec.differenceCents !== 0) problems.push(`reconciliation: difference ${rec.differenceCents} cents`);

  // Every balance equals the model's, and the model names no account the database lacks.
  const accounts = await rows(db, sql`select key, balance_cents from ledger_accounts`);
  const seen = new Set<string>();
  for (const a of accounts) {
    const key = String(a.key);
    seen.add(key);
    if (num(a.balance_cents) !== model.bal(key))
      problems.push(`balance ${key}: database ${num(a.balance_cents)}, model ${model.bal(key)}`);
  }
  for (const [key, cents] of model.balances)
    if (cents !== 0 && !seen.has(key)) problems.push(`balance ${key}: model ${cents}, no account`);

  // Top-ups: the paid ones are exactly the acknowledged ones, each credited by one entry of its amount.
  const topUps = await rows(db, sql`select id, status, entry_id, amount_cents from top_ups`);
  const paid = topUps.filter((t) => t.status === 'paid');
  sameSet(
    problems,
    'paid top-ups',
    paid.map((t) => String(t.id)),
    [...model.topUps.keys()],
  );
  const topUpEntries = await entriesByKey(db, 'topup:');
  for (const t of topUps) {
    const e = topUpEntries.get(`topup:${t.id}`);
    if (t.status === 'paid' && (!t.entry_id || e?.n !== 1 || e.moved !== num(t.amount_cents)))
      problems.push(`top-up ${t.id}: paid without exactly one entry of its amount`);
    if (t.status !== 'paid' && (t.entry_id || e)) problems.push(`top-up ${t.id}: ${t.status} with an entry`);
  }

  // Refunds: one reversal row per acknowledged refund, of the acknowledged amount.
  const reversals = await rows(
    db,
    sql`select top_up_id, count(*)::int as n, sum(amount_cents)::bigint as cents, bool_and(entry_id is not null) as entries
        from top_up_reversals group by top_up_id`,
  );
  const byTopUp = new Map(reversals.map((r) => [String(r.top_up_id), r]));
  for (const t of model.topUps.values()) {
    const r = byTopUp.get(t.id);
    if (num(r?.n) !== t.refunds || num(r?.cents) !== t.refundedCents || (r && !r.entries))
      problems.push(
        `refunds of ${t.id}: database ${num(r?.n)} for ${num(r?.cents)}, model ${t.refunds} for ${t.refundedCents}`,
      );
  }
  if (reversals.some((r) => !model.topUps.has(String(r.top_up_id))))
    problems.push('reversals of a top-up no answer acknowledged');

  // Campaigns: exactly the acknowledged ones, one reserve entry each, settled as the model says, escrow right.
  const campaigns = await rows(
    db,
    sql`select c.id, c.settled_at, (select count(*) from journal_entries e
          where e.idempotency_key = 'campaign:reserve:' || c.id::text)::int as reserves
        from campaigns c`,
  );
  sameSet(
    problems,
    'campaigns',
    campaigns.map((c) => String(c.id)),
    [...model.campaigns.keys()],
  );
  for (const c of campaigns) {
    const m = model.campaigns.get(String(c.id));
    if (!m) continue;
    if (num(c.reserves) !== (m.reservedCents > 0 ? 1 : 0))
      problems.push(`campaign ${m.id}: ${c.reserves} reserve entries`);
    if (Boolean(c.settled_at) !== m.settled)
      problems.push(`campaign ${m.id}: settled ${Boolean(c.settled_at)}, model ${m.settled}`);
    const paidOut = m.activities.reduce((s, a) => s + (a.payoutCents ?? 0), 0);
    const escrow = model.bal(accountKeys.escrow(m.id));
    if (!m.settled && escrow !== m.reservedCents - paidOut)
      problems.push(`campaign ${m.id}: escrow is not reserved less paid`);
  }

  // Activities: the statuses the answers gave; every approved one paid by exactly one entry of its payout.
  const states = { todo: 1, approved: 2, submitted: 4, expired: 5 } as const;
  const activities = await rows(db, sql`select id, status, payout_cents from activities`);
  const modelActs = [...model.campaigns.values()].flatMap((c) => c.activities.map((a) => ({ c, a })));
  sameSet(
    problems,
    'activities',
    activities.map((a) => String(a.id)),
    modelActs.map(({ a }) => a.id),
  );
  const payouts = await entriesByKey(db, 'campaign:payout:');
  const actById = new Map(activities.map((a) => [String(a.id), a]));
  for (const { c, a } of modelActs) {
    const row = actById.get(a.id);
    if (row && num(row.status) !== states[a.state])
      problems.push(`activity ${a.id}: status ${row.status}, model ${a.state}`);
    const e = payouts.get(`campaign:payout:${a.id}`);
    const expected = a.payoutCents ?? 0;
    if (expected > 0 ? e?.n !== 1 || e.moved !== expected : e !== undefined)
      problems.push(
        `activity ${a.id} (type ${c.type}): payout entries ${JSON.stringify(e)}, model ${expected}`,
      );
  }
  if (payouts.size !== modelActs.filter(({ a }) => (a.payoutCents ?? 0) > 0).length)
    problems.push(
      `payout entries: ${payouts.size}, model ${modelActs.filter(({ a }) => (a.payoutCents ?? 0) > 0).length}`,
    );

  // Withdrawals: exactly the acknowledged ones, with their status, request entry and (decided) decision entry.
  const withdrawals = await rows(
    db,
    sql`select id, status, state, rail, fee_cents, amount_cents from withdrawals`,
  );
  sameSet(
    problems,
    'withdrawals',
    withdrawals.map((w) => String(w.id)),
    [...model.withdrawals.keys()],
  );
  const requests = await entriesByKey(db, 'withdraw:request:');
  const decisions = await entriesByKey(db, 'withdraw:decision:');
  for (const w of withdrawals) {
    const m = model.withdrawals.get(String(w.id));
    if (!m) continue;
    if (num(w.status) !== m.status)
      problems.push(`withdrawal ${m.id}: status ${w.status}, model ${m.status}`);
    if (requests.get(`withdraw:request:${m.id}`)?.n !== 1)
      problems.push(`withdrawal ${m.id}: no request entry`);
    // Paid at most once: one decision entry (paid, failed or rejected) moving exactly the amount, or none.
    const decision = decisions.get(`withdraw:decision:${m.id}`);
    const decided = decision?.n ?? 0;
    if (decided !== (m.status === 1 ? 0 : 1))
      problems.push(`withdrawal ${m.id}: ${decided} decision entries`);
    if (decision && decision.moved !== m.cents)
      problems.push(`withdrawal ${m.id}: its decision moved ${decision.moved}, amount ${m.cents}`);
    if (String(w.state) !== m.state || String(w.rail) !== m.rail || num(w.fee_cents) !== m.feeCents)
      problems.push(
        `withdrawal ${m.id}: ${w.state} on ${w.rail} fee ${w.fee_cents}, model ${m.state} on ${m.rail} fee ${m.feeCents}`,
      );
    if (m.rail !== 'bank' && (m.state === 'queued' || m.state === 'sent'))
      problems.push(`withdrawal ${m.id}: still ${m.state} on ${m.rail} after the run`);
  }

  // Payments at the venue: exactly the acknowledged ones, one entry each, the right amounts and vouchers used.
  const payments = await rows(
    db,
    sql`select id, wallet_cents, pocket_cents, voucher_id, entry_id from payments`,
  );
  sameSet(
    problems,
    'payments',
    payments.map((p) => String(p.id)),
    [...model.payments.keys()],
  );
  const paymentEntries = await entriesByKey(db, 'venue_payment:');
  for (const p of payments) {
    const m = model.payments.get(String(p.id));
    if (!m) continue;
    if (
      num(p.wallet_cents) !== m.walletCents ||
      num(p.pocket_cents) !== m.pocketCents ||
      (p.voucher_id ?? null) !== m.voucherId
    )
      problems.push(`payment ${m.id}: not the acknowledged amounts`);
    const e = paymentEntries.get(`venue_payment:${m.id}`);
    if (m.walletCents + m.pocketCents > 0 ? e?.n !== 1 || !p.entry_id : e !== undefined)
      problems.push(`payment ${m.id}: entries ${JSON.stringify(e)}`);
  }
  const used = await rows(db, sql`select id from vouchers where is_used`);
  sameSet(
    problems,
    'used vouchers',
    used.map((v) => String(v.id)),
    [...model.payments.values()].flatMap((p) => (p.voucherId ? [p.voucherId] : [])),
  );

  // Adjustments: as many entries on each account as acknowledged, for the same net amount.
  const adjustments = await rows(
    db,
    sql`select a.key, count(*)::int as n, sum(l.amount_cents)::bigint as cents
        from journal_entries e join journal_lines l on l.entry_id = e.id join ledger_accounts a on a.id = l.account_id
        where e.kind = 'adjustment' and a.kind <> 'platform' group by a.key`,
  );
  const adjByKey = new Map(adjustments.map((r) => [String(r.key), r]));
  for (const [key, m] of model.adjustments) {
    const r = adjByKey.get(key);
    if (num(r?.n) !== m.count || num(r?.cents) !== m.cents)
      problems.push(
        `adjustments on ${key}: database ${num(r?.n)} for ${num(r?.cents)}, model ${m.count} for ${m.cents}`,
      );
  }
  if (adjustments.some((r) => !model.adjustments.has(String(r.key))))
    problems.push('an adjustment no answer acknowledged');

  // Idempotency keys: each acknowledged write has exactly one stored 2xx answer; the only unanswered records are
  // the top-up starts a kill left claimed.
  const keys = await rows(
    db,
    sql`select user_id, route, key, status_code from idempotency_keys where route not like '% #%'`,
  );
  const stored = new Map<string, Row[]>();
  for (const k of keys) {
    const id = `${k.user_id} ${k.route} ${k.key}`;
    stored.set(id, [...(stored.get(id) ?? []), k]);
  }
  for (const k of model.keys) {
    const found = stored.get(`${k.userId} ${k.route} ${k.key}`) ?? [];
    if (found.length !== 1 || num(found[0].status_code) < 200 || num(found[0].status_code) >= 300)
      problems.push(
        `key ${k.route} ${k.key}: ${found.length} records (${found.map((f) => f.status_code).join(',')})`,
      );
  }
  const answered = keys.filter((k) => k.status_code !== null).length;
  if (answered !== model.keys.length)
    problems.push(`stored answers: ${answered}, acknowledged keyed writes ${model.keys.length}`);
  const unanswered = keys.filter((k) => k.status_code === null);
  if (unanswered.some((k) => !String(k.route).startsWith('POST /api/transaction')))
    problems.push(`unanswered key records outside top-up starts: ${unanswered.length}`);
  if (unanswered.length > model.abandonedStarts)
    problems.push(
      `unanswered top-up start records: ${unanswered.length}, abandoned starts ${model.abandonedStarts}`,
    );

  for (const r of model.refusals) problems.push(`refused: ${r}`);
  return problems;
}
