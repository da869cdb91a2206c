import { bigint, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Shared column builders: ids are uuids, money is integer cents (bigint read as a JS number), times are timestamptz. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const cents = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const ts = (name: string) => timestamp(name, { withTimezone: true });
