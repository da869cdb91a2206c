/**
 * The world the API benchmark measures: the demo world (seeded as `npm start` seeds it) plus enough customers,
 * venues and campaigns that the money writes never queue behind one another's row locks. Built in this process
 * through the app itself (buildApp on the same database, app.inject for every money movement, so every cent is
 * in the ledger); only the extra accounts are inserted directly, as the tests' createUser does, with tokens
 * signed by the server's own secret (no password hashing per account).
 */
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { openDatabase } from '../../src/db/client';
import { organisations, users } from '../../src/db/schema';
import { findUserByEmail } from '../../src/db/tables/users';
import { prepareData } from '../../src/start';
import * as demo from '../../src/db/seed/demo-data';

export type Sizes = {
  /** Customers who accept campaigns (each accepts at most ACCEPTS_PER_CUSTOMER). */
  customers: number;
  /** The first `payers` customers also get wallet money to pay at venues with. */
  payers: number;
  /** Venues payments rotate over: each payment locks its venue's credit account. */
  venues: number;
  /** Live campaigns accepts rotate over: each accept locks its campaign's row. */
  campaigns: number;
};

export const defaultSizes = (): Sizes => ({
  customers: Number(process.env.BENCH_CUSTOMERS ?? 6000),
  payers: Number(process.env.BENCH_PAYERS ?? 1000),
  venues: Number(process.env.BENCH_VENUES ?? 40),
  campaigns: Number(process.env.BENCH_CAMPAIGNS ?? 40),
});

/** Energy 100 is 10 accepts; a payer used one on the wallet campaign. */
export const ACCEPTS_PER_CUSTOMER = 9;
/** What each payer's wallet receives: enough for a thousand $0.01 payments. */
const WALLET_DOLLARS = 10;

export type Account = { id: string; token: string };
export type World = {
  customers: Account[];
  payers: Account[];
  venues: string[];
  campaigns: string[];
  /** A live campaign a customer may open (GET /api/campaigns/{id}). */
  readCampaign: string;
};

/** Builds the world in the database `env` names (DATABASE_URL, else PGlite in DATA_DIR) and closes it again. */
export async function buildWorld(env: NodeJS.ProcessEnv, sizes: Sizes): Promise<World> {
  const config = { ...loadConfig(env), logLevel: 'silent', maxEventLoopDelayMs: 0 };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, database });
  try {
    await app.ready();
    await prepareData(app, () => undefined);
    return await extend(app, sizes);
  } finally {
    await app.close();
    await database.close();
  }
}

async function extend(app: App, sizes: Sizes): Promise<World> {
  const { db, tokens } = app.deps;
  const tokenOf = async (email: string, secondFactor = false) => {
    const user = await findUserByEmail(db, email);
    if (!user) throw new Error(`bench world: ${email} is not seeded`);
    return tokens.sign(user, { secondFactor });
  };
  // The console asks for the operator's second factor; the token says it was given.
  const [admin, business] = await Promise.all([
    tokenOf(demo.demoAdmin.email, true),
    tokenOf(demo.demoBusiness.email),
  ]);
  const call = async (method: 'GET' | 'POST', url: string, token: string, payload?: object) => {
    const res = await app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode >= 400)
      throw new Error(`bench world: ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const data = async (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    (await call(method, url, token, payload)).json().data;

  // Hashing one password per account would take minutes; nobody signs in with these.
  const [{ passwordHash }] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, demo.demoCustomers[0].email));
  const stamp = Date.now().toString(36);

  const customerIds: string[] = [];
  for (let i = 0; i < sizes.customers; i += 500) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(500, sizes.customers - i) }, (_, j) => ({
          email: `bench-${stamp}-${i + j}@bench.spruik.app`,
          passwordHash,
          role: 3,
          name: `Bench Customer ${i + j}`,
          phone: '0400000000',
          instagramId: `https://www.instagram.com/bench${i + j}/`,
          instagramFollowers: 1000 + j,
        })),
      )
      .returning({ id: users.id });
    customerIds.push(...rows.map((r) => r.id));
  }

  const venueRows = await db
    .insert(users)
    .values(
      Array.from({ length: sizes.venues }, (_, i) => ({
        email: `bench-venue-${stamp}-${i}@bench.spruik.app`,
        passwordHash,
        role: 1,
        name: `Bench Venue ${i}`,
        phone: '0390000000',
        instagramId: `https://www.instagram.com/benchvenue${i}/`,
        membership: 3,
        latitude: -37.8 - i / 1000,
        longitude: 144.96 + i / 1000,
      })),
    )
    .returning({ id: users.id });
  const venues = venueRows.map((r) => r.id);
  await db.insert(organisations).values(
    venues.map((userId, i) => ({
      userId,
      abn: '83914571673',
      name: `Bench Venue ${String(i).padStart(3, '0')}`,
      address: `${i + 1} Bench St, Melbourne VIC 3000`,
      websiteLink: 'https://bench.example.com',
    })),
  );

  // The business tops up once through the sandbox checkout, then funds every campaign from it.
  const escrowDollars = sizes.campaigns * 10_000 * 0.02 + sizes.payers * WALLET_DOLLARS;
  const { url } = await data('POST', '/api/transaction/stripe', business, {
    amount: Math.ceil(escrowDollars * 1.2),
  });
  const done = await call('POST', `${new URL(url).pathname}/complete`, business);
  const back = new URL(done.headers.location as string, 'http://x');
  await data(
    'GET',
    `/api/transaction/verify?transactionId=${back.searchParams.get('token')}&session_id=${back.searchParams.get('session_id')}`,
    business,
  );

  const endDate = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const create = async (title: string, participantsCount: number, participantsShare: number) => {
    const { campaign } = await data('POST', '/api/campaigns', business, {
      type: 1,
      title,
      link: 'brewlab.example.com/bench',
      platform: 'instagram',
      participantsCount,
      participantsShare,
      conditions: 'Open the link from your story.',
      endDate,
    });
    await data('POST', `/api/admin/campaigns/${campaign.id}/verify`, admin, { approve: true });
    return campaign.id as string;
  };

  // Wallet money: each payer accepts and completes a click campaign that pays at once.
  const walletCampaign = await create('Bench wallet campaign', sizes.payers, WALLET_DOLLARS);
  const customerTokens = await Promise.all(customerIds.map((id) => tokens.sign(userStub(id))));
  for (let i = 0; i < sizes.payers; i++) {
    const { activity } = await data('POST', `/api/campaigns/${walletCampaign}/accept`, customerTokens[i]);
    await data('POST', `/api/activities/${activity.id}/submit`, customerTokens[i], {});
  }

  const campaigns: string[] = [];
  for (let i = 0; i < sizes.campaigns; i++) campaigns.push(await create(`Bench campaign ${i}`, 10_000, 0.02));

  const customers = customerIds.map((id, i) => ({ id, token: customerTokens[i] }));
  return {
    customers,
    payers: customers.slice(0, sizes.payers),
    venues,
    campaigns,
    readCampaign: walletCampaign,
  };
}

/** What tokens.sign reads: a new account is role 3 at token version 0. */
const userStub = (id: string) => ({ id, role: 3, tokenVersion: 0 });
