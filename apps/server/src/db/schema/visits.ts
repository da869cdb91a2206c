import { bigint, check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, ts } from './columns';
import { users } from './users';
import { payments } from './money';

/**
 * A customer at a venue at a time, with how it was proven (docs/visits.md): a payment at the counter, a voucher
 * redemption (a payment that redeemed one), or a check-in the staff confirmed. One visit per customer and venue per
 * 3 hours: a proof within 3 hours of the last visit belongs to it and records no row. Written under the
 * transaction-scoped advisory lock of the customer and venue pair (features/visits/visits.repository.ts).
 */
export const visits = pgTable(
  'visits',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => users.id),
    /** payment | voucher | check_in */
    proof: text('proof').notNull(),
    /** The payment that proved it (payment and voucher). */
    paymentId: uuid('payment_id').references(() => payments.id),
    createdAt: createdAt(),
  },
  (t) => [
    // A customer's visits at a venue in time order: the 3-hour rule, the visit gate and the Return figures.
    index('visits_venue_customer_idx').on(t.venueId, t.customerId, t.createdAt),
    // The venue's check-ins list (newest first, keyset) and the venue home's month card.
    index('visits_venue_created_idx').on(t.venueId, t.createdAt, t.id),
    check('visits_proof', sql`${t.proof} in ('payment', 'voucher', 'check_in')`),
  ],
);

/**
 * The check-in codes shown to customers: derived from the customer, the venue and a 30-second slot with
 * CHECK_IN_KEY, stored when shown so the staff's typed code finds its customer. Accepted once (used_at).
 */
export const checkInCodes = pgTable(
  'check_in_codes',
  {
    venueId: uuid('venue_id')
      .notNull()
      .references(() => users.id),
    /** The 30-second slot: floor(epoch seconds / 30). */
    slot: bigint('slot', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.venueId, t.slot, t.code] }),
    // Another venue's code is named as such; old codes are swept by age.
    index('check_in_codes_code_idx').on(t.code, t.slot),
    index('check_in_codes_created_idx').on(t.createdAt),
  ],
);

/** Wrong codes a venue typed: counted toward its guessing limit over a sliding window. */
export const checkInMisses = pgTable(
  'check_in_misses',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('check_in_misses_venue_idx').on(t.venueId, t.createdAt)],
);
