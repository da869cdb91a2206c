/**
 * The Finance reports' reads (docs/finance.md "Reports"). Each sums journal lines (or tax documents, or paid
 * withdrawals) by the Melbourne calendar month of their journal entry's created_at; a paid withdrawal's time is
 * its `withdraw:decision:<id>` entry's. Every amount is integer cents.
 */
import { sql, type SQL } from 'drizzle-orm';
import { addMonths, REPORT_TIME_ZONE } from '@spruik/shared';
import type { DbOrTx } from '../../db/client';
import {
  EXTERNAL_PAYOUTS,
  EXTERNAL_REFUNDS,
  EXTERNAL_TOPUPS,
  PLATFORM_ADJUSTMENTS,
  PLATFORM_LOSS,
  PLATFORM_REVENUE,
} from '../../ledger';
import { rowsOf } from '../../db/rows';

const TZ = REPORT_TIME_ZONE;

const n = (v: unknown) => Number(v ?? 0);

/** The Melbourne month of a timestamp column, 'YYYY-MM'. */
const monthOf = (col: SQL) => sql`to_char(${col} at time zone ${TZ}, 'YYYY-MM')`;

/** `col` within the months from..to (both included, Melbourne): from the 1st of `from` to the 1st after `to`. */
const inMonths = (col: SQL, from: string, to: string) =>
  sql`${col} >= (${`${from}-01 00:00:00`}::timestamp at time zone ${TZ})
      and ${col} < (${`${addMonths(to, 1)}-01 00:00:00`}::timestamp at time zone ${TZ})`;

/** A paid withdrawal joined to its decision entry, whose time is when it was paid. */
const PAID_WITHDRAWALS = sql`withdrawals w
  join journal_entries e on e.idempotency_key = 'withdraw:decision:' || w.id::text
  where w.status = 2`;

export type RevenueSums = { campaign: number; instant: number; refunds: number; net: number };

/** platform:revenue's lines by month and entry kind; fee refunds as a positive amount. */
export async function revenueByMonth(db: DbOrTx, from: string, to: string) {
  const rows = await rowsOf(
    db,
    sql`select ${monthOf(sql`e.created_at`)} as month,
          coalesce(sum(l.amount_cents) filter (where e.kind = 'customer_payout'), 0)::bigint as campaign,
          coalesce(sum(l.amount_cents) filter (where e.kind = 'withdraw_decision'), 0)::bigint as instant,
          coalesce(-sum(l.amount_cents) filter (where e.kind = 'fee_refund'), 0)::bigint as refunds,
          coalesce(sum(l.amount_cents), 0)::bigint as net
        from journal_lines l
        join ledger_accounts a on a.id = l.account_id and a.key = ${PLATFORM_REVENUE}
        join journal_entries e on e.id = l.entry_id
        where ${inMonths(sql`e.created_at`, from, to)}
        group by 1`,
  );
  return new Map<string, RevenueSums>(
    rows.map((r) => [
      String(r.month),
      { campaign: n(r.campaign), instant: n(r.instant), refunds: n(r.refunds), net: n(r.net) },
    ]),
  );
}

/** The GST of the tax documents issued in each month: invoices' less credit notes' (invoice basis). */
export async function gstByMonth(db: DbOrTx, from: string, to: string) {
  const rows = await rowsOf(
    db,
    sql`select ${monthOf(sql`issued_at`)} as month,
          coalesce(sum(case when kind = 'invoice' then gst_cents else -gst_cents end), 0)::bigint as gst
        from tax_documents
        where ${inMonths(sql`issued_at`, from, to)}
        group by 1`,
  );
  return new Map<string, number>(rows.map((r) => [String(r.month), n(r.gst)]));
}

/** The external and platform accounts' lines of each month (as signed in the ledger), payouts by rail. */
export type MoneySums = {
  topUps: number;
  refunds: number;
  loss: number;
  adjustments: number;
  stripe: number;
  paypal: number;
  bank: number;
  payouts: number;
};

export async function moneyByMonth(db: DbOrTx, from: string, to: string) {
  const on = (key: string) => sql`filter (where a.key = ${key})`;
  const rail = (name: string) =>
    sql`filter (where a.key = ${EXTERNAL_PAYOUTS} and coalesce(w.rail, 'bank') = ${name})`;
  const rows = await rowsOf(
    db,
    sql`select ${monthOf(sql`e.created_at`)} as month,
          coalesce(sum(l.amount_cents) ${on(EXTERNAL_TOPUPS)}, 0)::bigint as top_ups,
          coalesce(sum(l.amount_cents) ${on(EXTERNAL_REFUNDS)}, 0)::bigint as refunds,
          coalesce(sum(l.amount_cents) ${on(PLATFORM_LOSS)}, 0)::bigint as loss,
          coalesce(sum(l.amount_cents) ${on(PLATFORM_ADJUSTMENTS)}, 0)::bigint as adjustments,
          coalesce(sum(l.amount_cents) ${rail('stripe')}, 0)::bigint as stripe,
          coalesce(sum(l.amount_cents) ${rail('paypal')}, 0)::bigint as paypal,
          coalesce(sum(l.amount_cents) ${rail('bank')}, 0)::bigint as bank,
          coalesce(sum(l.amount_cents) ${on(EXTERNAL_PAYOUTS)}, 0)::bigint as payouts
        from journal_lines l
        join ledger_accounts a on a.id = l.account_id
          and a.key in (${EXTERNAL_TOPUPS}, ${EXTERNAL_REFUNDS}, ${EXTERNAL_PAYOUTS}, ${PLATFORM_LOSS}, ${PLATFORM_ADJUSTMENTS})
        join journal_entries e on e.id = l.entry_id
        left join withdrawals w on a.key = ${EXTERNAL_PAYOUTS}
          and e.idempotency_key = 'withdraw:decision:' || w.id::text
        where ${inMonths(sql`e.created_at`, from, to)}
        group by 1`,
  );
  return new Map<string, MoneySums>(
    rows.map((r) => [
      String(r.month),
      {
        topUps: n(r.top_ups),
        refunds: n(r.refunds),
        loss: n(r.loss),
        adjustments: n(r.adjustments),
        stripe: n(r.stripe),
        paypal: n(r.paypal),
        bank: n(r.bank),
        payouts: n(r.payouts),
      },
    ]),
  );
}

/** The same sums over the whole ledger, from the stored balances (and paid withdrawals by rail). */
export async function moneyBalances(db: DbOrTx): Promise<MoneySums> {
  const [r] = await rowsOf(
    db,
    sql`select
          coalesce(sum(balance_cents) filter (where key = ${EXTERNAL_TOPUPS}), 0)::bigint as top_ups,
          coalesce(sum(balance_cents) filter (where key = ${EXTERNAL_REFUNDS}), 0)::bigint as refunds,
          coalesce(sum(balance_cents) filter (where key = ${PLATFORM_LOSS}), 0)::bigint as loss,
          coalesce(sum(balance_cents) filter (where key = ${PLATFORM_ADJUSTMENTS}), 0)::bigint as adjustments,
          coalesce(sum(balance_cents) filter (where key = ${EXTERNAL_PAYOUTS}), 0)::bigint as payouts,
          (select coalesce(sum(amount_cents - fee_cents) filter (where rail = 'stripe'), 0)::bigint
             from withdrawals where status = 2) as stripe,
          (select coalesce(sum(amount_cents - fee_cents) filter (where rail = 'paypal'), 0)::bigint
             from withdrawals where status = 2) as paypal,
          (select coalesce(sum(amount_cents - fee_cents) filter (where rail not in ('stripe', 'paypal')), 0)::bigint
             from withdrawals where status = 2) as bank
        from ledger_accounts
        where key in (${EXTERNAL_TOPUPS}, ${EXTERNAL_REFUNDS}, ${EXTERNAL_PAYOUTS}, ${PLATFORM_LOSS}, ${PLATFORM_ADJUSTMENTS})`,
  );
  return {
    topUps: n(r?.top_ups),
    refunds: n(r?.refunds),
    loss: n(r?.loss),
    adjustments: n(r?.adjustments),
    stripe: n(r?.stripe),
    paypal: n(r?.paypal),
    bank: n(r?.bank),
    payouts: n(r?.payouts),
  };
}

export type PayeeSums = {
  userId: string;
  role: number;
  userName: string;
  email: string;
  orgName: string | null;
  gross: number;
  fees: number;
  count: number;
  taxKind: string | null;
  abn: string | null;
  legalName: string | null;
  address: string | null;
  wordingVersion: string | null;
  madeAt: Date | null;
  accountRail: string | null;
  stripeAccountId: string | null;
  paypalEmail: string | null;
  bankName: string | null;
  bsb: string | null;
  accountNumber: string | null;
  lastRail: string | null;
  lastDestination: string | null;
  lastBsb: string | null;
  lastAccountNumber: string | null;
};

const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
const date = (v: unknown) => (v === null || v === undefined ? null : new Date(String(v)));

/**
 * Every payee with a withdrawal paid in the months (its decision entry's time), with the latest tax declaration,
 * the payout account and bank details held now, and the last paid withdrawal's copied destination.
 */
export async function payeesPaid(db: DbOrTx, from: string, to: string): Promise<PayeeSums[]> {
  const rows = await rowsOf(
    db,
    sql`with paid as (
          select w.user_id, sum(w.amount_cents)::bigint as gross, sum(w.fee_cents)::bigint as fees,
                 count(*)::int as n,
                 (array_agg(w.id order by e.created_at desc, w.id desc))[1] as last_id
          from ${PAID_WITHDRAWALS} and ${inMonths(sql`e.created_at`, from, to)}
          group by w.user_id)
        select p.user_id, p.gross, p.fees, p.n, u.role, u.name as user_name, u.email, o.name as org_name,
               d.kind as tax_kind, d.abn, d.legal_name, d.address, d.wording_version,
               to_char(d.made_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as made_at,
               pa.rail as account_rail, pa.stripe_account_id, pa.paypal_email,
               b.account_name as bank_name, b.bsb, b.account_number,
               lw.rail as last_rail, lw.destination as last_destination, lw.bsb as last_bsb,
               lw.account_number as last_account_number
        from paid p
        join users u on u.id = p.user_id
        left join organisations o on o.user_id = p.user_id
        left join lateral (
          select t.* from tax_declarations t where t.user_id = p.user_id
          order by t.made_at desc, t.id desc limit 1) d on true
        left join payout_accounts pa on pa.user_id = p.user_id
        left join bank_accounts b on b.user_id = p.user_id
        left join withdrawals lw on lw.id = p.last_id
        order by lower(coalesce(o.name, u.name)), p.user_id`,
  );
  return rows.map((r) => ({
    userId: String(r.user_id),
    role: n(r.role),
    userName: String(r.user_name ?? ''),
    email: String(r.email ?? ''),
    orgName: text(r.org_name),
    gross: n(r.gross),
    fees: n(r.fees),
    count: n(r.n),
    taxKind: text(r.tax_kind),
    abn: text(r.abn),
    legalName: text(r.legal_name),
    address: text(r.address),
    wordingVersion: text(r.wording_version),
    madeAt: date(r.made_at),
    accountRail: text(r.account_rail),
    stripeAccountId: text(r.stripe_account_id),
    paypalEmail: text(r.paypal_email),
    bankName: text(r.bank_name),
    bsb: text(r.bsb),
    accountNumber: text(r.account_number),
    lastRail: text(r.last_rail),
    lastDestination: text(r.last_destination),
    lastBsb: text(r.last_bsb),
    lastAccountNumber: text(r.last_account_number),
  }));
}

export type EarningsSums = {
  wallet: number;
  pockets: number;
  counter: number;
  withdrawn: number;
  fees: number;
  count: number;
};

/**
 * One payee's money by month: campaign payouts into their wallet and pockets (customer_payout lines), counter
 * payments into a venue's earnings (venue_payment lines), and their paid withdrawals with instant fees.
 */
export async function earningsByMonth(db: DbOrTx, userId: string, from: string, to: string) {
  const received = await rowsOf(
    db,
    sql`select ${monthOf(sql`e.created_at`)} as month,
          coalesce(sum(l.amount_cents) filter (where a.kind = 'wallet'), 0)::bigint as wallet,
          coalesce(sum(l.amount_cents) filter (where a.kind = 'pocket'), 0)::bigint as pockets,
          coalesce(sum(l.amount_cents) filter (where a.kind = 'venue_earnings'), 0)::bigint as counter
        from ledger_accounts a
        join journal_lines l on l.account_id = a.id
        join journal_entries e on e.id = l.entry_id
        where a.owner_id = ${userId}
          and ((a.kind in ('wallet', 'pocket') and e.kind = 'customer_payout')
            or (a.kind = 'venue_earnings' and e.kind = 'venue_payment'))
          and ${inMonths(sql`e.created_at`, from, to)}
        group by 1`,
  );
  const paid = await rowsOf(
    db,
    sql`select ${monthOf(sql`e.created_at`)} as month, coalesce(sum(w.amount_cents), 0)::bigint as withdrawn,
          coalesce(sum(w.fee_cents), 0)::bigint as fees, count(*)::int as n
        from ${PAID_WITHDRAWALS} and w.user_id = ${userId} and ${inMonths(sql`e.created_at`, from, to)}
        group by 1`,
  );
  const out = new Map<string, EarningsSums>();
  const at = (month: string) => {
    let m = out.get(month);
    if (!m) out.set(month, (m = { wallet: 0, pockets: 0, counter: 0, withdrawn: 0, fees: 0, count: 0 }));
    return m;
  };
  for (const r of received) {
    const m = at(String(r.month));
    m.wallet = n(r.wallet);
    m.pockets = n(r.pockets);
    m.counter = n(r.counter);
  }
  for (const r of paid) {
    const m = at(String(r.month));
    m.withdrawn = n(r.withdrawn);
    m.fees = n(r.fees);
    m.count = n(r.n);
  }
  return out;
}
