import type { FastifyInstance } from 'fastify';
import { ROLES } from '@spruik/shared';
import { announcementsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { presentAnnouncement } from './announcements.presenter';
import { listAnnouncements } from './announcements.repository';

/**
 * GET /api/announcements: the banners on the caller's home, only those meant for its role (an operator sees
 * every one; admins manage them at /api/admin/announcements).
 */
export function announcementsRoutes(app: FastifyInstance, { db }: Deps) {
  route(app, announcementsApi.list, async ({ user }) => {
    const role = user.role === ROLES.admin ? undefined : user.role;
    return { data: { announcements: (await listAnnouncements(db, role)).map(presentAnnouncement) } };
  });
}
