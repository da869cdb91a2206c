import type { FastifyInstance } from 'fastify';
import { campaignsApi } from '@spruik/shared/api';
import type { Deps } from '../../../deps';
import { route } from '../../../plugins/route';
import { followClickLink } from './clicks.service';

const NOT_FOUND_PAGE =
  '<!doctype html><meta name="viewport" content="width=device-width, initial-scale=1"><title>Link not found</title><p>This link does not exist. Check the address you were sent.</p>';

/** Short links on Spruik's own domain (/l/{code}), outside /api and ahead of the web app's deep links. */
export function clicksRoutes(app: FastifyInstance, deps: Deps) {
  route(app, campaignsApi.clickRedirect, async ({ req, reply, params }) => {
    const to = await followClickLink(deps, params.code, {
      ip: req.ip,
      userAgent: String(req.headers['user-agent'] ?? '').slice(0, 1000),
    });
    // No cache: a browser or proxy keeping the redirect would skip the count.
    reply.header('cache-control', 'no-store');
    if (!to) return reply.status(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
    return reply.redirect(to, 302);
  });
}
