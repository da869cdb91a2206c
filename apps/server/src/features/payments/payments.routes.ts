import type { FastifyInstance } from 'fastify';
import { ROLES, vouchersQuery } from '@spruik/shared';
import type { Deps } from '../../deps';
import { parse } from '../../lib/validate';
import { listPayments, listVouchers } from './payments.service';

/** Lists only: payment and voucher rows are created by the venue-payment and campaign features. */
export function paymentListRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/payments', async (req) => {
    const user = await req.requireUser([ROLES.customer, ROLES.venue]);
    return { data: { payments: await listPayments(deps, user) } };
  });

  app.get('/api/vouchers', async (req) => {
    const user = await req.requireUser([ROLES.customer, ROLES.venue]);
    return { data: { vouchers: await listVouchers(deps, user, parse(vouchersQuery, req.query)) } };
  });
}
