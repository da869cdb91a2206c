/**
 * A payout rail as the withdrawal service sees it (docs/payouts.md): how a withdrawal's money leaves the platform
 * for the payee's payout account. Stripe Connect and PayPal Payouts are the automatic rails; "bank" is the
 * operator's ABA file and has no rail object. Each rail also has a TEST MODE sandbox with the same shape.
 */

export type RailName = 'stripe' | 'paypal';

/** What one withdrawal asks of its rail. The withdrawal's id is the idempotency key of every call it causes. */
export type PayoutOrder = {
  withdrawalId: string;
  /** What reaches the payee: the withdrawal less the instant fee (cents). */
  amountCents: number;
  /** Stripe: the connected account id (acct_…). PayPal: the confirmed e-mail. */
  destination: string;
  /** Stripe only: paid out with `method: instant` (the payee chose it and pays the fee). */
  instant: boolean;
};

/** The provider accepted the order: its references, kept on the withdrawal. */
export type PayoutSent = {
  /** Stripe: the Transfer id (tr_…). PayPal: the payout_batch_id. */
  providerRef: string;
  /** Stripe: the connected account's Payout id (po_…). PayPal: the payout_item_id when already known. */
  payoutRef: string | null;
};

/**
 * A definitive refusal (a 4xx other than 409/429: the account cannot receive, the order is invalid). The
 * withdrawal then waits for the operator with this reason; nothing left the platform. Any other error (a timeout,
 * a 5xx, a 429) is thrown as it is, and the job queue retries the same order with the same idempotency key.
 */
export class RailRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'RailRefused';
  }
}

/** What a provider's event (or the sandbox) says happened to one withdrawal's payout. */
export type PayoutOutcome =
  | { withdrawalId: string; state: 'paid'; payoutRef: string | null }
  | {
      withdrawalId: string;
      state: 'failed';
      /** Why, in words the payee reads (their message says it). */
      reason: string;
      payoutRef: string | null;
      /**
       * The money is still with the provider and must be pulled back before the ledger returns it
       * (Stripe: the transfer sits in the connected account; PayPal: an unclaimed item is cancelled).
       */
      recover: boolean;
    };

export type PayoutRail = {
  name: RailName;
  /** Sends the order. Idempotent on the withdrawal id: a retry after a timeout never pays twice. */
  send(order: PayoutOrder): Promise<PayoutSent>;
  /**
   * Pulls back the money of a failed payout that is still with the provider (Stripe: a transfer reversal;
   * PayPal: cancels an unclaimed item). Idempotent on the withdrawal id. Throws when the provider cannot be
   * reached (the caller retries; the ledger returns nothing until this succeeds).
   */
  recover(p: {
    withdrawalId: string;
    providerRef: string;
    payoutRef: string | null;
    amountCents: number;
  }): Promise<void>;
};

/** A Stripe Express account's state as onboarding sees it. */
export type ConnectAccountState = {
  accountId: string;
  /** Transfers active and payouts enabled: withdrawals can be paid automatically. */
  ready: boolean;
  /** What Stripe still needs (requirements.currently_due and past_due), in Stripe's field names. */
  missing: string[];
};

/** Stripe Connect onboarding (Express accounts, hosted Account Links). */
export type ConnectOnboarding = {
  /** Creates the payee's Express account (idempotency key `account-<userId>`), payouts on a manual schedule. */
  createAccount(p: { userId: string; email: string; country: string }): Promise<string>;
  /** A hosted onboarding link (type account_onboarding) that returns to `returnUrl`, or `refreshUrl` when it expired. */
  accountLink(p: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<string>;
  /** Reads the account (what account.updated also carries). */
  accountState(accountId: string): Promise<ConnectAccountState>;
};
