import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { afterKeyset, keysetAt, keysetPlaceholders, type Keyset } from '../../db/keyset';
import { preparedByShape } from '../../db/prepared';
import {
  journalEntries,
  journalLines,
  ledgerAccounts,
  organisations,
  payments,
  users,
  vouchers,
  withdrawals,
} from '../../db/schema';

/** The vouchers list is the newest rows, this many at most. */
export const LIST_LIMIT = 200;

/** A page of a money-history source: `limit` rows after the cursor, newest first (keyset on created_at, id). */
export type PageOf = { after: Keyset | null; limit: number };

/**
 * Every money-history screen reads these, so each is built once per shape (whose rows, first page or after a
 * cursor) and filled in per call: `owner`, `limit` and the cursor's `at` and `id`.
 */
type Shape = 'first' | 'after';
const owner = sql.placeholder('owner');
const limit = sql.placeholder('limit');
const cursorOf = (shape: Shape) => (shape === 'after' ? keysetPlaceholders() : null);
const venue = sql.placeholder('venue');
const valuesOf = (ownerId: string, page: PageOf, venueId?: string) => ({
  owner: ownerId,
  limit: page.limit,
  ...page.after,
  ...(venueId ? { venue: venueId } : {}),
});
const shapeOf = (page: PageOf): Shape => (page.after ? 'after' : 'first');

const customer = alias(users, 'customer');

/**
 * Which of a customer's balances a history reads: the wallet, or the pocket at one venue (docs/business-rules.md
 * "The wallet and pocket lists").
 */
export type BalanceOf = { wallet: true } | { pocketAt: string };
const accountOf = (b: BalanceOf) => ('wallet' in b ? 'wallet' : 'pocket');

/**
 * Payments at venues, seen by the customer who paid (with the venue's name) or by the venue (with the customer's).
 * The customer's side reads the payments that took from one balance: the wallet, or the pocket at one venue.
 */
export function paymentsWhere(
  db: DbOrTx,
  by: { customerId: string; from: BalanceOf } | { venueId: string },
  page: PageOf,
) {
  if ('venueId' in by) return paymentsPage(db, `venue:${shapeOf(page)}`).execute(valuesOf(by.venueId, page));
  const venueId = 'pocketAt' in by.from ? by.from.pocketAt : undefined;
  return paymentsPage(db, `customer-${accountOf(by.from)}:${shapeOf(page)}`).execute(
    valuesOf(by.customerId, page, venueId),
  );
}

/**
 * The paying customer of one payment, looked up by primary key for each row of the page. A plain join let the
 * planner merge-join the page's payments against the whole users index, which grows with the users table. The
 * LIMIT keeps PostgreSQL from pulling the lateral subquery up into an ordinary join.
 */
const payingCustomer = (db: DbOrTx) =>
  db
    .select({ name: users.name, instagramId: users.instagramId })
    .from(users)
    .where(eq(users.id, payments.customerId))
    .limit(1)
    .as('customer');

type PaymentsSide = 'venue' | 'customer-wallet' | 'customer-pocket';
const paymentsPage = preparedByShape((db, shape: `${PaymentsSide}:${Shape}`) => {
  const [side, at] = shape.split(':') as [PaymentsSide, Shape];
  const payer = payingCustomer(db);
  const whose =
    side === 'venue'
      ? eq(payments.venueId, owner)
      : side === 'customer-wallet'
        ? and(eq(payments.customerId, owner), gt(payments.walletCents, 0))
        : and(eq(payments.customerId, owner), eq(payments.venueId, venue), gt(payments.pocketCents, 0));
  return db
    .select({
      p: payments,
      at: keysetAt(payments.createdAt),
      venueName: sql<string | null>`${organisations.name}`,
      customerName: payer.name,
      customerInstagram: payer.instagramId,
      // The voucher redeemed with it (by primary key): the venue's card names it.
      voucher: { id: vouchers.id, discount: vouchers.discount, prize: vouchers.prize },
    })
    .from(payments)
    .innerJoinLateral(payer, sql`true`)
    .leftJoin(organisations, eq(organisations.userId, payments.venueId))
    .leftJoin(vouchers, eq(vouchers.id, payments.voucherId))
    .where(and(whose, afterKeyset(payments.createdAt, payments.id, cursorOf(at), 'desc')))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit)
    .prepare('');
});

/**
 * Money a customer received: entries that add to their wallet or a pocket (campaign payouts, credit campaigns).
 * A rejected withdrawal's return is left out: the withdrawal itself is listed with its status.
 */
export const creditsReceived = (db: DbOrTx, customerId: string, into: BalanceOf, page: PageOf) =>
  creditsPage(db, `${accountOf(into)}:${shapeOf(page)}`).execute(
    valuesOf(customerId, page, 'pocketAt' in into ? into.pocketAt : undefined),
  );

const creditsPage = preparedByShape((db, shape: `${'wallet' | 'pocket'}:${Shape}`) => {
  const [account, at] = shape.split(':') as ['wallet' | 'pocket', Shape];
  return db
    .select({
      id: journalEntries.id,
      at: keysetAt(journalEntries.createdAt),
      kind: journalEntries.kind,
      memo: journalEntries.memo,
      idempotencyKey: journalEntries.idempotencyKey,
      createdAt: journalEntries.createdAt,
      wallet:
        sql<number>`coalesce(sum(case when ${ledgerAccounts.kind} = 'wallet' then ${journalLines.amountCents} else 0 end), 0)::bigint`.mapWith(
          Number,
        ),
      pocket:
        sql<number>`coalesce(sum(case when ${ledgerAccounts.kind} = 'pocket' then ${journalLines.amountCents} else 0 end), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(
      and(
        eq(ledgerAccounts.ownerId, owner),
        account === 'wallet'
          ? eq(ledgerAccounts.kind, 'wallet')
          : and(eq(ledgerAccounts.kind, 'pocket'), eq(ledgerAccounts.venueId, venue)),
        gt(journalLines.amountCents, 0),
        ne(journalEntries.kind, 'withdraw_decision'),
        afterKeyset(journalEntries.createdAt, journalEntries.id, cursorOf(at), 'desc'),
      ),
    )
    .groupBy(journalEntries.id)
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
    .limit(limit)
    .prepare('');
});

export const withdrawalsOf = (db: DbOrTx, userId: string, page: PageOf) =>
  withdrawalsPage(db, shapeOf(page)).execute(valuesOf(userId, page));

const withdrawalsPage = preparedByShape((db, shape: Shape) =>
  db
    .select({ w: withdrawals, at: keysetAt(withdrawals.createdAt) })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, owner),
        afterKeyset(withdrawals.createdAt, withdrawals.id, cursorOf(shape), 'desc'),
      ),
    )
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit)
    .prepare(''),
);

export async function vouchersWhere(
  db: DbOrTx,
  by: { customerId: string; venueId?: string } | { venueId: string },
  onlyUnused: boolean,
) {
  const owner =
    'customerId' in by ? eq(vouchers.customerId, by.customerId) : eq(vouchers.venueId, by.venueId);
  return db
    .select({
      v: vouchers,
      venueName: sql<string | null>`${organisations.name}`,
      customerInstagram: customer.instagramId,
    })
    .from(vouchers)
    .innerJoin(customer, eq(customer.id, vouchers.customerId))
    .leftJoin(organisations, eq(organisations.userId, vouchers.venueId))
    .where(
      and(
        owner,
        'customerId' in by && by.venueId ? eq(vouchers.venueId, by.venueId) : undefined,
        onlyUnused ? eq(vouchers.isUsed, false) : undefined,
      ),
    )
    .orderBy(desc(vouchers.createdAt))
    .limit(LIST_LIMIT);
}
