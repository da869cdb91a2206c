/** The platform's own books (docs/finance.md): tax invoices and credit notes, their numbering, payees' tax details. */
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  type AnyPgColumn,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cents, id, ts } from './columns';
import { users } from './users';
import { journalEntries } from './ledger';

/**
 * Gapless document numbers: one row per series, its last number taken with an update in the issuing transaction,
 * so a rolled-back issue gives its number back and two issues never share one (a sequence would leave gaps).
 */
export const documentCounters = pgTable('document_counters', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * Tax invoices for the platform's fees and the credit notes that correct them. Immutable once written: what the
 * document said (seller, buyer, lines) is kept in `details` as issued.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: id(),
    /** From the 'tax_documents' series, shared by invoices and credit notes. */
    number: integer('number').notNull().unique(),
    /** 'invoice' or 'credit_note'. */
    kind: text('kind').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    /** The fees it covers: the owner's platform:revenue lines with seq in (fromSeq, throughSeq]. Invoices only. */
    fromSeq: bigint('from_seq', { mode: 'number' }),
    throughSeq: bigint('through_seq', { mode: 'number' }),
    periodStart: ts('period_start').notNull(),
    periodEnd: ts('period_end').notNull(),
    /** The fee it charges (an invoice) or gives back (a credit note), GST included. */
    feeCents: cents('fee_cents').notNull(),
    gstCents: cents('gst_cents').notNull(),
    /** A credit note's invoice. */
    creditNoteOf: uuid('credit_note_of').references((): AnyPgColumn => taxDocuments.id),
    reason: text('reason'),
    /** A credit note's refund of the fee to the owner's credit. */
    entryId: uuid('entry_id').references(() => journalEntries.id),
    details: jsonb('details').notNull(),
    issuedAt: ts('issued_at').notNull(),
    issuedBy: uuid('issued_by').references(() => users.id),
  },
  (t) => [
    check('tax_documents_kind_check', sql`${t.kind} in ('invoice', 'credit_note')`),
    check(
      'tax_documents_credit_note_check',
      sql`(${t.kind} = 'credit_note') = (${t.creditNoteOf} is not null)`,
    ),
    index('tax_documents_owner_idx').on(t.ownerId, t.issuedAt),
    index('tax_documents_issued_idx').on(t.issuedAt),
    // Two invoices never cover the same fees.
    uniqueIndex('tax_documents_owner_through_idx')
      .on(t.ownerId, t.throughSeq)
      .where(sql`${t.kind} = 'invoice'`),
  ],
);

/**
 * A payee's tax details, append-only: an ABN, or the "Statement by a supplier" (hobby) in the wording of
 * `wordingVersion`. The latest row counts; earlier ones are kept as they were given.
 */
export const taxDeclarations = pgTable(
  'tax_declarations',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'abn' or 'statement'. */
    kind: text('kind').notNull(),
    abn: text('abn'),
    /** The legal name and postal address the sharing-economy report names. */
    legalName: text('legal_name').notNull(),
    address: text('address').notNull(),
    wordingVersion: text('wording_version'),
    wording: text('wording'),
    madeAt: ts('made_at').notNull(),
  },
  (t) => [
    check('tax_declarations_kind_check', sql`${t.kind} in ('abn', 'statement')`),
    check(
      'tax_declarations_shape_check',
      sql`(${t.kind} = 'abn' and ${t.abn} is not null) or (${t.kind} = 'statement' and ${t.wordingVersion} is not null and ${t.wording} is not null)`,
    ),
    index('tax_declarations_user_idx').on(t.userId, t.madeAt),
  ],
);
