import type { FastifyInstance } from 'fastify';
import { operatorApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { limited } from '../../plugins/rate-limit';
import { route } from '../../plugins/route';
import { listOperators, setOperatorRole } from './roles.service';
import { confirmEnrolment, enrol, twoFactorStatusOf, verifySecondFactor } from './two-factor.service';

/** The second factor at sign-in (each code tried counts per operator and per IP) and the owner's roles page. */
export function operatorsRoutes(app: FastifyInstance, deps: Deps) {
  route(app, operatorApi.twoFactorStatus, async ({ user }) => ({
    data: await twoFactorStatusOf(deps, user.id),
  }));
  route(app, operatorApi.enrolTwoFactor, async ({ req, body }) => ({
    data: await enrol(deps, req, body.challenge),
  }));
  route(
    app,
    operatorApi.confirmTwoFactor,
    async ({ req, body }) => ({ data: await confirmEnrolment(deps, req, body) }),
    { ...limited('second-factor') },
  );
  route(
    app,
    operatorApi.verifyTwoFactor,
    async ({ req, body }) => ({ data: await verifySecondFactor(deps, req, body) }),
    { ...limited('second-factor') },
  );

  route(app, operatorApi.operators, async () => ({ data: await listOperators(deps) }));
  route(app, operatorApi.setOperatorRole, async ({ user, params, body }) => ({
    data: await setOperatorRole(deps, user.id, params.id, body.operatorRole),
  }));
}
