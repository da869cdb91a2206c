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
  app.addHook('onSend', async (_req, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
