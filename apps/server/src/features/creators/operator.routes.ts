import type { FastifyInstance } from 'fastify';
import { creatorsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { declineSocial } from '../accounts';

/** Operator: declining a creator's social accounts with a reason (the creator is messaged). */
export function creatorsOperatorRoutes(app: FastifyInstance, deps: Deps) {
  route(app, creatorsApi.declineSocial, async ({ user, params, body }) => ({
    data: await declineSocial(deps, user, params.id, body),
  }));
}
