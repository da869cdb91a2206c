import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { limited } from '../../plugins/rate-limit';
import { route } from '../../plugins/route';
import { recordDevice, seenFrom } from './devices';
import { changePassword, requestReset, sendSignupCode, signIn, signUp } from './accounts.service';

type Fields = Record<string, unknown>;

/** A value may come beside the body (the sign-up code as a `token` header, the reset token in the query). */
const tokenFrom = (read: (req: FastifyRequest) => unknown) => async (req: FastifyRequest) => {
  const body = (req.body ?? {}) as Fields;
  if (body && typeof body === 'object' && body.token === undefined) req.body = { ...body, token: read(req) };
};

export function accountsRoutes(app: FastifyInstance, deps: Deps) {
  route(app, accountsApi.verify, async ({ body }) => ({ data: await sendSignupCode(deps, body.email) }), {
    ...limited('verify'),
  });

  route(
    app,
    accountsApi.signup,
    async ({ req, body }) => ({ data: await signUp(deps, body, seenFrom(req)) }),
    {
      ...limited('signup'),
      preValidation: tokenFrom((req) => req.headers['token']),
    },
  );

  route(
    app,
    accountsApi.signin,
    async ({ req, body }) => {
      const data = await signIn(deps, body);
      await recordDevice(deps.db, deps, data.id, seenFrom(req));
      return { data };
    },
    {
      ...limited('signin'),
    },
  );

  route(app, accountsApi.forget, async ({ body }) => ({ data: await requestReset(deps, body.email) }), {
    ...limited('forget'),
  });

  route(
    app,
    accountsApi.changePass,
    async ({ body }) => ({ data: await changePassword(deps, body.token, body.password) }),
    { ...limited('change-pass'), preValidation: tokenFrom((req) => (req.query as Fields).token) },
  );
}
