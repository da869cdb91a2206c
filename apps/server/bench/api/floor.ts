/**
 * The floor: what the benchmarked routes cost with nothing but node:http, node-postgres and jose. It verifies
 * the same JWT with the same secret, runs the same SQL statements (floor-sql.ts) with the same values on a pool
 * of the same size, writes money in one transaction the same way, and answers the same JSON. Run as its own
 * process (like the real server): FLOOR_PORT, DATABASE_URL, JWT_SECRET, DATABASE_POOL_SIZE.
 *
 * POST /__record/start and GET /__record/stop collect the statements it sends, so the benchmark can compare
 * them with the real server's before it measures.
 */
import { createHash, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { jwtVerify } from 'jose';
import pg from 'pg';
import {
  CAMPAIGN_MSG,
  CAMPAIGN_TYPE_NAMES,
  LIMITS,
  PAY_MSG,
  PRODUCT_NAME,
  centsToDollars,
  isUuid,
  joinablePlatforms,
  mapLinkFor,
  socialAccountsOf,
  type CampaignType,
} from '@spruik/shared';
import * as S from './floor-sql';

pg.types.setTypeParser(20, (v: string) => Number(v));
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
const key = new TextEncoder().encode(process.env.JWT_SECRET);

let recorded: string[] | null = null;
type Queryable = pg.Pool | pg.PoolClient;
/** Rows as arrays, as Drizzle reads them (joins repeat column names). */
async function rows(db: Queryable, text: string, values: unknown[]): Promise<unknown[][]> {
  recorded?.push(text);
  return (await db.query({ text, values, rowMode: 'array' })).rows as unknown[][];
}
async function exec(db: Queryable, text: string, values: unknown[] = []) {
  recorded?.push(text);
  return db.query(text, values);
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const dollars = (cents: unknown) => centsToDollars(Number(cents ?? 0));
const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : null);

/** A users row read by column names (camelCased), as Drizzle maps it. */
type User = {
  id: string;
  role: number;
  isActive: boolean;
  tokenVersion: number;
  [column: string]: unknown;
};
const camel = (c: string) => c.replace(/_(.)/g, (_, ch: string) => ch.toUpperCase());
function userOf(columns: string[], r: unknown[]): User {
  const u: Record<string, unknown> = {};
  for (let i = 0; i < columns.length; i++) u[camel(columns[i])] = r[i];
  return u as User;
}

/** The access check's read per route: the auth columns and the route's declared ones. */
const AUTH = {
  plain: S.authUser(),
  me: S.authUser(S.ME_COLUMNS),
  offers: S.authUser(S.SOCIAL_COLUMNS),
  pay: S.authUser(['instagram_id']),
};
type Social = Parameters<typeof joinablePlatforms>[0];

async function authenticate(
  req: IncomingMessage,
  roles: number[],
  read: { columns: string[]; text: string } = AUTH.plain,
): Promise<User> {
  const h = req.headers.authorization;
  const token = h?.startsWith('Bearer ') ? h.slice(7).trim() : null;
  if (!token) throw new HttpError(401, 'Unauthorized');
  let sub: unknown;
  let tv: unknown;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
    });
    sub = payload.sub;
    tv = payload.tv;
  } catch {
    throw new HttpError(401, 'Unauthorized');
  }
  if (typeof sub !== 'string' || typeof tv !== 'number' || !isUuid(sub))
    throw new HttpError(401, 'Unauthorized');
  const [row] = await rows(pool, read.text, [sub, 1]);
  const user = row ? userOf(read.columns, row) : null;
  if (!user || user.tokenVersion !== tv || !user.isActive) throw new HttpError(401, 'Unauthorized');
  if (!roles.includes(user.role)) throw new HttpError(403, 'Forbidden');
  return user;
}

// ---- reads ----

async function userBalances(db: Queryable, userId: string) {
  const byKind = new Map(
    (await rows(db, S.USER_BALANCES, [userId, ...S.BALANCE_KINDS])).map((r) => [
      r[0] as string,
      Number(r[1]),
    ]),
  );
  return { wallet: byKind.get('wallet') ?? 0, pockets: byKind.get('pocket') ?? 0 };
}

type Me = User & {
  name: string;
  email: string;
  phone: string;
  instagramId: string | null;
  tiktokId: string | null;
  youtubeId: string | null;
  country: string;
  city: string;
  level: number;
  energy: number;
  legendCode: string | null;
  membership: number | null;
  instagramFollowers: number | null;
  tiktokFollowers: number | null;
  youtubeFollowers: number | null;
  socialDeclinedReason: string | null;
  profileEditedAt: Date | null;
  createdAt: Date;
};

/** GET /api/users/me for a customer (the benchmark's callers). */
async function me(user: Me) {
  const [bank, unseen, referrals, balances] = await Promise.all([
    rows(pool, S.FIND_BANK, [user.id, 1]),
    rows(pool, S.COUNT_UNSEEN, [user.id, false]),
    user.level === 2 ? rows(pool, S.COUNT_REFERRALS, [user.id]) : null,
    userBalances(pool, user.id),
  ]);
  const nextEdit = user.profileEditedAt
    ? new Date(user.profileEditedAt.getTime() + LIMITS.profileEditDays * 86_400_000)
    : null;
  const b = bank[0];
  return {
    user: {
      _id: user.id,
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      instagramId: user.instagramId,
      tiktokId: user.tiktokId,
      youtubeId: user.youtubeId,
      country: user.country,
      city: user.city,
      role: user.role,
      level: user.level,
      energy: user.energy,
      wallet: dollars(balances.wallet),
      legendCode: user.level === 2 ? user.legendCode : null,
      referralCount: referrals ? Number(referrals[0][0]) : 0,
      membership: user.membership,
      isActive: user.isActive,
      customerBank: b ? { accountName: b[0], BSB: b[1], accountNumber: b[2] } : null,
      unseenMessages: Number(unseen[0][0]),
      canEditProfileAt: nextEdit ? nextEdit.toISOString() : null,
      socialAccounts: user.role === 3 ? socialAccountsOf(user) : [],
      details: null,
      createdAt: user.createdAt.toISOString(),
    },
  };
}

/** A campaign row with its owner and stats (floor-sql WITH_STATS) as customers see it. */
function publicCampaign(r: unknown[]) {
  const share = Number(r[8]);
  return {
    _id: r[0],
    id: r[0],
    title: r[3],
    owner: {
      _id: r[20],
      id: r[20],
      name: (r[22] as string | null) ?? r[21],
      logo: r[23],
      instagramId: r[25],
      tiktokId: r[26],
      youtubeId: r[27],
    },
    type: r[2],
    typeName: CAMPAIGN_TYPE_NAMES[r[2] as CampaignType] ?? '',
    platform: r[5],
    link: r[4],
    conditions: r[6],
    participantsShare: dollars(share),
    participantsCount: r[7],
    numberOfParticipants: Number(r[28]),
    discount: r[11],
    item: r[10],
    endDate: iso(r[9]),
    isActive: (r[12] as boolean) && !r[16],
    isVerified: r[13],
    createdAt: iso(r[18]),
  };
}

async function offers(user: User & Social, now: Date) {
  const platforms = joinablePlatforms(user);
  const sql = S.offersWhere(platforms);
  const at = now.toISOString();
  const list = await rows(pool, sql.rows, [at, ...platforms, user.id, 10, 0]);
  const [[[all]], [[joined]]] = await Promise.all([
    rows(pool, sql.countAll, [at, ...platforms]),
    rows(pool, sql.countJoined, [user.id, at, ...platforms]),
  ]);
  return { campaigns: list.map(publicCampaign), total: Number(all) - Number(joined) };
}

async function campaign(user: User, id: string) {
  const now = new Date();
  const [row] = await rows(pool, S.CAMPAIGN_WITH_STATS, [id, 1]);
  if (!row) throw new HttpError(404, CAMPAIGN_MSG.campaignNotFound);
  if (row[1] === user.id) throw new HttpError(501, 'the floor serves customers');
  const live = row[13] && row[12] && !row[16] && (row[9] as Date) > now;
  if (row[13] && (live || (await rows(pool, S.FIND_USER_ACTIVITY, [id, user.id, 1])).length > 0))
    return { campaign: publicCampaign(row) };
  throw new HttpError(404, CAMPAIGN_MSG.campaignNotFound);
}

/** GET /api/venues without a cursor: the first page of the full list and the cursor of its last row. */
async function venues() {
  const list = await rows(pool, S.MAPPED_VENUES, [S.AT_FORMAT, 1, true, S.PAGE_SIZE + 1]);
  const page = list.slice(0, S.PAGE_SIZE);
  const last = page[page.length - 1];
  const nextCursor =
    list.length > S.PAGE_SIZE ? Buffer.from(JSON.stringify([last[12], last[0]])).toString('base64url') : null;
  return {
    venues: page.map((v) => {
      const name = (v[8] as string | null) || (v[1] as string);
      const hasPoint = v[3] !== null && v[4] !== null;
      return {
        _id: v[0],
        id: v[0],
        latitude: v[3],
        longitude: v[4],
        name,
        membership: (v[2] as number | null) ?? 1,
        mapLink: hasPoint ? mapLinkFor(v[3] as number, v[4] as number) : null,
        details: {
          name,
          logo: v[9] ?? null,
          instagramId: v[5],
          tiktokId: v[6],
          youtubeId: v[7],
          websiteLink: v[11] ?? null,
          address: v[10] ?? null,
        },
      };
    }),
    nextCursor,
  };
}

/**
 * GET /api/payments for a customer, page 1: payments made, money received, withdrawals, each a page and one
 * newest first by (time, id), merged and cut to a page; the cursor of the last row when more follow.
 */
async function payments(user: User) {
  const read = S.PAGE_SIZE + 1;
  const [paid, received, withdrawn] = await Promise.all([
    rows(pool, S.CUSTOMER_PAYMENTS, [S.AT_FORMAT, 1, user.id, read]),
    rows(pool, S.CREDITS_RECEIVED, [S.AT_FORMAT, user.id, 'wallet', 'pocket', 0, 'withdraw_decision', read]),
    rows(pool, S.WITHDRAWALS_OF, [S.AT_FORMAT, user.id, read]),
  ]);
  const items = [
    ...paid.map((p) => ({
      at: p[10] as string,
      item: {
        _id: p[0],
        id: p[0] as string,
        type: 2,
        isWithdraw: false,
        userName: (p[11] as string | null) ?? '',
        customerInstagramID: null,
        wallet: dollars(p[3]),
        pocket: dollars(p[4]),
        total: dollars(p[5]),
        createdAt: iso(p[9])!,
        usedAt: iso(p[9])!,
        confirmationCode: p[7],
      },
    })),
    ...received.map((e) => ({
      at: e[1] as string,
      item: {
        _id: e[0],
        id: e[0] as string,
        type: 1,
        isWithdraw: false,
        userName: (e[3] as string | null) || PRODUCT_NAME,
        customerInstagramID: null,
        wallet: dollars(e[5]),
        pocket: dollars(e[6]),
        total: dollars(Number(e[5]) + Number(e[6])),
        createdAt: iso(e[4])!,
        usedAt: iso(e[4])!,
      },
    })),
    ...withdrawn.map((w) => ({
      at: w[12] as string,
      item: {
        _id: w[0],
        id: w[0] as string,
        type: 2,
        isWithdraw: true,
        status: w[3],
        userName: 'Withdrawal',
        customerInstagramID: null,
        wallet: dollars(w[2]),
        pocket: 0,
        total: dollars(w[2]),
        createdAt: iso(w[11])!,
        usedAt: iso(w[9] ?? w[11])!,
      },
    })),
  ];
  items.sort((a, b) =>
    a.at !== b.at ? (a.at < b.at ? 1 : -1) : a.item.id === b.item.id ? 0 : a.item.id < b.item.id ? 1 : -1,
  );
  const page = items.slice(0, S.PAGE_SIZE);
  const last = page[page.length - 1];
  const nextCursor =
    items.length > S.PAGE_SIZE
      ? Buffer.from(JSON.stringify([last.at, last.item.id])).toString('base64url')
      : null;
  return { payments: page.map((r) => r.item), nextCursor };
}

// ---- writes ----

async function inTransaction<T>(work: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await exec(client, 'begin');
    const result = await work(client);
    await exec(client, 'commit');
    return result;
  } catch (err) {
    await exec(client, 'rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

async function accept(user: User, campaignId: string) {
  const now = new Date();
  const { activity, energy, locked } = await inTransaction(async (tx) => {
    const [c] = await rows(tx, S.LOCK_CAMPAIGN, [campaignId, 1]);
    if (!c || !c[13]) throw new HttpError(404, CAMPAIGN_MSG.campaignNotFound);
    if (!(c[12] && !c[16] && (c[9] as Date) > now)) throw new HttpError(400, CAMPAIGN_MSG.notAvailable);
    const [owner] = await rows(tx, S.OWNER_ACTIVE_SHARE, [c[1]]);
    if (!owner?.[0]) throw new HttpError(400, CAMPAIGN_MSG.campaignPaused);
    const [locked] = await rows(tx, S.LOCK_USER.text, [user.id, 1]);
    const u = userOf(S.LOCK_USER.columns, locked) as User & Social & { energy: number };
    if (!(joinablePlatforms(u) as string[]).includes((c[5] as string | null) ?? 'instagram'))
      throw new HttpError(400, CAMPAIGN_MSG.platformMissing);
    if ((await rows(tx, S.SHARE_PHONE_OR_BANK, [u.id, c[1], u.id, c[1]])).length > 0)
      throw new HttpError(403, 'self-dealing');
    if ((await rows(tx, S.FIND_USER_ACTIVITY, [campaignId, u.id, 1])).length > 0)
      throw new HttpError(409, CAMPAIGN_MSG.alreadyJoined);
    const cutoff = new Date(now.getTime() - 72 * 3_600_000);
    const expired = await rows(tx, S.EXPIRE_TODOS, [
      5,
      now.toISOString(),
      campaignId,
      1,
      cutoff.toISOString(),
    ]);
    if (expired.length > 0) throw new HttpError(501, 'the floor expires no to-dos');
    if ((c[19] as number) >= (c[7] as number)) throw new HttpError(409, CAMPAIGN_MSG.full);
    if (u.energy < 10) throw new HttpError(400, CAMPAIGN_MSG.noEnergy);
    const [[left]] = await rows(tx, S.USE_ENERGY, [10, u.id]);
    const [a] = await rows(tx, S.INSERT_ACTIVITY, [campaignId, u.id, 1, now.toISOString()]);
    await exec(tx, S.TAKE_PLACE, [1, campaignId]);
    return { activity: a, energy: left as number, locked: u };
  });
  const list = await offers(locked, new Date());
  await pushBalanceReads(pool, user.id);
  return {
    message: CAMPAIGN_MSG.joined,
    energy,
    activity: { _id: activity[0], id: activity[0], status: activity[3], createdAt: iso(activity[12]) },
    campaigns: list.campaigns,
    total: list.total,
  };
}

/** The reads behind the live balance push (the push itself goes to no open tab here). */
async function pushBalanceReads(db: Queryable, userId: string) {
  await rows(db, S.ROLE_ENERGY, [userId, 1]);
  await userBalances(db, userId);
}

const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
function paymentIdFor(customerId: string, requestId: string) {
  const h = createHash('sha256').update(`venue-payment:${customerId}:${requestId}`).digest('hex');
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** POST /api/payments with wallet money only (the benchmark's payments). */
async function pay(user: User, body: { wallet?: string; venueID?: string; requestId?: string }) {
  const walletCents = Math.round(Number(body.wallet) * 100);
  const venueId = body.venueID ?? '';
  const requestId = (body.requestId ?? '').toLowerCase();
  if (!(walletCents > 0) || !isUuid(venueId) || !isUuid(requestId)) throw new HttpError(400, 'bad request');
  const input = { walletCents, pocketCents: 0, venueId, voucherId: null, requestId };
  const route = 'POST /api/payments';
  const hash = createHash('sha256')
    .update(JSON.stringify(['POST', '/api/payments', input]))
    .digest('hex');
  const now = new Date();
  const answer = await inTransaction(async (tx) => {
    const claimed = await rows(tx, S.CLAIM_KEY, [user.id, route, requestId, hash, now.toISOString()]);
    if (claimed.length === 0) throw new HttpError(409, 'repeat');
    const [venue] = await rows(tx, S.ACTIVE_VENUE, [venueId, 1, true, 1]);
    if (!venue) throw new HttpError(404, 'Venue not found.');
    const venueName = (venue[8] as string | null) || (venue[1] as string);
    const paymentId = paymentIdFor(user.id, requestId);
    const code = Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    const [p] = await rows(tx, S.INSERT_PAYMENT, [
      paymentId,
      user.id,
      venueId,
      walletCents,
      0,
      walletCents,
      null,
      code,
      now.toISOString(),
    ]);
    if (!p) throw new HttpError(409, 'repeat');
    const entryKey = `venue_payment:${paymentId}`;
    if ((await rows(tx, S.FIND_ENTRY, [entryKey])).length > 0) throw new HttpError(409, 'repeat');
    const walletKey = `wallet:${user.id}`;
    const earningsKey = `venue_earnings:${venueId}`;
    // Key order: venue_earnings:… sorts before wallet:….
    const accounts = await rows(tx, S.LOCK_TWO_ACCOUNTS, [
      earningsKey,
      'venue_earnings',
      venueId,
      null,
      null,
      false,
      walletKey,
      'wallet',
      user.id,
      null,
      null,
      false,
    ]);
    const byKey = new Map(
      accounts.map((a) => [a[1] as string, { id: a[0] as string, balance: Number(a[2]) }]),
    );
    if (byKey.get(walletKey)!.balance < walletCents) throw new HttpError(400, PAY_MSG.notEnoughWallet);
    const [[entryId]] = await rows(tx, S.INSERT_ENTRY, ['venue_payment', entryKey, venueName, user.id]);
    await exec(tx, S.INSERT_TWO_LINES, [
      entryId,
      byKey.get(walletKey)!.id,
      -walletCents,
      entryId,
      byKey.get(earningsKey)!.id,
      walletCents,
    ]);
    await exec(tx, S.ADD_TWO_BALANCES, [
      byKey.get(earningsKey)!.id,
      walletCents,
      byKey.get(walletKey)!.id,
      -walletCents,
    ]);
    await exec(tx, S.SET_PAYMENT_ENTRY, [entryId, paymentId]);
    await exec(tx, S.ADD_INCOME, [walletCents, venueId]);
    const pocketKey = `pocket:${user.id}:${venueId}`;
    const balances = new Map(
      (await rows(tx, S.BALANCES_OF_TWO, [walletKey, pocketKey])).map((r) => [r[0] as string, Number(r[1])]),
    );
    await pushBalanceReads(tx, user.id);
    const body = JSON.stringify({
      data: {
        payment: {
          _id: paymentId,
          id: paymentId,
          venueId,
          venueName,
          wallet: dollars(walletCents),
          pocket: 0,
          total: dollars(walletCents),
          voucher: null,
          confirmationCode: code,
          createdAt: iso(p[9]),
        },
        wallet: dollars(balances.get(walletKey)),
        pocket: dollars(balances.get(pocketKey)),
        message: PAY_MSG.paid,
      },
    });
    await exec(tx, S.SAVE_ANSWER, [200, body, user.id, route, requestId]);
    return body;
  });
  return answer;
}

// ---- the server ----

const CUSTOMER = [3];
const campaignPath = /^\/api\/campaigns\/([0-9a-f-]{36})$/;
const acceptPath = /^\/api\/campaigns\/([0-9a-f-]{36})\/accept$/;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<string | object> {
  const path = (req.url ?? '/').split('?')[0];
  if (req.method === 'POST' && path === '/__record/start') {
    recorded = [];
    return { recording: true };
  }
  if (req.method === 'GET' && path === '/__record/stop') {
    const out = recorded ?? [];
    recorded = null;
    return { statements: out };
  }
  if (req.method === 'GET') {
    if (path === '/api/venues') {
      await authenticate(req, [1, 2, 3, 4]);
      return { data: await venues() };
    }
    if (path === '/api/users/me')
      return { data: await me((await authenticate(req, [1, 2, 3, 4], AUTH.me)) as Me) };
    if (path === '/api/campaigns')
      return { data: await offersPage((await authenticate(req, CUSTOMER, AUTH.offers)) as User & Social) };
    const user = await authenticate(req, CUSTOMER);
    if (path === '/api/payments') return { data: await payments(user) };
    const m = campaignPath.exec(path);
    if (m) return { data: await campaign(user, m[1]) };
  }
  if (req.method === 'POST') {
    const m = acceptPath.exec(path);
    if (m) {
      const user = await authenticate(req, CUSTOMER);
      return { data: await accept(user, m[1]) };
    }
    if (path === '/api/payments') {
      const user = await authenticate(req, CUSTOMER, AUTH.pay);
      return pay(user, JSON.parse(await readBody(req)));
    }
  }
  res.statusCode = 404;
  return { errors: 'Not found' };
}

async function offersPage(user: User & Social) {
  const { campaigns, total } = await offers(user, new Date());
  return { campaigns, total, page: 1, limit: 10 };
}

createServer((req, res) => {
  handle(req, res)
    .then((body) => {
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      res.writeHead(res.statusCode, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(text),
      });
      res.end(text);
    })
    .catch((err: unknown) => {
      const status = err instanceof HttpError ? err.status : 500;
      // A load generator closing its connections at the end of a run aborts the bodies it was sending.
      if (status === 500 && (err as { code?: string }).code !== 'ECONNRESET') console.error(err);
      const text = JSON.stringify({ errors: err instanceof Error ? err.message : 'error' });
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(text);
    });
}).listen(Number(process.env.FLOOR_PORT), '127.0.0.1', () => console.log('floor ready'));
