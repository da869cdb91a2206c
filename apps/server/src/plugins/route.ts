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
import type { Deps } from '../deps';
import type { AuthUser } from './auth';
import { idempotent, idempotentAroundProvider, idempotentBatch, type BatchItemRunner } from './idempotency';

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
  /**
   * The app's deps. In a route whose contract is `idempotent`, the key's transaction's: the handler's writes
   * commit with the key's record, or not at all (docs/idempotency.md).
   */
  deps: Deps;
  /** Runs one item of a batch at most once per key (`idempotency.kind: 'batch'`); elsewhere it just runs it. */
  each: BatchItemRunner;
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
  /**
   * How the contract's `idempotent` flag is honoured (docs/idempotency.md): inside the handler's transaction
   * (the default), around a payment provider's call ('provider': no transaction held across the network), or
   * item by item ('batch': each item in its own transaction). `input` is what makes two requests "the same"
   * (default: the raw body); `fallbackKey` is a key the body carries when the header is absent.
   */
  idempotency?: {
    kind?: 'transaction' | 'provider' | 'batch';
    input?: (ctx: RequestParts) => unknown;
    fallbackKey?: (ctx: RequestParts) => string | null | undefined;
  };
};

/** What `idempotency.input` and `fallbackKey` read: the validated request. */
type RequestParts = { params: any; query: any; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- each route's own schema types them

/** The app's deps, decorated on the instance before the features register (app.ts). */
const depsOf = (req: FastifyRequest) => (req.server as FastifyInstance & { deps: Deps }).deps;

export function route<const C extends RouteContract, const K extends UserColumn = never>(
  app: FastifyInstance,
  contract: C,
  handler: (ctx: RouteContext<C, K>) => Promise<RouteAnswer<C>>,
  extras: RouteExtras<K> = {},
) {
  const { idempotency, user: userColumns, ...options } = extras;
  if (idempotency && !contract.idempotent)
    throw new Error(
      `${contract.method} ${contract.path}: idempotency options, but the contract is not idempotent`,
    );
  if (contract.idempotent && contract.access === 'public')
    throw new Error(`${contract.method} ${contract.path}: an idempotency key belongs to a signed-in caller`);
  app.route({
    method: contract.method,
    url: contract.path,
    schema: schemaOf(contract),
    bodyLimit: options.bodyLimit,
    preValidation: options.preValidation,
    config: {
      ...options.config,
      access: contract.access,
      idempotent: contract.idempotent,
      userColumns,
    },
    handler: (req, reply) => {
      const deps = depsOf(req);
      const ctx: RouteContext<C, K> = {
        req,
        reply,
        user: req.user as RouteContext<C, K>['user'],
        params: req.params as ParamsOf<C>,
        query: req.query as QueryOf<C>,
        body: req.body as BodyOf<C>,
        deps,
        each: (_item, work) => work(deps),
      };
      if (!contract.idempotent) return handler(ctx);
      const who = {
        userId: (req.user as AuthUser).id,
        input: idempotency?.input?.(ctx),
        fallbackKey: idempotency?.fallbackKey?.(ctx),
      };
      switch (idempotency?.kind) {
        case 'provider':
          return idempotentAroundProvider(deps, req, reply, who, () => handler(ctx));
        case 'batch':
          return idempotentBatch(deps, req, reply, who, (each) => handler({ ...ctx, each }));
        default:
          return idempotent(deps, req, reply, who, (tx) => handler({ ...ctx, deps: tx }));
      }
    },
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
