/**
 * In the demo world a newcomer sees, every statement of every account adds up, cent for cent, to the
 * balance its screen shows (My Wallet's balance, the Available Credit, the Withdrawable part), and the operator
 * reads the same lines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, toCents } from '@spruik/shared';
import { demoEmails, seedDemoWorld } from '../../src/db/seed/index';
import { seedDemoActivity } from '../../src/db/seed/demo-activity';
import { demoPendingVenue } from '../../src/db/seed/demo-data';
import { createTestApp, type TestApp } from '../test-app';
import { expectLedgerGreen, expectSumsToBalance, readWholeStatement } from './helpers';

describe('statements of the demo world', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimit: { windowSeconds: 600, perEmail: 1000, perIp: 100000 } } });
    t.clock.set(new Date());
    expect(await seedDemoWorld(t.app.deps)).not.toBeNull();
    await seedDemoActivity(t.app);
    admin = await signIn('admin@spruik.app');
  }, 240_000);
  afterAll(() => t.close());

  async function signIn(email: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email, password: 'Password123!' },
    });
    expect(res.statusCode, email).toBe(200);
    return { authorization: `Bearer ${res.json().data.accessToken}` };
  }

  it('every account: each statement sums to the balance shown, and the operator reads the same', async () => {
    let statements = 0;
    let lines = 0;
    for (const email of demoEmails()) {
      if (email === demoPendingVenue.email) continue; // awaiting activation: cannot sign in
      const auth = await signIn(email);
      const me = (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: auth })).json().data
        .user;
      if (me.role === ROLES.admin) continue;
      const first = await readWholeStatement(t, auth, { limit: 5 });
      // The default statement is the balance the role's money screen shows.
      if (me.role === ROLES.customer) expect(toCents(first.account.balance), email).toBe(toCents(me.wallet));
      else expect(toCents(first.account.balance), email).toBe(toCents(me.details.credit));
      for (const { account, balance } of first.accounts) {
        const s = await readWholeStatement(t, auth, { account, limit: 5 });
        expect(s.account.balance, `${email} ${account}`).toBe(balance);
        expectSumsToBalance(s);
        if (account === 'earnings') expect(toCents(balance), email).toBe(toCents(me.details.withdrawable));
        const seen = await readWholeStatement(t, admin, {
          url: `/api/admin/users/${me._id}/statement`,
          account,
        });
        expect(seen.lines, `${email} ${account} as the operator sees it`).toEqual(s.lines);
        statements++;
        lines += s.lines.length;
      }
    }
    // Customers with wallets and pockets, the business, four venues with two statements each.
    expect(statements).toBeGreaterThanOrEqual(10);
    expect(lines).toBeGreaterThanOrEqual(14);
    await expectLedgerGreen(t);
  });
});
