import type { FastifyInstance } from 'fastify';
import { adminPageQuery, questionRequest, ROLES } from '@spruik/shared';
import type { Deps } from '../../deps';
import { parse } from '../../lib/validate';
import * as service from './admin-questions.service';

const ADMIN = [ROLES.admin];
type IdParams = { Params: { id: string } };

/** Operator: the quiz question bank. Every change is audited. */
export function adminQuestionsRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/questions', async (req) => {
    await req.requireUser(ADMIN);
    return { data: await service.adminListQuestions(deps, parse(adminPageQuery, req.query)) };
  });

  app.post('/api/admin/questions', async (req) => {
    const admin = await req.requireUser(ADMIN);
    return { data: await service.createQuestion(deps, admin, parse(questionRequest, req.body)) };
  });

  app.put<IdParams>('/api/admin/questions/:id', async (req) => {
    const admin = await req.requireUser(ADMIN);
    const input = parse(questionRequest, req.body);
    return { data: await service.updateQuestion(deps, admin, req.params.id, input) };
  });

  app.delete<IdParams>('/api/admin/questions/:id', async (req) => {
    const admin = await req.requireUser(ADMIN);
    return { data: await service.deleteQuestion(deps, admin, req.params.id) };
  });
}
