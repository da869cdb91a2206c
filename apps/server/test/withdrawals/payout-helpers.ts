/**
 * What the payout API suites share: a payee whose Stripe payout account is ready (TEST MODE page or the Connect
 * mock), a first payout done through the operator (so the "first payout" rule no longer holds), and reads of a
 * withdrawal's row, its payee's balances and the messages it wrote.
 */
import { expect } from 'vitest';
import { and, desc, eq, like } from 'drizzle-orm';
import { messages, withdrawals } from '../../src/db/schema';
import { userBalances } from '../../src/ledger';
import { client } from '../money/helpers';
import type { TestApp } from '../test-app';

export type User = Awaited<ReturnType<TestApp['createUser']>>;

export const row = async (t: TestApp, id: string) =>
  (await t.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0];

export const balances = (t: TestApp, u: User) => userBalances(t.db, { id: u.user.id, role: u.user.role });

/** The payee's messages whose title contains `words`, newest first. */
export const messagesLike = (t: TestApp, userId: string, words: string) =>
  t.db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), like(messages.title, `%${words}%`)))
    .orderBy(desc(messages.createdAt));

/** A customer withdrawal; answers the withdraw item (expects 200). */
export async function withdraw(t: TestApp, u: User, amount: number | string, instant = false) {
  const res = await client(t).post('/api/users/withdraw', { amount, instant }, u.auth);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.withdraw as { id: string; state: string; status: number; fee: number };
}

/** Stripe onboarding on the TEST MODE page: choose Stripe, then press the page's Finish button. */
export async function readySandboxStripe(t: TestApp, u: User) {
  const res = await client(t).post('/api/payouts/account', { rail: 'stripe' }, u.auth);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const accountId = String(res.body.data.url).split('/sandbox/payouts/')[1];
  const done = await t.app.inject({ method: 'POST', url: `/sandbox/payouts/${accountId}/complete` });
  expect(done.statusCode).toBe(303);
  return accountId;
}

/** The operator lets a waiting withdrawal go (approve). */
export async function approve(t: TestApp, admin: User, id: string) {
  const res = await client(t).post(`/api/admin/withdraws/${id}`, { approve: true }, admin.auth);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.withdraw as { id: string; state: string; status: number };
}

/** Runs the send jobs, then (time passing) the sandbox's answer or any retry. */
export async function runPayoutJobs(t: TestApp) {
  await t.app.deps.queue.drain();
  t.clock.advance(3_000);
  await t.app.deps.queue.drain({ all: true });
}

/**
 * The payee's first payout ($10), reviewed and approved by the operator, then paid by its rail: afterwards the
 * "first payout" rule no longer holds. `settle` runs whatever pays it (the sandbox's job, or a webhook).
 */
export async function firstPayoutDone(
  t: TestApp,
  admin: User,
  u: User,
  settle: (withdrawalId: string) => Promise<void> = () => runPayoutJobs(t),
) {
  const w = await withdraw(t, u, 10);
  expect(w.state).toBe('waiting');
  expect((await row(t, w.id)).waitReasons).toContain('first');
  expect((await approve(t, admin, w.id)).state).toBe('queued');
  await settle(w.id);
  expect((await row(t, w.id)).state).toBe('paid');
}
