import type { FastifyInstance, FastifyReply } from 'fastify';
import { topUpsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { decideSandbox, sandboxDecision } from './providers/sandbox';
import { resultUrl } from './providers/types';
import { sandboxPage } from './sandbox-page';
import { findTopUpBySession } from './top-ups.repository';

/**
 * The TEST MODE checkout pages (served by the server, not the SPA). Pay and Cancel record the
 * provider's side only; the credit itself comes from the verify call (or a webhook), once.
 */
export async function sandboxRoutes(app: FastifyInstance, deps: Deps) {
  if (!deps.config.paymentsSandbox) return;

  await app.register(async (scope) => {
    // Browsers post the buttons as an (empty) urlencoded form.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, _body, done) => done(null, {}),
    );

    const session = async (id: string) => {
      const topUp = id.length <= 100 ? await findTopUpBySession(deps.db, 'sandbox', id) : null;
      return topUp && topUp.status !== 'failed' ? topUp : null;
    };
    const missing = (reply: FastifyReply) =>
      reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><meta name="viewport" content="width=device-width, initial-scale=1"><p>This test checkout does not exist.</p>',
        );

    route(scope, topUpsApi.sandboxPage, async ({ reply, params }) => {
      const topUp = await session(params.id);
      if (!topUp) return missing(reply);
      const html = sandboxPage({
        sessionId: params.id,
        amountCents: topUp.amountCents,
        method: topUp.method,
        decided: await sandboxDecision(deps.db, params.id),
        resultHref: resultPath(topUp.id, params.id),
      });
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    });

    for (const [contract, decision] of [
      [topUpsApi.sandboxComplete, 'paid'],
      [topUpsApi.sandboxCancel, 'cancelled'],
    ] as const) {
      route(scope, contract, async ({ reply, params }) => {
        const topUp = await session(params.id);
        if (!topUp) return missing(reply);
        await decideSandbox(deps.db, params.id, decision);
        return reply.redirect(resultPath(topUp.id, params.id), 303);
      });
    }
  });
}

/** Same origin as the checkout page, so a relative address works behind any host. */
const resultPath = (topUpId: string, sessionId: string) => resultUrl('', topUpId, sessionId);
