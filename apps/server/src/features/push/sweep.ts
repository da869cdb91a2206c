import type { Deps } from '../../deps';
import { giveUpPushes, lostPushes } from './push.repository';
import { queueMessagePush } from './push.jobs';

export const PUSH_SWEEP_JOB = 'push-sweep';
/** A message unpushed this long after it was written lost its job (the grouping delay is seconds). */
export const LOST_AFTER_MS = 2 * 60_000;
/** Older than this it is no longer news: marked pushed without a push. */
export const GIVE_UP_AFTER_MS = 24 * 3_600_000;
const BATCH = 500;

/**
 * Every scheduler tick: messages still unpushed between 2 minutes and a day old are queued again (a send lost
 * to a crash or a rolled-back job); a message held by quiet hours already has its job queued under the same key,
 * so its send is dropped. Older ones, and every one while push is off, are given up so the partial index
 * (messages_unpushed_idx) stays small.
 */
export async function sweepUnpushed(deps: Deps) {
  const now = deps.clock.now();
  if (!deps.config.push) {
    await giveUpPushes(deps.db, new Date(now.getTime() - LOST_AFTER_MS), now);
    return;
  }
  await giveUpPushes(deps.db, new Date(now.getTime() - GIVE_UP_AFTER_MS), now);
  const lost = await lostPushes(
    deps.db,
    new Date(now.getTime() - LOST_AFTER_MS),
    new Date(now.getTime() - GIVE_UP_AFTER_MS),
    BATCH,
  );
  for (const m of lost)
    queueMessagePush(deps, { id: m.id, userId: m.user_id, kind: m.kind, campaignId: m.campaign_id }, 0);
}
