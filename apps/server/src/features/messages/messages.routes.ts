import type { FastifyInstance } from 'fastify';
import { campaignPageQuery } from '@spruik/shared';
import type { Deps } from '../../deps';
import { parse } from '../../lib/validate';
import { listAndMarkSeen } from './messages.service';

/** GET /api/messages?page=&limit= (limit defaults to 100). */
export function messagesRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/messages', async (req) => {
    const me = await req.requireUser();
    const page = parse(campaignPageQuery(100, 100), req.query);
    return { data: await listAndMarkSeen(deps, me.id, page) };
  });
}
