import type { FastifyInstance } from 'fastify';
import { campaignsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { closeCampaign, listAdminCampaigns, verifyCampaign } from './operator.service';

/** Operator calls (role 4): the verification queue, verify/reject, close. */
export function campaignsOperatorRoutes(app: FastifyInstance, deps: Deps) {
  route(app, campaignsApi.adminList, async ({ query }) => ({
    data: await listAdminCampaigns(deps, query),
  }));

  // Rejecting and closing refund the escrow.
  route(
    app,
    campaignsApi.verify,
    async ({ deps, user, params, body }) => ({ data: await verifyCampaign(deps, user, params.id, body) }),
    { idempotency: { input: (r) => r.body } },
  );

  route(app, campaignsApi.close, async ({ deps, user, params }) => ({
    data: await closeCampaign(deps, user, params.id),
  }));
}
