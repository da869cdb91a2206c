/**
 * Reaching a creator's connected account (docs/connected-accounts.md): the client for the connection, its token
 * unsealed, refreshed first when it expires within a day, and refreshed once more when the platform calls it
 * invalid. A refresh that fails marks the connection "reconnect" (the creator must connect again).
 */
import { and, eq } from 'drizzle-orm';
import { MESSAGE_EVENT, type Platform } from '@spruik/shared';
import type { DbOrTx } from '../../db/client';
import { socialConnections } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { derivedKey, seal, unseal } from '../../lib/crypto';
import { pushMessages, writeMessage } from '../messages';
import {
  PlatformTokenInvalid,
  type PlatformAccount,
  type PlatformClient,
  type Tokens,
} from '../../lib/social-platform';

export type Connection = typeof socialConnections.$inferSelect;
export type ConnectedAccount = { client: PlatformClient; accessToken: string; account: PlatformAccount };

const DAY_MS = 86_400_000;
export const PLATFORM_NAMES = { instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube' } as const;

/** The key sealing the platforms' tokens at rest (AES-256-GCM), derived from SOCIAL_TOKEN_KEY. */
export const tokenKey = (deps: Deps) => derivedKey(deps.config.social.tokenKey, 'social-tokens');

export const sealTokens = (deps: Deps, t: Tokens) => ({
  accessToken: seal(t.accessToken, tokenKey(deps)),
  refreshToken: t.refreshToken === null ? null : seal(t.refreshToken, tokenKey(deps)),
  accessExpiresAt: t.accessExpiresAt,
  refreshExpiresAt: t.refreshExpiresAt,
});

export const unsealTokens = (deps: Deps, c: Connection): Tokens => ({
  accessToken: unseal(c.accessToken, tokenKey(deps)),
  refreshToken: c.refreshToken === null ? null : unseal(c.refreshToken, tokenKey(deps)),
  accessExpiresAt: c.accessExpiresAt,
  refreshExpiresAt: c.refreshExpiresAt,
});

export async function findConnection(db: DbOrTx, userId: string, platform: Platform) {
  const [row] = await db
    .select()
    .from(socialConnections)
    .where(and(eq(socialConnections.userId, userId), eq(socialConnections.platform, platform)));
  return row ?? null;
}

export const accountOf = (c: Connection): PlatformAccount => ({
  id: c.accountId,
  handle: c.handle,
  accountType: c.accountType as PlatformAccount['accountType'],
  followers: c.followers,
});

async function refreshed(deps: Deps, client: PlatformClient, c: Connection): Promise<Tokens> {
  try {
    const tokens = await client.refresh(unsealTokens(deps, c));
    await deps.db
      .update(socialConnections)
      .set({ ...sealTokens(deps, tokens), updatedAt: deps.clock.now() })
      .where(and(eq(socialConnections.userId, c.userId), eq(socialConnections.platform, c.platform)));
    return tokens;
  } catch (err) {
    if (err instanceof PlatformTokenInvalid) await markReconnect(deps, c);
    throw err;
  }
}

/** The connection can no longer be used: the creator is asked to connect again. */
export async function markReconnect(deps: Deps, c: Connection) {
  const message = await withTransaction(deps.db, async (tx) => {
    const [changed] = await tx
      .update(socialConnections)
      .set({ status: 'reconnect', updatedAt: deps.clock.now() })
      .where(
        and(
          eq(socialConnections.userId, c.userId),
          eq(socialConnections.platform, c.platform),
          eq(socialConnections.status, 'connected'),
        ),
      )
      .returning();
    // Told once, by whichever run found it first.
    if (!changed) return null;
    return writeMessage(tx, deps, {
      userId: c.userId,
      title: `Your ${PLATFORM_NAMES[c.platform as Platform]} account needs reconnecting: open your profile and connect it again so we can check your posts.`,
      event: MESSAGE_EVENT.rejectedOrEnded,
      kind: 'account',
    });
  });
  pushMessages(deps, [message]);
}

/**
 * Runs `fn` with the creator's connected account on `platform`; null when not connected (or waiting for a
 * reconnect). PlatformRateLimited and PlatformUnavailable pass through (the caller retries later);
 * PlatformTokenInvalid passes through once the refresh failed too.
 */
export async function withConnection<T>(
  deps: Deps,
  userId: string,
  platform: Platform,
  fn: (c: ConnectedAccount) => Promise<T>,
): Promise<T | null> {
  const c = await findConnection(deps.db, userId, platform);
  if (!c || c.status !== 'connected') return null;
  const client = deps.platforms.client(platform, c.sandbox);
  if (!client) return null;
  const account = accountOf(c);
  const expiring = c.accessExpiresAt && c.accessExpiresAt.getTime() - deps.clock.now().getTime() < DAY_MS;
  let tokens = expiring ? await refreshed(deps, client, c) : unsealTokens(deps, c);
  try {
    return await fn({ client, accessToken: tokens.accessToken, account });
  } catch (err) {
    if (!(err instanceof PlatformTokenInvalid)) throw err;
    tokens = await refreshed(deps, client, c);
    return await fn({ client, accessToken: tokens.accessToken, account });
  }
}
