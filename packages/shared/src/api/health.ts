/** Liveness and readiness, for a load balancer and an orchestrator. */
import { z } from 'zod';
import { defineRoute } from '../http/contract';

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
      'Ready: the database answers, and Redis and the S3 bucket when configured; 503 names what failed',
    tag,
    access: 'public',
    data: z.object({ ok: z.boolean(), checked: z.array(z.string()) }),
  }),
};
