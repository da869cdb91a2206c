/**
 * Meta's deauthorize and data-deletion callbacks (docs/connected-accounts.md, "Connecting an account"): the
 * `signed_request` is verified with INSTAGRAM_APP_SECRET; a good one deletes the connection with its tokens and
 * what was read through it: the follower count and handle on the profile, the sandbox account's posts, and the
 * post reads of the creator's Instagram activities.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { socialUrl } from '@spruik/shared';
import {
  activities,
  postReads,
  sandboxPosts,
  socialConnections,
  socialDeletions,
  users,
} from '../../db/schema';
import { updateUser } from '../../db/tables/users';
import { withTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { badRequest } from '../../lib/app-error';
import { writeSystemAudit } from '../audit';
import { parseSignedRequest } from './platforms/meta-signed-request';

export const SIGNED_REQUEST_INVALID = 'signed_request is not valid.';

/** The Instagram account id the request is about; 400 when forged (or no app secret is set to check it). */
function accountIdOf(deps: Deps, signedRequest: string): string {
  const secret = deps.config.social.instagram?.clientSecret;
  const payload = secret ? parseSignedRequest(signedRequest, secret) : null;
  if (!payload?.user_id) throw badRequest(SIGNED_REQUEST_INVALID);
  return payload.user_id;
}

/** Deletes what Spruik holds from the Instagram account `accountId`; answers whether there was a connection. */
async function deleteInstagramData(deps: Deps, accountId: string, action: string) {
  return withTransaction(deps.db, async (tx) => {
    const [c] = await tx
      .delete(socialConnections)
      .where(and(eq(socialConnections.platform, 'instagram'), eq(socialConnections.accountId, accountId)))
      .returning();
    await tx
      .delete(sandboxPosts)
      .where(and(eq(sandboxPosts.platform, 'instagram'), eq(sandboxPosts.accountId, accountId)));
    if (!c) return false;
    const [user] = await tx
      .select({ instagramId: users.instagramId })
      .from(users)
      .where(eq(users.id, c.userId));
    const readHandle = socialUrl('instagram', c.handle);
    await updateUser(tx, c.userId, {
      instagramFollowers: null,
      ...(user?.instagramId === readHandle ? { instagramId: null } : {}),
    });
    const theirs = tx
      .select({ id: activities.id })
      .from(activities)
      .where(and(eq(activities.userId, c.userId), eq(activities.proofPlatform, 'instagram')));
    await tx.delete(postReads).where(inArray(postReads.activityId, theirs));
    await writeSystemAudit(tx, {
      action,
      targetType: 'user',
      targetId: c.userId,
      after: { platform: 'instagram', sandbox: c.sandbox },
    });
    return true;
  });
}

/** POST /api/social/instagram/deauthorize: the creator removed Spruik from their Instagram settings. */
export async function deauthorize(deps: Deps, signedRequest: string) {
  await deleteInstagramData(deps, accountIdOf(deps, signedRequest), 'social.deauthorize');
  return { message: 'Deauthorized.' };
}

/** POST /api/social/instagram/data-deletion: answers Meta's `{ url, confirmation_code }`. */
export async function dataDeletion(deps: Deps, signedRequest: string) {
  const accountId = accountIdOf(deps, signedRequest);
  await deleteInstagramData(deps, accountId, 'social.dataDeletion');
  const code = randomBytes(9).toString('hex');
  const now = deps.clock.now();
  await deps.db.insert(socialDeletions).values({
    code,
    platform: 'instagram',
    accountId,
    status: 'completed',
    createdAt: now,
    completedAt: now,
  });
  return { url: `${deps.config.publicUrl}/api/social/instagram/deletion/${code}`, confirmation_code: code };
}

export async function findDeletion(deps: Deps, code: string) {
  const [row] = await deps.db.select().from(socialDeletions).where(eq(socialDeletions.code, code));
  return row ?? null;
}
