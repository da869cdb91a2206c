/** The ledger's balance kinds (RULINGS.md "Money") in words. */
export const MONEY_LABELS: Record<string, string> = {
  wallet: 'Customer wallets',
  pocket: 'Venue pockets',
  business_credit: 'Business credit',
  venue_credit: 'Venue credit',
  escrow: 'Campaign escrow',
  withdrawal: 'Withdrawals in flight',
  external: 'Outside world',
};

/** The kinds that hold the platform's money (external is the other side: money in minus money out). */
export const HELD_KINDS = ['wallet', 'pocket', 'business_credit', 'venue_credit', 'escrow', 'withdrawal'];

export const moneyLabel = (kind: string) => MONEY_LABELS[kind] ?? kind.replace(/_/g, ' ');
