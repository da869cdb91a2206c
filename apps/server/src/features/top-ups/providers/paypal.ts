import type { FastifyBaseLogger } from 'fastify';
import { formatCents, PRODUCT_NAME } from '@spruik/shared';
import type { Config } from '../../../config/env';
import { paypalClient } from '../../../plugins/providers/paypal-client';
import { resultUrl, type CheckoutProvider, type ProviderCheck } from './types';

type PayPalLink = { rel: string; href: string };
type PayPalOrder = {
  id: string;
  status: string;
  links?: PayPalLink[];
  purchase_units?: Array<{
    reference_id?: string;
    payments?: {
      captures?: Array<{ id?: string; status: string; amount?: { value: string; currency_code: string } }>;
    };
  }>;
};

export { paypalClient };

/** PayPal Orders v2: create an order (intent CAPTURE), capture on return. */
export function paypalProvider(config: Config, log: FastifyBaseLogger): CheckoutProvider {
  const { call, fail } = paypalClient(config, log);

  return {
    name: 'paypal',
    async start(topUp) {
      const back = resultUrl(config.publicUrl, topUp.id);
      const { status, body } = await call<PayPalOrder>(
        'POST',
        '/v2/checkout/orders',
        `topup-create-${topUp.id}`,
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: topUp.id,
              custom_id: topUp.id,
              description: `${PRODUCT_NAME} credit`,
              amount: { currency_code: 'USD', value: formatCents(topUp.amountCents) },
            },
          ],
          application_context: {
            brand_name: PRODUCT_NAME,
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
            return_url: back,
            cancel_url: back,
          },
        },
      );
      const approve = body.links?.find((l) => l.rel === 'approve' || l.rel === 'payer-action');
      if (status >= 300 || !body.id || !approve) throw fail('create order', { status, body });
      return { sessionId: body.id, url: approve.href };
    },
    async status(topUp) {
      if (!topUp.providerSessionId) return { status: 'failed' };
      const orderPath = `/v2/checkout/orders/${encodeURIComponent(topUp.providerSessionId)}`;
      const captured = await call<PayPalOrder>('POST', `${orderPath}/capture`, `topup-capture-${topUp.id}`);
      if (captured.status < 300) return orderStatus(captured.body, topUp);
      const issue = captured.body.details?.[0]?.issue;
      if (issue === 'ORDER_ALREADY_CAPTURED')
        return orderStatus((await call<PayPalOrder>('GET', orderPath)).body, topUp);
      if (issue === 'ORDER_NOT_APPROVED' || issue === 'PAYER_ACTION_REQUIRED') return { status: 'pending' };
      if (captured.status === 404 || captured.status === 422) return { status: 'failed' };
      throw fail('capture', captured);
    },
  };
}

/**
 * Paid only when a completed capture for this top-up carries exactly its amount in USD; the capture's id is
 * what PayPal's refund and reversal notifications name.
 */
function orderStatus(order: PayPalOrder, topUp: { id: string; amountCents: number }): ProviderCheck {
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  if (unit?.reference_id !== undefined && unit.reference_id !== topUp.id) return { status: 'failed' };
  if (order.status === 'VOIDED') return { status: 'failed' };
  if (order.status !== 'COMPLETED' || !capture) return { status: 'pending' };
  if (capture.status !== 'COMPLETED') return { status: capture.status === 'PENDING' ? 'pending' : 'failed' };
  const amountOk =
    capture.amount?.currency_code === 'USD' && capture.amount.value === formatCents(topUp.amountCents);
  return amountOk ? { status: 'paid', paymentId: capture.id ?? null } : { status: 'failed' };
}
