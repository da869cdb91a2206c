import type { FastifyInstance } from 'fastify';
import { adminCampaignsQuery, ROLES, verifyCampaignRequest } from '@spruik/shared';
import type { Deps } from '../../deps';
import { parse } from '../../lib/validate';
import { closeCampaign, listAdminCampaigns, verifyCampaign } from './admin-campaigns.service';

const ADMINS = [ROLES.admin];

/** Operator calls (role 4): the verification queue, verify/reject, close. */
export function adminCampaignsRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/campaigns', async (req) => {
    await req.requireUser(ADMINS);
    return { data: await listAdminCampaigns(deps, parse(adminCampaignsQuery, req.query)) };
  });

  app.post<{ Params: { id: string } }>('/api/admin/campaigns/:id/verify', async (req) => {
    const admin = await req.requireUser(ADMINS);
    const input = parse(verifyCampaignRequest, req.body);
    return { data: await verifyCampaign(deps, admin, req.params.id, input) };
  });

  app.post<{ Params: { id: string } }>('/api/admin/campaigns/:id/close', async (req) => {
    const admin = await req.requireUser(ADMINS);
    return { data: await closeCampaign(deps, admin, req.params.id) };
  });
}
