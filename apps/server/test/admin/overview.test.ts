import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { databaseKinds } from '../test-db';
import { fundCustomer } from '../money/helpers';
import { writeAudit } from '../../src/features/audit/audit.repository';
import { client, operatorApp, questionBody, type Person } from './helpers';

const DAY = 86_400_000;
const KINDS = ['business_credit', 'escrow', 'external', 'pocket', 'venue_credit', 'wallet', 'withdrawal'];

describe.each(databaseKinds)('operator overview and audit log (%s)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: Person;
  beforeAll(async () => {
    ({ t, api, admin } = await operatorApp(kind, { name: 'Olive Operator' }));
  });
  afterAll(() => t.close());

  const overview = async () => {
    const res = await api.get('/api/admin/overview', admin.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const dayOf = (d: Date) => d.toISOString().slice(0, 10);

  it('counts the queues and the money per balance kind, with the ledger check', async () => {
    const before = await overview();
    expect(Object.keys(before.money).sort()).toEqual(KINDS);

    await t.createUser(1, { isActive: false, membership: 1 });
    const venue = await t.createUser(1);
    const campaign = await api.post(
      '/api/campaigns',
      {
        type: 7,
        title: 'Free coffee',
        conditions: 'Tag us.',
        participantsCount: 3,
        endDate: new Date(t.clock.now().getTime() + 3 * DAY).toISOString(),
        link: 'www.example.com/page',
        platform: 'instagram',
        discount: 20,
      },
      venue.auth,
    );
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(200);
    const customer = await t.createUser(3);
    await fundCustomer(t, customer.user.id, 5000);
    await api.post(
      '/api/users/bank',
      { accountName: 'Casey', BSB: '063000', accountNumber: '12345678' },
      customer.auth,
    );
    expect((await api.post('/api/users/withdraw', { amount: 12.34 }, customer.auth)).status).toBe(200);

    const after = await overview();
    expect(after.queues).toEqual({
      campaignsPending: before.queues.campaignsPending + 1,
      venuesPending: before.queues.venuesPending + 1,
      accountsSuspended: before.queues.accountsSuspended,
      withdrawalsPending: before.queues.withdrawalsPending + 1,
      withdrawalsPendingAmount: Math.round((before.queues.withdrawalsPendingAmount + 12.34) * 100) / 100,
      // The new customer has an Instagram handle and no follower count yet: the verification queue's.
      creatorsToVerify: before.queues.creatorsToVerify + 1,
      appealsOpen: before.queues.appealsOpen,
    });
    // Entering the count takes them out of the queue (and the menu's count).
    const admin = await t.createUser(4);
    await api.put(`/api/admin/users/${customer.user.id}`, { instagramFollowers: 300 }, admin.auth);
    expect((await overview()).queues.creatorsToVerify).toBe(before.queues.creatorsToVerify);
    const delta = (k: string) => Math.round((after.money[k] - before.money[k]) * 100) / 100;
    expect(delta('wallet')).toBe(37.66);
    expect(delta('withdrawal')).toBe(12.34);
    expect(delta('business_credit')).toBe(0);
    expect(delta('external')).toBe(-50);
    expect(after.ledger).toMatchObject({ ok: true, problemCount: 0 });
  });

  it('counts sign-ups per UTC day and role over the last 30 days, oldest first', async () => {
    const now = t.clock.now();
    const base = await overview();
    await t.createUser(3, { createdAt: now });
    await t.createUser(3, { createdAt: new Date(now.getTime() - 10 * DAY) });
    await t.createUser(2, { createdAt: new Date(now.getTime() - 29 * DAY) });
    await t.createUser(1, { createdAt: new Date(now.getTime() - 30 * DAY) });
    await t.createUser(4, { createdAt: now });
    const { signups } = await overview();
    expect(signups).toHaveLength(30);
    expect(signups[29].date).toBe(dayOf(now));
    expect(signups[0].date).toBe(dayOf(new Date(now.getTime() - 29 * DAY)));
    const diff = (i: number) => {
      const [a, b] = [signups[i], base.signups[i]];
      return {
        venue: a.venue - b.venue,
        business: a.business - b.business,
        customer: a.customer - b.customer,
        total: a.total - b.total,
      };
    };
    expect(diff(29)).toEqual({ venue: 0, business: 0, customer: 1, total: 1 });
    expect(diff(19)).toEqual({ venue: 0, business: 0, customer: 1, total: 1 });
    expect(diff(0)).toEqual({ venue: 0, business: 1, customer: 0, total: 1 });
    for (const s of signups) expect(s.total).toBe(s.venue + s.business + s.customer);
  });

  it('shows the latest stored ledger check, not a new one, until the check runs again', async () => {
    const broken = await createTestApp({ kind });
    try {
      const a = await broken.createUser(4);
      const c = await broken.createUser(3);
      await fundCustomer(broken, c.user.id, 2000);
      const get = async () => (await client(broken).get('/api/admin/overview', a.auth)).body.data.ledger;
      // A new installation: the first overview runs the check once and stores it.
      const first = await get();
      expect(first).toEqual({ ok: true, problemCount: 0, checkedAt: broken.clock.now().toISOString() });

      await broken.db.execute(
        sql`update ledger_accounts set balance_cents = balance_cents + 100 where kind = 'wallet'`,
      );
      broken.clock.advance(60_000);
      // The overview reads the stored result: it does not prove the whole ledger on every load.
      expect(await get()).toEqual(first);

      // The operator's on-demand check runs now, answers when, and is what the overview shows from then on.
      const check = await client(broken).get('/api/admin/ledger/check', a.auth);
      expect(check.status).toBe(200);
      expect(check.body.data).toMatchObject({ ok: false, checkedAt: broken.clock.now().toISOString() });
      const after = await get();
      expect(after).toEqual({
        ok: false,
        problemCount: check.body.data.problems.length,
        checkedAt: broken.clock.now().toISOString(),
      });
      expect(after.problemCount).toBeGreaterThan(0);
    } finally {
      await broken.close();
    }
  });

  it('lists the audit log newest first with the actor, paged by keyset', async () => {
    const a = await api.post(
      '/api/admin/announcements',
      { imageUrl: 'https://cdn.example.com/x.png' },
      admin.auth,
    );
    const q = await api.post('/api/admin/questions', questionBody('Audit me'), admin.auth);
    const c = await t.createUser(3);
    await api.put(`/api/admin/users/${c.user.id}`, { instagramFollowers: 10 }, admin.auth);
    const res = await api.get('/api/admin/audit?limit=3', admin.auth);
    expect(res.status).toBe(200);
    const actor = { _id: admin.user.id, id: admin.user.id, name: 'Olive Operator', email: admin.user.email };
    expect(res.body.data.entries).toMatchObject([
      {
        action: 'user.update',
        targetType: 'user',
        targetId: c.user.id,
        actor,
        after: { instagramFollowers: 10 },
      },
      { action: 'question.create', targetId: q.body.data.question.id, actor, before: null },
      { action: 'announcement.create', targetId: a.body.data.announcement.id, actor },
    ]);
    expect(res.body.data.limit).toBe(3);
    const first = await api.get('/api/admin/audit?limit=1', admin.auth);
    expect(first.body.data.nextCursor).toEqual(expect.any(String));
    const second = await api.get(`/api/admin/audit?limit=1&cursor=${first.body.data.nextCursor}`, admin.auth);
    expect(second.body.data).toMatchObject({ limit: 1 });
    expect(second.body.data.entries[0].id).toBe(res.body.data.entries[1].id);
    expect(Date.parse(second.body.data.entries[0].createdAt)).not.toBeNaN();
  });

  it('shows system entries without an actor', async () => {
    await writeAudit(t.db, {
      actorId: null,
      action: 'system.test',
      targetType: 'job',
      targetId: null,
      before: null,
      after: { ok: true },
    });
    const [entry] = (await api.get('/api/admin/audit?limit=1', admin.auth)).body.data.entries;
    expect(entry).toMatchObject({ action: 'system.test', actor: null, after: { ok: true } });
  });

  it('refuses bad paging with a 400', async () => {
    for (const query of ['cursor=x%25', 'cursor=abc', 'limit=0', 'limit=101', 'limit=1.5', 'limit=ten']) {
      const res = await api.get(`/api/admin/audit?${query}`, admin.auth);
      expect(res.status, query).toBe(400);
      expect(res.body.errors).toBe('The page is not valid.');
    }
  });
});
