import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ProofCheck } from '@spruik/shared';
import { cents, createdAt, id, ts } from './columns';
import { users } from './users';

/** Campaign types 1-7 (docs/spec.md, Campaigns). Escrow for types 1-6 is ledger account "escrow:<id>". */
export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    type: smallint('type').notNull(),
    title: text('title').notNull(),
    link: text('link'),
    platform: text('platform'),
    conditions: text('conditions').notNull().default(''),
    participantsCount: integer('participants_count').notNull(),
    participantsShareCents: cents('participants_share_cents').notNull().default(0),
    endDate: ts('end_date').notNull(),
    item: text('item'),
    discount: integer('discount'),
    isActive: boolean('is_active').notNull().default(true),
    isVerified: boolean('is_verified').notNull().default(false),
    verifiedAt: ts('verified_at'),
    rejectedReason: text('rejected_reason'),
    settledAt: ts('settled_at'),
    /** When the owner was told it ends soon with submissions still to decide (docs/push.md); once per campaign. */
    endingNoticeAt: ts('ending_notice_at'),
    viewsCount: integer('views_count').notNull().default(0),
    /** Approve a participant at once when the platform confirms the post (docs/connected-accounts.md). */
    autoApprove: boolean('auto_approve').notNull().default(true),
    /**
     * Credit and voucher campaigns (types 6 and 7): proof is accepted only after a visit at the venue
     * (docs/visits.md "Campaigns that need a visit"). Campaigns made before it existed keep false.
     */
    requiresVisit: boolean('requires_visit').notNull().default(false),
    createdAt: createdAt(),
    /**
     * Places taken: the activities holding a place, kept by campaigns.repository `changePlacesTaken` under the
     * campaign's row lock, so accept and the offers list compare two columns instead of counting activities.
     */
    placesTaken: integer('places_taken').notNull().default(0),
    /**
     * The platform's service fee on this campaign, in hundredths of a percent (PLATFORM_FEE_PERCENT when it was
     * created; 0 for vouchers and for campaigns made before the fee): docs/finance.md.
     */
    feeBasisPoints: integer('fee_basis_points').notNull().default(0),
  },
  (t) => [
    index('campaigns_owner_idx').on(t.ownerId),
    index('campaigns_live_idx').on(t.isActive, t.endDate),
    // The operator's lists by keyset: every campaign newest first, and the verification queue oldest first.
    index('campaigns_created_idx').on(t.createdAt, t.id),
    index('campaigns_pending_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.isVerified} = false and ${t.settledAt} is null`),
    // Customers' offers, newest first: the open campaigns with a free place (index-only with end date, platform).
    index('campaigns_offers_idx')
      .on(t.createdAt, t.id, t.endDate, t.platform)
      .where(
        sql`${t.isVerified} = true and ${t.isActive} = true and ${t.settledAt} is null and ${t.placesTaken} < ${t.participantsCount}`,
      ),
  ],
);

export const campaignViews = pgTable(
  'campaign_views',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.userId] })],
);

/** A customer's participation (docs/spec.md, Participation: an "activity" or "participant"): status 1 to do, 4 submitted, 2 approved, 3 rejected, 5 expired. */
export const activities = pgTable(
  'activities',
  {
    id: id(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: smallint('status').notNull().default(1),
    link: text('link'),
    youtubeId: text('youtube_id'),
    disclosed: boolean('disclosed').notNull().default(false),
    followers: integer('followers'),
    payoutCents: cents('payout_cents'),
    submittedAt: ts('submitted_at'),
    decidedAt: ts('decided_at'),
    autoApproved: boolean('auto_approved').notNull().default(false),
    /**
     * What the platform says of the proof (docs/connected-accounts.md "Proof checks"): unchecked, pending, verified
     * or failed (with proofReason, the first failed check), each check stored in proofChecks.
     */
    proofState: text('proof_state').notNull().default('unchecked'),
    proofReason: text('proof_reason'),
    proofChecks: jsonb('proof_checks').$type<ProofCheck[]>(),
    /** The platform's id of the post found, and the platform it is on. */
    proofPostId: text('proof_post_id'),
    proofPlatform: text('proof_platform'),
    proofCheckedAt: ts('proof_checked_at'),
    /** Runs that got no answer (rate limit, outage): the next waits longer. */
    proofAttempts: integer('proof_attempts').notNull().default(0),
    /** A verified post deleted or made private within 7 days. */
    postRemovedAt: ts('post_removed_at'),
    /** An owner's rejection: a code of REJECT_REASONS and, for `other`, the owner's text. */
    rejectReason: text('reject_reason'),
    rejectNote: text('reject_note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('activities_campaign_user_key').on(t.campaignId, t.userId),
    index('activities_user_idx').on(t.userId, t.status),
    // The settlement job's 72-hour auto-approval looks up submissions by status and age.
    index('activities_status_submitted_idx').on(t.status, t.submittedAt),
    // The expiry job: to-dos accepted 72 hours ago or more.
    index('activities_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** Issued by approving a type 7 participant; redeemed once at the venue. */
export const vouchers = pgTable(
  'vouchers',
  {
    id: id(),
    campaignId: uuid('campaign_id').references(() => campaigns.id),
    activityId: uuid('activity_id').unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => users.id),
    discount: integer('discount'),
    prize: text('prize'),
    isUsed: boolean('is_used').notNull().default(false),
    usedAt: ts('used_at'),
    paymentId: uuid('payment_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('vouchers_customer_idx').on(t.customerId),
    index('vouchers_venue_idx').on(t.venueId),
    index('vouchers_campaign_idx').on(t.campaignId),
  ],
);
