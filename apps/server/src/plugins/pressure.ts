/**
 * Load shedding and the request bound. When the event loop is saturated (@fastify/under-pressure) or too many
 * requests already wait for a database connection (DATABASE_MAX_WAITING, e.g. behind a held lock), a new request
 * answers 503 with Retry-After at once instead of queueing behind the backlog, so a load balancer sends it to
 * another server. A request still unanswered after REQUEST_TIMEOUT_SECONDS answers 503 too, and its transaction
 * can no longer commit (db/transaction.ts). Liveness and metrics still answer, so a busy server is not taken for a
 * dead one.
 */
import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { ERROR_CODE } from '@spruik/shared';
import type { Config } from '../config/env';
import type { PoolStats } from '../db/client';
import { AppError } from '../lib/app-error';
import { runWithDeadline } from '../lib/deadline';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_TEXT } from '../lib/dependency-errors';

const ALWAYS_ANSWER = new Set(['/api/health', '/metrics']);
export const BUSY_TEXT = UNAVAILABLE_TEXT;

const busy = () => new AppError(503, ERROR_CODE.UNAVAILABLE, BUSY_TEXT);
const alwaysAnswers = (url: string) => ALWAYS_ANSWER.has(url.split('?')[0]);

export async function registerPressure(app: FastifyInstance, config: Config, poolStats: () => PoolStats) {
  const maxEventLoopDelayMs = config.maxEventLoopDelayMs;
  if (maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      retryAfter: 10,
      // The sampler reads the delay as infinite when its window holds no 10 ms tick. With a 100 ms window a busy
      // but healthy server (a loop turn over 100 ms under full load) answered 503 bursts far below the threshold;
      // a window as long as the threshold only comes back empty when the loop really stalled that long.
      sampleInterval: Math.max(100, maxEventLoopDelayMs),
      pressureHandler: async (req, reply) => {
        if (alwaysAnswers(req.url)) return;
        reply.header('retry-after', 10);
        throw busy();
      },
    });
  }

  const { maxWaiting } = config.database;
  if (maxWaiting > 0) {
    app.addHook('onRequest', async (req, reply) => {
      if (poolStats().waiting <= maxWaiting || alwaysAnswers(req.url)) return;
      reply.header('retry-after', RETRY_AFTER_SECONDS);
      throw busy();
    });
  }

  const timeoutMs = config.requestTimeoutSeconds * 1000;
  const timers = new WeakMap<object, NodeJS.Timeout>();
  // Callback style: the rest of the request (hooks, handler) runs inside runWithDeadline's async context.
  app.addHook('onRequest', (req, reply, done) => {
    timers.set(
      req,
      setTimeout(() => {
        if (reply.sent) return;
        req.log.warn(`request unanswered after ${config.requestTimeoutSeconds} s: answered 503`);
        reply
          .status(503)
          .header('retry-after', RETRY_AFTER_SECONDS)
          .send({ errors: BUSY_TEXT, code: ERROR_CODE.UNAVAILABLE });
      }, timeoutMs),
    );
    runWithDeadline(timeoutMs, done);
  });
  app.addHook('onResponse', async (req) => clearTimeout(timers.get(req)));
  app.addHook('onRequestAbort', async (req) => clearTimeout(timers.get(req)));
}
