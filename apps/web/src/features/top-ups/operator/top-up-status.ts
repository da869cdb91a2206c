import type { TopUpStatus } from '@spruik/shared';

type Tone = 'default' | 'success' | 'warning' | 'error';

/** How the operator reads a top-up's status after refunds and disputes (docs/business-rules.md). */
export const TOP_UP_STATUS: Record<TopUpStatus, { label: string; tone: Tone }> = {
  paid: { label: 'Paid', tone: 'success' },
  pending: { label: 'Pending', tone: 'default' },
  cancelled: { label: 'Cancelled', tone: 'default' },
  failed: { label: 'Failed', tone: 'default' },
  partially_refunded: { label: 'Partially refunded', tone: 'warning' },
  refunded: { label: 'Refunded', tone: 'warning' },
  disputed: { label: 'Disputed', tone: 'error' },
  charged_back: { label: 'Charged back', tone: 'error' },
  dispute_won: { label: 'Dispute won', tone: 'success' },
};

const PROVIDERS: Record<string, string> = { stripe: 'Stripe', paypal: 'PayPal', sandbox: 'TEST MODE' };
export const providerName = (provider: string) => PROVIDERS[provider] ?? provider;
