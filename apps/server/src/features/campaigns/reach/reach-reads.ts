/**
 * Post re-reads (docs/connected-accounts.md, "Reach and clicks"): a verified post is read again through the
 * creator's connected account 24 hours and 7 days after its verification, for the owner's analytics. A post gone
 * (deleted, or no longer public) within those 7 days is flagged to the owner and on the operator's trust flags.
 */
import { MESSAGE_EVENT, type Platform } from '@spruik/shared';
import type { Deps } from '../../../deps';
import { withTransaction } from '../../../db/transaction';
import { pushMessages, writeMessage } from '../../messages';
import { PlatformRateLimited, PlatformTokenInvalid, withConnection, type PostMetrics } from '../../creators';
import {
  findReadTarget,
  markPostRemoved,
  unreadDue,
  upsertRead,
  type ReadWindow,
} from './post-reads.repository';

export const READ_REACH_JOB = 'campaigns.readReach';

const HOUR = 3600;
/** Seconds after verification each read is due. */
export const READ_WINDOWS: Record<ReadWindow, number> = { '24h': 24 * HOUR, '7d': 7 * 24 * HOUR };
/** A rate-limited read tries again this many times at most, never sooner than a minute. */
const MAX_RATE_LIMITED_RETRIES = 10;
const MIN_RETRY_SECONDS = 60;
/** The sweep leaves a due read this long to its own job before queuing it again. */
const SWEEP_GRACE_SECONDS = 15 * 60;
/** Older verifications are not chased: a read weeks late says nothing about the first week. */
const SWEEP_HORIZON_SECONDS = READ_WINDOWS['7d'] + 2 * 24 * HOUR;
const SWEEP_BATCH = 500;

type ReadJob = { activityId: string; window: ReadWindow; retry?: number };

const isWindow = (w: unknown): w is ReadWindow => w === '24h' || w === '7d';
const keyOf = (activityId: string, window: ReadWindow) => `${activityId}:${window}`;

/**
 * Queues the 24-hour and 7-day reads of a post just verified (the proof checks call it). Counted from now;
 * singleton keys make a second call (a proof checked twice) harmless.
 */
export async function scheduleReachReads(deps: Deps, activityId: string) {
  for (const window of Object.keys(READ_WINDOWS) as ReadWindow[]) {
    await deps.queue.send(READ_REACH_JOB, { activityId, window } satisfies ReadJob, {
      startAfterSeconds: READ_WINDOWS[window],
      singletonKey: keyOf(activityId, window),
    });
  }
}

type Outcome = { kind: 'read'; metrics: PostMetrics } | { kind: 'removed' };

/** The `campaigns.readReach` worker: one window's read of one verified post. */
export async function readReach(deps: Deps, data: Record<string, unknown>) {
  const { activityId, window } = data;
  const retry = typeof data.retry === 'number' ? data.retry : 0;
  if (typeof activityId !== 'string' || !isWindow(window)) return;
  const target = await findReadTarget(deps.db, activityId);
  // Not verified (any more), or already found removed: nothing to read.
  if (!target || target.proofState !== 'verified' || !target.proofPlatform || target.postRemovedAt) return;
  const platform = target.proofPlatform as Platform;

  let outcome: Outcome | null;
  try {
    outcome = await withConnection(
      deps,
      target.userId,
      platform,
      async ({ client, accessToken, account }) => {
        const post = await client.findPost(accessToken, account, target.link ?? '');
        if (!post || !post.isPublic) return { kind: 'removed' } as const;
        return { kind: 'read', metrics: await client.readMetrics(accessToken, post) } as const;
      },
    );
  } catch (err) {
    if (err instanceof PlatformRateLimited) {
      if (retry >= MAX_RATE_LIMITED_RETRIES) return;
      // A key of its own: the running job may still hold the window's key in a queue that counts active jobs.
      await deps.queue.send(READ_REACH_JOB, { activityId, window, retry: retry + 1 } satisfies ReadJob, {
        startAfterSeconds: Math.max(MIN_RETRY_SECONDS, err.retryAfterSeconds),
        singletonKey: `${keyOf(activityId, window)}:retry${retry + 1}`,
      });
      return;
    }
    // The connection failed and could not be refreshed (the creator is asked to reconnect): read as skipped.
    if (err instanceof PlatformTokenInvalid) outcome = null;
    // Anything else (PlatformUnavailable): the queue retries with backoff.
    else throw err;
  }

  const now = deps.clock.now();
  if (outcome?.kind === 'removed') {
    await postRemoved(deps, target, now);
    return;
  }
  // Not connected (or disconnected since): a read with no figures, so the sweep does not chase it again.
  await upsertRead(deps.db, activityId, window, outcome?.metrics ?? null, now);
}

/** The owner is told once; the trust flag is the activity's postRemovedAt (operator's "Posts removed"). */
async function postRemoved(
  deps: Deps,
  target: NonNullable<Awaited<ReturnType<typeof findReadTarget>>>,
  now: Date,
) {
  const message = await withTransaction(deps.db, async (tx) => {
    if (!(await markPostRemoved(tx, target.id, now))) return null;
    return writeMessage(tx, deps, {
      userId: target.ownerId,
      title: `${target.creatorName}'s post for ${target.campaignTitle} was deleted or made private`,
      event: MESSAGE_EVENT.rejectedOrEnded,
      kind: 'campaign',
      campaignId: target.campaignId,
    });
  });
  pushMessages(deps, [message]);
}

/**
 * The scheduled sweep: verified posts whose read is due (with some grace) and not stored are queued now, so a
 * lost or never-sent job (a verification that did not call scheduleReachReads) still gets its reads.
 */
export async function sweepReachReads(deps: Deps) {
  const now = deps.clock.now().getTime();
  const since = new Date(now - SWEEP_HORIZON_SECONDS * 1000);
  let queued = 0;
  for (const window of Object.keys(READ_WINDOWS) as ReadWindow[]) {
    const dueBefore = new Date(now - (READ_WINDOWS[window] + SWEEP_GRACE_SECONDS) * 1000);
    for (const { id } of await unreadDue(deps.db, window, dueBefore, since, SWEEP_BATCH)) {
      await deps.queue.send(READ_REACH_JOB, { activityId: id, window } satisfies ReadJob, {
        singletonKey: keyOf(id, window),
      });
      queued++;
    }
  }
  return queued;
}
