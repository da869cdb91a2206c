/**
 * Payees' tax details in the tests (docs/finance.md "Payees' tax details"): no payout leaves without them, so the
 * shared set-ups give every payee they make an ABN that passes the ATO's check digits. The one helper all
 * suites use, directly (createUser) or through the API (suites that drive a running server).
 */
import type { DbOrTx } from '../../src/db/client';
import { insertDeclaration } from '../../src/features/withdrawals/tax-details.repository';

/** An ABN whose check digits add up (the ATO's own example). */
export const TEST_ABN = '51824753556';

/** The request body that gives a payee's tax details through POST /api/payouts/tax-details. */
export const TAX_DETAILS_BODY = {
  kind: 'abn',
  abn: '51 824 753 556',
  legalName: 'Test Payee Pty Ltd',
  address: '1 Test St, Melbourne VIC 3000',
} as const;

/** Writes a payee's declaration straight into the table (as a save through the API would, without its audit). */
export async function giveTaxDetails(db: DbOrTx, user: { id: string; name?: string }, at: Date) {
  await insertDeclaration(db, {
    userId: user.id,
    kind: 'abn',
    abn: TEST_ABN,
    legalName: user.name ?? TAX_DETAILS_BODY.legalName,
    address: TAX_DETAILS_BODY.address,
    madeAt: at,
  });
}
