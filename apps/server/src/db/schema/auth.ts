import { bigint, integer, pgTable, text, uuid, index } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns';
import { users } from './users';

/** E-mailed sign-up codes, stored hashed, valid 10 minutes, dead after 5 wrong tries. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: id(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_codes_email_idx').on(t.email)],
);

/** Password reset links: single use, 1 hour, only the hash is stored. */
export const passwordResets = pgTable('password_resets', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: createdAt(),
});

/** Every e-mail the product sends; with no SMTP_URL this is the outbox shown at /dev/outbox. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    sentAt: ts('sent_at'),
    error: text('error'),
    createdAt: createdAt(),
  },
  // The operator's outbox list: newest first by keyset.
  (t) => [index('mail_outbox_created_idx').on(t.createdAt, t.id)],
);

/**
 * An operator's second factor (TOTP, RFC 6238). The secret is sealed with AES-256-GCM (lib/crypto.ts `seal`);
 * enabledAt is null while enrolment waits for its first code. lastStep is the time step of the last code
 * accepted: a code of that step or an older one is refused (replay). Recovery codes are stored as HMACs
 * (TOKEN_PEPPER) and removed from the list when used.
 */
export const operatorTwoFactor = pgTable('operator_two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealedSecret: text('sealed_secret').notNull(),
  enabledAt: ts('enabled_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
  recoveryCodeHashes: text('recovery_code_hashes').array().notNull().default([]),
  createdAt: createdAt(),
});
