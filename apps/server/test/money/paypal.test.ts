import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { topUps } from '../../src/db/schema';
import { accountKeys, balanceOf } from '../../src/ledger';
import { createTestApp, type TestApp } from '../test-app';
import { client, expectLedgerOk } from './helpers';
import { startPayPalMock } from './provider-mocks';

describe('PayPal Orders v2 against a mock PayPal API', () => {
  let t: TestApp;
  let paypal: Awaited<ReturnType<typeof startPayPalMock>>;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    paypal = await startPayPalMock();
    t = await createTestApp({
      config: { paypalClientId: 'pp-client', paypalClientSecret: 'pp-secret', paypalApiUrl: paypal.url },
    });
    api = client(t);
  });
  afterAll(async () => {
    await t.close();
    await paypal.close();
  });

  async function start(amount: number | string) {
    const v = await t.createUser(1);
    const res = await api.post('/api/transaction', { amount }, v.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const href: string = res.body.data.redirectLink.href;
    const orderId = new URL(href).searchParams.get('token')!;
    const [row] = await t.db.select().from(topUps).where(eq(topUps.providerSessionId, orderId));
    return { v, href, orderId, topUpId: row.id };
  }
  const verify = (s: { topUpId: string; v: { auth: Record<string, string> } }) =>
    api.get(`/api/transaction/verify?transactionId=${s.topUpId}&session_id=`, s.v.auth);

  it('creates a CAPTURE order in USD and returns its approve link', async () => {
    const s = await start('25.5');
    expect(s.href).toBe(`https://www.paypal.test/checkoutnow?token=${s.orderId}`);
    expect(paypal.orders.get(s.orderId)).toMatchObject({
      amount: { currency_code: 'USD', value: '25.50' },
      reference_id: s.topUpId,
    });
  });

  it('verify before approval is not credited; after approval it captures and credits once', async () => {
    const s = await start(30);
    expect((await verify(s)).status).toBe(409);
    paypal.approve(s.orderId);
    const ok = await verify(s);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.transaction.amount).toBe(30);
    expect((await verify(s)).status).toBe(200);
    expect(await balanceOf(t.db, accountKeys.venueCredit(s.v.user.id))).toBe(3000);
    await expectLedgerOk(t);
  });

  it('a capture that already happened (another tab) is read back, not captured twice', async () => {
    const s = await start(45);
    paypal.approve(s.orderId);
    const [a, b] = await Promise.all([verify(s), verify(s)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await balanceOf(t.db, accountKeys.venueCredit(s.v.user.id))).toBe(4500);
  });
});
