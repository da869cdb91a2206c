import type { FastifyInstance } from 'fastify';
import { MONEY_MSG } from '@spruik/shared';
import { withdrawalsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import * as service from './withdrawals.service';

export async function withdrawalRoutes(app: FastifyInstance, deps: Deps) {
  // Venues may save bank details too (copied onto their withdrawals); businesses never withdraw.
  route(app, withdrawalsApi.saveBank, async ({ user, body }) => ({
    data: { message: MONEY_MSG.success, customerBank: await service.saveBank(deps, user.id, body) },
  }));

  route(
    app,
    withdrawalsApi.customerWithdraw,
    async ({ deps, user, body }) => {
      const { wallet, withdraw } = await service.customerWithdraw(deps, user, {
        amountCents: body.amount,
        instant: body.instant,
      });
      return { data: { message: MONEY_MSG.success, wallet, withdraw } };
    },
    { idempotency: { input: (r) => r.body } },
  );

  route(
    app,
    withdrawalsApi.venueWithdraw,
    async ({ deps, user, body }) => {
      const { withdraw, credit, withdrawable } = await service.venueWithdraw(deps, user, {
        amountCents: body.amount,
        instant: body.instant,
      });
      return { data: { message: MONEY_MSG.requested, withdraw, credit, withdrawable } };
    },
    { idempotency: { input: (r) => r.body } },
  );

  route(app, withdrawalsApi.listOwn, async ({ user }) => ({
    data: { withdraws: await service.listOwnWithdraws(deps, user.id) },
  }));

  route(app, withdrawalsApi.adminList, async ({ query }) => ({
    data: await service.listForAdmin(deps, query),
  }));

  route(
    app,
    withdrawalsApi.decide,
    async ({ deps, user, params, body }) => {
      const withdraw = await service.decideWithdrawal(deps, user, params.id, body);
      return { data: { message: body.approve ? 'Withdrawal verified.' : 'Withdrawal rejected.', withdraw } };
    },
    { idempotency: { input: (r) => r.body } },
  );

  route(app, withdrawalsApi.release, async ({ user, params }) => ({
    data: {
      message: MONEY_MSG.withdrawReleased,
      withdraw: await service.releaseHeldWithdrawal(deps, user, params.id),
    },
  }));

  // Each withdrawal in its own transaction (and, with a key, its own record): see idempotentBatch.
  route(
    app,
    withdrawalsApi.payMany,
    async ({ deps, user, body, each }) => ({
      data: await service.payWithdrawals(deps, user, body.ids, each),
    }),
    { idempotency: { kind: 'batch', input: (r) => r.body } },
  );
}
