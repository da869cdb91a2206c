/** What other features use of withdrawals. */
export { holdCreatorWithdrawals } from './holds';
export { payWithdrawals } from './withdrawals.service';
