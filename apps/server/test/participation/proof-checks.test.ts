import { describe, expect, it } from 'vitest';
import {
  adLabelCheck,
  domainOf,
  mentionsHandle,
  runProofChecks,
  subscribedCheck,
  verdictOf,
  type ProofInput,
} from '../../src/features/participation/proof/checks';
import type { PlatformPost } from '../../src/features/creators';

const accepted = new Date('2026-03-01T00:00:00Z');
const account = { id: 'acc-1', handle: 'maya', accountType: 'MEDIA_CREATOR' as const, followers: 2000 };
const post = (o: Partial<PlatformPost> = {}): PlatformPost => ({
  id: 'p1',
  accountId: 'acc-1',
  permalink: 'https://www.instagram.com/p/abc/',
  caption: '#ad Lunch at @thecafe, best in town',
  publishedAt: new Date('2026-03-02T00:00:00Z'),
  isPublic: true,
  ...o,
});
const input = (o: Partial<PlatformPost> | null = {}, owner = {}): ProofInput => ({
  post: o === null ? null : post(o),
  account,
  acceptedAt: accepted,
  owner: { handle: 'thecafe', links: ['https://www.thecafe.com.au/menu'], ...owner },
});
const check = (checks: ReturnType<typeof runProofChecks>, name: string) =>
  checks.find((c) => c.check === name)!;

describe('proof checks', () => {
  it('a good post passes every check, in order, and is verified', () => {
    const checks = runProofChecks(input(), 'instagram');
    expect(checks.map((c) => c.check)).toEqual([
      'found',
      'ownAccount',
      'afterJoining',
      'public',
      'mentionsOwner',
      'adLabel',
    ]);
    expect(checks.every((c) => c.passed && c.detail.length > 0)).toBe(true);
    expect(verdictOf(checks)).toEqual({ state: 'verified', reason: null });
  });

  it('a post not found fails "found" alone', () => {
    const checks = runProofChecks(input(null), 'tiktok');
    expect(checks).toEqual([
      { check: 'found', passed: false, detail: "No such post among @maya's posts on TikTok." },
    ]);
    expect(verdictOf(checks)).toEqual({ state: 'failed', reason: 'found' });
  });

  it("another account's post fails ownAccount", () => {
    const checks = runProofChecks(input({ accountId: 'someone-else' }), 'instagram');
    expect(check(checks, 'ownAccount')).toMatchObject({
      passed: false,
      detail: 'Published by another account, not @maya.',
    });
    expect(verdictOf(checks).reason).toBe('ownAccount');
  });

  it('a post from before joining (or the same instant) fails afterJoining', () => {
    for (const publishedAt of [new Date('2026-02-28T23:00:00Z'), accepted]) {
      const checks = runProofChecks(input({ publishedAt }), 'instagram');
      expect(check(checks, 'afterJoining').passed).toBe(false);
      expect(check(checks, 'afterJoining').detail).toMatch(/before joining/);
      expect(verdictOf(checks).reason).toBe('afterJoining');
    }
  });

  it('a private post fails public', () => {
    const checks = runProofChecks(input({ isPublic: false }), 'youtube');
    expect(check(checks, 'public')).toMatchObject({
      passed: false,
      detail: 'It is private or unlisted on YouTube.',
    });
  });

  it('the first failed check is the reason, whatever fails later', () => {
    const checks = runProofChecks(input({ isPublic: false, caption: 'nothing here' }), 'instagram');
    expect(checks.filter((c) => !c.passed).map((c) => c.check)).toEqual([
      'public',
      'mentionsOwner',
      'adLabel',
    ]);
    expect(verdictOf(checks)).toEqual({ state: 'failed', reason: 'public' });
  });

  describe('mentionsOwner', () => {
    it('takes the handle with or without "@", in any case', () => {
      expect(mentionsHandle('#ad lunch at thecafe today', 'thecafe')).toBe(true);
      expect(mentionsHandle('#ad lunch at @TheCafe.', 'thecafe')).toBe(true);
      expect(mentionsHandle('@thecafe', '@thecafe')).toBe(true);
    });
    it('takes the handle only as a whole word', () => {
      expect(mentionsHandle('at @thecafeteria', 'thecafe')).toBe(false);
      expect(mentionsHandle('at @notthecafe', 'thecafe')).toBe(false);
      expect(mentionsHandle('at @thecafe.melb', 'thecafe')).toBe(false);
      expect(mentionsHandle('mail me at me@thecafe', 'thecafe')).toBe(false);
      expect(mentionsHandle('at @the.cafe', 'the.cafe')).toBe(true);
      expect(mentionsHandle('at @theXcafe', 'the.cafe')).toBe(false);
    });
    it("passes on the owner's link or domain, in the caption or the post's links", () => {
      const byDomain = runProofChecks(
        input({ caption: '#ad lunch, book at thecafe.com.au/book' }),
        'instagram',
      );
      expect(check(byDomain, 'mentionsOwner')).toMatchObject({
        passed: true,
        detail: 'The post links to thecafe.com.au.',
      });
      const byLink = runProofChecks(
        input({ caption: '#ad lunch', links: ['https://thecafe.com.au'] }),
        'youtube',
      );
      expect(check(byLink, 'mentionsOwner').passed).toBe(true);
      const lookalike = runProofChecks(input({ caption: '#ad lunch at mythecafe.com.au' }), 'instagram');
      expect(check(lookalike, 'mentionsOwner').passed).toBe(false);
    });
    it('fails naming what it looked for', () => {
      const checks = runProofChecks(input({ caption: '#ad lunch' }), 'instagram');
      expect(check(checks, 'mentionsOwner')).toMatchObject({
        passed: false,
        detail: 'The caption does not name @thecafe or thecafe.com.au.',
      });
      expect(verdictOf(checks).reason).toBe('mentionsOwner');
    });
    it('a link to a social platform is no domain to look for', () => {
      expect(domainOf('https://www.instagram.com/thecafe')).toBeNull();
      expect(domainOf('www.thecafe.com.au/x')).toBe('thecafe.com.au');
      const checks = runProofChecks(
        input({ caption: '#ad see instagram.com' }, { handle: null, links: ['instagram.com/thecafe'] }),
        'instagram',
      );
      expect(check(checks, 'mentionsOwner')).toMatchObject({
        passed: false,
        detail: 'The business has no handle or link to look for.',
      });
    });
  });

  describe('adLabel', () => {
    it.each(['#ad', '#AD', '#Advertisement', '#sponsored', 'Paid partnership', 'paid PARTNERSHIP with'])(
      '"%s" counts',
      (label) => expect(adLabelCheck(`Lunch at @thecafe ${label} yum`).passed).toBe(true),
    );
    it.each(['#sp', '#spon', '#collab', '#ambassador', '#gifted', 'gifted'])(
      'the vague tag "%s" does not',
      (tag) => {
        const c = adLabelCheck(`Lunch at @thecafe ${tag}`);
        expect(c.passed).toBe(false);
        expect(c.detail).toMatch(/^Only vague tags \(.+\), which do not count/);
      },
    );
    it('takes whole tokens only', () => {
      expect(adLabelCheck('#adventure time #advert #ads').passed).toBe(false);
      expect(adLabelCheck('#adventure time').detail).toMatch(/^No #ad/);
      expect(adLabelCheck('tag#ad').passed).toBe(false);
      expect(adLabelCheck('(#ad) lunch').passed).toBe(true);
    });
    it('must sit wholly within the first 125 characters', () => {
      const pad = (n: number) => 'x'.repeat(n);
      expect(adLabelCheck(`${pad(121)} #ad`).passed).toBe(true); // ends at 125
      const late = adLabelCheck(`${pad(122)} #ad`); // ends at 126
      expect(late.passed).toBe(false);
      expect(late.detail).toBe(
        '"#ad" comes after the first 125 characters, where it is hidden behind "more".',
      );
      // "#advertisement" cut by the window is not "#ad".
      expect(adLabelCheck(`${pad(120)} #advertisement`).passed).toBe(false);
    });
  });

  it('subscribed names the channel', () => {
    expect(subscribedCheck(true, 'thecafe')).toEqual({
      check: 'subscribed',
      passed: true,
      detail: 'Subscribed to @thecafe.',
    });
    expect(verdictOf([subscribedCheck(false, 'thecafe')])).toEqual({ state: 'failed', reason: 'subscribed' });
  });
});
