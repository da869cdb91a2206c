/**
 * The demo payees' tax details (docs/finance.md "Payees' tax details"), so the demo still withdraws: Chloe makes
 * the statement by a supplier (a hobby), Liam quotes an ABN, and each active venue quotes the ABN it gave at
 * sign-up (its check digits add up). The pending venue and the browsing creators have none yet.
 */
import { TAX_STATEMENT_VERSION, TAX_STATEMENT_WORDING } from '@spruik/shared';
import type { Tx } from '../client';
import { insertDeclaration } from '../../features/withdrawals/tax-details.repository';
import * as demo from './demo-data';

export async function seedTaxDetails(
  tx: Tx,
  ids: { customers: string[]; venues: string[] },
  venueAbn: string,
  now: Date,
) {
  const [chloe, liam] = ids.customers;
  await insertDeclaration(tx, {
    userId: chloe,
    kind: 'statement',
    legalName: demo.demoCustomers[0].name,
    address: '7 Hardware Lane, Melbourne VIC 3000',
    wordingVersion: TAX_STATEMENT_VERSION,
    wording: TAX_STATEMENT_WORDING,
    madeAt: now,
  });
  await insertDeclaration(tx, {
    userId: liam,
    kind: 'abn',
    abn: '53004085616',
    legalName: demo.demoCustomers[1].name,
    address: 'PO Box 1024, Fitzroy VIC 3065',
    madeAt: now,
  });
  for (const [i, venue] of ids.venues.entries()) {
    const v = demo.demoVenues[i];
    await insertDeclaration(tx, {
      userId: venue,
      kind: 'abn',
      abn: venueAbn,
      legalName: `${v.name} Pty Ltd`,
      address: v.address,
      madeAt: now,
    });
  }
}
