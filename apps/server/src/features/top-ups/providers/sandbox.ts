import type { Config } from '../../../config/env';
import type { Db } from '../../../db/client';
import { randomToken } from '../../../lib/crypto';
import { findProviderEvent, recordProviderEvent } from '../top-ups.repository';
import type { CheckoutProvider } from './types';

/**
 * The built-in TEST MODE checkout, standing in for Stripe and PayPal when no keys are set.
 * Its "provider side" is one provider_events row per session ('sandbox:<sessionId>', type paid or cancelled):
 * the first decision on the page wins, and it survives restarts.
 */
export function sandboxProvider(config: Config, db: Db): CheckoutProvider {
  return {
    name: 'sandbox',
    async start() {
      const sessionId = `sbx_${randomToken(18)}`;
      return { sessionId, url: `${config.publicUrl}/sandbox/checkout/${sessionId}` };
    },
    async status(topUp) {
      if (!topUp.providerSessionId || !config.paymentsSandbox) return { status: 'failed' };
      const decision = await sandboxDecision(db, topUp.providerSessionId);
      // The sandbox's "payment" is its session: refunds and disputes name it.
      if (decision === 'paid') return { status: 'paid', paymentId: topUp.providerSessionId };
      return { status: decision === 'cancelled' ? 'failed' : 'pending' };
    },
  };
}

export const sandboxEventId = (sessionId: string) => `sandbox:${sessionId}`;

export async function sandboxDecision(db: Db, sessionId: string): Promise<'paid' | 'cancelled' | null> {
  const row = await findProviderEvent(db, sandboxEventId(sessionId));
  return row ? (row.type === 'paid' ? 'paid' : 'cancelled') : null;
}

/** The payer pressed Pay or Cancel; false when the session was already decided. */
export const decideSandbox = (db: Db, sessionId: string, decision: 'paid' | 'cancelled') =>
  recordProviderEvent(db, { id: sandboxEventId(sessionId), provider: 'sandbox', type: decision });
