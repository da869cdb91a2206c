import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWorld } from '../src/db/seed/index';
import { seedDemoActivity } from '../src/db/seed/demo-activity';
import { checkLedger } from '../src/ledger';
import { createTestApp, type TestApp } from './test-app';

/** The demo world a newcomer sees: every role signs in, and the money in it is all in a green ledger. */
describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimit: { windowSeconds: 600, perEmail: 1000, perIp: 100000 } } });
    // The seed dates campaigns from the real clock.
    t.clock.set(new Date());
    expect(await seedDemoWorld(t.app.deps)).not.toBeNull();
    await seedDemoActivity(t.app);
  });
  afterAll(() => t.close());

  const me = async (email: string) => {
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email, password: 'Password123!' },
    });
    expect(signin.statusCode, email).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${signin.json().data.accessToken}` },
    });
    return res.json().data.user;
  };

  it('lets every demo role sign in, with earnings, credit and a Legend', async () => {
    const chloe = await me('customer@spruik.app');
    expect(chloe.wallet).toBeGreaterThanOrEqual(20);
    expect(chloe.energy).toBe(50);
    expect((await me('legend@spruik.app')).legendCode).toBe('LIAM2024');
    expect((await me('business@spruik.app')).details.credit).toBeGreaterThan(0);
    expect((await me('venue@spruik.app')).details.credit).toBeGreaterThan(0);
    expect((await me('admin@spruik.app')).role).toBe(4);
  });

  it('keeps the ledger green', async () => {
    const check = await checkLedger(t.db);
    expect(check.problems).toEqual([]);
    expect(check.ok).toBe(true);
  });

  it('does not seed twice', async () => {
    expect(await seedDemoWorld(t.app.deps)).toBeNull();
  });
});
