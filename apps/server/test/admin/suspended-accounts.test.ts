/**
 * Suspended vs awaiting activation: a venue sign-up never activated waits in the activation queue; a venue that
 * was live and was suspended (a refund or chargeback, or an operator) is in the suspended queue with its reason,
 * is not counted as a new sign-up, and is told at sign-in what a suspended business is told.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, SUSPEND_REASON } from '@spruik/shared';
import type { TestApp } from '../test-app';
import { databaseKinds } from '../test-db';
import { topUp } from '../money/helpers';
import { client, operatorApp, type Person } from './helpers';

describe.each(databaseKinds)('suspended and awaiting accounts (%s)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: Person;
  beforeAll(async () => {
    ({ t, api, admin } = await operatorApp(kind));
  });
  afterAll(() => t.close());

  const list = async (status: string) => {
    const res = await api.get(`/api/admin/users?role=1&status=${status}&limit=100`, admin.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.users as Array<{ id: string; status: string; suspension: unknown }>;
  };
  const queues = async () => (await api.get('/api/admin/overview', admin.auth)).body.data.queues;
  const signIn = (email: string) => api.post('/api/signin', { email, password: 'Password123!' });
  const refund = (topUpId: string) =>
    api.post(
      `/api/admin/top-ups/${topUpId}/simulate`,
      { event: 'refund' },
      { ...admin.auth, 'idempotency-key': randomUUID() },
    );

  it('a venue suspended by a refund is in the suspended queue with its reason, not awaiting activation', async () => {
    const q0 = await queues();
    const awaiting = await t.createUser(1, { isActive: false, membership: null });
    const venue = await t.createUser(1);
    const paid = await topUp(t, venue.auth, 20);
    expect((await refund(paid.transactionId)).status).toBe(200);

    const pending = await list('pending');
    expect(pending.map((u) => u.id)).toContain(awaiting.user.id);
    expect(pending.map((u) => u.id)).not.toContain(venue.user.id);
    const suspended = (await list('suspended')).find((u) => u.id === venue.user.id);
    expect(suspended).toMatchObject({
      status: 'suspended',
      suspension: { reason: SUSPEND_REASON.reversal, at: expect.any(String) },
    });
    expect((await list('pending')).find((u) => u.id === awaiting.user.id)).toMatchObject({
      status: 'pending',
      suspension: null,
    });

    // The dashboard: one more sign-up awaiting activation, one more suspended account.
    const q1 = await queues();
    expect(q1.venuesPending).toBe(q0.venuesPending + 1);
    expect(q1.accountsSuspended).toBe(q0.accountsSuspended + 1);
  });

  it('a suspended venue is told what a suspended business is told; a sign-up is told it is waiting', async () => {
    const awaiting = await t.createUser(1, { isActive: false, membership: null });
    const venue = await t.createUser(1);
    const business = await t.createUser(2);
    for (const p of [venue, business]) {
      const res = await api.put(`/api/admin/users/${p.user.id}`, { isActive: false }, admin.auth);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.user.suspension.reason).toBe(SUSPEND_REASON.operator);
    }
    expect((await signIn(venue.user.email)).body.errors).toBe(MSG.accountDisabled);
    expect((await signIn(business.user.email)).body.errors).toBe(MSG.accountDisabled);
    expect((await signIn(awaiting.user.email)).body.errors).toBe(MSG.venueNotActive);
  });

  it('reactivating a suspended venue clears the suspension and keeps the reason in the audit', async () => {
    const venue = await t.createUser(1, { latitude: -37.8, longitude: 144.9 });
    await api.put(`/api/admin/users/${venue.user.id}`, { isActive: false }, admin.auth);
    const res = await api.put(`/api/admin/users/${venue.user.id}`, { isActive: true }, admin.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.user).toMatchObject({ status: 'active', suspension: null });
    expect((await signIn(venue.user.email)).status).toBe(200);
    const audit = await api.get(`/api/admin/audit?targetType=user&targetId=${venue.user.id}`, admin.auth);
    expect(audit.status, JSON.stringify(audit.body)).toBe(200);
    const reactivation = audit.body.data.entries.find(
      (e: { after: { isActive?: boolean } }) => e.after?.isActive === true,
    );
    expect(reactivation.before).toMatchObject({ suspendedReason: SUSPEND_REASON.operator });
  });
});
