/**
 * The PayPal Payouts rail: one batch per withdrawal, with one item to the payee's confirmed PayPal e-mail.
 * Request and answer shapes: PayPal's Payouts API v1 (github paypal/paypal-rest-api-specifications,
 * openapi/payments_payouts_batch_v1.json); webhook resources are that spec's payout item.
 *
 * Never twice: the withdrawal id is the sender_batch_id, the item's sender_item_id and the PayPal-Request-Id.
 * PayPal-Request-Id makes a retry get the first answer back, but PayPal's own reports show Payouts does not always
 * replay by it; the sender_batch_id is the guard PayPal documents: reused within 30 days it answers 400
 * USER_BUSINESS_ERROR (detail field SENDER_BATCH_ID, "Batch with given sender_batch_id already exists") with a
 * link to the first batch, which the retry then adopts. PayPal has no look-up by sender_batch_id.
 */
import type { FastifyBaseLogger } from 'fastify';
import { formatCents, PRODUCT_NAME } from '@spruik/shared';
import type { Config } from '../../../config/env';
import { paypalClient, type PayPalAnswer } from '../../../plugins/providers/paypal-client';
import { itemFailureReason, refusalReason } from './paypal-reasons';
import { RailRefused, type PayoutOrder, type PayoutOutcome, type PayoutRail } from './types';

const PAYOUTS = '/v1/payments/payouts';
const itemPath = (payoutItemId: string) => `/v1/payments/payouts-item/${encodeURIComponent(payoutItemId)}`;

type CreatedBatch = { batch_header?: { payout_batch_id?: string; batch_status?: string } };
type ErrorBody = {
  name?: string;
  message?: string;
  debug_id?: string;
  details?: Array<{ field?: string; issue?: string; link?: Array<{ href?: string; rel?: string }> }>;
};
type PayoutItem = { transaction_status?: string; payout_item?: { sender_item_id?: string } };

/** Item statuses after which PayPal holds none of the money any more: it went back to the platform. */
const MONEY_BACK = new Set(['RETURNED', 'REFUNDED', 'REVERSED', 'FAILED', 'BLOCKED', 'DENIED']);

export function paypalRail(config: Config, log: FastifyBaseLogger): PayoutRail {
  const client = paypalClient(config, log);

  async function send(order: PayoutOrder) {
    const answer = await client.call<CreatedBatch>('POST', PAYOUTS, order.withdrawalId, payoutRequest(order));
    const batchId = answer.body.batch_header?.payout_batch_id;
    if (answer.status < 300 && batchId) return { providerRef: batchId, payoutRef: null };
    const earlier = duplicateBatchId(answer);
    if (earlier) {
      log.info({ withdrawalId: order.withdrawalId, batchId: earlier }, 'paypal payout already sent: adopted');
      return { providerRef: earlier, payoutRef: null };
    }
    const e = answer.body as ErrorBody;
    const summary = {
      withdrawalId: order.withdrawalId,
      status: answer.status,
      name: e.name,
      debugId: e.debug_id,
    };
    if (retryable(answer.status) || isDuplicate(e)) {
      // A duplicate without its link: the batch exists but its id is unknown, so it must not be sent again.
      log.warn(summary, 'paypal payout not accepted yet: retried');
      throw new Error(`PayPal Payouts answered ${answer.status} ${e.name ?? ''}`.trim());
    }
    log.warn(summary, 'paypal payout refused');
    throw new RailRefused(refusalReason(e.name, e.message));
  }

  /** Cancels an unclaimed item (PayPal returns its money to the platform); other failures came back already. */
  async function recover(p: { withdrawalId: string; payoutRef: string | null }) {
    if (!p.payoutRef) return;
    const answer = await client.call<PayoutItem>('POST', `${itemPath(p.payoutRef)}/cancel`);
    if (answer.status < 300) return;
    const name = (answer.body as ErrorBody).name;
    if (name === 'ITEM_ALREADY_CANCELLED') return;
    if (answer.status < 500 && (name === 'ITEM_INCORRECT_STATUS' || name === 'ITEM_CANCELLATION_FAILED')) {
      // No longer UNCLAIMED: done only if the money came back; a claimed item stays with the payee.
      const read = await client.call<PayoutItem>('GET', itemPath(p.payoutRef));
      const status = read.body.transaction_status ?? '';
      if (read.status < 300 && MONEY_BACK.has(status)) return;
      log.error({ withdrawalId: p.withdrawalId, status }, 'paypal payout item cannot be cancelled');
      throw new Error(`PayPal payout item ${p.payoutRef} cannot be cancelled: it is ${status || 'unknown'}`);
    }
    log.warn(
      { withdrawalId: p.withdrawalId, status: answer.status, name },
      'paypal payout item cancel failed',
    );
    throw new Error(`PayPal payout item cancel answered ${answer.status} ${name ?? ''}`.trim());
  }

  return { name: 'paypal', send, recover };
}

/** The create-payout body: one batch, one item, both named by the withdrawal. */
function payoutRequest(order: PayoutOrder) {
  return {
    sender_batch_header: {
      sender_batch_id: order.withdrawalId,
      recipient_type: 'EMAIL',
      email_subject: `You have a payout from ${PRODUCT_NAME}`,
      email_message: `Your ${PRODUCT_NAME} withdrawal has been sent to your PayPal account.`,
    },
    items: [
      {
        recipient_type: 'EMAIL',
        amount: { value: formatCents(order.amountCents), currency: 'USD' },
        receiver: order.destination,
        sender_item_id: order.withdrawalId,
        note: `${PRODUCT_NAME} withdrawal`,
      },
    ],
  };
}

/** 5xx, 429 and 409 may pass; any other 4xx is PayPal's answer about this order. */
const retryable = (status: number) => status < 400 || status >= 500 || status === 409 || status === 429;

const isDuplicate = (e: ErrorBody) =>
  e.name === 'USER_BUSINESS_ERROR' &&
  (e.details ?? []).some((d) => d.field === 'SENDER_BATCH_ID' || /sender_batch_id/i.test(d.issue ?? ''));

/** The first batch's id from a "sender_batch_id already exists" answer (its detail links to that batch). */
function duplicateBatchId(answer: PayPalAnswer<unknown>): string | null {
  const e = answer.body as ErrorBody;
  if (answer.status < 400 || answer.status >= 500 || !isDuplicate(e)) return null;
  for (const d of e.details ?? []) {
    for (const l of d.link ?? []) {
      const m = /\/v1\/payments\/payouts\/([A-Za-z0-9_-]+)\/?(?:[?#]|$)/.exec(l.href ?? '');
      if (m) return m[1];
    }
  }
  return null;
}

/** PayPal's payout item webhooks: PAYMENT.PAYOUTS-ITEM.<STATUS>. */
export const isPayPalPayoutEvent = (type: string | undefined): boolean =>
  typeof type === 'string' && type.startsWith('PAYMENT.PAYOUTS-ITEM.');

const FAILED_BACK = new Set(['FAILED', 'RETURNED', 'BLOCKED', 'DENIED', 'CANCELED', 'REFUNDED']);

/**
 * What a verified payout item event says happened to its withdrawal: SUCCEEDED is paid; UNCLAIMED failed with the
 * money still at PayPal (recover cancels the item); the other failures already gave the money back. HELD (and
 * anything else) changes nothing: PayPal sends the final status later.
 */
export function paypalPayoutOutcome(event: {
  event_type?: string;
  resource?: unknown;
}): PayoutOutcome | null {
  if (!isPayPalPayoutEvent(event.event_type)) return null;
  const status = (event.event_type ?? '').slice('PAYMENT.PAYOUTS-ITEM.'.length);
  const r = record(event.resource);
  const withdrawalId = text(record(r.payout_item).sender_item_id) ?? text(r.sender_batch_id);
  if (!withdrawalId) return null;
  const payoutRef = text(r.payout_item_id);
  if (status === 'SUCCEEDED') return { withdrawalId, state: 'paid', payoutRef };
  if (status !== 'UNCLAIMED' && !FAILED_BACK.has(status)) return null;
  // An unclaimed item can still be claimed: without its id it cannot be cancelled, so nothing changes yet.
  if (status === 'UNCLAIMED' && !payoutRef) return null;
  const reason = itemFailureReason(text(record(r.errors).name) ?? undefined, status);
  return { withdrawalId, state: 'failed', reason, payoutRef, recover: status === 'UNCLAIMED' };
}

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
