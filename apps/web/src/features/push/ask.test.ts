import { describe, expect, it } from 'vitest';
import { NOT_NOW_MS, shouldAsk } from './ask';

const now = Date.UTC(2026, 0, 15);
const ready = { support: 'ready', subscribed: false, notNowAt: null, now } as const;

describe('when the app asks to turn notifications on', () => {
  it('asks a device that can subscribe and is not subscribed', () => {
    expect(shouldAsk(ready)).toBe(true);
  });

  it('never asks when the browser blocked it, lacks Push, the server pushes nothing, or it is subscribed', () => {
    for (const support of ['denied', 'unsupported', 'ios-install', 'off'] as const)
      expect(shouldAsk({ ...ready, support })).toBe(false);
    expect(shouldAsk({ ...ready, subscribed: true })).toBe(false);
  });

  it('"Not now" holds the question back for 30 days', () => {
    expect(shouldAsk({ ...ready, notNowAt: now - 1000 })).toBe(false);
    expect(shouldAsk({ ...ready, notNowAt: now - NOT_NOW_MS + 1 })).toBe(false);
    expect(shouldAsk({ ...ready, notNowAt: now - NOT_NOW_MS })).toBe(true);
    expect(NOT_NOW_MS).toBe(30 * 24 * 60 * 60 * 1000);
  });
});
