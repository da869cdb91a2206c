import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { statementsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import * as service from './statements.service';

const sendCsv = (reply: FastifyReply, { filename, csv }: { filename: string; csv: Readable }) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(csv);

/** Statements: each owner's own, and the operator's view of any user's. */
export function statementsRoutes(app: FastifyInstance, deps: Deps) {
  route(app, statementsApi.own, async ({ user, query }) => ({
    data: await service.ownStatement(deps, user, query),
  }));
  route(app, statementsApi.ownCsv, async ({ reply, user, query }) =>
    sendCsv(reply, await service.ownStatementCsv(deps, user, query)),
  );
  route(app, statementsApi.admin, async ({ params, query }) => ({
    data: await service.adminStatement(deps, params.id, query),
  }));
  route(app, statementsApi.adminCsv, async ({ reply, params, query }) =>
    sendCsv(reply, await service.adminStatementCsv(deps, params.id, query)),
  );
}
