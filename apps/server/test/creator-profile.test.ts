/** The creator's profile: handles and phone the API refuses, free handle corrections, the verification message. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { HANDLE_RULES, MSG } from '@spruik/shared';
import { mailOutbox, messages, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './test-app';
import { customerSignUp, latestCode as codeOf } from './support/sign-up';

describe('creator profile (pglite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let n = 0;
  const uniqueEmail = () => `creator${++n}-${Date.now()}@example.com`;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const put = (url: string, payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url, payload, headers });
  const latestCode = (email: string) => codeOf(t, email);
  const signup = (email: string, extra: Record<string, unknown>) =>
    post('/api/signup', customerSignUp(email, { token: '123456', ...extra }));

  describe('sign-up refuses what no platform allows', () => {
    it('an Instagram or TikTok id with spaces or illegal characters, with the rule in words', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ instagramId: 'casey smith' }, HANDLE_RULES.instagram.message],
        [{ instagramId: 'casey!' }, HANDLE_RULES.instagram.message],
        [{ instagramId: 'https://www.instagram.com/ca sey/' }, HANDLE_RULES.instagram.message],
        [{ instagramId: 'a'.repeat(31) }, HANDLE_RULES.instagram.message],
        [{ tiktokId: 'tik tok' }, HANDLE_RULES.tiktok.message],
        [{ tiktokId: '@x' }, HANDLE_RULES.tiktok.message],
        [{ tiktokId: 'a'.repeat(25) }, HANDLE_RULES.tiktok.message],
        [{ tiktokId: 'tik-tok' }, HANDLE_RULES.tiktok.message],
      ];
      for (const [extra, message] of cases) {
        const res = await signup(uniqueEmail(), extra);
        expect(res.statusCode, JSON.stringify(extra)).toBe(400);
        expect(res.json().errors, JSON.stringify(extra)).toBe(message);
      }
    });

    it('a phone with letters; spaces between the digits are dropped', async () => {
      const letters = await signup(uniqueEmail(), { phone: '04123abcde' });
      expect([letters.statusCode, letters.json().errors]).toEqual([400, MSG.phoneInvalid]);
      const email = uniqueEmail();
      await post('/api/verify', { email });
      const ok = await signup(email, {
        phone: '0412 345 678',
        instagramId: '@casey.smith_1',
        tiktokId: 'https://www.tiktok.com/@casey.tt',
        token: await latestCode(email),
      });
      expect(ok.statusCode, ok.body).toBe(200);
      const [row] = await t.db.select().from(users).where(eq(users.email, email));
      expect(row.phone).toBe('0412345678');
      expect(row.instagramId).toBe('https://www.instagram.com/casey.smith_1/');
    });
  });

  describe('edit profile', () => {
    const body = (extra: Record<string, unknown> = {}) => ({
      name: 'Casey',
      country: 'Australia',
      city: 'Melbourne',
      instagramId: 'casey',
      tiktokId: '',
      ...extra,
    });

    it('refuses an illegal handle without using up the month', async () => {
      const { auth, user } = await t.createUser(3, { name: 'Casey', city: 'Melbourne' });
      const bad = await put('/api/users/me', body({ instagramId: 'my handle' }), auth);
      expect([bad.statusCode, bad.json().errors]).toEqual([400, HANDLE_RULES.instagram.message]);
      const badTiktok = await put('/api/users/me', body({ tiktokId: 'a#b' }), auth);
      expect(badTiktok.json().errors).toBe(HANDLE_RULES.tiktok.message);
      expect((await t.reload(user.id)).profileEditedAt).toBeNull();
    });

    it('correcting a handle the operator could not verify is allowed while locked and keeps the lock date', async () => {
      const { auth, user } = await t.createUser(3, {
        name: 'Casey',
        city: 'Melbourne',
        instagramId: 'https://www.instagram.com/casey_typo/',
        tiktokId: 'https://www.tiktok.com/@casey.tt',
      });
      // The monthly edit, then the operator declines: the platform could not find @casey_typo.
      expect(
        (await put('/api/users/me', body({ tiktokId: 'casey.tt', instagramId: 'casey_typo' }), auth))
          .statusCode,
      ).toBe(200);
      const editedAt = (await t.reload(user.id)).profileEditedAt;
      expect(editedAt).not.toBeNull();
      const admin = await t.createUser(4);
      const declined = await post(
        `/api/admin/users/${user.id}/decline-social`,
        { reason: 'We could not find this Instagram account' },
        admin.auth,
      );
      expect(declined.statusCode, declined.body).toBe(200);

      // Changing the name too is an ordinary edit: still locked.
      const withName = await put(
        '/api/users/me',
        body({ name: 'Casey B', instagramId: 'casey', tiktokId: 'casey.tt' }),
        auth,
      );
      expect([withName.statusCode, withName.json().errors]).toEqual([429, MSG.editOncePerMonth]);

      // Only the declined handle: allowed, back in the queue, and the month still runs from the first edit.
      const fixed = await put('/api/users/me', body({ instagramId: 'casey', tiktokId: 'casey.tt' }), auth);
      expect(fixed.statusCode, fixed.body).toBe(200);
      const row = await t.reload(user.id);
      expect(row.instagramId).toBe('https://www.instagram.com/casey/');
      expect(row.socialDeclinedReason).toBeNull();
      expect(row.profileEditedAt?.toISOString()).toBe(editedAt?.toISOString());
      expect(fixed.json().data.user.socialAccounts[0].state).toBe('unverified');

      // No decline stands now, so a second change waits for the month like any edit.
      const again = await put('/api/users/me', body({ instagramId: 'casey2', tiktokId: 'casey.tt' }), auth);
      expect(again.statusCode).toBe(429);
    });
  });

  it('the operator verifying a creator messages them in the app and by e-mail', async () => {
    const { user } = await t.createUser(3, { email: uniqueEmail() });
    const admin = await t.createUser(4);
    const res = await put(`/api/admin/users/${user.id}`, { instagramFollowers: 250 }, admin.auth);
    expect(res.statusCode, res.body).toBe(200);
    const text =
      'Your Instagram account is verified with 250 followers. You can now join Instagram campaigns.';
    const inbox = await t.db.select().from(messages).where(eq(messages.userId, user.id));
    expect(inbox.map((m) => m.title)).toEqual([text]);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your Spruik creator account is verified');
    expect(mails[0].text).toContain(text);
  });
});
