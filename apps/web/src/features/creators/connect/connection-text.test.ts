import { describe, expect, it } from 'vitest';
import type { SocialAccount } from '@spruik/shared';
import { connectNote, connectionLine, readAgo } from './connection-text';

const now = new Date('2025-03-01T12:00:00Z');
const account = (over: Partial<SocialAccount> = {}): SocialAccount => ({
  platform: 'instagram',
  handle: 'https://www.instagram.com/me/',
  state: 'verified',
  followers: 1234,
  minimum: 100,
  declinedReason: null,
  connection: {
    status: 'connected',
    countReadAt: '2025-03-01T10:00:00Z',
    sandbox: false,
    sandboxPostsUrl: null,
  },
  ...over,
});

describe('connected accounts on the profile', () => {
  it('says how old the count is', () => {
    expect(readAgo('2025-03-01T11:59:40Z', now)).toBe('just now');
    expect(readAgo('2025-03-01T11:59:00Z', now)).toBe('1 minute ago');
    expect(readAgo('2025-03-01T10:00:00Z', now)).toBe('2 hours ago');
    expect(readAgo('2025-02-26T12:00:00Z', now)).toBe('3 days ago');
  });

  it('shows the count read from the platform, a reconnect, or nothing when not connected', () => {
    expect(connectionLine(account(), now)).toBe('Connected · 1,234 followers · read 2 hours ago');
    expect(
      connectionLine(
        account({ platform: 'youtube', connection: { ...account().connection!, sandbox: true } }),
        now,
      ),
    ).toBe('Connected (test account) · 1,234 subscribers · read 2 hours ago');
    expect(
      connectionLine(account({ connection: { ...account().connection!, status: 'reconnect' } }), now),
    ).toMatch(/^Reconnect needed/);
    expect(connectionLine(account({ connection: null }), now)).toBeNull();
  });

  it("tells what the platform's callback did, with the steps for a personal Instagram account", () => {
    expect(connectNote(new URLSearchParams('social=tiktok&result=connected'))).toMatchObject({
      severity: 'success',
      text: expect.stringMatching(/^TikTok: Your account is connected/),
      steps: null,
    });
    const personal = connectNote(new URLSearchParams('social=instagram&result=personalAccount'));
    expect(personal?.severity).toBe('warning');
    expect(personal?.steps?.some((s) => s.includes('Switch to professional account'))).toBe(true);
    expect(connectNote(new URLSearchParams('social=instagram&result=takenByAnother'))?.text).toMatch(
      /already connected to another Spruik account/,
    );
    expect(connectNote(new URLSearchParams('social=myspace&result=connected'))).toBeNull();
    expect(connectNote(new URLSearchParams('social=instagram&result=<script>'))).toBeNull();
    expect(connectNote(new URLSearchParams(''))).toBeNull();
  });
});
