/**
 * Self-dealing through linked accounts: a business pays a fresh sock customer through a YouTube campaign.
 * The guard refuses a sock linked by a sign-up device or a top-up card, the YouTube channel must be verified,
 * and what the guard only flags (a shared sign-up address) shows on the trust flags before any payout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { TRUST_MSG } from '@spruik/shared';
import { mailOutbox, topUps, userDevices, users, withdrawals } from '../../src/db/schema';
import { campaignWorld, type CampaignWorld, type Person } from '../campaigns/helpers';
import { mockFingerprint, startStripeMock } from '../money/provider-mocks';
import { TAX_DETAILS_BODY } from '../support/tax-details';

const REAL_ABN = '51824753556';

describe('self-dealing through a sock account (pglite)', () => {
  let w: CampaignWorld;
  let stripe: Awaited<ReturnType<typeof startStripeMock>>;
  let n = 0;
  beforeAll(async () => {
    stripe = await startStripeMock();
    w = await campaignWorld('pglite', { stripeSecretKey: 'sk_test_mock', stripeApiUrl: stripe.url });
  });
  afterAll(async () => {
    await w.close();
    await stripe.close();
  });

  const device = () => `0b7e7c9e-2f7a-4a57-9d3c-${String(++n).padStart(12, '0')}`;

  /** The real sign-up and sign-in, from an address and (optionally) a device, as the web app sends them. */
  async function signUp(
    role: 2 | 3,
    from: { ip: string; device?: string },
    extra: Record<string, unknown> = {},
  ) {
    const email = `sock-${++n}-${Date.now()}@example.com`;
    const headers = from.device ? { 'x-device-id': from.device } : {};
    const send = (url: string, payload: object) =>
      w.t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: from.ip });
    await send('/api/verify', { email });
    const [mail] = await w.t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const token = mail.text.match(/\b(\d{6})\b/)![1];
    const res = await send('/api/signup', {
      email,
      name: role === 2 ? 'Owner Olive' : 'Sock Sam',
      phone: `04${String(10_000_000 + n).slice(-8)}`,
      instagramId: `@ig${n}`,
      tiktokId: '',
      youtubeId: `@yt${n}`,
      country: 'Australia',
      city: 'Melbourne',
      role,
      password: 'secret-pass',
      token,
      ...(role === 2 ? { business: { name: 'Olive Co', abn: REAL_ABN } } : {}),
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    const signin = await send('/api/signin', { email, password: 'secret-pass' });
    expect(signin.statusCode, signin.body).toBe(200);
    const user = (await w.t.db.select().from(users).where(eq(users.email, email)))[0];
    return { user, token: '', auth: { authorization: `Bearer ${signin.json().data.accessToken}` } } as Person;
  }

  /** A Stripe top-up paid with this card number, confirmed by the payer's verify call. */
  async function topUpWithCard(who: Person, cardNumber: string) {
    const start = await w.post('/api/transaction/stripe', who, { amount: 100 });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const sessionId = String(start.body.data.url).split('/c/pay/')[1];
    stripe.pay(sessionId, cardNumber);
    const [{ id: topUpId }] = await w.t.db
      .select()
      .from(topUps)
      .where(eq(topUps.providerSessionId, sessionId));
    const verify = await w.get(
      `/api/transaction/verify?transactionId=${topUpId}&session_id=${sessionId}`,
      who,
    );
    expect(verify.status, JSON.stringify(verify.body)).toBe(200);
    return (await w.t.db.select().from(topUps).where(eq(topUps.id, topUpId)))[0];
  }

  /** The operator checks the sock's YouTube channel, so verification is not what stops it. */
  async function verifyChannel(who: Person) {
    const res = await w.t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${who.user.id}`,
      headers: (await w.admin()).auth,
      payload: { youtubeFollowers: 40 },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  const youtubeCampaign = (owner: Person) =>
    w.live(owner, 2, {
      platform: 'youtube',
      link: undefined,
      participantsShare: '50.00',
      participantsCount: 2,
    });

  it('records the card fingerprint of a Stripe top-up (PaymentIntent → latest charge → card)', async () => {
    const owner = await signUp(2, { ip: '203.0.113.1', device: device() });
    const row = await topUpWithCard(owner, '4000056655665556');
    expect(row.status).toBe('paid');
    expect(row.cardFingerprint).toBe(mockFingerprint('4000056655665556'));
    const asked = stripe.requests.find((r) => r.path === `/v1/payment_intents/${row.providerPaymentId}`);
    expect(asked).toBeDefined();
  });

  it('records the sign-up address and a hash of the device, first and last seen', async () => {
    const id = device();
    const sock = await signUp(3, { ip: '198.51.100.23', device: id });
    expect(sock.user.signupIp).toBe('198.51.100.23');
    const rows = await w.t.db.select().from(userDevices).where(eq(userDevices.userId, sock.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].signedUp).toBe(true);
    expect(rows[0].deviceHash).not.toContain(id.slice(-12)); // only a keyed hash is stored
    expect(rows[0].lastSeenAt.getTime()).toBeGreaterThanOrEqual(rows[0].firstSeenAt.getTime());
  });

  it("refuses a sock signed up on the owner's phone, on a YouTube campaign with a verified channel", async () => {
    const phone = device();
    const owner = await signUp(2, { ip: '203.0.113.2', device: phone });
    await topUpWithCard(owner, '4242424242424242');
    const id = await youtubeCampaign(owner);
    const sock = await signUp(3, { ip: '198.51.100.2', device: phone }); // another network, the same phone
    await verifyChannel(sock);
    const res = await w.post(`/api/campaigns/${id}/accept`, sock);
    expect(res.status).toBe(403);
    expect(res.body.errors).toBe(TRUST_MSG.selfDealingLinked);
    expect(await w.wallet(sock)).toBe(0);
    // The console lists the phone as a shared device: both accounts were made on it.
    const groups = (await w.get('/api/admin/flags/shared?by=device&limit=50', await w.admin())).body.data
      .groups;
    const group = groups.find((g: { members: Array<{ id: string }> }) =>
      g.members.some((m) => m.id === sock.user.id),
    );
    expect(group.shared).toMatch(/^Device [0-9a-f]{8}$/);
    expect(
      Object.fromEntries(group.members.map((m: { id: string; detail: string }) => [m.id, m.detail])),
    ).toEqual({ [owner.user.id]: 'Signed up here', [sock.user.id]: 'Signed up here' });
  });

  it("refuses a sock linked through the owner's card: made on the phone of the owner's other business", async () => {
    const owner = await signUp(2, { ip: '203.0.113.3', device: device() });
    await topUpWithCard(owner, '5555555555554444');
    const second = device();
    const otherBusiness = await signUp(
      2,
      { ip: '203.0.113.4', device: second },
      { business: { name: 'Two', abn: '12345678901' } },
    );
    await topUpWithCard(otherBusiness, '5555555555554444'); // the same card pays both businesses
    const id = await youtubeCampaign(owner);
    const sock = await signUp(3, { ip: '198.51.100.3', device: second });
    await verifyChannel(sock);
    const res = await w.post(`/api/campaigns/${id}/accept`, sock);
    expect([res.status, res.body.errors]).toEqual([403, TRUST_MSG.selfDealingLinked]);
    const cards = (await w.get('/api/admin/flags/shared?by=card&limit=50', await w.admin())).body.data.groups;
    const card = cards.find(
      (g: { shared: string }) => g.shared === `Card ${mockFingerprint('5555555555554444').slice(0, 8)}`,
    );
    expect(card.members.map((m: { id: string }) => m.id).sort()).toEqual(
      [owner.user.id, otherBusiness.user.id].sort(),
    );
  });

  it('a sign-in device alone is flagged, not refused: one laptop switching roles in a demo', async () => {
    const laptop = device();
    const owner = await signUp(2, { ip: '203.0.113.6', device: device() });
    await topUpWithCard(owner, '6011111111111117');
    const id = await youtubeCampaign(owner);
    const creator = await signUp(3, { ip: '198.51.100.6', device: device() });
    await verifyChannel(creator);
    for (const who of [owner, creator]) {
      const email = who.user.email;
      const res = await w.t.app.inject({
        method: 'POST',
        url: '/api/signin',
        payload: { email, password: 'secret-pass' },
        headers: { 'x-device-id': laptop },
      });
      expect(res.statusCode).toBe(200);
    }
    await w.accept(creator, id);
  });

  it('the paid-by-one-owner flag needs $20 in all and 80% from one owner', async () => {
    const [a, b] = [await w.business(), await w.business()];
    await w.fund(a, 100_000);
    await w.fund(b, 100_000);
    const pay = async (owner: Person, who: Person, share: string) => {
      const id = await w.live(owner, 4, { participantsShare: share });
      const act = await w.accept(who, id);
      expect((await w.submit(who, act, w.proof)).status).toBe(200);
      expect((await w.decide(owner, id, act, true)).status).toBe(200);
    };
    const small = await w.customer(); // $15 from one owner: under the floor
    await pay(a, small, '30.00');
    const split = await w.customer(); // $25 and $10: 71% from one owner
    await pay(a, split, '50.00');
    await pay(b, split, '20.00');
    const mostly = await w.customer(); // $25 and $5: 83%
    await pay(a, mostly, '50.00');
    await pay(b, mostly, '10.00');
    const ids = (
      await w.get('/api/admin/flags/paid-by-one-owner?limit=50', await w.admin())
    ).body.data.customers.map((c: { customer: { id: string } }) => c.customer.id);
    expect(ids).toContain(mostly.user.id);
    expect(ids).not.toContain(small.user.id);
    expect(ids).not.toContain(split.user.id);
  });

  it('a sock on the same sign-up address is paid but flagged, and its withdrawal waits for the operator', async () => {
    const owner = await signUp(2, { ip: '203.0.113.5', device: device() });
    await topUpWithCard(owner, '378282246310005');
    const id = await youtubeCampaign(owner);
    const sock = await signUp(3, { ip: '203.0.113.5', device: device() }); // another phone, the same home network
    await verifyChannel(sock);
    const act = await w.accept(sock, id);
    expect((await w.submit(sock, act, { youtubeId: '@socksam' })).status).toBe(200);
    expect((await w.decide(owner, id, act, true)).status).toBe(200);
    expect(await w.wallet(sock)).toBe(2500); // $50 at the under-1,000 factor 0.5
    const bank = { accountName: 'Sam Sock', BSB: '063-000', accountNumber: '99887766' };
    expect((await w.post('/api/users/bank', sock, bank)).status).toBe(200);
    expect((await w.post('/api/payouts/tax-details', sock, TAX_DETAILS_BODY)).status).toBe(200);
    expect((await w.post('/api/users/withdraw', sock, { amount: 25 })).status).toBe(200);
    const [pending] = await w.t.db.select().from(withdrawals).where(eq(withdrawals.userId, sock.user.id));
    expect(pending.status).toBe(1); // pending: only the operator pays it out

    const admin = await w.admin();
    const shared = await w.get('/api/admin/flags/shared?by=signupIp&limit=50', admin);
    expect(shared.status).toBe(200);
    const group = shared.body.data.groups.find((g: { shared: string }) => g.shared === '203.0.113.5');
    expect(group.members.map((m: { id: string }) => m.id).sort()).toEqual(
      [owner.user.id, sock.user.id].sort(),
    );

    const flagged = await w.get('/api/admin/flags/paid-by-one-owner?limit=50', admin);
    expect(flagged.status).toBe(200);
    const row = flagged.body.data.customers.find(
      (c: { customer: { id: string } }) => c.customer.id === sock.user.id,
    );
    expect(row).toMatchObject({
      owner: { id: owner.user.id, organisation: 'Olive Co' },
      paidByOwner: 25,
      paidInAll: 25,
      percent: 100,
      sharesSignupAddress: true,
      sharesDevice: false,
    });
  });
});
