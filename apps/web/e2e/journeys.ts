/** Set-up through the real API that several journeys share: money in, a fresh creator, live campaigns, joining. */
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, as, expect, readOutboxCode, uniqueEmail, type Client } from './fixtures';

export type MeBody = { user: { id: string; wallet: number; details: { credit?: number } | null } };

/** The real money-in path: a TEST MODE sandbox top-up, paid and verified. */
export async function topUp(request: APIRequestContext, who: Client, amount: number) {
  const { url } = await who.post<{ url: string }>('/api/transaction/stripe', { amount });
  const session = new URL(url, 'http://x').pathname.split('/sandbox/checkout/')[1];
  const done = await request.post(`/sandbox/checkout/${session}/complete`, { maxRedirects: 0 });
  const result = new URL(done.headers().location ?? '', 'http://x');
  await who.get(
    `/api/transaction/verify?transactionId=${result.searchParams.get('token')}&session_id=${result.searchParams.get('session_id')}`,
  );
}

/** Tops the owner's credit up to at least `needed` dollars (unless the demo seed already gave enough). */
export async function ensureCredit(request: APIRequestContext, who: Client, needed: number) {
  const { user } = await who.get<MeBody>('/api/users/me');
  if ((user.details?.credit ?? 0) < needed) await topUp(request, who, Math.max(20, Math.ceil(needed)));
}

/**
 * A customer signed up through the API, as sign-up leaves them: an Instagram handle waiting for the operator,
 * energy 100 and an empty wallet. They share one phone number unless given their own (a shared phone is a trust
 * flag, which keeps payouts from going out by themselves: docs/payouts.md).
 */
export async function signUpCustomer(request: APIRequestContext, name = 'Cam Creator', phone = '0412345678') {
  const email = uniqueEmail('creator');
  const handle = `e2e.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const sent = await request.post('/api/verify', { data: { email } });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  const signup = await request.post('/api/signup', {
    data: {
      email,
      name,
      phone,
      instagramId: handle,
      country: 'Australia',
      city: 'Melbourne',
      role: 3,
      password: DEMO_PASSWORD,
      token: await readOutboxCode(request, email),
    },
  });
  expect(signup.ok(), await signup.text()).toBeTruthy();
  const client = await as(request, email);
  const { user } = await client.get<MeBody>('/api/users/me');
  return { id: user.id, email, handle: `@${handle}`, client };
}

/**
 * A new customer for each journey (energy 100, an empty wallet), signed up through the API; the operator
 * sets 4,200 Instagram followers, so approvals pay share x 0.75.
 */
export async function newCustomer(request: APIRequestContext, admin: Client) {
  const c = await signUpCustomer(request);
  await admin.put(`/api/admin/users/${c.id}`, { instagramFollowers: 4200 });
  return { email: c.email, handle: c.handle, client: c.client };
}

/**
 * The payee gives tax details through the API (an ABN whose check digits add up): no payout leaves without them
 * (docs/finance.md "Payees' tax details"). Journeys that withdraw with a fresh creator call it first; the demo's
 * payees already have them.
 */
export async function giveTaxDetails(who: Client, legalName = 'Cam Creator') {
  await who.post('/api/payouts/tax-details', {
    kind: 'abn',
    abn: '51 824 753 556',
    legalName,
    address: '1 Test St, Melbourne VIC 3000',
  });
}

export const CAFE = 'cafe@spruik.app';

/** The day `n` days from now (YYYY-MM-DD), as the campaign form sends an end date. */
export const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * A campaign by `owner`, verified by the operator, through the real API; answers its id. `body` gives the type,
 * title and places (and anything else that differs from the defaults: an #ad condition, ending in 5 days).
 */
export async function liveCampaign(owner: Client, admin: Client, body: Record<string, unknown>) {
  const { campaign } = await owner.post<{ campaign: { id: string } }>('/api/campaigns', {
    conditions: 'Tag us and mark it #ad.',
    endDate: inDays(5),
    ...body,
  });
  await admin.post(`/api/admin/campaigns/${campaign.id}/verify`, { approve: true });
  return campaign.id;
}

/** A new creator (newCustomer) joins the campaign; answers them with their activity id. */
export async function join(request: APIRequestContext, admin: Client, campaignId: string) {
  const creator = await newCustomer(request, admin);
  const { activity } = await creator.client.post<{ activity: { id: string } }>(
    `/api/campaigns/${campaignId}/accept`,
  );
  return { ...creator, activityId: activity.id };
}

export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

export async function campaignIdByTitle(owner: Client, title: string) {
  const { campaigns } = await owner.get<{ campaigns: Array<{ id: string; title: string }> }>(
    '/api/campaigns/live?limit=50',
  );
  const found = campaigns.find((c) => c.title === title);
  expect(found, `campaign "${title}" in the owner's live list`).toBeTruthy();
  return found!.id;
}

/**
 * A real payment at The Laneway Bar by the demo customer ($0.50 from the wallet), for screens that show its
 * receipt (/payment_receipt?id=). Answers the payment's id.
 */
export async function lanewayPaymentId(customer: Client) {
  const { venues } = await customer.get<{ venues: Array<{ id: string; name: string }> }>('/api/venues');
  const laneway = venues.find((v) => v.name === 'The Laneway Bar')!;
  const { payment } = await customer.post<{ payment: { id: string } }>('/api/payments', {
    wallet: 0.5,
    pocket: 0,
    venueID: laneway.id,
  });
  return payment.id;
}

/**
 * A fresh 15%-off voucher at the venue for the customer, the way the product gives one (campaign type 7), so a
 * journey that redeems one leaves the demo customer's own vouchers for the journeys that show them.
 */
export async function earnVoucher(venue: Client, admin: Client, customer: Client) {
  const id = await liveCampaign(venue, admin, {
    type: 7,
    title: `E2E confirm ${Date.now().toString(36)}`,
    link: 'lanewaybar.example.com',
    platform: 'instagram',
    participantsCount: 1,
    discount: 15,
    conditions: 'Post your favourite Laneway cocktail with #ad.',
    // This journey is about redeeming; the visit gate has its own (visits.spec.ts).
    requiresVisit: false,
  });
  await customer.get(`/api/campaigns/${id}/view`);
  const { activity } = await customer.post<{ activity: { _id: string } }>(`/api/campaigns/${id}/accept`);
  await customer.post(`/api/activities/${activity._id}/submit`, {
    link: 'instagram.com/p/chloe-confirm',
    disclosed: true,
  });
  await venue.post(`/api/campaigns/${id}/${activity._id}`, { approve: true });
}
