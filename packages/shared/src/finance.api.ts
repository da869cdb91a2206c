/**
 * The platform's own books (docs/finance.md): receipts, tax invoices and credit notes, and the operator's Finance
 * reports. Payees' tax details are part of withdrawals (withdrawals.api.ts), since they gate a payout.
 */
import { defineRoute } from './http/contract';

void defineRoute;

export const financeApi = {
  // ---- receipts, tax invoices, credit notes (documents) ----

  // ---- the Finance reports ----
};
