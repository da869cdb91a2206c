import { ADMIN_LIMITS, ROLES, type AdminOverview } from '@spruik/shared';
import type { Deps } from '../../deps';
import { latestLedgerCheck, latestReconciliation, runAndStoreLedgerCheck } from '../../ledger';
import { toDollars } from '../../lib/money';
import * as repo from './overview.repository';

/** The balance kinds the ledger keeps (docs/spec.md, Operator: money totals); each is listed even when it holds nothing. */
const KINDS = ['wallet', 'pocket', 'business_credit', 'venue_credit', 'escrow', 'withdrawal', 'external'];
const DAY_MS = 86_400_000;

/** The last `days` UTC days up to and including today, oldest first, as YYYY-MM-DD. */
function lastDays(now: Date, days: number) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = today - (days - 1) * DAY_MS;
  const dates = Array.from({ length: days }, (_, i) =>
    new Date(start + i * DAY_MS).toISOString().slice(0, 10),
  );
  return { dates, from: new Date(start), before: new Date(today + DAY_MS) };
}

async function signups(deps: Deps) {
  const { dates, from, before } = lastDays(deps.clock.now(), ADMIN_LIMITS.signupDays);
  const rows = await repo.signupsByDay(deps.db, from, before);
  const count = (date: string, role: number) =>
    rows.filter((r) => r.day === date && r.role === role).reduce((s, r) => s + r.n, 0);
  return dates.map((date) => {
    const venue = count(date, ROLES.venue);
    const business = count(date, ROLES.business);
    const customer = count(date, ROLES.customer);
    return { date, venue, business, customer, total: venue + business + customer };
  });
}

/**
 * The latest stored ledger check (hourly job, or an operator's on-demand check). Only when none has ever run
 * (a new installation) does the overview run it, once.
 */
async function ledgerStatus(deps: Deps) {
  const check =
    (await latestLedgerCheck(deps.db)) ?? (await runAndStoreLedgerCheck(deps.db, deps.clock.now()));
  return { ok: check.ok, problemCount: check.problems.length, checkedAt: check.checkedAt.toISOString() };
}

/**
 * GET /api/admin/overview: the queues, the money per balance kind, the latest ledger check and reconciliation,
 * and sign-ups.
 */
export async function adminOverview(deps: Deps): Promise<AdminOverview> {
  const { db } = deps;
  const [
    campaignsPending,
    venuesPending,
    accountsSuspended,
    creatorsToVerify,
    appealsOpen,
    withdrawals,
    balances,
    ledger,
    reconciled,
    signupSeries,
  ] = await Promise.all([
    repo.countPendingCampaigns(db),
    repo.countVenuesAwaiting(db),
    repo.countSuspended(db),
    repo.countCreatorsToVerify(db),
    repo.countOpenAppeals(db),
    repo.pendingWithdrawals(db),
    repo.balancesByKind(db),
    ledgerStatus(deps),
    latestReconciliation(db),
    signups(deps),
  ]);
  const money: Record<string, number> = Object.fromEntries(KINDS.map((k) => [k, 0]));
  for (const b of balances) money[b.kind] = toDollars(b.cents);
  return {
    queues: {
      campaignsPending,
      venuesPending,
      accountsSuspended,
      withdrawalsPending: withdrawals.n,
      withdrawalsPendingAmount: toDollars(withdrawals.cents),
      creatorsToVerify,
      appealsOpen,
    },
    money,
    ledger,
    // The latest stored run (daily job or on demand); the overview never runs it.
    reconciliation: reconciled && {
      ok: reconciled.ok,
      difference: toDollars(reconciled.differenceCents),
      ranAt: reconciled.ranAt.toISOString(),
    },
    signups: signupSeries,
  };
}
