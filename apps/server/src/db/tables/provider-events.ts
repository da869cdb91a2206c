/** Provider webhook events already applied: recording one in the transaction that applies it makes a replay a no-op. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { providerEvents } from '../schema';

/** Answers false when the event was recorded before (a replay). */
export async function recordProviderEvent(
  db: DbOrTx,
  v: { id: string; provider: string; type: string },
): Promise<boolean> {
  const rows = await db
    .insert(providerEvents)
    .values(v)
    .onConflictDoNothing({ target: providerEvents.id })
    .returning();
  return rows.length > 0;
}

export async function findProviderEvent(db: DbOrTx, id: string) {
  const [row] = await db.select().from(providerEvents).where(eq(providerEvents.id, id)).limit(1);
  return row ?? null;
}
