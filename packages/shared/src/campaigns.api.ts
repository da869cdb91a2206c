/** Campaigns (docs/spec.md, Campaigns): owners create and decide, customers find and join, the operator verifies. */
import { z } from 'zod';
import {
  adminCampaign,
  adminCampaignsQuery,
  CAMPAIGN_MSG,
  campaignDetails,
  campaignOwnerView,
  campaignPageQuery,
  campaignPublic,
  campaignReturn,
  createCampaignRequest,
  decideParticipantRequest,
  venueReturnMonth,
  verifyCampaignRequest,
} from './campaigns';
import { OPERATORS, ROLES } from './constants';
import { defineRoute } from './http/contract';
import { dollars, idParams, isoDate, keysetPageFields, objectId } from './http/wire';
import { campaignAttributionSchema, PAY_MSG } from './pay-at-venue';

const tag = 'Campaigns';
const OWNERS = [ROLES.venue, ROLES.business];
const CUSTOMERS = [ROLES.customer];

const campaignParams = idParams({ id: CAMPAIGN_MSG.campaignNotFound });
/** ?page=&limit=: 10 a page by default, at most 50. */
const page = campaignPageQuery(10);
const paging = { total: z.number(), page: z.number(), limit: z.number() };

export const campaignsApi = {
  create: defineRoute({
    method: 'POST',
    path: '/api/campaigns',
    summary: 'Create a campaign (pending until verified); share x count leaves the credit into escrow',
    tag,
    access: OWNERS,
    idempotent: true,
    body: createCampaignRequest,
    data: z.object({ credit: dollars, campaign: campaignDetails, message: z.string() }),
  }),
  offers: defineRoute({
    method: 'GET',
    path: '/api/campaigns',
    summary:
      "Live campaigns the customer can join (a free place, not joined, on one of the customer's platforms)",
    tag,
    access: CUSTOMERS,
    query: page,
    data: z.object({ campaigns: z.array(campaignPublic), ...paging }),
  }),
  live: defineRoute({
    method: 'GET',
    path: '/api/campaigns/live',
    summary: "The owner's open campaigns (pending ones included), soonest end first",
    tag,
    access: OWNERS,
    query: page,
    data: z.object({ campaigns: z.array(campaignOwnerView), ...paging }),
  }),
  prev: defineRoute({
    method: 'GET',
    path: '/api/campaigns/prev',
    summary: "The owner's ended, closed and rejected campaigns, latest end first",
    tag,
    access: OWNERS,
    query: page,
    data: z.object({ campaigns: z.array(campaignOwnerView), ...paging }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/campaigns/:id',
    summary:
      'One campaign: details, analytics and a page of participants for its owner and the operator; ' +
      'the public fields for a customer (live, or joined)',
    tag,
    access: 'signed-in',
    params: campaignParams,
    query: page,
    // Details first: an answer is the first of these it matches.
    data: z.object({ campaign: z.union([campaignDetails, campaignPublic]) }),
  }),
  view: defineRoute({
    method: 'GET',
    path: '/api/campaigns/:id/view',
    summary: "Record the customer's view of a verified campaign (counted once per customer)",
    tag,
    access: CUSTOMERS,
    params: campaignParams,
    data: z.object({ viewed: z.boolean(), firstView: z.boolean() }),
  }),
  accept: defineRoute({
    method: 'POST',
    path: '/api/campaigns/:id/accept',
    summary: 'Join a live campaign (uses 10 energy); answers the activity and the refreshed offers page',
    tag,
    access: CUSTOMERS,
    params: campaignParams,
    query: page,
    data: z.object({
      message: z.string(),
      energy: z.number(),
      activity: z.object({ _id: objectId, id: objectId, status: z.number(), createdAt: isoDate }),
      campaigns: z.array(campaignPublic),
      total: z.number(),
    }),
  }),
  decide: defineRoute({
    method: 'POST',
    path: '/api/campaigns/:id/:participantId',
    summary: 'Approve (pay) or reject a submitted participant, once, while the campaign is live',
    tag,
    access: OWNERS,
    idempotent: true,
    params: idParams({ id: CAMPAIGN_MSG.campaignNotFound, participantId: CAMPAIGN_MSG.participantNotFound }),
    query: page,
    body: decideParticipantRequest,
    data: z.object({ campaign: campaignDetails, message: z.string() }),
  }),
  end: defineRoute({
    method: 'POST',
    path: '/api/campaigns/:id/end',
    summary:
      "The owner ends their own campaign now: settled as the operator's close, the rest of the escrow refunded once",
    tag,
    access: OWNERS,
    idempotent: true,
    params: campaignParams,
    data: z.object({
      campaign: campaignDetails,
      refunded: dollars,
      credit: dollars,
      autoApproved: z.number(),
      expired: z.number(),
      message: z.string(),
    }),
  }),
  venueOffers: defineRoute({
    method: 'GET',
    path: '/api/venues/:id/campaigns',
    summary: "One venue's campaigns the customer can join",
    tag,
    access: CUSTOMERS,
    params: idParams({ id: CAMPAIGN_MSG.venueNotFound }),
    query: page,
    data: z.object({
      campaigns: z.array(campaignPublic),
      total: z.number(),
      venue: z.object({
        _id: objectId,
        id: objectId,
        name: z.string(),
        details: z.object({ name: z.string(), logo: z.string().nullable() }),
      }),
    }),
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/campaigns',
    summary:
      'The verification queue (status pending, oldest first) or a search of all campaigns (newest first); pass ' +
      "the answer's nextCursor as ?cursor= for the next page",
    tag,
    access: OPERATORS.support,
    query: adminCampaignsQuery,
    data: z.object({ campaigns: z.array(adminCampaign), ...keysetPageFields }),
  }),
  verify: defineRoute({
    method: 'POST',
    path: '/api/admin/campaigns/:id/verify',
    summary:
      'Verify a pending campaign (it goes live) or reject it with a reason (the escrow is refunded), once',
    tag,
    access: OPERATORS.support,
    idempotent: true,
    params: campaignParams,
    body: verifyCampaignRequest,
    data: z.object({ campaign: campaignDetails, message: z.string() }),
  }),
  close: defineRoute({
    method: 'POST',
    path: '/api/admin/campaigns/:id/close',
    summary: 'End a campaign now: submissions approved, to-dos expired, the rest of the escrow refunded',
    tag,
    access: OPERATORS.support,
    idempotent: true,
    params: campaignParams,
    data: z.object({
      campaign: campaignDetails,
      refunded: dollars,
      autoApproved: z.number(),
      expired: z.number(),
      message: z.string(),
    }),
  }),
  attribution: defineRoute({
    method: 'GET',
    path: '/api/campaigns/:id/attribution',
    summary:
      "What one of the venue's campaigns brought in: redemptions, pocket money spent, cost per redemption",
    tag,
    access: [ROLES.venue],
    params: idParams({ id: PAY_MSG.campaignNotFound }),
    data: z.object({ attribution: campaignAttributionSchema }),
  }),
  // Return on spend (docs/visits.md, "Return on spend"): types 6 and 7, the owner and the operator.
  return: defineRoute({
    method: 'GET',
    path: '/api/campaigns/:id/return',
    summary:
      "A venue campaign's return: participants who visited, new and returning guests, spend at the counter in the " +
      '30 days after each post, vouchers redeemed, cost per visit and per new guest, and a row per creator',
    tag,
    access: [ROLES.venue, ROLES.admin],
    params: campaignParams,
    data: z.object({ return: campaignReturn }),
  }),
  returnCsv: defineRoute({
    method: 'GET',
    path: '/api/campaigns/:id/return.csv',
    summary: 'The same figures as CSV: one row per figure, then one row per creator',
    tag,
    access: [ROLES.venue, ROLES.admin],
    params: campaignParams,
    produces: 'text/csv',
  }),
  returnMonth: defineRoute({
    method: 'GET',
    path: '/api/campaigns/return-month',
    summary:
      "The venue home's card: participants of the venue's campaigns who visited this month (Melbourne) and what they spent",
    tag,
    access: [ROLES.venue],
    data: venueReturnMonth,
  }),
  // Clicks for "Increase Click" (docs/connected-accounts.md, "Reach and clicks"): Spruik's own domain, not /api.
  clickRedirect: defineRoute({
    method: 'GET',
    path: '/l/:code',
    summary:
      "A type 1 participant's short link: 302 to the campaign's link, counting one click per visitor per hour (known bots are not counted); an unknown code answers a 404 page",
    tag,
    access: 'public',
    // Any text: a code that is not one of ours is the 404 page, not a validation error.
    params: z.object({ code: z.string() }),
    produces: 'text/html',
  }),
};
