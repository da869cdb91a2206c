/** Which edit-profile fields can change now (docs/business-rules.md "Profile edits"). */
import type { Me, Platform } from '@spruik/shared';

export type EditLock = {
  /** The next ordinary edit, while the month since the last one runs; null when the profile is open. */
  lockedUntil: Date | null;
  /** Handles the operator could not verify: correctable even while locked, without using up the month. */
  correctable: Platform[];
};

export function editLockOf(me: Pick<Me, 'canEditProfileAt' | 'socialAccounts'>, now: number): EditLock {
  const next = me.canEditProfileAt ? new Date(me.canEditProfileAt) : null;
  return {
    lockedUntil: next && next.getTime() > now ? next : null,
    correctable: me.socialAccounts.filter((a) => a.state === 'declined').map((a) => a.platform),
  };
}

/** A field may change: the profile is open, or it is a handle the operator declined. */
export const canEditField = (lock: EditLock, platform?: Platform) =>
  !lock.lockedUntil || (!!platform && lock.correctable.includes(platform));

/** Save is offered when something may change. */
export const canSave = (lock: EditLock) => !lock.lockedUntil || lock.correctable.length > 0;
