import type { FastifyInstance } from 'fastify';
import { campaignPageQuery, createCampaignSchema, decideParticipantRequest, ROLES } from '@spruik/shared';
import type { Deps } from '../../deps';
import { parse } from '../../lib/validate';
import { idempotent } from '../idempotency/idempotency';
import { createCampaign } from './create.service';
import { listOffers, listVenueOffers } from './offers.service';
import { getCampaign, listOwnerCampaigns, viewCampaign } from './owner-campaigns.service';
import { acceptCampaign } from './accept.service';
import { decideParticipant } from './decide.service';

type IdParams = { id: string };
const OWNERS = [ROLES.venue, ROLES.business];
const CUSTOMERS = [ROLES.customer];

/** Campaign calls of SPEC.md section 7 (docs/api.md "Campaigns"). */
export function campaignsRoutes(app: FastifyInstance, deps: Deps) {
  const page = (query: unknown, defaultLimit = 10) => parse(campaignPageQuery(defaultLimit), query);

  app.post('/api/campaigns', async (req, reply) => {
    const owner = await req.requireUser(OWNERS);
    const input = parse(
      createCampaignSchema(() => deps.clock.now()),
      req.body,
    );
    return idempotent(deps, req, reply, { userId: owner.id, input }, async (deps) => ({
      data: await createCampaign(deps, owner, input),
    }));
  });

  app.get('/api/campaigns', async (req) => {
    const customer = await req.requireUser(CUSTOMERS);
    return { data: await listOffers(deps, customer, page(req.query)) };
  });

  app.get('/api/campaigns/live', async (req) => {
    const owner = await req.requireUser(OWNERS);
    return { data: await listOwnerCampaigns(deps, owner, 'live', page(req.query)) };
  });

  app.get('/api/campaigns/prev', async (req) => {
    const owner = await req.requireUser(OWNERS);
    return { data: await listOwnerCampaigns(deps, owner, 'prev', page(req.query)) };
  });

  app.get<{ Params: IdParams }>('/api/campaigns/:id', async (req) => {
    const me = await req.requireUser();
    return { data: await getCampaign(deps, me, req.params.id, page(req.query)) };
  });

  app.get<{ Params: IdParams }>('/api/campaigns/:id/view', async (req) => {
    const customer = await req.requireUser(CUSTOMERS);
    return { data: await viewCampaign(deps, customer, req.params.id) };
  });

  app.post<{ Params: IdParams }>('/api/campaigns/:id/accept', async (req) => {
    const customer = await req.requireUser(CUSTOMERS);
    return { data: await acceptCampaign(deps, customer, req.params.id, page(req.query)) };
  });

  app.post<{ Params: { id: string; participantId: string } }>(
    '/api/campaigns/:id/:participantId',
    async (req, reply) => {
      const owner = await req.requireUser(OWNERS);
      const { approve } = parse(decideParticipantRequest, req.body);
      const listPage = page(req.query);
      return idempotent(deps, req, reply, { userId: owner.id, input: approve }, async (deps) => ({
        data: await decideParticipant(
          deps,
          owner,
          req.params.id,
          req.params.participantId,
          approve,
          listPage,
        ),
      }));
    },
  );

  app.get<{ Params: IdParams }>('/api/venues/:id/campaigns', async (req) => {
    const customer = await req.requireUser(CUSTOMERS);
    return { data: await listVenueOffers(deps, customer, req.params.id, page(req.query)) };
  });
}
