import {
  ADMIN_MSG,
  ERROR_CODE,
  ROLES,
  SUSPEND_REASON,
  VENUE_MSG,
  type AdminUserItem,
  type AdminUserUpdateRequest,
  type AdminUsersQuery,
  type AdminUsersResponse,
} from '@spruik/shared';
import type { Tx } from '../../db/client';
import { updateOrganisation } from '../../db/tables/organisations';
import {
  endSessions,
  findUserByLegendCode,
  lockUser,
  newLegendCode,
  updateUser,
} from '../../db/tables/users';
import type { Deps } from '../../deps';
import { badRequest, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { writeAudit } from '../audit';
import { pushMessages } from '../messages';
import { mailVerifiedAccounts, messageVerifiedAccounts } from './creator-verification';
import { venueLiveMail } from './operator.mails';
import { presentAdminUser } from './operator.presenter';
import { findAdminUser, listUsers, type AdminUserRow, type UserPatch } from './operator.repository';
import { withTransaction } from '../../db/transaction';
import { keysetPage, readCursor } from '../../db/keyset';

/** GET /api/admin/users: newest first, a page at a time (keyset). */
export async function adminListUsers(deps: Deps, query: AdminUsersQuery): Promise<AdminUsersResponse> {
  const rows = await listUsers(deps.db, query, readCursor(query.cursor), query.limit + 1);
  const { page, nextCursor } = keysetPage(rows, query.limit, (r) => ({ at: r.at, id: r.id }));
  return { users: page.map(presentAdminUser), nextCursor, limit: query.limit };
}

const FIELDS = [
  'isActive',
  'membership',
  'latitude',
  'longitude',
  'level',
  'instagramFollowers',
  'tiktokFollowers',
  'youtubeFollowers',
] as const;

/** Who may carry which field: venues have membership, coordinates and an address; customers a level. */
function checkFieldsFit(user: AdminUserRow, input: AdminUserUpdateRequest) {
  const isVenue = user.role === ROLES.venue;
  const venueFields = input.membership !== undefined || input.latitude !== undefined;
  if (venueFields && !isVenue) throw badRequest(VENUE_MSG.venueOnlyFields, ERROR_CODE.VALIDATION);
  if (input.address !== undefined && !isVenue)
    throw badRequest(ADMIN_MSG.venueOnlyAddress, ERROR_CODE.VALIDATION);
  if (input.level !== undefined && user.role !== ROLES.customer)
    throw badRequest(ADMIN_MSG.customerOnlyLevel, ERROR_CODE.VALIDATION);
}

type Plan = { patch: UserPatch; address?: string };

/** The rules of one operator change; returns only the fields that really change. */
function planChange(admin: AuthUser, user: AdminUserRow, input: AdminUserUpdateRequest, now: Date): Plan {
  checkFieldsFit(user, input);
  if (input.isActive === false && user.id === admin.id)
    throw badRequest(VENUE_MSG.cannotDeactivateSelf, ERROR_CODE.VALIDATION);
  const next = { ...pick(user), ...definedOnly(input) };
  // A live venue must be on the map and have a membership (docs/spec.md, Venues and menus: the operator sets both).
  if (user.role === ROLES.venue && next.isActive) {
    if (next.latitude === null || next.longitude === null)
      throw badRequest(VENUE_MSG.coordinatesRequired, ERROR_CODE.VALIDATION);
    next.membership ??= 1;
  }
  const patch: UserPatch = {};
  for (const f of FIELDS) if (next[f] !== user[f]) Object.assign(patch, { [f]: next[f] });
  // Entering a follower count verifies that account; an earlier decline no longer stands.
  if (user.socialDeclinedReason && (patch.instagramFollowers != null || patch.tiktokFollowers != null))
    patch.socialDeclinedReason = null;
  // Suspended vs awaiting activation: switching a live account off records why; reactivating clears it.
  if (patch.isActive === false)
    Object.assign(patch, { suspendedReason: SUSPEND_REASON.operator, suspendedAt: now });
  if (patch.isActive === true && user.suspendedAt)
    Object.assign(patch, { suspendedReason: null, suspendedAt: null });
  const address = input.address !== undefined && input.address !== user.address ? input.address : undefined;
  return { patch, address };
}

const pick = (u: AdminUserRow) => ({
  isActive: u.isActive,
  membership: u.membership,
  latitude: u.latitude,
  longitude: u.longitude,
  level: u.level,
  instagramFollowers: u.instagramFollowers,
  tiktokFollowers: u.tiktokFollowers,
  youtubeFollowers: u.youtubeFollowers,
});
const definedOnly = (o: AdminUserUpdateRequest) =>
  Object.fromEntries(
    Object.entries(o).filter(([k, v]) => v !== undefined && (FIELDS as readonly string[]).includes(k)),
  ) as Partial<ReturnType<typeof pick>>;

/** A customer made Legend gets a referral code unless they kept one from before (docs/spec.md, Creators). */
async function withLegendCode(tx: Tx, user: AdminUserRow, patch: UserPatch): Promise<UserPatch> {
  if (patch.level !== 2 || user.legendCode) return patch;
  let code = newLegendCode();
  while (await findUserByLegendCode(tx, code)) code = newLegendCode();
  return { ...patch, legendCode: code };
}

/** Applies the plan and answers the audit's before and after (changed fields only). */
async function apply(tx: Tx, user: AdminUserRow, plan: Plan) {
  const patch = await withLegendCode(tx, user, plan.patch);
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = { ...patch };
  for (const k of Object.keys(patch)) before[k] = user[k as keyof UserPatch];
  if (Object.keys(patch).length > 0) await updateUser(tx, user.id, patch);
  if (patch.isActive === false) await endSessions(tx, user.id);
  if (plan.address !== undefined) {
    if (user.orgName === null) throw badRequest(VENUE_MSG.venueNotFound, ERROR_CODE.VALIDATION);
    await updateOrganisation(tx, user.id, { address: plan.address });
    before.address = user.address;
    after.address = plan.address;
  }
  return { before, after };
}

/**
 * PUT /api/admin/users/{id}: activate or deactivate an account; for venues also membership, coordinates and
 * address; for customers the level (Legend gets a referral code); follower counts for anyone.
 * Every change is audited in the same transaction; a venue that goes live is e-mailed once, after commit.
 * Switching an account off ends its sessions for good (tokens and open sockets).
 */
export async function adminUpdateUser(
  deps: Deps,
  admin: AuthUser,
  id: string,
  input: AdminUserUpdateRequest,
) {
  const { db } = deps;
  const result = await withTransaction(db, async (tx) => {
    // Two admins deciding at once see each other's change (and one e-mail goes out). A new legend code (a
    // key column) then waits for the user's payments and withdrawals, holding nothing they need.
    if (!(await lockUser(tx, id))) throw notFound(VENUE_MSG.userNotFound);
    const user = (await findAdminUser(tx, id)) as AdminUserRow;
    const plan = planChange(admin, user, input, deps.clock.now());
    if (Object.keys(plan.patch).length === 0 && plan.address === undefined)
      return { user, wentLive: false, switchedOff: false, messages: [] };
    const { before, after } = await apply(tx, user, plan);
    await writeAudit(tx, {
      actorId: admin.id,
      action: 'user.update',
      targetType: 'user',
      targetId: id,
      before,
      after,
    });
    const updated = (await findAdminUser(tx, id)) as AdminUserRow;
    const messages = await messageVerifiedAccounts(tx, deps, user, plan.patch);
    return {
      messages,
      user: updated,
      wentLive: updated.role === ROLES.venue && !user.isActive && updated.isActive,
      switchedOff: user.isActive && !updated.isActive,
    };
  });
  // After commit: the account's open sockets stop receiving at once (its tokens already fail).
  if (result.switchedOff) deps.realtime.disconnectUser(id);
  pushMessages(deps, result.messages);
  await mailVerifiedAccounts(deps, result.user, result.messages);
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
