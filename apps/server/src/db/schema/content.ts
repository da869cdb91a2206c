import { boolean, index, integer, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { cents, createdAt, id, ts } from './columns';
import { users } from './users';
import { sql } from 'drizzle-orm';

export const menuCategories = pgTable(
  'menu_categories',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('menu_categories_venue_idx').on(t.venueId)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: id(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => menuCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: cents('price_cents').notNull(),
    ingredients: text('ingredients'),
    image: text('image'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('menu_items_category_idx').on(t.categoryId)],
);

/** Messages to owners: event 1 verified, 2 new submission, 3 top-up received, 4 rejected or ended. */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    event: smallint('event').notNull(),
    campaignId: uuid('campaign_id'),
    isSeen: boolean('is_seen').notNull().default(false),
    /** The push kind (packages/shared/src/push.ts): what the preferences switch, and whether quiet hours hold it. */
    kind: text('kind'),
    /** Handled by the push job (sent, switched off, or no device); null while a push may still go. */
    pushedAt: ts('pushed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_user_idx').on(t.userId, t.isSeen),
    // The push job's grouping reads a campaign's unpushed submissions.
    index('messages_unpushed_idx')
      .on(t.userId, t.kind, t.campaignId)
      .where(sql`${t.pushedAt} is null`),
  ],
);

export const announcements = pgTable('announcements', {
  id: id(),
  imageUrl: text('image_url').notNull(),
  link: text('link'),
  position: integer('position').notNull().default(0),
  /** The roles whose homes show the banner (1 venue, 2 business, 3 customer). */
  roles: smallint('roles')
    .array()
    .notNull()
    .default(sql`'{1,2,3}'::smallint[]`),
  createdAt: createdAt(),
});

export const questions = pgTable('questions', {
  id: id(),
  title: text('title').notNull(),
  createdAt: createdAt(),
});

export const answers = pgTable(
  'answers',
  {
    id: id(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    isCorrect: boolean('is_correct').notNull().default(false),
    /** The order the operator entered them in (customers get them shuffled). */
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('answers_question_idx').on(t.questionId)],
);

/** One recorded answer of a served quiz, keyed by question id (graded when it was given). */
export type QuizAnswerRecord = { answerId: string; isCorrect: boolean; answeredAt: string };

/** The quiz the server served, so a finish call can be checked against it. */
export const quizzes = pgTable(
  'quizzes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    questionIds: jsonb('question_ids').$type<string[]>().notNull(),
    answers: jsonb('answers').$type<Record<string, QuizAnswerRecord>>().notNull().default({}),
    correct: integer('correct'),
    energyGained: integer('energy_gained'),
    finishedAt: ts('finished_at'),
    createdAt: createdAt(),
  },
  (t) => [index('quizzes_user_idx').on(t.userId, t.createdAt)],
);

/** Operator actions: who, what, when, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    // The console's filters, each a prefix before the keyset order: by actor (null = System), by
    // action, by target. A date range alone walks audit_log_created_idx.
    index('audit_log_actor_idx').on(t.actorId, t.createdAt, t.id),
    index('audit_log_action_idx').on(t.action, t.createdAt, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt, t.id),
  ],
);

/** A lease so a scheduled job runs in one process at a time when several share the database. */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: ts('expires_at').notNull(),
});
