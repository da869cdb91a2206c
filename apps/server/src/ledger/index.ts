/** The only code that moves money. Features import from here. See README.md. */
export {
  accountKeys,
  parseAccountKey,
  EXTERNAL_PAYOUTS,
  EXTERNAL_TOPUPS,
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
export { creditTopUp, holdWithdrawal, settleWithdrawal, transfer, payCustomer } from './movements';
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
  campaignEntryKeys,
  reserveCampaignEscrow,
  payCampaignParticipant,
  payCampaignParticipants,
  refundCampaignEscrow,
  type ParticipantPayout,
} from './campaign-movements';
export { payAtVenue, venuePaymentKey } from './venue-payment';
