import type { FastifyInstance } from 'fastify';
import { announcementsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { presentAnnouncement } from './announcements.presenter';
import { listAnnouncements } from './announcements.repository';

/** GET /api/announcements: the banners on the role homes (admins manage them at /api/admin/announcements). */
export function announcementsRoutes(app: FastifyInstance, { db }: Deps) {
  route(app, announcementsApi.list, async () => ({
    data: { announcements: (await listAnnouncements(db)).map(presentAnnouncement) },
  }));
}
