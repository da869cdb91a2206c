import type { FastifyInstance } from 'fastify';
import { ROLES, topUpRequest, verifyTopUpQuery } from '@spruik/shared';
import type { Deps } from '../../deps';
import { parse } from '../../lib/validate';
import { WEBHOOK_BODY_LIMIT_BYTES } from '../../plugins/input-bounds';
import { startTopUp, verifyTopUp } from './top-ups.service';
import { handleStripeWebhook } from './stripe-webhook.service';

const PAYERS = [ROLES.venue, ROLES.business];

/** Top-ups for businesses and venues (RULINGS.md): card (Stripe), online service (PayPal), or the sandbox. */
export async function topUpRoutes(app: FastifyInstance, deps: Deps) {
  app.post('/api/transaction/stripe', async (req) => {
    const user = await req.requireUser(PAYERS);
    const { amount } = parse(topUpRequest, req.body);
    // Each start opens a provider session: cap how many one account (or one IP) can open.
    deps.limiter.hit(req, 'topup', user.email);
    const { url } = await startTopUp(deps, req.log, user, 'card', amount);
    return { data: { url } };
  });

  app.post('/api/transaction', async (req) => {
    const user = await req.requireUser(PAYERS);
    const { amount } = parse(topUpRequest, req.body);
    // Each start opens a provider session: cap how many one account (or one IP) can open.
    deps.limiter.hit(req, 'topup', user.email);
    const { url } = await startTopUp(deps, req.log, user, 'paypal', amount);
    return { data: { redirectLink: { href: url } } };
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
    scope.post('/api/transaction/stripe/webhook', { bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, async (req) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const sig = req.headers['stripe-signature'];
      return handleStripeWebhook(deps, req.log, raw, typeof sig === 'string' ? sig : undefined);
    });
  });
}
