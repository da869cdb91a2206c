/** Readiness: the server is up and its database answers. */
import { z } from 'zod';
import { defineRoute } from '../http/contract';

export const healthApi = {
  get: defineRoute({
    method: 'GET',
    path: '/api/health',
    summary: 'Ready: the database answers',
    tag: 'Health',
    access: 'public',
    data: z.object({ ok: z.boolean() }),
  }),
};
