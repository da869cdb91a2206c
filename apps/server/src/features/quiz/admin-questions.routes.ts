import type { FastifyInstance } from 'fastify';
import { adminQuestionsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import * as service from './admin-questions.service';

/** Operator: the quiz question bank. Every change is audited. */
export function adminQuestionsRoutes(app: FastifyInstance, deps: Deps) {
  route(app, adminQuestionsApi.list, async ({ query }) => ({
    data: await service.adminListQuestions(deps, query),
  }));

  route(app, adminQuestionsApi.create, async ({ user, body }) => ({
    data: await service.createQuestion(deps, user, body),
  }));

  route(app, adminQuestionsApi.update, async ({ user, params, body }) => ({
    data: await service.updateQuestion(deps, user, params.id, body),
  }));

  route(app, adminQuestionsApi.remove, async ({ user, params }) => ({
    data: await service.deleteQuestion(deps, user, params.id),
  }));
}
