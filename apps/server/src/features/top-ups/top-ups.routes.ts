import type { FastifyInstance } from 'fastify';
import { topUpsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import {
  rawBody,
  rawJsonScope,
  sendAsWritten,
  WEBHOOK_ROUTE_OPTIONS,
} from '../../plugins/providers/webhook-scope';
import { limited } from '../../plugins/rate-limit';
import { route } from '../../plugins/route';
import { startTopUp, verifyTopUp } from './top-ups.service';
import { handleStripeWebhook } from './stripe-webhook.service';
import { handlePayPalWebhook } from './reversals/paypal-webhook.service';

/** Top-ups for businesses and venues (docs/spec.md, Top-ups): card (Stripe), online service (PayPal), or the sandbox. */
export async function topUpRoutes(app: FastifyInstance, deps: Deps) {
  // With an Idempotency-Key a repeated start answers the first checkout instead of opening another.
  route(
    app,
    topUpsApi.startCard,
    async ({ deps, req, user, body }) => {
      const { url } = await startTopUp(deps, req.log, user, 'card', body.amount);
      return { data: { url } };
    },
    { ...limited('top-up'), idempotency: { kind: 'provider', input: (r) => r.body.amount } },
  );

  route(
    app,
    topUpsApi.startPaypal,
    async ({ deps, req, user, body }) => {
      const { url } = await startTopUp(deps, req.log, user, 'paypal', body.amount);
      return { data: { redirectLink: { href: url } } };
    },
    { ...limited('top-up'), idempotency: { kind: 'provider', input: (r) => r.body.amount } },
  );

  route(app, topUpsApi.verify, async ({ req, user, query }) => ({
    data: { transaction: await verifyTopUp(deps, req.log, user, query) },
  }));

  // The providers sign the exact bytes they sent.
  await rawJsonScope(app, (scope) => {
    // Signed by Stripe and checked before any work.
    route(
      scope,
      topUpsApi.stripeWebhook,
      async ({ req, reply }) => {
        const sig = req.headers['stripe-signature'];
        const answer = await handleStripeWebhook(
          deps,
          req.log,
          rawBody(req),
          typeof sig === 'string' ? sig : undefined,
        );
        return sendAsWritten(reply, answer);
      },
      WEBHOOK_ROUTE_OPTIONS,
    );
    // PayPal's refunds and reversals: verified by PayPal over the event exactly as it arrived.
    route(
      scope,
      topUpsApi.paypalWebhook,
      async ({ req, reply }) =>
        sendAsWritten(reply, await handlePayPalWebhook(deps, req.log, rawBody(req), req.headers)),
      WEBHOOK_ROUTE_OPTIONS,
    );
  });
}
