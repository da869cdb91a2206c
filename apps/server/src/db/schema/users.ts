import {
  boolean,
  doublePrecision,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
  index,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { OperatorRole } from '@spruik/shared';
import { cents, createdAt, id, ts } from './columns';

/** Every account: role 1 venue, 2 business, 3 customer, 4 admin. Balances live in ledger_accounts, not here. */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: smallint('role').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    instagramId: text('instagram_id'),
    tiktokId: text('tiktok_id'),
    youtubeId: text('youtube_id'),
    country: text('country').notNull().default('Australia'),
    city: text('city').notNull().default('Melbourne'),
    level: smallint('level').notNull().default(1),
    energy: integer('energy').notNull().default(100),
    legendCode: text('legend_code'),
    referredBy: uuid('referred_by'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Set when an account that was live is switched off (a refund or chargeback, or an operator): why, and when.
     * Null for a venue sign-up that was never activated ("awaiting activation"); cleared on reactivation.
     */
    suspendedReason: text('suspended_reason'),
    suspendedAt: ts('suspended_at'),
    membership: smallint('membership'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    instagramFollowers: integer('instagram_followers'),
    tiktokFollowers: integer('tiktok_followers'),
    youtubeFollowers: integer('youtube_followers'),
    /** The operator declined the customer's social accounts; cleared when a handle changes or is verified. */
    socialDeclinedReason: text('social_declined_reason'),
    /** An operator's (role 4) role in the console: 'owner', 'support' or 'finance' (null for every other role). */
    operatorRole: text('operator_role').$type<OperatorRole>(),
    /** Bumped on password change: tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    profileEditedAt: ts('profile_edited_at'),
    lastQuizAt: ts('last_quiz_at'),
    /** The client address the account signed up from (trust: the self-dealing flags compare it). */
    signupIp: text('signup_ip'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_legend_code_key').on(t.legendCode),
    // The operator's account list: newest first by keyset, all roles or one.
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
    // The operator's shared-phone flag groups by the number's digits (as the self-dealing guard compares).
    index('users_phone_digits_idx').on(sql`regexp_replace(${t.phone}, '[^0-9]', '', 'g')`),
    // The self-dealing guard and the shared sign-up address flag look accounts up by that address.
    index('users_signup_ip_idx').on(t.signupIp),
    // The few switched-off accounts, read once per offers request (campaigns of a suspended owner are paused).
    index('users_inactive_idx')
      .on(t.id)
      .where(sql`not ${t.isActive}`),
    // The map's pins: the active venues with coordinates in a latitude band, so an area reads the venues near it
    // rather than every venue (the predicate is the pins query's, features/venues/venues.repository.ts).
    index('users_mapped_venue_lat_idx')
      .on(t.latitude, t.longitude)
      .where(sql`${t.role} = 1 and ${t.isActive} and (${t.latitude} + ${t.longitude}) is not null`),
  ],
);

/** Business (role 2) and venue (role 1) details; one row per such user. */
export const organisations = pgTable('organisations', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  abn: text('abn').notNull(),
  name: text('name').notNull(),
  logo: text('logo'),
  address: text('address'),
  websiteLink: text('website_link'),
  /** Venue statistic (docs/spec.md, Pay at venue): wallet money paid at the venue. Not a balance. */
  totalIncomeCents: cents('total_income_cents').notNull().default(0),
});

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountName: text('account_name').notNull(),
    bsb: text('bsb').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: createdAt(),
    /** Last change of the details: a withdrawal requested within 7 days of it is flagged to the operator. */
    changedAt: ts('changed_at').notNull().defaultNow(),
  },
  // The operator's shared-bank flag and the self-dealing guard look accounts up by BSB and number.
  (t) => [index('bank_accounts_number_idx').on(t.bsb, t.accountNumber)],
);

/**
 * The devices an account signed up or signed in from: a hash of the random id the web app keeps in localStorage
 * (header X-Device-Id), never the id itself. The self-dealing guard and the shared-device flag compare them.
 */
export const userDevices = pgTable(
  'user_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    /** The account was created on this device (a sock made on the owner's phone is refused, not just flagged). */
    signedUp: boolean('signed_up').notNull().default(false),
    firstSeenAt: ts('first_seen_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] }), index('user_devices_hash_idx').on(t.deviceHash)],
);
