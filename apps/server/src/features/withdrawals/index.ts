/** What other features use of withdrawals. */
export { holdCreatorWithdrawals } from './holds';
export { payWithdrawals } from './withdrawals.service';
export { findPayoutAccount } from './payout-accounts.repository';
export { presentPayoutAccount } from './payout-accounts.service';
export { applyPayPalPayoutEvent, isPayPalPayoutEvent } from './payout-webhooks';
export { payoutTimes } from './payout-times';
export { payoutWorkers, requeueStuckPayouts } from './payout-jobs';
