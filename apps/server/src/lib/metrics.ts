/**
 * Prometheus metrics (prom-client): one registry per process, scraped at /metrics (plugins/metrics.ts). The
 * business counters live here so the ledger and the services can count without knowing about HTTP.
 */
import { Counter, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'spruik_' });

const counter = (name: string, help: string, labelNames: string[] = []) =>
  new Counter({ name, help, labelNames, registers: [registry] });

/** Money that moved, counted once per ledger entry (a replayed idempotency key counts nothing). */
export const moneyMetrics = {
  topUps: counter('spruik_topups_total', 'Top-ups credited'),
  topUpCents: counter('spruik_topup_cents_total', 'Cents credited by top-ups'),
  payouts: counter('spruik_payouts_total', 'Withdrawals paid out to a bank'),
  payoutCents: counter('spruik_payout_cents_total', 'Cents paid out to banks'),
  venuePayments: counter('spruik_venue_payments_total', 'Payments at venues'),
  venuePaymentCents: counter('spruik_venue_payment_cents_total', 'Cents paid at venues'),
};

export const campaignsCreated = counter('spruik_campaigns_created_total', 'Campaigns created', ['type']);

/** Each run of the ledger check that found a problem: page someone. */
export const ledgerCheckFailures = counter('spruik_ledger_check_failures_total', 'Ledger checks that failed');

/**
 * Each reconciliation that did not balance: page someone. The latest run's result is read from the
 * database at each scrape (plugins/metrics.ts), so every server of the fleet reports it, whichever ran it.
 */
export const reconciliationFailures = counter(
  'spruik_reconciliation_failures_total',
  'Reconciliations whose provider side and held balances differed',
);

/** Counts a posted ledger entry by its kind (ledger/post.ts calls this once per new entry). */
export function countLedgerEntry(kind: string, memo: string | null | undefined, amountCents: number) {
  if (kind === 'topup') {
    moneyMetrics.topUps.inc();
    moneyMetrics.topUpCents.inc(amountCents);
  } else if (kind === 'withdraw_decision' && memo === 'paid out') {
    moneyMetrics.payouts.inc();
    moneyMetrics.payoutCents.inc(amountCents);
  } else if (kind === 'venue_payment') {
    moneyMetrics.venuePayments.inc();
    moneyMetrics.venuePaymentCents.inc(amountCents);
  }
}
