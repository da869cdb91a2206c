import type { CampaignPageQuery, OwnerMessage, PushKind } from '@spruik/shared';
import type { Tx } from '../../db/client';
import type { Deps } from '../../deps';
import { queueMessagePush } from '../push';
import * as repo from './messages.repository';

export const presentMessage = (m: repo.MessageRow): OwnerMessage => ({
  _id: m.id,
  id: m.id,
  title: m.title,
  event: m.event,
  campaignId: m.campaignId,
  createdAt: m.createdAt.toISOString(),
  isSeen: m.isSeen,
});

/**
 * Writes a message inside the caller's transaction; send it with pushMessages once that commits. Its push kind
 * (packages/shared/src/push.ts) says which preference switches its push off and whether quiet hours hold it.
 */
export function writeMessage(
  tx: Tx,
  deps: Deps,
  v: { userId: string; title: string; event: number; kind: PushKind; campaignId?: string | null },
) {
  return repo.insertMessage(tx, { ...v, createdAt: deps.clock.now() });
}

/**
 * New messages reach the signed-in owner at once over the realtime channel (docs/spec.md, Messages), and their
 * devices through a push job when push is on (docs/push.md).
 */
export function pushMessages(deps: Deps, rows: Array<repo.MessageRow | null | undefined>) {
  for (const m of rows) {
    if (!m) continue;
    deps.realtime.emitToUser(m.userId, 'message', presentMessage(m));
    queueMessagePush(deps, m);
  }
}

/** GET /api/messages: newest first, as they were before this call, then marked seen. */
export async function listAndMarkSeen(deps: Deps, userId: string, page: CampaignPageQuery) {
  const { rows, total } = await repo.listMessages(deps.db, userId, {
    limit: page.limit,
    offset: (page.page - 1) * page.limit,
  });
  await repo.markSeen(
    deps.db,
    userId,
    rows.filter((m) => !m.isSeen).map((m) => m.id),
  );
  return { messages: rows.map(presentMessage), total };
}
