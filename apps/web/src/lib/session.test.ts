import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getDeviceToken, getToken, PUSH_NOT_NOW_KEY, saveSignIn } from './session';

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, String(v)),
    removeItem: (k: string) => void m.delete(k),
    clear: () => m.clear(),
  };
}

describe('the sign-in device token', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is kept from a sign-in and outlives signing out, which clears the session', () => {
    expect(getDeviceToken()).toBeUndefined();
    saveSignIn({ accessToken: 'jwt', role: 3, id: 'u1', deviceToken: 'nonce.mac' });
    localStorage.setItem('name', 'Ann');
    clearSession();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('name')).toBeNull();
    expect(getDeviceToken()).toBe('nonce.mac');
  });

  it('keeps the device\'s "Not now" to push notifications across sign-outs', () => {
    saveSignIn({ accessToken: 'jwt', role: 3, id: 'u1' });
    localStorage.setItem(PUSH_NOT_NOW_KEY, '1790000000000');
    clearSession();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(PUSH_NOT_NOW_KEY)).toBe('1790000000000');
  });
});
