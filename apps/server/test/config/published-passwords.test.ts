import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@spruik/shared';
import { DEMO_PASSWORD } from '../../src/config/demo-password';
import { createTestApp } from '../test-app';
import { customerSignUp, latestMail as mailTo } from '../support/sign-up';

/** Sign-up and reset-link flows against one app; production or not. */
async function accountsApp(isProduction: boolean) {
  const t = await createTestApp({
    config: { isProduction, nodeEnv: isProduction ? 'production' : 'development' },
  });
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const latestMail = async (to: string) => (await mailTo(t, to))!;
  /** Sends a sign-up code and answers a sign-up with it for this password. */
  const signUpCode = async (email: string) => {
    await post('/api/verify', { email });
    const token = (await latestMail(email)).match(/\b(\d{6})\b/)![1];
    return (password: string) => post('/api/signup', customerSignUp(email, { password, token }));
  };
  /** Mails a reset link to a new customer and answers a change-pass with it for this password. */
  const resetLink = async () => {
    const { user } = await t.createUser(3);
    await post('/api/forget', { email: user.email });
    const token = new URL((await latestMail(user.email)).match(/http\S+/)![0]).searchParams.get('token')!;
    return (password: string) => post(`/api/change-pass?token=${encodeURIComponent(token)}`, { password });
  };
  return { t, signUpCode, resetLink };
}

/**
 * Production never lets a new password be the README's, so only the accounts its start checks (the demo seed's
 * and admins) can hold one (docs/security.md).
 */
describe('production refuses a published password as a new password', () => {
  let app: Awaited<ReturnType<typeof accountsApp>>;
  beforeAll(async () => {
    app = await accountsApp(true);
  });
  afterAll(() => app.t.close());

  it('at sign-up, in any letter case, without using up the code', async () => {
    const signUp = await app.signUpCode('published@example.com');
    for (const password of [DEMO_PASSWORD, DEMO_PASSWORD.toUpperCase()]) {
      const res = await signUp(password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: MSG.passwordPublished, code: 'VALIDATION' });
    }
    expect((await signUp('a private passphrase')).json().data.message).toBe(MSG.signupDone);
  });

  it('from a reset link, which stays usable', async () => {
    const change = await app.resetLink();
    const refused = await change(DEMO_PASSWORD);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toBe(MSG.passwordPublished);
    expect((await change('a private passphrase')).json().data.message).toBe(MSG.passwordChanged);
  });
});

describe('outside production the published password stays allowed (the demo world uses it)', () => {
  let app: Awaited<ReturnType<typeof accountsApp>>;
  beforeAll(async () => {
    app = await accountsApp(false);
  });
  afterAll(() => app.t.close());

  it('at sign-up and from a reset link', async () => {
    expect((await (await app.signUpCode('demo-like@example.com'))(DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await (await app.resetLink())(DEMO_PASSWORD)).json().data.message).toBe(MSG.passwordChanged);
  });
});
