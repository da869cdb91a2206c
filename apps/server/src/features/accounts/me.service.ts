import {
  detailsError,
  LIMITS,
  MSG,
  ROLES,
  socialUrl,
  withHttps,
  type UpdateMeRequest,
  ERROR_CODE,
  keepsYoutubeId,
  CREATOR_PLATFORMS,
  socialStateOf,
  type Platform,
} from '@spruik/shared';
import type { Deps } from '../../deps';
import { updateOrganisation } from '../../db/tables/organisations';
import { findUser, lockUser, updateUser, type UserRow } from '../../db/tables/users';
import { AppError, badRequest, unauthorized } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { isStoredImageName } from '../images';
import { presentMe } from './me.presenter';
import { withTransaction } from '../../db/transaction';

/**
 * A changed handle is a different account, so its follower count (the operator's verification) is
 * cleared and it waits in the verification queue again; so does a customer the operator had declined.
 */
function newAccountsUnverified(
  user: UserRow,
  instagramId: string | null,
  tiktokId: string | null,
  youtubeId: string | null,
) {
  const instagramChanged = instagramId !== user.instagramId;
  const tiktokChanged = tiktokId !== user.tiktokId;
  const youtubeChanged = youtubeId !== user.youtubeId;
  return {
    ...(instagramChanged ? { instagramFollowers: null } : {}),
    ...(tiktokChanged ? { tiktokFollowers: null } : {}),
    ...(youtubeChanged ? { youtubeFollowers: null } : {}),
    ...(instagramChanged || tiktokChanged || youtubeChanged ? { socialDeclinedReason: null } : {}),
  };
}

type Handles = Record<`${Platform}Id`, string | null>;

/**
 * A correction (docs/business-rules.md "Profile edits"): a creator the operator declined (the platform could not
 * find the handle) changes only the declined handles. It is allowed while the profile is locked and does not
 * start a new month; the changed handle goes back to the verification queue, so each free correction needs a
 * new decline first.
 */
function isHandleCorrection(user: UserRow, input: UpdateMeRequest, next: Handles): boolean {
  if (user.role !== ROLES.customer || !user.socialDeclinedReason) return false;
  if (input.name !== user.name || input.country !== user.country || input.city !== user.city) return false;
  let changed = false;
  for (const p of CREATOR_PLATFORMS) {
    if (next[`${p}Id`] === user[`${p}Id`]) continue;
    if (socialStateOf(user, p) !== 'declined') return false;
    changed = true;
  }
  return changed;
}

/** PUT /api/users/me: once every 30 days; the first edit after sign-up is always allowed (docs/spec.md, Roles and sign-in). */
export async function updateMe(deps: Deps, me: AuthUser, input: UpdateMeRequest) {
  const { db, clock } = deps;
  const now = clock.now();
  const detailsProblem = detailsError(me.role, input.details);
  if (detailsProblem) throw badRequest(detailsProblem, ERROR_CODE.VALIDATION);
  const logo = input.details?.logo || null;
  if (logo && !isStoredImageName(logo)) throw badRequest(MSG.imageType, ERROR_CODE.VALIDATION);

  await withTransaction(db, async (tx) => {
    const locked = await lockUser(tx, me.id);
    if (!locked) throw unauthorized();
    const instagramId = socialUrl('instagram', input.instagramId);
    const tiktokId = socialUrl('tiktok', input.tiktokId);
    // Businesses name the channel participants tag; customers the channel the operator verifies.
    const youtubeId = keepsYoutubeId(me.role) ? socialUrl('youtube', input.youtubeId) : locked.youtubeId;
    const correction = isHandleCorrection(locked, input, { instagramId, tiktokId, youtubeId });
    const last = locked.profileEditedAt;
    if (!correction && last && now.getTime() - last.getTime() < LIMITS.profileEditDays * 86_400_000) {
      throw new AppError(429, ERROR_CODE.PROFILE_EDIT_LIMIT, MSG.editOncePerMonth);
    }
    await updateUser(tx, me.id, {
      name: input.name,
      country: input.country,
      city: input.city,
      instagramId,
      tiktokId,
      ...newAccountsUnverified(locked, instagramId, tiktokId, youtubeId),
      youtubeId,
      profileEditedAt: correction ? last : now,
    });
    if (me.role === ROLES.venue || me.role === ROLES.business) {
      const d = input.details ?? {};
      await updateOrganisation(tx, me.id, {
        name: d.name,
        ...(logo ? { logo } : {}),
        ...(me.role === ROLES.venue ? { address: d.address, websiteLink: withHttps(d.websiteLink) } : {}),
      });
    }
  });
  const fresh = await findUser(db, me.id);
  if (!fresh) throw unauthorized();
  return { user: await presentMe(db, fresh, deps.config), message: MSG.edited };
}
