import type { FastifyInstance } from 'fastify';
import { announcementCreateRequest, announcementUpdateRequest, ROLES } from '@spruik/shared';
import type { Deps } from '../../deps';
import { parse } from '../../lib/validate';
import * as service from './admin-announcements.service';

const ADMIN = [ROLES.admin];
type IdParams = { Params: { id: string } };

/** Operator: the banners on the role homes. Every change is audited. */
export function adminAnnouncementsRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/announcements', async (req) => {
    await req.requireUser(ADMIN);
    return { data: { announcements: await service.adminListAnnouncements(deps) } };
  });

  app.post('/api/admin/announcements', async (req) => {
    const admin = await req.requireUser(ADMIN);
    return {
      data: await service.createAnnouncement(deps, admin, parse(announcementCreateRequest, req.body)),
    };
  });

  app.put<IdParams>('/api/admin/announcements/:id', async (req) => {
    const admin = await req.requireUser(ADMIN);
    const input = parse(announcementUpdateRequest, req.body);
    return { data: await service.updateAnnouncement(deps, admin, req.params.id, input) };
  });

  app.delete<IdParams>('/api/admin/announcements/:id', async (req) => {
    const admin = await req.requireUser(ADMIN);
    return { data: await service.deleteAnnouncement(deps, admin, req.params.id) };
  });
}
