import { createHash, createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { MSG } from '@spruik/shared';
import { emailCodes, mailOutbox, passwordResets } from '../../src/db/schema';
import { ensureAdmin } from '../../src/features/accounts/admin-accounts';
import { createTestApp, type TestApp } from '../test-app';
import { databaseKinds } from '../test-db';

describe.each(databaseKinds)('sessions end when they should (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(() => t.close());

  const me = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/users/me', headers });
  const forget = (email: string) => t.app.inject({ method: 'POST', url: '/api/forget', payload: { email } });
  const changePass = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/change-pass', payload: { token, password } });
  /** The reset tokens e-mailed to this address, oldest first. */
  const resetTokens = async (email: string) =>
    (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.createdAt)).map(
      (m) => new URL(m.text.match(/http\S+/)![0]).searchParams.get('token')!,
    );
  const setActive = (admin: { auth: Record<string, string> }, id: string, isActive: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${id}`,
      headers: admin.auth,
      payload: { isActive },
    });

  it('keeps a token dead after deactivation and reactivation', async () => {
    const admin = await t.createUser(4);
    const person = await t.createUser(3);
    expect((await me(person.auth)).statusCode).toBe(200);
    expect((await setActive(admin, person.user.id, false)).statusCode).toBe(200);
    expect((await me(person.auth)).statusCode).toBe(401);
    expect((await setActive(admin, person.user.id, true)).statusCode).toBe(200);
    expect((await me(person.auth)).statusCode).toBe(401);
    // Signing in again gives a working session.
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email: person.user.email, password: 'Password123!' },
    });
    expect((await me({ authorization: `Bearer ${signin.json().data.accessToken}` })).statusCode).toBe(200);
  });

  it('ends every other reset link once one is used, older and newer alike', async () => {
    const { user } = await t.createUser(3);
    for (let i = 0; i < 3; i++) {
      await forget(user.email);
      t.clock.advance(1000);
    }
    const [oldest, middle, newest] = await resetTokens(user.email);
    const used = await changePass(middle, 'middle-password');
    expect(used.json().data.message).toBe(MSG.passwordChanged);
    for (const token of [oldest, newest, middle]) {
      const res = await changePass(token, 'attacker-password');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toBe(MSG.resetInvalid);
    }
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email: user.email, password: 'middle-password' },
    });
    expect(signin.statusCode).toBe(200);
  });

  it('lets two links race: one changes the password, the other is refused', async () => {
    const { user } = await t.createUser(3);
    await forget(user.email);
    t.clock.advance(1000);
    await forget(user.email);
    const [a, b] = await resetTokens(user.email);
    const answers = await Promise.all([changePass(a, 'password-from-a'), changePass(b, 'password-from-b')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('an admin password reset from the command line ends sessions and reset links; the same password does not', async () => {
    const admin = await t.createUser(4);
    await ensureAdmin(t.db, admin.user.email, 'Password123!');
    expect((await me(admin.auth)).statusCode).toBe(200);
    await forget(admin.user.email);
    const [link] = await resetTokens(admin.user.email);
    await ensureAdmin(t.db, admin.user.email, 'a-brand-new-password');
    expect((await me(admin.auth)).statusCode).toBe(401);
    expect((await changePass(link, 'attacker-password')).json().errors).toBe(MSG.resetInvalid);
  });

  it('refuses a correctly signed token without an expiry', async () => {
    const { user } = await t.createUser(3);
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const sign = (exp: boolean) => {
      const jwt = new SignJWT({ role: user.role, tv: user.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt();
      return (exp ? jwt.setExpirationTime('1h') : jwt).sign(key);
    };
    expect((await me({ authorization: `Bearer ${await sign(true)}` })).statusCode).toBe(200);
    const forever = await me({ authorization: `Bearer ${await sign(false)}` });
    expect(forever.statusCode).toBe(401);
  });

  it('stores codes and reset tokens keyed with TOKEN_PEPPER, never with the JWT secret', async () => {
    const email = `pepper-${kind}@example.com`;
    await t.app.inject({ method: 'POST', url: '/api/verify', payload: { email } });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const code = mail.text.match(/\b(\d{6})\b/)![1];
    const [row] = await t.db.select().from(emailCodes).where(eq(emailCodes.email, email));
    const withPepper = createHmac('sha256', t.config.tokenPepper).update(code).digest('hex');
    const withJwtSecret = [
      createHash('sha256').update(`${t.config.jwtSecret}${code}`).digest('hex'),
      createHmac('sha256', t.config.jwtSecret).update(code).digest('hex'),
    ];
    expect(row.codeHash).toBe(withPepper);
    expect(withJwtSecret).not.toContain(row.codeHash);

    const { user } = await t.createUser(3);
    await forget(user.email);
    const [token] = await resetTokens(user.email);
    const [reset] = await t.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id))
      .orderBy(desc(passwordResets.createdAt));
    expect(reset.tokenHash).toBe(createHmac('sha256', t.config.tokenPepper).update(token).digest('hex'));
    expect(reset.tokenHash).not.toBe(createHash('sha256').update(token).digest('hex'));
  });
});

describe('the request log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    t = await createTestApp({ config: { logLevel: 'info' }, logStream: stream });
  });
  afterAll(() => t.close());

  it('never holds a reset token from the URL', async () => {
    const { user } = await t.createUser(3);
    await t.app.inject({ method: 'POST', url: '/api/forget', payload: { email: user.email } });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    const token = new URL(mail.text.match(/http\S+/)![0]).searchParams.get('token')!;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/change-pass?token=${encodeURIComponent(token)}&lang=en`,
      payload: { password: 'a-new-password' },
    });
    expect(res.statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: `/reset_password?token=${token}` });
    await t.app.inject({ method: 'GET', url: `/api/users/me?accessToken=${token}&Token=${token}` });
    // A platform's answer to a connect: the code buys the creator's tokens, the state binds it to them.
    await t.app.inject({
      method: 'GET',
      url: `/api/social/tiktok/callback?code=${token}&state=${token}&scopes=x`,
    });

    const logged = lines.join('\n');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(encodeURIComponent(token));
    const urls = lines.map((l) => JSON.parse(l)).flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));
    expect(urls).toContain('/api/change-pass?token=REDACTED&lang=en');
    expect(urls).toContain('/reset_password?token=REDACTED');
    expect(urls).toContain('/api/users/me?accessToken=REDACTED&Token=REDACTED');
    expect(urls).toContain('/api/social/tiktok/callback?code=REDACTED&state=REDACTED&scopes=x');
  });
});
