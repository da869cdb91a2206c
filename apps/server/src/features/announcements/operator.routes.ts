import type { FastifyInstance } from 'fastify';
import { announcementsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import * as service from './operator.service';

/** Operator: the banners on the role homes. Every change is audited. */
export function announcementsOperatorRoutes(app: FastifyInstance, deps: Deps) {
  route(app, announcementsApi.adminList, async () => ({
    data: { announcements: await service.adminListAnnouncements(deps) },
  }));

  route(app, announcementsApi.create, async ({ user, body }) => ({
    data: await service.createAnnouncement(deps, user, body),
  }));

  route(app, announcementsApi.update, async ({ user, params, body }) => ({
    data: await service.updateAnnouncement(deps, user, params.id, body),
  }));

  route(app, announcementsApi.remove, async ({ user, params }) => ({
    data: await service.deleteAnnouncement(deps, user, params.id),
  }));
}
