/**
 * Who may call each route, declared on the route (its contract's `access`), enforced here once before any
 * handler runs: 'public' lets anyone through; otherwise the bearer token must name an active user (401) of one
 * of the listed roles (403), who is then `req.user`. An operator (role 4) passes a list that names role 4 or
 * their operator role; with ADMIN_2FA=required only on a session issued after their second factor (403
 * SECOND_FACTOR_REQUIRED). A route without a declaration stops the app from starting.
 */
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { ERROR_CODE, ROLES, type Access } from '@spruik/shared';
import type { Config } from '../config/env';
import type { Db } from '../db/client';
import { authReader, type AuthReader, type UserColumn } from '../db/tables/users';
import { AppError, forbidden, unauthorized } from '../lib/app-error';
import { requestClaims, userFromClaims, type AuthUser, type TokenService } from './auth';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /** Who may call the route. Every route declares it (see plugins/access.ts). */
    access?: Access;
    /** Columns of the caller's row the handler uses beyond the auth ones, read with the access check. */
    userColumns?: readonly UserColumn[];
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    /** The caller, once access allowed a signed-in route; null on public routes. */
    user: AuthUser | null;
  }
}

/**
 * Marks every route registered inside `scope` as public: plugins' own routes (static files, the API reference).
 * `hidden` keeps them out of the API reference.
 */
export function declarePublic(scope: FastifyInstance, opts: { hidden?: boolean } = {}) {
  scope.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object), access: 'public' };
    if (opts.hidden) route.schema = { ...route.schema, hide: true } as typeof route.schema;
  });
}

/**
 * Whether the caller's role is on the route's list; an operator's console role counts too, and an operator
 * without one (fail closed) passes no list.
 */
export function accessAllows(access: Exclude<Access, 'public' | 'signed-in'>, user: AuthUser): boolean {
  if (user.role !== ROLES.admin) return access.includes(user.role as never);
  if (!user.operatorRole) return false;
  return access.includes(ROLES.admin) || access.includes(user.operatorRole);
}

const secondFactorRequired = () =>
  new AppError(
    403,
    ERROR_CODE.SECOND_FACTOR_REQUIRED,
    'Sign in again with your authenticator code to use the console.',
  );

export function registerAccess(app: FastifyInstance, db: Db, tokens: TokenService, config: Config) {
  app.decorateRequest('user', null);

  // Fail closed: a route that does not say who may call it stops the app from starting, naming the route.
  // (Plugins' scopes mark their routes after registration, so look once every route is in.)
  const routes: Array<{ method: string | string[]; url: string; config?: unknown }> = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  app.addHook('onReady', async () => {
    const undeclared = routes.filter((r) => !(r.config as { access?: Access } | undefined)?.access);
    if (undeclared.length > 0) {
      const names = undeclared.map((r) => `${[r.method].flat().join(',')} ${r.url}`).join('; ');
      throw new Error(`routes without an access declaration: ${names}`);
    }
  });

  // One access check per route, built when the route is: its read of the caller (the auth columns plus the
  // route's declared ones) and its access, so a request reads neither from req.routeOptions (a new object each time).
  const checkAccess =
    (read: AuthReader, access: Exclude<Access, 'public'>): preValidationAsyncHookHandler =>
    async (req) => {
      const claims = await requestClaims(req, tokens);
      const user = await userFromClaims(read, claims);
      if (!user) throw unauthorized();
      if (user.role === ROLES.admin && config.admin2fa === 'required' && !claims?.sf) {
        throw secondFactorRequired();
      }
      if (access !== 'signed-in' && !accessAllows(access, user)) throw forbidden();
      req.user = user;
    };
  // Before the route's schemas run, so a caller who may not call it learns nothing about its input; rate
  // limits (plugins/rate-limit.ts) go in front of this and count every try.
  // Public and undeclared routes read no user (an undeclared one stops the app at ready, above).
  app.addHook('onRoute', (route) => {
    const config = route.config as { access?: Access; userColumns?: readonly UserColumn[] } | undefined;
    if (!config?.access || config.access === 'public') return;
    route.preValidation = [
      checkAccess(authReader(db, config.userColumns), config.access),
      ...[route.preValidation ?? []].flat(),
    ];
  });
}
