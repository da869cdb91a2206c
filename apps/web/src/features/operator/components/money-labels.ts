/** The ledger's balance kinds (docs/spec.md, Operator: money totals) in words. */
export const MONEY_LABELS: Record<string, string> = {
  wallet: 'Customer wallets',
  pocket: 'Venue pockets',
  business_credit: 'Business credit',
  venue_credit: 'Venue credit',
  venue_earnings: 'Venue earnings',
  escrow: 'Campaign escrow',
  withdrawal: 'Withdrawals in flight',
  // The reconciliation counts withdrawals in flight per rail (docs/payouts.md).
  'withdrawal:stripe': 'Withdrawals in flight: Stripe',
  'withdrawal:paypal': 'Withdrawals in flight: PayPal',
  'withdrawal:bank': 'Withdrawals in flight: bank transfer',
  external: 'Outside world',
  // What the platform absorbed (refunds of spent money), gave or took by manual adjustments, and earned (fees).
  platform: 'Platform losses, adjustments and revenue',
};

/** The reconciliation's provider-side terms in words; a new term shows by its name until named here. */
export const PROVIDER_TERM_LABELS: Record<string, string> = {
  topUps: 'Paid top-ups',
  withdrawals: 'Paid withdrawals (less fees)',
  refunds: 'Refunds and chargebacks',
};
export const providerTermLabel = (name: string) => PROVIDER_TERM_LABELS[name] ?? name;

/** The kinds that hold the platform's money (external is the other side: money in minus money out). */
export const HELD_KINDS = [
  'wallet',
  'pocket',
  'business_credit',
  'venue_credit',
  'venue_earnings',
  'escrow',
  'withdrawal',
];

export const moneyLabel = (kind: string) => MONEY_LABELS[kind] ?? kind.replace(/_/g, ' ');
