import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { presentAnnouncement } from './announcements.presenter';
import { listAnnouncements } from './announcements.repository';

/** GET /api/announcements: the banners on the role homes (admins manage them at /api/admin/announcements). */
export function announcementsRoutes(app: FastifyInstance, { db }: Deps) {
  app.get('/api/announcements', async (req) => {
    await req.requireUser();
    return { data: { announcements: (await listAnnouncements(db)).map(presentAnnouncement) } };
  });
}
