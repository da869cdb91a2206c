/** Shared set-up for the campaign API tests: people, money through the ledger, campaigns through the API. */
import { expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { activities, campaigns, topUps, users } from '../../src/db/schema';
import { accountKeys, balanceOf, checkLedger, creditTopUp } from '../../src/ledger';
import { createTestApp, type TestApp } from '../test-app';

export type Person = Awaited<ReturnType<TestApp['createUser']>>;
export type Body = Record<string, unknown>;
// Tests read response JSON by path; the shapes are asserted, not typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ApiBody = { data?: any; errors?: string; code?: string };

export const DAY = 86_400_000;

export async function campaignWorld(
  kind: 'pglite' | 'postgres' = 'pglite',
  config: NonNullable<Parameters<typeof createTestApp>[0]>['config'] = {},
) {
  const t = await createTestApp({ kind, config });

  const inject = async (method: 'GET' | 'POST', url: string, who?: Person | null, payload?: Body) => {
    const res = await t.app.inject({
      method,
      url,
      headers: who ? who.auth : {},
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() as ApiBody };
  };
  const get = (url: string, who?: Person | null) => inject('GET', url, who);
  const post = (url: string, who?: Person | null, payload: Body = {}) => inject('POST', url, who, payload);

  /** A confirmed top-up through the ledger (the top_ups row is what the ledger check matches money-in against). */
  async function fund(person: Person, cents: number) {
    await t.db.transaction(async (tx) => {
      const [topUp] = await tx
        .insert(topUps)
        .values({ userId: person.user.id, provider: 'sandbox', method: 'card', amountCents: cents })
        .returning();
      const entry = await creditTopUp(tx, { topUpId: topUp.id, user: person.user, amountCents: cents });
      await tx
        .update(topUps)
        .set({ status: 'paid', entryId: entry.entryId, paidAt: t.clock.now() })
        .where(eq(topUps.id, topUp.id));
    });
  }

  const business = (overrides: Parameters<TestApp['createUser']>[1] = {}) =>
    t.createUser(2, {
      tiktokId: 'https://www.tiktok.com/@biz',
      youtubeId: 'https://www.youtube.com/@biz',
      ...overrides,
    });
  const venue = (overrides: Parameters<TestApp['createUser']>[1] = {}) =>
    t.createUser(1, { tiktokId: 'https://www.tiktok.com/@venue', ...overrides });
  /** A verified creator by default: Instagram and TikTok counts above the minimums, a checked channel. */
  const customer = (overrides: Parameters<TestApp['createUser']>[1] = {}) =>
    t.createUser(3, {
      instagramFollowers: 500,
      tiktokFollowers: 500,
      youtubeId: 'https://www.youtube.com/@creator',
      youtubeFollowers: 500,
      ...overrides,
    });
  const admin = () => t.createUser(4);

  const inDays = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString();

  /** A valid create payload for a type; overrides win. */
  function body(type: number, overrides: Body = {}): Body {
    const base: Body = {
      type,
      title: `Campaign type ${type}`,
      conditions: 'Tag us and keep the post up for a week.',
      participantsCount: 3,
      participantsShare: '1.00',
      endDate: inDays(3),
      link: 'www.example.com/page',
      platform: 'instagram',
    };
    if (type === 7) Object.assign(base, { participantsShare: undefined, discount: 20 });
    // Venue campaigns need a visit unless told otherwise; that gate has its own tests (test/visits/visit-gate.test.ts).
    if (type === 6 || type === 7) base.requiresVisit = false;
    return { ...base, ...overrides };
  }

  let operator: Person | null = null;
  const theAdmin = async () => (operator ??= await admin());

  async function create(owner: Person, type: number, overrides: Body = {}) {
    const res = await post('/api/campaigns', owner, body(type, overrides));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.campaign.id as string;
  }

  async function verify(id: string) {
    const res = await post(`/api/admin/campaigns/${id}/verify`, await theAdmin(), { approve: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  /** Created and verified: visible to customers. */
  async function live(owner: Person, type: number, overrides: Body = {}) {
    const id = await create(owner, type, overrides);
    await verify(id);
    return id;
  }

  async function accept(who: Person, id: string) {
    const res = await post(`/api/campaigns/${id}/accept`, who);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.activity.id as string;
  }

  const submit = (who: Person, activityId: string, payload: Body = {}) =>
    post(`/api/activities/${activityId}/submit`, who, payload);
  const proof = { link: 'instagram.com/p/abc', disclosed: true };
  /** The owner's decision; a rejection gives a reason (required), "not labelled as an ad" unless told. */
  const decide = (
    owner: Person,
    campaignId: string,
    activityId: string,
    approve: boolean,
    rejection: Body = { reason: 'notLabelled' },
  ) =>
    post(
      `/api/campaigns/${campaignId}/${activityId}`,
      owner,
      approve ? { approve } : { approve, ...rejection },
    );

  const balance = (key: string) => balanceOf(t.db, key);
  const credit = (p: Person) => balance(accountKeys.creditOf(p.user));
  const wallet = (p: Person) => balance(accountKeys.wallet(p.user.id));
  const escrow = (campaignId: string) => balance(accountKeys.escrow(campaignId));
  const pocket = (p: Person, venueId: string) => balance(accountKeys.pocket(p.user.id, venueId));

  async function expectLedgerOk() {
    const check = await checkLedger(t.db);
    expect(check.problems).toEqual([]);
    expect(check.ok).toBe(true);
    // Campaign invariants: a settled campaign's escrow is empty, and every escrow equals what was reserved (with its
    // service fee) minus what its payouts took (each participant's share and its fee), read from the entries.
    const rows = await t.db.execute(sql`
      select c.id, c.settled_at, coalesce(a.balance_cents, 0)::bigint as escrow,
        coalesce((select sum(l.amount_cents) from journal_lines l join journal_entries e on e.id = l.entry_id
          where l.account_id = a.id and e.idempotency_key in ('campaign:reserve:' || c.id::text, 'campaign:fee:' || c.id::text)), 0)::bigint as reserved,
        coalesce((select sum(l.amount_cents) from journal_lines l join journal_entries e on e.id = l.entry_id
          where l.account_id = a.id and e.kind = 'customer_payout'), 0)::bigint as taken
      from campaigns c left join ledger_accounts a on a.key = 'escrow:' || c.id::text`);
    for (const r of (rows as unknown as { rows: Array<Record<string, unknown>> }).rows) {
      if (r.settled_at) expect(Number(r.escrow), `escrow of settled ${r.id}`).toBe(0);
      else expect(Number(r.escrow), `escrow of ${r.id}`).toBe(Number(r.reserved) + Number(r.taken));
    }
  }

  const setEnergy = (p: Person, energy: number) =>
    t.db.update(users).set({ energy }).where(eq(users.id, p.user.id));
  const activity = async (id: string) =>
    (await t.db.select().from(activities).where(eq(activities.id, id)))[0];
  const campaignRow = async (id: string) =>
    (await t.db.select().from(campaigns).where(eq(campaigns.id, id)))[0];

  return {
    t,
    get,
    post,
    fund,
    business,
    venue,
    customer,
    admin: theAdmin,
    newAdmin: admin,
    body,
    inDays,
    create,
    verify,
    live,
    accept,
    submit,
    proof,
    decide,
    balance,
    credit,
    wallet,
    escrow,
    pocket,
    expectLedgerOk,
    setEnergy,
    activity,
    campaignRow,
    close: async () => {
      // test-db drops the database right after pool.end(), which resolves before its clients have closed; a
      // client the drop terminates then emits 57P01 on the pool. Not these tests' concern: ignore it.
      (t.db as unknown as { $client?: { on?: (e: string, f: () => void) => void } }).$client?.on?.(
        'error',
        () => undefined,
      );
      await t.close();
    },
  };
}

export type CampaignWorld = Awaited<ReturnType<typeof campaignWorld>>;
