import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, ts } from './columns';
import { users } from './users';

/**
 * A browser's Web Push subscription (docs/push.md): one row per device, keyed by its endpoint. A device signed in
 * as someone else moves to them. The auth secret is encrypted at rest like the platforms' tokens.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key (base64url), as the subscription gives it. */
    p256dh: text('p256dh').notNull(),
    /** The 16-byte auth secret, sealed (lib/crypto.ts seal). */
    authSecret: text('auth_secret').notNull(),
    createdAt: createdAt(),
    /** The push service's last 2xx. */
    lastSentAt: ts('last_sent_at'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** What a person wants pushed; no row: every kind, quiet hours on. */
export const pushPreferences = pgTable('push_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Push kinds switched off (packages/shared/src/push.ts). */
  kindsOff: text('kinds_off')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** 22:00-08:00 Melbourne holds every kind but money until 08:00. */
  quietHours: boolean('quiet_hours').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
