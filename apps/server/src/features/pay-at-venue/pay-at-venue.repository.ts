import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { activities, ledgerAccounts, organisations, payments, vouchers } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type VoucherRow = typeof vouchers.$inferSelect;

/** A payment's three writes, built once (db/prepared.ts): paying at a venue is the busiest money write. */
const insertStatement = preparedPer((db) =>
  db
    .insert(payments)
    .values({
      id: sql.placeholder('id'),
      customerId: sql.placeholder('customerId'),
      venueId: sql.placeholder('venueId'),
      walletCents: sql.placeholder('walletCents'),
      pocketCents: sql.placeholder('pocketCents'),
      totalCents: sql.placeholder('totalCents'),
      voucherId: sql.placeholder('voucherId'),
      confirmationCode: sql.placeholder('confirmationCode'),
      createdAt: sql.placeholder('createdAt'),
    })
    .onConflictDoNothing({ target: payments.id })
    .returning()
    .prepare(''),
);
const setEntryStatement = preparedPer((db) =>
  db
    .update(payments)
    .set({ entryId: sql`${sql.placeholder('entryId')}` })
    .where(eq(payments.id, sql.placeholder('paymentId')))
    .prepare(''),
);
const addIncomeStatement = preparedPer((db) =>
  db
    .update(organisations)
    .set({ totalIncomeCents: sql`${organisations.totalIncomeCents} + ${sql.placeholder('cents')}` })
    .where(eq(organisations.userId, sql.placeholder('venueId')))
    .prepare(''),
);

type NewPayment = Required<
  Pick<
    typeof payments.$inferInsert,
    | 'id'
    | 'customerId'
    | 'venueId'
    | 'walletCents'
    | 'pocketCents'
    | 'totalCents'
    | 'confirmationCode'
    | 'createdAt'
  >
> & { voucherId: string | null };

/** Inserts the payment; undefined when a payment with this id already exists (a repeated request). */
export async function insertPayment(tx: Tx, values: NewPayment) {
  const [row] = await insertStatement(tx).execute(values);
  return row;
}

export const setPaymentEntry = (tx: Tx, paymentId: string, entryId: string) =>
  setEntryStatement(tx).execute({ paymentId, entryId });

export async function findPayment(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ p: payments, venueName: organisations.name })
    .from(payments)
    .leftJoin(organisations, eq(organisations.userId, payments.venueId))
    .where(eq(payments.id, id))
    .limit(1);
  return row;
}

/** The voucher row, locked until the transaction ends: concurrent redemptions of one voucher queue here. */
export async function lockVoucher(tx: Tx, id: string) {
  const [row] = await tx.select().from(vouchers).where(eq(vouchers.id, id)).limit(1).for('no key update');
  return row;
}

/** Marks the voucher used only if it still is unused; undefined when someone else got there first. */
export async function redeemVoucher(tx: Tx, id: string, paymentId: string, at: Date) {
  const [row] = await tx
    .update(vouchers)
    .set({ isUsed: true, usedAt: at, paymentId })
    .where(and(eq(vouchers.id, id), eq(vouchers.isUsed, false)))
    .returning({ id: vouchers.id });
  return row;
}

export async function findVoucher(db: DbOrTx, id: string) {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id)).limit(1);
  return row;
}

/** Venue statistic (docs/spec.md, Pay at venue): wallet money paid at the venue counts as income. */
export const addIncome = (tx: Tx, venueId: string, cents: number) =>
  addIncomeStatement(tx).execute({ venueId, cents });

/** Sum and number of non-zero customer pockets at a venue. */
export async function pocketTotals(db: DbOrTx, venueId: string) {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${ledgerAccounts.balanceCents}), 0)::bigint`.mapWith(Number),
      holders: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, 'pocket'),
        eq(ledgerAccounts.venueId, venueId),
        gt(ledgerAccounts.balanceCents, 0),
      ),
    );
  return { totalCents: row?.total ?? 0, holders: row?.holders ?? 0 };
}

/** Unused vouchers at a venue grouped by offer, largest group first. */
export function unusedVoucherGroups(db: DbOrTx, venueId: string) {
  return db
    .select({
      discount: vouchers.discount,
      prize: vouchers.prize,
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(vouchers)
    .where(and(eq(vouchers.venueId, venueId), eq(vouchers.isUsed, false)))
    .groupBy(vouchers.discount, vouchers.prize)
    .orderBy(desc(sql`count(*)`), vouchers.discount, vouchers.prize);
}

export const campaignActivities = (db: DbOrTx, campaignId: string) =>
  db
    .select({
      id: activities.id,
      userId: activities.userId,
      status: activities.status,
      payoutCents: activities.payoutCents,
      decidedAt: activities.decidedAt,
    })
    .from(activities)
    .where(eq(activities.campaignId, campaignId));

export const campaignVouchers = (db: DbOrTx, campaignId: string) =>
  db
    .select({ id: vouchers.id, isUsed: vouchers.isUsed })
    .from(vouchers)
    .where(eq(vouchers.campaignId, campaignId));

/** Payments at a venue that used pocket money, by some customers (oldest first). */
export function pocketPaymentsBy(db: DbOrTx, venueId: string, customerIds: string[]) {
  if (customerIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: payments.id,
      customerId: payments.customerId,
      pocketCents: payments.pocketCents,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(
      and(
        eq(payments.venueId, venueId),
        inArray(payments.customerId, customerIds),
        gt(payments.pocketCents, 0),
      ),
    )
    .orderBy(payments.createdAt);
}
