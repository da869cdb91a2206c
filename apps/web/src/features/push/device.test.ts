import { describe, expect, it } from 'vitest';
import { ROLES } from '@spruik/shared';
import { appBadge } from './badge';
import { isIos, keyBytes } from './device';
import { hourText } from './push-section';

describe('this device', () => {
  it('reads the server key as the 65 bytes of an uncompressed P-256 point', () => {
    const key = Buffer.from([4, ...Array.from({ length: 64 }, (_, i) => i * 3)]).toString('base64url');
    const bytes = keyBytes(key);
    expect(bytes).toHaveLength(65);
    expect([...bytes]).toEqual([4, ...Array.from({ length: 64 }, (_, i) => (i * 3) % 256)]);
  });

  it('knows an iPhone or iPad (which pushes only from the Home Screen app)', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isIos('Mozilla/5.0 (Linux; Android 15; Pixel 9)', 5)).toBe(false);
  });
});

describe('the app badge', () => {
  it("is an owner's unseen messages; a creator's is cleared when the app opens", () => {
    expect(appBadge(ROLES.business, 4)).toBe(4);
    expect(appBadge(ROLES.venue, 0)).toBe(0);
    expect(appBadge(ROLES.venue, undefined)).toBeNull();
    expect(appBadge(ROLES.customer, 9)).toBe(0);
  });
});

describe('quiet hours', () => {
  it('name their hours as people say them', () => {
    expect(hourText(22)).toBe('10 pm');
    expect(hourText(8)).toBe('8 am');
    expect(hourText(0)).toBe('12 am');
    expect(hourText(12)).toBe('12 pm');
  });
});
