/**
 * The hourly ledger check: once per hour across the fleet, a broken ledger is logged and counted, and each result
 * is stored for the operator's overview.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ledgerAccounts } from '../../src/db/schema';
import { runLedgerWatch } from '../../src/jobs/ledger-watch';
import { latestLedgerCheck } from '../../src/ledger';
import { registry } from '../../src/lib/metrics';
import { fundCustomer } from '../money/helpers';
import { createTestApp, type TestApp } from '../test-app';

const failures = async () =>
  (await registry.getSingleMetricAsString('spruik_ledger_check_failures_total'))
    .split('\n')
    .map((l) => /^spruik_ledger_check_failures_total (\d+)/.exec(l)?.[1])
    .filter(Boolean)
    .map(Number)[0] ?? 0;

describe('ledger watch', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs once an hour, finds a broken balance, logs it and counts it', async () => {
    const c = await t.createUser(3);
    await fundCustomer(t, c.user.id, 500);
    expect(await runLedgerWatch(t.app.deps)).toEqual({ ran: true, ok: true });
    expect(await runLedgerWatch(t.app.deps)).toEqual({ ran: false });
    expect(await latestLedgerCheck(t.db)).toEqual({ ok: true, problems: [], checkedAt: t.clock.now() });

    // Someone edits a balance behind the ledger's back.
    await t.db
      .update(ledgerAccounts)
      .set({ balanceCents: sql`${ledgerAccounts.balanceCents} + 1` })
      .where(eq(ledgerAccounts.key, `wallet:${c.user.id}`));
    const before = await failures();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    t.clock.advance(61 * 60_000);
    expect(await runLedgerWatch(t.app.deps)).toEqual({ ran: true, ok: false });
    expect(log.mock.calls.flat().join('\n')).toMatch(/ledger check failed/);
    log.mockRestore();
    expect(await failures()).toBe(before + 1);
    const stored = await latestLedgerCheck(t.db);
    expect(stored).toMatchObject({ ok: false, checkedAt: t.clock.now() });
    expect(stored!.problems.join('\n')).toMatch(new RegExp(`wallet:${c.user.id}`));
  });
});
