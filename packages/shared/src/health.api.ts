/** Liveness and readiness, for a load balancer and an orchestrator. */
import { z } from 'zod';
import { defineRoute } from './http/contract';

const tag = 'Health';

export const healthApi = {
  get: defineRoute({
    method: 'GET',
    path: '/api/health',
    summary: 'Alive: the process answers (no dependency is checked)',
    tag,
    access: 'public',
    data: z.object({ ok: z.boolean() }),
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/api/ready',
    summary:
      'Send me traffic: 503 only while the database does not answer or the server is draining; Redis or the ' +
      'S3 bucket down is 200 with status "degraded"',
    tag,
    access: 'public',
    data: z.object({
      status: z.enum(['ok', 'degraded']),
      /** Each configured part: database, and redis and storage when configured. */
      checks: z.record(z.string(), z.enum(['ok', 'down'])),
    }),
  }),
};
