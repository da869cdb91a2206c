/** The operator roles (owner only): who may use which part of the console (docs/security.md "Operator roles"). */
import { asc, eq, isNotNull } from 'drizzle-orm';
import { ERROR_CODE, ROLES, TWO_FACTOR_MSG, type OperatorItem, type OperatorRole } from '@spruik/shared';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { operatorTwoFactor, users } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { lockUser, updateUser } from '../../db/tables/users';
import { AppError, notFound } from '../../lib/app-error';
import { writeAudit } from '../audit';

async function listOperatorRows(db: DbOrTx, id?: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      operatorRole: users.operatorRole,
      isActive: users.isActive,
      createdAt: users.createdAt,
      twoFactor: isNotNull(operatorTwoFactor.enabledAt),
    })
    .from(users)
    .leftJoin(operatorTwoFactor, eq(operatorTwoFactor.userId, users.id))
    .where(id ? eq(users.id, id) : eq(users.role, ROLES.admin))
    .orderBy(asc(users.createdAt), asc(users.id));
}

const present = (r: Awaited<ReturnType<typeof listOperatorRows>>[number]): OperatorItem => ({
  _id: r.id,
  id: r.id,
  name: r.name,
  email: r.email,
  operatorRole: r.operatorRole,
  isActive: r.isActive,
  twoFactor: !!r.twoFactor,
  createdAt: r.createdAt.toISOString(),
});

/** GET /api/admin/operators: every operator, oldest first (there are few). */
export async function listOperators(deps: Deps) {
  return { operators: (await listOperatorRows(deps.db)).map(present) };
}

/**
 * PUT /api/admin/operators/:id: another operator's role, audited. An owner cannot change their own, so the
 * console always keeps the owner who made the change.
 */
export async function setOperatorRole(deps: Deps, actorId: string, id: string, role: OperatorRole) {
  if (id === actorId) throw new AppError(409, ERROR_CODE.CONFLICT, TWO_FACTOR_MSG.ownRole);
  return withTransaction(deps.db, async (tx) => {
    const user = await lockUser(tx, id);
    if (!user || user.role !== ROLES.admin) throw notFound(TWO_FACTOR_MSG.notOperator);
    if (user.operatorRole !== role) {
      await updateUser(tx, id, { operatorRole: role });
      await writeAudit(tx, {
        actorId,
        action: 'operator.role_changed',
        targetType: 'user',
        targetId: id,
        before: { operatorRole: user.operatorRole },
        after: { operatorRole: role },
      });
    }
    return present((await listOperatorRows(tx, id))[0]);
  });
}
