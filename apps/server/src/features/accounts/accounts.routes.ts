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
import { limited } from '../../plugins/rate-limit';
import { changePassword, requestReset, sendSignupCode, signIn, signUp } from './accounts.service';

export function accountsRoutes(app: FastifyInstance, deps: Deps) {
  app.post('/api/verify', limited('verify'), async (req) => {
    const { email } = parse(verifyRequest, req.body);
    return { data: await sendSignupCode(deps, email) };
  });

  app.post('/api/signup', limited('signup'), async (req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    // SPEC.md: the code may also come as a header token.
    const headerToken = req.headers['token'];
    const input = parse(signupRequest, { ...body, token: body.token ?? headerToken });
    return { data: await signUp(deps, input) };
  });

  app.post('/api/signin', limited('signin'), async (req) => {
    const input = parse(signinRequest, req.body);
    return { data: await signIn(deps, input) };
  });

  app.post('/api/forget', limited('forget'), async (req) => {
    const { email } = parse(forgetRequest, req.body);
    return { data: await requestReset(deps, email) };
  });

  app.post('/api/change-pass', limited('change-pass'), async (req) => {
    const query = (req.query ?? {}) as Record<string, unknown>;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const input = parse(changePassRequest, { ...body, token: body.token ?? query.token });
    return { data: await changePassword(deps, input.token, input.password) };
  });
}
