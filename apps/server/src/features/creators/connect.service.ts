/**
 * Connecting an account (docs/connected-accounts.md, "Connecting an account"): the consent page's address, the
 * platform's callback (code for tokens, the account read, the connection stored with its tokens sealed, the
 * follower count set from the platform) and disconnecting.
 */
import { and, eq, ne } from 'drizzle-orm';
import {
  CONNECT_MSG,
  CREATOR_MINIMUMS,
  MESSAGE_EVENT,
  socialUrl,
  type ConnectResult,
  type Platform,
} from '@spruik/shared';
import { socialConnections } from '../../db/schema';
import { lockUser, updateUser } from '../../db/tables/users';
import { sqlState, withTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { badRequest, notFound } from '../../lib/app-error';
import { verifiedText } from '../accounts';
import { writeAudit } from '../audit';
import { pushMessages, writeMessage } from '../messages';
import { findConnection, sealTokens, unsealTokens } from './connection-access';
import { createState, takeState } from './oauth-state';
import {
  PlatformAccountRefused,
  PlatformTokenInvalid,
  type PlatformAccount,
  type PlatformClient,
  type Tokens,
} from '../../lib/social-platform';

/** Where the platform sends the browser back: registered in each platform's app settings (docs/connected-accounts.md). */
export const redirectUriOf = (deps: Deps, platform: Platform) =>
  `${deps.config.publicUrl}/api/social/${platform}/callback`;

/**
 * The client a new connection goes through: the platform's own when its keys are set, else the TEST MODE sandbox
 * while it is on. `sandbox` is stored with the connection, so later reads use the same one.
 */
export function connectClient(
  deps: Deps,
  platform: Platform,
): { client: PlatformClient; sandbox: boolean } | null {
  const real = deps.platforms.client(platform, false);
  if (real) return { client: real, sandbox: false };
  const sandbox = deps.config.social.sandbox ? deps.platforms.client(platform, true) : null;
  return sandbox ? { client: sandbox, sandbox: true } : null;
}

/** POST /api/users/me/social/{platform}/connect: the consent page for a fresh single-use state. */
export async function startConnect(deps: Deps, userId: string, platform: Platform) {
  const via = connectClient(deps, platform);
  if (!via) throw badRequest(CONNECT_MSG.notAvailable);
  const state = await createState(deps, userId, platform);
  return { url: via.client.consentUrl(state, redirectUriOf(deps, platform)) };
}

export const profileResult = (platform: Platform, result: ConnectResult) =>
  `/profile?social=${platform}&result=${result}`;

const text = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 4096 ? v : null);

/**
 * GET /api/social/{platform}/callback: answers where to send the browser. Every outcome but `connected` stores
 * nothing (the state is used up either way).
 */
export async function finishConnect(
  deps: Deps,
  platform: Platform,
  query: { code?: unknown; state?: unknown; error?: unknown },
): Promise<ConnectResult> {
  const state = text(query.state);
  if (!state) return 'invalid';
  const taken = await takeState(deps, state, platform);
  if (!taken.ok) return taken.why;
  if (query.error !== undefined) return 'denied';
  const code = text(query.code);
  if (!code) return 'invalid';
  const via = connectClient(deps, platform);
  if (!via) return 'unavailable';

  let tokens: Tokens;
  let account: PlatformAccount;
  try {
    tokens = await via.client.exchangeCode(code, redirectUriOf(deps, platform));
    account = await via.client.readAccount(tokens.accessToken);
  } catch (err) {
    if (err instanceof PlatformAccountRefused) return 'personalAccount';
    if (err instanceof PlatformTokenInvalid) return 'invalid';
    return 'unavailable';
  }
  if (platform === 'instagram' && account.accountType === 'PERSONAL') return 'personalAccount';
  return storeConnection(deps, taken.userId, platform, via.sandbox, tokens, account);
}

async function storeConnection(
  deps: Deps,
  userId: string,
  platform: Platform,
  sandbox: boolean,
  tokens: Tokens,
  account: PlatformAccount,
): Promise<ConnectResult> {
  const now = deps.clock.now();
  try {
    const message = await withTransaction(deps.db, async (tx) => {
      const user = await lockUser(tx, userId);
      if (!user) return 'invalid' as const;
      const [taken] = await tx
        .select({ userId: socialConnections.userId })
        .from(socialConnections)
        .where(
          and(
            eq(socialConnections.platform, platform),
            eq(socialConnections.accountId, account.id),
            ne(socialConnections.userId, userId),
          ),
        );
      if (taken) return 'takenByAnother' as const;
      const row = {
        accountId: account.id,
        handle: account.handle,
        accountType: account.accountType,
        followers: account.followers,
        followersReadAt: now,
        ...sealTokens(deps, tokens),
        status: 'connected',
        sandbox,
        updatedAt: now,
      };
      await tx
        .insert(socialConnections)
        .values({ userId, platform, ...row, createdAt: now })
        .onConflictDoUpdate({ target: [socialConnections.userId, socialConnections.platform], set: row });
      const handle = socialUrl(platform, account.handle);
      await updateUser(tx, userId, {
        [`${platform}Id`]: handle,
        [`${platform}Followers`]: account.followers,
        socialDeclinedReason: null,
      });
      await writeAudit(tx, {
        actorId: userId,
        action: 'social.connect',
        targetType: 'user',
        targetId: userId,
        before: {
          [`${platform}Id`]: user[`${platform}Id`],
          [`${platform}Followers`]: user[`${platform}Followers`],
        },
        after: { [`${platform}Id`]: handle, [`${platform}Followers`]: account.followers, sandbox },
      });
      return writeMessage(tx, deps, {
        userId,
        title: verifiedText(platform, account.followers),
        event:
          account.followers >= CREATOR_MINIMUMS[platform]
            ? MESSAGE_EVENT.verified
            : MESSAGE_EVENT.rejectedOrEnded,
        kind: 'account',
      });
    });
    if (typeof message === 'string') return message;
    pushMessages(deps, [message]);
    return 'connected';
  } catch (err) {
    // Two customers connecting one account at the same moment: the unique index keeps it to one.
    if (sqlState(err) === '23505') return 'takenByAnother';
    throw err;
  }
}

/**
 * DELETE /api/users/me/social/{platform}: revoked where the platform offers it (a failure does not keep the
 * tokens), the connection and its tokens deleted. The handle and the last count read stay on the profile.
 */
export async function disconnect(deps: Deps, userId: string, platform: Platform) {
  const c = await findConnection(deps.db, userId, platform);
  if (!c) throw notFound(CONNECT_MSG.notConnected);
  const client = deps.platforms.client(platform, c.sandbox);
  if (client) {
    try {
      await client.revoke(unsealTokens(deps, c));
    } catch {
      // Revocation is a courtesy to the platform; the tokens are deleted here either way.
    }
  }
  await withTransaction(deps.db, async (tx) => {
    await tx
      .delete(socialConnections)
      .where(and(eq(socialConnections.userId, userId), eq(socialConnections.platform, platform)));
    await writeAudit(tx, {
      actorId: userId,
      action: 'social.disconnect',
      targetType: 'user',
      targetId: userId,
      before: { platform, handle: c.handle, sandbox: c.sandbox },
      after: null,
    });
  });
  return { message: CONNECT_MSG.disconnected };
}
