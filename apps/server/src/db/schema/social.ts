import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { activities, campaigns } from './campaigns';
import { users } from './users';

/**
 * A creator's account connected through the platform's own sign-in (docs/connected-accounts.md). One per user and
 * platform; a platform account connects to one Spruik user only. Tokens are sealed (AES-256-GCM, SOCIAL_TOKEN_KEY).
 */
export const socialConnections = pgTable(
  'social_connections',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    platform: text('platform').notNull(),
    /** The platform's id of the account (Instagram user id, TikTok open_id, YouTube channel id). */
    accountId: text('account_id').notNull(),
    handle: text('handle').notNull(),
    /** Instagram: BUSINESS, MEDIA_CREATOR or PERSONAL; TikTok and YouTube: their one kind. */
    accountType: text('account_type').notNull(),
    followers: integer('followers').notNull(),
    followersReadAt: ts('followers_read_at').notNull(),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token'),
    accessExpiresAt: ts('access_expires_at'),
    refreshExpiresAt: ts('refresh_expires_at'),
    /** connected, or reconnect (the token failed and could not be refreshed: the creator must connect again). */
    status: text('status').notNull().default('connected'),
    /** Connected through the TEST MODE page rather than the platform. */
    sandbox: boolean('sandbox').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.platform] }),
    uniqueIndex('social_connections_account_key').on(t.platform, t.accountId),
    // The daily follower re-read and the token refresh walk connections by age.
    index('social_connections_read_idx').on(t.followersReadAt),
  ],
);

/** OAuth `state`: single use (deleted when used), bound to the user, valid 10 minutes. Stored as a keyed hash. */
export const socialStates = pgTable('social_states', {
  hash: text('hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  platform: text('platform').notNull(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: createdAt(),
});

/** TEST MODE: posts of sandbox accounts, which the sandbox platform answers proof checks and reach reads from. */
export const sandboxPosts = pgTable(
  'sandbox_posts',
  {
    id: text('id').primaryKey(),
    platform: text('platform').notNull(),
    accountId: text('account_id').notNull(),
    permalink: text('permalink').notNull(),
    caption: text('caption').notNull(),
    publishedAt: ts('published_at').notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    deletedAt: ts('deleted_at'),
    views: integer('views').notNull().default(0),
    reach: integer('reach').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    saved: integer('saved').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_posts_account_idx').on(t.platform, t.accountId)],
);

/** A verified post read again after 24 hours and after 7 days (window '24h' or '7d'). */
export const postReads = pgTable(
  'post_reads',
  {
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id),
    window: text('window').notNull(),
    views: integer('views'),
    reach: integer('reach'),
    likes: integer('likes'),
    comments: integer('comments'),
    shares: integer('shares'),
    saved: integer('saved'),
    readAt: ts('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.window] })],
);

/** A type 1 participant's short link on Spruik's domain (/l/<code>), redirecting to the owner's link. */
export const clickLinks = pgTable(
  'click_links',
  {
    code: text('code').primaryKey(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('click_links_activity_key').on(t.activityId),
    index('click_links_campaign_idx').on(t.campaignId),
  ],
);

/** Unique clicks: one per visitor (a keyed hash of address and browser) per link per hour. */
export const linkClicks = pgTable(
  'link_clicks',
  {
    code: text('code')
      .notNull()
      .references(() => clickLinks.code),
    visitor: text('visitor').notNull(),
    hour: ts('hour').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.code, t.visitor, t.hour] })],
);

/** Meta's data-deletion requests: the confirmation code and its status page (/api/social/instagram/deletion/<code>). */
export const socialDeletions = pgTable('social_deletions', {
  code: text('code').primaryKey(),
  platform: text('platform').notNull(),
  accountId: text('account_id').notNull(),
  status: text('status').notNull(),
  createdAt: createdAt(),
  completedAt: ts('completed_at'),
});
