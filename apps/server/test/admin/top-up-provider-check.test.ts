/**
 * A paid sandbox top-up whose payer never came back stays pending until someone asks the provider. The operator's
 * "check with the provider" runs the verify call: credited once, audited, and a repeat changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOP_UP_MSG } from '@spruik/shared';
import { accountKeys, balanceOf } from '../../src/ledger';
import { auditLog } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../test-app';
import { databaseKinds } from '../test-db';
import { client, expectLedgerOk, startSandboxTopUp } from '../money/helpers';
import { NO_SUCH_ID, type Person } from './helpers';

describe.each(databaseKinds)('checking a pending top-up with the provider (%s)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: Person;
  let owner: Person;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    api = client(t);
    admin = await t.createUser(4);
    owner = await t.createUser(2);
  });
  afterAll(() => t.close());

  const check = (id: string, who: Person = admin, key = randomUUID()) =>
    api.post(`/api/admin/top-ups/${id}/check`, {}, { ...who.auth, 'idempotency-key': key });
  const credit = () => balanceOf(t.db, accountKeys.creditOf(owner.user));

  it('credits a paid one once, audited; a repeat changes nothing', async () => {
    const s = await startSandboxTopUp(t, owner.auth, 25);
    // The payer paid at the provider and closed the tab: our side never heard.
    await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${s.sessionId}/complete` });
    const before = await credit();

    const res = await check(s.transactionId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.message).toBe(TOP_UP_MSG.checkedPaid);
    expect(res.body.data.topUp).toMatchObject({ id: s.transactionId, status: 'paid' });
    expect((await credit()) - before).toBe(2500);

    const again = await check(s.transactionId);
    expect(again.status).toBe(200);
    expect(again.body.data.message).toBe(TOP_UP_MSG.notPending);
    expect((await credit()) - before).toBe(2500);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'topup.provider_check'), eq(auditLog.targetId, s.transactionId)));
    expect(audit.map((a) => [a.actorId, a.before, a.after])).toEqual([
      [admin.user.id, { status: 'pending' }, { status: 'paid', provider: 'sandbox' }],
    ]);
    await expectLedgerOk(t);
  });

  it('leaves an unpaid one pending and says so; 404 for an unknown top-up; finance only', async () => {
    const s = await startSandboxTopUp(t, owner.auth, 20);
    const res = await check(s.transactionId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.message).toBe(TOP_UP_MSG.checkedPending);
    expect(res.body.data.topUp.status).toBe('pending');

    expect((await check(NO_SUCH_ID)).status).toBe(404);
    const support = await t.createUser(4, { operatorRole: 'support' });
    expect((await check(s.transactionId, support)).status).toBe(403);
    expect((await check(s.transactionId, owner)).status).toBe(403);
  });
});
