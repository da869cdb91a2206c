/** What customers can join: GET /api/campaigns and GET /api/venues/{id}/campaigns. */
import { and, type SQL } from 'drizzle-orm';
import { CAMPAIGN_MSG, ROLES, type CampaignPageQuery } from '@spruik/shared';
import { findOrganisation } from '../../db/tables/organisations';
import { findUser } from '../../db/tables/users';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/app-error';
import type { Caller } from '../../plugins/route';
import { platformsOf, type SOCIAL_COLUMNS } from './campaign-rules';
import * as repo from './campaigns.repository';
import { presentPublic } from './campaigns.presenter';
import { offsetOf } from './campaign-read.service';

type Customer = Caller<(typeof SOCIAL_COLUMNS)[number]>;

/**
 * Live campaigns of an active owner with a free place on a platform the customer is a verified creator on.
 * The repository leaves out the ones this customer already joined.
 */
function offerCond(customer: Customer, now: Date, extra?: SQL): SQL {
  return and(
    repo.offerableCond(now),
    repo.ownerActiveCond(),
    repo.platformCond(platformsOf(customer)),
    extra,
  )!;
}

export async function listOffers(deps: Deps, customer: Customer, page: CampaignPageQuery) {
  const now = deps.clock.now();
  const { rows, total } = await repo.listOffersOn(
    deps.db,
    platformsOf(customer),
    customer.id,
    now,
    offsetOf(page),
  );
  return { campaigns: rows.map(presentPublic), total, page: page.page, limit: page.limit };
}

export async function listVenueOffers(
  deps: Deps,
  customer: Customer,
  venueId: string,
  page: CampaignPageQuery,
) {
  const venue = await findUser(deps.db, venueId);
  if (!venue || venue.role !== ROLES.venue || !venue.isActive) throw notFound(CAMPAIGN_MSG.venueNotFound);
  const now = deps.clock.now();
  const [{ rows, total }, org] = await Promise.all([
    repo.listOffers(deps.db, offerCond(customer, now, repo.ownerCond(venue.id)), customer.id, offsetOf(page)),
    findOrganisation(deps.db, venue.id),
  ]);
  const name = org?.name ?? venue.name;
  return {
    campaigns: rows.map(presentPublic),
    total,
    venue: { _id: venue.id, id: venue.id, name, details: { name, logo: org?.logo ?? null } },
  };
}
