import type { FullConfig } from '@playwright/test';

/**
 * After every journey has run against the server, the ledger must still prove itself: entries balance, stored
 * balances equal their entries, and money entered only by confirmed top-ups and left only by paid withdrawals;
 * and the reconciliation balances (what came in through providers less what went out is what is held).
 */
export default async function ledgerStaysGreen(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL ?? 'http://127.0.0.1:3100';
  const signin = await fetch(`${baseURL}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@spruik.app', password: 'Password123!' }),
  });
  if (!signin.ok) throw new Error(`ledger check: admin sign-in answered ${signin.status}`);
  const { data } = (await signin.json()) as { data: { accessToken: string } };
  const res = await fetch(`${baseURL}/api/admin/ledger/check`, {
    headers: { authorization: `Bearer ${data.accessToken}` },
  });
  const body = (await res.json()) as { data?: { ok: boolean; problems: string[] } };
  if (!body.data?.ok) {
    throw new Error(`ledger check failed after the browser journeys: ${JSON.stringify(body)}`);
  }
  console.log('Ledger check after the browser journeys: ok');
  // And the books reconcile with the providers' records.
  const run = await fetch(`${baseURL}/api/admin/ledger/reconciliation`, {
    method: 'POST',
    headers: { authorization: `Bearer ${data.accessToken}` },
  });
  const reconciled = (await run.json()) as { data?: { reconciliation: { ok: boolean } } };
  if (!reconciled.data?.reconciliation.ok) {
    throw new Error(`reconciliation failed after the browser journeys: ${JSON.stringify(reconciled)}`);
  }
  console.log('Reconciliation after the browser journeys: balanced');
}
