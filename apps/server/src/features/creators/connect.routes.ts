import type { FastifyInstance } from 'fastify';
import { creatorsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { disconnect, finishConnect, profileResult, startConnect } from './connect.service';
import { dataDeletion, deauthorize, findDeletion } from './meta-callbacks.service';
import { deletionStatusPage } from './sandbox-pages';
import { sandboxRoutes } from './sandbox.routes';

/** Forms (Meta's callbacks, the TEST MODE pages) as plain objects of strings. */
export function parseForms(scope: FastifyInstance) {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

/** Connected accounts (docs/connected-accounts.md): connect, the platform's callback, disconnect, Meta's callbacks. */
export async function connectRoutes(app: FastifyInstance, deps: Deps) {
  route(app, creatorsApi.connect, async ({ user, params }) => ({
    data: await startConnect(deps, user.id, params.platform),
  }));

  route(app, creatorsApi.disconnect, async ({ user, params }) => ({
    data: await disconnect(deps, user.id, params.platform),
  }));

  route(
    app,
    creatorsApi.callback,
    async ({ reply, params, query }) => {
      const result = await finishConnect(deps, params.platform, query);
      return reply.header('cache-control', 'no-store').redirect(profileResult(params.platform, result), 303);
    },
    // It stores a connection: counted as a write, though the platform sends a GET.
    { config: { writeLimit: true } },
  );

  await app.register(async (scope) => {
    parseForms(scope);
    route(scope, creatorsApi.deauthorize, async ({ body }) => ({
      data: await deauthorize(deps, body.signed_request),
    }));
    route(scope, creatorsApi.dataDeletion, async ({ reply, body }) => {
      // Meta reads these two fields at the top level, not under `data`.
      const answer = await dataDeletion(deps, body.signed_request);
      return reply.type('application/json').send(JSON.stringify(answer));
    });
    route(scope, creatorsApi.deletionStatus, async ({ reply, params }) => {
      const row = await findDeletion(deps, params.code);
      return reply
        .status(row ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(
          deletionStatusPage({
            code: params.code,
            status: row?.status ?? null,
            at: row?.completedAt ?? null,
          }),
        );
    });
    await sandboxRoutes(scope, deps);
  });
}
