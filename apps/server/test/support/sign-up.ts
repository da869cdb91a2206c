/** Sign-up as the API tests drive it: the codes and links the mail outbox holds, and a customer's sign-up body. */
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../src/db/schema';
import type { TestApp } from '../test-app';

/** The text of the newest mail to `to`, if any. */
export async function latestMail(t: TestApp, to: string): Promise<string | undefined> {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail?.text;
}

/** The 6-digit code in the newest mail to `email` ('' when there is none). */
export async function latestCode(t: TestApp, email: string) {
  return (await latestMail(t, email))?.match(/\b(\d{6})\b/)?.[1] ?? '';
}

/** A customer's sign-up body (Casey in Melbourne), without the e-mail code unless `extra` gives it. */
export const customerSignUp = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  name: 'Casey',
  phone: '0412345678',
  instagramId: '@casey',
  tiktokId: '',
  country: 'Australia',
  city: 'Melbourne',
  role: 3,
  password: 'secret-pass',
  ...extra,
});
