import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { MSG } from '@spruik/shared';
import { mailOutbox, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './test-app';
import { databaseKinds } from './test-db';
import { customerSignUp, latestCode as codeOf } from './support/sign-up';

describe.each(databaseKinds)('accounts API (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(() => t.close());

  let n = 0;
  const uniqueEmail = () => `person${++n}-${Date.now()}@example.com`;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const latestCode = (email: string) => codeOf(t, email);
  const customer = customerSignUp;
  async function signUp(email: string, extra: Record<string, unknown> = {}) {
    await post('/api/verify', { email });
    return post('/api/signup', customer(email, { token: await latestCode(email), ...extra }));
  }

  describe('POST /api/verify', () => {
    it('needs an e-mail', async () => {
      const res = await post('/api/verify', {});
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toBe('Enter your email');
    });
    it('rejects an address without @ or a dot, or with a space', async () => {
      for (const email of ['nobody.example.com', 'no@body', 'a b@c.com']) {
        const res = await post('/api/verify', { email });
        expect(res.json().errors).toBe('Email address is not valid.');
      }
    });
    it('e-mails a 6-digit code and says so', async () => {
      const email = uniqueEmail();
      const res = await post('/api/verify', { email });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.message).toBe(MSG.codeSent);
      expect(await latestCode(email)).toMatch(/^\d{6}$/);
    });
    it('refuses a second code within a minute, allows it after', async () => {
      const email = uniqueEmail();
      await post('/api/verify', { email });
      const again = await post('/api/verify', { email });
      expect(again.statusCode).toBe(429);
      expect(again.json().errors).toBe(MSG.codeResendWait);
      t.clock.advance(61_000);
      expect((await post('/api/verify', { email })).statusCode).toBe(200);
    });
    it('answers a registered address as any other, and mails it "you already have an account", no code', async () => {
      const email = uniqueEmail();
      expect((await signUp(email)).statusCode).toBe(200);
      t.clock.advance(61_000);
      const unknown = uniqueEmail();
      const answers = [];
      for (const address of [email.toUpperCase(), unknown]) {
        const res = await post('/api/verify', { email: address });
        answers.push({ status: res.statusCode, body: res.json() });
      }
      expect(answers[0]).toEqual({ status: 200, body: { data: { message: MSG.codeSent } } });
      expect(answers[1]).toEqual(answers[0]);
      const [mail] = await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, email))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1);
      expect(mail.subject).toBe('You already have a Spruik account');
      expect(mail.text).toContain('you already have an account');
      expect(mail.text).toContain('/signin');
      expect(mail.text).toContain('/forget_password');
      expect(mail.text).not.toMatch(/\b\d{6}\b/);
      expect(await latestCode(unknown)).toMatch(/^\d{6}$/);
      // The minute's wait holds for both, so a second call tells nothing either.
      const again = [await post('/api/verify', { email }), await post('/api/verify', { email: unknown })];
      expect(again.map((r) => [r.statusCode, r.json()])).toEqual([
        [429, { errors: MSG.codeResendWait, code: 'CODE_RESEND_WAIT' }],
        [429, { errors: MSG.codeResendWait, code: 'CODE_RESEND_WAIT' }],
      ]);
      // Nor does signing up with a guessed code: the registered address is refused for its code first.
      const code = await latestCode(unknown);
      const guess = code === '000000' ? '111111' : '000000';
      const signups = [email, unknown].map((address) =>
        post('/api/signup', customer(address, { token: guess })),
      );
      for (const res of await Promise.all(signups)) {
        expect([res.statusCode, res.json()]).toEqual([
          400,
          { errors: MSG.codeInvalid, code: 'CODE_INVALID' },
        ]);
      }
    });
  });

  describe('POST /api/signup', () => {
    it("gives the spec's messages for each rule, in order", async () => {
      const email = uniqueEmail();
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ name: '' }, 'Please fill out the form correctly.'],
        [{ instagramId: '' }, 'Please fill out the form correctly.'],
        [{ email: 'bad-email' }, 'Email address is not valid.'],
        [{ phone: '041234567' }, 'Phone number is not valid.'],
        [{ role: 2, business: { name: 'Biz' } }, 'Please fill out the form correctly.'],
        [{ role: 2, business: { name: 'Biz', abn: '123' } }, 'ABN must contain 11 digits.'],
        [
          { role: 1, venue: { name: 'V', address: 'A', websiteLink: 'nolink', abn: '12345678901' } },
          'Please enter a valid link.',
        ],
        [
          { role: 1, venue: { name: 'V', address: 'A', websiteLink: 'v.com', abn: '1234567890x' } },
          'ABN must contain 11 digits.',
        ],
        [{ password: 'short' }, 'Password must be at least 8 characters.'],
        [{ city: 'Paris' }, MSG.cityInvalid],
        [{ token: '12' }, MSG.codeInvalid],
      ];
      for (const [extra, message] of cases) {
        const res = await post('/api/signup', customer(email, { token: '123456', ...extra }));
        expect(res.statusCode, JSON.stringify(extra)).toBe(400);
        expect(res.json().errors, JSON.stringify(extra)).toBe(message);
      }
    });
    it('refuses a wrong code, and kills the code after 5 wrong tries', async () => {
      const email = uniqueEmail();
      await post('/api/verify', { email });
      const code = await latestCode(email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i++) {
        const res = await post('/api/signup', customer(email, { token: wrong }));
        expect(res.json().errors).toBe(MSG.codeInvalid);
      }
      expect((await post('/api/signup', customer(email, { token: wrong }))).json().errors).toBe(
        MSG.codeTooManyTries,
      );
      const right = await post('/api/signup', customer(email, { token: code }));
      expect(right.statusCode).toBe(400);
      expect(right.json().errors).toBe(MSG.codeTooManyTries);
    });
    it('refuses an expired code', async () => {
      const email = uniqueEmail();
      await post('/api/verify', { email });
      const code = await latestCode(email);
      t.clock.advance(11 * 60_000);
      const res = await post('/api/signup', customer(email, { token: code }));
      expect(res.json().errors).toBe(MSG.codeExpired);
    });
    it('registers a customer, stores social ids as URLs, and uses the code once', async () => {
      const email = uniqueEmail();
      await post('/api/verify', { email });
      const code = await latestCode(email);
      const res = await post(
        '/api/signup',
        customer(email, { token: code, tiktokId: 'https://www.tiktok.com/@casey.tt' }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data.message).toBe(MSG.signupDone);
      const [row] = await t.db.select().from(users).where(eq(users.email, email));
      expect(row.instagramId).toBe('https://www.instagram.com/casey/');
      expect(row.tiktokId).toBe('https://www.tiktok.com/@casey.tt');
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      const again = await post('/api/signup', customer(email, { token: code }));
      expect([again.statusCode, again.json().errors]).toEqual([400, MSG.codeInvalid]);
    });
    it('registers a venue that waits for activation', async () => {
      const email = uniqueEmail();
      const venue = { name: 'Bar', address: '1 Lane', websiteLink: 'bar.example.com', abn: '12345678901' };
      const res = await signUp(email, { role: 1, venue });
      expect(res.json().data.message).toBe(MSG.signupVenueDone);
      const signin = await post('/api/signin', { email, password: 'secret-pass' });
      expect(signin.statusCode).toBe(403);
      expect(signin.json().errors).toBe(MSG.venueNotActive);
    });
    it('links a referral code to a Legend and refuses an unknown one', async () => {
      const legend = await t.createUser(3, { level: 2, legendCode: `LEG${n}X` });
      const bad = await signUp(uniqueEmail(), { referralCode: 'NOPE' });
      expect(bad.json().errors).toBe(MSG.referralInvalid);
      t.clock.advance(61_000);
      const email = uniqueEmail();
      const ok = await signUp(email, { referralCode: legend.user.legendCode });
      expect(ok.statusCode).toBe(200);
      const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: legend.auth });
      expect(me.json().data.user.referralCount).toBe(1);
      expect(me.json().data.user.legendCode).toBe(legend.user.legendCode);
    });
  });

  describe('POST /api/signin', () => {
    it('answers accessToken, role and id for the right password', async () => {
      const email = uniqueEmail();
      await signUp(email);
      const res = await post('/api/signin', { email: email.toUpperCase(), password: 'secret-pass' });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.role).toBe(3);
      expect(typeof data.accessToken).toBe('string');
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${data.accessToken}` },
      });
      expect(me.json().data.user.id).toBe(data.id);
    });
    it('says the same for a wrong password and an unknown e-mail', async () => {
      const wrong = await post('/api/signin', { email: 'nobody@example.com', password: 'whatever1' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().errors).toBe(MSG.wrongCredentials);
    });
    it('needs both fields', async () => {
      const res = await post('/api/signin', { email: 'a@b.com' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toBe(MSG.fillForm);
    });
  });

  describe('password reset', () => {
    it('mails a single-use link to PUBLIC_URL that ends older sessions', async () => {
      const email = uniqueEmail();
      await signUp(email);
      const oldToken = (await post('/api/signin', { email, password: 'secret-pass' })).json().data
        .accessToken;
      const res = await post('/api/forget', { email });
      expect(res.json().data.message).toBe(MSG.resetSent);
      const [mail] = await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, email))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1);
      const link = mail.text.match(/http\S+/)![0];
      expect(link.startsWith(`${t.config.publicUrl}/reset_password?token=`)).toBe(true);
      const token = decodeURIComponent(new URL(link).searchParams.get('token')!);

      const short = await post(`/api/change-pass?token=${encodeURIComponent(token)}`, { password: 'short' });
      expect(short.json().errors).toBe(MSG.passwordShort);
      const ok = await post(`/api/change-pass?token=${encodeURIComponent(token)}`, {
        password: 'new-password',
      });
      expect(ok.json().data.message).toBe(MSG.passwordChanged);
      const reused = await post(`/api/change-pass?token=${encodeURIComponent(token)}`, {
        password: 'other-password',
      });
      expect(reused.json().errors).toBe(MSG.resetInvalid);

      const old = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${oldToken}` },
      });
      expect(old.statusCode).toBe(401);
      expect((await post('/api/signin', { email, password: 'new-password' })).statusCode).toBe(200);
    });
    it('answers the same for an unknown address and sends nothing', async () => {
      const res = await post('/api/forget', { email: 'ghost@example.com' });
      expect(res.json().data.message).toBe(MSG.resetSent);
      const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ghost@example.com'));
      expect(mails).toHaveLength(0);
    });
    it('expires links after an hour', async () => {
      const email = uniqueEmail();
      await signUp(email);
      await post('/api/forget', { email });
      const [mail] = await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, email))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1);
      const token = new URL(mail.text.match(/http\S+/)![0]).searchParams.get('token')!;
      t.clock.advance(61 * 60_000);
      const res = await post('/api/change-pass', { token, password: 'new-password' });
      expect(res.json().errors).toBe(MSG.resetInvalid);
    });
  });

  describe('profile', () => {
    it('needs a valid bearer token', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
      const bad = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: 'Bearer nonsense' },
      });
      expect(bad.statusCode).toBe(401);
      expect(bad.json().errors).toBeTruthy();
    });
    it('edits once, then refuses for 30 days', async () => {
      const { auth } = await t.createUser(3);
      const edit = (name: string) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/users/me',
          headers: auth,
          payload: {
            name,
            country: 'Australia',
            city: 'Sydney',
            instagramId: 'https://instagram.com/newname',
            tiktokId: '@tt',
          },
        });
      const first = await edit('New Name');
      expect(first.statusCode).toBe(200);
      expect(first.json().data.message).toBe('Edited successfully');
      expect(first.json().data.user).toMatchObject({
        name: 'New Name',
        city: 'Sydney',
        instagramId: 'https://www.instagram.com/newname/',
        tiktokId: 'https://www.tiktok.com/@tt',
      });
      const second = await edit('Again');
      expect(second.statusCode).toBe(429);
      expect(second.json().errors).toBe(MSG.editOncePerMonth);
      t.clock.advance(30 * 86_400_000 + 1000);
      expect((await edit('Later')).statusCode).toBe(200);
    });
    it('checks required fields and venue details', async () => {
      const { auth } = await t.createUser(1);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/users/me',
        headers: auth,
        payload: {
          name: 'V',
          country: 'Australia',
          city: 'Melbourne',
          instagramId: '@v',
          details: { name: 'Bar', address: 'x', websiteLink: 'nodot' },
        },
      });
      expect(res.json().errors).toBe('Please enter a valid link.');
      const missing = await t.app.inject({
        method: 'PUT',
        url: '/api/users/me',
        headers: auth,
        payload: { name: '' },
      });
      expect(missing.json().errors).toBe(MSG.fillForm);
    });
    it('shows role details with balances from the ledger', async () => {
      const { auth } = await t.createUser(1);
      const me = (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: auth })).json().data
        .user;
      expect(me.details).toMatchObject({ name: 'Test Venue', credit: 0, totalIncome: 0 });
      expect(me.wallet).toBe(0);
      expect(me.unseenMessages).toBe(0);
    });
  });

  describe('POST /api/images', () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const multipart = (field: string, filename: string, bytes: Buffer) => {
      const boundary = '----spruik';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
    };
    it('stores a png as webp under a random name, served at /uploads', async () => {
      const { auth } = await t.createUser(2);
      const m = multipart('image', 'logo.png', png);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/images',
        payload: m.payload,
        headers: { ...auth, ...m.headers },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.filename).toMatch(/^[0-9a-f-]{36}\.webp$/);
    });
    it('checks the content, not the name', async () => {
      const { auth } = await t.createUser(2);
      const m = multipart('image', 'logo.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/images',
        payload: m.payload,
        headers: { ...auth, ...m.headers },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toBe(MSG.imageType);
    });
    it("answers 'empty' without a file", async () => {
      const { auth } = await t.createUser(2);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/images',
        headers: { ...auth, 'content-type': 'application/json' },
        payload: {},
      });
      expect(res.json().errors).toBe('empty');
    });
    it('is not for customers', async () => {
      const { auth } = await t.createUser(3);
      const m = multipart('image', 'a.png', png);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/images',
        payload: m.payload,
        headers: { ...auth, ...m.headers },
      });
      expect(res.statusCode).toBe(403);
    });
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimit: { windowSeconds: 600, perEmail: 3, perIp: 1000 } } });
  });
  afterAll(() => t.close());

  it('limits sign-in tries per e-mail, not other addresses', async () => {
    const signin = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/signin', payload: { email, password: 'wrong-pass' } });
    for (let i = 0; i < 3; i++) expect((await signin('target@example.com')).statusCode).toBe(401);
    const blocked = await signin('target@example.com');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errors).toBe(MSG.tooManyRequests);
    expect((await signin('other@example.com')).statusCode).toBe(401);
    // @fastify/rate-limit's windows run on the wall clock (Date), not the app's clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 601_000);
    try {
      expect((await signin('target@example.com')).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});
