import type { FastifyInstance } from 'fastify';
import { paymentsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { listPayments, listVouchers } from './payments.service';

/** Lists only: payment and voucher rows are created by the venue-payment and campaign features. */
export function paymentListRoutes(app: FastifyInstance, deps: Deps) {
  route(app, paymentsApi.list, async ({ user, query }) => ({
    data: await listPayments(deps, user, query),
  }));

  route(app, paymentsApi.vouchers, async ({ user, query }) => ({
    data: { vouchers: await listVouchers(deps, user, query) },
  }));
}
