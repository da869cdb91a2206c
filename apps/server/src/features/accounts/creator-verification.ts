/**
 * Verified creators: the operator verifies a customer's social account (Instagram, TikTok or YouTube
 * channel) by entering its follower count (PUT /api/admin/users/{id}) or declines the accounts with a reason; the customer is messaged either way.
 */
import {
  CREATOR_MINIMUMS,
  CREATOR_PLATFORMS,
  CREATOR_MSG,
  ERROR_CODE,
  MESSAGE_EVENT,
  PRODUCT_NAME,
  ROLES,
  VENUE_MSG,
  socialStateOf,
  type DeclineSocialRequest,
  type Platform,
} from '@spruik/shared';
import type { Tx } from '../../db/client';
import { lockUser, updateUser } from '../../db/tables/users';
import { withTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { conflict, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { writeAudit } from '../audit';
import { pushMessages, writeMessage, type MessageRow } from '../messages';
import { presentAdminUser } from './operator.presenter';
import { findAdminUser, type AdminUserRow, type UserPatch } from './operator.repository';

const NAMES = { instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube' } as const;

export function verifiedText(platform: Platform, followers: number) {
  const name = NAMES[platform];
  const count = followers.toLocaleString('en-AU');
  const min = CREATOR_MINIMUMS[platform];
  return followers >= min
    ? `Your ${name} account is verified with ${count} followers. You can now join ${name} campaigns.`
    : `Your ${name} account is verified with ${count} followers. ${name} campaigns need at least ${min}.`;
}

/** A customer whose follower count was entered (null before) hears of it, in the operator's transaction. */
export async function messageVerifiedAccounts(
  tx: Tx,
  deps: Deps,
  user: AdminUserRow,
  patch: UserPatch,
): Promise<MessageRow[]> {
  if (user.role !== ROLES.customer) return [];
  const out: MessageRow[] = [];
  for (const platform of CREATOR_PLATFORMS) {
    const count = patch[`${platform}Followers`];
    if (count === undefined || count === null) continue;
    out.push(
      await writeMessage(tx, deps, {
        userId: user.id,
        title: verifiedText(platform, count),
        event: count >= CREATOR_MINIMUMS[platform] ? MESSAGE_EVENT.verified : MESSAGE_EVENT.rejectedOrEnded,
        kind: 'account',
      }),
    );
  }
  return out;
}

/**
 * The e-mail beside those messages, as a venue going live is e-mailed: a creator waiting for verification may
 * not open the app for days. Sent after commit; a failed send stays visible in the outbox and undoes nothing.
 */
export async function mailVerifiedAccounts(deps: Deps, user: AdminUserRow, messages: MessageRow[]) {
  if (messages.length === 0) return;
  const mail = {
    to: user.email,
    subject: `Your ${PRODUCT_NAME} creator account is verified`,
    text:
      messages.map((m) => m.title).join('\n\n') +
      `\n\nSign in at ${deps.config.publicUrl}/signin to see the campaigns open to you.`,
  };
  await deps.mailer.send(mail).catch(() => undefined);
}

/** POST /api/admin/users/{id}/decline-social: only a customer with an account waiting for verification. */
export async function declineSocial(deps: Deps, admin: AuthUser, id: string, input: DeclineSocialRequest) {
  const { user, message } = await withTransaction(deps.db, async (tx) => {
    if (!(await lockUser(tx, id))) throw notFound(VENUE_MSG.userNotFound);
    const before = (await findAdminUser(tx, id)) as AdminUserRow;
    const waiting =
      before.role === ROLES.customer &&
      CREATOR_PLATFORMS.some((p) => socialStateOf(before, p) === 'unverified');
    if (!waiting) throw conflict(CREATOR_MSG.nothingToDecline, ERROR_CODE.CONFLICT);
    await updateUser(tx, id, { socialDeclinedReason: input.reason });
    await writeAudit(tx, {
      actorId: admin.id,
      action: 'user.declineSocial',
      targetType: 'user',
      targetId: id,
      before: { socialDeclinedReason: null },
      after: { socialDeclinedReason: input.reason },
    });
    const why = input.reason.replace(/[.!\s]+$/, '');
    const message = await writeMessage(tx, deps, {
      userId: id,
      title: `We could not verify your social accounts: ${why}. Update your profile to try again.`,
      event: MESSAGE_EVENT.rejectedOrEnded,
      kind: 'account',
    });
    return { user: (await findAdminUser(tx, id)) as AdminUserRow, message };
  });
  pushMessages(deps, [message]);
  return { user: presentAdminUser(user), message: CREATOR_MSG.declined };
}
