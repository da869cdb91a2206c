/** Rotating JWT_SECRET: new tokens carry the new secret; tokens of JWT_SECRET_PREVIOUS live out their term. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenService } from '../../src/plugins/auth';
import { createTestApp, type TestApp } from '../test-app';

const OLD = 'old-secret-old-secret-old-secret';
const NEW = 'new-secret-new-secret-new-secret';

describe('JWT_SECRET rotation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { jwtSecret: NEW, jwtSecretPrevious: OLD } });
  });
  afterAll(() => t.close());

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });

  it('accepts tokens signed with the previous secret and the new one, refuses any other', async () => {
    const { user } = await t.createUser(3);
    expect((await me(await tokenService(OLD).sign(user))).statusCode).toBe(200);
    expect((await me(await tokenService(NEW).sign(user))).statusCode).toBe(200);
    expect((await me(await tokenService('some-other-secret-000000000').sign(user))).statusCode).toBe(401);
  });

  it('signs new sessions with the new secret only', async () => {
    const { user } = await t.createUser(3, { email: 'rotate@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email: user.email, password: 'Password123!' },
    });
    const token = res.json().data.accessToken as string;
    expect(await tokenService(NEW).verify(token)).not.toBeNull();
    expect(await tokenService(OLD).verify(token)).toBeNull();
  });
});
