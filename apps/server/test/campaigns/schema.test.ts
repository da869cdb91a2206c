/** The shared campaign schemas on their own (the web form uses the same ones), with a fixed clock. */
import { describe, expect, it } from 'vitest';
import {
  campaignDay,
  check,
  createCampaignSchema,
  endOfCampaignDay,
  parseEndDate,
  submitActivitySchema,
} from '@spruik/shared';

// 10:00 on 15 June 2025 in Melbourne (AEST, UTC+10).
const now = new Date('2025-06-15T00:00:00Z');
const schema = createCampaignSchema(() => now);
const form = {
  type: '1',
  title: 'Coffee',
  conditions: 'Be nice',
  participantsCount: '10',
  participantsShare: '0.05',
  endDate: '2025-06-16',
  link: 'example.com',
};

describe('createCampaignSchema', () => {
  it('accepts the web form as typed (text numbers) and returns cents and an https link', () => {
    const r = check(schema, form);
    expect(r.ok && r.value).toMatchObject({
      type: 1,
      participantsCount: 10,
      participantsShareCents: 5,
      link: 'https://example.com',
      platform: null,
      item: null,
      discount: null,
    });
  });
  it('a date-only end date ends at the end of that Melbourne day (DST-aware)', () => {
    expect(endOfCampaignDay('2025-06-16').toISOString()).toBe('2025-06-16T13:59:59.999Z'); // AEST +10
    expect(endOfCampaignDay('2025-01-16').toISOString()).toBe('2025-01-16T12:59:59.999Z'); // AEDT +11
    expect(parseEndDate('2025-02-30')).toBeNull();
    expect(parseEndDate('16/06/2025')).toBeNull();
  });
  it('tomorrow is the earliest end date, in Melbourne days', () => {
    expect(campaignDay(now)).toBe('2025-06-15');
    const today = check(schema, { ...form, endDate: '2025-06-15' });
    expect(today.ok || today.message).toBe('The end date must be tomorrow or later.');
    // 23:30 UTC on the 15th is already the 16th in Melbourne.
    expect(check(schema, { ...form, endDate: '2025-06-15T23:30:00Z' }).ok).toBe(true);
    const sameDay = check(schema, { ...form, endDate: '2025-06-15T13:00:00Z' });
    expect(sameDay.ok || sameDay.message).toBe('The end date must be tomorrow or later.');
  });
  it('the first failing rule is the message', () => {
    const r = check(schema, { ...form, title: '', participantsCount: 'x' });
    expect(r.ok || r.message).toBe('Please fill out the form correctly.');
  });
});

describe('submitActivitySchema', () => {
  it('types 1-3 need nothing; 4-7 need a link under 100 characters; the disclosure only when the form asks', () => {
    expect(check(submitActivitySchema({ type: 2, platform: 'instagram' }), {}).ok).toBe(true);
    const proof = submitActivitySchema({ type: 5, platform: 'tiktok' });
    const r = check(proof, { link: 'http://tiktok.com/@me/video/1', disclosed: 'true' });
    expect(r.ok && r.value).toEqual({
      link: 'https://tiktok.com/@me/video/1',
      youtubeId: null,
      disclosed: true,
    });
    // The API never requires the tick (docs/spec.md, Participation); our own form asks for it.
    const bare = check(proof, { link: 'tiktok.com/x' });
    expect(bare.ok && bare.value).toEqual({
      link: 'https://tiktok.com/x',
      youtubeId: null,
      disclosed: false,
    });
    const form = submitActivitySchema({ type: 5, platform: 'tiktok' }, { requireDisclosure: true });
    const no = check(form, { link: 'tiktok.com/x', disclosed: false });
    expect(no.ok || no.message).toBe('Please confirm the post is marked as an ad.');
    expect(check(form, { link: 'tiktok.com/x', disclosed: true }).ok).toBe(true);
  });
});
