import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { operatorTwoFactor } from '../../src/db/schema';
import { resetTwoFactor } from '../../src/features/operator/reset-two-factor';
import { createTestApp, type TestApp } from '../test-app';
import { client } from '../admin/helpers';

const PASSWORD = 'Password123!';

/** The code an authenticator app shows for `secret`, `steps` 30-second steps from the app's clock. */
const codeFor = (t: TestApp, secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: t.clock.now().getTime() + steps * 30_000,
  });

/** The steps of a whole enrolment: sign in, enrol with the challenge, confirm with a first code. */
async function enrolled(t: TestApp, api: ReturnType<typeof client>, email: string) {
  const signin = (await api.post('/api/signin', { email, password: PASSWORD })).body.data;
  const { secret } = (await api.post('/api/two-factor/enrol', { challenge: signin.challenge })).body.data;
  const done = await api.post('/api/two-factor/confirm', {
    challenge: signin.challenge,
    code: codeFor(t, secret),
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return { secret, ...(done.body.data as { accessToken: string; recoveryCodes: string[] }) };
}

describe('the console second factor with ADMIN_2FA=required (production)', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp({ config: { admin2fa: 'required' } });
    api = client(t);
  });
  afterAll(() => t.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('a password alone opens nothing: the sign-in answers a challenge, and no route takes it', async () => {
    const { user } = await t.createUser(4);
    const res = await api.post('/api/signin', { email: user.email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      secondFactor: 'enrol',
      challenge: expect.any(String),
      role: 4,
      id: user.id,
    });
    expect(res.body.data.accessToken).toBeUndefined();
    for (const url of ['/api/admin/overview', '/api/admin/users', '/api/users/me']) {
      expect((await api.get(url, bearer(res.body.data.challenge))).status, url).toBe(401);
    }
  });

  it('refuses a password-only session (issued without a second factor) on every console route', async () => {
    const { auth } = await t.createUser(4);
    for (const url of ['/api/admin/overview', '/api/admin/outbox', '/api/users/me']) {
      const res = await api.get(url, auth);
      expect(res.status, url).toBe(403);
      expect(res.body.code).toBe('SECOND_FACTOR_REQUIRED');
    }
  });

  it('other roles still sign in with a password', async () => {
    const { user } = await t.createUser(3);
    const res = await api.post('/api/signin', { email: user.email, password: PASSWORD });
    expect(res.body.data).toEqual({
      accessToken: expect.any(String),
      role: 3,
      id: user.id,
      deviceToken: expect.any(String),
    });
  });

  it('enrols: a sealed secret, a wrong code refused, the right one opens the console with ten recovery codes', async () => {
    const { user } = await t.createUser(4);
    const { challenge } = (await api.post('/api/signin', { email: user.email, password: PASSWORD })).body
      .data;
    const started = await api.post('/api/two-factor/enrol', { challenge });
    expect(started.status).toBe(200);
    const { secret, otpauthUrl } = started.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    const [row] = await t.db.select().from(operatorTwoFactor).where(eq(operatorTwoFactor.userId, user.id));
    expect(row.sealedSecret).not.toContain(secret);
    expect(row.enabledAt).toBeNull();

    const wrong = await api.post('/api/two-factor/confirm', { challenge, code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('SECOND_FACTOR_INVALID');
    const done = await api.post('/api/two-factor/confirm', { challenge, code: codeFor(t, secret) });
    expect(done.status).toBe(200);
    const { accessToken, recoveryCodes } = done.body.data;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await api.get('/api/admin/overview', bearer(accessToken))).status).toBe(200);
    const status = await api.get('/api/two-factor', bearer(accessToken));
    expect(status.body.data).toEqual({ enabled: true, recoveryCodesLeft: 10 });

    // Never again: not a second enrolment, not any answer.
    const again = await api.post('/api/two-factor/enrol', {}, bearer(accessToken));
    expect(again.status).toBe(409);
    const operators = await api.get('/api/admin/operators', bearer(accessToken));
    expect(operators.text).not.toContain(secret);
    expect(operators.body.data.operators).toContainEqual(
      expect.objectContaining({ id: user.id, twoFactor: true }),
    );
  });

  it('signs in with a code; refuses a wrong code and the same code twice', async () => {
    const { user } = await t.createUser(4);
    const { secret } = await enrolled(t, api, user.email);
    const signin = (await api.post('/api/signin', { email: user.email, password: PASSWORD })).body.data;
    expect(signin.secondFactor).toBe('code');
    const wrong = await api.post('/api/two-factor/verify', { challenge: signin.challenge, code: '123 456' });
    expect(wrong.status).toBe(400);
    // The enrolment used this step's code: the next step's is within the window and not used yet.
    const code = codeFor(t, secret, 1);
    const ok = await api.post('/api/two-factor/verify', { challenge: signin.challenge, code });
    expect(ok.status).toBe(200);
    expect((await api.get('/api/admin/overview', bearer(ok.body.data.accessToken))).status).toBe(200);
    const replay = await api.post('/api/two-factor/verify', { challenge: signin.challenge, code });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('SECOND_FACTOR_INVALID');
    // A code two steps away is outside the window.
    const far = await api.post('/api/two-factor/verify', {
      challenge: signin.challenge,
      code: codeFor(t, secret, 3),
    });
    expect(far.status).toBe(400);
  });

  it('takes each recovery code once', async () => {
    const { user } = await t.createUser(4);
    const { recoveryCodes } = await enrolled(t, api, user.email);
    const { challenge } = (await api.post('/api/signin', { email: user.email, password: PASSWORD })).body
      .data;
    const first = await api.post('/api/two-factor/verify', {
      challenge,
      code: recoveryCodes[0].toUpperCase(),
    });
    expect(first.status).toBe(200);
    expect((await api.get('/api/admin/overview', bearer(first.body.data.accessToken))).status).toBe(200);
    const again = await api.post('/api/two-factor/verify', { challenge, code: recoveryCodes[0] });
    expect(again.status).toBe(400);
    expect((await api.post('/api/two-factor/verify', { challenge, code: recoveryCodes[1] })).status).toBe(
      200,
    );
  });

  it('counts tries at an operator\u2019s codes: the seventh within the window answers 429', async () => {
    const { user } = await t.createUser(4);
    await enrolled(t, api, user.email);
    const { challenge } = (await api.post('/api/signin', { email: user.email, password: PASSWORD })).body
      .data;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await api.post('/api/two-factor/verify', { challenge, code: '000000' })).status);
    }
    // The enrolment's confirm counted once already.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });

  it('refuses a challenge that is forged, expired, or older than a password change', async () => {
    const { user } = await t.createUser(4);
    const { challenge } = (await api.post('/api/signin', { email: user.email, password: PASSWORD })).body
      .data;
    const session = await t.app.deps.tokens.sign(user, { secondFactor: true });
    for (const bad of [session, `${challenge}x`]) {
      expect((await api.post('/api/two-factor/enrol', { challenge: bad })).status).toBe(401);
    }
    t.clock.advance(301_000);
    expect((await api.post('/api/two-factor/enrol', { challenge })).status).toBe(401);
  });

  it('npm run admin -- reset-2fa: the operator enrols again, and their sessions end', async () => {
    const { user } = await t.createUser(4);
    const { accessToken } = await enrolled(t, api, user.email);
    expect((await resetTwoFactor(t.db, user.email)).removed).toBe(true);
    expect((await api.get('/api/admin/overview', bearer(accessToken))).status).toBe(401);
    const signin = await api.post('/api/signin', { email: user.email, password: PASSWORD });
    expect(signin.body.data.secondFactor).toBe('enrol');
    await expect(resetTwoFactor(t.db, 'nobody@example.com')).rejects.toThrow('is not an admin');
  });
});

describe('the console second factor with ADMIN_2FA=optional (outside production)', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
  });
  afterAll(() => t.close());

  it('an operator who did not enrol signs in with a password; one who enrolled from the console owes a code', async () => {
    const { user, auth } = await t.createUser(4);
    const plain = await api.post('/api/signin', { email: user.email, password: PASSWORD });
    expect(plain.body.data.accessToken).toEqual(expect.any(String));

    const { secret } = (await api.post('/api/two-factor/enrol', {}, auth)).body.data;
    const done = await api.post('/api/two-factor/confirm', { code: codeFor(t, secret) }, auth);
    expect(done.status).toBe(200);
    // Enrolling ends the sessions a password alone opened.
    expect((await api.get('/api/admin/overview', auth)).status).toBe(401);
    const signin = await api.post('/api/signin', { email: user.email, password: PASSWORD });
    expect(signin.body.data).toMatchObject({ secondFactor: 'code' });
    expect(signin.body.data.accessToken).toBeUndefined();
  });
});

describe('operator roles', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
  });
  afterAll(() => t.close());

  it('the owner sets another operator\u2019s role (audited), never their own', async () => {
    const owner = await t.createUser(4);
    const other = await t.createUser(4, { operatorRole: 'support' });
    const res = await api.put(
      `/api/admin/operators/${other.user.id}`,
      { operatorRole: 'finance' },
      owner.auth,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: other.user.id, operatorRole: 'finance' });
    expect((await t.reload(other.user.id)).operatorRole).toBe('finance');
    // The new role counts at once: finance may not verify campaigns.
    expect((await api.get('/api/admin/campaigns?status=pending', other.auth)).status).toBe(403);
    expect((await api.get('/api/admin/withdraws?status=1', other.auth)).status).toBe(200);
    const audit = (await api.get('/api/admin/audit?action=operator.role_changed', owner.auth)).body.data
      .entries;
    expect(audit[0]).toMatchObject({
      before: { operatorRole: 'support' },
      after: { operatorRole: 'finance' },
    });

    const own = await api.put(
      `/api/admin/operators/${owner.user.id}`,
      { operatorRole: 'support' },
      owner.auth,
    );
    expect(own.status).toBe(409);
    const customer = await t.createUser(3);
    const notOperator = await api.put(
      `/api/admin/operators/${customer.user.id}`,
      { operatorRole: 'owner' },
      owner.auth,
    );
    expect(notOperator.status).toBe(404);
    const bad = await api.put(`/api/admin/operators/${other.user.id}`, { operatorRole: 'root' }, owner.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toBe('Choose owner, support or finance.');
  });
});
