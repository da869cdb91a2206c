/** The token service remembers verified tokens: the memory must never outlive a token's expiry or admit a forgery. */
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenService } from './auth';

const SECRET = 'unit-secret-unit-secret-unit-secret';
const user = { id: '6f1c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f', role: 3, tokenVersion: 2 };

describe('tokenService.verify', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a remembered token until its expiry, then refuses it', async () => {
    const tokens = tokenService(SECRET);
    const token = await tokens.sign(user);
    expect(await tokens.verify(token)).toEqual({ sub: user.id, tv: 2, sf: false });
    expect(await tokens.verify(token)).toEqual({ sub: user.id, tv: 2, sf: false }); // from memory
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 86_400_000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('never remembers a token it refused, nor one signed with another secret', async () => {
    const tokens = tokenService(SECRET);
    const forged = await tokenService('another-secret-another-secret-0000').sign(user);
    expect(await tokens.verify(forged)).toBeNull();
    expect(await tokens.verify(forged)).toBeNull();
    const key = new TextEncoder().encode(SECRET);
    const forever = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .sign(key);
    expect(await tokens.verify(forever)).toBeNull();
    expect(await tokens.verify(forever)).toBeNull();
  });
});
