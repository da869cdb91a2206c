/**
 * PayPal's webhook: capture refunds and reversals take back what is left of a top-up's credit; a dispute
 * resolved in our favour gives back what its reversal took. PayPal signs with a certificate; the signature is
 * checked by PayPal itself (POST /v1/notifications/verify-webhook-signature with our webhook id), so nothing is
 * trusted before PayPal says SUCCESS.
 */
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODE, idOrNull, parseMoneyText } from '@spruik/shared';
import type { Deps } from '../../../deps';
import { badRequest } from '../../../lib/app-error';
import { paypalClient } from '../providers/paypal';
import { applyPayPalPayoutEvent, isPayPalPayoutEvent } from '../../withdrawals';
import { findTopUp, findTopUpBySession, recordProviderEvent, type TopUp } from '../top-ups.repository';
import { applyReversal, type ReversalAction } from './reversal.service';
import { findTopUpByPayment } from './reversals.repository';

/**
 * PayPal retries a notification for up to three days: a transmission older than that (or more than five minutes
 * ahead of our clock) is refused as stale. Within the window, the event id makes a replay a no-op.
 */
export const PAYPAL_TRANSMISSION_MAX_AGE_MS = 72 * 3_600_000;
const FUTURE_SKEW_MS = 5 * 60_000;

const HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

type Money = { value?: string; currency_code?: string };
type PayPalEvent = {
  id?: string;
  event_type?: string;
  resource?: {
    id?: string;
    status?: string;
    amount?: Money;
    custom_id?: string;
    links?: Array<{ rel?: string; href?: string }>;
    supplementary_data?: { related_ids?: { order_id?: string; capture_id?: string } };
    dispute_id?: string;
    dispute_amount?: Money;
    dispute_outcome?: { outcome_code?: string };
    disputed_transactions?: Array<{ seller_transaction_id?: string; custom?: string }>;
  };
};

const badSignature = () => badRequest('The webhook signature is not valid.', ERROR_CODE.BAD_SIGNATURE);

export async function handlePayPalWebhook(
  deps: Deps,
  log: FastifyBaseLogger,
  raw: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ received: true; duplicate?: true }> {
  const { config } = deps;
  if (!config.paypalWebhookId || !config.paypalClientId || !config.paypalClientSecret) {
    log.error(
      'PayPal webhook refused: PAYPAL_WEBHOOK_ID (and the PayPal client id and secret) must be set to verify it',
    );
    throw badRequest('PayPal webhooks are not configured.', ERROR_CODE.WEBHOOK_DISABLED);
  }
  const event = await verifiedEvent(deps, log, raw, headers, config.paypalWebhookId);
  // Payout item events (PAYMENT.PAYOUTS-ITEM.*) belong to withdrawals: one webhook, one id, two owners.
  if (isPayPalPayoutEvent(event.event_type)) return applyPayPalPayoutEvent(deps, log, event);
  const eventId = `paypal:${event.id}`;
  const type = event.event_type ?? '';
  const mapped = await reversalOf(deps, log, event);
  if (mapped) {
    const { duplicate } = await applyReversal(deps, log, {
      provider: 'paypal',
      eventId,
      eventType: type,
      topUpId: mapped.topUp.id,
      actorId: null,
      action: mapped.action,
    });
    return duplicate ? { received: true, duplicate: true } : { received: true };
  }
  const fresh = await recordProviderEvent(deps.db, { id: eventId, provider: 'paypal', type });
  return fresh ? { received: true } : { received: true, duplicate: true };
}

/** The event, once PayPal confirmed the signature over it; anything else is a 400 that changes nothing. */
async function verifiedEvent(
  deps: Deps,
  log: FastifyBaseLogger,
  raw: Buffer,
  headers: Record<string, string | string[] | undefined>,
  webhookId: string,
): Promise<PayPalEvent & { id: string }> {
  const h = Object.fromEntries(
    Object.entries(HEADERS).map(([field, name]) => {
      const v = headers[name];
      return [field, typeof v === 'string' ? v.trim() : ''];
    }),
  ) as Record<keyof typeof HEADERS, string>;
  if (Object.values(h).some((v) => !v || v.length > 2000)) throw badSignature();
  const sent = Date.parse(h.transmission_time);
  const now = deps.clock.now().getTime();
  if (!Number.isFinite(sent) || sent < now - PAYPAL_TRANSMISSION_MAX_AGE_MS || sent > now + FUTURE_SKEW_MS)
    throw badSignature();
  let event: PayPalEvent;
  try {
    event = JSON.parse(raw.toString('utf8')) as PayPalEvent;
  } catch {
    throw badSignature();
  }
  if (!event || typeof event !== 'object' || typeof event.id !== 'string' || !event.id) throw badSignature();
  const paypal = paypalClient(deps.config, log);
  const answer = await paypal.call('POST', '/v1/notifications/verify-webhook-signature', undefined, {
    ...h,
    webhook_id: webhookId,
    webhook_event: event,
  });
  const status = (answer.body as { verification_status?: string }).verification_status;
  if (answer.status >= 500) throw paypal.fail('verify webhook signature', answer);
  if (answer.status >= 300 || status !== 'SUCCESS') {
    log.warn(
      { eventId: event.id, status: answer.status, verification: status },
      'paypal webhook not verified',
    );
    throw badSignature();
  }
  return event as PayPalEvent & { id: string };
}

/** The reversal a verified event asks for, with its top-up; null when it moves no money of ours. */
async function reversalOf(deps: Deps, log: FastifyBaseLogger, event: PayPalEvent) {
  const r = event.resource ?? {};
  let action: ReversalAction | null = null;
  let captureId: string | null = null;
  let money: Money | undefined;
  switch (event.event_type) {
    case 'PAYMENT.CAPTURE.REFUNDED':
    case 'PAYMENT.CAPTURE.REVERSED': {
      // The resource is the refund (or the reversal); its "up" link names the capture it gives back.
      captureId = captureOf(r);
      money = r.amount;
      const cents = usdCents(money);
      if (!r.id || cents === null || (r.status && r.status !== 'COMPLETED')) break;
      action =
        event.event_type === 'PAYMENT.CAPTURE.REFUNDED'
          ? { kind: 'refund', ref: r.id, amountCents: cents }
          : { kind: 'chargeback', ref: r.id, amountCents: cents };
      break;
    }
    case 'CUSTOMER.DISPUTE.RESOLVED': {
      // Only a reversal PayPal later decides for us comes back; other outcomes were moved by REVERSED/REFUNDED.
      captureId = r.disputed_transactions?.[0]?.seller_transaction_id ?? null;
      money = r.dispute_amount;
      const cents = usdCents(money);
      if (r.dispute_outcome?.outcome_code !== 'RESOLVED_SELLER_FAVOUR' || cents === null) break;
      action = { kind: 'dispute_closed', ref: null, outcome: 'won', amountCents: cents };
      break;
    }
  }
  if (!action) {
    if (money && money.currency_code !== 'USD')
      log.warn({ eventId: event.id }, 'paypal event in another currency');
    return null;
  }
  const topUp = await topUpOf(deps, captureId, r);
  if (!topUp) {
    log.warn({ eventId: event.id, captureId }, 'paypal reversal for no top-up of ours');
    return null;
  }
  return { topUp, action };
}

/** The capture a refund's "up" link points at (…/v2/payments/captures/<id>). */
function captureOf(r: NonNullable<PayPalEvent['resource']>): string | null {
  const up = r.links?.find((l) => l.rel === 'up')?.href ?? '';
  const m = /\/v2\/payments\/captures\/([^/?#]+)/.exec(up);
  return m ? decodeURIComponent(m[1]) : (r.supplementary_data?.related_ids?.capture_id ?? null);
}

/** "12.34" USD to cents; null for another currency or a malformed value. */
function usdCents(m: Money | undefined): number | null {
  if (!m || m.currency_code !== 'USD' || typeof m.value !== 'string') return null;
  return parseMoneyText(m.value);
}

/** Our paid PayPal top-up behind a capture: the stored capture id, else the order id, else our custom id. */
async function topUpOf(
  deps: Deps,
  captureId: string | null,
  r: NonNullable<PayPalEvent['resource']>,
): Promise<TopUp | null> {
  if (captureId) {
    const stored = await findTopUpByPayment(deps.db, 'paypal', captureId);
    if (stored) return stored;
  }
  // Found another way, it must not be known under another capture.
  const fits = (t: TopUp | null) =>
    t?.provider === 'paypal' && (!t.providerPaymentId || !captureId || t.providerPaymentId === captureId)
      ? t
      : null;
  const orderId = r.supplementary_data?.related_ids?.order_id;
  const byOrder = fits(orderId ? await findTopUpBySession(deps.db, 'paypal', orderId) : null);
  if (byOrder) return byOrder;
  const custom = idOrNull(r.custom_id ?? r.disputed_transactions?.[0]?.custom ?? '');
  return fits(custom ? await findTopUp(deps.db, custom) : null);
}
