/** The push feature's pure rules: the endpoint allow-list, quiet hours in Melbourne, the payload's size. */
import { describe, expect, it } from 'vitest';
import { PUSH_KIND_NAMES, ROLES, pushPayload } from '@spruik/shared';
import { KNOWN_PUSH_SERVICES } from '../../src/config/push-settings';
import { endpointAllowed } from '../../src/features/push/endpoint';
import { buildPayload } from '../../src/features/push/payload';
import { quietUntil } from '../../src/features/push/quiet-hours';

describe('the endpoint allow-list', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/QGx',
    'https://wns2-by3p.notify.windows.com/w/?token=abc',
  ])('production’s list allows %s', (url) => {
    expect(endpointAllowed(url, KNOWN_PUSH_SERVICES)).toBe(true);
  });

  it.each([
    'http://127.0.0.1:8080/push',
    'https://127.0.0.1/push',
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evilfcm.googleapis.com.example/x',
    'https://notfcm.googleapis.co/x',
    'https://user:pass@fcm.googleapis.com/x',
    'https://169.254.169.254/latest/meta-data',
    'https://localhost/push',
    'ftp://fcm.googleapis.com/x',
    'not a url',
  ])('production’s list refuses %s', (url) => {
    expect(endpointAllowed(url, KNOWN_PUSH_SERVICES)).toBe(false);
  });

  it('without a list any http(s) URL goes, nothing else', () => {
    expect(endpointAllowed('http://127.0.0.1:9/push/x', null)).toBe(true);
    expect(endpointAllowed('https://push.example/x', null)).toBe(true);
    expect(endpointAllowed('file:///etc/passwd', null)).toBe(false);
    expect(endpointAllowed('javascript:alert(1)', null)).toBe(false);
  });
});

describe('quiet hours, 22:00 to 08:00 Melbourne time', () => {
  it.each([
    // AEDT (UTC+11)
    ['2026-03-10T02:00:00Z', null], // 13:00
    ['2026-03-10T10:59:59Z', null], // 21:59:59
    ['2026-03-10T11:00:00Z', '2026-03-10T21:00:00Z'], // 22:00 -> 08:00 tomorrow
    ['2026-03-10T12:30:00Z', '2026-03-10T21:00:00Z'], // 23:30
    ['2026-03-10T14:00:00Z', '2026-03-10T21:00:00Z'], // 01:00 -> 08:00 today
    ['2026-03-10T20:59:00Z', '2026-03-10T21:00:00Z'], // 07:59
    ['2026-03-10T21:00:00Z', null], // 08:00
    // AEST (UTC+10), winter
    ['2026-07-01T12:00:00Z', '2026-07-01T22:00:00Z'], // 22:00 -> 08:00
    // Daylight saving ends 2026-04-05 03:00 AEDT -> 02:00 AEST: 08:00 that morning is UTC+10.
    ['2026-04-04T12:00:00Z', '2026-04-04T22:00:00Z'], // 23:00 AEDT
    // Daylight saving starts 2026-10-04 02:00 AEST -> 03:00 AEDT: 08:00 that morning is UTC+11.
    ['2026-10-03T13:00:00Z', '2026-10-03T21:00:00Z'], // 23:00 AEST
  ])('at %s they hold until %s', (now, until) => {
    expect(quietUntil(new Date(now))?.toISOString() ?? null).toBe(
      until === null ? null : new Date(until).toISOString(),
    );
  });
});

describe('the payload', () => {
  it('stays well under 3 KB whatever the texts, and matches the contract', () => {
    for (const kind of PUSH_KIND_NAMES) {
      const p = buildPayload({
        messageId: '00000000-0000-4000-8000-000000000000',
        kind,
        title: '€'.repeat(5000),
        role: ROLES.business,
        campaignId: '00000000-0000-4000-8000-000000000001',
        campaignTitle: '€'.repeat(5000),
        count: kind === 'submission' ? 1000 : 1,
        unseen: 100_000,
      });
      expect(pushPayload.parse(p)).toEqual(p);
      expect(Buffer.byteLength(JSON.stringify(p))).toBeLessThan(1500);
    }
  });

  it('groups submissions under one tag with a count and the campaign', () => {
    const p = buildPayload({
      messageId: 'm1',
      kind: 'submission',
      title: 'New submission to decide on "Lunch".',
      role: ROLES.venue,
      campaignId: 'c1',
      campaignTitle: 'Lunch',
      count: 3,
      unseen: 4,
    });
    expect(p).toEqual({
      title: 'New submissions',
      body: '3 new submissions for Lunch',
      url: '/campaign_details?id=c1',
      tag: 'submission:c1',
      kind: 'submission',
      unseen: 4,
    });
  });

  it("gives a creator's badge no count (it counts the notifications shown), an owner's their unseen messages", () => {
    const base = {
      messageId: 'm1',
      kind: 'paid' as const,
      title: 'Paid',
      campaignId: null,
      campaignTitle: null,
      count: 1,
    };
    expect(buildPayload({ ...base, role: ROLES.customer, unseen: 7 }).unseen).toBe(0);
    expect(buildPayload({ ...base, role: ROLES.venue, unseen: 7 }).unseen).toBe(7);
  });
});
