import { and, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminWithdrawsQuery } from '@spruik/shared';
import type { DbOrTx, Tx } from '../../db/client';
import { afterKeyset, keysetAt, type Keyset } from '../../db/keyset';
import { likePattern } from '../../db/like';
import type { Bank } from '../../db/tables/bank-accounts';
import {
  bankAccounts,
  journalEntries,
  journalLines,
  ledgerAccounts,
  organisations,
  users,
  withdrawals,
} from '../../db/schema';

export type Withdrawal = typeof withdrawals.$inferSelect;

/** Saves the details; changed_at moves only when they really change (saving the same details again is no change). */
export async function upsertBank(db: DbOrTx, userId: string, bank: Bank, now: Date) {
  await db
    .insert(bankAccounts)
    .values({ userId, ...bank, changedAt: now })
    .onConflictDoUpdate({
      target: bankAccounts.userId,
      set: {
        ...bank,
        changedAt: sql`case when (${bankAccounts.accountName}, ${bankAccounts.bsb}, ${bankAccounts.accountNumber})
          is distinct from (excluded.account_name, excluded.bsb, excluded.account_number)
          then excluded.changed_at else ${bankAccounts.changedAt} end`,
      },
    });
}

/**
 * The bank details are copied onto the withdrawal (the operator pays where the user asked at the time), and so
 * are its rail and destination (a Stripe account or a PayPal e-mail).
 */
export async function insertWithdrawal(
  tx: Tx,
  v: {
    userId: string;
    amountCents: number;
    bank: (Bank & { changedAt: Date }) | null;
    rail: string;
    destination: string | null;
    instant: boolean;
    feeCents: number;
  },
) {
  const [row] = await tx
    .insert(withdrawals)
    .values({
      userId: v.userId,
      amountCents: v.amountCents,
      accountName: v.bank?.accountName ?? null,
      bsb: v.bank?.bsb ?? null,
      accountNumber: v.bank?.accountNumber ?? null,
      bankChangedAt: v.bank?.changedAt ?? null,
      rail: v.rail,
      destination: v.destination,
      instant: v.instant,
      feeCents: v.feeCents,
    })
    .returning();
  return row;
}

/** Moves a withdrawal along (state, references, times); the caller holds its row lock. */
export async function setPayoutState(
  tx: Tx,
  id: string,
  v: Partial<
    Pick<
      Withdrawal,
      | 'state'
      | 'status'
      | 'waitReasons'
      | 'providerRef'
      | 'payoutRef'
      | 'failureReason'
      | 'sentAt'
      | 'paidAt'
      | 'decidedAt'
      | 'decidedBy'
    >
  >,
): Promise<Withdrawal> {
  const [row] = await tx.update(withdrawals).set(v).where(eq(withdrawals.id, id)).returning();
  return row;
}

export async function listOwn(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId))
    .orderBy(desc(withdrawals.createdAt));
}

/**
 * The operator's search: the account's name or e-mail, its organisation (venue or business name), the name on
 * the copied bank details, the amount or the withdrawal's id (whole or its first 8; the query schema read them).
 */
function matches(q: AdminWithdrawsQuery & { q: string }): SQL | undefined {
  const p = likePattern(q.q);
  return or(
    ilike(users.name, p),
    ilike(users.email, p),
    ilike(organisations.name, p),
    ilike(withdrawals.accountName, p),
    q.amountCents !== undefined ? eq(withdrawals.amountCents, q.amountCents) : undefined,
    q.idPrefix ? sql`${withdrawals.id}::text like ${`${q.idPrefix}%`}` : undefined,
  );
}

/** The operator's list, newest first, `limit` rows after the cursor (keyset on created_at, id). */
export async function listForAdmin(
  db: DbOrTx,
  filter: AdminWithdrawsQuery,
  after: Keyset | null,
  limit: number,
) {
  return adminRows(db)
    .where(
      and(
        filter.status ? eq(withdrawals.status, filter.status) : undefined,
        filter.q ? matches({ ...filter, q: filter.q }) : undefined,
        afterKeyset(withdrawals.createdAt, withdrawals.id, after, 'desc'),
      ),
    )
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit);
}

/** The operator's view of withdrawals: with who asked (name, e-mail, role, organisation). */
const adminRows = (db: DbOrTx) =>
  db
    .select({
      w: withdrawals,
      at: keysetAt(withdrawals.createdAt),
      user: { id: users.id, name: users.name, email: users.email, role: users.role },
      organisation: organisations.name,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .leftJoin(organisations, eq(organisations.userId, withdrawals.userId));

export type AdminWithdrawRow = Awaited<ReturnType<typeof listForAdmin>>[number];

export async function findForAdmin(db: DbOrTx, id: string): Promise<AdminWithdrawRow | null> {
  const [row] = await adminRows(db).where(eq(withdrawals.id, id)).limit(1);
  return row ?? null;
}

export async function findWithdrawal(db: DbOrTx, id: string): Promise<Withdrawal | null> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).limit(1);
  return row ?? null;
}

/** A payee's withdrawals waiting, among other reasons or alone, for tax details (docs/finance.md). */
export async function waitingForTax(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        eq(withdrawals.state, 'waiting'),
        sql`'tax' = any(${withdrawals.waitReasons})`,
      ),
    );
  return rows.map((r) => r.id);
}

/** The decision's lock: a second decision waits here and then sees the first one's status. */
export async function lockWithdrawal(tx: Tx, id: string): Promise<Withdrawal | null> {
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.id, id))
    .limit(1)
    .for('no key update');
  return row ?? null;
}

export async function setDecision(
  tx: Tx,
  id: string,
  v: {
    status: number;
    state: string;
    decidedAt: Date | null;
    decidedBy: string;
    rejectReason: string | null;
    paidAt?: Date | null;
    waitReasons?: string[];
  },
) {
  const [row] = await tx.update(withdrawals).set(v).where(eq(withdrawals.id, id)).returning();
  return row;
}

/** The balance a withdrawal was taken from (its request entry's debited account): a rejection returns it there. */
export async function sourceKeyOf(db: DbOrTx, withdrawalId: string): Promise<string | null> {
  const [row] = await db
    .select({ key: ledgerAccounts.key })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(
      and(
        eq(journalEntries.idempotencyKey, `withdraw:request:${withdrawalId}`),
        lt(journalLines.amountCents, 0),
      ),
    )
    .limit(1);
  return row?.key ?? null;
}
