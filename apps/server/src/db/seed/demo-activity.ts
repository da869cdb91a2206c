import type { App } from '../../app';
import { findUser } from '../tables/users';
import * as demo from './demo-data';

/**
 * Gives the demo world a history by driving the product's own API (the same paths people use), so every cent is
 * in the ledger: sandbox top-ups, campaigns of every type verified by the operator, customers joining, proving
 * and being paid, a pocket and vouchers at the venues. Needs the sandbox checkout (on outside production).
 * `passwords` are the seed's (by e-mail); an account not in it uses the README's demo password.
 */
export async function seedDemoActivity(app: App, passwords: Record<string, string> = {}) {
  const call = async (method: 'GET' | 'POST', url: string, token?: string, payload?: object) => {
    const res = await app.inject({
      method,
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (res.statusCode >= 400 && res.statusCode !== 303) {
      throw new Error(`demo seed: ${method} ${url} answered ${res.statusCode} ${res.body}`);
    }
    return res;
  };
  const data = async (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    (await call(method, url, token, payload)).json().data;
  const signIn = async (email: string) => {
    const answer = await data('POST', '/api/signin', undefined, {
      email,
      password: passwords[email] ?? demo.DEMO_PASSWORD,
    });
    if (answer.accessToken) return answer.accessToken as string;
    // The operator owes a second factor (ADMIN_2FA=required) and has none yet: the seed acts for them.
    const admin = await findUser(app.deps.db, answer.id as string);
    return app.deps.tokens.sign(admin!, { secondFactor: true });
  };

  const topUp = async (token: string, amount: number) => {
    const { url } = await data('POST', '/api/transaction/stripe', token, { amount });
    const path = new URL(url).pathname;
    const done = await call('POST', `${path}/complete`, token);
    const back = new URL(done.headers.location as string, 'http://x');
    const q = `transactionId=${back.searchParams.get('token')}&session_id=${back.searchParams.get('session_id')}`;
    await data('GET', `/api/transaction/verify?${q}`, token);
  };

  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const create = async (token: string, c: Record<string, unknown>) =>
    (await data('POST', '/api/campaigns', token, { endDate: inDays(21), ...c })).campaign.id as string;

  const [admin, business, laneway, fitzroy, chloe, liam] = await Promise.all(
    [
      demo.demoAdmin.email,
      demo.demoBusiness.email,
      demo.demoVenues[0].email,
      demo.demoVenues[1].email,
      demo.demoCustomers[0].email,
      demo.demoCustomers[1].email,
    ].map(signIn),
  );

  await topUp(business, 500);
  await topUp(laneway, 200);
  await topUp(fitzroy, 100);

  const link = 'brewlab.example.com/new-roast';
  const campaigns = {
    click: await create(business, {
      type: 1,
      title: 'Visit our new roast page',
      link,
      platform: 'instagram',
      participantsCount: 20,
      participantsShare: 0.5,
      conditions: 'Open the link from your story and leave it up for 24 hours.',
    }),
    follow: await create(business, {
      type: 2,
      title: 'Follow BrewLab on TikTok',
      platform: 'tiktok',
      participantsCount: 10,
      participantsShare: 1,
      conditions: 'Follow @brewlab and keep following for at least a month.',
    }),
    view: await create(business, {
      type: 3,
      title: 'Watch our roasting reel',
      // Material links point at the campaign's own platform: an Instagram reel here.
      link: 'instagram.com/reel/brewlab-roasting',
      platform: 'instagram',
      participantsCount: 30,
      participantsShare: 0.3,
      conditions: 'Watch the whole reel.',
    }),
    content: await create(business, {
      type: 4,
      title: 'Film your BrewLab morning ritual',
      link,
      platform: 'instagram',
      participantsCount: 10,
      participantsShare: 30,
      conditions: 'A 15-60 second reel featuring a BrewLab coffee. Tag @brewlab.co and mark it #ad.',
    }),
    share: await create(business, {
      type: 5,
      title: 'Share our spring blend post',
      // A TikTok campaign shares a TikTok post.
      link: 'tiktok.com/@brewlab/video/7301234567890123456',
      platform: 'tiktok',
      participantsCount: 15,
      participantsShare: 2,
      conditions: 'Share the post to your TikTok with #ad.',
    }),
    pending: await create(business, {
      type: 4,
      title: 'Latte art challenge',
      link,
      platform: 'instagram',
      participantsCount: 5,
      participantsShare: 10,
      conditions: 'Show your best latte art with a BrewLab bag in frame.',
    }),
    credit: await create(laneway, {
      type: 6,
      title: 'Friday night at The Laneway Bar',
      link: 'lanewaybar.example.com',
      platform: 'instagram',
      participantsCount: 5,
      participantsShare: 15,
      conditions: 'Post a story from the bar on a Friday night, tag @lanewaybar, mark it #ad.',
    }),
    voucher: await create(laneway, {
      type: 7,
      title: 'Cocktail hour creators',
      link: 'lanewaybar.example.com',
      platform: 'instagram',
      participantsCount: 10,
      discount: 20,
      conditions: 'Post your favourite Laneway cocktail with #ad.',
    }),
    freeItem: await create(fitzroy, {
      type: 7,
      title: 'Brunch at Fitzroy Bean',
      link: 'fitzroybean.example.com',
      platform: 'instagram',
      participantsCount: 10,
      item: 'Free flat white',
      conditions: 'Post your brunch and tag @fitzroybean with #ad.',
    }),
  };
  for (const [name, id] of Object.entries(campaigns)) {
    if (name !== 'pending') await data('POST', `/api/admin/campaigns/${id}/verify`, admin, { approve: true });
  }

  // Customers open a campaign before they join it, as the app does (one view per customer and campaign).
  const view = (token: string, id: string) => call('GET', `/api/campaigns/${id}/view`, token);
  const accept = async (token: string, id: string) => {
    await view(token, id);
    return (await data('POST', `/api/campaigns/${id}/accept`, token)).activity._id as string;
  };
  const submit = (token: string, activityId: string, proof?: string) =>
    data(
      'POST',
      `/api/activities/${activityId}/submit`,
      token,
      proof ? { link: proof, disclosed: true } : {},
    );
  const approve = (token: string, campaignId: string, activityId: string) =>
    data('POST', `/api/campaigns/${campaignId}/${activityId}`, token, { approve: true });
  /** The customer shows the check-in code and the venue's staff confirm it (docs/visits.md). */
  const checkIn = async (token: string, venueToken: string) => {
    const venueId = (await data('GET', '/api/users/me', venueToken)).user._id as string;
    const { code } = await data('POST', `/api/venues/${venueId}/check-in`, token);
    await data('POST', '/api/check-ins', venueToken, { code });
  };

  // Chloe: paid at once for a click, paid for content, a pocket and a voucher at The Laneway Bar,
  // and a follow waiting for the business to decide.
  await submit(chloe, await accept(chloe, campaigns.click));
  const chloeContent = await accept(chloe, campaigns.content);
  await submit(chloe, chloeContent, 'instagram.com/reel/chloe-morning');
  await approve(business, campaigns.content, chloeContent);
  // The Laneway Bar's campaigns need a visit before posting: Chloe checks in at its counter first.
  const chloePocket = await accept(chloe, campaigns.credit);
  await checkIn(chloe, laneway);
  await submit(chloe, chloePocket, 'instagram.com/stories/chloe.eats/1');
  await approve(laneway, campaigns.credit, chloePocket);
  const chloeVoucher = await accept(chloe, campaigns.voucher);
  await submit(chloe, chloeVoucher, 'instagram.com/p/chloe-negroni');
  await approve(laneway, campaigns.voucher, chloeVoucher);
  await submit(chloe, await accept(chloe, campaigns.follow));

  // Liam the Legend: a view paid at once, content submitted and waiting for approval.
  await submit(liam, await accept(liam, campaigns.view));
  await submit(liam, await accept(liam, campaigns.content), 'instagram.com/reel/liam-brew');

  // Realistic views: creators who look at offers and join only some (most views never become a join). Each
  // viewer opens about two in three of the live campaigns, so a joined campaign shows several times more views
  // than joins.
  const live = Object.entries(campaigns).filter(([name]) => name !== 'pending');
  for (const [i, viewer] of demo.demoViewers.entries()) {
    const token = await signIn(viewer.email);
    for (const [j, [, id]] of live.entries()) if ((i + j) % 3 !== 0) await view(token, id);
  }
}
