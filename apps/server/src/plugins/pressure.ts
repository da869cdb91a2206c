/**
 * @fastify/under-pressure: when the event loop is saturated, a new request answers 503 with Retry-After at once
 * instead of queueing behind the backlog, so a load balancer sends it to another server. Liveness and metrics
 * still answer, so a busy server is not taken for a dead one.
 */
import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { ERROR_CODE } from '@spruik/shared';
import { AppError } from '../lib/app-error';

const ALWAYS_ANSWER = new Set(['/api/health', '/metrics']);
export const BUSY_TEXT = 'The service is busy. Please try again in a moment.';

export async function registerPressure(app: FastifyInstance, maxEventLoopDelayMs: number) {
  if (maxEventLoopDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    retryAfter: 10,
    // The sampler reads the delay as infinite when its window holds no 10 ms tick. With a 100 ms window a busy
    // but healthy server (a loop turn over 100 ms under full load) answered 503 bursts far below the threshold;
    // a window as long as the threshold only comes back empty when the loop really stalled that long.
    sampleInterval: Math.max(100, maxEventLoopDelayMs),
    pressureHandler: async (req, reply) => {
      if (ALWAYS_ANSWER.has(req.url.split('?')[0])) return;
      reply.header('retry-after', 10);
      throw new AppError(503, ERROR_CODE.UNAVAILABLE, BUSY_TEXT);
    },
  });
}
