import type { FastifyInstance } from 'fastify';
import { payAtVenueApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { listPockets, venueCredit } from '../venues';
import { listPayments, listVouchers } from './payments.service';

/**
 * The customer's and venue's money lists: payments, vouchers, pockets and credit at a venue. Payment and voucher
 * rows are created by paying at the venue and by campaigns.
 */
export function paymentsRoutes(app: FastifyInstance, deps: Deps) {
  route(app, payAtVenueApi.payments, async ({ user, query }) => ({
    data: await listPayments(deps, user, query),
  }));

  route(app, payAtVenueApi.vouchers, async ({ user, query }) => ({
    data: { vouchers: await listVouchers(deps, user, query) },
  }));

  route(app, payAtVenueApi.credit, async ({ user, params }) => ({
    data: { user: await venueCredit(deps.db, user, params.venueId) },
  }));

  route(app, payAtVenueApi.pockets, async ({ user }) => ({
    data: { pockets: await listPockets(deps.db, user) },
  }));
}
