import { describe, expect, it } from 'vitest';
import type { SocialAccount } from '@spruik/shared';
import { socialStateText, verificationNote, whyNoOffers } from './social-states';

const ig = (over: Partial<SocialAccount>): SocialAccount => ({
  platform: 'instagram',
  handle: 'https://www.instagram.com/nina/',
  state: 'unverified',
  followers: null,
  minimum: 100,
  declinedReason: null,
  connection: null,
  ...over,
});
const tk = (over: Partial<SocialAccount>): SocialAccount => ({
  ...ig({}),
  platform: 'tiktok',
  handle: null,
  state: 'missing',
  minimum: 50,
  ...over,
});

describe('social account states', () => {
  it('says what is missing for each account', () => {
    expect(whyNoOffers({ socialAccounts: [ig({}), tk({})] })).toEqual([
      'Your Instagram account @nina is waiting for verification by our team.',
      'Add your TikTok account to your profile to join TikTok campaigns.',
    ]);
    expect(socialStateText(ig({ state: 'belowMinimum', followers: 40 }))).toBe(
      'Your Instagram account has 40 followers; Instagram campaigns need at least 100.',
    );
    expect(socialStateText(ig({ state: 'declined', declinedReason: 'Private profile.' }))).toBe(
      'We could not verify your Instagram account: Private profile.',
    );
  });

  it('explains nothing once one platform is verified', () => {
    expect(whyNoOffers({ socialAccounts: [ig({ state: 'verified', followers: 150 }), tk({})] })).toBeNull();
    expect(socialStateText(ig({ state: 'verified', followers: 1500 }))).toBe('Verified: 1,500 followers.');
  });
});

describe('the creator account note on the profile', () => {
  it('says the account is waiting for verification and that a message will follow', () => {
    expect(verificationNote({ socialAccounts: [ig({}), tk({})] })).toMatchObject({
      severity: 'info',
      text: expect.stringMatching(/waiting for verification.*message you/),
    });
  });
  it('after a decline, gives the reason and the free correction', () => {
    const note = verificationNote({
      socialAccounts: [ig({ state: 'declined', declinedReason: 'Not found.' })],
    });
    expect(note?.severity).toBe('warning');
    expect(note?.text).toMatch(
      /Not found\. Correct the handle in Edit profile; a correction does not use up/,
    );
  });
  it('is gone once an account is verified, and absent for other roles', () => {
    expect(
      verificationNote({ socialAccounts: [ig({ state: 'verified', followers: 150 }), tk({})] }),
    ).toBeNull();
    expect(verificationNote({ socialAccounts: [] })).toBeNull();
  });
});
