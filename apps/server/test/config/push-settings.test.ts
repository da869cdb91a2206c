/** Push's settings (config/push-settings.ts, docs/push.md): production fails closed. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env';
import { KNOWN_PUSH_SERVICES, pushSettings } from '../../src/config/push-settings';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'spruik-push-'));
const keys = webpush.generateVAPIDKeys();
const vapid = {
  VAPID_PUBLIC_KEY: keys.publicKey,
  VAPID_PRIVATE_KEY: keys.privateKey,
  VAPID_SUBJECT: 'mailto:ops@spruik.example',
};
const SOCIAL_TOKEN_KEY = 'Rk2Wn8Qc2Lp6Rv0Xm3Bk7Hy1Jf5Sd9Ga+Ne/Ou4Ki8Vb2Xq6Mc0Zr3Wl7Hp1Ys5d';
const production = { isProduction: true, dataDir: dataDir() };

describe('push settings', () => {
  it('in production, push with its keys and SOCIAL_TOKEN_KEY starts, sending only to the known push services', () => {
    const r = pushSettings({ ...vapid, SOCIAL_TOKEN_KEY }, production);
    expect('value' in r && r.value?.serviceHosts).toEqual(KNOWN_PUSH_SERVICES);
  });

  it('refuses production with push on and no SOCIAL_TOKEN_KEY (devices’ auth secrets are sealed with it)', () => {
    const r = pushSettings(vapid, production);
    expect('error' in r && r.error).toMatch(/^SOCIAL_TOKEN_KEY is not set/);
  });

  it('lets production without SOCIAL_TOKEN_KEY run with push off', () => {
    expect(pushSettings({}, production)).toEqual({ value: null });
    expect(pushSettings({ ...vapid, PUSH_NOTIFICATIONS: 'false' }, production)).toEqual({ value: null });
  });

  it('reads PUSH_SERVICE_HOSTS as a comma-separated list, in lower case', () => {
    const r = pushSettings(
      { ...vapid, SOCIAL_TOKEN_KEY, PUSH_SERVICE_HOSTS: ' FCM.googleapis.com, push.example ,' },
      production,
    );
    expect('value' in r && r.value?.serviceHosts).toEqual(['fcm.googleapis.com', 'push.example']);
  });

  it('outside production generates keys once and sends anywhere http(s)', () => {
    const dir = dataDir();
    const a = pushSettings({}, { isProduction: false, dataDir: dir });
    const b = pushSettings({}, { isProduction: false, dataDir: dir });
    expect('value' in a && a.value?.serviceHosts).toBeNull();
    expect('value' in a && a.value?.vapid.publicKey).toBe('value' in b && b.value?.vapid.publicKey);
  });

  it("names push's missing keys among production's other problems, all at once", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'spruik-push-prod-'));
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, PUSH_NOTIFICATIONS: 'true' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('JWT_SECRET is not set');
    expect(message).toContain('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are needed');
  });
});
