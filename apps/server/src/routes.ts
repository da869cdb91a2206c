import type { FastifyInstance } from 'fastify';
import type { Deps } from './deps';
import { healthRoutes } from './features/health/health.routes';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { usersRoutes } from './features/users/users.routes';
import { imagesRoutes } from './features/images/images.routes';
import { outboxRoutes } from './features/mail/outbox.routes';
import { announcementsRoutes } from './features/announcements/announcements.routes';
import { venuesRoutes } from './features/venues/venues.routes';
import { menusRoutes } from './features/menus/menus.routes';
import { adminUsersRoutes } from './features/admin-users/admin-users.routes';

/** Every feature's routes, registered in this order. A new feature adds one line here. */
export const featureRoutes: Array<(app: FastifyInstance, deps: Deps) => void | Promise<void>> = [
  healthRoutes,
  accountsRoutes,
  usersRoutes,
  imagesRoutes,
  outboxRoutes,
  announcementsRoutes,
  venuesRoutes,
  menusRoutes,
  adminUsersRoutes,
];
