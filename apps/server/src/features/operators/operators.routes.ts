import type { FastifyInstance } from 'fastify';
import { operatorsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { limited } from '../../plugins/rate-limit';
import { route } from '../../plugins/route';
import { listOperators, setOperatorRole } from './roles.service';
import { confirmEnrolment, enrol, twoFactorStatusOf, verifySecondFactor } from './two-factor.service';

/** The second factor at sign-in (each code tried counts per operator and per IP) and the owner's roles page. */
export function operatorsRoutes(app: FastifyInstance, deps: Deps) {
  route(app, operatorsApi.status, async ({ user }) => ({ data: await twoFactorStatusOf(deps, user.id) }));
  route(app, operatorsApi.enrol, async ({ req, body }) => ({ data: await enrol(deps, req, body.challenge) }));
  route(
    app,
    operatorsApi.confirm,
    async ({ req, body }) => ({ data: await confirmEnrolment(deps, req, body) }),
    { ...limited('second-factor') },
  );
  route(
    app,
    operatorsApi.verify,
    async ({ req, body }) => ({ data: await verifySecondFactor(deps, req, body) }),
    { ...limited('second-factor') },
  );

  route(app, operatorsApi.list, async () => ({ data: await listOperators(deps) }));
  route(app, operatorsApi.setRole, async ({ user, params, body }) => ({
    data: await setOperatorRole(deps, user.id, params.id, body.operatorRole),
  }));
}
