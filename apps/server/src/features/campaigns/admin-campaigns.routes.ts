import type { FastifyInstance } from 'fastify';
import { adminCampaignsQuery, ROLES, verifyCampaignRequest } from '@spruik/shared';
import type { Deps } from '../../deps';
import { parse } from '../../lib/validate';
import { idempotent } from '../idempotency/idempotency';
import { closeCampaign, listAdminCampaigns, verifyCampaign } from './admin-campaigns.service';

const ADMINS = [ROLES.admin];

/** Operator calls (role 4): the verification queue, verify/reject, close. */
export function adminCampaignsRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/campaigns', async (req) => {
    await req.requireUser(ADMINS);
    return { data: await listAdminCampaigns(deps, parse(adminCampaignsQuery, req.query)) };
  });

  // Rejecting and closing refund the escrow.
  app.post<{ Params: { id: string } }>('/api/admin/campaigns/:id/verify', async (req, reply) => {
    const admin = await req.requireUser(ADMINS);
    const input = parse(verifyCampaignRequest, req.body);
    return idempotent(deps, req, reply, { userId: admin.id, input }, async (deps) => ({
      data: await verifyCampaign(deps, admin, req.params.id, input),
    }));
  });

  app.post<{ Params: { id: string } }>('/api/admin/campaigns/:id/close', async (req, reply) => {
    const admin = await req.requireUser(ADMINS);
    return idempotent(deps, req, reply, { userId: admin.id }, async (deps) => ({
      data: await closeCampaign(deps, admin, req.params.id),
    }));
  });
}
