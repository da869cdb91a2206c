/**
 * TEST MODE pages (docs/connected-accounts.md, "TEST MODE"), only while SOCIAL_SANDBOX is on: the consent page,
 * whose Approve and Deny go back through the real callback with a code and the state, and a sandbox account's
 * posts page, linked from /profile.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { handleProblem, SANDBOX_ACCOUNT_TYPES, type Platform } from '@spruik/shared';
import { creatorsApi } from '@spruik/shared/api';
import { sandboxPosts } from '../../db/schema';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { PLATFORM_NAMES } from './connection-access';
import { peekState } from './oauth-state';
import {
  accountOfPostsKey,
  sandboxAccountId,
  sandboxCode,
  sandboxMetrics,
  sandboxPermalink,
} from './platforms/sandbox';
import type { AccountType } from '../../lib/social-platform';
import { sandboxConnectPage, sandboxMessagePage, sandboxPostsPage, type ConnectForm } from './sandbox-pages';

const str = (v: unknown, max = 200) => (typeof v === 'string' ? v.trim().slice(0, max) : '');
const html = (reply: FastifyReply, page: string, status = 200) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);

const expiredPage = (platform: Platform) =>
  sandboxMessagePage(
    `Connect ${PLATFORM_NAMES[platform]}`,
    'This test connection link expired or was already used. Go back to your profile and press Connect again.',
  );

/** What the consent form asks, or why it cannot be used. */
function accountFrom(platform: Platform, f: ConnectForm) {
  const handle = f.handle.replace(/^@/, '');
  const problem =
    platform === 'youtube'
      ? /^[A-Za-z0-9._-]{3,30}$/.test(handle)
        ? null
        : 'A channel handle has 3 to 30 letters, digits, periods, hyphens or underscores.'
      : handle
        ? handleProblem(platform, handle)
        : 'Enter a username.';
  if (problem) return { error: problem };
  const followers = Number(f.followers);
  if (!/^\d{1,9}$/.test(f.followers) || followers > 100_000_000)
    return { error: 'Followers must be a whole number from 0 to 100,000,000.' };
  const accountType: AccountType =
    platform === 'instagram'
      ? (SANDBOX_ACCOUNT_TYPES as readonly string[]).includes(f.accountType)
        ? (f.accountType as AccountType)
        : 'MEDIA_CREATOR'
      : platform === 'tiktok'
        ? 'USER'
        : 'CHANNEL';
  return { account: { id: sandboxAccountId(platform, handle), handle, accountType, followers } };
}

export async function sandboxRoutes(scope: FastifyInstance, deps: Deps) {
  if (!deps.config.social.sandbox) return;
  const callback = (platform: Platform, q: Record<string, string>) =>
    `/api/social/${platform}/callback?${new URLSearchParams(q).toString()}`;

  route(scope, creatorsApi.sandboxConnectPage, async ({ reply, params, query }) => {
    const state = str(query.state, 200);
    const row = state ? await peekState(deps, deps.db, state) : null;
    if (!row || row.platform !== params.platform) return html(reply, expiredPage(params.platform), 400);
    return html(reply, sandboxConnectPage({ platform: params.platform, state }));
  });

  route(scope, creatorsApi.sandboxConnectDecide, async ({ reply, params, body }) => {
    const b = (body ?? {}) as Record<string, unknown>;
    const state = str(b.state);
    const row = state ? await peekState(deps, deps.db, state) : null;
    if (!row || row.platform !== params.platform) return html(reply, expiredPage(params.platform), 400);
    if (b.decision !== 'approve')
      return reply.redirect(callback(params.platform, { error: 'access_denied', state }), 303);
    const form = {
      handle: str(b.handle, 60),
      accountType: str(b.accountType, 20),
      followers: str(b.followers, 20),
    };
    const read = accountFrom(params.platform, form);
    if (!read.account)
      return html(
        reply,
        sandboxConnectPage({ platform: params.platform, state, form, error: read.error }),
        400,
      );
    return reply.redirect(
      callback(params.platform, { code: sandboxCode(deps.config, read.account), state }),
      303,
    );
  });

  /** The sandbox account a posts page's key names, when it is this platform's. */
  const accountOf = (platform: Platform, key: string) => accountOfPostsKey(deps.config, platform, key);
  const missing = (reply: FastifyReply, platform: Platform) =>
    html(
      reply,
      sandboxMessagePage(`${PLATFORM_NAMES[platform]} posts`, 'This test account does not exist.'),
      404,
    );
  const base = (platform: Platform, key: string) =>
    `/api/social/${platform}/sandbox/posts/${encodeURIComponent(key)}`;
  const listPosts = (platform: Platform, accountId: string) =>
    deps.db
      .select()
      .from(sandboxPosts)
      .where(
        and(
          eq(sandboxPosts.platform, platform),
          eq(sandboxPosts.accountId, accountId),
          isNull(sandboxPosts.deletedAt),
        ),
      )
      .orderBy(desc(sandboxPosts.publishedAt))
      .limit(100);

  /** The posts page of a sandbox account, with a form's error when it has one. */
  const showPosts = async (
    reply: FastifyReply,
    params: { platform: Platform; key: string },
    account: { id: string; handle: string },
    error?: string,
  ) =>
    html(
      reply,
      sandboxPostsPage({
        platform: params.platform,
        handle: account.handle,
        base: base(params.platform, params.key),
        posts: await listPosts(params.platform, account.id),
        error,
      }),
      error ? 400 : 200,
    );

  route(scope, creatorsApi.sandboxPostsPage, async ({ reply, params }) => {
    const account = accountOf(params.platform, params.key);
    if (!account) return missing(reply, params.platform);
    return showPosts(reply, params, account);
  });

  route(scope, creatorsApi.sandboxPostCreate, async ({ reply, params, body }) => {
    const account = accountOf(params.platform, params.key);
    if (!account) return missing(reply, params.platform);
    const caption = typeof body?.caption === 'string' ? body.caption.trim() : '';
    if (!caption || caption.length > 2200)
      return showPosts(reply, params, account, 'Write a caption of at most 2,200 characters.');
    const { id, permalink } = sandboxPermalink(params.platform, account.handle);
    await deps.db.insert(sandboxPosts).values({
      id,
      platform: params.platform,
      accountId: account.id,
      permalink,
      caption,
      publishedAt: deps.clock.now(),
      ...sandboxMetrics(caption),
    });
    return reply.redirect(base(params.platform, params.key), 303);
  });

  for (const [contract, change] of [
    [creatorsApi.sandboxPostPrivate, 'private'],
    [creatorsApi.sandboxPostDelete, 'delete'],
  ] as const) {
    route(scope, contract, async ({ reply, params }) => {
      const account = accountOf(params.platform, params.key);
      if (!account) return missing(reply, params.platform);
      const mine = and(
        eq(sandboxPosts.platform, params.platform),
        eq(sandboxPosts.id, params.postId),
        eq(sandboxPosts.accountId, account.id),
      );
      const [post] = await deps.db.select().from(sandboxPosts).where(mine);
      if (post && !post.deletedAt)
        await deps.db
          .update(sandboxPosts)
          .set(change === 'delete' ? { deletedAt: deps.clock.now() } : { isPublic: !post.isPublic })
          .where(mine);
      return reply.redirect(base(params.platform, params.key), 303);
    });
  }
}
