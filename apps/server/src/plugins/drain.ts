import type { FastifyInstance } from 'fastify';

/**
 * While the server closes, answers still in flight say `Connection: close`, so their keep-alive connections end
 * with them instead of holding the close open until the keep-alive timeout (Fastify closes only the connections
 * that are idle when the close starts). New requests already answer 503 (Fastify's return503OnClosing).
 */
export function drainOnClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    app.server.closeIdleConnections();
  });
  // Not async: it never waits, and an async hook costs a promise per request.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
