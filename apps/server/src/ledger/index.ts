/** The only code that moves money. Features import from here. See README.md. */
export {
  accountKeys,
  parseAccountKey,
  EXTERNAL_PAYOUTS,
  EXTERNAL_TOPUPS,
  EXTERNAL_REFUNDS,
  PLATFORM_LOSS,
  PLATFORM_REVENUE,
  PLATFORM_ADJUSTMENTS,
  type AccountKind,
} from './accounts';
export {
  lockAccounts,
  postEntries,
  postEntry,
  type EntryInput,
  type LedgerLine,
  type PostResult,
} from './post';
export {
  adjustBalance,
  adjustmentKey,
  creditTopUp,
  holdWithdrawal,
  settleWithdrawal,
  transfer,
  payCustomer,
  reverseTopUp,
  restoreChargeback,
  REVERSAL_ENTRY_KIND,
} from './movements';
export {
  balanceOf,
  balancesOf,
  userBalances,
  pocketBalance,
  pocketsOf,
  venueBalances,
  type UserBalances,
} from './balances';
export {
  checkLedger,
  latestLedgerCheck,
  runAndStoreLedgerCheck,
  type LedgerCheck,
  type StoredLedgerCheck,
} from './check';
export {
  latestReconciliation,
  reconcile,
  runAndStoreReconciliation,
  type Reconciliation,
  type StoredReconciliation,
} from './reconciliation';
export {
  campaignEntryKeys,
  reserveCampaignEscrow,
  payCampaignParticipant,
  payCampaignParticipants,
  refundCampaignEscrow,
  campaignRefundCents,
  type ParticipantPayout,
} from './campaign-movements';
export { payAtVenue, venuePaymentKey } from './venue-payment';
export { FEE_REFUND_KIND, feeRefundKey, refundFee } from './fee-refund';
export {
  claimsOfReversal,
  escrowRecoveryKey,
  ESCROW_RECOVERY_KIND,
  insertEscrowClaim,
  lockPendingClaims,
  readPendingClaims,
  recoverClaimedEscrow,
  releaseClaims,
  type EscrowClaim,
} from './escrow-claims';
