/** Reading what the events wrote: each person's messages with their push kind, and the kinds' roles. */
import { expect } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { PUSH_KINDS, type PushKind } from '@spruik/shared';
import type { Db } from '../../src/db/client';
import { messages, users } from '../../src/db/schema';

export const messagesOf = (db: Db, userId: string) =>
  db
    .select({
      title: messages.title,
      kind: messages.kind,
      event: messages.event,
      campaignId: messages.campaignId,
    })
    .from(messages)
    .where(eq(messages.userId, userId))
    // Messages of one transaction share a time: by title then, so the order never depends on random ids.
    .orderBy(asc(messages.createdAt), asc(messages.title));

/**
 * Every message in the database has a push kind its recipient's role may receive (PUSH_KINDS[kind].roles): a
 * kind outside the role's preferences could never be switched off, or would be dropped.
 */
export async function expectKindsFitRoles(db: Db) {
  const rows = await db
    .select({ kind: messages.kind, role: users.role, title: messages.title })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.userId));
  expect(rows.length).toBeGreaterThan(0);
  const misfits = rows.filter((r) => {
    const kind = PUSH_KINDS[r.kind as PushKind];
    return !kind || !(kind.roles as readonly number[]).includes(r.role);
  });
  expect(misfits).toEqual([]);
}
