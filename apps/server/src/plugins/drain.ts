import type { FastifyInstance } from 'fastify';
import { ERROR_CODE } from '@spruik/shared';
import { AppError } from '../lib/app-error';

/** Liveness and the scraper still get their answer while draining: the process is alive and reporting. */
const ALWAYS_ANSWER = new Set(['/api/health', '/metrics']);
export const DRAINING_TEXT = 'This server is restarting. Please try again.';
/** What a draining server tells a client to wait before retrying (the load balancer has taken it out by then). */
export const DRAINING_RETRY_AFTER_SECONDS = 5;

export type Drain = {
  /**
   * Starts the drain and resolves once every request in flight has answered. The listener stays open all the
   * while, so a new request (on a new connection or a kept-alive one) answers 503 with `Connection: close` and
   * `Retry-After` instead of a refused connection; /api/ready answers 503 too, so the load balancer takes the
   * server out. Closing the app (and so the listener) comes after.
   */
  begin: () => Promise<void>;
  readonly draining: boolean;
};

export function registerDrain(app: FastifyInstance): Drain {
  let draining = false;
  let inFlight = 0;
  let idle: (() => void) | null = null;
  const finished = () => {
    inFlight--;
    if (inFlight === 0) idle?.();
  };

  // Not async: it never waits, and an async hook costs a promise per request.
  app.addHook('onRequest', (req, reply, done) => {
    if (draining && !ALWAYS_ANSWER.has(req.url.split('?')[0])) {
      reply.header('retry-after', DRAINING_RETRY_AFTER_SECONDS);
      done(new AppError(503, ERROR_CODE.UNAVAILABLE, DRAINING_TEXT));
      return;
    }
    inFlight++;
    // 'close' comes once the answer is sent or the client went away: either way the request is over.
    reply.raw.once('close', finished);
    done();
  });
  // Answers sent while draining end their connection, so no keep-alive connection holds the close open until
  // its timeout (Fastify closes only the connections that are idle when it closes).
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('preClose', async () => {
    draining = true;
    app.server.closeIdleConnections();
  });

  return {
    begin: () => {
      draining = true;
      if (inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolve) => (idle = resolve));
    },
    get draining() {
      return draining;
    },
  };
}
