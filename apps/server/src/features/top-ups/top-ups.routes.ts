import type { FastifyInstance } from 'fastify';
import { topUpsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { WEBHOOK_BODY_LIMIT_BYTES } from '../../plugins/input-bounds';
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

  // The providers sign the exact bytes they sent: this scope alone keeps JSON bodies raw.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    // Signed by Stripe and checked before any work; a 429 would only delay credit, so no write limit.
    route(
      scope,
      topUpsApi.stripeWebhook,
      async ({ req, reply }) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const sig = req.headers['stripe-signature'];
        const answer = await handleStripeWebhook(
          deps,
          req.log,
          raw,
          typeof sig === 'string' ? sig : undefined,
        );
        // Stripe's answer is not wrapped in `data`: sent as written, past the contract's `{ data }` serialiser.
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
      },
      { bodyLimit: WEBHOOK_BODY_LIMIT_BYTES, config: { writeLimit: false } },
    );
    // PayPal's refunds and reversals: verified by PayPal over the event exactly as it arrived.
    route(
      scope,
      topUpsApi.paypalWebhook,
      async ({ req, reply }) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const answer = await handlePayPalWebhook(deps, req.log, raw, req.headers);
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
      },
      { bodyLimit: WEBHOOK_BODY_LIMIT_BYTES, config: { writeLimit: false } },
    );
  });
}
