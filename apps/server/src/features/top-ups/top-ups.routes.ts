import type { FastifyInstance } from 'fastify';
import { ROLES, topUpRequest, verifyTopUpQuery } from '@spruik/shared';
import type { Deps } from '../../deps';
import { parse } from '../../lib/validate';
import { WEBHOOK_BODY_LIMIT_BYTES } from '../../plugins/input-bounds';
import { limited } from '../../plugins/rate-limit';
import { idempotentAroundProvider } from '../idempotency/idempotency';
import { startTopUp, verifyTopUp } from './top-ups.service';
import { handleStripeWebhook } from './stripe-webhook.service';

const PAYERS = [ROLES.venue, ROLES.business];

/** Top-ups for businesses and venues (RULINGS.md): card (Stripe), online service (PayPal), or the sandbox. */
export async function topUpRoutes(app: FastifyInstance, deps: Deps) {
  // With an Idempotency-Key a repeated start answers the first checkout instead of opening another.
  app.post('/api/transaction/stripe', limited('top-up'), async (req, reply) => {
    const user = await req.requireUser(PAYERS);
    const { amount } = parse(topUpRequest, req.body);
    return idempotentAroundProvider(deps, req, reply, { userId: user.id, input: amount }, async () => {
      const { url } = await startTopUp(deps, req.log, user, 'card', amount);
      return { data: { url } };
    });
  });

  app.post('/api/transaction', limited('top-up'), async (req, reply) => {
    const user = await req.requireUser(PAYERS);
    const { amount } = parse(topUpRequest, req.body);
    return idempotentAroundProvider(deps, req, reply, { userId: user.id, input: amount }, async () => {
      const { url } = await startTopUp(deps, req.log, user, 'paypal', amount);
      return { data: { redirectLink: { href: url } } };
    });
  });

  app.get('/api/transaction/verify', async (req) => {
    const user = await req.requireUser();
    const transaction = await verifyTopUp(deps, req.log, user, parse(verifyTopUpQuery, req.query));
    return { data: { transaction } };
  });

  // Stripe signs the exact bytes it sent: this scope alone keeps JSON bodies raw.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    // Signed by Stripe and checked before any work; a 429 would only delay credit, so no write limit.
    scope.post(
      '/api/transaction/stripe/webhook',
      { bodyLimit: WEBHOOK_BODY_LIMIT_BYTES, config: { writeLimit: false } },
      async (req) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const sig = req.headers['stripe-signature'];
        return handleStripeWebhook(deps, req.log, raw, typeof sig === 'string' ? sig : undefined);
      },
    );
  });
}
