import { index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, ts } from './columns';
import { activities, campaigns } from './campaigns';
import { users } from './users';

/**
 * A rejected creator's appeal: one per activity (the unique key makes "once" hold under races),
 * status 1 open, 2 upheld (the rejection stands), 3 overturned (paid as an approval).
 */
export const appeals = pgTable(
  'appeals',
  {
    id: id(),
    activityId: uuid('activity_id')
      .notNull()
      .unique()
      .references(() => activities.id),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    note: text('note').notNull(),
    /** The owner's rejection, kept here: overturning replaces the activity's decision time. */
    rejectedAt: ts('rejected_at').notNull(),
    status: smallint('status').notNull().default(1),
    decidedAt: ts('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    // The operator's queue (oldest first) and settlement's "campaign has open appeals" check.
    index('appeals_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 1`),
    index('appeals_open_campaign_idx')
      .on(t.campaignId)
      .where(sql`${t.status} = 1`),
  ],
);
