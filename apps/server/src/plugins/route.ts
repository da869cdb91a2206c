/**
 * Registers a route from its contract (packages/shared): the contract's zod schemas validate params, query and
 * body (the first failing field's message answers, see plugins/errors.ts) and serialise the answer, so a field
 * the `data` schema does not declare never leaves the server; its `access` says who may call it
 * (plugins/access.ts); and the same schemas make the OpenAPI document (plugins/openapi.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataBody,
  errorBody,
  type Access,
  type BodyOf,
  type DataOf,
  type IsPublic,
  type ParamsOf,
  type QueryOf,
  type RouteContract,
} from '@spruik/shared';
import type { UserColumn, UserRow } from '../db/tables/users';
import type { AuthUser } from './auth';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /** The route honours an Idempotency-Key header (documented in the API reference). */
    idempotent?: boolean;
  }
}

/** zod validates and serialises every route that declares schemas. A missing body or query reads as `{}`. */
export function useZodSchemas(app: FastifyInstance) {
  app.setValidatorCompiler((route) => {
    const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    return (data: unknown) => validate(data ?? {});
  });
  app.setSerializerCompiler(serializerCompiler);
}

/** The caller as the handler sees it: the auth columns and the columns the route declared (`RouteExtras.user`). */
export type Caller<K extends UserColumn = never> = AuthUser & Pick<UserRow, K>;

export type RouteContext<C extends RouteContract, K extends UserColumn = never> = {
  req: FastifyRequest;
  reply: FastifyReply;
  /** The caller: always present unless the route is public. */
  user: IsPublic<C> extends true ? Caller<K> | null : Caller<K>;
  params: ParamsOf<C>;
  query: QueryOf<C>;
  body: BodyOf<C>;
};

/** What the handler answers: `{ data }` for JSON routes; the raw body (a CSV, a page) otherwise. */
export type RouteAnswer<C extends RouteContract> = C extends { data: z.ZodType }
  ? { data: DataOf<C> }
  : unknown;

/** Fastify options beside the contract: limits, rate-limit names, a body parser scope's own settings. */
export type RouteExtras<K extends UserColumn = never> = Pick<
  RouteShorthandOptions,
  'bodyLimit' | 'config' | 'preValidation'
> & {
  /**
   * Columns of the caller's row the handler uses beyond id, role, isActive and tokenVersion: read in the
   * access check's one statement, so a route that needs the profile pays no second read and one that does
   * not never loads it.
   */
  user?: readonly K[];
};

export function route<const C extends RouteContract, const K extends UserColumn = never>(
  app: FastifyInstance,
  contract: C,
  handler: (ctx: RouteContext<C, K>) => Promise<RouteAnswer<C>>,
  extras: RouteExtras<K> = {},
) {
  app.route({
    method: contract.method,
    url: contract.path,
    schema: schemaOf(contract),
    bodyLimit: extras.bodyLimit,
    preValidation: extras.preValidation,
    config: {
      ...extras.config,
      access: contract.access,
      idempotent: contract.idempotent,
      userColumns: extras.user,
    },
    handler: (req, reply) =>
      handler({
        req,
        reply,
        user: req.user as RouteContext<C, K>['user'],
        params: req.params as ParamsOf<C>,
        query: req.query as QueryOf<C>,
        body: req.body as BodyOf<C>,
      }),
  });
}

const ROLE_NAMES: Record<number, string> = { 1: 'venue', 2: 'business', 3: 'customer', 4: 'admin' };

export const accessText = (access: Access) =>
  access === 'public'
    ? 'Anyone may call it.'
    : access === 'signed-in'
      ? 'Any signed-in user.'
      : `Roles: ${access.map((r) => (typeof r === 'number' ? `${r} (${ROLE_NAMES[r]})` : `operator ${r}`)).join(', ')}.`;

/** The Fastify schema: validation and serialisation, plus what the API reference shows. */
function schemaOf(c: RouteContract) {
  const success = c.data
    ? dataBody(c.data)
    : { content: { [c.produces ?? 'application/json']: { schema: z.string() } } };
  return {
    summary: c.summary,
    description: accessText(c.access) + (c.idempotent ? ' Honours an Idempotency-Key header.' : ''),
    tags: [c.tag],
    ...(c.access === 'public' ? {} : { security: [{ bearer: [] }] }),
    ...(c.params ? { params: c.params } : {}),
    ...(c.query ? { querystring: c.query } : {}),
    ...(c.body ? { body: c.body } : {}),
    response: { 200: success, '4xx': errorBody, '5xx': errorBody },
  };
}
