/**
 * Providers' webhooks (Stripe, Stripe Connect, PayPal) sign or verify the exact bytes they sent, so their routes live
 * in a scope whose JSON bodies stay raw, and answer with the provider's own shape rather than `{ data }`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WEBHOOK_BODY_LIMIT_BYTES } from '../input-bounds';

/** Registers `routes` in a scope of their own where an application/json body is the raw Buffer. */
export async function rawJsonScope(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    await routes(scope);
  });
}

/** The bytes as they arrived (empty when there was no JSON body). */
export const rawBody = (req: FastifyRequest): Buffer =>
  Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);

/** The provider's answer as written, past the contract's `{ data }` serialiser. */
export const sendAsWritten = (reply: FastifyReply, answer: unknown) =>
  reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));

/**
 * A webhook's route options: a bigger body than the API's, and no write limit (each delivery is signed and checked
 * before any work; a 429 would only delay what the provider reports).
 */
export const WEBHOOK_ROUTE_OPTIONS = {
  bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
  config: { writeLimit: false },
} as const;
