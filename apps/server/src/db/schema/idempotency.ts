import { index, json, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Idempotency-Key records of the money routes (plugins/idempotency): one row per user, route and key, written
 * in the same transaction as the money it guards, holding the first answer to replay. The primary key is the
 * lock: a concurrent twin's insert waits for the first to commit, then finds its row. No foreign key to users:
 * it would take a key-share lock on the user's row at the start of every money transaction for nothing.
 * Rows older than a day are purged by a scheduled job.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull(),
    /** The route pattern, e.g. 'POST /api/campaigns/:id/:participantId'. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** sha256 of the method, URL and canonical JSON body: a different request under the same key is a 409. */
    requestHash: text('request_hash').notNull(),
    /** The first answer; empty only inside the transaction that is producing it. */
    statusCode: smallint('status_code'),
    /** json, not jsonb: the text is kept as sent, so a replay has the first answer's key order too. */
    response: json('response'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.route, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
