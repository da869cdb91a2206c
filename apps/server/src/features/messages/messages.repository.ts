/** Owner messages (event 1 verified, 2 new submission, 3 top-up received, 4 rejected or ended). */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { PushKind } from '@spruik/shared';
import type { DbOrTx, Tx } from '../../db/client';
import { chunks } from '../../db/chunks';
import { messages } from '../../db/schema';

export type MessageRow = typeof messages.$inferSelect;

export async function insertMessage(
  tx: Tx,
  v: {
    userId: string;
    title: string;
    event: number;
    kind: PushKind;
    campaignId?: string | null;
    createdAt: Date;
  },
): Promise<MessageRow> {
  const [row] = await tx.insert(messages).values(v).returning();
  return row;
}

/** Several messages in a statement per BATCH_ROWS (settlement's creators), in order. */
export async function insertMessages(
  tx: Tx,
  vs: Array<Parameters<typeof insertMessage>[1]>,
): Promise<MessageRow[]> {
  const out: MessageRow[] = [];
  for (const slice of chunks(vs)) out.push(...(await tx.insert(messages).values(slice).returning()));
  return out;
}

export async function listMessages(
  db: DbOrTx,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: MessageRow[]; total: number }> {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.userId, userId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ n }] = await db.select({ n: count() }).from(messages).where(eq(messages.userId, userId));
  return { rows, total: n };
}

export async function markSeen(db: DbOrTx, userId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(messages)
    .set({ isSeen: true })
    .where(and(eq(messages.userId, userId), inArray(messages.id, ids), eq(messages.isSeen, false)));
}
