import type { FastifyInstance } from 'fastify';
import { visitsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { confirmCheckIn, issueCheckInCode, listCheckIns } from './visits.service';

/** Check-ins: the customer's live code at a venue, the venue confirming it, and its list. */
export function visitsRoutes(app: FastifyInstance, deps: Deps) {
  route(app, visitsApi.checkInCode, async ({ user, params }) => ({
    data: await issueCheckInCode(deps, user, params.id),
  }));

  route(app, visitsApi.confirm, async ({ user, body }) => ({
    data: await confirmCheckIn(deps, user, body),
  }));

  route(app, visitsApi.list, async ({ user, query }) => ({
    data: await listCheckIns(deps, user, query),
  }));
}
