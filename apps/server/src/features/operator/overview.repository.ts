import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { APPEAL_STATUS, ROLES, WITHDRAW_STATUS } from '@spruik/shared';
import type { DbOrTx } from '../../db/client';
import { appeals, campaigns, ledgerAccounts, users, withdrawals } from '../../db/schema';
import { awaitingActivationCond, awaitingVerificationCond, suspendedCond } from '../../db/tables/users';
import { pendingCond } from '../../db/tables/campaigns';

/** Campaigns waiting for verification (the shared definition of pending). */
export async function countPendingCampaigns(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(campaigns).where(pendingCond());
  return row.n;
}

/** Venue sign-ups awaiting activation (never live); suspended venues are a different queue. */
export async function countVenuesAwaiting(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, ROLES.venue), awaitingActivationCond));
  return row.n;
}

/** Accounts suspended after being live (a refund or chargeback, or an operator), waiting for review. */
export async function countSuspended(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(suspendedCond);
  return row.n;
}

/** Customers waiting in the creator verification queue. */
export async function countCreatorsToVerify(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(awaitingVerificationCond);
  return row.n;
}

/** Appeals the operator has not decided yet (the partial index appeals_open_idx holds exactly these). */
export async function countOpenAppeals(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(appeals).where(eq(appeals.status, APPEAL_STATUS.open));
  return row.n;
}

export async function pendingWithdrawals(db: DbOrTx): Promise<{ n: number; cents: number }> {
  const [row] = await db
    .select({ n: count(), cents: sql<string>`coalesce(sum(${withdrawals.amountCents}), 0)::bigint` })
    .from(withdrawals)
    .where(eq(withdrawals.status, WITHDRAW_STATUS.pending));
  return { n: row.n, cents: Number(row.cents) };
}

/** Sum of balances per ledger account kind, in cents. */
export async function balancesByKind(db: DbOrTx): Promise<Array<{ kind: string; cents: number }>> {
  const rows = await db
    .select({
      kind: ledgerAccounts.kind,
      cents: sql<string>`coalesce(sum(${ledgerAccounts.balanceCents}), 0)::bigint`,
    })
    .from(ledgerAccounts)
    .groupBy(ledgerAccounts.kind);
  return rows.map((r) => ({ kind: r.kind, cents: Number(r.cents) }));
}

/** Accounts created in [from, before), counted per UTC day and role. */
export async function signupsByDay(db: DbOrTx, from: Date, before: Date) {
  const day = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, role: users.role, n: count() })
    .from(users)
    .where(and(gte(users.createdAt, from), lt(users.createdAt, before)))
    .groupBy(day, users.role);
  return rows.map((r) => ({ day: r.day, role: r.role, n: r.n }));
}
