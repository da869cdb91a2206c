import type { FastifyInstance } from 'fastify';
import {
  adminWithdrawsQuery,
  bankRequest,
  customerWithdrawRequest,
  MONEY_MSG,
  ROLES,
  venueWithdrawRequest,
  withdrawDecisionRequest,
} from '@spruik/shared';
import type { Deps } from '../../deps';
import { parse } from '../../lib/validate';
import { idempotent } from '../idempotency/idempotency';
import * as service from './withdrawals.service';

export async function withdrawalRoutes(app: FastifyInstance, deps: Deps) {
  // Venues may save bank details too (copied onto their withdrawals); businesses never withdraw.
  app.post('/api/users/bank', async (req) => {
    const user = await req.requireUser([ROLES.customer, ROLES.venue]);
    const customerBank = await service.saveBank(deps, user.id, parse(bankRequest, req.body));
    return { data: { message: MONEY_MSG.success, customerBank } };
  });

  app.post('/api/users/withdraw', async (req, reply) => {
    const user = await req.requireUser([ROLES.customer]);
    const { amount } = parse(customerWithdrawRequest, req.body);
    return idempotent(deps, req, reply, { userId: user.id, input: amount }, async (deps) => {
      const { wallet, withdraw } = await service.customerWithdraw(deps, user, amount);
      return { data: { message: MONEY_MSG.success, wallet, withdraw } };
    });
  });

  app.post('/api/withdraws', async (req, reply) => {
    const user = await req.requireUser([ROLES.venue]);
    const { amount } = parse(venueWithdrawRequest, req.body);
    return idempotent(deps, req, reply, { userId: user.id, input: amount }, async (deps) => {
      const { withdraw, credit } = await service.venueWithdraw(deps, user, amount);
      return { data: { message: MONEY_MSG.requested, withdraw, credit } };
    });
  });

  app.get('/api/withdraws', async (req) => {
    const user = await req.requireUser([ROLES.venue, ROLES.business, ROLES.customer]);
    return { data: { withdraws: await service.listOwnWithdraws(deps, user.id) } };
  });

  app.get('/api/admin/withdraws', async (req) => {
    await req.requireUser([ROLES.admin]);
    const { status } = parse(adminWithdrawsQuery, req.query);
    return { data: { withdraws: await service.listForAdmin(deps, status) } };
  });

  app.post<{ Params: { id: string } }>('/api/admin/withdraws/:id', async (req, reply) => {
    const admin = await req.requireUser([ROLES.admin]);
    const { approve } = parse(withdrawDecisionRequest, req.body);
    return idempotent(deps, req, reply, { userId: admin.id, input: approve }, async (deps) => {
      const withdraw = await service.decideWithdrawal(deps, admin, req.params.id, approve);
      return { data: { message: approve ? 'Withdrawal verified.' : 'Withdrawal rejected.', withdraw } };
    });
  });
}
