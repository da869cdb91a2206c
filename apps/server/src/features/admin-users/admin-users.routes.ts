import type { FastifyInstance } from 'fastify';
import { adminUserUpdateRequest, adminUsersQuery, ROLES } from '@spruik/shared';
import type { Deps } from '../../deps';
import { parse } from '../../lib/validate';
import { adminListUsers, adminUpdateUser } from './admin-users.service';

const ADMIN = [ROLES.admin];

/** Operator: the account list (e.g. venues waiting for activation) and activation with membership and coordinates. */
export function adminUsersRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/users', async (req) => {
    await req.requireUser(ADMIN);
    return { data: await adminListUsers(deps, parse(adminUsersQuery, req.query)) };
  });

  app.put<{ Params: { id: string } }>('/api/admin/users/:id', async (req) => {
    const admin = await req.requireUser(ADMIN);
    return {
      data: await adminUpdateUser(deps, admin, req.params.id, parse(adminUserUpdateRequest, req.body)),
    };
  });
}
