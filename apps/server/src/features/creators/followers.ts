/**
 * Follower counts from the platform (docs/connected-accounts.md, "Follower counts"): read again daily and before an
 * accept when older than 24 hours; tokens refreshed within 7 days of expiring. A platform that does not answer
 * never blocks anything: the stored count stands until the next read.
 */
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { socialUrl, type Platform } from '@spruik/shared';
import { socialConnections } from '../../db/schema';
import { updateUser } from '../../db/tables/users';
import { withTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { findConnection, markReconnect, sealTokens, unsealTokens, withConnection } from './connection-access';
import {
  PlatformAccountRefused,
  PlatformTokenInvalid,
  type PlatformAccount,
} from '../../lib/social-platform';

export const READ_FOLLOWERS_JOB = 'creators.readFollowers';
export const REFRESH_TOKEN_JOB = 'creators.refreshToken';
export const CONNECTIONS_SWEEP_JOB = 'creators.connectionsSweep';

const DAY_MS = 86_400_000;
/** The longest an accept waits for the platform before going on with the stored count. */
const ACCEPT_READ_TIMEOUT_MS = 5_000;

type JobData = { userId: string; platform: Platform };
const jobData = (d: Record<string, unknown>): JobData | null =>
  typeof d.userId === 'string' &&
  (d.platform === 'instagram' || d.platform === 'tiktok' || d.platform === 'youtube')
    ? { userId: d.userId, platform: d.platform }
    : null;

async function storeRead(deps: Deps, userId: string, platform: Platform, account: PlatformAccount) {
  const now = deps.clock.now();
  await withTransaction(deps.db, async (tx) => {
    const [changed] = await tx
      .update(socialConnections)
      .set({ handle: account.handle, followers: account.followers, followersReadAt: now, updatedAt: now })
      .where(
        and(
          eq(socialConnections.userId, userId),
          eq(socialConnections.platform, platform),
          eq(socialConnections.accountId, account.id),
        ),
      )
      .returning();
    // Disconnected (or another account connected) meanwhile: the read is not this connection's.
    if (!changed) return;
    await updateUser(tx, userId, {
      [`${platform}Id`]: socialUrl(platform, account.handle),
      [`${platform}Followers`]: account.followers,
    });
  });
}

/**
 * Reads the connected account again and stores its count. Throws PlatformRateLimited or PlatformUnavailable (the
 * queue retries); a token that cannot be refreshed, or an account the platform now refuses, marks the connection
 * "reconnect" and the creator is messaged (connection-access.ts).
 */
export async function readFollowersNow(deps: Deps, userId: string, platform: Platform) {
  try {
    const account = await withConnection(deps, userId, platform, ({ client, accessToken }) =>
      client.readAccount(accessToken),
    );
    if (account) await storeRead(deps, userId, platform, account);
  } catch (err) {
    if (err instanceof PlatformTokenInvalid) return;
    if (err instanceof PlatformAccountRefused) {
      const c = await findConnection(deps.db, userId, platform);
      if (c) await markReconnect(deps, c);
      return;
    }
    throw err;
  }
}

/** Refreshes the connection's tokens; a refusal marks it "reconnect" (the creator is messaged). */
export async function refreshTokenNow(deps: Deps, userId: string, platform: Platform) {
  const c = await findConnection(deps.db, userId, platform);
  if (!c || c.status !== 'connected') return;
  const client = deps.platforms.client(platform, c.sandbox);
  if (!client) return;
  try {
    const tokens = await client.refresh(unsealTokens(deps, c));
    await deps.db
      .update(socialConnections)
      .set({ ...sealTokens(deps, tokens), updatedAt: deps.clock.now() })
      .where(and(eq(socialConnections.userId, userId), eq(socialConnections.platform, platform)));
  } catch (err) {
    if (err instanceof PlatformTokenInvalid) return markReconnect(deps, c);
    throw err;
  }
}

/** The queue's workers for this feature (jobs/workers.ts lists them). */
export const creatorsWorkers: Array<{
  name: string;
  run: (deps: Deps, data: Record<string, unknown>) => Promise<void>;
}> = [
  {
    name: READ_FOLLOWERS_JOB,
    run: async (deps, data) => {
      const d = jobData(data);
      if (d) await readFollowersNow(deps, d.userId, d.platform);
    },
  },
  {
    name: REFRESH_TOKEN_JOB,
    run: async (deps, data) => {
      const d = jobData(data);
      if (d) await refreshTokenNow(deps, d.userId, d.platform);
    },
  },
];

/**
 * The scheduled sweep: queues a follower read for each connection read more than 24 hours ago, and a token
 * refresh for each token expiring within 7 days. One queued job per connection (singletonKey).
 */
export async function sweepConnections(deps: Deps) {
  const now = deps.clock.now().getTime();
  const stale = await deps.db
    .select({ userId: socialConnections.userId, platform: socialConnections.platform })
    .from(socialConnections)
    .where(
      and(
        eq(socialConnections.status, 'connected'),
        lt(socialConnections.followersReadAt, new Date(now - DAY_MS)),
      ),
    );
  for (const c of stale)
    await deps.queue.send(READ_FOLLOWERS_JOB, c, { singletonKey: `${c.userId}:${c.platform}` });
  const expiring = await deps.db
    .select({ userId: socialConnections.userId, platform: socialConnections.platform })
    .from(socialConnections)
    .where(
      and(
        eq(socialConnections.status, 'connected'),
        isNotNull(socialConnections.accessExpiresAt),
        lt(socialConnections.accessExpiresAt, new Date(now + 7 * DAY_MS)),
      ),
    );
  for (const c of expiring)
    await deps.queue.send(REFRESH_TOKEN_JOB, c, { singletonKey: `${c.userId}:${c.platform}` });
  return { reads: stale.length, refreshes: expiring.length };
}

/**
 * Before an accept: the count read again when older than 24 hours. Never blocks the accept: a platform that
 * fails or takes longer than a few seconds leaves the stored count.
 */
export async function freshFollowers(deps: Deps, userId: string, platform: Platform) {
  const c = await findConnection(deps.db, userId, platform);
  if (!c || c.status !== 'connected') return;
  if (deps.clock.now().getTime() - c.followersReadAt.getTime() <= DAY_MS) return;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ACCEPT_READ_TIMEOUT_MS);
    timer.unref();
  });
  await Promise.race([readFollowersNow(deps, userId, platform).catch(() => undefined), timeout]);
  clearTimeout(timer);
}
