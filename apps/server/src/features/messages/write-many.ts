import type { PushKind } from '@spruik/shared';
import type { Tx } from '../../db/client';
import type { Deps } from '../../deps';
import * as repo from './messages.repository';

/**
 * writeMessage for many at once (settlement and the 72-hour rule approve a campaign's creators in a fixed number
 * of statements; their messages keep it so). The same rows writeMessage writes; push them with pushMessages.
 */
export function writeMessages(
  tx: Tx,
  deps: Deps,
  vs: Array<{ userId: string; title: string; event: number; kind: PushKind; campaignId?: string | null }>,
) {
  if (vs.length === 0) return Promise.resolve([]);
  const createdAt = deps.clock.now();
  return repo.insertMessages(
    tx,
    vs.map((v) => ({ ...v, createdAt })),
  );
}
