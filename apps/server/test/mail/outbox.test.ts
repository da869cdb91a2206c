import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../src/db/schema';
import { HIDDEN_TOKEN } from '../../src/features/mail/outbox.presenter';
import { createTestApp, type TestApp } from '../test-app';

const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];
const REMOTE = ['203.0.113.7', '10.0.0.5', '::ffff:192.168.1.20', '2001:db8::1'];
const DEV_URLS = ['/api/dev/outbox', '/api/dev/outbox?to=reader%40example.com', '/dev/outbox'];

/** An e-mail with a reset link in it, like the one an attacker wants to read. */
async function mailResetLink(t: TestApp) {
  const { user } = await t.createUser(3, { email: 'reader@example.com' });
  await t.app.inject({ method: 'POST', url: '/api/forget', payload: { email: user.email } });
}

const get = (t: TestApp, url: string, remoteAddress: string, headers: InjectOptions['headers'] = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress, headers });

describe('the dev outbox outside production', () => {
  let t: TestApp;
  let unknownPath: { status: number; body: string };
  beforeAll(async () => {
    t = await createTestApp();
    await mailResetLink(t);
    const res = await get(t, '/api/dev/no-such-thing', '203.0.113.7');
    unknownPath = { status: res.statusCode, body: res.body };
  });
  afterAll(() => t.close());

  it.each(LOOPBACK)('shows mail to a caller on this machine (%s)', async (address) => {
    const api = await get(t, '/api/dev/outbox?to=READER@example.com', address);
    expect(api.statusCode).toBe(200);
    expect(api.json().data.messages[0].text).toContain('/reset_password?token=');
    const page = await get(t, '/dev/outbox', address);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('reader@example.com');
  });

  it.each(REMOTE)('answers %s the 404 of an unknown path, whatever X-Forwarded-For says', async (address) => {
    for (const url of DEV_URLS) {
      for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }, { 'x-forwarded-for': '::1' }]) {
        const res = await get(t, url, address, headers);
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
        expect(res.body).toBe(unknownPath.body);
        expect(res.body).not.toContain('reset_password');
      }
    }
  });

  it('answers a remote caller the 404 of an unknown path for any query, never a validation error', async () => {
    for (const query of ['?to=a%40example.com&to=b%40example.com', '?to[x]=1', `?to=${'a'.repeat(3000)}`]) {
      const res = await get(t, `/api/dev/outbox${query}`, '203.0.113.7');
      expect(res.statusCode, query).toBe(404);
      expect(res.body).toBe(unknownPath.body);
    }
    const local = await get(t, '/api/dev/outbox?to=a%40example.com&to=b%40example.com', '127.0.0.1');
    expect(local.statusCode).toBe(200);
    expect(local.json().data.messages[0].text).toContain('/reset_password?token=');
  });

  it('answers a page on another name (DNS rebinding to 127.0.0.1) the 404 of an unknown path', async () => {
    for (const host of ['evil.example', 'evil.example:80', 'localhost.evil.example', '127.0.0.1.nip.io']) {
      for (const url of DEV_URLS) {
        const res = await get(t, url, '127.0.0.1', { host });
        expect(res.statusCode, `${url} Host: ${host}`).toBe(404);
        expect(res.body).toBe(unknownPath.body);
      }
    }
    for (const host of ['localhost', 'LOCALHOST:80', '127.0.0.1:80', '[::1]']) {
      expect((await get(t, '/dev/outbox', '::1', { host })).statusCode, host).toBe(200);
    }
  });

  it('does not count a local proxy passing on a remote caller as local', async () => {
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-real-ip': '203.0.113.7' },
      { forwarded: 'for=203.0.113.7' },
    ]) {
      const res = await get(t, '/api/dev/outbox', '127.0.0.1', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(404);
      expect(res.body).toBe(unknownPath.body);
    }
  });
});

describe('the dev outbox on a listening server', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await mailResetLink(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /** A request over TCP from this machine, with the Host header given. */
  const fetchWithHost = (host: string) =>
    new Promise<number>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/dev/outbox', headers: { host } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });

  it("answers only a Host naming this machine at the server's port", async () => {
    expect(await fetchWithHost(`127.0.0.1:${port}`)).toBe(200);
    expect(await fetchWithHost(`localhost:${port}`)).toBe(200);
    expect(await fetchWithHost(`evil.example:${port}`)).toBe(404);
    expect(await fetchWithHost(`localhost:${port === 1 ? 2 : 1}`)).toBe(404);
    expect(await fetchWithHost('localhost')).toBe(404);
  });
});

describe('the dev outbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { isProduction: true, nodeEnv: 'production' } });
    await mailResetLink(t);
  });
  afterAll(() => t.close());

  it.each(LOOPBACK)('answers 404 even to this machine (%s)', async (address) => {
    for (const url of DEV_URLS) {
      const res = await get(t, url, address);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('reset_password');
    }
  });

  it('leaves the console page as the way to read mail, for admins', async () => {
    const admin = await t.createUser(4);
    const res = await get(t, '/api/admin/outbox?to=reader', '203.0.113.7', admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.messages[0].subject).toBe('Reset your Spruik password');
  });
});

describe('GET /api/admin/outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await mailResetLink(t);
    for (const email of ['first@example.com', 'second@example.com', 'third@other.test']) {
      await t.app.inject({ method: 'POST', url: '/api/verify', payload: { email } });
    }
  });
  afterAll(() => t.close());

  const outbox = (query: string, headers: InjectOptions['headers']) =>
    get(t, `/api/admin/outbox${query}`, '203.0.113.7', headers);

  it('answers 401 without a session and 403 to roles 1-3', async () => {
    const anonymous = await outbox('', {});
    expect(anonymous.statusCode).toBe(401);
    for (const role of [1, 2, 3] as const) {
      const res = await outbox('', (await t.createUser(role)).auth);
      expect(res.statusCode, `role ${role}`).toBe(403);
      expect(res.body).not.toContain('reset_password');
    }
  });

  it('shows an admin every mail, newest first, with keyset paging', async () => {
    const { auth } = await t.createUser(4);
    const all = (await outbox('', auth)).json().data;
    expect(all.nextCursor).toBeNull();
    expect(all.messages.map((m: { to: string }) => m.to)).toEqual([
      'third@other.test',
      'second@example.com',
      'first@example.com',
      'reader@example.com',
    ]);
    expect(all.messages[0]).toMatchObject({
      subject: expect.stringMatching(/verification code: \[hidden\]$/),
      masked: true,
    });
    const page1 = (await outbox('?limit=3', auth)).json().data;
    expect(page1.messages.map((m: { to: string }) => m.to)).toEqual(
      all.messages.slice(0, 3).map((m: { to: string }) => m.to),
    );
    expect(page1.nextCursor).toEqual(expect.any(String));
    const page2 = (await outbox(`?limit=3&cursor=${page1.nextCursor}`, auth)).json().data;
    expect(page2).toMatchObject({ limit: 3, nextCursor: null });
    expect(page2.messages.map((m: { to: string }) => m.to)).toEqual(['reader@example.com']);
  });

  it('finds mail by part of the address, any case, with % and _ taken literally', async () => {
    const { auth } = await t.createUser(4);
    const found = (await outbox('?to=EXAMPLE.com', auth)).json().data;
    expect(found.messages).toHaveLength(3);
    expect((await outbox('?to=%25', auth)).json().data.messages).toEqual([]);
    expect((await outbox('?to=_', auth)).json().data.messages).toEqual([]);
  });

  it('masks reset links and sign-up codes for every operator, the owner included', async () => {
    const owner = await t.createUser(4);
    const support = await t.createUser(4, { operatorRole: 'support' });
    for (const { auth } of [owner, support]) {
      const { messages } = (await outbox('', auth)).json().data;
      const text = messages.map((m: { subject: string; text: string }) => m.subject + m.text).join('\n');
      expect(text).toContain('/reset_password?token=[hidden]');
      expect(text).not.toMatch(/token=[\w-]{20,}/);
      expect(text).not.toMatch(/(?<!\d)\d{6}(?!\d)/);
      expect(messages.every((m: { masked: boolean }) => m.masked)).toBe(true);
    }
    const finance = await t.createUser(4, { operatorRole: 'finance' });
    expect((await outbox('', finance.auth)).statusCode).toBe(403);
  });

  const reveal = (id: string, reason: unknown, headers: InjectOptions['headers']) =>
    t.app.inject({ method: 'POST', url: `/api/admin/outbox/${id}/reveal`, headers, payload: { reason } });
  const resetMailId = async (auth: InjectOptions['headers']) =>
    (await outbox('?to=reader', auth)).json().data.messages[0].id as string;

  it('shows the owner a mail whole only after a written reason, and audits it', async () => {
    const owner = await t.createUser(4);
    const id = await resetMailId(owner.auth);
    for (const role of ['support', 'finance'] as const) {
      const other = await t.createUser(4, { operatorRole: role });
      const res = await reveal(id, 'The user never got the e-mail and asked for help.', other.auth);
      expect(res.statusCode, role).toBe(403);
      expect(res.body).not.toContain('token=');
    }
    for (const reason of ['', 'help', undefined]) {
      const res = await reveal(id, reason, owner.auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toBe('Write why you need to see it (at least 10 characters).');
    }
    const res = await reveal(id, 'The user never got the e-mail and asked for help.', owner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, masked: false });
    expect(res.json().data.text).toMatch(/\/reset_password\?token=[\w-]{20,}/);
    const audit = (await get(t, '/api/admin/audit?action=outbox.revealed', '203.0.113.7', owner.auth)).json()
      .data.entries;
    expect(audit[0]).toMatchObject({
      action: 'outbox.revealed',
      targetId: id,
      after: { reason: 'The user never got the e-mail and asked for help.', to: 'reader@example.com' },
    });
    expect(JSON.stringify(audit[0])).not.toMatch(/token=[\w-]{20,}/);
  });

  it('keeps the token of a reset link that SMTP delivered hidden, even from the owner', async () => {
    const owner = await t.createUser(4);
    await t.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.to, 'reader@example.com'));
    const res = await reveal(await resetMailId(owner.auth), 'Checking what the user received.', owner.auth);
    expect(res.json().data.text).toContain(`/reset_password?token=${HIDDEN_TOKEN}`);
    expect(res.json().data.text).not.toMatch(/token=[\w-]{20,}/);
  });

  it('refuses a bad cursor or limit or a long search with a clear text', async () => {
    const { auth } = await t.createUser(4);
    for (const query of [
      '?cursor=x%25',
      '?cursor=abc',
      '?limit=0',
      '?limit=x',
      '?limit=1000',
      `?to=${'a'.repeat(101)}`,
    ]) {
      const res = await outbox(query, auth);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors, query).toBeTruthy();
    }
  });
});
