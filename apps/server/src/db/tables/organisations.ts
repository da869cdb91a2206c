/** The organisations table (a venue's or a business's details): what several features read and change. */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { preparedPer } from '../prepared';
import { organisations } from '../schema';

export type OrganisationRow = typeof organisations.$inferSelect;
export type OrganisationChanges = Partial<Omit<typeof organisations.$inferInsert, 'userId'>>;

/** Every business and venue screen reads it (names, logos, /users/me), so it is built once. */
const organisationOf = preparedPer((db) =>
  db
    .select()
    .from(organisations)
    .where(eq(organisations.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare(''),
);

export async function findOrganisation(db: DbOrTx, userId: string): Promise<OrganisationRow | null> {
  const [row] = await organisationOf(db).execute({ userId });
  return row ?? null;
}

export const updateOrganisation = (db: DbOrTx, userId: string, changes: OrganisationChanges) =>
  db.update(organisations).set(changes).where(eq(organisations.userId, userId));
