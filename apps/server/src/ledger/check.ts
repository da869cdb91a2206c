import { desc, sql, type SQL } from 'drizzle-orm';
import { ledgerCheckFailures } from '../lib/metrics';
import type { DbOrTx } from '../db/client';
import { rowsOf } from '../db/rows';
import { ledgerChecks } from '../db/schema';
import {
  EXTERNAL_PAYOUTS,
  EXTERNAL_REFUNDS,
  EXTERNAL_TOPUPS,
  PLATFORM_ADJUSTMENTS,
  PLATFORM_LOSS,
  PLATFORM_REVENUE,
} from './accounts';
import { REVERSAL_ENTRY_KIND } from './movements';
import { ESCROW_RECOVERY_KIND } from './escrow-claims';

const REVERSAL_KINDS = sql.raw(
  Object.values(REVERSAL_ENTRY_KIND)
    .map((k) => `'${k}'`)
    .join(', '),
);

export type LedgerCheck = { ok: boolean; problems: string[] };
export type StoredLedgerCheck = LedgerCheck & { checkedAt: Date };

/** Each rule lists at most this many offenders, so a badly broken ledger still gives a readable answer. */
const LIMIT = 20;

/**
 * Proves the money invariants from the stored rows (read-only, no locks):
 * entries balance, stored balances equal their lines, nothing inside goes negative, money entered only
 * through paid top-ups and left only through verified withdrawals, and each withdrawal holds what it should.
 */
export async function checkLedger(db: DbOrTx): Promise<LedgerCheck> {
  const problems: string[] = [];
  const add: Add = async (query, describe) => {
    for (const r of await rows(db, query)) problems.push(describe(r));
  };

  await add(
    sql`select e.idempotency_key as key, coalesce(sum(l.amount_cents), 0)::bigint as total, count(l.id)::int as n
        from journal_entries e left join journal_lines l on l.entry_id = e.id
        group by e.id, e.idempotency_key
        having coalesce(sum(l.amount_cents), 0) <> 0 or count(l.id) < 2 limit ${LIMIT}`,
    (r) => `Entry ${r.key} does not balance: ${r.n} lines summing to ${r.total} cents.`,
  );
  await add(
    sql`select a.key, a.balance_cents as balance, coalesce(sum(l.amount_cents), 0)::bigint as lines
        from ledger_accounts a left join journal_lines l on l.account_id = a.id
        group by a.id, a.key, a.balance_cents
        having a.balance_cents <> coalesce(sum(l.amount_cents), 0) limit ${LIMIT}`,
    (r) => `Account ${r.key} stores ${r.balance} cents but its lines sum to ${r.lines}.`,
  );
  await add(
    sql`select key, balance_cents as balance from ledger_accounts
        where kind not in ('external', 'platform') and balance_cents < 0 limit ${LIMIT}`,
    (r) => `Account ${r.key} is negative: ${r.balance} cents.`,
  );
  await add(
    sql`select key, kind, allow_negative from ledger_accounts
        where (kind in ('external', 'platform')) <> allow_negative
           or key not like kind || ':%'
           or (kind = 'external' and key not in (${EXTERNAL_TOPUPS}, ${EXTERNAL_PAYOUTS}, ${EXTERNAL_REFUNDS}))
           or (kind = 'platform' and key not in (${PLATFORM_LOSS}, ${PLATFORM_ADJUSTMENTS}, ${PLATFORM_REVENUE}))
        limit ${LIMIT}`,
    (r) => `Account ${r.key} is misconfigured (kind ${r.kind}, allowNegative ${r.allow_negative}).`,
  );
  await add(
    sql`select (select coalesce(sum(balance_cents), 0)::bigint from ledger_accounts) as total
        where (select coalesce(sum(balance_cents), 0) from ledger_accounts) <> 0`,
    (r) => `All balances together sum to ${r.total} cents instead of 0.`,
  );

  // Money in: only through paid top-ups, each exactly once.
  await add(
    sql`select a.balance, t.paid from
          (select coalesce((select balance_cents from ledger_accounts where key = ${EXTERNAL_TOPUPS}), 0)::bigint as balance) a,
          (select coalesce(sum(amount_cents), 0)::bigint as paid from top_ups where status = 'paid') t
        where a.balance <> -t.paid`,
    (r) => `external:topups is ${r.balance} cents but paid top-ups total ${r.paid}.`,
  );
  await add(
    sql`select t.id from top_ups t
        left join journal_entries e on e.idempotency_key = 'topup:' || t.id::text
        where (t.status = 'paid') <> (e.id is not null) or (t.status = 'paid' and t.entry_id is distinct from e.id)
        limit ${LIMIT}`,
    (r) => `Top-up ${r.id} and its ledger entry disagree.`,
  );
  await add(
    sql`select e.idempotency_key as key, e.kind from journal_lines l
        join ledger_accounts a on a.id = l.account_id join journal_entries e on e.id = l.entry_id
        where (a.key = ${EXTERNAL_TOPUPS} and e.kind <> 'topup')
           or (a.key = ${EXTERNAL_PAYOUTS} and e.kind <> 'withdraw_decision') limit ${LIMIT}`,
    (r) => `Entry ${r.key} (${r.kind}) moves money across the platform's edge without a top-up or payout.`,
  );

  // Manual adjustments: only 'adjustment' entries touch platform:adjustments, and each adjustment is
  // two lines: platform:adjustments and one adjustable user balance (a wallet, a business's or a venue's credit).
  await add(
    sql`select e.idempotency_key as key, e.kind from journal_lines l
        join ledger_accounts a on a.id = l.account_id join journal_entries e on e.id = l.entry_id
        where a.key = ${PLATFORM_ADJUSTMENTS} and e.kind <> 'adjustment' limit ${LIMIT}`,
    (r) => `Entry ${r.key} (${r.kind}) touches ${PLATFORM_ADJUSTMENTS}, which only adjustments may.`,
  );
  await add(
    sql`select e.idempotency_key as key from journal_entries e
        join journal_lines l on l.entry_id = e.id join ledger_accounts a on a.id = l.account_id
        where e.kind = 'adjustment'
        group by e.id, e.idempotency_key
        having count(*) <> 2
            or count(*) filter (where a.key = ${PLATFORM_ADJUSTMENTS}) <> 1
            or count(*) filter (where a.kind in ('wallet', 'business_credit', 'venue_credit')) <> 1
        limit ${LIMIT}`,
    (r) => `Adjustment ${r.key} does not move money between ${PLATFORM_ADJUSTMENTS} and one user balance.`,
  );

  // Money out: only through paid withdrawals, less their instant fees, which are the platform's revenue.
  await add(
    sql`select a.balance, w.paid from
          (select coalesce((select balance_cents from ledger_accounts where key = ${EXTERNAL_PAYOUTS}), 0)::bigint as balance) a,
          (select coalesce(sum(amount_cents - fee_cents), 0)::bigint as paid from withdrawals where status = 2) w
        where a.balance <> w.paid`,
    (r) => `external:payouts is ${r.balance} cents but paid withdrawals (less fees) total ${r.paid}.`,
  );
  // Revenue (docs/finance.md): instant payout fees, campaigns' service fees, less the fees credit notes gave back.
  await add(
    sql`select a.balance, w.fees, c.fees as campaign_fees, n.notes from
          (select coalesce((select balance_cents from ledger_accounts where key = ${PLATFORM_REVENUE}), 0)::bigint as balance) a,
          (select coalesce(sum(fee_cents), 0)::bigint as fees from withdrawals where status = 2) w,
          (select coalesce(sum(l.amount_cents), 0)::bigint as fees from journal_lines l
             join ledger_accounts r on r.id = l.account_id and r.key = ${PLATFORM_REVENUE}
             join journal_entries e on e.id = l.entry_id and e.kind = 'customer_payout') c,
          (select coalesce(sum(fee_cents), 0)::bigint as notes from tax_documents where kind = 'credit_note') n
        where a.balance <> w.fees + c.fees - n.notes`,
    (r) =>
      `platform:revenue is ${r.balance} cents but instant fees ${r.fees} + campaign fees ${r.campaign_fees} − credit notes ${r.notes} say otherwise.`,
  );
  await add(
    sql`select e.idempotency_key as key, e.kind from journal_lines l
        join ledger_accounts a on a.id = l.account_id join journal_entries e on e.id = l.entry_id
        where a.key = ${PLATFORM_REVENUE}
          and not (e.kind in ('withdraw_decision', 'customer_payout') and l.amount_cents > 0)
          and not (e.kind = 'fee_refund' and l.amount_cents < 0)
        limit ${LIMIT}`,
    (r) =>
      `Entry ${r.key} (${r.kind}) touches ${PLATFORM_REVENUE}, which only fees and their credit notes may.`,
  );
  // Each campaign's fee: reserved as the fee on share x places, taken as the fee on what it paid, each rounded once.
  await add(
    sql`with taken as (
          select x.campaign_id, sum(l.amount_cents)::bigint as fee from journal_lines l
          join ledger_accounts r on r.id = l.account_id and r.key = ${PLATFORM_REVENUE}
          join journal_entries e on e.id = l.entry_id and e.kind = 'customer_payout'
          join journal_lines xl on xl.entry_id = e.id
          join ledger_accounts x on x.id = xl.account_id and x.kind = 'escrow'
          group by x.campaign_id),
        paid as (select campaign_id, sum(payout_cents)::bigint as paid from activities where status = 2 group by campaign_id),
        reserved as (
          select substring(e.idempotency_key from 14)::uuid as campaign_id, sum(l.amount_cents)::bigint as fee
          from journal_entries e join journal_lines l on l.entry_id = e.id
          join ledger_accounts x on x.id = l.account_id and x.kind = 'escrow'
          where e.kind = 'campaign_fee' group by e.idempotency_key)
        select c.id, coalesce(p.paid, 0) as paid, coalesce(t.fee, 0) as taken, coalesce(v.fee, 0) as reserved
        from campaigns c left join paid p on p.campaign_id = c.id left join taken t on t.campaign_id = c.id
        left join reserved v on v.campaign_id = c.id
        where coalesce(t.fee, 0) <> floor((coalesce(p.paid, 0) * c.fee_basis_points + 5000) / 10000)
           or coalesce(v.fee, 0) <> case when c.type = 7 then 0
                else floor((c.participants_share_cents * c.participants_count * c.fee_basis_points + 5000) / 10000) end
        limit ${LIMIT}`,
    (r) =>
      `Campaign ${r.id} paid ${r.paid} cents and took ${r.taken} cents of fee (reserved ${r.reserved}); its rate says otherwise.`,
  );
  // A withdrawal's state agrees with its status (docs/payouts.md): paid is 2, failed and rejected are 3.
  await add(
    sql`select id, status, state from withdrawals
        where status <> case when state = 'paid' then 2 when state in ('failed', 'rejected') then 3 else 1 end
        limit ${LIMIT}`,
    (r) => `Withdrawal ${r.id} is ${r.state} but has status ${r.status}.`,
  );
  await add(
    sql`select w.id, w.status, w.amount_cents as amount, coalesce(a.balance_cents, 0)::bigint as held,
               (select count(*)::int from journal_entries e where e.idempotency_key = 'withdraw:request:' || w.id::text) as requested,
               (select count(*)::int from journal_entries e where e.idempotency_key = 'withdraw:decision:' || w.id::text) as decided
        from withdrawals w left join ledger_accounts a on a.key = 'withdrawal:' || w.id::text
        where coalesce(a.balance_cents, 0) <> case when w.status = 1 then w.amount_cents else 0 end
           or (select count(*) from journal_entries e where e.idempotency_key = 'withdraw:request:' || w.id::text) <> 1
           or (select count(*) from journal_entries e where e.idempotency_key = 'withdraw:decision:' || w.id::text)
              <> case when w.status = 1 then 0 else 1 end
        limit ${LIMIT}`,
    (r) =>
      `Withdrawal ${r.id} (status ${r.status}, ${r.amount} cents) holds ${r.held} cents in flight ` +
      `(request entries ${r.requested}, decision entries ${r.decided}).`,
  );
  await add(
    sql`select a.key from ledger_accounts a
        left join withdrawals w on 'withdrawal:' || w.id::text = a.key
        where a.kind = 'withdrawal' and w.id is null limit ${LIMIT}`,
    (r) => `Account ${r.key} has no withdrawal.`,
  );

  // Venue earnings: money enters them only from wallets paid at the counter (or the opening split of
  // migration 0009, or a rejected withdrawal coming back) and leaves only by a withdrawal or a campaign.
  await add(
    sql`select e.idempotency_key as key, e.kind, l.amount_cents as amount from journal_lines l
        join ledger_accounts a on a.id = l.account_id join journal_entries e on e.id = l.entry_id
        where a.kind = 'venue_earnings'
          and not (e.kind in ('venue_payment', 'withdraw_decision', 'earnings_opening') and l.amount_cents > 0)
          and not (e.kind in ('withdraw_request', 'campaign_reserve', 'campaign_fee') and l.amount_cents < 0)
        limit ${LIMIT}`,
    (r) => `Entry ${r.key} (${r.kind}) moves ${r.amount} cents on venue earnings, which it may not.`,
  );
  await add(
    sql`select p.id from payments p
        join journal_lines l on l.entry_id = p.entry_id join ledger_accounts a on a.id = l.account_id
        where a.kind = 'venue_earnings' and (a.owner_id <> p.venue_id or l.amount_cents <> p.wallet_cents)
        limit ${LIMIT}`,
    (r) => `Payment ${r.id} credits venue earnings with something other than its wallet part.`,
  );

  await checkReversals(add);
  await checkEscrowClaims(add);

  if (problems.length > 0) ledgerCheckFailures.inc();
  return { ok: problems.length === 0, problems };
}

/**
 * Runs the check and stores its result (the hourly job, GET /api/admin/ledger/check): the operator's overview
 * reads the latest stored result instead of proving the whole ledger on every page load.
 */
export async function runAndStoreLedgerCheck(db: DbOrTx, now: Date): Promise<StoredLedgerCheck> {
  const check = await checkLedger(db);
  await db.insert(ledgerChecks).values({ checkedAt: now, ok: check.ok, problems: check.problems });
  return { ...check, checkedAt: now };
}

/** The latest stored check, or null when none has run yet. */
export async function latestLedgerCheck(db: DbOrTx): Promise<StoredLedgerCheck | null> {
  const [row] = await db.select().from(ledgerChecks).orderBy(desc(ledgerChecks.checkedAt)).limit(1);
  return row ? { ok: row.ok, problems: row.problems, checkedAt: row.checkedAt } : null;
}

type Row = Record<string, unknown>;
type Add = (query: SQL, describe: (r: Row) => string) => Promise<void>;

/**
 * Refunds and chargebacks: money leaves to external:refunds only through a top_up_reversals row, each
 * row has exactly its entry (credit part from the payer's credit, the rest from platform:loss), a won dispute gives
 * back what its chargeback took, and no top-up gives back more than it brought in.
 */
async function checkReversals(add: Add) {
  const signed = sql`case r.kind when 'chargeback_won' then -r.amount_cents when 'chargeback_lost' then 0 else r.amount_cents end`;
  await add(
    sql`select a.balance, r.net from
          (select coalesce((select balance_cents from ledger_accounts where key = ${EXTERNAL_REFUNDS}), 0)::bigint as balance) a,
          (select coalesce(sum(${signed}), 0)::bigint as net from top_up_reversals r) r
        where a.balance <> r.net`,
    (r) => `external:refunds is ${r.balance} cents but refunds and chargebacks total ${r.net}.`,
  );
  await add(
    sql`select a.balance, r.loss from
          (select coalesce((select balance_cents from ledger_accounts where key = ${PLATFORM_LOSS}), 0)::bigint as balance) a,
          (select coalesce(sum(case r.kind when 'chargeback_won' then r.loss_cents
                                          when 'chargeback_lost' then 0 else -r.loss_cents end), 0)::bigint
                  + (select coalesce(sum(recovered_cents), 0) from escrow_claims where status = 'recovered')::bigint as loss
             from top_up_reversals r) r
        where a.balance <> r.loss`,
    (r) =>
      `platform:loss is ${r.balance} cents but the reversals' losses less the escrow recovered total ${r.loss}.`,
  );
  await add(
    sql`select e.idempotency_key as key, e.kind from journal_lines l
        join ledger_accounts a on a.id = l.account_id join journal_entries e on e.id = l.entry_id
        where a.key in (${EXTERNAL_REFUNDS}, ${PLATFORM_LOSS}) and e.kind not in (${REVERSAL_KINDS})
          and not (a.key = ${PLATFORM_LOSS} and e.kind = ${ESCROW_RECOVERY_KIND}) limit ${LIMIT}`,
    (r) => `Entry ${r.key} (${r.kind}) touches external:refunds or platform:loss without being a reversal.`,
  );
  await add(
    sql`select e.idempotency_key as key from journal_entries e
        left join top_up_reversals r on r.entry_id = e.id
        where e.kind in (${REVERSAL_KINDS}) and r.id is null limit ${LIMIT}`,
    (r) => `Entry ${r.key} is a reversal without a top_up_reversals row.`,
  );
  // Each row against its entry: the key names the row, and the lines are exactly its split.
  const sign = sql`case r.kind when 'chargeback_won' then -1 else 1 end`;
  await add(
    sql`select r.id, r.kind from top_up_reversals r
        join top_ups t on t.id = r.top_up_id
        left join journal_entries e on e.idempotency_key = 'topup:' || r.kind || ':' || r.id::text
        left join lateral (
          select coalesce(sum(l.amount_cents) filter (where a.key = ${EXTERNAL_REFUNDS}), 0) as ext,
                 coalesce(sum(l.amount_cents) filter (where a.key = ${PLATFORM_LOSS}), 0) as loss,
                 coalesce(sum(l.amount_cents) filter (where a.kind in ('business_credit', 'venue_credit')
                                                        and a.owner_id = t.user_id), 0) as credit,
                 count(*) filter (where a.key not in (${EXTERNAL_REFUNDS}, ${PLATFORM_LOSS})
                                    and not (a.kind in ('business_credit', 'venue_credit') and a.owner_id = t.user_id)) as other
          from journal_lines l join ledger_accounts a on a.id = l.account_id where l.entry_id = e.id
        ) x on true
        where case when r.kind = 'chargeback_lost' then r.entry_id is not null or e.id is not null
                   else e.id is null or r.entry_id is distinct from e.id
                        or x.ext <> ${sign} * r.amount_cents or x.loss <> -${sign} * r.loss_cents
                        or x.credit <> -${sign} * r.credit_cents or x.other <> 0 end
        limit ${LIMIT}`,
    (r) => `Reversal ${r.id} (${r.kind}) and its ledger entry disagree.`,
  );
  await add(
    sql`select r.id, r.kind from top_up_reversals r
        left join top_up_reversals c on c.id = r.closes_id
        left join lateral (select sum(recovered_cents) as recovered from escrow_claims
                           where reversal_id = c.id and status = 'recovered') k on true
        where (r.kind in ('chargeback_won', 'chargeback_lost')) <> (r.closes_id is not null)
           or (r.closes_id is not null and (c.kind is distinct from 'chargeback' or c.top_up_id <> r.top_up_id
               or r.amount_cents <> c.amount_cents
               or (r.kind = 'chargeback_won' and (r.credit_cents <> c.credit_cents + coalesce(k.recovered, 0)
                                                   or r.loss_cents <> c.loss_cents - coalesce(k.recovered, 0)))))
        limit ${LIMIT}`,
    (r) => `Reversal ${r.id} (${r.kind}) does not close a chargeback of its top-up as it took.`,
  );
  await add(
    sql`select t.id, t.status, t.amount_cents as amount, sum(${signed})::bigint as back
        from top_ups t join top_up_reversals r on r.top_up_id = t.id
        group by t.id, t.status, t.amount_cents
        having t.status <> 'paid' or sum(${signed}) > t.amount_cents or sum(${signed}) < 0 limit ${LIMIT}`,
    (r) => `Top-up ${r.id} (${r.status}, ${r.amount} cents) gave back ${r.back} cents.`,
  );
}

/**
 * Reversals never create money (docs/ledger.md "Refunds and chargebacks"): a refund or chargeback takes the
 * payer's free credit first, then the escrow of its live campaigns (claims), and books on platform:loss only what
 * neither holds; a claimed escrow goes back to platform:loss, not to the owner. "Before the reversal" is read from
 * the lines below its entry's first line number (journal_lines.seq): the escrow and credit it found.
 */
async function checkEscrowClaims(add: Add) {
  const taking = sql`select r.id, r.amount_cents, r.credit_cents, r.loss_cents, t.user_id,
                            (select min(l.seq) from journal_lines l where l.entry_id = r.entry_id) as seq,
                            (select coalesce(sum(c.amount_cents), 0) from escrow_claims c where c.reversal_id = r.id) as claimed
                     from top_up_reversals r join top_ups t on t.id = r.top_up_id
                     where r.kind in ('refund', 'chargeback') and r.entry_id is not null`;
  // Free credit first: the credit part is all the credit there was, up to the amount.
  await add(
    sql`with taking as (${taking})
        select x.id, x.credit_cents as credit, b.before from taking x
        cross join lateral (
          select coalesce(sum(l.amount_cents), 0)::bigint as before from journal_lines l
          join ledger_accounts a on a.id = l.account_id
          where a.owner_id = x.user_id and a.kind in ('business_credit', 'venue_credit') and l.seq < x.seq) b
        where x.credit_cents <> least(b.before, x.amount_cents) limit ${LIMIT}`,
    (r) => `Reversal ${r.id} took ${r.credit} cents of credit but the payer held ${r.before}.`,
  );
  // Then the escrow: a reversal that leaves a loss claimed every live campaign's escrow not claimed before it.
  await add(
    sql`with taking as (${taking})
        select x.id, k.id as campaign, e.before - p.claimed as unclaimed, coalesce(m.amount_cents, 0) as mine
        from taking x
        join campaigns k on k.owner_id = x.user_id
        join ledger_accounts a on a.key = 'escrow:' || k.id::text
        cross join lateral (select coalesce(sum(l.amount_cents), 0) as before from journal_lines l
                            where l.account_id = a.id and l.seq < x.seq) e
        cross join lateral (select coalesce(sum(c.amount_cents), 0) as claimed from escrow_claims c
                            join taking y on y.id = c.reversal_id
                            where c.campaign_id = k.id and y.seq < x.seq) p
        left join escrow_claims m on m.reversal_id = x.id and m.campaign_id = k.id
        where x.amount_cents - x.credit_cents - x.claimed > 0
          and e.before - p.claimed > coalesce(m.amount_cents, 0) limit ${LIMIT}`,
    (r) =>
      `Reversal ${r.id} booked a loss while campaign ${r.campaign} held ${r.unclaimed} cents it claimed only ${r.mine} of.`,
  );
  await add(
    sql`select r.id, r.kind, r.loss_cents as loss, sum(c.amount_cents) as claimed from escrow_claims c
        join top_up_reversals r on r.id = c.reversal_id
        left join top_up_reversals w on w.closes_id = r.id and w.kind = 'chargeback_won'
        group by r.id, r.kind, r.loss_cents, w.id
        having r.kind not in ('refund', 'chargeback') or sum(c.amount_cents) > r.loss_cents
            or (w.id is null and bool_or(c.status = 'cancelled'))
            or (w.id is not null and bool_or(c.status = 'pending')) limit ${LIMIT}`,
    (r) =>
      `Reversal ${r.id} (${r.kind}, loss ${r.loss} cents) has claims of ${r.claimed} cents that do not fit it.`,
  );
  // A claimed escrow goes back to platform:loss: the owner gets a refund only if every claim was met in full.
  await add(
    sql`select k.id, k.settled_at from campaigns k
        where exists (select 1 from escrow_claims c where c.campaign_id = k.id and (
                (c.status = 'pending' and k.settled_at is not null)
             or (c.status = 'recovered' and c.recovered_cents < c.amount_cents
                 and exists (select 1 from journal_entries e where e.idempotency_key = 'campaign:refund:' || k.id::text))))
        limit ${LIMIT}`,
    (r) => `Campaign ${r.id} returned claimed escrow to its owner or settled with a pending claim.`,
  );
  // Each recovery entry is its campaign's recovered claims: escrow −R, platform:loss +R.
  await add(
    sql`select k.campaign_id as campaign, k.recovered, x.escrow, x.loss, x.other from
          (select campaign_id, sum(recovered_cents) as recovered from escrow_claims group by campaign_id) k
        full join (select e.id, substr(e.idempotency_key, length('campaign:recover:') + 1) as campaign_id from journal_entries e
                   where e.kind = ${ESCROW_RECOVERY_KIND}) e on e.campaign_id = k.campaign_id::text
        left join lateral (
          select coalesce(sum(l.amount_cents) filter (where a.key = 'escrow:' || coalesce(k.campaign_id::text, e.campaign_id)), 0) as escrow,
                 coalesce(sum(l.amount_cents) filter (where a.key = ${PLATFORM_LOSS}), 0) as loss,
                 count(*) filter (where a.key <> ${PLATFORM_LOSS} and a.key <> 'escrow:' || coalesce(k.campaign_id::text, e.campaign_id)) as other
          from journal_lines l join ledger_accounts a on a.id = l.account_id where l.entry_id = e.id) x on true
        where coalesce(x.loss, 0) <> coalesce(k.recovered, 0) or coalesce(x.escrow, 0) <> -coalesce(k.recovered, 0)
           or coalesce(x.other, 0) <> 0 limit ${LIMIT}`,
    (r) =>
      `Escrow recovery of campaign ${r.campaign} (${r.recovered} cents claimed back) disagrees with its entry.`,
  );
}

const rows = (db: DbOrTx, query: SQL) => rowsOf<Row>(db, query);
