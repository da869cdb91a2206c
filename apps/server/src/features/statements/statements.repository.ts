import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  activities,
  campaigns,
  journalEntries,
  journalLines,
  ledgerAccounts,
  organisations,
  payments,
  topUps,
  users,
  withdrawals,
} from '../../db/schema';
import type { LinkIds, Links } from './describe';

/** The ledger accounts a user holds that a statement can be of, with a pocket's venue name. */
export function statementAccountsOf(db: DbOrTx, userId: string) {
  return db
    .select({
      id: ledgerAccounts.id,
      key: ledgerAccounts.key,
      kind: ledgerAccounts.kind,
      venueId: ledgerAccounts.venueId,
      balance: ledgerAccounts.balanceCents,
      venueName: sql<string | null>`${organisations.name}`,
    })
    .from(ledgerAccounts)
    .leftJoin(organisations, eq(organisations.userId, ledgerAccounts.venueId))
    .where(
      and(
        eq(ledgerAccounts.ownerId, userId),
        inArray(ledgerAccounts.kind, [
          'wallet',
          'pocket',
          'business_credit',
          'venue_credit',
          'venue_earnings',
        ]),
      ),
    );
}

/** The newest line of an account (0 when it has none): the head a statement is read up to. */
export async function headOf(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db
    .select({
      seq: sql<number | null>`max(${journalLines.seq})`.mapWith((v) => (v === null ? null : Number(v))),
    })
    .from(journalLines)
    .where(eq(journalLines.accountId, accountId));
  return row?.seq ?? 0;
}

/** The sum of an account's lines numbered `from` and above (the ones newer than a page). */
export async function sumFrom(db: DbOrTx, accountId: string, from: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${journalLines.amountCents}), 0)::bigint`.mapWith(Number) })
    .from(journalLines)
    .where(and(eq(journalLines.accountId, accountId), sql`${journalLines.seq} >= ${from}`));
  return row?.total ?? 0;
}

export type LineRow = { seq: number; entryId: string; amountCents: number };

/**
 * Up to `limit` lines of the accounts numbered below each account's bound, newest first. Each account is its
 * own backward scan of (account_id, seq) with a limit, merged: a page never reads an account's whole history.
 */
export async function linesBelow(
  db: DbOrTx,
  bounds: Array<{ accountId: string; below: number }>,
  limit: number,
): Promise<LineRow[]> {
  if (bounds.length === 0) return [];
  const parts = bounds.map(
    ({ accountId, below }) =>
      sql`(select seq, entry_id, amount_cents from journal_lines
           where account_id = ${accountId} and seq < ${below} order by seq desc limit ${limit})`,
  );
  const res = (await db.execute(
    sql`select seq, entry_id, amount_cents from (${sql.join(parts, sql` union all `)}) l
        order by seq desc limit ${limit}`,
  )) as unknown as { rows: Array<{ seq: unknown; entry_id: string; amount_cents: unknown }> };
  return res.rows.map((r) => ({
    seq: Number(r.seq),
    entryId: r.entry_id,
    amountCents: Number(r.amount_cents),
  }));
}

export function entriesByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: journalEntries.id,
      kind: journalEntries.kind,
      memo: journalEntries.memo,
      idempotencyKey: journalEntries.idempotencyKey,
      createdAt: journalEntries.createdAt,
    })
    .from(journalEntries)
    .where(inArray(journalEntries.id, ids));
}

const customer = alias(users, 'customer');

/** The rows a page's entries belong to (top-ups, withdrawals, campaigns, payouts' campaigns, payments). */
export async function loadLinks(db: DbOrTx, ids: LinkIds): Promise<Links> {
  const [tops, ws, cs, acts, ps] = await Promise.all([
    ids.topUp.length
      ? db.select({ id: topUps.id, method: topUps.method }).from(topUps).where(inArray(topUps.id, ids.topUp))
      : [],
    ids.withdrawal.length
      ? db
          .select({ id: withdrawals.id, status: withdrawals.status, rejectReason: withdrawals.rejectReason })
          .from(withdrawals)
          .where(inArray(withdrawals.id, ids.withdrawal))
      : [],
    ids.campaign.length
      ? db
          .select({ id: campaigns.id, title: campaigns.title })
          .from(campaigns)
          .where(inArray(campaigns.id, ids.campaign))
      : [],
    ids.activity.length
      ? db
          .select({ id: activities.id, title: campaigns.title })
          .from(activities)
          .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
          .where(inArray(activities.id, ids.activity))
      : [],
    ids.payment.length
      ? db
          .select({
            id: payments.id,
            venueName: sql<string | null>`${organisations.name}`,
            customerName: customer.name,
          })
          .from(payments)
          .innerJoin(customer, eq(customer.id, payments.customerId))
          .leftJoin(organisations, eq(organisations.userId, payments.venueId))
          .where(inArray(payments.id, ids.payment))
      : [],
  ]);
  return {
    topUp: new Map(tops.map((r) => [r.id, { method: r.method }])),
    withdrawal: new Map(ws.map((r) => [r.id, { status: r.status, rejectReason: r.rejectReason }])),
    campaign: new Map(cs.map((r) => [r.id, { title: r.title }])),
    activity: new Map(acts.map((r) => [r.id, { title: r.title }])),
    payment: new Map(ps.map((r) => [r.id, { venueName: r.venueName, customerName: r.customerName }])),
  };
}
