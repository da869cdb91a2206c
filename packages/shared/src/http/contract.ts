/**
 * One declared HTTP contract per route. The server registers the route from it (validation, serialisation,
 * who may call it, the OpenAPI document) and the web calls the route through it (request and answer types), so
 * a change on one side that the other does not follow fails the type check.
 */
import { z } from 'zod';
import type { OperatorRole, Role } from '../constants';

/**
 * Who may call a route: anyone, anyone signed in, or only the listed roles (1 venue, 2 business, 3 customer,
 * 4 admin: every operator) and operator roles ('owner', 'support', 'finance': an admin holding that role).
 */
export type Access = 'public' | 'signed-in' | readonly (Role | OperatorRole)[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RouteContract = {
  method: HttpMethod;
  /** Fastify's path syntax, e.g. '/api/campaigns/:id'. */
  path: string;
  /** One line for the API reference. */
  summary: string;
  /** The reference's section. */
  tag: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A JSON answer's `data` on success: the body is `{ data }`. */
  data?: z.ZodType;
  /** A non-JSON answer instead (a CSV export, an HTML page, a PDF document): its media type. */
  produces?: 'text/csv' | 'text/html' | 'text/plain' | 'application/pdf';
  /** The route honours an `Idempotency-Key` header: a repeat answers the first answer. */
  idempotent?: boolean;
};

/** Declares a route's contract; `const` keeps its literal types (access, schemas) for both sides. */
export const defineRoute = <const C extends RouteContract>(contract: C): C => contract;

/** The body of every JSON success: `{ data }`. */
export const dataBody = <S extends z.ZodType>(data: S) => z.object({ data });

type Part<C, K extends 'params' | 'query' | 'body', Side extends 'in' | 'out'> = C extends {
  [P in K]: infer S extends z.ZodType;
}
  ? Side extends 'in'
    ? z.input<S>
    : z.output<S>
  : undefined;

/** What a caller sends (before the schemas' transforms). */
export type ParamsIn<C> = Part<C, 'params', 'in'>;
export type QueryIn<C> = Part<C, 'query', 'in'>;
export type BodyIn<C> = Part<C, 'body', 'in'>;

/** What the handler receives (after the schemas' transforms). */
export type ParamsOf<C> = Part<C, 'params', 'out'>;
export type QueryOf<C> = Part<C, 'query', 'out'>;
export type BodyOf<C> = Part<C, 'body', 'out'>;

/** The answer's `data`: what the handler returns and what the web receives (response schemas have no transforms). */
export type DataOf<C> = C extends { data: infer S extends z.ZodType } ? z.output<S> : never;

/** What the web passes to call a route: its path params, query and body, each only where the contract has one. */
export type CallInput<C> = (C extends { params: z.ZodType } ? { params: ParamsIn<C> } : { params?: never }) &
  (C extends { query: z.ZodType } ? { query?: QueryIn<C> } : { query?: never }) &
  (C extends { body: z.ZodType } ? { body: BodyIn<C> } : { body?: never });

/** The route needs no signed-in user. */
export type IsPublic<C> = C extends { access: 'public' } ? true : false;
