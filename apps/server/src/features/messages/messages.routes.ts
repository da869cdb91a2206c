import type { FastifyInstance } from 'fastify';
import { messagesApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { listAndMarkSeen } from './messages.service';

/** GET /api/messages?page=&limit= (limit defaults to 100). */
export function messagesRoutes(app: FastifyInstance, deps: Deps) {
  route(app, messagesApi.list, async ({ user, query }) => ({
    data: await listAndMarkSeen(deps, user.id, query),
  }));
}
