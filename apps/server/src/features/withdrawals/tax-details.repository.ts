/** The payees' tax declarations (append-only: each save is a row; the latest counts). */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { taxDeclarations } from '../../db/schema';

export type TaxDeclarationRow = typeof taxDeclarations.$inferSelect;

/** Appends a declaration: earlier ones stay as they were. */
export async function insertDeclaration(db: DbOrTx, row: typeof taxDeclarations.$inferInsert) {
  const [inserted] = await db.insert(taxDeclarations).values(row).returning();
  return inserted;
}

/** The payee's latest declaration (the one that counts), or null. */
export async function latestDeclaration(db: DbOrTx, userId: string): Promise<TaxDeclarationRow | null> {
  const [row] = await db
    .select()
    .from(taxDeclarations)
    .where(eq(taxDeclarations.userId, userId))
    .orderBy(desc(taxDeclarations.madeAt), desc(taxDeclarations.id))
    .limit(1);
  return row ?? null;
}

/** Each payee's latest declaration, by user id (a page of the operator's withdrawals at once). */
export async function latestDeclarations(
  db: DbOrTx,
  userIds: string[],
): Promise<Map<string, TaxDeclarationRow>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([taxDeclarations.userId])
    .from(taxDeclarations)
    .where(inArray(taxDeclarations.userId, ids))
    .orderBy(taxDeclarations.userId, desc(taxDeclarations.madeAt), desc(taxDeclarations.id));
  return new Map(rows.map((r) => [r.userId, r]));
}

/** The payee gave tax details (either kind): a payout may leave. */
export async function hasTaxDetails(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(taxDeclarations)
    .where(eq(taxDeclarations.userId, userId))
    .limit(1);
  return Boolean(row);
}
