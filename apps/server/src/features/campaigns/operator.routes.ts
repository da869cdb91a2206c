import type { FastifyInstance } from 'fastify';
import { campaignsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { idempotent } from '../idempotency';
import { closeCampaign, listAdminCampaigns, verifyCampaign } from './operator.service';

/** Operator calls (role 4): the verification queue, verify/reject, close. */
export function campaignsOperatorRoutes(app: FastifyInstance, deps: Deps) {
  route(app, campaignsApi.adminList, async ({ query }) => ({
    data: await listAdminCampaigns(deps, query),
  }));

  // Rejecting and closing refund the escrow.
  route(app, campaignsApi.verify, async ({ req, reply, user, params, body }) =>
    idempotent(deps, req, reply, { userId: user.id, input: body }, async (deps) => ({
      data: await verifyCampaign(deps, user, params.id, body),
    })),
  );

  route(app, campaignsApi.close, async ({ req, reply, user, params }) =>
    idempotent(deps, req, reply, { userId: user.id }, async (deps) => ({
      data: await closeCampaign(deps, user, params.id),
    })),
  );
}
