import type { FastifyInstance } from 'fastify';
import {
  changePassRequest,
  forgetRequest,
  signinRequest,
  signupRequest,
  verifyRequest,
} from '@spruik/shared';
import type { Deps } from '../../deps';
import { parse } from '../../lib/validate';
import { changePassword, requestReset, sendSignupCode, signIn, signUp } from './accounts.service';

export function accountsRoutes(app: FastifyInstance, deps: Deps) {
  const { limiter } = deps;

  app.post('/api/verify', async (req) => {
    const { email } = parse(verifyRequest, req.body);
    limiter.hit(req, 'verify', email);
    return { data: await sendSignupCode(deps, email) };
  });

  app.post('/api/signup', async (req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    // SPEC.md: the code may also come as a header token.
    const headerToken = req.headers['token'];
    const input = parse(signupRequest, { ...body, token: body.token ?? headerToken });
    limiter.hit(req, 'verify', input.email);
    return { data: await signUp(deps, input) };
  });

  app.post('/api/signin', async (req) => {
    const input = parse(signinRequest, req.body);
    limiter.hit(req, 'signin', input.email);
    return { data: await signIn(deps, input) };
  });

  app.post('/api/forget', async (req) => {
    const { email } = parse(forgetRequest, req.body);
    limiter.hit(req, 'forget', email);
    return { data: await requestReset(deps, email) };
  });

  app.post('/api/change-pass', async (req) => {
    const query = (req.query ?? {}) as Record<string, unknown>;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const input = parse(changePassRequest, { ...body, token: body.token ?? query.token });
    limiter.hit(req, 'change-pass');
    return { data: await changePassword(deps, input.token, input.password) };
  });
}
