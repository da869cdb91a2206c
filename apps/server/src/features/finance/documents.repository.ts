/**
 * The queries of receipts, tax invoices and credit notes (docs/finance.md): the owner's fees not invoiced yet, the
 * numbering counter, the documents themselves and their lists. tax_documents rows are inserted, never updated.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { DOCUMENTS_LIST_LIMIT, TAX_DOCUMENT_SERIES, type AdminDocumentsQuery } from '@spruik/shared';
import type { DbOrTx, Tx } from '../../db/client';
import { likePattern } from '../../db/like';
import { organisations, taxDocuments, topUps, users } from '../../db/schema';
import { PLATFORM_REVENUE } from '../../ledger';
import { rowsOf } from '../../db/rows';

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
export type TopUpRow = typeof topUps.$inferSelect;

/** One fee a campaign's payout took into platform:revenue: the line's seq orders it. */
export type FeeLine = { seq: number; cents: number; at: Date; campaignId: string; title: string };

/**
 * The revenue lines of the owner's campaigns' payouts after `afterSeq`, oldest first. Walked from the owner's
 * campaigns that charge a fee (campaigns_owner_idx), their escrow accounts (by key) and the payouts on them, so the
 * cost follows the owner's own activity, not the whole ledger's.
 */
export async function feesAfter(db: DbOrTx, ownerId: string, afterSeq: number): Promise<FeeLine[]> {
  const rows = await rowsOf(
    db,
    sql`select l.seq::bigint as seq, l.amount_cents::bigint as cents, e.created_at as at, c.id as campaign_id, c.title
        from campaigns c
        join ledger_accounts x on x.key = 'escrow:' || c.id::text
        join journal_lines xl on xl.account_id = x.id
        join journal_entries e on e.id = xl.entry_id and e.kind = 'customer_payout'
        join journal_lines l on l.entry_id = e.id
        join ledger_accounts r on r.id = l.account_id and r.key = ${PLATFORM_REVENUE}
        where c.owner_id = ${ownerId} and c.fee_basis_points > 0 and l.seq > ${afterSeq}
        order by l.seq`,
  );
  return rows.map((r) => ({
    seq: Number(r.seq),
    cents: Number(r.cents),
    at: new Date(r.at as string),
    campaignId: r.campaign_id as string,
    title: r.title as string,
  }));
}

/** The owner's latest invoice: the one with the highest through_seq (its fees end where the next one's start). */
export async function latestInvoice(db: DbOrTx, ownerId: string): Promise<TaxDocumentRow | null> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.ownerId, ownerId), eq(taxDocuments.kind, 'invoice')))
    .orderBy(desc(taxDocuments.throughSeq))
    .limit(1);
  return row ?? null;
}

/**
 * Serialises the invoicing of one owner until the transaction ends (a transaction-scoped advisory lock): two issues
 * for one owner never read the same un-invoiced fees. The unique index (owner_id, through_seq) backs it up.
 */
export async function lockOwnerInvoicing(tx: Tx, ownerId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tax_invoice:${ownerId}`}))`);
}

/**
 * The next document number, gapless: the counter row is updated inside the issuing transaction, so concurrent
 * issues wait for each other on it and a rollback gives the number back.
 */
export async function takeDocumentNumber(tx: Tx): Promise<number> {
  const [row] = await rowsOf(
    tx,
    sql`insert into document_counters (series, last_number) values (${TAX_DOCUMENT_SERIES}, 1)
        on conflict (series) do update set last_number = document_counters.last_number + 1
        returning last_number`,
  );
  return Number(row.last_number);
}

export async function insertDocument(tx: Tx, values: typeof taxDocuments.$inferInsert) {
  const [row] = await tx.insert(taxDocuments).values(values).returning();
  return row;
}

export async function findDocument(db: DbOrTx, id: string): Promise<TaxDocumentRow | null> {
  const [row] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, id)).limit(1);
  return row ?? null;
}

/** The invoice's row, locked for the rest of the transaction: one credit note on it at a time. */
export async function lockDocument(tx: Tx, id: string): Promise<TaxDocumentRow | null> {
  const [row] = await tx
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.id, id))
    .limit(1)
    .for('no key update');
  return row ?? null;
}

/** An invoice's credit notes, oldest first. */
export const creditNotesOf = (db: DbOrTx, invoiceId: string) =>
  db.select().from(taxDocuments).where(eq(taxDocuments.creditNoteOf, invoiceId)).orderBy(taxDocuments.number);

export async function findTopUp(db: DbOrTx, id: string): Promise<TopUpRow | null> {
  const [row] = await db.select().from(topUps).where(eq(topUps.id, id)).limit(1);
  return row ?? null;
}

/** What a list row says about a document's owner (the operator's list). */
export type OwnerFacts = { id: string; name: string; email: string };

export type ListedDocument = {
  type: 'receipt' | 'invoice' | 'credit_note';
  id: string;
  number: number | null;
  /** A tax document's title as issued (its details); null for a receipt. */
  title: string | null;
  at: Date;
  cents: number;
  gstCents: number;
  owner: OwnerFacts;
};

const ownerName = sql<string>`coalesce(o.name, u.name)`;

/**
 * Documents newest first, at most the list's limit: paid top-ups (receipts) and tax documents, merged in SQL.
 * `ownerId` narrows to one owner; `q` searches the owner's organisation name, name and e-mail.
 */
export async function listDocuments(
  db: DbOrTx,
  filter: { ownerId?: string; q?: string; kind?: AdminDocumentsQuery['kind'] },
): Promise<ListedDocument[]> {
  const who = sql.join(
    [
      sql`true`,
      ...(filter.ownerId ? [sql`u.id = ${filter.ownerId}`] : []),
      ...(filter.q
        ? [
            sql`(o.name ilike ${likePattern(filter.q)} or u.name ilike ${likePattern(filter.q)} or u.email ilike ${likePattern(filter.q)})`,
          ]
        : []),
    ],
    sql` and `,
  );
  const wantReceipts = !filter.kind || filter.kind === 'receipt';
  const wantTax = !filter.kind || filter.kind !== 'receipt';
  const parts = [];
  if (wantReceipts)
    parts.push(sql`(select 'receipt' as type, t.id, null::int as number, null::text as title, t.paid_at as at, t.amount_cents::bigint as cents,
                 0::bigint as gst, u.id as owner_id, ${ownerName} as owner_name, u.email as owner_email
               from top_ups t join users u on u.id = t.user_id left join organisations o on o.user_id = u.id
               where t.status = 'paid' and ${who}
               order by t.paid_at desc limit ${DOCUMENTS_LIST_LIMIT})`);
  if (wantTax)
    parts.push(sql`(select d.kind as type, d.id, d.number, d.details->>'title' as title, d.issued_at as at, d.fee_cents::bigint as cents,
                 d.gst_cents::bigint as gst, u.id as owner_id, ${ownerName} as owner_name, u.email as owner_email
               from tax_documents d join users u on u.id = d.owner_id left join organisations o on o.user_id = u.id
               where ${who} ${filter.kind && filter.kind !== 'receipt' ? sql`and d.kind = ${filter.kind}` : sql``}
               order by d.issued_at desc, d.number desc limit ${DOCUMENTS_LIST_LIMIT})`);
  const rows = await rowsOf(
    db,
    sql`select * from (${sql.join(parts, sql` union all `)}) docs
        order by at desc, number desc nulls last limit ${DOCUMENTS_LIST_LIMIT}`,
  );
  return rows.map((r) => ({
    type: r.type as ListedDocument['type'],
    id: r.id as string,
    number: r.number === null ? null : Number(r.number),
    title: (r.title as string | null) ?? null,
    at: new Date(r.at as string),
    cents: Number(r.cents),
    gstCents: Number(r.gst),
    owner: { id: r.owner_id as string, name: r.owner_name as string, email: r.owner_email as string },
  }));
}

/** The owner as documents name them: the organisation's name, ABN and address, and the account's role. */
export async function findOwnerParty(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      userName: users.name,
      name: organisations.name,
      abn: organisations.abn,
      address: organisations.address,
    })
    .from(users)
    .leftJoin(organisations, eq(organisations.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * The owners whose fees charged before `cutoff` are not all invoiced yet: the monthly job's work. Each owner's
 * invoices end at its latest through_seq.
 */
export async function ownersWithFeesBefore(db: DbOrTx, cutoff: Date): Promise<string[]> {
  const rows = await rowsOf(
    db,
    sql`select c.owner_id from campaigns c
        join ledger_accounts x on x.key = 'escrow:' || c.id::text
        join journal_lines xl on xl.account_id = x.id
        join journal_entries e on e.id = xl.entry_id and e.kind = 'customer_payout'
        join journal_lines l on l.entry_id = e.id
        join ledger_accounts r on r.id = l.account_id and r.key = ${PLATFORM_REVENUE}
        where c.fee_basis_points > 0 and e.created_at < ${cutoff.toISOString()}::timestamptz
          and l.seq > coalesce((select max(d.through_seq) from tax_documents d
                                where d.owner_id = c.owner_id and d.kind = 'invoice'), 0)
        group by c.owner_id order by c.owner_id`,
  );
  return rows.map((r) => r.owner_id as string);
}

/** The start of the Melbourne month `at` falls in, as an instant. */
export async function melbourneMonthStart(db: DbOrTx, at: Date, timeZone: string): Promise<Date> {
  const [row] = await rowsOf(
    db,
    sql`select date_trunc('month', ${at.toISOString()}::timestamptz at time zone ${timeZone}) at time zone ${timeZone} as start`,
  );
  return new Date(row.start as string);
}
