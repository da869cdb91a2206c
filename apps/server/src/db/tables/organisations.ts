/** The organisations table (a venue's or a business's details): what several features read and change. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { organisations } from '../schema';

export type OrganisationRow = typeof organisations.$inferSelect;
export type OrganisationChanges = Partial<Omit<typeof organisations.$inferInsert, 'userId'>>;

export async function findOrganisation(db: DbOrTx, userId: string): Promise<OrganisationRow | null> {
  const [row] = await db.select().from(organisations).where(eq(organisations.userId, userId)).limit(1);
  return row ?? null;
}

export const updateOrganisation = (db: DbOrTx, userId: string, changes: OrganisationChanges) =>
  db.update(organisations).set(changes).where(eq(organisations.userId, userId));
