import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payoutAccounts } from '../../db/schema';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
type Changes = Partial<Omit<PayoutAccountRow, 'userId' | 'updatedAt'>>;

export async function findPayoutAccount(db: DbOrTx, userId: string): Promise<PayoutAccountRow | null> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId)).limit(1);
  return row ?? null;
}

/** Creates the row on first use, then applies the changes. */
export async function savePayoutAccount(db: DbOrTx, userId: string, changes: Changes, now: Date) {
  const [row] = await db
    .insert(payoutAccounts)
    .values({ userId, ...changes, updatedAt: now })
    .onConflictDoUpdate({ target: payoutAccounts.userId, set: { ...changes, updatedAt: now } })
    .returning();
  return row;
}

/** Stripe's word on an account (account.updated or a read after onboarding); null when no payee holds it. */
export async function saveStripeState(
  db: DbOrTx,
  p: { accountId: string; ready: boolean; missing: string[] },
  now: Date,
) {
  const [row] = await db
    .update(payoutAccounts)
    .set({ stripeReady: p.ready, stripeMissing: p.missing, updatedAt: now })
    .where(eq(payoutAccounts.stripeAccountId, p.accountId))
    .returning();
  return row ?? null;
}

export async function findByStripeAccount(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.stripeAccountId, accountId))
    .limit(1);
  return row ?? null;
}

/** A wrong PayPal code counts; answers the tries so far. */
export async function countPayPalTry(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .update(payoutAccounts)
    .set({ paypalCodeTries: sql`${payoutAccounts.paypalCodeTries} + 1` })
    .where(eq(payoutAccounts.userId, userId))
    .returning({ tries: payoutAccounts.paypalCodeTries });
  return row?.tries ?? 0;
}
