/** The customer's Boost Energy quiz, and the operator's question bank. */
import { z } from 'zod';
import { ADMIN_MSG, adminPageQuery, adminQuestion, adminQuestionsResponse, questionRequest } from './admin';
import { OPERATORS, ROLES } from './constants';
import { defineRoute } from './http/contract';
import { idParams, messageData } from './http/wire';
import {
  quizAnswerRequest,
  quizAnswerResponse,
  quizFinishRequest,
  quizFinishResponse,
  quizRandomResponse,
  quizStatusResponse,
} from './quiz';

const tag = 'Quiz';
const params = idParams({ id: ADMIN_MSG.questionNotFound });
const saved = z.object({ question: adminQuestion, message: z.string() });

export const quizApi = {
  start: defineRoute({
    method: 'GET',
    path: '/api/questions/random',
    summary: 'Start the hourly quiz: 5 random questions, without which answer is correct',
    tag,
    access: [ROLES.customer],
    data: quizRandomResponse,
  }),
  current: defineRoute({
    method: 'GET',
    path: '/api/questions/current',
    summary: 'The quiz to resume (questions, answers so far, expiry), or when the next quiz can start',
    tag,
    access: [ROLES.customer],
    data: quizStatusResponse,
  }),
  answer: defineRoute({
    method: 'POST',
    path: '/api/questions/answer',
    summary: 'Answer one question of the quiz: graded at once, with the correct answer for feedback',
    tag,
    access: [ROLES.customer],
    body: quizAnswerRequest,
    data: quizAnswerResponse,
  }),
  finish: defineRoute({
    method: 'POST',
    path: '/api/questions/finish',
    summary: 'Finish the quiz: 10 energy per correct recorded answer, up to 100',
    tag,
    access: [ROLES.customer],
    body: quizFinishRequest,
    data: quizFinishResponse,
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/questions',
    summary: 'The question bank, newest first, with the correct answers',
    tag,
    access: OPERATORS.support,
    query: adminPageQuery,
    data: adminQuestionsResponse,
  }),
  createQuestion: defineRoute({
    method: 'POST',
    path: '/api/admin/questions',
    summary: 'Add a question: a title and 2-6 answers, exactly one correct',
    tag,
    access: OPERATORS.support,
    body: questionRequest,
    data: saved,
  }),
  updateQuestion: defineRoute({
    method: 'PUT',
    path: '/api/admin/questions/:id',
    summary: 'Replace a question: its title and every answer',
    tag,
    access: OPERATORS.support,
    params,
    body: questionRequest,
    data: saved,
  }),
  removeQuestion: defineRoute({
    method: 'DELETE',
    path: '/api/admin/questions/:id',
    summary: 'Delete a question and its answers',
    tag,
    access: OPERATORS.support,
    params,
    data: messageData,
  }),
};
