import type { FastifyInstance } from 'fastify';
import { quizApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { answerQuestion, finishQuiz, quizStatus, startQuiz } from './quiz.service';

/** The customer's Boost Energy quiz (/games). */
export function quizRoutes(app: FastifyInstance, deps: Deps) {
  route(app, quizApi.start, async ({ user }) => ({ data: await startQuiz(deps, user) }));

  route(app, quizApi.current, async ({ user }) => ({ data: await quizStatus(deps, user) }));

  route(app, quizApi.answer, async ({ user, body }) => ({ data: await answerQuestion(deps, user, body) }));

  route(app, quizApi.finish, async ({ user, body }) => ({ data: await finishQuiz(deps, user, body.quizId) }));
}
