/**
 * The e-mail outbox: the console's page for admins, and outside production the development outbox for a caller
 * on the server's own machine (public in the contract's sense: the route itself answers anyone else the 404 of
 * an unknown path).
 */
import { ROLES } from '../constants';
import { defineRoute } from '../http/contract';
import { adminOutboxQuery, adminOutboxResponse, devOutboxQuery, devOutboxResponse } from '../outbox';

const tag = 'Outbox';

export const outboxApi = {
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/outbox',
    summary: 'Every e-mail the product wrote, newest first; `to` matches part of the address',
    tag,
    access: [ROLES.admin],
    query: adminOutboxQuery,
    data: adminOutboxResponse,
  }),
  devList: defineRoute({
    method: 'GET',
    path: '/api/dev/outbox',
    summary: 'Development only, from this machine only: the latest 50 e-mails (`to`: the exact address)',
    tag,
    access: 'public',
    query: devOutboxQuery,
    data: devOutboxResponse,
  }),
  devPage: defineRoute({
    method: 'GET',
    path: '/dev/outbox',
    summary: 'Development only, from this machine only: the latest 50 e-mails as a page',
    tag,
    access: 'public',
    produces: 'text/html',
  }),
};
