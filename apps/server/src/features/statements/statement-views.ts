/**
 * Which ledger accounts a statement covers, per role (docs/spec.md,
 * Statements). A statement's running balance is the sum of exactly these accounts, so its newest line ends on
 * the balance the screen shows:
 * - customer: `wallet` (My Wallet's balance), or one `pocket:<venueId>` (money spendable only at that venue);
 * - business: `credit` (its business credit, the Available Credit);
 * - venue: `credit` = venue credit + venue earnings (the Available Credit), or `earnings` (the Withdrawable part).
 */
import { defaultStatementAccount, ROLES, type StatementAccount } from '@spruik/shared';
import { accountKeys } from '../../ledger';

export type StatementView = {
  account: StatementAccount;
  /** The ledger keys, in ascending order (the cursor's heads follow this order). */
  keys: string[];
  /** A pocket's venue, whose name labels the statement. */
  venueId: string | null;
};

/** The view `account` names for this user, or null when the role has no such balance. */
export function statementView(
  user: { id: string; role: number },
  account: StatementAccount | undefined,
): StatementView | null {
  const name = account ?? defaultStatementAccount(user.role);
  const view = (keys: string[], venueId: string | null = null): StatementView => ({
    account: name,
    keys: [...keys].sort(),
    venueId,
  });
  if (user.role === ROLES.customer) {
    if (name === 'wallet') return view([accountKeys.wallet(user.id)]);
    if (name.startsWith('pocket:')) {
      const venueId = name.slice('pocket:'.length);
      return view([accountKeys.pocket(user.id, venueId)], venueId);
    }
    return null;
  }
  if (user.role === ROLES.business)
    return name === 'credit' ? view([accountKeys.businessCredit(user.id)]) : null;
  if (user.role === ROLES.venue) {
    if (name === 'credit')
      return view([accountKeys.venueCredit(user.id), accountKeys.venueEarnings(user.id)]);
    if (name === 'earnings') return view([accountKeys.venueEarnings(user.id)]);
  }
  return null;
}

/** The label a person reads for a view. */
export function statementLabel(account: StatementAccount, venueName: string | null): string {
  if (account === 'wallet') return 'Wallet';
  if (account === 'earnings') return 'Withdrawable';
  if (account === 'credit') return 'Available credit';
  return `Pocket at ${venueName ?? 'a venue'}`;
}
