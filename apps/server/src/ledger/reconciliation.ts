/**
 * The daily reconciliation: the providers' side of the books against the platform's.
 *
 *     money in through providers − money out through providers = every balance the platform holds
 *
 * The left side is read from the provider records, not the ledger: paid top-ups (`top_ups`) in, paid withdrawals
 * (`withdrawals`) and refunds and chargebacks less won disputes (`top_up_reversals`) out. The right side is every ledger balance that is not `external`, grouped by kind: users'
 * wallets, pockets, credit and earnings, campaign escrow, withdrawals in flight (per rail: withdrawal:stripe,
 * withdrawal:paypal, withdrawal:bank), and any platform account (what
 * the platform gave or absorbed, e.g. manual adjustments or losses), so a new kind counts without a change here.
 * The ledger check proves the ledger against itself; this proves it against the outside world's records.
 */
import { desc, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rowsOf } from '../db/rows';
import { reconciliations, type ReconciliationTerm } from '../db/schema';
import { reconciliationFailures } from '../lib/metrics';

/**
 * The provider-side terms, in one place. A new way money crosses the platform's edge is one more row here.
 */
const PROVIDER_TERMS: Array<{ name: string; side: 'in' | 'out'; sum: SQL }> = [
  {
    name: 'topUps',
    side: 'in',
    sum: sql`select coalesce(sum(amount_cents), 0)::bigint from top_ups where status = 'paid'`,
  },
  {
    // What reached payees: a paid withdrawal less its instant fee (the fee stays, as platform:revenue).
    name: 'withdrawals',
    side: 'out',
    sum: sql`select coalesce(sum(amount_cents - fee_cents), 0)::bigint from withdrawals where status = 2`,
  },
  {
    // Refunds and chargebacks went back to the payer's card or PayPal; a won dispute brought its chargeback back.
    // A lost dispute moves nothing (its chargeback already counted).
    name: 'refunds',
    side: 'out',
    sum: sql`select coalesce(sum(case kind when 'refund' then amount_cents when 'chargeback' then amount_cents
                                           when 'chargeback_won' then -amount_cents else 0 end), 0)::bigint
             from top_up_reversals`,
  },
];

export type Reconciliation = {
  ok: boolean;
  /** Money in minus money out through the providers. */
  expectedCents: number;
  /** Every non-external ledger balance summed. */
  heldCents: number;
  /** held − expected: 0 when it reconciles. */
  differenceCents: number;
  terms: ReconciliationTerm[];
};
export type StoredReconciliation = Reconciliation & { id: string; ranAt: Date; ranBy: string | null };

type Row = Record<string, unknown>;
const rows = (db: DbOrTx, query: SQL) => rowsOf<Row>(db, query);

/**
 * Adds both sides up in one statement, so they are read from one snapshot: a top-up confirmed between two reads
 * would otherwise show up on one side only.
 */
export async function reconcile(db: DbOrTx): Promise<Reconciliation> {
  const providerColumns = sql.join(
    PROVIDER_TERMS.map((t, i) => sql`(${t.sum}) as ${sql.raw(`p${i}`)}`),
    sql`, `,
  );
  const [totals] = await rows(
    db,
    sql`select ${providerColumns},
          (select coalesce(json_agg(json_build_object('kind', kind, 'cents', cents) order by kind), '[]'::json)
             from (select case when a.kind = 'withdrawal' then 'withdrawal:' || coalesce(w.rail, 'bank') else a.kind end
                          as kind, sum(a.balance_cents)::bigint as cents
                   from ledger_accounts a
                   left join withdrawals w on a.kind = 'withdrawal' and a.key = 'withdrawal:' || w.id::text
                   where a.kind <> 'external' group by 1) k) as held`,
  );
  const terms: ReconciliationTerm[] = PROVIDER_TERMS.map((t, i) => ({
    side: t.side,
    name: t.name,
    cents: Number(totals[`p${i}`]),
  }));
  const held = (typeof totals.held === 'string' ? JSON.parse(totals.held) : totals.held) as Array<{
    kind: string;
    cents: number | string;
  }>;
  for (const h of held) terms.push({ side: 'held', name: h.kind, cents: Number(h.cents) });

  const sum = (side: ReconciliationTerm['side']) =>
    terms.filter((t) => t.side === side).reduce((s, t) => s + t.cents, 0);
  const expectedCents = sum('in') - sum('out');
  const heldCents = sum('held');
  const differenceCents = heldCents - expectedCents;
  return { ok: differenceCents === 0, expectedCents, heldCents, differenceCents, terms };
}

/** Runs it and stores the run: the console and /metrics show the latest; a failed run is counted. */
export async function runAndStoreReconciliation(
  db: DbOrTx,
  now: Date,
  ranBy: string | null,
): Promise<StoredReconciliation> {
  const r = await reconcile(db);
  const [row] = await db
    .insert(reconciliations)
    .values({ ranAt: now, ranBy, ...r })
    .returning({ id: reconciliations.id });
  if (!r.ok) reconciliationFailures.inc();
  return { ...r, id: row.id, ranAt: now, ranBy };
}

/** The latest stored run, or null when none has run yet. */
export async function latestReconciliation(db: DbOrTx): Promise<StoredReconciliation | null> {
  const [row] = await db.select().from(reconciliations).orderBy(desc(reconciliations.ranAt)).limit(1);
  return row ?? null;
}
