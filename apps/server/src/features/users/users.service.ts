import { eq } from 'drizzle-orm';
import {
  detailsError,
  LIMITS,
  MSG,
  ROLES,
  socialUrl,
  withHttps,
  type UpdateMeRequest,
  ERROR_CODE,
} from '@spruik/shared';
import type { Deps } from '../../deps';
import { organisations, users } from '../../db/schema';
import { AppError, badRequest } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { isStoredImageName } from '../images/images.service';
import { findUser } from './users.repository';
import { presentMe } from './users.presenter';
import { withTransaction } from '../../db/transaction';

/** PUT /api/users/me: once every 30 days; the first edit after sign-up is always allowed (RULINGS.md). */
export async function updateMe(deps: Deps, me: AuthUser, input: UpdateMeRequest) {
  const { db, clock } = deps;
  const now = clock.now();
  const detailsProblem = detailsError(me.role, input.details);
  if (detailsProblem) throw badRequest(detailsProblem, ERROR_CODE.VALIDATION);
  const logo = input.details?.logo || null;
  if (logo && !isStoredImageName(logo)) throw badRequest(MSG.imageType, ERROR_CODE.VALIDATION);

  await withTransaction(db, async (tx) => {
    // No key column changes: payments and withdrawals holding key-share locks on the row need not wait.
    const [locked] = await tx.select().from(users).where(eq(users.id, me.id)).for('no key update');
    const last = locked.profileEditedAt;
    if (last && now.getTime() - last.getTime() < LIMITS.profileEditDays * 86_400_000) {
      throw new AppError(429, ERROR_CODE.PROFILE_EDIT_LIMIT, MSG.editOncePerMonth);
    }
    await tx
      .update(users)
      .set({
        name: input.name,
        country: input.country,
        city: input.city,
        instagramId: socialUrl('instagram', input.instagramId),
        tiktokId: socialUrl('tiktok', input.tiktokId),
        youtubeId: me.role === ROLES.business ? socialUrl('youtube', input.youtubeId) : locked.youtubeId,
        profileEditedAt: now,
      })
      .where(eq(users.id, me.id));
    if (me.role === ROLES.venue || me.role === ROLES.business) {
      const d = input.details ?? {};
      await tx
        .update(organisations)
        .set({
          name: d.name,
          ...(logo ? { logo } : {}),
          ...(me.role === ROLES.venue ? { address: d.address, websiteLink: withHttps(d.websiteLink) } : {}),
        })
        .where(eq(organisations.userId, me.id));
    }
  });
  const fresh = await findUser(db, me.id);
  return { user: await presentMe(db, fresh), message: MSG.edited };
}
