import {
  ROLES,
  VENUE_MSG,
  type AdminUserItem,
  type AdminUserUpdateRequest,
  type AdminUsersQuery,
  type AdminUsersResponse,
} from '@spruik/shared';
import type { Deps } from '../../deps';
import { badRequest, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { isUuid } from '../venues/ids';
import { venueLiveMail } from './admin-users.mails';
import { presentAdminUser } from './admin-users.presenter';
import {
  findUserRow,
  insertAudit,
  listUsers,
  lockUser,
  patchUser,
  type AdminUserRow,
  type UserPatch,
} from './admin-users.repository';

/** GET /api/admin/users. */
export async function adminListUsers(deps: Deps, query: AdminUsersQuery): Promise<AdminUsersResponse> {
  const { rows, total } = await listUsers(deps.db, query);
  return { users: rows.map(presentAdminUser), total, page: query.page, limit: query.limit };
}

const FIELDS = ['isActive', 'membership', 'latitude', 'longitude'] as const;

/** The rules of one operator change; returns only the fields that really change. */
function planChange(admin: AuthUser, user: AdminUserRow, input: AdminUserUpdateRequest): UserPatch {
  const isVenue = user.role === ROLES.venue;
  const venueFields = input.membership !== undefined || input.latitude !== undefined;
  if (venueFields && !isVenue) throw badRequest(VENUE_MSG.venueOnlyFields, 'VALIDATION');
  if (input.isActive === false && user.id === admin.id)
    throw badRequest(VENUE_MSG.cannotDeactivateSelf, 'VALIDATION');
  const next = { ...pick(user), ...definedOnly(input) };
  // A live venue must be on the map and have a membership (RULINGS.md: the admin sets both).
  if (isVenue && next.isActive) {
    if (next.latitude === null || next.longitude === null)
      throw badRequest(VENUE_MSG.coordinatesRequired, 'VALIDATION');
    next.membership ??= 1;
  }
  const patch: UserPatch = {};
  for (const f of FIELDS) if (next[f] !== user[f]) Object.assign(patch, { [f]: next[f] });
  return patch;
}

const pick = (u: AdminUserRow) => ({
  isActive: u.isActive,
  membership: u.membership,
  latitude: u.latitude,
  longitude: u.longitude,
});
const definedOnly = (o: AdminUserUpdateRequest) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<
    ReturnType<typeof pick>
  >;

/**
 * PUT /api/admin/users/{id}: activate or deactivate an account; for venues also membership and coordinates.
 * Every change is audited in the same transaction; a venue that goes live is e-mailed once, after commit.
 */
export async function adminUpdateUser(
  deps: Deps,
  admin: AuthUser,
  id: string,
  input: AdminUserUpdateRequest,
) {
  const { db } = deps;
  if (!isUuid(id)) throw notFound(VENUE_MSG.userNotFound);
  const result = await db.transaction(async (tx) => {
    if (!(await lockUser(tx, id))) throw notFound(VENUE_MSG.userNotFound);
    const before = (await findUserRow(tx, id)) as AdminUserRow;
    const patch = planChange(admin, before, input);
    if (Object.keys(patch).length === 0) return { user: before, wentLive: false };
    await patchUser(tx, id, patch);
    const was = Object.fromEntries(Object.keys(patch).map((k) => [k, before[k as keyof UserPatch]]));
    await insertAudit(tx, {
      actorId: admin.id,
      action: 'user.update',
      targetType: 'user',
      targetId: id,
      before: was,
      after: patch,
    });
    const user = (await findUserRow(tx, id)) as AdminUserRow;
    return { user, wentLive: user.role === ROLES.venue && !before.isActive && user.isActive };
  });
  if (result.wentLive) await sendLiveMail(deps, result.user);
  return { user: presentAdminUser(result.user) satisfies AdminUserItem, message: VENUE_MSG.userUpdated };
}

/** The outbox row keeps a failed SMTP send visible; activation itself already happened, so it is not undone. */
async function sendLiveMail(deps: Deps, user: AdminUserRow) {
  const mail = venueLiveMail(
    user.email,
    user.orgName || user.name,
    user.membership ?? 1,
    deps.config.publicUrl,
  );
  await deps.mailer.send(mail).catch(() => undefined);
}
