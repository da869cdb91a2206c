import type { FastifyInstance } from 'fastify';
import { quizAnswerRequest, quizFinishRequest, ROLES } from '@spruik/shared';
import type { Deps } from '../../deps';
import { parse } from '../../lib/validate';
import { answerQuestion, finishQuiz, startQuiz } from './quiz.service';

const CUSTOMER = [ROLES.customer];

/** The customer's Boost Energy quiz (/games). */
export function quizRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/questions/random', async (req) => {
    const user = await req.requireUser(CUSTOMER);
    return { data: await startQuiz(deps, user) };
  });

  app.post('/api/questions/answer', async (req) => {
    const user = await req.requireUser(CUSTOMER);
    return { data: await answerQuestion(deps, user, parse(quizAnswerRequest, req.body)) };
  });

  app.post('/api/questions/finish', async (req) => {
    const user = await req.requireUser(CUSTOMER);
    const { quizId } = parse(quizFinishRequest, req.body);
    return { data: await finishQuiz(deps, user, quizId) };
  });
}
