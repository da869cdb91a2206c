import { describe, expect, it } from 'vitest';
import type { ActivityProof } from '@spruik/shared';
import { proofHeadline, rejectionText } from './proof-text';

const proof = (o: Partial<ActivityProof>): ActivityProof => ({
  state: 'unchecked',
  reason: null,
  platform: 'instagram',
  checks: [],
  checkedAt: null,
  ...o,
});

describe('proof text', () => {
  it('names the platform and the state', () => {
    expect(proofHeadline(proof({ state: 'verified' }), 'creator')).toBe('Verified by Instagram');
    expect(proofHeadline(proof({ state: 'pending' }), 'creator')).toBe('Checking your post…');
    expect(proofHeadline(proof({ state: 'pending', platform: 'tiktok' }), 'owner')).toBe(
      'Checking the post on TikTok…',
    );
    expect(proofHeadline(proof({ state: 'unchecked', platform: null }), 'owner')).toBeNull();
  });
  it('a failure names the failed check and why', () => {
    const failed = proof({
      state: 'failed',
      reason: 'adLabel',
      checks: [{ check: 'adLabel', passed: false, detail: 'No #ad within the first 125 characters.' }],
    });
    expect(proofHeadline(failed, 'creator')).toBe(
      'Not confirmed by Instagram: No #ad within the first 125 characters.',
    );
  });
  it('a rejection names its reason', () => {
    expect(rejectionText('noMention', null)).toBe('Reason: Does not mention us.');
    expect(rejectionText('other', 'Deleted after an hour.')).toBe('Reason: Deleted after an hour.');
    expect(rejectionText(null, null)).toBeNull();
  });
});
