import { and, eq, gt, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { listValues, placeholderList, preparedByShape, preparedPer } from '../db/prepared';
import { ledgerAccounts } from '../db/schema';
import { findOrganisation } from '../db/tables/organisations';
import { accountKeys } from './accounts';

/** A balance in cents; 0 for an account that has never moved. Reads without locking (for display). */
export async function balanceOf(db: DbOrTx, key: string): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, key))
    .limit(1);
  return row?.balance ?? 0;
}

const balancesQuery = (db: DbOrTx, keys: Array<string | Placeholder>) =>
  db
    .select({ key: ledgerAccounts.key, balance: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.key, keys));
/** A payment reads two, a screen a few: up to four keys the statement is built once per count. */
const balancesOfFew = preparedByShape((db, n: number) =>
  balancesQuery(db, placeholderList('k', n)).prepare(''),
);

/** Several balances at once, keyed by account key (missing accounts read 0). */
export async function balancesOf(db: DbOrTx, keys: string[]): Promise<Map<string, number>> {
  const out = new Map(keys.map((k) => [k, 0]));
  if (keys.length === 0) return out;
  const rows =
    keys.length <= 4
      ? await balancesOfFew(db, keys.length).execute(listValues('k', keys))
      : await balancesQuery(db, keys);
  for (const r of rows) out.set(r.key, r.balance);
  return out;
}

/** A customer's pockets holding money: venue and balance in cents, largest first. Reads without locking. */
export async function pocketsOf(db: DbOrTx, customerId: string) {
  const rows = await db
    .select({ venueId: ledgerAccounts.venueId, cents: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerId, customerId),
        eq(ledgerAccounts.kind, 'pocket'),
        gt(ledgerAccounts.balanceCents, 0),
      ),
    );
  return rows
    .filter((r): r is { venueId: string; cents: number } => r.venueId !== null)
    .sort((a, b) => b.cents - a.cents);
}

export type UserBalances = {
  /** Customer wallet. */
  walletCents: number;
  /** Sum of the customer's pockets at all venues. */
  pocketsCents: number;
  /** Business or venue spendable credit (details.credit); a venue's includes its earnings. */
  creditCents: number;
  /** Venue: the part of the credit it may withdraw (details.withdrawable). */
  earningsCents: number;
  /** Venue statistic: wallet money paid at the venue (details.totalIncome). Not a balance. */
  totalIncomeCents: number;
  /** Money in pending withdrawals. */
  inFlightCents: number;
};

/** The owner's balances by kind: every /users/me and every live balance push reads it (built once per pool). */
const balancesByKind = preparedPer((db) =>
  db
    .select({
      kind: ledgerAccounts.kind,
      total: sql<number>`coalesce(sum(${ledgerAccounts.balanceCents}), 0)::bigint`.mapWith(Number),
    })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerId, sql.placeholder('ownerId')),
        inArray(ledgerAccounts.kind, [
          'wallet',
          'pocket',
          'business_credit',
          'venue_credit',
          'venue_earnings',
          'withdrawal',
        ]),
      ),
    )
    .groupBy(ledgerAccounts.kind)
    .prepare(''),
);

/** Everything GET /api/users/me shows about money: wallet for customers, credit and totalIncome for venues. */
export async function userBalances(db: DbOrTx, user: { id: string; role: number }): Promise<UserBalances> {
  const rows = await balancesByKind(db).execute({ ownerId: user.id });
  const byKind = new Map(rows.map((r) => [r.kind, r.total]));
  let totalIncomeCents = 0;
  if (user.role === 1) {
    const org = await findOrganisation(db, user.id);
    totalIncomeCents = org?.totalIncomeCents ?? 0;
  }
  const earningsCents = byKind.get('venue_earnings') ?? 0;
  return {
    walletCents: byKind.get('wallet') ?? 0,
    pocketsCents: byKind.get('pocket') ?? 0,
    creditCents:
      user.role === 1
        ? (byKind.get('venue_credit') ?? 0) + earningsCents
        : (byKind.get('business_credit') ?? 0),
    earningsCents,
    totalIncomeCents,
    inFlightCents: byKind.get('withdrawal') ?? 0,
  };
}

/** A venue's spendable credit (credit + earnings) and the withdrawable part (earnings), read without locks. */
export async function venueBalances(db: DbOrTx, venueId: string) {
  const credit = accountKeys.venueCredit(venueId);
  const earnings = accountKeys.venueEarnings(venueId);
  const b = await balancesOf(db, [credit, earnings]);
  return { creditCents: (b.get(credit) ?? 0) + (b.get(earnings) ?? 0), earningsCents: b.get(earnings) ?? 0 };
}

/** A customer's pocket at one venue. */
export const pocketBalance = (db: DbOrTx, customerId: string, venueId: string) =>
  balanceOf(db, accountKeys.pocket(customerId, venueId));
