/**
 * Two compiled servers behind no sticky sessions, on one PostgreSQL, one Redis and one S3 store: what a request
 * does on server A is seen on server B. Skipped without TEST_DATABASE_URL and TEST_REDIS_URL (CI has both).
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { campaigns, journalEntries } from '../../src/db/schema';
import { imageUpload } from '../images/helpers';
import { startFleet } from './fleet';
import { describeWith } from '../support/describe-with';

type Fleet = Awaited<ReturnType<typeof startFleet>>;
type Person = Awaited<ReturnType<Fleet['createUser']>>;

describeWith('postgres', 'redis')('two servers, one database, one Redis, one bucket', () => {
  let fleet: Fleet;
  let A: string;
  let B: string;
  beforeAll(async () => {
    fleet = await startFleet(2, { RATE_LIMIT_PER_EMAIL: '3' });
    [A, B] = fleet.servers.map((s) => s.base);
  }, 120_000);
  afterAll(async () => {
    await fleet?.close();
  });

  const call = async (base: string, method: string, url: string, who?: Person, body?: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...(who?.auth ?? {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return {
      status: res.status,
      body: (await res.json()) as { data?: Record<string, never>; errors?: string },
    };
  };

  const fund = (owner: Person, cents: number) => fleet.fund(owner, cents);

  async function campaignOn(base: string, owner: Person) {
    const res = await call(base, 'POST', '/api/campaigns', owner, {
      type: 1,
      title: 'Fleet campaign',
      conditions: 'Tag us.',
      participantsCount: 2,
      participantsShare: '1.00',
      endDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      link: 'www.example.com/fleet',
      platform: 'instagram',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as unknown as { campaign: { id: string } }).campaign.id;
  }

  const connect = (base: string, who: Person) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = io(base, { path: '/socket.io', auth: { token: who.token }, transports: ['websocket'] });
      socket.on('connect', () => resolve(socket));
      socket.on('connect_error', reject);
    });

  it('a socket on B receives the message caused by a request to A', async () => {
    const owner = await fleet.createUser(2);
    const admin = await fleet.createUser(4);
    await fund(owner, 1000);
    const id = await campaignOn(A, owner);
    const socket = await connect(B, owner);
    try {
      const message = new Promise<{ title: string; event: number }>((resolve) =>
        socket.on('message', resolve),
      );
      const verified = await call(A, 'POST', `/api/admin/campaigns/${id}/verify`, admin, { approve: true });
      expect(verified.status).toBe(200);
      expect(await message).toMatchObject({ event: 1 });
    } finally {
      socket.close();
    }
  });

  it('a rate limit reached on A holds on B', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    for (const base of [A, B, A]) {
      expect(
        (await call(base, 'POST', '/api/signin', undefined, { email, password: 'wrong-pass' })).status,
      ).toBe(401);
    }
    const blocked = await call(B, 'POST', '/api/signin', undefined, { email, password: 'wrong-pass' });
    expect(blocked.status).toBe(429);
  });

  it('a campaign that ends while both run is settled once', async () => {
    const owner = await fleet.createUser(2);
    const admin = await fleet.createUser(4);
    await fund(owner, 1000);
    const id = await campaignOn(A, owner);
    expect(
      (await call(B, 'POST', `/api/admin/campaigns/${id}/verify`, admin, { approve: true })).status,
    ).toBe(200);
    // Its end date passes; both servers' schedulers (every second) now race to settle it.
    await fleet.db
      .update(campaigns)
      .set({ endDate: sql`now() - interval '1 second'` })
      .where(eq(campaigns.id, id));
    const deadline = Date.now() + 20_000;
    let settled: Date | null = null;
    while (!settled && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      [{ settled }] = await fleet.db
        .select({ settled: campaigns.settledAt })
        .from(campaigns)
        .where(eq(campaigns.id, id));
    }
    expect(settled).not.toBeNull();
    await new Promise((r) => setTimeout(r, 2_500)); // let both schedulers run again
    const refunds = await fleet.db
      .select()
      .from(journalEntries)
      .where(and(like(journalEntries.idempotencyKey, `campaign:refund:${id}%`)));
    expect(refunds).toHaveLength(1);
    const check = await call(B, 'GET', '/api/admin/ledger/check', admin);
    expect(check.body.data).toMatchObject({ ok: true });
  });

  it('an image uploaded through A is served by B', async () => {
    const owner = await fleet.createUser(2);
    const { payload, headers } = imageUpload(
      await sharp({ create: { width: 12, height: 7, channels: 3, background: '#c33' } })
        .png()
        .toBuffer(),
    );
    const uploaded = await fetch(`${A}/api/images`, {
      method: 'POST',
      headers: { ...headers, ...owner.auth },
      body: payload,
    });
    expect(uploaded.status).toBe(200);
    const { filename } = ((await uploaded.json()) as { data: { filename: string } }).data;
    const served = await fetch(`${B}/uploads/${filename}`);
    expect(served.status).toBe(200);
    expect(served.redirected).toBe(true);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 12, 7]);
  });
});
