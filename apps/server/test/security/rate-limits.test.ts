import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MSG } from '@spruik/shared';
import { loadConfig } from '../../src/config/env';
import { tokenService } from '../../src/plugins/auth';
import { createTestApp, type TestApp } from '../test-app';

type Answer = { statusCode: number; json: () => { errors?: string; code?: string } };

/** The limiter's answer, as the web app shows it: 429 with the documented text. Other 429s (resend wait) are not it. */
const limited = (res: Answer) =>
  res.statusCode === 429 && res.json().code === 'RATE_LIMITED' && res.json().errors === MSG.tooManyRequests;

/** A fresh client address per call site, so each test counts only its own tries. */
let lastAddress = 0;
const newAddress = () => {
  lastAddress += 1;
  return `198.18.${lastAddress >> 8}.${lastAddress & 255}`;
};

/** The per-minute limits this deploy gets when nothing is set (RATE_LIMIT_WRITES/UPLOADS_PER_MINUTE unset). */
const defaultsPerMinute = () =>
  loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'spruik-defaults-')),
    JWT_SECRET: 'a-test-secret-of-enough-length',
    NODE_ENV: 'test',
  }).limitsPerMinute;

const multipart = (bytes: Buffer) => {
  const boundary = '----spruik';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

describe('rate limits on signing in and account recovery (3 per e-mail, 6 per IP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        rateLimit: { windowSeconds: 600, perEmail: 3, perIp: 6 },
        limitsPerMinute: defaultsPerMinute(),
      },
    });
  });
  afterAll(() => t.close());

  const bodies: Record<string, (email: string) => object> = {
    signin: (email) => ({ email, password: 'wrong-password' }),
    verify: (email) => ({ email }),
    signup: (email) => ({ email, name: 'Guesser', password: 'Password123!', role: 3, token: '123456' }),
    forget: (email) => ({ email }),
  };
  const post = (route: string, email: string, from: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${route}`,
      payload: bodies[route](email),
      remoteAddress: from,
    });

  describe.each(Object.keys(bodies))('/api/%s', (route) => {
    // Sign-in counts per e-mail and address instead (its own tests below).
    it.skipIf(route === 'signin')(
      'allows 3 tries for one e-mail from any addresses, then answers 429 however the e-mail is spelt',
      async () => {
        const email = `target-${route}@example.com`;
        for (let i = 0; i < 3; i++) expect(limited(await post(route, email, newAddress()))).toBe(false);
        const blocked = await post(route, email, newAddress());
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json()).toEqual({ errors: MSG.tooManyRequests, code: 'RATE_LIMITED' });
        expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
        expect(limited(await post(route, `  TARGET-${route}@Example.COM `, newAddress()))).toBe(true);
        // Another account is not touched.
        expect(limited(await post(route, `other-${route}@example.com`, newAddress()))).toBe(false);
      },
    );

    it('allows 6 tries from one address across e-mails, then answers 429; other addresses are not touched', async () => {
      const from = newAddress();
      for (let i = 0; i < 6; i++) {
        expect(limited(await post(route, `spray-${route}-${i}@example.com`, from))).toBe(false);
      }
      expect(limited(await post(route, `spray-${route}-6@example.com`, from))).toBe(true);
      expect(limited(await post(route, `spray-${route}-7@example.com`, newAddress()))).toBe(false);
    });
  });

  describe('/api/signin: guessing is slowed, the owner is never locked out', () => {
    const signin = (email: string, password: string, from: string, deviceToken?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/signin',
        payload: { email, password, ...(deviceToken ? { deviceToken } : {}) },
        remoteAddress: from,
      });
    /** Signs the owner in from a fresh address and answers the device token the server gave. */
    const knownDevice = async (email: string) => {
      const res = await signin(email, 'Password123!', newAddress());
      expect(res.statusCode).toBe(200);
      return res.json().data.deviceToken as string;
    };
    const wrongTries = async (email: string, from: string, n: number) => {
      const answers = [];
      for (let i = 0; i < n; i++) answers.push((await signin(email, 'wrong-password', from)).statusCode);
      return answers;
    };

    it('answers the attacker 429 past 3 tries from its address, and lets the owner in from another', async () => {
      const { user } = await t.createUser(3);
      const attacker = newAddress();
      expect(await wrongTries(user.email, attacker, 12)).toEqual([401, 401, 401, ...Array(9).fill(429)]);
      const owner = await signin(user.email, 'Password123!', newAddress());
      expect(owner.statusCode).toBe(200);
      expect(owner.json().data.accessToken).toEqual(expect.any(String));
    });

    it("lets the owner in from the attacker's own address on a device that signed in before", async () => {
      const { user } = await t.createUser(3);
      const deviceToken = await knownDevice(user.email);
      const shared = newAddress();
      expect(limited(await signin(user.email, 'wrong-password', shared))).toBe(false);
      await wrongTries(user.email, shared, 11);
      expect(limited(await signin(user.email, 'Password123!', shared))).toBe(true);
      const res = await signin(user.email, 'Password123!', shared, deviceToken);
      expect(res.statusCode).toBe(200);
      // Each sign-in gives a fresh token; the next one works as well.
      expect((await signin(user.email, 'Password123!', shared, res.json().data.deviceToken)).statusCode).toBe(
        200,
      );
    });

    it("gives a known device 3 tries of its own, and no budget to another account's or a forged token", async () => {
      const { user } = await t.createUser(3);
      const other = await t.createUser(3);
      const deviceToken = await knownDevice(user.email);
      const from = newAddress();
      expect(await wrongTries(user.email, from, 3)).toEqual([401, 401, 401]);
      const forged = `${'a'.repeat(22)}.${'b'.repeat(43)}`;
      for (const token of [await knownDevice(other.user.email), forged, 'x'.repeat(100)]) {
        expect(limited(await signin(user.email, 'Password123!', from, token))).toBe(true);
      }
      const device = newAddress();
      for (let i = 0; i < 3; i++) {
        expect((await signin(user.email, 'wrong-password', device, deviceToken)).statusCode).toBe(401);
      }
      expect(limited(await signin(user.email, 'Password123!', newAddress(), deviceToken))).toBe(true);
    });

    it('stops guessing from many addresses at 30 tries per e-mail, sparing only an address’s first try', async () => {
      const { user } = await t.createUser(3);
      const addresses = Array.from({ length: 10 }, () => newAddress());
      for (const from of addresses) expect(await wrongTries(user.email, from, 3)).toEqual([401, 401, 401]);
      // The ceiling is spent: a new address gets one try, then 429, right password or not.
      const late = newAddress();
      expect(await wrongTries(user.email, late, 2)).toEqual([401, 429]);
      expect(limited(await signin(user.email, 'Password123!', late))).toBe(true);
      // The owner still gets in: from an address that has not tried, and then on that device from anywhere.
      const deviceToken = await knownDevice(user.email);
      expect((await signin(user.email, 'Password123!', late, deviceToken)).statusCode).toBe(200);
    });
  });

  it('counts each action on its own: a spent sign-in budget leaves forget open', async () => {
    const from = newAddress();
    for (let i = 0; i < 7; i++) await post('signin', `own-${i}@example.com`, from);
    expect(limited(await post('signin', 'own-7@example.com', from))).toBe(true);
    expect(limited(await post('forget', 'own-7@example.com', from))).toBe(false);
  });

  it('limits /api/change-pass per address (6 tries of reset tokens), not other addresses', async () => {
    const from = newAddress();
    const change = (address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/change-pass',
        payload: { token: 'f'.repeat(64), password: 'Password123!' },
        remoteAddress: address,
      });
    for (let i = 0; i < 6; i++) expect((await change(from)).statusCode).toBe(400);
    expect(limited(await change(from))).toBe(true);
    expect((await change(newAddress())).statusCode).toBe(400);
  });

  describe('starting a top-up (3 per account, 6 per address)', () => {
    const start = (auth: Record<string, string>, from: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: i % 2 ? '/api/transaction' : '/api/transaction/stripe',
        payload: { amount: 50 },
        headers: auth,
        remoteAddress: from,
      });

    it('counts one account across addresses and both providers', async () => {
      const business = await t.createUser(2);
      for (let i = 0; i < 3; i++) expect((await start(business.auth, newAddress(), i)).statusCode).toBe(200);
      expect(limited(await start(business.auth, newAddress(), 3))).toBe(true);
      const other = await t.createUser(2);
      expect((await start(other.auth, newAddress(), 0)).statusCode).toBe(200);
    });

    it('counts one address across accounts', async () => {
      const from = newAddress();
      for (let i = 0; i < 6; i++) {
        const business = await t.createUser(2);
        expect((await start(business.auth, from, i)).statusCode).toBe(200);
      }
      const seventh = await t.createUser(2);
      expect(limited(await start(seventh.auth, from, 0))).toBe(true);
      expect((await start(seventh.auth, newAddress(), 0)).statusCode).toBe(200);
    });

    it('keys the account by a token the server signed: a forged one naming a victim does not spend its budget', async () => {
      const victim = await t.createUser(2);
      const forged = await tokenService('not-the-server-secret-at-all-0000').sign(victim.user);
      const from = newAddress();
      for (let i = 0; i < 3; i++) {
        expect((await start({ authorization: `Bearer ${forged}` }, from, i)).statusCode).toBe(401);
      }
      expect((await start(victim.auth, newAddress(), 0)).statusCode).toBe(200);
    });
  });

  it('refuses a burst of 10 image uploads of 5 MiB from one account beyond the default per-minute limit', async () => {
    const venue = await t.createUser(1);
    const { uploads } = defaultsPerMinute();
    expect(uploads).toBeLessThan(10);
    // PNG magic and filler, just under the 5 MiB cap.
    const big = Buffer.alloc(LIMITS.maxImageBytes - 1024, 7);
    Buffer.from('89504e470d0a1a0a', 'hex').copy(big);
    const m = multipart(big);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/images',
          payload: m.payload,
          headers: { ...venue.auth, ...m.headers },
          remoteAddress: newAddress(),
        }),
      ),
    );
    expect(answers.filter(limited)).toHaveLength(10 - uploads);
    expect(answers.filter((r) => r.statusCode !== 429)).toHaveLength(uploads);
    // Another account uploads as usual.
    const other = await t.createUser(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: m.payload,
      headers: { ...other.auth, ...m.headers },
    });
    expect(res.statusCode).not.toBe(429);
  });
});

describe('the general write limit (5 writes a minute per account in this test)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        rateLimit: { windowSeconds: 600, perEmail: 1000, perIp: 1000 },
        limitsPerMinute: { writes: 5, uploads: 100 },
      },
    });
  });
  afterAll(() => t.close());

  const editMe = (headers: Record<string, string>, from: string) =>
    t.app.inject({ method: 'PUT', url: '/api/users/me', payload: {}, headers, remoteAddress: from });

  it('refuses the 6th write of one account, on any write route, while another account on the same address writes', async () => {
    const from = newAddress();
    const a = await t.createUser(3);
    for (let i = 0; i < 5; i++) expect(limited(await editMe(a.auth, from))).toBe(false);
    expect(limited(await editMe(a.auth, from))).toBe(true);
    const bank = await t.app.inject({
      method: 'POST',
      url: '/api/users/bank',
      payload: {},
      headers: a.auth,
      remoteAddress: newAddress(),
    });
    expect(limited(bank)).toBe(true);
    const b = await t.createUser(3);
    expect(limited(await editMe(b.auth, from))).toBe(false);
  });

  it('does not count reads', async () => {
    const c = await t.createUser(3);
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: c.auth });
      expect(res.statusCode).toBe(200);
    }
    expect(limited(await editMe(c.auth, newAddress()))).toBe(false);
  });

  it('counts signed-out writes, and tokens the server did not sign, by address: new tokens do not help', async () => {
    const from = newAddress();
    for (let i = 0; i < 5; i++) {
      const res = await editMe({ authorization: `Bearer garbage-${i}` }, from);
      expect(res.statusCode).toBe(401);
    }
    expect(limited(await editMe({ authorization: 'Bearer garbage-5' }, from))).toBe(true);
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email: 'someone@example.com', password: 'wrong-password' },
      remoteAddress: from,
    });
    expect(limited(signin)).toBe(true);
    // The victim a forged token names keeps its own budget.
    const d = await t.createUser(3);
    const forged = await tokenService('not-the-server-secret-at-all-0000').sign(d.user);
    const other = newAddress();
    for (let i = 0; i < 6; i++) await editMe({ authorization: `Bearer ${forged}` }, other);
    expect(limited(await editMe(d.auth, newAddress()))).toBe(false);
  });

  it("leaves Stripe's signed webhook out of it", async () => {
    const from = newAddress();
    for (let i = 0; i < 6; i++) await editMe({}, from);
    expect(limited(await editMe({}, from))).toBe(true);
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/transaction/stripe/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      remoteAddress: from,
    });
    expect(webhook.statusCode).not.toBe(429);
  });
});
