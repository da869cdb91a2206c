import type { FastifyInstance } from 'fastify';
import { MONEY_MSG } from '@spruik/shared';
import { withdrawalsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { idempotent, idempotentBatch } from '../idempotency';
import * as service from './withdrawals.service';

export async function withdrawalRoutes(app: FastifyInstance, deps: Deps) {
  // Venues may save bank details too (copied onto their withdrawals); businesses never withdraw.
  route(app, withdrawalsApi.saveBank, async ({ user, body }) => ({
    data: { message: MONEY_MSG.success, customerBank: await service.saveBank(deps, user.id, body) },
  }));

  route(app, withdrawalsApi.customerWithdraw, async ({ req, reply, user, body }) =>
    idempotent(deps, req, reply, { userId: user.id, input: body.amount }, async (deps) => {
      const { wallet, withdraw } = await service.customerWithdraw(deps, user, body.amount);
      return { data: { message: MONEY_MSG.success, wallet, withdraw } };
    }),
  );

  route(app, withdrawalsApi.venueWithdraw, async ({ req, reply, user, body }) =>
    idempotent(deps, req, reply, { userId: user.id, input: body.amount }, async (deps) => {
      const { withdraw, credit, withdrawable } = await service.venueWithdraw(deps, user, body.amount);
      return { data: { message: MONEY_MSG.requested, withdraw, credit, withdrawable } };
    }),
  );

  route(app, withdrawalsApi.listOwn, async ({ user }) => ({
    data: { withdraws: await service.listOwnWithdraws(deps, user.id) },
  }));

  route(app, withdrawalsApi.adminList, async ({ query }) => ({
    data: await service.listForAdmin(deps, query),
  }));

  route(app, withdrawalsApi.decide, async ({ req, reply, user, params, body }) =>
    idempotent(deps, req, reply, { userId: user.id, input: body }, async (deps) => {
      const withdraw = await service.decideWithdrawal(deps, user, params.id, body);
      return { data: { message: body.approve ? 'Withdrawal verified.' : 'Withdrawal rejected.', withdraw } };
    }),
  );

  route(app, withdrawalsApi.release, async ({ user, params }) => ({
    data: {
      message: MONEY_MSG.withdrawReleased,
      withdraw: await service.releaseHeldWithdrawal(deps, user, params.id),
    },
  }));

  // Each withdrawal in its own transaction (and, with a key, its own record): see idempotentBatch.
  route(app, withdrawalsApi.payMany, async ({ req, reply, user, body }) =>
    idempotentBatch(deps, req, reply, { userId: user.id, input: body }, async (each) => ({
      data: await service.payWithdrawals(deps, user, body.ids, each),
    })),
  );
}
