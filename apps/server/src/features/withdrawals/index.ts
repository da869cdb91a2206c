/** What other features use of withdrawals. */
export { holdCreatorWithdrawals } from './holds';
