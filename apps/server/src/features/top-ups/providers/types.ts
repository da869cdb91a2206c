/** A checkout provider as the top-up service sees it: start a checkout, later ask whether it was paid. */
export type ProviderName = 'stripe' | 'paypal' | 'sandbox';
export type ProviderStatus = 'paid' | 'pending' | 'failed';

export type CheckoutTopUp = { id: string; amountCents: number; providerSessionId: string | null };

/**
 * The provider's answer; once paid, `paymentId` names the money (Stripe payment_intent, PayPal capture) and
 * `cardFingerprint` the card that paid (Stripe only; the trust checks compare it).
 */
export type ProviderCheck = {
  status: ProviderStatus;
  paymentId?: string | null;
  cardFingerprint?: string | null;
};

export type CheckoutProvider = {
  name: ProviderName;
  /** Opens a checkout; returns the provider's session id and the page to send the payer to. */
  start(topUp: CheckoutTopUp): Promise<{ sessionId: string; url: string }>;
  /** Asks the provider; for PayPal this captures the approved order (an idempotent request). */
  status(topUp: CheckoutTopUp): Promise<ProviderCheck>;
};

/** Where every provider sends the payer back (docs/spec.md, Top-ups: token = our transaction id). */
export const resultUrl = (publicUrl: string, topUpId: string, sessionId?: string) =>
  `${publicUrl}/payment_result?token=${encodeURIComponent(topUpId)}` +
  (sessionId === undefined ? '' : `&session_id=${sessionId}`);
