import { describe, expect, it } from 'vitest';
import type { SocialAccount } from '@spruik/shared';
import { canEditField, canSave, editLockOf } from './edit-lock';

const now = Date.parse('2026-11-28T10:00:00Z');
const account = (platform: SocialAccount['platform'], state: SocialAccount['state']): SocialAccount => ({
  platform,
  handle: 'h',
  state,
  followers: null,
  minimum: 0,
  declinedReason: state === 'declined' ? 'Not found' : null,
  connection: null,
});

describe('which edit-profile fields can change', () => {
  it('all of them while the profile is open', () => {
    const lock = editLockOf({ canEditProfileAt: '2026-11-01T00:00:00Z', socialAccounts: [] }, now);
    expect(lock.lockedUntil).toBeNull();
    expect([canEditField(lock), canEditField(lock, 'instagram'), canSave(lock)]).toEqual([true, true, true]);
  });
  it('none while locked, and Save is off', () => {
    const lock = editLockOf(
      { canEditProfileAt: '2026-12-20T00:00:00Z', socialAccounts: [account('instagram', 'unverified')] },
      now,
    );
    expect(lock.lockedUntil?.toISOString()).toBe('2026-12-20T00:00:00.000Z');
    expect([canEditField(lock), canEditField(lock, 'instagram'), canSave(lock)]).toEqual([
      false,
      false,
      false,
    ]);
  });
  it('while locked, only a handle the operator could not verify', () => {
    const lock = editLockOf(
      {
        canEditProfileAt: '2026-12-20T00:00:00Z',
        socialAccounts: [account('instagram', 'declined'), account('tiktok', 'missing')],
      },
      now,
    );
    expect(canEditField(lock, 'instagram')).toBe(true);
    expect(canEditField(lock, 'tiktok')).toBe(false);
    expect(canEditField(lock)).toBe(false);
    expect(canSave(lock)).toBe(true);
  });
});
