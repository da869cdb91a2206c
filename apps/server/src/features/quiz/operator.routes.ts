import type { FastifyInstance } from 'fastify';
import { quizApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import * as service from './operator.service';

/** Operator: the quiz question bank. Every change is audited. */
export function quizOperatorRoutes(app: FastifyInstance, deps: Deps) {
  route(app, quizApi.adminList, async ({ query }) => ({
    data: await service.adminListQuestions(deps, query),
  }));

  route(app, quizApi.createQuestion, async ({ user, body }) => ({
    data: await service.createQuestion(deps, user, body),
  }));

  route(app, quizApi.updateQuestion, async ({ user, params, body }) => ({
    data: await service.updateQuestion(deps, user, params.id, body),
  }));

  route(app, quizApi.removeQuestion, async ({ user, params }) => ({
    data: await service.deleteQuestion(deps, user, params.id),
  }));
}
