import {
  ADMIN_MSG,
  type AdminAnnouncement,
  type AnnouncementCreateRequest,
  type AnnouncementUpdateRequest,
} from '@spruik/shared';
import type { Tx } from '../../db/client';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { writeAudit } from '../audit';
import { presentAdminAnnouncement } from './announcements.presenter';
import * as repo from './announcements.repository';
import { withTransaction } from '../../db/transaction';

const audit = (actorId: string, action: string, targetId: string, before: unknown, after: unknown) => ({
  actorId,
  action: `announcement.${action}`,
  targetType: 'announcement',
  targetId,
  before,
  after,
});

/** GET /api/admin/announcements: every banner, in the order the homes show them. */
export async function adminListAnnouncements(deps: Deps): Promise<AdminAnnouncement[]> {
  return (await repo.listAnnouncements(deps.db)).map(presentAdminAnnouncement);
}

/** POST: a new banner goes to the end unless a position is given. */
export async function createAnnouncement(deps: Deps, admin: AuthUser, input: AnnouncementCreateRequest) {
  return withTransaction(deps.db, async (tx) => {
    const position = input.position ?? (await repo.nextPosition(tx));
    const row = await repo.insertAnnouncement(tx, {
      imageUrl: input.imageUrl,
      link: input.link,
      position,
      roles: input.roles,
    });
    const announcement = presentAdminAnnouncement(row);
    await writeAudit(tx, audit(admin.id, 'create', row.id, null, announcement));
    return { announcement, message: ADMIN_MSG.announcementCreated };
  });
}

async function lockOr404(tx: Tx, id: string) {
  const row = await repo.lockAnnouncement(tx, id);
  if (!row) throw notFound(ADMIN_MSG.announcementNotFound);
  return row;
}

/** PUT: changes the given fields; the audit keeps the whole banner before and after. */
export async function updateAnnouncement(
  deps: Deps,
  admin: AuthUser,
  id: string,
  input: AnnouncementUpdateRequest,
) {
  return withTransaction(deps.db, async (tx) => {
    const before = await lockOr404(tx, id);
    const row = await repo.updateAnnouncement(tx, id, input);
    const announcement = presentAdminAnnouncement(row);
    await writeAudit(tx, audit(admin.id, 'update', id, presentAdminAnnouncement(before), announcement));
    return { announcement, message: ADMIN_MSG.announcementUpdated };
  });
}

/** DELETE: once; a second delete answers 404. */
export async function deleteAnnouncement(deps: Deps, admin: AuthUser, id: string) {
  return withTransaction(deps.db, async (tx) => {
    const before = await lockOr404(tx, id);
    await repo.deleteAnnouncement(tx, id);
    await writeAudit(tx, audit(admin.id, 'delete', id, presentAdminAnnouncement(before), null));
    return { message: ADMIN_MSG.announcementDeleted };
  });
}
