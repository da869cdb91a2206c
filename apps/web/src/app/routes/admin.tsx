import type { RouteObject } from 'react-router';
import { ROLES } from '@spruik/shared';
import { RoleGate } from './guards';
import { lazyFrom } from './lazy-page';

const page = lazyFrom(() => import('./admin-pages'));

/** The operator (role 4, RULINGS.md). No shell yet; a later issue builds the console. */
export const adminRoutes: RouteObject = {
  element: <RoleGate roles={[ROLES.admin]} />,
  children: [{ path: '/admin', Component: page((m) => m.AdminPage) }],
};
