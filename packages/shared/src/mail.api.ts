/**
 * The e-mail outbox: the console's page for admins, and outside production the development outbox for a caller
 * on the server's own machine (public in the contract's sense: the route itself answers anyone else the 404 of
 * an unknown path).
 */
import { OPERATORS } from './constants';
import { defineRoute } from './http/contract';
import { idParams } from './http/wire';
import { revealMailRequest } from './operator';
import { adminOutboxQuery, adminOutboxResponse, devOutboxQuery, devOutboxResponse, outboxMail } from './mail';

const tag = 'Outbox';

export const mailApi = {
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/outbox',
    summary: 'Every e-mail the product wrote, newest first; `to` matches part of the address',
    tag,
    access: OPERATORS.support,
    query: adminOutboxQuery,
    data: adminOutboxResponse,
  }),
  reveal: defineRoute({
    method: 'POST',
    path: '/api/admin/outbox/:id/reveal',
    summary:
      'The owner reads one e-mail whole (its reset link or code) after a written reason, kept in the audit log',
    tag,
    access: OPERATORS.owner,
    params: idParams({ id: 'E-mail not found.' }),
    body: revealMailRequest,
    data: outboxMail,
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
