import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { createCampaignSchema } from '@spruik/shared';
import { campaignsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { parse } from '../../lib/validate';
import { route } from '../../plugins/route';
import { createCampaign } from './create.service';
import { listOffers, listVenueOffers } from './offers.service';
import { getCampaign, listOwnerCampaigns, viewCampaign } from './owner-campaigns.service';
import { acceptCampaign } from './accept.service';
import { SOCIAL_COLUMNS } from './campaign-rules';
import { decideParticipant } from './decide.service';
import { endOwnCampaign } from './end.service';
import { attribution } from '../pay-at-venue';

/** Campaign calls (docs/spec.md, Campaigns; contracts in packages/shared/src/campaigns.api.ts). */
export function campaignsRoutes(app: FastifyInstance, deps: Deps) {
  // The end date must fall tomorrow to a year ahead of the app's clock (tests move it), which the contract's
  // static body cannot know: the whole schema runs first with that clock, so the first failing field in
  // the form's order still answers.
  const withAppClock = createCampaignSchema(() => deps.clock.now());
  const checkEndDate: preValidationAsyncHookHandler = async (req) => {
    parse(withAppClock, req.body);
  };

  route(
    app,
    campaignsApi.create,
    async ({ deps, user, body }) => ({ data: await createCampaign(deps, user, body) }),
    { preValidation: checkEndDate, user: ['tiktokId', 'youtubeId'], idempotency: { input: (r) => r.body } },
  );

  route(
    app,
    campaignsApi.offers,
    async ({ user, query }) => ({ data: await listOffers(deps, user, query) }),
    { user: SOCIAL_COLUMNS },
  );

  route(app, campaignsApi.live, async ({ user, query }) => ({
    data: await listOwnerCampaigns(deps, user, 'live', query),
  }));

  route(app, campaignsApi.prev, async ({ user, query }) => ({
    data: await listOwnerCampaigns(deps, user, 'prev', query),
  }));

  route(app, campaignsApi.get, async ({ user, params, query }) => ({
    data: await getCampaign(deps, user, params.id, query),
  }));

  route(app, campaignsApi.view, async ({ user, params }) => ({
    data: await viewCampaign(deps, user, params.id),
  }));

  route(app, campaignsApi.accept, async ({ user, params, query }) => ({
    data: await acceptCampaign(deps, user, params.id, query),
  }));

  route(
    app,
    campaignsApi.decide,
    async ({ deps, user, params, query, body }) => ({
      data: await decideParticipant(deps, user, params.id, params.participantId, body, query),
    }),
    { idempotency: { input: (r) => [r.body.approve, r.body.reason, r.body.note] } },
  );

  // Ending refunds the escrow: a repeat with the same key answers the first.
  route(app, campaignsApi.end, async ({ deps, user, params }) => ({
    data: await endOwnCampaign(deps, user, params.id),
  }));

  route(
    app,
    campaignsApi.venueOffers,
    async ({ user, params, query }) => ({ data: await listVenueOffers(deps, user, params.id, query) }),
    { user: SOCIAL_COLUMNS },
  );

  route(app, campaignsApi.attribution, async ({ user, params }) => ({
    data: { attribution: await attribution(deps, user, params.id) },
  }));
}
