/**
 * The daily reconciliation: money in through providers (paid top-ups) minus money out (paid
 * withdrawals) equals every balance the platform holds. Green on the demo world, red when a balance or a
 * provider record is tampered with; the daily job runs once a day, stores and audits each run; the operator can
 * run it; /metrics reports the latest run and counts failures.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { auditLog, ledgerAccounts, topUps } from '../../src/db/schema';
import { seedDemoWorld } from '../../src/db/seed/index';
import { seedDemoActivity } from '../../src/db/seed/demo-activity';
import { runDailyReconciliation } from '../../src/jobs/reconciliation';
import { reconcile } from '../../src/ledger';
import { registry } from '../../src/lib/metrics';
import { createTestApp, type TestApp } from '../test-app';
import { addBank, client, fundCustomer } from './helpers';

const TOKEN = 'metrics-token-for-reconciliation-tests';
const HOUR = 3_600_000;

/** One sample's value from the Prometheus text format, or null when the series is absent. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}
const failures = async () =>
  sample(
    await registry.getSingleMetricAsString('spruik_reconciliation_failures_total'),
    'spruik_reconciliation_failures_total',
  ) ?? 0;

describe('reconciliation', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: Awaited<ReturnType<TestApp['createUser']>>;
  const scrape = async () =>
    (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
      .body;
  /** Moves a stored balance behind the ledger's back (what the check and the reconciliation must catch). */
  const tamper = (key: string, cents: number) =>
    t.db
      .update(ledgerAccounts)
      .set({ balanceCents: sql`${ledgerAccounts.balanceCents} + ${cents}` })
      .where(eq(ledgerAccounts.key, key));

  beforeAll(async () => {
    t = await createTestApp({
      config: { metricsToken: TOKEN, rateLimit: { windowSeconds: 600, perEmail: 1000, perIp: 100000 } },
    });
    api = client(t);
    // The seed dates campaigns from the real clock.
    t.clock.set(new Date());
    expect(await seedDemoWorld(t.app.deps)).not.toBeNull();
    await seedDemoActivity(t.app);
    admin = await t.createUser(4, { name: 'Rita Reconciler' });
  });
  afterAll(() => t.close());

  it('is absent from /metrics and null on the overview before the first run', async () => {
    expect(await scrape()).not.toMatch(/^spruik_reconciliation_ok/m);
    const overview = await api.get('/api/admin/overview', admin.auth);
    expect(overview.body.data.reconciliation).toBeNull();
  });

  it('is green on the demo world: paid top-ups less paid withdrawals equal every balance held', async () => {
    const r = await reconcile(t.db);
    const paidIn = await t.db.execute(
      sql`select coalesce(sum(amount_cents), 0)::bigint as n from top_ups where status = 'paid'`,
    );
    const paidOut = await t.db.execute(
      sql`select coalesce(sum(amount_cents), 0)::bigint as n from withdrawals where status = 2`,
    );
    const held = await t.db.execute(
      sql`select coalesce(sum(balance_cents), 0)::bigint as n from ledger_accounts where kind <> 'external'`,
    );
    const n = (res: unknown) => Number((res as { rows: Array<{ n: unknown }> }).rows[0].n);
    expect(n(paidIn)).toBeGreaterThan(0);
    expect(r).toMatchObject({
      ok: true,
      differenceCents: 0,
      expectedCents: n(paidIn) - n(paidOut),
      heldCents: n(held),
    });
    expect(r.terms).toEqual(
      expect.arrayContaining([
        { side: 'in', name: 'topUps', cents: n(paidIn) },
        { side: 'out', name: 'withdrawals', cents: n(paidOut) },
        expect.objectContaining({ side: 'held', name: 'wallet' }),
        expect.objectContaining({ side: 'held', name: 'escrow' }),
      ]),
    );
    expect(r.terms.some((x) => x.name === 'external')).toBe(false);
  });

  it('counts paid withdrawals out and pending ones as held in flight', async () => {
    const c = await t.createUser(3);
    await fundCustomer(t, c.user.id, 2500);
    await addBank(t, c.auth);
    const before = await reconcile(t.db);
    const w = await api.post('/api/users/withdraw', { amount: 25 }, c.auth);
    const pending = await reconcile(t.db);
    expect(pending).toMatchObject({
      ok: true,
      expectedCents: before.expectedCents,
      heldCents: before.heldCents,
    });
    const inFlight = (r: typeof pending) => r.terms.find((x) => x.name === 'withdrawal:bank')?.cents ?? 0;
    expect(inFlight(pending) - inFlight(before)).toBe(2500);
    await api.post(`/api/admin/withdraws/${w.body.data.withdraw.id}`, { approve: true }, admin.auth);
    const paid = await reconcile(t.db);
    expect(paid).toMatchObject({ ok: true, expectedCents: before.expectedCents - 2500 });
  });

  it('the daily job runs once a day, stores and audits each run as System; /metrics shows it green', async () => {
    expect(await runDailyReconciliation(t.app.deps)).toEqual({ ran: true, ok: true });
    expect(await runDailyReconciliation(t.app.deps)).toEqual({ ran: false });
    t.clock.advance(23 * HOUR);
    expect(await runDailyReconciliation(t.app.deps)).toEqual({ ran: false });

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reconciliation.run'), isNull(auditLog.actorId)));
    expect(audits).toHaveLength(1);
    expect(audits[0].after).toMatchObject({ ok: true, differenceCents: 0 });

    const body = await scrape();
    expect(sample(body, 'spruik_reconciliation_ok{run="daily"}')).toBe(1);
    expect(sample(body, 'spruik_reconciliation_difference_cents{run="daily"}')).toBe(0);
    expect(sample(body, 'spruik_reconciliation_last_run_timestamp_seconds{run="daily"}')).toBe(
      Math.floor((t.clock.now().getTime() - 23 * HOUR) / 1000),
    );
    const overview = await api.get('/api/admin/overview', admin.auth);
    expect(overview.body.data.reconciliation).toMatchObject({ ok: true, difference: 0 });
  });

  it('turns red when a balance is tampered with: logged, counted, stored, and /metrics alerts', async () => {
    const [wallet] = await t.db
      .select({ key: ledgerAccounts.key })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'wallet'), sql`${ledgerAccounts.balanceCents} > 0`))
      .limit(1);
    await tamper(wallet.key, 137);
    const before = await failures();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    t.clock.advance(HOUR + 1000);
    expect(await runDailyReconciliation(t.app.deps)).toEqual({ ran: true, ok: false });
    expect(log.mock.calls.flat().join('\n')).toMatch(/reconciliation failed: .* difference 137/);
    log.mockRestore();
    expect(await failures()).toBe(before + 1);

    const body = await scrape();
    expect(sample(body, 'spruik_reconciliation_ok{run="daily"}')).toBe(0);
    expect(sample(body, 'spruik_reconciliation_difference_cents{run="daily"}')).toBe(137);
    expect(sample(body, 'spruik_reconciliation_failures_total')).toBeGreaterThanOrEqual(1);

    const res = await api.get('/api/admin/ledger/reconciliation', admin.auth);
    expect(res.status).toBe(200);
    const { latest, recent } = res.body.data;
    expect(latest).toMatchObject({ ok: false, difference: 1.37, ranBy: null });
    expect(latest.held - latest.expected).toBeCloseTo(1.37, 2);
    expect(recent.map((r: { ok: boolean }) => r.ok)).toEqual([false, true]);
    await tamper(wallet.key, -137);
  });

  it('turns red when a provider record disagrees with the ledger (a paid top-up changed)', async () => {
    const [topUp] = await t.db.select().from(topUps).where(eq(topUps.status, 'paid')).limit(1);
    await t.db
      .update(topUps)
      .set({ amountCents: topUp.amountCents + 500 })
      .where(eq(topUps.id, topUp.id));
    expect(await reconcile(t.db)).toMatchObject({ ok: false, differenceCents: -500 });
    await t.db.update(topUps).set({ amountCents: topUp.amountCents }).where(eq(topUps.id, topUp.id));
    expect((await reconcile(t.db)).ok).toBe(true);
  });

  it('the operator runs it on demand: stored with their name, audited with them as the actor', async () => {
    t.clock.advance(60_000);
    const res = await api.post('/api/admin/ledger/reconciliation', undefined, admin.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const run = res.body.data.reconciliation;
    expect(run).toMatchObject({
      ok: true,
      difference: 0,
      ranBy: { id: admin.user.id, name: 'Rita Reconciler' },
    });
    expect(run.expected).toBe(run.held);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reconciliation.run'), eq(auditLog.actorId, admin.user.id)));
    expect(audit.targetId).toBe(run.id);
    const latest = (await api.get('/api/admin/ledger/reconciliation', admin.auth)).body.data.latest;
    expect(latest.id).toBe(run.id);
    expect(sample(await scrape(), 'spruik_reconciliation_ok{run="operator"}')).toBe(1);
  });
});
