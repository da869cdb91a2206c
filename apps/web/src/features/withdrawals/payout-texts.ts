/**
 * What the payee reads about their payout account and an instant payout (docs/payouts.md). Pure, so the
 * wording and the money in it are unit-tested.
 */
import {
  formatMoneyCents,
  instantFeeCents,
  parseMoneyText,
  PAYOUT_MSG,
  type BankDetails,
  type PayoutAccount,
} from '@spruik/shared';

/** "1.5%" (no trailing zeros). */
export const percentText = (percent: number) => `${Number(percent.toFixed(2))}%`;

/**
 * The instant payout's terms for the amount typed, stated before the payee confirms: "Instant payout: fee
 * $0.50, you receive $49.50". Without an amount yet, the rate; when the fee would take it all, the refusal.
 */
export function instantFeeText(amountText: string, percent: number): string {
  const cents = parseMoneyText(amountText);
  if (cents === null || cents === 0) return `Instant payout: fee ${percentText(percent)} of the amount.`;
  const fee = instantFeeCents(cents, percent);
  if (fee >= cents) return PAYOUT_MSG.instantTooSmall;
  return `Instant payout: fee ${formatMoneyCents(fee)}, you receive ${formatMoneyCents(cents - fee)}`;
}

/** "062-000" for the stored six digits. */
export const bsbText = (bsb: string) => (bsb.length === 6 ? `${bsb.slice(0, 3)}-${bsb.slice(3)}` : bsb);
/** "•••• 5678": an account number is never shown whole. */
export const maskedNumber = (n: string) => `•••• ${n.slice(-4)}`;

/** Where a withdrawal goes, in one line: the Stripe account, the PayPal e-mail or the bank account. */
export function destinationText(account: PayoutAccount | null, bank: BankDetails | null): string {
  const rail = account?.rail ?? 'bank';
  if (rail === 'stripe')
    return account?.ready ? 'Your Stripe account' : 'Your Stripe account (set-up unfinished)';
  if (rail === 'paypal')
    return `PayPal ${account?.paypalEmail ?? ''}${account?.paypalConfirmed ? '' : ' (not confirmed)'}`.trim();
  return bank
    ? `${bank.accountName} · BSB ${bsbText(bank.BSB)} · ${maskedNumber(bank.accountNumber)}`
    : 'No bank account yet';
}

/** The confirmation a withdrawal asks for, naming where the money goes. */
export function withdrawConfirmText(account: PayoutAccount | null): string {
  const rail = account?.rail ?? 'bank';
  if (rail === 'stripe') return 'I confirm this withdrawal to my Stripe account.';
  if (rail === 'paypal') return 'I confirm this withdrawal to my PayPal account.';
  return 'I confirm this withdrawal to my bank account.';
}

/** Instant payouts are offered only with a ready Stripe account. */
export const canPayInstantly = (account: PayoutAccount | null) => account?.rail === 'stripe' && account.ready;

/**
 * The withdraw dialog needs somewhere to pay: bank transfer needs saved bank details (the add-bank dialog comes
 * first); Stripe and PayPal take the request even while unfinished (it waits until the account is ready).
 */
export const needsBankFirst = (account: PayoutAccount | null, bank: BankDetails | null) =>
  (account?.rail ?? 'bank') === 'bank' && !bank;

/** After Stripe's onboarding: how long, and how often, /me is read again until the webhook makes it ready. */
export const STRIPE_RETURN_POLL = { everyMs: 3_000, forMs: 30_000 } as const;

/** Keep reading /me after the Stripe return while the account is Stripe, not ready yet, and within 30 s. */
export const keepPolling = (account: PayoutAccount | null | undefined, startedAt: number, now: number) =>
  account?.rail === 'stripe' && !account.ready && now - startedAt < STRIPE_RETURN_POLL.forMs;
