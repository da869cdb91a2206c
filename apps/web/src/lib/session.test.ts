import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getDeviceToken, getToken, saveSignIn } from './session';

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
});
